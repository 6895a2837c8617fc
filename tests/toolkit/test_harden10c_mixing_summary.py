"""harden10c (issue 30): the computed-now dynamic verdicts of the phase section compare the
growth verdict with a *known* truth (Curie-Weiss with a field: faster than polynomial below
the spinodal T_s, polynomial above; toolkit.app.mixing_truth). That premise is a known
result, so each such claim states its hypothesis as holding (hypothesis_holds True), and
the claim's outcome is the comparison's (None only when the verdict is undetermined)."""

from toolkit.app import mixing_summary as ms
from toolkit.app import records
from toolkit.app.report._model import Section


def test_computed_dynamic_verdicts_rest_on_a_known_truth(monkeypatch, tmp_path):
    monkeypatch.setattr(records, "RESULTS_DIR", str(tmp_path))   # no loaded records
    monkeypatch.setitem(ms.REPORT_CASE, "n_values", {False: (32, 64, 128), True: (32, 64, 128)})
    s = Section("phase", "t")
    ms.report_dynamic(s, quick=True)
    computed = [c for c in s.claims if "computed now" in c.name]
    assert len(computed) == 4
    for c in computed:
        assert c.hypothesis.startswith("known: ")
        assert c.hypothesis_holds is True, c
        assert (c.holds is None) == (c.value == "undetermined")

"""prm28d (issue 30, eleventh sweep): the calibration section claims every coupling row that
was compared (``ok`` True OR False) as "coupling bound >= exact d(t)" -- a failing bound must
appear as a failing claim, not vanish. The other tests run the real estimators, whose bounds
all hold, so "compared" and "passed" were the same flag there. A stand-in table with one
failing and one passing upper-bound row (and one uncompared row) tells them apart."""

from types import SimpleNamespace

from toolkit.app.report import calibration as cal


def _row(name, ok, kind="upper bound"):
    return SimpleNamespace(name=name, kind=kind, ok=ok, sampled=SimpleNamespace(value=0.3, ci=(0.2, 0.4)),
                           exact=None if ok is None else SimpleNamespace(value=0.5 if ok is False else 0.1))


def test_a_failing_coupling_bound_is_claimed_and_fails(monkeypatch, tmp_path):
    rows = [_row("d(8) fails", False), _row("d(16) holds", True), _row("t_rel", None, kind="estimate")]
    monkeypatch.setattr(cal, "make_model", lambda name, **params: name)
    monkeypatch.setattr(cal, "calibration_table", lambda *a, **k: SimpleNamespace(rows=rows, to_dict=dict))
    s = cal.section_calibration(str(tmp_path), quick=True)
    bound_claims = {c.name: c for c in s.claims if c.name.startswith("coupling bound")}
    # two families (quick) x two compared upper-bound rows; the uncompared row is not claimed
    assert len(bound_claims) == 4, sorted(bound_claims)
    failing = [c for name, c in bound_claims.items() if "d(8) fails" in name]
    assert len(failing) == 2 and all(c.holds is False for c in failing)
    assert all(c.holds is True for name, c in bound_claims.items() if "d(16) holds" in name)
    # the agreement claim counts the failing rows too: 2 of 4 compared rows agree
    agree = [c for c in s.claims if c.name == "sampled estimates agree with the exact values"]
    assert agree[0].value == "2/4" and agree[0].holds is False

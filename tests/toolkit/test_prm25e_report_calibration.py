"""prm25e (issue 30, eighth sweep): toolkit.app.report.calibration builds its four documented
families at q = 2, n = 4 in the full run too (the tests' quick runs read only two of them)."""

import toolkit.app.report.calibration as cal


class _Table:
    rows = ()

    def to_dict(self):
        return {}


def test_full_run_families(monkeypatch):
    seen = []

    def spy(model, **kw):
        seen.append((kw["name"], int(model.vocab_size), int(model.length)))
        return _Table()

    monkeypatch.setattr(cal, "calibration_table", spy)
    cal.section_calibration("unused", quick=False)
    assert [s[0] for s in seen] == ["independent sites", "symmetric Potts", "asymmetric pairwise", "random table"]
    assert all((q, n) == (2, 4) for _, q, n in seen)   # docstring: "all at q = 2, n = 4"

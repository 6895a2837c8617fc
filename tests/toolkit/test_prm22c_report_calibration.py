"""prm22c fifth sweep (issue 30): the calibration section's agreement claim needs at least 80 %
of the rows.

Contract (:func:`toolkit.app.report.calibration.section_calibration`): the comparison "sampled
estimates agree with the exact values" has the bound ">= 80% of rows" and holds when
``n_ok >= 0.8 n_rows``. The tested runs agreed on every row (far from the boundary); here the
estimator is replaced by one row per family, 3 of the 4 families agreeing: 75 % < 80 %, so the
claim does not hold; with all 4 it holds."""

from types import SimpleNamespace

from toolkit.app.report import calibration as cal
from toolkit.results import Estimate


def _fake(oks):
    it = iter(oks)

    def table(model, **kw):
        row = SimpleNamespace(name="mean", kind="estimate", ok=next(it),
                              sampled=Estimate(0.5, stderr=0.1, ci=(0.3, 0.7), n_samples=10, method="x"),
                              exact=Estimate.exact(0.5))
        return SimpleNamespace(rows=[row], to_dict=lambda: {})
    return table


def _claim(monkeypatch, tmp_path, oks):
    monkeypatch.setattr(cal, "calibration_table", _fake(oks))
    s = cal.section_calibration(str(tmp_path), quick=False, rng=0)
    (c,) = [c for c in s.claims if c.name == "sampled estimates agree with the exact values"]
    return c


def test_three_of_four_is_below_eighty_percent(monkeypatch, tmp_path):
    c = _claim(monkeypatch, tmp_path, [True, True, False, True])
    assert c.value == "3/4" and c.holds is False


def test_four_of_four_holds(monkeypatch, tmp_path):
    c = _claim(monkeypatch, tmp_path, [True, True, True, True])
    assert c.value == "4/4" and c.holds is True

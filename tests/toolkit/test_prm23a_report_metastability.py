"""prm23a: the metastability section's basin comparison at its documented boundary. The claim
reads "basin exit slope vs k*gamma" and the section says "within 10%" (the fixed-point claim's
wording, the same rule ``|slope - k gamma| <= 0.1 k gamma``): a slope exactly 10 % above
``k * gamma`` holds, one ulp further does not. The engine is a stub (exact.scans is not run):
``k * gamma = 10`` and slopes 11 (``|11 - 10| = 1 = 0.1 * 10`` exactly in floating point) and
the next float above 11."""

import math
from types import SimpleNamespace

import toolkit.app.report.metastability as meta


def _section(monkeypatch, basin_slope):
    row = SimpleNamespace(temperature=1.0, inv_temperature=1.0, exit_time=3.0, bound=2.0, holds=True,
                          log_exit_time=math.log(3.0), log_bound=math.log(2.0))
    fp = SimpleNamespace(rows=[row], state="0 0 0 0", gamma=1.0, slope=1.0, slope_rel_error=0.0,
                         to_dict=lambda: {})
    basin = SimpleNamespace(set_size=4, gamma=5.0, k=2, k_gamma=10.0, cost=9.0, slope=basin_slope)
    monkeypatch.setattr(meta, "metastability_scan", lambda m, Ts, set_kind=None: basin if set_kind else fp)
    monkeypatch.setattr(meta, "plot_escape", lambda fp, title=None: SimpleNamespace(figure=None))
    monkeypatch.setattr(meta, "save", lambda fig, out_dir, name: name)
    return meta.section_metastability("unused", quick=True)


def _basin_claim(s):
    (c,) = [c for c in s.claims if c.name.startswith("basin exit slope")]
    return c


def test_slope_exactly_ten_percent_off_holds(monkeypatch):
    assert abs(11.0 - 10.0) == 0.1 * 10.0          # the boundary is exact in floating point
    assert _basin_claim(_section(monkeypatch, 11.0)).holds is True


def test_slope_beyond_ten_percent_is_refuted(monkeypatch):
    assert _basin_claim(_section(monkeypatch, math.nextafter(11.0, 12.0))).holds is False

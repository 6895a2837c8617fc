"""Contract pins of the report's metastability and contraction sections (issue 30, sweep6s4), on
fake scans: the slope claim's 10 % limit (inclusive) and the basins' comparison at 10 % of
k*gamma, both basins outside quick; the contraction scan's sizes (2..9 quick, 2..11) at T = 1.5,
alpha < 1 as the claims' hypothesis, the band limit max/min <= 2 inclusive with slack 2 - ratio."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.report import contraction as con
from toolkit.app.report import metastability as met


class _Ax:
    figure = None


def _meta_fakes(monkeypatch, slope_rel_error, basin_slope):
    calls = []

    def scan(model, Ts, set_kind="fixed point"):
        calls.append((set_kind, list(Ts)))
        if set_kind == "basin":
            return SimpleNamespace(set_size=3, gamma=1.0, k=2, k_gamma=2.5, cost=1.5, slope=basin_slope)
        rows = [SimpleNamespace(temperature=1.0, inv_temperature=1.0, exit_time=3.0, bound=2.0, holds=True,
                                log_exit_time=np.log(3.0), log_bound=np.log(2.0))]
        return SimpleNamespace(rows=rows, state=(0, 0), gamma=1.0, slope=1.1, slope_rel_error=slope_rel_error,
                               to_dict=lambda: {})
    monkeypatch.setattr(met, "metastability_scan", scan)
    monkeypatch.setattr(met, "plot_escape", lambda fp, title: _Ax())
    monkeypatch.setattr(met, "save", lambda fig, out, name: name)
    return calls


def test_slope_limit_and_basin_comparison(monkeypatch, tmp_path):
    calls = _meta_fakes(monkeypatch, 0.10, 2.75)
    s = met.section_metastability(str(tmp_path), quick=False)
    slope = next(c for c in s.claims if c.name.startswith("slope of ln E[tau]"))
    assert slope.holds is True and slope.slack == pytest.approx(0.0, abs=1e-15)   # 10 % exactly: holds
    basins = [c for c in s.claims if c.name.startswith("basin exit slope")]
    assert [c.name for c in basins] == ["basin exit slope vs k*gamma: Potts complete q=2 n=5",
                                        "basin exit slope vs k*gamma: Potts complete q=3 n=4"]
    assert all(c.holds is True and c.kind == "comparison" for c in basins)   # |2.75 - 2.5| = 0.1 * 2.5 (exact in binary)
    assert calls[0] == ("fixed point", list(np.array([2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12])))
    assert calls[1] == ("basin", [1.0, 0.7, 0.5, 0.35, 0.25, 0.2, 0.16])
    calls = _meta_fakes(monkeypatch, 0.1001, 2.76)
    s = met.section_metastability(str(tmp_path), quick=True)
    assert next(c for c in s.claims if c.name.startswith("slope of ln E[tau]")).holds is False
    assert [c.holds for c in s.claims if c.name.startswith("basin exit slope")] == [False]


def _con_fakes(monkeypatch, ratio_band, alphas):
    seen = {}

    def scan(family, ns, temperature):
        seen["ns"], seen["T"] = list(ns), temperature
        rows = [SimpleNamespace(n=n, alpha_col=a, bound=100.0, t_mix=float(n * np.log(n) + 1), ratio=1.0, holds=True,
                                T0=0.5) for n, a in zip(list(ns), alphas, strict=True)]
        return SimpleNamespace(rows=rows, ratio_band=ratio_band, to_dict=lambda: {})
    monkeypatch.setattr(con, "nlogn_scan", scan)
    monkeypatch.setattr(con, "plot_nlogn", lambda scan, fit_c, title: _Ax())
    monkeypatch.setattr(con, "save", lambda fig, out, name: name)
    return seen


def test_contraction_sizes_temperature_and_band(monkeypatch, tmp_path):
    seen = _con_fakes(monkeypatch, (1.0, 2.0), [0.5] * 9 + [1.2])
    s = con.section_contraction(str(tmp_path), quick=False)
    assert seen == {"ns": list(range(2, 12)), "T": 1.5}
    bounds = [c for c in s.claims if c.name.startswith("t_mix <= contraction bound")]
    assert [c.hypothesis_holds for c in bounds] == [True] * 9 + [False]
    band = s.claims[-1]
    assert (band.holds, band.slack, band.value, band.bound) == (True, 0.0, "2.000", "max/min ratio <= 2")
    seen = _con_fakes(monkeypatch, (1.0, 2.01), [0.5] * 8)
    s = con.section_contraction(str(tmp_path), quick=True)
    assert seen["ns"] == list(range(2, 10))
    assert s.claims[-1].holds is False and s.claims[-1].slack == pytest.approx(-0.01)

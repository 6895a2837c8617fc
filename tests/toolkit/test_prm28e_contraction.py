"""prm28e (eleventh sweep, issue 30): the band claim's hypothesis "alpha < 1 for all n" holds
only when alpha < 1 at EVERY scanned size (stand-in scan: one size above 1, the others below)."""
from types import SimpleNamespace

import toolkit.app.report.contraction as con


def _row(n, alpha, bound, t_mix):
    return SimpleNamespace(n=n, alpha_col=alpha, bound=bound, t_mix=t_mix, ratio=t_mix / 2.0,
                           holds=t_mix <= bound, T0=0.75)


def _band_claim(monkeypatch, tmp_path, alphas):
    rows = [_row(n, a, 10 * n, 2 * n) for n, a in zip((3, 4, 5), alphas, strict=True)]
    scan = SimpleNamespace(rows=rows, ratio_band=(1.0, 1.2), to_dict=lambda: {})
    monkeypatch.setattr(con, "nlogn_scan", lambda *a, **k: scan)
    monkeypatch.setattr(con, "plot_nlogn", lambda *a, **k: SimpleNamespace(figure=None))
    monkeypatch.setattr(con, "save", lambda fig, out_dir, name: name)
    s = con.section_contraction(str(tmp_path), quick=True)
    (band,) = [c for c in s.claims if c.name == "t_mix/(n ln n) in a constant band"]
    return band


def test_band_hypothesis_needs_every_size(monkeypatch, tmp_path):
    assert _band_claim(monkeypatch, tmp_path, (0.5, 1.2, 0.5)).hypothesis_holds is False
    assert _band_claim(monkeypatch, tmp_path, (0.5, 0.6, 0.7)).hypothesis_holds is True

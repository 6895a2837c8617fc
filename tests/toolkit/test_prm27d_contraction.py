"""prm27d: each contraction-bound claim of the report is named after ITS OWN row's n.

toolkit.app.report.contraction.section_contraction: one claim "t_mix <= contraction bound, n=N"
per scanned size. With a stand-in scan of three sizes (n = 3, 4, 5; the engine is not the point
here) the claims must be named n=3, n=4, n=5, each with its row's bound and t_mix.
"""

from types import SimpleNamespace

import toolkit.app.report.contraction as con


def _row(n, bound, t_mix):
    return SimpleNamespace(n=n, alpha_col=0.5, bound=bound, t_mix=t_mix, ratio=t_mix / 2.0,
                           holds=t_mix <= bound, T0=0.75)


def test_claim_names_follow_their_rows(monkeypatch, tmp_path):
    rows = [_row(3, 30, 7), _row(4, 45, 11), _row(5, 60, 16)]
    scan = SimpleNamespace(rows=rows, ratio_band=(1.0, 1.2), to_dict=lambda: {})
    monkeypatch.setattr(con, "nlogn_scan", lambda *a, **k: scan)
    monkeypatch.setattr(con, "plot_nlogn", lambda *a, **k: SimpleNamespace(figure=None))
    monkeypatch.setattr(con, "save", lambda fig, out_dir, name: name)
    s = con.section_contraction(str(tmp_path), quick=True)
    bound_claims = [c for c in s.claims if c.name.startswith("t_mix <= contraction bound")]
    assert [c.name for c in bound_claims] == [f"t_mix <= contraction bound, n={n}" for n in (3, 4, 5)]
    assert [(c.bound, c.value) for c in bound_claims] == [(30, 7), (45, 11), (60, 16)]

"""harden10b: a survivor of ``automut --fresh-lines`` (seed 2026120422) in toolkit.app.window:
the row "sampled rectangles: max |log R - exact|" holds when the difference EQUALS its allowance
2 bound + tol / T (the boundary is inside, as for the lower-bound rows' ``<=``:
tests/toolkit/test_sweep7a4_window.py)."""

import numpy as np

from toolkit.app import window as win
from toolkit.models import potts


def test_recomputed_rectangles_at_exactly_the_allowance_hold(monkeypatch):
    # Potts q = 2 on three sites is compatible: every sampled rectangle has log R = 0 exactly.
    # The exact recomputation is replaced by one that sits exactly 2 bound away (logit_rtol = 0:
    # tol = 0, so the allowance is 2 bound, and 0 + 2 bound is computed without rounding)
    seen = {}
    real = win.window_rectangle_log_r

    def at_the_allowance(L, ctx, i, j, a, a2, b, b2, temperature):
        ex = real(L, ctx, i, j, a, a2, b, b2, temperature=temperature)
        assert np.all(ex == 0.0)
        seen["called"] = True
        return ex + 2 * seen["bound"]

    orig_extra = win._extra_rows

    def extra(L, T, tol, contexts, rect, *rest):
        assert tol == 0.0 and np.all(rect.table["log_r"] == 0.0)
        seen["bound"] = np.asarray(rect.table["bound"], dtype=float)
        return orig_extra(L, T, tol, contexts, rect, *rest)

    monkeypatch.setattr(win, "window_rectangle_log_r", at_the_allowance)
    monkeypatch.setattr(win, "_extra_rows", extra)
    r = win.real_window(potts(2, 3, 0.5), n_chains=8, n_steps=100, n_pairs=2, n_replicates=8, n_contexts=4,
                        rng=1, logit_rtol=0, exit_time=False)
    assert seen["called"]
    (row,) = [x for x in r.calibration.rows if x.name == "sampled rectangles: max |log R - exact|"]
    assert row.sampled.value == 2 * seen["bound"].max() > 0
    assert row.ok is True

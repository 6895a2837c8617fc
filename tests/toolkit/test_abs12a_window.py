"""abs12a (issue 30): the window's margin row compares |gamma - exact|, not the signed difference.

Potts q = 2 on three sites (complete graph), coupling c = 0.5, ``logit_rtol=0`` (tol = 0): the
strict fixed points are the two constant states, margin 2c = 1 (a site's logits 2c against 0).
A sampler whose margins read 0.5 too LOW (0.5 each, still strict) is off by |0.5 - 1| = 0.5 at
each fixed point: the row "max |gamma - exact|" is 0.5 and fails (0.5 > 2 tol = 0). A signed
difference would give -0.5 and pass.
"""

import pytest

from toolkit.app import window as win
from toolkit.models import potts

C = 0.5


def test_margins_read_too_low_fail_the_margin_row(monkeypatch):
    real = win.local_margin
    monkeypatch.setattr(win, "local_margin", lambda model, y: real(model, y) - 0.5)
    r = win.real_window(potts(2, 3, C), n_chains=16, n_steps=400, n_pairs=2, n_replicates=16, n_contexts=8,
                        rng=1, logit_rtol=0, exit_time=False)
    (row,) = [x for x in r.calibration.rows if x.name == "margins at those fixed points: max |gamma - exact|"]
    assert row.sampled.value == pytest.approx(0.5, rel=1e-12)
    assert row.ok is False

"""prm22c fifth sweep (issue 30): ``glauber samplers``' remasking rounds stop at ``MAX_ROUNDS``.

Contract (module docstring of :mod:`toolkit.app.commands.samplers`): ``--rounds`` defaults to
"the fewest rounds after which the exact law of the draws ... is within ``ROUNDS_TOL`` ... of the
stationary law, at most ``MAX_ROUNDS``". The tested chains always met the tolerance long before
the cap, so the cap's side of the loop was never active. Here the target law is a point mass the
chain never reaches (the TV stays far above any tolerance) and the cap is lowered to 5: exactly
5 rounds are run, and the distance reported is the one after those 5 (``mu K^5`` by dense
matrix powers of the same kernel)."""

import numpy as np

from exact.unmasking import default_samplers, partial_conditionals, remasking_kernel, unmasking_law
from toolkit.app.commands import samplers as cmd
from toolkit.models import potts


def test_rounds_stop_at_the_cap_when_the_tolerance_is_never_met(monkeypatch):
    monkeypatch.setattr(cmd, "MAX_ROUNDS", 5)
    model = potts(2, 3, 1.0)
    cond = partial_conditionals(model, temperature=1.0)
    s = next(x for x in default_samplers(3) if x.kind != "unmask")
    target = np.zeros(2**3)
    target[0] = 1.0  # a point mass: mu K^R keeps mass elsewhere, TV far above ROUNDS_TOL
    R, off = cmd._rounds(cond, s, target, None)
    assert R == 5
    K = remasking_kernel(cond, r=s.r, order=s.order, k=s.k).toarray()
    mu = unmasking_law(cond, order=s.order, k=s.k)[0]
    law = mu @ np.linalg.matrix_power(K, 5)
    assert abs(off - 0.5 * np.abs(law - target).sum()) < 1e-12
    assert off > 1e-3


def test_given_rounds_are_run_exactly(monkeypatch):
    monkeypatch.setattr(cmd, "MAX_ROUNDS", 2)  # a given --rounds is not capped
    model = potts(2, 3, 1.0)
    cond = partial_conditionals(model, temperature=1.0)
    s = next(x for x in default_samplers(3) if x.kind != "unmask")
    R, _ = cmd._rounds(cond, s, np.full(8, 1 / 8), 4)
    assert R == 4

"""exact._lanczos on an operator whose Krylov space is invariant at once (harden8h1, issue 30): a
multiple c I of the identity gives w = c v, alpha = c, and w - alpha v = 0, so beta_1 = 0 exactly;
the top eigenvalue c is then exact after one step (the residual estimate beta |y| is 0), whatever
the tolerance, even 0, and whether or not the step is a checkpoint (CHECK_EVERY). The same for a
diagonal operator started in an eigenvector's span after projection."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact._lanczos import lanczos_top


@pytest.mark.parametrize("c", [2.0, -0.5, 1e-300])
@pytest.mark.parametrize("tol", [0.0, 1e-12])
def test_multiple_of_identity_stops_after_one_step(c, tol):
    run = lanczos_top(lambda v: c * v, 50, np.float64, tol=tol)
    assert run.converged and run.steps == 1
    assert run.theta == pytest.approx(c, rel=1e-15) and run.estimate == 0.0
    assert np.isfinite(run.alpha).all() and run.beta[-1] == 0.0


def test_projected_start_on_an_eigenvector():
    # diag(3, 1, 1, ...): project the start onto e_0, an eigenvector; beta_1 = 0 and theta = 3 exactly
    d = np.ones(20)
    d[0] = 3.0

    def keep_first(v):
        out = np.zeros_like(v)
        out[0] = v[0]
        return out

    run = lanczos_top(lambda v: d * v, 20, np.float64, tol=0.0, project=keep_first)
    assert run.converged and run.steps == 1 and run.theta == 3.0 and not math.isnan(run.estimate)

"""prm23e sixth sweep (issue 30): the exact boundary of :func:`exact._lanczos.lanczos_top`'s
stopping rule. Docstring: "Stops when the top Ritz value's residual estimate ``beta_m |y_m|``
is at most ``tol``": an estimate EQUAL to ``tol`` stops the run at that check."""

import numpy as np

from exact import _lanczos
from exact._lanczos import CHECK_EVERY, lanczos_top


def _path(v):
    w = np.zeros_like(v)
    w[1:] += v[:-1]
    w[:-1] += v[1:]
    return w


def test_an_estimate_equal_to_tol_stops_the_run():
    # first run: tol 0 never stops before maxiter = one check; its estimate at that check
    first = lanczos_top(_path, 50, np.float64, tol=0.0, maxiter=CHECK_EVERY)
    assert not first.converged and first.steps == CHECK_EVERY and first.estimate > 0
    # the same recurrence (deterministic start, same arithmetic) with tol = that estimate:
    # the estimate equals tol at the first check, so the run stops there, converged
    again = lanczos_top(_path, 50, np.float64, tol=first.estimate, maxiter=10 * CHECK_EVERY)
    assert again.estimate == first.estimate
    assert again.converged and again.steps == CHECK_EVERY
    assert _lanczos.CHECK_EVERY == CHECK_EVERY

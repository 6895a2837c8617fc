"""cmp15c: ``toolkit.unmasking.tv_interval`` accepts exactly two draws, the smallest sample.

Its contract (the error): "``codes`` must be a 1-D integer array of *at least 2* draws": two
draws are the boundary and belong to the accepted side (the split needs one draw on each
half: ``N1 = floor(N/2) = 1``, ``N2 = 1``); one draw is refused.

Hand values for ``codes = (0, 1)``, ``Q = (1/2, 1/2)``, ``level = 0.95`` (``delta = 0.05``):

* ``P_hat = (1/2, 1/2) = Q``: the plug-in ``TV(P_hat, Q) = 0``;
* ``b = tv_deviation_bound(2, 2, 0.025)``: McDiarmid ``sqrt(1/2)/2 + sqrt(ln 80 / 4) = 1.40``,
  union ``sqrt((2 ln 2 + ln 80) / 4) = 1.20``, both above 1, so ``b = 1`` and the upper end
  is ``min(1, 0 + 1) = 1``;
* the split: the first draw (token 0) gives ``A = {0}`` (``1 > 1/2``); the second draw
  (token 1) is not in ``A``, so ``c = 0``, ``L = 0`` and the lower end is
  ``max(0, 0 - 1, 0 - Q(A)) = 0``.
"""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.unmasking import tv_interval


def test_two_draws_are_the_smallest_sample_accepted():
    est = tv_interval(np.array([0, 1]), [0.5, 0.5])
    assert est.value == 0.0
    assert est.ci == (0.0, 1.0)
    assert est.n_samples == 2


def test_one_draw_is_refused():
    with pytest.raises(InvalidInputError, match="at least 2 draws"):
        tv_interval(np.array([0]), [0.5, 0.5])

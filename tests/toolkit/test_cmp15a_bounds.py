"""cmp15a: ``MixingBounds.t_upper`` at a bound equal to ``eps``.

Module docstring: ``t_upper`` is the smaller of ``t_1``, "the first grid time with
``max_k U_k <= eps``", and ``2 t_2``, ``t_2`` the first with ``max_k U_k <= sqrt(eps)``: the
equality belongs to the bound (``d(t) <= eps`` is what ``t_mix(eps) <= t`` means, Levin-Peres-
Wilmer's ``t_mix(eps) = min{t : d(t) <= eps}``). With ``eps = 1/4`` (``sqrt = 1/2``, both exact
in binary) and ``d_upper = (1, 1/2, 1/4, 0.1)`` on the grid ``(10, 20, 30, 40)``:
``t_1 = 30`` (``1/4 <= 1/4``), ``t_2 = 20`` (``1/2 <= 1/2``), so ``t_upper = min(30, 40) = 30``;
with strict comparisons it would be ``min(40, 60) = 40``.
"""

import numpy as np

from toolkit.bounds import MixingBounds


def test_t_upper_counts_a_bound_equal_to_eps():
    b = MixingBounds(times=np.array([10, 20, 30, 40]), d_upper=np.array([1.0, 0.5, 0.25, 0.1]),
                     d_upper_value=np.array([1.0, 0.5, 0.25, 0.1]), d_lower=np.zeros(4),
                     meeting_times=np.zeros((1, 2)), eps=0.25)
    assert b.t_upper == 30.0
    # only the sqrt(eps) end met with equality: 2 * 20 = 40 against the first time below eps, 50
    b2 = MixingBounds(times=np.array([10, 20, 30, 40, 50]), d_upper=np.array([1.0, 0.5, 0.3, 0.3, 0.2]),
                      d_upper_value=np.zeros(5), d_lower=np.zeros(5), meeting_times=np.zeros((1, 2)), eps=0.25)
    assert b2.t_upper == 40.0

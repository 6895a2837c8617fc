"""Audit 24a (issue 30): ``fss_verdict``'s ordered-side test looks at both of the last two pairs of
sizes (the module docstring: a transition needs the Binder curves of the largest sizes to cross with
an ordered side, "below the crossing U falls significantly with n nowhere").

Mean-field-like curves ``U = (2/3) / (1 + exp(2 (T - 1) sqrt(n)))`` cross at ``T_c = 1`` (the
module's doctest: a transition). Lowering the third size's ``U`` at one temperature below ``T_c``
makes ``U`` fall from ``n = 64`` to ``n = 256`` there: the second-to-last pair has a falling point
below its crossing while the last pair (256 -> 1024) has none. No ordered side: not a transition.
"""

import numpy as np

from toolkit.finite_size import ScalingData, fss_verdict


def _data(dip: bool):
    T = np.linspace(0.6, 1.4, 41)
    ns = np.array([16, 64, 256, 1024])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(ns[:, None]) / (1 + x**2)
    if dip:
        k = int(np.argmin(np.abs(T - 0.8)))   # below T_c = 1, away from the saturated plateau
        U[2, k] = U[1, k] - 0.05              # U falls from n = 64 to n = 256 at T = 0.8
    return ScalingData(T, ns, binder=U, susceptibility=chi)


def test_clean_curves_are_a_transition():
    assert fss_verdict(_data(False)).verdict == "transition"


def test_falling_point_below_the_crossing_of_the_second_to_last_pair_is_no_ordered_side():
    v = fss_verdict(_data(True))
    assert v.verdict != "transition"
    assert any("also falls with n (up to n = 256)" in r for r in v.reasons)

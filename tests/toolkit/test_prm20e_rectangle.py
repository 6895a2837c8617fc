"""prm20e (issue 30): the rectangle certificate's round-off term is ``gamma_7 sum_k |t_k|`` (the
magnitudes of the summed logits), which a sum of one-signed logits cannot tell from
``gamma_7 |sum_k t_k|``."""
from __future__ import annotations

from toolkit._rectangle import bound


def test_bound_sums_the_magnitudes_of_mixed_sign_logits():
    # t = (1, -1, 0, 0): sum |t_k| = 2 although sum t_k = 0; u = 0, no declared error.
    # gamma_7 = 7 u / (1 - 7 u), u = 2**-53 (Higham eq. (3.8)), so the bound is 2 gamma_7
    u = 2.0**-53
    g7 = 7 * u / (1 - 7 * u)
    got = float(bound([1.0, -1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], 0.0, 0.0))
    assert got == 2 * g7

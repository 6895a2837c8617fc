"""prm22e: toolkit.growth's older 'not slowing down' rule (accelerate=False) allows the top pair's
lower-end slope FAST_SLACK (5%) below the lower pair's, and no more."""
import numpy as np

from toolkit import growth


def _verdict(s1, s2):
    n = np.array([8.0, 16.0, 32.0])
    ln_t = np.array([0.0, s1 * np.log(2.0), (s1 + s2) * np.log(2.0)])  # slope s1 then s2 in ln n
    t = np.exp(ln_t)
    return growth.growth_verdict(n, t, t, accelerate=False)


def test_not_slowing_down_within_the_slack():
    assert growth.FAST_SLACK == 0.05
    # both slopes above z_fast = 4; the top one 2% below the lower one: within 0.95 * 6 = 5.7
    assert _verdict(6.0, 5.88).verdict == growth.FASTER
    # 7% below (5.58 < 5.7): slowing down, not established
    assert _verdict(6.0, 5.58).verdict != growth.FASTER

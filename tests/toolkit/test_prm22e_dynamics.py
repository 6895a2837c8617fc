"""prm22e: toolkit.dynamics.distinguishing_lower_bound's second event {h >= D} (D = the sites where
the two starts differ; the same event as {h > 0} only when D = 1)."""
import numpy as np

from toolkit import dynamics


def test_all_of_d_event_certifies_when_h_positive_does_not():
    starts = np.array([[0, 0, 0], [1, 1, 1]])  # D = 3
    # 40 chains from x0 stuck at x0 (h = 3); 40 from y0 stuck at (0, 0, 1): h = 2 - 1 = 1 > 0, so
    # {h > 0} has probability 1 on both sides (no information), while {h >= 3} has 1 against 0:
    # d(5) >= (lo - hi) / 2, both Wilson ends within ~0.1 of 1 and 0 with 40 chains: > 1/4
    z = np.array([[[0, 0, 0]]] * 40 + [[[0, 0, 1]]] * 40)
    got = dynamics.distinguishing_lower_bound(z, np.repeat([0, 1], 40), starts, (0, 1), [5])
    assert got == (5, True)
    # with D = 1 the two events coincide, and chains on both sides at x0 certify nothing
    z1 = np.array([[[0, 0, 0]]] * 80)
    assert dynamics.distinguishing_lower_bound(z1, np.repeat([0, 1], 40), np.array([[0, 0, 0], [0, 0, 1]]),
                                               (0, 1), [5]) == (0, False)

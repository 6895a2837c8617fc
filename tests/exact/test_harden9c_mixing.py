"""harden9c: exact.mixing at t_max = 0 and with a given pi in distance_profile, from the
documented contracts and the two-state closed form (issue 30)."""

import numpy as np
import pytest

from exact.mixing import distance_profile, mixing_time
from toolkit.exceptions import InvalidInputError

# two-state chain of the module docstring: pi = (0.75, 0.25), d(t) = 0.75 * 0.6**t
P = np.array([[0.9, 0.1], [0.3, 0.7]])


@pytest.mark.parametrize("method", ["doubling", "stepping"])
def test_t_max_zero_gives_up_at_once(method):
    # "give up beyond this time (t_mix is then None)": t_max = 0 is allowed (minimum 0);
    # d(0) = 0.75 > 1/4, so nothing is reached
    r = mixing_time(P, eps=0.25, method=method, t_max=0)
    assert r.t_mix is None
    # eps above d(0) = 0.75: t_mix = 0 within t_max = 0
    assert mixing_time(P, eps=0.8, method=method, t_max=0).t_mix == 0


def test_profile_refuses_a_pi_that_is_not_stationary():
    # a pi given with P must be P's stationary law (given_stationary); (1/2, 1/2) is not:
    # ||pi P - pi||_1 = |0.6 - 0.5| + |0.4 - 0.5| = 0.2
    with pytest.raises(InvalidInputError, match=r"`pi` is not the stationary law of `P`: \|\|pi P - pi\|\|_1 = 0.2"):
        distance_profile(P, 3, pi=[0.5, 0.5])
    d = distance_profile(P, 3, pi=[0.75, 0.25])
    assert np.allclose(d, 0.75 * 0.6 ** np.arange(4), rtol=1e-13, atol=0)

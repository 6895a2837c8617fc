"""ops13b: ``distance_profile(P, t, pi=...)`` uses the law it is given (and checks it).

``P = [[1/2, 1/2], [1/4, 3/4]]``: ``pi = (1/3, 2/3)``, second eigenvalue ``1 - 1/2 - 1/4 = 1/4``,
``P^t(x, 0) = 1/3 + 1/4^t (delta_{x0} - 1/3)``. Against a given ``pi' = (1/3 + e, 2/3 - e)`` the
distance from state 0 is ``(2/3) 4^-t - e`` and from state 1 ``(1/3) 4^-t + e``: ``d(t) =
(2/3) 4^-t - e`` for ``t = 0, 1, 2`` and ``e = 1e-7``. That ``pi'`` is within the documented
residual ``||pi' P - pi'||_1 = 1.5 e <= 1e-6`` (:func:`exact.mixing.given_stationary`), so it is
used as given; ``(1/2, 1/2)`` (residual 1/4) is refused with an error naming ``pi``.
"""

import numpy as np
import pytest

from exact.mixing import distance_profile
from toolkit.exceptions import InvalidInputError

P = np.array([[0.5, 0.5], [0.25, 0.75]])


def test_distance_profile_against_a_given_law():
    e = 1e-7
    d = distance_profile(P, 2, pi=[1 / 3 + e, 2 / 3 - e])
    expected = [2 / 3 - e, 1 / 6 - e, 1 / 24 - e]
    np.testing.assert_allclose(d, expected, rtol=0, atol=1e-14)


def test_distance_profile_computed_law():
    np.testing.assert_allclose(distance_profile(P, 2), [2 / 3, 1 / 6, 1 / 24], rtol=0, atol=1e-14)


def test_distance_profile_refuses_a_law_that_is_not_stationary():
    with pytest.raises(InvalidInputError, match="`pi` is not the stationary law"):
        distance_profile(P, 2, pi=[0.5, 0.5])

"""prm19a second promise sweep (issue 30): the checks of ``glauber phase`` before any work
(:mod:`toolkit.app.commands.phase`).

Contracts (their messages): ``--temperature`` "needs >= 3 distinct temperatures" (a repeated
one locates no crossing); ``--graph torus`` has n = L*L sites with "L >= 3" for the methods
that do not sample by checkerboard sweeps (a 2 x 2 torus has each site's two neighbours the
same site twice), "L even and >= 4" for lattice sampling.
"""

import pytest

from toolkit.app.commands import phase  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.phase import _check_temperatures, _check_torus
from toolkit.exceptions import InvalidInputError


def test_repeated_temperatures_are_not_distinct():
    with pytest.raises(InvalidInputError, match="needs >= 3 distinct temperatures"):
        _check_temperatures([1.0, 1.0, 2.0])
    assert _check_temperatures([2.0, 1.0, 1.0, 0.5]) == [0.5, 1.0, 2.0]


@pytest.mark.parametrize("method", ["enumeration", "transfer", "lumped"])
def test_a_2x2_torus_is_refused(method):
    with pytest.raises(InvalidInputError, match="L >= 3"):
        _check_torus([4, 9], {"graph": "torus"}, method)
    _check_torus([9, 16], {"graph": "torus"}, method)  # L = 3 and 4: allowed

"""ign17c (issue 30): ``exact.stationary.stationary(method=...)`` hands ``method`` on to
:func:`stationary_law` (its docstring: "see :func:`stationary_law`"), whose contract is
``method : {"auto", "gth", "detailed-balance", "krylov"}`` and an error naming any other value."""

import numpy as np
import pytest

from exact.stationary import stationary
from toolkit.exceptions import InvalidInputError


def test_stationary_refuses_an_unknown_method():
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    with pytest.raises(InvalidInputError, match=r"`method` must be .*got 'power'"):
        stationary(P, method="power")


def test_stationary_named_methods_give_the_closed_form():
    # two-state chain: pi = (b, a) / (a + b) with a = P[0,1], b = P[1,0] -> (1/3, 2/3)
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    for method in ("gth", "krylov"):
        np.testing.assert_allclose(stationary(P, method=method), [1 / 3, 2 / 3], rtol=1e-10)

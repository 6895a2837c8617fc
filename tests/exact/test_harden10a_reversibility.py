"""harden10a: exact.reversibility's type guard and its rule for a law known too roughly (issue 30)."""

import numpy as np
import pytest

from exact.reversibility import EDGE_RTOL, reversibility
from toolkit.exceptions import InvalidTypeError
from toolkit.results import StationaryLaw


def test_not_a_kernel_is_refused_naming_p():
    # docstring of the rule's error: `P` must be a GlauberKernel, array, sparse matrix or
    # LinearOperator; a plain object is none of these
    with pytest.raises(InvalidTypeError, match="`P` must be a GlauberKernel"):
        reversibility(object())


def test_law_known_too_roughly_is_not_proven_reversible():
    # P = [[1/2, 1/2], [1/2, 1/2]] is reversible w.r.t. pi = (1/2, 1/2) (symmetric). With a law whose
    # relative error (1e-3) is above EDGE_RTOL / 4 a round-off-size residual proves nothing:
    # the rule answers "not proven reversible" (reversible False), as its message says
    P = np.full((2, 2), 0.5)
    pi = np.array([0.5, 0.5])
    rough = StationaryLaw(pi=pi, log_pi=np.log(pi), method="given", residual=0.0, max_relative_residual=0.0,
                          relative_error=1e-3, n_states=2)
    assert 1e-3 > EDGE_RTOL / 4
    r = reversibility(P, rough)
    assert r.reversible is False
    assert "not proven reversible" in r.detail
    good = StationaryLaw(pi=pi, log_pi=np.log(pi), method="given", residual=0.0, max_relative_residual=0.0,
                         relative_error=0.0, n_states=2)
    assert reversibility(P, good).reversible is True

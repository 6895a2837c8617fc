"""cmp16e: exact.transfer -- the compatibility tolerance of nearest_neighbour_chain and the
wording of CountLaw's summary line (issue 30).

nearest_neighbour_chain accepts an edge whose ``J[i, j]`` and ``J[j, i].T`` differ when their
double-centred parts agree "within ``atol`` times the largest ``|J|`` of the edge (times 1 where
that is below 1)" (docstring): the *largest* entry of the difference counts. With ``q = 3``,
``A = J[0, 1] = s I_3`` and ``J[1, 0].T = A + delta D``, ``D = u u^T``, ``u = (2, -1, -1)``: ``D``'s
rows and columns sum to 0, so it is its own double-centred part and the difference of the
double-centred parts is ``delta D``, largest entry ``4 delta``, smallest ``delta``.

* ``s = 1000``: ``delta = 25 atol`` (largest difference 100 atol <= 1000 atol) is accepted,
  ``delta = 500 atol`` (2000 atol) refused.
* ``s = 0.01``: the scale is 1; ``delta = 0.2 atol`` (0.8 atol) is accepted, ``delta = 0.5 atol``
  (largest 2 atol > atol, smallest 0.5 atol) refused.

An accepted edge's ``Phi`` is ``A`` plus the row offset of ``J[1, 0]`` and minus the column offset
of ``A`` (the gauge of the module docstring): both offsets are 0 here (``D``'s rows and columns
average 0, ``A``'s row and column means are all equal), so ``Phi = A``.

CountLaw's str names its tokens: "token t" for one tracked token (count_law), "tokens [..]" for
several (joint_count_law)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.transfer import count_law, joint_count_law, nearest_neighbour_chain
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.toy import Pairwise

ATOL = 1e-10
U = np.array([2.0, -1.0, -1.0])
D = np.outer(U, U)


def _model(size, delta):
    A = size * np.eye(3)
    J = np.zeros((2, 2, 3, 3))
    J[0, 1] = A
    J[1, 0] = (A + delta * D).T
    return Pairwise(np.zeros((2, 3)), J), A


def test_large_couplings_scale_the_tolerance():
    model, A = _model(1000.0, 25 * ATOL)
    chain = nearest_neighbour_chain(model, atol=ATOL)
    np.testing.assert_allclose(chain.couplings[0], A, rtol=0, atol=1e-9)
    with pytest.raises(InvalidInputError, match="not compatible on edge"):
        nearest_neighbour_chain(_model(1000.0, 500 * ATOL)[0], atol=ATOL)


def test_small_couplings_use_scale_one_and_the_largest_difference():
    model, A = _model(0.01, 0.2 * ATOL)
    chain = nearest_neighbour_chain(model, atol=ATOL)
    np.testing.assert_allclose(chain.couplings[0], A, rtol=0, atol=1e-12)
    with pytest.raises(InvalidInputError, match="not compatible on edge"):
        nearest_neighbour_chain(_model(0.01, 0.5 * ATOL)[0], atol=ATOL)


def test_count_law_str_names_one_token_or_several():
    m = potts(2, 3, 0.5, graph="path")
    assert "law of the counts of token 1 (" in str(count_law(m, temperature=1.0, token=1))
    assert "law of the counts of tokens [0, 1] (" in str(joint_count_law(m, temperature=1.0))

"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.toy's documented formulas and
boundaries, by hand: the graphs (cycle of 2 and 3, torus L >= 3), the declared logit errors
(gamma_{n+1} times the summed magnitudes; the dtype's unit roundoff; a per-site table
error), LogitTable's context order (site 0 most significant), MAX_LOGIT's boundary, the
energy and the compatibility rule with offsets."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.toy import (
    MAX_LOGIT,
    JointModel,
    LogitTable,
    Pairwise,
    _adjacency,
    potts,
    torus_side,
)

U = 2.0 ** -53   # float64 unit roundoff


def _gamma(k):   # Higham's gamma_k = k u / (1 - k u)
    return k * U / (1 - k * U)


def test_graphs_by_hand():
    path = _adjacency(4, "path")
    assert {(i, j) for i, j in zip(*np.nonzero(np.triu(path)), strict=True)} == {(0, 1), (1, 2), (2, 3)}
    cyc = _adjacency(4, "cycle")
    assert {(i, j) for i, j in zip(*np.nonzero(np.triu(cyc)), strict=True)} == {(0, 1), (1, 2), (2, 3), (0, 3)}
    two = _adjacency(2, "cycle")   # a cycle of two sites is one edge, weight 1 (not doubled)
    np.testing.assert_array_equal(two, [[0, 1], [1, 0]])
    tri = _adjacency(3, "cycle")
    np.testing.assert_array_equal(tri, np.ones((3, 3)) - np.eye(3))
    torus = _adjacency(9, "torus")
    assert (torus.sum(axis=1) == 4).all() and torus[0, 1] == torus[0, 3] == torus[0, 2] == torus[0, 6] == 1
    assert torus[0, 4] == 0
    assert torus_side(9) == 3
    for n in (4, 8):
        with pytest.raises(InvalidInputError, match=rf"needs n = L\*L sites with L >= 3; got n={n}"):
            torus_side(n)


def test_pairwise_logit_error_by_hand():
    h = np.array([[1.0, -3.0], [0.5, 0.25]])
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[0.5, -2.0], [1.0, 0.0]]
    J[1, 0] = [[4.0, 0.0], [0.0, -1.0]]
    J[0, 0] = 100.0   # the diagonal is ignored (set to 0)
    m = Pairwise(h, J)
    # site 0: max|h_0| = 3, max|J_01| = 2 -> 5; site 1: 0.5 + 4 = 4.5; gamma_{n+1} = gamma_3
    err = m.logit_error(np.zeros((2, 2), dtype=int), [0, 1], None)
    np.testing.assert_allclose(err, [_gamma(3) * 5.0, _gamma(3) * 4.5], rtol=1e-12, atol=0)
    # logits by the formula: l_0(a | x_1 = 1) = h[0, a] + J[0, 1, a, 1]
    np.testing.assert_allclose(m.logits(np.array([[0, 1]]), [0])[0], [1.0 - 2.0, -3.0 + 0.0])


def test_stored_tables_declare_their_dtype_roundoff():
    lj32 = np.arange(1.0, 5.0, dtype=np.float32).reshape(2, 2)
    j = JointModel(lj32)
    lg = np.array([[2.0, -4.0]])
    np.testing.assert_allclose(j.logit_error(None, None, lg), [[2.0 ** -24 * 2, 2.0 ** -24 * 4]], rtol=1e-12)
    j64 = JointModel(lj32.astype(np.float64))
    np.testing.assert_allclose(j64.logit_error(None, None, lg), [[U * 2, U * 4]], rtol=1e-12)
    t = LogitTable(np.zeros((2, 2, 2), dtype=np.float32))
    np.testing.assert_allclose(t.logit_error(None, None, lg), [[2.0 ** -24 * 2, 2.0 ** -24 * 4]], rtol=1e-12)
    # a declared per-site error: returned per site, whatever the logits
    ts = LogitTable(np.zeros((2, 2, 2)), logit_error=[0.1, 0.3])
    np.testing.assert_array_equal(ts.logit_error(None, np.array([1, 0, 1]), lg), [0.3, 0.1, 0.3])
    tc = LogitTable(np.zeros((2, 2, 2)), logit_error=0.2)
    np.testing.assert_array_equal(tc.logit_error(None, np.array([1, 0]), lg), [0.2, 0.2])


def test_logit_table_context_site_zero_most_significant():
    q, n = 2, 3
    table = np.arange(n * q ** (n - 1) * q, dtype=float).reshape(n, q ** (n - 1), q)
    t = LogitTable(table)
    # x = (1, 0, 0), site 2: context (x_0, x_1) = (1, 0) -> c = 1*2 + 0 = 2
    np.testing.assert_array_equal(t.logits(np.array([[1, 0, 0]]), [2])[0], table[2, 2])
    # x = (0, 1, 1), site 0: context (x_1, x_2) = (1, 1) -> c = 3; site 1: (x_0, x_2) = (0, 1) -> c = 1
    np.testing.assert_array_equal(t.logits(np.array([[0, 1, 1]]), [0])[0], table[0, 3])
    np.testing.assert_array_equal(t.logits(np.array([[0, 1, 1]]), [1])[0], table[1, 1])


def test_max_logit_boundary():
    assert MAX_LOGIT == 1e300
    Pairwise(np.array([[1e300, 0.0]]), np.zeros((1, 1, 2, 2)))   # exactly MAX_LOGIT: accepted
    with pytest.raises(InvalidInputError, match=r"add up to 2e\+300 in magnitude, beyond 1e\+300"):
        Pairwise(np.array([[2e300, 0.0]]), np.zeros((1, 1, 2, 2)))


def test_energy_and_compatibility_with_offsets():
    m = potts(2, 3, 1.5, graph="path", field=[[0.0, 0.25]] * 3)
    # x = (0, 0, 1): agreeing path edges: (0, 1) only -> 1.5; fields: 0.25 at site 2
    assert m.energy([0, 0, 1])[0] == pytest.approx(1.75, abs=1e-15)
    assert m.energy([1, 1, 1])[0] == pytest.approx(3.0 + 0.75, abs=1e-15)
    rng = np.random.default_rng(0)
    J = np.zeros((2, 2, 3, 3))
    J[0, 1] = rng.normal(size=(3, 3))
    # J[1, 0] = J[0, 1].T plus a row and a column offset: compatible (absorbed by the fields)
    J[1, 0] = J[0, 1].T + np.array([1.0, 2.0, 3.0])[:, None] + np.array([0.5, -1.0, 0.0])[None, :]
    assert Pairwise(np.zeros((2, 3)), J).is_compatible()
    J[1, 0, 0, 1] += 0.1
    assert not Pairwise(np.zeros((2, 3)), J).is_compatible()

"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.exchangeable by hand: the
families' count logits and declared errors (gamma_3 times the summed magnitudes; a table's
dtype roundoff), the count vectors' order and ranks, the moves between them, n read off a
table's rows, the counts' checks, compatibility flags, REGISTRY_FAMILIES."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit._rectangle import gamma
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import (
    REGISTRY_FAMILIES,
    CurieWeiss,
    ExchangeableTable,
    IdenticalSites,
    MeanFieldPotts,
    count_index,
    count_moves,
    count_vectors,
    n_count_vectors,
    other_counts,
    random_exchangeable,
)


def test_curie_weiss_by_hand():
    m = CurieWeiss(4, -2.0, field=0.5)
    # c = (3 zeros, 0 ones): S = -3; u = beta/n S + field = (-2/4)(-3) + 0.5 = 2
    np.testing.assert_allclose(m.count_logits([[3, 0]]), [[-2.0, 2.0]], atol=1e-15)
    # error: gamma_3 (|beta| |S| / n + |field|) = gamma_3 (1.5 + 0.5)
    np.testing.assert_allclose(m.count_logit_error([[3, 0]], [[-2.0, 2.0]]), [gamma(3) * 2.0], rtol=1e-12)
    # the ConditionalModel interface counts the other sites: x = (1, 0, 0, 0), site 0 -> c = (3, 0)
    np.testing.assert_allclose(m.logits(np.array([[1, 0, 0, 0]]), [0]), [[-2.0, 2.0]], atol=1e-15)


def test_mean_field_potts_by_hand():
    m = MeanFieldPotts(3, 5, -1.5, field=[0.25, 0.0, -1.0])
    c = np.array([[2, 0, 2]])
    np.testing.assert_allclose(m.count_logits(c), [[-0.6 + 0.25, 0.0, -0.6 - 1.0]], atol=1e-15)
    np.testing.assert_allclose(m.count_logit_error(c, None),
                               [[gamma(3) * (0.6 + 0.25), 0.0, gamma(3) * (0.6 + 1.0)]], rtol=1e-12)
    np.testing.assert_array_equal(MeanFieldPotts(3, 5, 1.0, field=0.5).field, [0.5, 0.5, 0.5])
    with pytest.raises(InvalidInputError, match=r"`field` must be a number or have shape \(3,\); got \(4,\)"):
        MeanFieldPotts(3, 5, 1.0, field=[0, 0, 0, 0])


def test_count_vectors_order_rank_and_moves():
    C = count_vectors(3, 3)
    assert len(C) == n_count_vectors(3, 3) == math.comb(5, 2) == 10
    # lexicographic in (c_0, c_1, ...)
    assert [tuple(r) for r in C] == sorted(tuple(r) for r in C)
    np.testing.assert_array_equal(count_index(C), np.arange(10))
    assert count_index(np.array([1, 2, 0]))[0] == 6          # after the 4 rows with c_0 = 0, then (1,0,2), (1,1,1)
    rows = np.array([6])                                     # (1, 2, 0), one site moved away from token 1
    moves = list(count_moves(C, rows, 1))
    assert [b for b, _ in moves] == [0, 2]
    assert [tuple(C[i[0]]) for _, i in moves] == [(2, 1, 0), (1, 1, 1)]


def test_other_counts_and_count_checks():
    x = np.array([[0, 2, 2, 1], [1, 1, 1, 1]])
    np.testing.assert_array_equal(other_counts(x, [1, 3], 3), [[1, 1, 1], [0, 3, 0]])
    m = MeanFieldPotts(3, 4, 1.0)
    m.count_logits([[1, 1, 1]])                              # rows sum to n - 1 = 3
    for bad, why in (([[1, 1, 2]], "non-negative counts of the other n - 1 = 3"),
                     ([[4, -1, 0]], "non-negative counts"), ([[1.5, 1.5, 0]], "integer counts"),
                     ([[1, 2]], r"shape \(B, 3\)")):
        with pytest.raises(InvalidInputError, match=why):
            m.count_logits(bad)


def test_table_size_flags_and_roundoff():
    t3 = ExchangeableTable(np.zeros((6, 3)))                 # C(2 + 2, 2) = 6 rows: n - 1 = 2
    assert (t3.length, t3.vocab_size, t3.compatible) == (3, 3, None)
    t2 = ExchangeableTable(np.zeros((4, 2)))                 # q = 2: n - 1 = 3
    assert (t2.length, t2.compatible) == (4, True)
    assert ExchangeableTable(np.zeros((1, 3))).length == 1
    with pytest.raises(InvalidInputError, match=r"got 7 rows for q = 3"):
        ExchangeableTable(np.zeros((7, 3)))
    t32 = ExchangeableTable(np.zeros((6, 3), dtype=np.float32))
    np.testing.assert_allclose(t32.count_logit_error([[1, 1, 0]], [[2.0, -4.0, 0.0]]),
                               [[2.0 ** -24 * 2, 2.0 ** -24 * 4, 0.0]], rtol=1e-12)
    np.testing.assert_allclose(t3.count_logit_error([[1, 1, 0]], [[2.0, -4.0, 0.0]]),
                               [[2.0 ** -53 * 2, 2.0 ** -53 * 4, 0.0]], rtol=1e-12)
    # a table's row for counts c is row count_index(c)
    t = ExchangeableTable(np.arange(18.0).reshape(6, 3))
    np.testing.assert_array_equal(t.count_logits([[0, 1, 1]]), [[3.0, 4.0, 5.0]])


def test_random_table_and_identical_sites():
    r = random_exchangeable(3, 5, scale=2.0, rng=4)
    assert r.table.shape == (15, 3)
    np.testing.assert_array_equal(r.table, np.random.default_rng(4).normal(0.0, 2.0, size=(15, 3)))
    # the guard counts C(n + q - 2, q - 1) rows of q float64 (360 bytes here; in logarithms, so one
    # byte of margin above the exact size)
    random_exchangeable(3, 5, max_memory=15 * 3 * 8 + 1)
    with pytest.raises(Exception, match="above the memory limit"):
        random_exchangeable(3, 5, max_memory=15 * 3 * 8 - 1)
    s = IdenticalSites(4, [0.0, 1.0, -1.0])
    assert s.count_logit_error([[1, 1, 1]], None) == 0.0 and s.compatible is True
    assert REGISTRY_FAMILIES == ("curie-weiss", "mean-field-potts", "identical-sites", "exchangeable-table")

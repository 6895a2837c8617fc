"""Coverage-driven guards of ``exact.observables`` and ``exact.rectangles`` (issue 30, helper
cov5h1): the exact IAT's degenerate inputs and its GMRES route above ``DENSE_MAX`` states
against the closed form ``2n - 1`` of the magnetization under uniform resampling; the
rectangle helpers' kernel input, ``sites`` checks, and the summary of a stored table
against the streamed summary of the same model."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import glauber_kernel
from exact.observables import DENSE_MAX, exact_iat
from exact.rectangles import all_rectangles, as_site_logits, rectangle_summary
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts, random_table

from ..independent import states


def test_iat_of_a_constant_or_non_finite_function_is_nan():
    P = np.array([[0.5, 0.5], [0.5, 0.5]])
    pi = np.array([0.5, 0.5])
    assert math.isnan(exact_iat(P, pi, [3.0, 3.0]))         # no variance
    assert math.isnan(exact_iat(P, pi, [np.inf, 1.0]))      # no finite values


def test_iat_above_dense_max_by_gmres_closed_form():
    # potts(2, 13, 0): every conditional uniform, 2^13 = 8192 > DENSE_MAX states. The
    # magnetization f = sum_i (2 x_i - 1) is an eigenfunction: a step resamples a uniform
    # site, E[f'|x] = (1 - 1/n) f, so rho(t) = (1 - 1/n)^t and tau = (1 + lam)/(1 - lam) = 2n - 1
    n = 13
    K = glauber_kernel(potts(2, n, 0.0), temperature=1.0)
    assert K.n_states > DENSE_MAX
    f = (2 * states(2, n) - 1).sum(axis=1).astype(float)
    pi = np.full(K.n_states, 1.0 / K.n_states)
    assert exact_iat(K, pi, f) == pytest.approx(2 * n - 1, rel=1e-8)


def test_site_logits_of_a_kernel_are_its_own():
    K = glauber_kernel(random_table(2, 3, 1.0, rng=3), temperature=1.0)
    assert as_site_logits(K) is K.logits


def test_sites_pairs_checks():
    m = random_table(2, 3, 1.0, rng=3)
    with pytest.raises(InvalidInputError, match=r"`sites` must be site indices or \(i, j\) pairs; got \(1,\)"):
        all_rectangles(m, sites=[(0, 1), (1,)])
    with pytest.raises(InvalidInputError, match=r"`sites` is empty"):
        all_rectangles(m, sites=[])
    # (1, 0) and (0, 1) are one pair: q^(n-2) (q(q-1)/2)^2 = 2 * 1 = 2 rectangles
    t = all_rectangles(m, sites=[(1, 0), (0, 1)])
    assert t.count == 2


def test_summary_of_a_table_is_the_streamed_summary():
    m = random_table(3, 3, 1.0, rng=8)          # incompatible: rectangles certified
    table = all_rectangles(m, temperature=0.8)
    a = rectangle_summary(table)
    b = rectangle_summary(m, temperature=0.8)
    assert a.count == b.count == 3 * 3 * 3**2   # 3 pairs, q^(n-2) = 3 contexts, (q(q-1)/2)^2 = 9
    assert a.n_certified == b.n_certified > 0
    assert a.max_abs == pytest.approx(b.max_abs, rel=1e-15)
    assert len(a.witnesses) == len(b.witnesses) == min(5, b.n_certified)   # n_witnesses = 5 (default)

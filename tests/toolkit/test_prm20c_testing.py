"""prm20c promise sweep (issue 30): toolkit.app.testing away from the special cases its tests
used: a pool of small cells that already expects MIN_EXPECTED (no top-up), the special-tokens
mistake's kernel at lazy != 0, and check_stationary's eps (a tenth of the detectable TV)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from exact import ExactChain
from toolkit.app.testing import (
    MIN_EXPECTED,
    _mistake_rows,
    _pearson,
    check_stationary,
    reference_step,
    with_specials,
)
from toolkit.models import potts


def test_pool_that_already_expects_enough_is_not_topped_up():
    # N = 100, E = (10, 10, 30, 50): the two cells below 20 pool to 20 (not below MIN_EXPECTED),
    # so the cells are (20, 30, 50): 2 degrees of freedom; observed = expected: statistic 0, p 1
    assert MIN_EXPECTED == 20
    stat, dof, p, imp = _pearson(np.array([10, 10, 30, 50]), np.array([0.1, 0.1, 0.3, 0.5]))
    assert (stat, dof, p, imp) == (0.0, 2, 1.0, 0)


def test_special_tokens_kernel_holds_with_probability_lazy():
    # Potts q = 2, n = 2 with one extra token of logit 0 at T = 1, from (0, 0): a uniform site i,
    # its token from softmax(l_i(0), l_i(1), 0); drawing the extra token leaves the site. With
    # lazy 0.4: P = 0.4 I + 0.6 K (site 0 most significant: (0,1) = 1, (1,0) = 2)
    m = potts(2, 2, 1.0)
    model = with_specials(m, [0.0])
    x = np.zeros((1, 2), dtype=np.int64)
    moves = []
    for i in (0, 1):
        lg = np.asarray(m.logits(x, np.array([i])), dtype=float)[0]
        e = np.exp(np.append(lg, 0.0))
        moves.append(0.5 * e[1] / e.sum())  # site i flips to token 1
    K = np.array([1 - sum(moves), moves[1], moves[0], 0.0])
    expected = 0.6 * K + 0.4 * np.array([1.0, 0, 0, 0])
    (rows,) = _mistake_rows("special-tokens", SimpleNamespace(q=2, n=2), model, np.array([0]), 1.0, "random", 0.4)
    assert rows[0] == pytest.approx(expected, abs=1e-14)


def test_check_stationary_runs_t_mix_at_a_tenth_of_the_detectable_tv():
    m, T = potts(2, 3, 1.0), 1.5
    rep = check_stationary(reference_step(m, T), m, T, n_chains=4000, rng=0)
    eps = min(0.01, rep.detectable_tv / 10)   # docstring: eps a tenth of the TV the test detects
    chain = ExactChain(m, temperature=T)
    assert rep.steps == chain.mixing(eps).t_mix
    assert chain.mixing(2 * eps).t_mix != rep.steps  # a fifth would run fewer steps
    assert math.isfinite(rep.detectable_tv) and rep.passed

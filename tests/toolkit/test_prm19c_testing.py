"""prm19c promise sweep (issue 30): toolkit.app.testing's detectable effect size, the rows that
leave the tokens, and the log-likelihood of counts with an impossible draw."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app import testing


def test_detectable_w_uses_the_upper_tail_critical_value():
    # dof = 1: the noncentral chi-square with lambda is (Z + sqrt(lambda))^2, so at level
    # 0.05 with power 0.95 sqrt(lambda) = z_{0.975} + z_{0.95} = 1.959964 + 1.644854 = 3.604818
    # (the other tail adds Phi(-5.56) ~ 1e-8); w = sqrt(lambda / N), N = 100
    assert testing._detectable_w(1, 0.05, 100) == pytest.approx(0.3604818, abs=2e-6)


def test_run_marks_the_row_that_left_at_a_later_step():
    # three rows of n = 1, q = 2; step 1 writes token 2 (outside 0..1) on row 2, step 2 on the
    # first live row (row 0): both leave (-1), row 1 stays at its token 1
    calls = []

    def step(states, rng):
        calls.append(states.shape[0])
        out = np.ones_like(states)
        out[-1 if len(calls) == 1 else 0] = 2
        return out

    X = np.zeros((3, 1), dtype=np.int64)
    out = testing._run(step, X, 2, np.random.default_rng(0), 2, 1, batch=3)
    assert calls == [3, 2]
    assert out.tolist() == [-1, 1, -1]


def test_log_likelihood_of_an_impossible_draw_is_minus_infinity():
    # one draw of a state the rows give probability 0: likelihood 0, log -inf
    assert testing._log_likelihood(np.array([3, 1]), np.array([1.0, 0.0])) == -math.inf
    # otherwise sum counts * ln p over the drawn cells: 2 ln(1/2)
    assert testing._log_likelihood(np.array([2, 0]), np.array([0.5, 0.5])) == pytest.approx(2 * math.log(0.5))

"""gap15c: exact.markov.ExactChain lines its targeted tests never ran
(targeted-coverage-2026-12-05): sets given as rows of token states, and the cached implied
timescales."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.markov import ExactChain
from toolkit.models import IndependentSites

P3 = (0.5, 0.2, 0.3)


def _one_site():
    # one site, q = 3, P(token a) = p_a: Glauber resamples the site, so every step lands on
    # token a with probability p_a whatever the state
    return ExactChain(IndependentSites(np.log([P3])), temperature=1.0)


def test_sets_as_token_state_rows_mean_those_states():
    # docstring of _set: a set given as a mask, indices, or a 2-D array of token states (one per row)
    p0, p1, p2 = P3
    c = _one_site()
    # passage to {1}: geometric with success p1 from 0 and 2, mean 1 / p1
    mfpt = np.asarray(c.mean_first_passage_times([[1]]).times)
    assert mfpt == pytest.approx([1 / p1, 0.0, 1 / p1], rel=1e-10)
    mfpt = np.asarray(c.mean_first_passage_times([[2], [1]]).times)     # {1, 2}: success p1 + p2
    assert mfpt == pytest.approx([1 / (p1 + p2), 0.0, 0.0], rel=1e-10)
    # forward committor from {0} to {1}: 0 on the source, 1 on the target, from 2 the first
    # step off 2 decides: p1 / (p0 + p1)
    q = c.committor([[0]], [[1]]).values
    assert q == pytest.approx([0.0, 1.0, p1 / (p0 + p1)], abs=1e-12)
    q = c.committor([[1]], [[0]]).values
    assert q == pytest.approx([1.0, 0.0, p0 / (p0 + p1)], abs=1e-12)
    # two sites (so a row of tokens is not a state index): the set {x : x_0 = 1} is reached
    # when site 0 is picked (1/2) and set to 1 (a): geometric, mean 2 / a from x_0 = 0
    a = 0.3
    c2 = ExactChain(IndependentSites(np.log([[1 - a, a], [0.6, 0.4]])), temperature=1.0)
    t = np.asarray(c2.mean_first_passage_times([[1, 0], [1, 1]]).times)
    for x in ([0, 0], [0, 1], [1, 0], [1, 1]):
        assert t[c2.state_index(x)] == pytest.approx(2 / a if x[0] == 0 else 0.0, rel=1e-10)
    # irreducible: the target is hit from everywhere
    assert c.hitting_probabilities([[2]]).values == pytest.approx([1.0, 1.0, 1.0], abs=1e-12)


def test_implied_timescales_closed_form_and_cached_per_arguments():
    # two independent sites, random-scan Glauber: the nontrivial eigenvalues are 1 - (sites in
    # a nontrivial mode)/2 with each site's own resampling eigenvalue 0: 1/2, 1/2, 0; the
    # timescale is -lag / ln|lambda|
    c = ExactChain(IndependentSites(np.log([[0.3, 0.7], [0.6, 0.4]])), temperature=1.0)
    a = c.implied_timescales(2)
    assert np.asarray(a.timescales) == pytest.approx([1 / math.log(2)] * 2, rel=1e-9)
    assert c.implied_timescales(2) is a                      # cached per arguments
    b = c.implied_timescales(2, lag=3)
    assert b is not a and b.lag == 3
    assert np.asarray(b.timescales) == pytest.approx([3 / math.log(2)] * 2, rel=1e-9)
    assert c.implied_timescales(1) is not a and np.asarray(c.implied_timescales(1).timescales).size == 1

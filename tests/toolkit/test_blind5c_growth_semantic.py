"""Blind audit 5c (issue 30): toolkit.growth and toolkit.semantic against hand-computed values
and their documented rules."""

from __future__ import annotations

import math

import numpy as np
import pytest

import toolkit.semantic as sem
from toolkit.growth import (
    FASTER,
    POLYNOMIAL,
    UNDETERMINED,
    Timescale,
    bracket,
    change_temperature,
    growth_verdict,
)


def test_an_uncensored_bound_at_the_low_end_makes_it_uncensored():
    # bracket: censored only when the low end comes from censored lower bounds alone
    ts = [Timescale("t_mix", "lower", 10, 10, math.inf, "run length", 4, 1.0, censored=True),
          Timescale("t_mix", "lower", 10, 10, math.inf, "statistic", 4, 1.0)]
    assert bracket(ts, "t_mix")[2] is False


def test_the_jump_branch_ignores_a_censored_middle_lower_end():
    n = [4, 8, 16]
    lo, hi = [10.0, 1e4, 1e4], [10.0, 1e4, 1.2e4]
    assert growth_verdict(n, lo, hi).verdict == POLYNOMIAL      # the jump, then slope ln 1.2 / ln 2
    assert growth_verdict(n, lo, hi, censored=[False, True, False]).verdict == UNDETERMINED


def test_a_pure_power_law_lower_end_is_not_faster_than_polynomial():
    # module docstring: no polynomial n^z (constant slope z, however large) passes the faster rule
    n = np.array([16.0, 32.0, 64.0])
    assert growth_verdict(n, n**5, np.full(3, np.inf)).verdict == UNDETERMINED
    assert growth_verdict(n, np.exp(n / 4), np.full(3, np.inf)).verdict == FASTER


def test_polynomial_exponent_interval_from_the_bracket_ends():
    # lo = n^2/2, hi = 2 n^2 on 16, 32, 64 (span ln 4): [ln(lo_K/hi_1), ln(hi_K/lo_1)] / ln 4
    # = [ln(2048/512), ln(8192/128)] / ln 4 = [1, 3]
    n = np.array([16.0, 32.0, 64.0])
    v = growth_verdict(n, n**2 / 2, 2 * n**2)
    assert v.verdict == POLYNOMIAL and v.exponent_interval == pytest.approx((1.0, 3.0), rel=1e-12)


def test_the_change_temperature_high_end_is_the_lowest_polynomial_above():
    c = change_temperature([0.5, 0.7, 0.9, 1.1], [FASTER, UNDETERMINED, POLYNOMIAL, POLYNOMIAL])
    assert (c.low, c.high) == (0.5, 0.9)


# ------------------------------------------------------------------ semantic
def test_lexicon_comments_are_not_words(tmp_path):
    path = tmp_path / "lex.txt"
    path.write_text("# a header line\nvote  # a trailing comment\n\nsenate\n", encoding="utf-8")
    assert sem.political_lexicon(path) == ("vote", "senate")
    assert all("#" not in w for w in sem.political_lexicon())


def test_silhouette_by_hand():
    # points 0, 1 | 10, 11 on a line: a = 1 for each (its one neighbour), b = mean distance to the
    # other pair: 10.5, 9.5, 9.5, 10.5; s = (b - a) / b
    x = np.array([0.0, 1.0, 10.0, 11.0])
    D = np.abs(x[:, None] - x[None, :])
    want = (2 * (9.5 / 10.5) + 2 * (8.5 / 9.5)) / 4
    assert sem._silhouette(D, np.array([0, 0, 1, 1])) == pytest.approx(want, rel=1e-12)
    # a point alone in its cluster scores 0 (Rousseeuw 1987): points 0, 1 | 10
    x = np.array([0.0, 1.0, 10.0])
    D = np.abs(x[:, None] - x[None, :])
    assert sem._silhouette(D, np.array([0, 0, 1])) == pytest.approx((9 / 10 + 8 / 9 + 0.0) / 3, rel=1e-12)


def test_equal_silhouettes_choose_the_smaller_k(monkeypatch):
    monkeypatch.setattr(sem, "_silhouette", lambda D, labels: 0.5)
    X = np.array([[0.0], [0.1], [5.0], [5.1], [10.0], [10.1]])
    assert sem.cluster_embeddings(X, k_max=3, rng=0).k == 2


def test_clusters_are_numbered_by_decreasing_size():
    X = np.array([[0.0], [0.01], [0.02], [0.03], [0.04], [10.0], [10.01]])
    cl = sem.cluster_embeddings(X, k=2, rng=0)
    assert np.bincount(cl.labels).tolist() == [5, 2]


def test_basin_statistics_by_hand():
    s = sem.basin_statistics(np.array([[0, 0, 0, 1]]))
    # the last run (basin 1, one record) is cut by the end of the record: censored
    assert s.censored[1].tolist() == [True]
    # two basins: at most k - 1 = 1 trap
    assert s.traps == (0,)
    # from basin 0: 2 stays and 1 move to basin 1; the jump probability counts exits only
    G = s.graph()
    assert G.edges[0, 1]["probability"] == pytest.approx(1 / 3) and G.edges[0, 1]["jump_probability"] == 1.0
    # each chain enters each basin once: none is recurrent
    assert sem.basin_statistics(np.array([[0, 1], [0, 1]])).recurrent == ()

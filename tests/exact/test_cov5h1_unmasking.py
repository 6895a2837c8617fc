"""Coverage-driven guards of ``exact.unmasking`` (issue 30, helper cov5h1): the sampler-name
grammar, the size limits of the step and remasking matrices (entry counts by hand), and the
argument checks of ``unmasking_step``, ``remasking_kernel``, ``sampler_law`` and
``compare_samplers``."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.markov import ExactChain
from exact.unmasking import (
    Sampler,
    compare_samplers,
    parse_sampler,
    partial_conditionals,
    remasking_kernel,
    sampler_law,
    unmasking_step,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import random_table

MODEL = random_table(2, 3, 1.0, rng=4)


@pytest.fixture(scope="module")
def cond():
    return partial_conditionals(MODEL, temperature=1.0)


def test_parse_sampler_grammar_errors():
    with pytest.raises(InvalidInputError, match=r"sampler 'confidence:x': k must be an integer or 'all'; got 'x'"):
        parse_sampler("confidence:x", 4)
    with pytest.raises(InvalidInputError, match=r"sampler 'confidence:2:3': write ORDER\[:k\] or remask"):
        parse_sampler("confidence:2:3", 4)
    assert parse_sampler("margin:all", 4) == Sampler("unmask", "margin", 4, 0)


def test_unmasking_step_entry_limit_counted_by_hand(cond):
    # q = 2, n = 3, random order, k = 1: the 8 complete states absorb (8 entries); a partial
    # state with m masked sites has m choices of site and 2 tokens: sum_m C(3, m) 2^(3-m) m 2
    # = 24 + 24 + 6 = 54 moves; 62 entries in all
    total = 8 + sum(math.comb(3, m) * 2 ** (3 - m) * m * 2 for m in (1, 2, 3))
    assert total == 62
    with pytest.raises(InvalidInputError, match=r"sampler random:1 needs more than max_entries=61 transitions "
                                                r"on 27 partial states"):
        unmasking_step(cond, order="random", k=1, max_entries=total - 1)
    U = unmasking_step(cond, order="random", k=1, max_entries=total)
    assert U.shape == (27, 27)
    assert np.asarray(U.sum(axis=1)).ravel() == pytest.approx(np.ones(27), abs=1e-14)


def test_unmasking_step_argument_checks(cond):
    with pytest.raises(InvalidInputError, match=r"`order` must be one of .*got 'bogus'"):
        unmasking_step(cond, order="bogus")
    with pytest.raises(InvalidInputError, match=r"`k` must be in 1..n = 1..3; got 4"):
        unmasking_step(cond, k=4)


def test_remasking_limits_counted_by_hand(cond):
    U = unmasking_step(cond, order="random", k=1)
    with pytest.raises(InvalidInputError, match=r"`r` must be in 1..n = 1..3; got 4"):
        remasking_kernel(cond, r=4, U=U)
    # r = 1: 8 complete states x C(3, 1) = 3 remasked sets = 24 start entries
    with pytest.raises(InvalidInputError, match=r"remasking r=1 needs 24 start entries, above max_entries=23"):
        remasking_kernel(cond, r=1, U=U, max_entries=23)
    # then K = R U: from x, remask one site and redraw it: x itself or one of its 3
    # neighbours, 4 distinct entries per row, 32 in all
    with pytest.raises(InvalidInputError, match=r"remasking r=1 kernel has more than max_entries=31 entries"):
        remasking_kernel(cond, r=1, U=U, max_entries=31)
    K = remasking_kernel(cond, r=1, U=U, max_entries=32)
    assert K.shape == (8, 8) and K.nnz == 32


def test_sampler_law_unknown_kind(cond):
    with pytest.raises(InvalidInputError, match=r"sampler kind must be 'unmask' or 'remask'; got 'resample'"):
        sampler_law(cond, Sampler("resample", "random", 1, 1))


def test_compare_samplers_argument_checks():
    with pytest.raises(InvalidInputError, match=r"`samplers` must name at least one sampler"):
        compare_samplers(MODEL, samplers=[])
    other = ExactChain(MODEL, temperature=2.0)
    with pytest.raises(InvalidInputError, match=r"`chain` must be the model's chain at T=1"):
        compare_samplers(MODEL, temperature=1.0, chain=other)


@pytest.mark.parametrize("order", ["confidence", "margin"])
def test_score_ties_unmask_the_lower_site_first(order):
    # potts(3, 3, 0): every conditional uniform, so every site ties on confidence and margin;
    # the documented tie rule (the lower site first) makes the step the left-to-right one
    from toolkit.models import potts
    cond = partial_conditionals(potts(3, 3, 0.0), temperature=1.0)
    for k in (1, 2):
        U = unmasking_step(cond, order=order, k=k)
        L = unmasking_step(cond, order="left-to-right", k=k)
        assert abs(U - L).max() == 0.0

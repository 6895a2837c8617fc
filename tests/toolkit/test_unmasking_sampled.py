"""The sampled masked-diffusion samplers (toolkit.unmasking) against their exact laws
(exact.unmasking): over seeded replications, the Wilson 95 % interval of the probability of
the exact law's most likely state covers the exact value at the nominal rate (binomial test,
alpha 1e-3), for each order and k; a sampler with a planted mistake (temperature ignored)
fails the same test."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

from exact.space import StateSpace
from exact.unmasking import partial_conditionals, unmasking_law
from toolkit.exceptions import InvalidInputError
from toolkit.models import random_table
from toolkit.unmasking import event_probability, sample_unmasking

MODEL = random_table(2, 3, 1.5, rng=61)
T = 0.7
REPS, DRAWS = 200, 100


def _coverage(order, k, temperature):
    law, _ = unmasking_law(partial_conditionals(MODEL, temperature=T), order=order, k=k)
    target = StateSpace(2, 3).states(np.array([int(np.argmax(law))]))[0]
    covered = 0
    for r in range(REPS):
        est = event_probability(sample_unmasking(MODEL, DRAWS, order=order, k=k, temperature=temperature,
                                                 rng=1000 + r), lambda s: (s == target).all(axis=1))
        covered += est.ci[0] <= law.max() <= est.ci[1]
    return covered, stats.binomtest(covered, REPS, 0.95).pvalue


@pytest.mark.parametrize("order, k", [("random", 1), ("left-to-right", 1), ("confidence", 1), ("margin", 2),
                                      ("random", 3)])
def test_sampled_intervals_cover_the_exact_law(order, k):
    covered, p = _coverage(order, k, T)
    assert p > 1e-3, (covered, REPS)


def test_a_planted_mistake_is_caught():
    covered, p = _coverage("confidence", 1, 1.0)  # the sampler ignores T = 0.7
    assert p < 1e-3, (covered, REPS)


def test_bad_input():
    with pytest.raises(InvalidInputError, match="`order`"):
        sample_unmasking(MODEL, 3, order="sideways")
    with pytest.raises(InvalidInputError, match="`k`"):
        sample_unmasking(MODEL, 3, k=4)

"""harden9b (issue 30): the sampled rectangle test with repeated tokens and with a ChainRun.

A rectangle needs ``a != a'`` and ``b != b'`` (module docstring): a repeated token in
``tokens`` adds no rectangle, and one distinct token is refused. A ChainRun's recorded
states (not only its final ones) are the contexts (``contexts_from``'s docstring)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.incompat import contexts_from, rectangle_test
from toolkit.models import IndependentSites
from toolkit.sampling import run_chains


def _model():
    return IndependentSites(np.zeros((2, 3)))


def test_one_distinct_token_refused():
    with pytest.raises(InvalidInputError, match="at least 2 distinct tokens"):
        rectangle_test(_model(), np.array([0, 0]), tokens=[1, 1])


def test_repeated_token_adds_no_rectangle():
    # q = 3, n = 2, one context, one pair: tokens {0, 1} give C(2, 2)^2 = 1 rectangle
    x = np.array([0, 2])
    once = rectangle_test(_model(), x, tokens=[0, 1])
    twice = rectangle_test(_model(), x, tokens=[0, 1, 1, 0])
    assert once.count == 1 and twice.count == 1
    assert np.all(twice.table["a"] != twice.table["a2"]) and np.all(twice.table["b"] != twice.table["b2"])


def test_chain_run_contexts_are_its_recorded_states():
    m = _model()
    run = run_chains(m, n_chains=3, n_steps=6, record_states=True, rng=1)
    x = contexts_from(m, run)
    expected = np.unique(run.states.reshape(-1, 2), axis=0)  # every recorded state, deduplicated
    np.testing.assert_array_equal(x, expected)
    assert len(expected) > len(np.unique(run.final, axis=0))  # the final states alone are fewer

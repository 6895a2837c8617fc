"""Contract sweep s3 (issue 30): toolkit.chain by hand: the tempered log conditional at T = 2
on asymmetric rows, its stability at huge logits, T = inf uniform over the last axis, the
validated conditionals and their temperature."""

import math

import numpy as np
import pytest

from toolkit.chain import conditionals, tempered_conditionals, tempered_log_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


def test_tempered_log_conditionals_by_hand():
    z = np.array([[0.0, math.log(4.0), math.log(16.0)]])
    # T = 2: weights 1, 2, 4 -> log(1/7), log(2/7), log(4/7)
    assert tempered_log_conditionals(z, 2.0)[0].tolist() == pytest.approx(
        [math.log(1 / 7), math.log(2 / 7), math.log(4 / 7)], rel=1e-12)
    # huge logits: no overflow (the row maximum is subtracted)
    big = tempered_log_conditionals(np.array([[1000.0, 1000.0 + math.log(3.0)]]), 1.0)
    assert big[0].tolist() == pytest.approx([math.log(0.25), math.log(0.75)], rel=1e-12)


def test_infinite_temperature_is_uniform_over_tokens():
    z = np.zeros((2, 5, 3))                 # 3 tokens on the last axis, 5 sites
    out = tempered_conditionals(z + np.arange(3), math.inf)
    assert out.shape == (2, 5, 3) and np.allclose(out, 1 / 3)
    with pytest.raises(InvalidInputError, match="temperature"):
        tempered_conditionals(z, 0.0)


def test_conditionals_of_a_model_with_its_temperature():
    m = IndependentSites(np.log(np.array([[0.2, 0.8], [0.5, 0.5]])))
    p = conditionals(m, np.array([[0, 1], [1, 0]]), np.array([0, 1]), temperature=0.5)
    # T = 1/2 squares the weights: (0.04, 0.64) / 0.68; site 1 stays uniform
    assert p.ravel().tolist() == pytest.approx([0.04 / 0.68, 0.64 / 0.68, 0.5, 0.5], rel=1e-12)
    assert conditionals(m, np.array([[0, 0]]), np.array([0]))[0].tolist() == pytest.approx([0.2, 0.8])

"""harden9c: toolkit.unmasking.sample_remasking's default start at the given temperature
(two options combined: temperature, no start; issue 30)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.unmasking import event_probability, sample_remasking


def test_default_start_is_drawn_at_the_temperature():
    # independent sites with logits (0, 1): at T = 0.01 token 1 has probability
    # 1 / (1 + e^-100) (token 0: e^-100 ~ 4e-44); with rounds = 0 the output is the default start,
    # "sample_unmasking(model, n_samples, order=order, k=k)" at the same temperature, so every
    # token is 1 (at T = 1 about 27 % would be 0)
    m = IndependentSites(np.array([[0.0, 1.0], [0.0, 1.0]]))
    x = sample_remasking(m, 200, r=1, rounds=0, temperature=0.01, rng=0)
    assert x.shape == (200, 2) and np.all(x == 1)


def test_event_probability_refuses_empty_or_flat_states_naming_states():
    # the documented input is a (B, n) array; with B = 0 there is no fraction to estimate, and the
    # error names `states` (it used to come from the Wilson interval, naming k and m)
    with pytest.raises(InvalidInputError, match=r"`states`.*\(0, 3\)"):
        event_probability(np.zeros((0, 3), dtype=int), lambda x: x[:, 0] == 0)
    with pytest.raises(InvalidInputError, match=r"`states`.*\(3,\)"):
        event_probability(np.zeros(3, dtype=int), lambda x: x == 0)

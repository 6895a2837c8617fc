"""ign17a: `toolkit.models.basins.planted_margin(states=...)` plants the states it is given."""

import numpy as np
import pytest

from toolkit.models.basins import planted_margin
from toolkit.sampling import all_site_logits


def test_planted_margin_plants_the_given_states():
    # docstring: each planted state "gets margin exactly gamma at every site": the logit of x_i beats
    # every other token at site i by exactly gamma (here (0, 1, 0), not one of the default constant states)
    x = np.array([[0, 1, 0]])
    model = planted_margin(2, 3, 1.5, states=x, rng=0)
    lg = all_site_logits(model, x)[0]                        # (n, q)
    own = lg[np.arange(3), x[0]]
    other = lg[np.arange(3), 1 - x[0]]
    assert own - other == pytest.approx([1.5, 1.5, 1.5], abs=1e-12)

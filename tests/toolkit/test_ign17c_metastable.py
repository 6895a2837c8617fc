"""ign17c (issue 30): ``toolkit.metastable.dwell_times(rng=...)``: the seed (an int or a
Generator, the project's ``rng`` contract) fixes the draws, so two calls with the same seed
give the same sojourns and a Generator seeded alike gives them too; the ``rng`` is not
replaced by fresh entropy."""

import numpy as np

from toolkit.metastable import dwell_times, state_set
from toolkit.models import potts


def _run(rng):
    model = potts(2, 3, 0.5)
    in_set = state_set(np.zeros((1, 3), int), q=2)
    return dwell_times(model, in_set, temperature=1.0, n_chains=2, n_steps=400, method="glauber", rng=rng)


def test_dwell_times_same_seed_same_sojourns():
    a, b, c = _run(7), _run(7), _run(np.random.default_rng(7))
    assert a.inside.size + a.outside.size > 20   # many sojourns: fresh entropy would not repeat them
    for r in (b, c):
        np.testing.assert_array_equal(r.inside, a.inside)
        np.testing.assert_array_equal(r.outside, a.outside)
        assert r.fraction_inside.value == a.fraction_inside.value

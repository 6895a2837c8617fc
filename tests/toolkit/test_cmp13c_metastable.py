"""cmp13c sweep (issue 30): toolkit.metastable.dwell_times counts a sojourn that ends at step
``n_steps`` exactly. Its docstring: the last sojourn, *cut* at ``n_steps``, is left out, and a
chain stops when its next event falls *after* ``n_steps``; a change of side at step
``n_steps`` itself happens within the run and completes the sojourn before it."""

import numpy as np

from toolkit.metastable import dwell_times


class Alternate:
    """One site, two tokens, a conditional that puts all its mass on the token not held now:
    a heat-bath step changes the state at every step, 0 -> 1 -> 0 -> ... (a deterministic
    chain, so the sojourns are known by hand)."""

    vocab_size = 2
    length = 1

    def logits(self, x, sites):
        cur = np.asarray(x)[:, 0]
        return np.where(cur[:, None] == np.arange(2)[None, :], -1e9, 0.0)


def test_a_sojourn_ending_at_the_last_step_is_complete():
    # start 0: changes at steps 1, 2, ..., 6. The sojourn [0, 1) began at 0 (not complete); then
    # inside (state 1) on [1, 2), [3, 4), [5, 6) and outside on [2, 3), [4, 5): all of length 1,
    # the last one ending at step 6 = n_steps; the state 0 on [6, 6] is not a sojourn.
    r = dwell_times(Alternate(), lambda s: s[:, 0] == 1, n_chains=1, n_steps=6,
                    start=np.zeros((1, 1), dtype=int), method="glauber", rng=0)
    assert r.inside.tolist() == [1.0, 1.0, 1.0]
    assert r.outside.tolist() == [1.0, 1.0]
    assert r.fraction_inside.value == 0.5   # inside on 3 of the 6 steps


def test_odd_length_ends_outside():
    # n_steps = 5: inside [1, 2), [3, 4); outside [2, 3), [4, 5) (ends at 5 = n_steps)
    r = dwell_times(Alternate(), lambda s: s[:, 0] == 1, n_chains=1, n_steps=5,
                    start=np.zeros((1, 1), dtype=int), method="glauber", rng=0)
    assert r.inside.tolist() == [1.0, 1.0] and r.outside.tolist() == [1.0, 1.0]
    assert r.fraction_inside.value == 0.4

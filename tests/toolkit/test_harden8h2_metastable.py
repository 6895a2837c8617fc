"""toolkit.metastable: the `auto` route at its exact boundary, with `lazy`, and events that land
exactly on the last step (harden8h2, issue 30).

Hand values. Uniform logits, ``q = 2``: each site leaves its token with probability 1/2, so
the exit rate ``r = (1 - lazy) (1/n) sum_i 1/2 = (1 - lazy)/2`` and the mean holding time
``1/r = 2/(1 - lazy)``, exact in float64. ``method="auto"`` takes the rejection-free sampler
when that holding time EXCEEDS ``n`` (1 for a model with ``all_conditionals``): at equality it
stays with plain steps (module docstring: "when the mean holding time ... exceeds the cost").
A site whose logits are ``(0, 800)`` leaves token 0 with probability ``1/(1 + e^800) = 0`` in
float64: rate 1, holding time exactly 1; token 1 is then absorbing (rate 0).
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit import metastable
from toolkit.exceptions import InvalidInputError
from toolkit.metastable import dwell_times, exit_times, jump_trajectory
from toolkit.models import toy
from toolkit.sampling import all_site_logits


def _everywhere(x):
    return np.ones(len(x), dtype=bool)


def _uniform(n, q=2):
    return toy.IndependentSites(np.zeros((n, q)))


class _WithAll:
    """A model with ``all_conditionals`` (the MLM path: one call gives every site)."""

    def __init__(self, base):
        self.base, self.vocab_size, self.length = base, base.vocab_size, base.length

    def logits(self, x, i):
        return self.base.logits(x, i)

    def all_conditionals(self, x):
        return all_site_logits(self.base, x)


def _route(model, *, lazy=0.0):
    start = np.zeros(model.length, dtype=np.int64)
    return exit_times(model, _everywhere, start=start, n_chains=2, max_steps=3, lazy=lazy, rng=0).method


@pytest.mark.parametrize("n,lazy,expected", [
    (2, 0.0, "glauber"),          # hold 2 == n: at the boundary, plain steps
    (1, 0.0, "rejection-free"),   # hold 2 > 1
    (3, 0.0, "glauber"),          # hold 2 < 3
    (2, 0.5, "rejection-free"),   # lazy with auto: hold 4 > 2
    (4, 0.5, "glauber"),          # lazy with auto at the boundary: hold 4 == 4
    (4, 0.75, "rejection-free"),  # hold 8 > 4
])
def test_auto_route_boundary_and_lazy(n, lazy, expected):
    assert _route(_uniform(n), lazy=lazy) == expected


def test_auto_route_with_all_conditionals_threshold_one():
    # all_conditionals: one call per state, so the threshold is 1, not n
    assert _route(_WithAll(_uniform(2))) == "rejection-free"  # hold 2 > 1 (plain route for the model without it)
    assert _route(_uniform(2)) == "glauber"
    leave_surely = toy.IndependentSites(np.array([[0.0, 800.0]]))  # rate 1: hold exactly 1
    assert _route(_WithAll(leave_surely)) == "glauber"      # 1 == 1: boundary, plain steps
    assert _route(leave_surely) == "glauber"                # n = 1: the same threshold


def test_dwell_times_take_the_same_route():
    kw = dict(n_chains=2, n_steps=4, start=np.zeros(2, dtype=np.int64), rng=1)
    assert dwell_times(_uniform(2), _everywhere, **kw).method == "glauber"
    assert dwell_times(_uniform(2), _everywhere, lazy=0.5, **kw).method == "rejection-free"


def test_a_change_on_the_last_step_is_kept():
    # the (0, 800) site leaves 0 at step 1 surely, then stays at 1 forever (rate 0)
    m = toy.IndependentSites(np.array([[0.0, 800.0]]))
    for n_steps in (1, 2, 50):
        t = jump_trajectory(m, [0], n_steps=n_steps, rng=0)
        assert t.times.tolist() == [1] and t.sites.tolist() == [0]
        assert (t.old.tolist(), t.new.tolist()) == ([0], [1])
        assert t.states.tolist() == [[0], [1]]


def test_exit_exactly_at_max_steps_is_not_censored():
    # exit from {0} of the (0, 800) site: tau = 1 for every chain; max_steps = 1 is enough
    m = toy.IndependentSites(np.array([[0.0, 800.0]]))
    in_zero = metastable.state_set([[0]], q=2)
    for method in ("glauber", "rejection-free"):
        r = exit_times(m, in_zero, start=[0], n_chains=3, max_steps=1, method=method, rng=2)
        assert r.times.tolist() == [1.0, 1.0, 1.0] and r.n_censored == 0
        assert r.exit_states.tolist() == [[1], [1], [1]]


def test_start_outside_at_a_later_chain_is_named():
    # the error names the first chain outside the set (here chain 2), not chain 0
    in_zero = metastable.state_set([[0, 0]], q=2)
    start = np.array([[0, 0], [0, 0], [1, 0]])
    with pytest.raises(InvalidInputError, match=r"\[1, 0\] \(chain 2\)"):
        exit_times(_uniform(2), in_zero, start=start, n_chains=3, max_steps=2, rng=0)

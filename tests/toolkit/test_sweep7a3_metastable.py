"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.metastable.

Survivor of ``scripts/automut.py --seed 2026120371``: ``exit_times`` checked that *any* chain
started inside ``in_set`` (``inside.any()``) instead of every one (docstring: "each must be
inside"). Pinned with its near variants: one chain outside among inside ones, the first
outside chain named, none outside, all outside, and ``in_set``'s 0/1 answers.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.metastable import exit_times
from toolkit.models import potts


def _all_zero(x):
    return np.all(x == 0, axis=1)


@pytest.mark.parametrize("bad_rows, named", [([1], 1), ([2], 2), ([1, 2], 1), ([0, 1, 2], 0)])
def test_every_chain_must_start_inside(bad_rows, named):
    m = potts(2, 3, 1.0)
    start = np.zeros((3, 3), dtype=int)
    start[bad_rows, 0] = 1
    with pytest.raises(InvalidInputError, match=rf"\(chain {named}\) is not in the set `in_set`"):
        exit_times(m, _all_zero, start=start, n_chains=3, max_steps=5, rng=0)


def test_chains_all_inside_run_and_exit_from_the_set():
    # from all-zero on a 3-site Potts chain, the first accepted change leaves {all zero}:
    # each exit time is at least 1 step and at most max_steps
    m = potts(2, 3, 1.0)
    r = exit_times(m, _all_zero, start=np.zeros(3, dtype=int), n_chains=4, max_steps=200, method="glauber", rng=1)
    assert r.times.shape == (4,) and np.all(r.times >= 1) and np.all(r.times <= 200)
    assert not np.any(_all_zero(r.exit_states[~r.censored]))


def test_in_set_answers_as_zero_one_integers_are_read_as_booleans():
    m = potts(2, 3, 1.0)
    start = np.zeros((2, 3), dtype=int)
    start[1, 2] = 1
    with pytest.raises(InvalidInputError, match=r"\(chain 1\) is not in the set"):
        exit_times(m, lambda x: _all_zero(x).astype(int), start=start, n_chains=2, max_steps=5, rng=0)
    with pytest.raises(InvalidInputError, match="`in_set` must return booleans"):
        exit_times(m, lambda x: 2 * _all_zero(x).astype(int), start=start, n_chains=2, max_steps=5, rng=0)

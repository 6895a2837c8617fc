"""prm19e (issue 30): two promises of ``toolkit.sampling``.

* ``resolve_observables``: a callable without ``__name__`` gets a name of its own (``f0``, ``f1``,
  ...), so two of them are two observables, not a name clash.
* ``initial_states(start=(n_chains, n) array)``: the start states are the caller's values, not the
  caller's array (a run's steps must not overwrite it).
"""

from __future__ import annotations

import functools

import numpy as np

from toolkit.models import potts
from toolkit.sampling import initial_states, resolve_observables, run_chains


def _frac(x, token):
    return (x == token).mean(axis=1)


def test_unnamed_callables_get_distinct_names():
    obs = resolve_observables([functools.partial(_frac, token=0), functools.partial(_frac, token=1)],
                              np.zeros((1, 3), dtype=int))
    assert list(obs) == ["f0", "f1"]


def test_start_states_are_copied():
    m = potts(2, 4, 1.0)
    start = np.zeros((3, 4), dtype=np.int64)
    x = initial_states(m, 3, start)
    x[0, 0] = 1
    assert start[0, 0] == 0
    run_chains(m, n_chains=3, n_steps=50, start=start, temperature=5.0, rng=0)
    assert not start.any()

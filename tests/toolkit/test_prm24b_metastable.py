"""prm24b: arguments of :mod:`toolkit.metastable` that the tests only used at their defaults
(seventh sweep, ``benchmarks/default_only_args.py``).

- ``basin_set(max_sweeps)``: handed to the quench. A two-site model whose conditionals cycle
  (site 0 copies site 1, site 1 takes the opposite of site 0) never converges; from ``00`` the
  systematic sweeps give, by hand, ``01`` after every odd number of sweeps and ``10`` after every
  even one; so with 3 sweeps ``00`` lands on ``01``, with the default 100 on ``10``.
- ``jump_trajectory(max_jumps)``: at most that many changes; ``lazy``: the holding time of a
  lazy chain is geometric with rate ``(1 - lazy) r(x)``; on two free uniform binary sites
  ``r(x) = 1/2`` everywhere, so the mean gap between changes is ``2 / (1 - lazy)`` (20 at
  ``lazy = 0.9``, 2 at ``lazy = 0``).
- ``exit_times(progress)``, ``dwell_times(progress)``: handed to the progress bar (a spy).
- ``_membership(name)``: the name in its error message.
"""

import numpy as np
import pytest

from toolkit import metastable as ms
from toolkit.exceptions import InvalidInputError
from toolkit.models import toy


class _Cycling:
    """q = 2, n = 2: site 0's argmax is x_1, site 1's is 1 - x_0 (incompatible, cycles)."""
    vocab_size, length = 2, 2

    def logits(self, x, sites):
        x, sites = np.asarray(x), np.asarray(sites)
        want = np.where(sites == 0, x[:, 1], 1 - x[:, 0])
        out = np.zeros((len(x), 2))
        out[np.arange(len(x)), want] = 5.0
        return out


def test_basin_set_hands_max_sweeps_to_the_quench():
    start = np.array([[0, 0]])
    assert ms.basin_set(_Cycling(), [[0, 1]], max_sweeps=3)(start).tolist() == [True]
    assert ms.basin_set(_Cycling(), [[1, 0]], max_sweeps=3)(start).tolist() == [False]
    assert ms.basin_set(_Cycling(), [[1, 0]], max_sweeps=4)(start).tolist() == [True]


def _free():
    return toy.IndependentSites(np.zeros((2, 2)))


def test_jump_trajectory_stops_at_max_jumps():
    tr = ms.jump_trajectory(_free(), [0, 0], n_steps=10**6, max_jumps=3, rng=0)
    assert len(tr.times) == 3 and len(tr.states) == 4


def test_jump_trajectory_lazy_stretches_the_holding_times():
    lazy = ms.jump_trajectory(_free(), [0, 0], n_steps=10**7, max_jumps=400, lazy=0.9, rng=1)
    brisk = ms.jump_trajectory(_free(), [0, 0], n_steps=10**7, max_jumps=400, rng=1)
    # mean gap 20 (sd of the mean about 1) against 2 (sd about 0.07)
    assert len(lazy.times) == 400
    assert 15 < lazy.times[-1] / 400 < 25
    assert 1.5 < brisk.times[-1] / 400 < 2.5


@pytest.fixture
def bars(monkeypatch):
    seen = []
    monkeypatch.setattr(ms, "progress_bar", lambda total, desc, progress, **kw: seen.append(progress))
    return seen


def test_exit_times_hands_progress_to_the_bar(bars):
    ms.exit_times(_free(), lambda x: x[:, 0] == 0, start=[0, 0], n_chains=2, max_steps=50, progress=True, rng=0)
    assert bars == [True]


def test_dwell_times_hands_progress_to_the_bar(bars):
    ms.dwell_times(_free(), lambda x: x[:, 0] == 0, n_chains=2, n_steps=20, progress=True, rng=0)
    assert bars == [True]


def test_membership_names_the_predicate_in_its_error():
    with pytest.raises(InvalidInputError, match="`my_set` must return shape"):
        ms._membership(lambda x: np.zeros(5, dtype=bool), np.zeros((2, 2), dtype=int), name="my_set")

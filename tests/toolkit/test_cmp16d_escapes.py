"""cmp16d (issue 30): toolkit.dynamics' switch from the recorded escapes to the rejection-free
sampler (module docstring: the records give the escape times, censored at the run's end; where
no chain escaped within the run and fewer than ``RF_CHANGES_PER_SWEEP`` changes per sweep are
expected at the fixed point -- strictly fewer -- the rejection-free sampler measures them)."""

import math

import numpy as np

from toolkit.dynamics import RF_CHANGES_PER_SWEEP, SweepRecords, _escapes
from toolkit.models import IndependentSites


def _records(hamming_start, k, n):
    h = np.asarray(hamming_start, dtype=float)
    B, R = h.shape
    z = np.zeros((B, R))
    return SweepRecords(z, z, h, z, np.zeros(B, dtype=np.int64), np.arange(B), np.zeros((B, 0, n), dtype=np.int64),
                        np.zeros(0, dtype=np.int64), k)


def test_an_escape_seen_in_the_records_keeps_the_records():
    # n = 6, q = 2: radius ceil(6 / 4) = 2. Chain 0 reaches distance 2 at its third record, chain 1
    # never does: one escape observed, one censored. The fixed point barely moves (6 e^-30
    # changes per sweep), but the records saw an escape, so they are the data: 1 of 2 censored.
    m = IndependentSites(np.tile([30.0, 0.0], (6, 1)))
    rec = _records([[0, 1, 2], [1, 1, 1]], 6, 6)
    (e,) = _escapes(m, rec, np.zeros((1, 6), dtype=np.int64), 1.0, escape_sweeps=10, rng=0)
    assert e.method.startswith("first record at distance >= 2")
    assert (e.n_censored, e.n_chains) == (1, 2)


def test_exactly_the_threshold_of_changes_keeps_the_records():
    # n = 1, q = 2, logits (ln 3, 0): the site stays with probability 3 / (3 + 1) = 3/4, so
    # 1/4 = RF_CHANGES_PER_SWEEP changes per sweep are expected -- not fewer: the records (both
    # chains censored at distance 0 < radius 1) stay, the rejection-free sampler is not used.
    assert RF_CHANGES_PER_SWEEP == 0.25
    m = IndependentSites(np.array([[math.log(3.0), 0.0]]))
    rec = _records([[0, 0], [0, 0]], 1, 1)
    (e,) = _escapes(m, rec, np.zeros((1, 1), dtype=np.int64), 1.0, escape_sweeps=10, rng=0)
    assert e.method.startswith("first record at distance >= 1")
    assert (e.n_censored, e.n_chains) == (2, 2)


def test_fewer_changes_than_the_threshold_use_the_sampler():
    # the other side: logits (ln 4, 0) expect 1/5 < 1/4 changes per sweep
    m = IndependentSites(np.array([[math.log(4.0), 0.0]]))
    rec = _records([[0, 0], [0, 0]], 1, 1)
    (e,) = _escapes(m, rec, np.zeros((1, 1), dtype=np.int64), 1.0, escape_sweeps=10, rng=0)
    assert e.method.startswith("exit time to distance >= 1")

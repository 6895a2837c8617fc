"""prm29d: the IAT relaxation time of a half-run of exactly 4 records (the IAT's minimum)."""

import math

import numpy as np

from toolkit.diagnostics import integrated_autocorrelation_time
from toolkit.dynamics import SweepRecords, _iat_timescale


def _records(R, rng):
    B, n = 6, 3
    z = lambda: rng.normal(size=(B, R))  # noqa: E731
    return SweepRecords(energy=z(), hamming_ref=z(), hamming_start=z(), overlap=z(),
                        start_index=np.repeat([0, 1], 3), partner=np.arange(B), states=np.zeros((B, 0, n)),
                        state_times=np.zeros(0, dtype=np.int64), record_every=n)


def test_iat_of_a_half_run_of_four_records():
    rec = _records(8, np.random.default_rng(3))   # half = 4 records
    ts, taus = _iat_timescale(rec, 3, 1.0, False)
    # the IAT accepts 4 draws per chain: each observable's tau is its IAT on the last 4 records
    for name, arr in (("energy", rec.energy), ("hamming to x*", rec.hamming_ref), ("replica overlap", rec.overlap)):
        want = integrated_autocorrelation_time(arr[:, 4:]).value * rec.record_every / 3
        assert math.isclose(taus[name], want, rel_tol=1e-12)
    assert ts is not None
    # below the minimum (3 records) there is none
    ts3, taus3 = _iat_timescale(_records(6, np.random.default_rng(3)), 3, 1.0, False)
    assert ts3 is None and all(math.isnan(v) for v in taus3.values())

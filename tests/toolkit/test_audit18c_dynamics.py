"""Audit 18c (issue 30): toolkit.dynamics' IAT relaxation time is censored unless the half-run
it is measured on holds MIN_TAUS taus (module docstring: not censored when "the window was
reached and the half-run holds at least MIN_TAUS tau"; otherwise "a lower value limited by the
run").

The IAT estimator is replaced by one that returns a fixed tau with its Sokal window reached, so
the rule alone is tested: R = 200 records, the half-run 100; tau = 15 records gives
100 < MIN_TAUS * 15 = 150 (censored, though the whole run 200 would hold 10 taus), tau = 5 gives
100 >= 50 (not censored).
"""

import numpy as np
import pytest

from toolkit import dynamics
from toolkit.dynamics import MIN_TAUS, SweepRecords
from toolkit.results import Estimate


def _records(R: int = 200, B: int = 8) -> SweepRecords:
    rng = np.random.default_rng(0)
    zeros = np.zeros((B, R))
    return SweepRecords(energy=rng.normal(size=(B, R)), hamming_ref=zeros, hamming_start=zeros,
                        overlap=np.ones((B, R)), start_index=np.zeros(B, dtype=np.int64), partner=np.arange(B),
                        states=np.zeros((B, 0, 4), dtype=np.int64), state_times=np.zeros(0, dtype=np.int64),
                        record_every=1)


@pytest.mark.parametrize("tau, censored", [(15.0, True), (5.0, False)])
def test_min_taus_counts_the_half_run(monkeypatch, tau, censored):
    R = 200
    assert (R // 2 < MIN_TAUS * tau <= R) is censored
    monkeypatch.setattr(dynamics, "integrated_autocorrelation_time",
                        lambda v: Estimate(tau, stderr=0.5, n_samples=v.size, method="iat (Sokal window M=80, c=5)"))
    ts, taus = dynamics._iat_timescale(_records(R), 4, 1.0, False)
    assert ts is not None
    assert ts.censored is censored
    assert (f"fewer than {MIN_TAUS} tau" in ts.method) is censored

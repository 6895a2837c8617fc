"""Tenth blind audit, part c: toolkit.dynamics' escape radius and IAT units, from their
definitions (module docstring: escaped at Hamming distance >= ceil((1 - 1/q) n / 2); the IATs
reported in sweeps)."""

import numpy as np

from toolkit.diagnostics import integrated_autocorrelation_time
from toolkit.dynamics import SweepRecords, _escapes, _iat_timescale
from toolkit.models import IndependentSites


def _records(energy, hamming_start, start_index, k, n):
    z = np.zeros_like(hamming_start if hamming_start is not None else energy, dtype=float)
    B = z.shape[0]
    return SweepRecords(energy if energy is not None else z, z,
                        hamming_start if hamming_start is not None else z, z, np.asarray(start_index),
                        np.arange(B), np.zeros((B, 0, n), dtype=np.int64), np.zeros(0, dtype=np.int64), k)


def test_escape_radius_rounds_up():
    # q = 2, n = 6: (1 - 1/2) * 6 / 2 = 1.5, so radius 2: chain 0 reaches distance 2 at its third
    # record, chain 1 stays at distance 1 (not escaped: censored)
    m = IndependentSites(np.zeros((6, 2)))
    ham = np.array([[0, 1, 2], [1, 1, 1]], dtype=float)
    rec = _records(None, ham, [0, 0], 6, 6)
    (esc,) = _escapes(m, rec, np.zeros((1, 6), dtype=np.int64), 1.0, escape_sweeps=0, rng=0)
    assert esc.radius == 2
    assert (esc.n_censored, esc.n_chains) == (1, 2)


def test_iat_in_sweeps_counts_the_record_interval():
    # records every k = 4 steps, n = 8 steps per sweep: tau in sweeps = tau (records) * 4 / 8
    rng = np.random.default_rng(4)
    B, R, n, k = 4, 400, 8, 4
    x = np.zeros((B, R))
    noise = rng.normal(size=(B, R))
    for t in range(1, R):
        x[:, t] = 0.8 * x[:, t - 1] + noise[:, t]   # AR(1): tau = (1 + 0.8) / (1 - 0.8) = 9 records
    _, taus = _iat_timescale(_records(x, None, np.zeros(B, dtype=np.int64), k, n), n, 1.0, False)
    est = integrated_autocorrelation_time(x[:, R - R // 2:])
    assert np.isclose(taus["energy"], float(est.value) * k / n, rtol=1e-12)
    assert 9 * k / n / 2 < taus["energy"] < 9 * k / n * 2   # near the AR(1) value 4.5 sweeps

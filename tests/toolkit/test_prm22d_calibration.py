"""toolkit.calibration.sampled_summary keeps a coupling time beyond max_steps when no pair was
censored (prm22d, issue 30): every coupled pair met within max_steps, so d(t) <= P(tau > t) = 0 is
known at every later t too; only censoring makes such a time unknowable."""

from __future__ import annotations

from toolkit.calibration import sampled_summary
from toolkit.models import potts


def test_late_coupling_time_kept_without_censoring():
    # coupling 0: two independent sites; under the maximal coupling the copies agree at a site
    # once it is updated, so every pair meets within the 40 steps (censoring ~2e-12 per pair)
    s = sampled_summary(potts(2, 2, 0.0), n_chains=4, n_steps=16, coupling_times=[5, 60], max_steps=40,
                        n_pairs=2, n_replicates=8, rng=0)
    names = [q.name for q in s.quantities]
    assert "d(60) coupling bound" in names
    assert "d(5) coupling bound" in names

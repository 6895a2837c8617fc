"""harden9b (issue 30): the sampled summary's coupling bound when the pairs never meet.

Potts q = 2, n = 6 at T = 0.1 from the extreme starts (all 0 vs all 1): the two chains do not
meet within ``max_steps = 3`` steps, so every pair is censored. The coupling inequality
``d(t) <= P(tau > t)`` is then the trivial 1 at the one time left (``max_steps - 1``); a time
past the cap has no bound (the censored pairs' meeting times are unknown there)."""

from __future__ import annotations

from toolkit.calibration import sampled_summary
from toolkit.models import potts


def _names(s):
    return {q.name: q for q in s.quantities}


def test_every_pair_censored_keeps_one_bound():
    s = sampled_summary(potts(2, 6, 1.0), temperature=0.1, n_chains=2, n_steps=8, n_pairs=1, n_replicates=4,
                        max_steps=3, rng=0)
    rows = [k for k in _names(s) if k.endswith("coupling bound")]
    assert rows == ["d(2) coupling bound"]
    assert _names(s)["d(2) coupling bound"].estimate.value == 1.0


def test_coupling_time_past_the_cap_dropped():
    s = sampled_summary(potts(2, 6, 1.0), temperature=0.1, n_chains=2, n_steps=8, n_pairs=1, n_replicates=4,
                        max_steps=3, coupling_times=[1, 50], rng=0)
    rows = [k for k in _names(s) if k.endswith("coupling bound")]
    assert rows == ["d(1) coupling bound"]

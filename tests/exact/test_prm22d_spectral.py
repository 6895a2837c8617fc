"""exact.spectral: the cluster Rayleigh-Ritz interval is widened by the kernel's own rounding
(prm22d, issue 30)."""

from __future__ import annotations

import numpy as np

from exact._rounding import gap_rounding
from exact.kernel import glauber_kernel
from exact.spectral import spectral_summary
from toolkit.models import potts


def test_cluster_interval_widened_by_the_kernel_rounding():
    # _cluster_ritz: "Both ends are widened by that, by pi's deflation (_pi_part) and by the
    # kernel's own rounding (exact._rounding.gap_rounding)". A uniform field of 2000 on both
    # tokens leaves the chain unchanged (it cancels in every softmax: same gap, ~6e-9, as
    # without it) but makes |l| / T = 10^4, so the modelled rounding of log P dominates the
    # Ritz slack: the upper end must lie at least gap_rounding above the gap.
    K = glauber_kernel(potts(2, 4, 1.0, field=np.array([2000.0, 2000.0])), temperature=0.2)
    s = spectral_summary(K)
    g = s.spectral_gap
    plain = spectral_summary(glauber_kernel(potts(2, 4, 1.0), temperature=0.2)).spectral_gap
    assert abs(g - plain) <= 1e-6 * plain
    assert s.gap_upper - g >= gap_rounding(K, g) > 0

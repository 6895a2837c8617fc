"""prm22e: toolkit.coupling's L-lag note 'only k of R replicates still apart' on both sides of
LAG_FEW_APART (documented: fewer than LAG_FEW_APART positive replicates get the note)."""
import numpy as np

from toolkit import coupling
from toolkit.models import IndependentSites


def _bound_at_zero(R):
    # 30 independent uniform sites: two uniform starts differ on ~15 sites, and one coupled step
    # (max_steps=1) changes at most one site, so no replicate meets: every v at t = 0 is
    # ceil((L + 1 - L - 0) / L) = 1 > 0, i.e. all R replicates are still apart
    m = IndependentSites(np.zeros((30, 2)))
    res = coupling.lag_coupling_tv_bound(m, lag=1, times=[0], n_replicates=R, max_steps=1, rng=3)
    assert np.isinf(res.meeting_times).all()
    return res.bounds[0]


def test_few_apart_note_below_the_threshold_only():
    assert coupling.LAG_FEW_APART == 5
    assert "only 4 of 4 replicates still apart" in _bound_at_zero(4).method
    assert "still apart" not in _bound_at_zero(5).method

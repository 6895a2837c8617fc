"""prm29b twelfth sweep (issue 30), toolkit.app.window: the sampled-influence rows are LOWER
bounds (a max over sampled contexts is at most the max over all contexts), so they hold with
equality. Independent sites (Potts with coupling 0): every conditional ignores the other
sites, so every influence R_ij is 0 exactly, sampled and exact (alpha = max column sum = 0,
T_0 = 0); with ``logit_rtol = 0`` the tolerance is 0, and ``0 <= 0`` holds."""

from toolkit.app.window import real_window
from toolkit.models import potts


def test_sampled_influence_rows_hold_with_equality():
    w = real_window(potts(2, 3, 0.0), temperature=1.0, n_chains=8, n_steps=50, n_pairs=2, n_replicates=8,
                    n_contexts=8, logit_rtol=0.0, exit_time=False, rng=0)
    assert w.logit_tolerance == 0.0
    rows = {r.name: r for r in w.rows("lower bound")}
    for name in ("alpha (sampled influence)", "max_ij R_ij (sampled influence)", "T_0 (sampled influence)"):
        r = rows[name]
        assert r.sampled.value == 0.0 and r.exact.value == 0.0
        assert r.ok is True, name

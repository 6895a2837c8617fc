"""Sweep 8 s2 (issue 30): toolkit.calibration's default coalescence cap ``max_steps = max(4 n_steps, 1000)``.

On a frozen model the extreme start pair (all 0 against all 1) never meets, so every pair of
that start is censored at the cap, and the mean coalescence time's method names the cap; with
every quantile infinite the default coupling time is the last step below the cap,
``max_steps - 1``. Potts q = 2, n = 4 (complete graph), coupling 1 at T = 0.05: a site of a
constant state flips with probability ``1 / (1 + exp(3 / 0.05)) < 1e-26`` per update, so the
two constant chains stay apart for the whole run (the module doc of toolkit.models.toy: ``pi_T(x)
∝ exp(coupling * #agreeing edges / T)``)."""

import pytest

from toolkit import calibration as cal
from toolkit.models import potts


def _frozen_summary(n_steps, **kw):
    return cal.sampled_summary(potts(2, 4, 1.0), temperature=0.05, n_chains=2, n_steps=n_steps, n_pairs=1,
                               n_replicates=2, rng=0, **kw)


@pytest.mark.parametrize(("n_steps", "cap"), [(300, 1200), (100, 1000)])
def test_default_coalescence_cap_is_four_runs_but_at_least_a_thousand(n_steps, cap):
    # 4 * 300 = 1200 > 1000: the run's four lengths; 4 * 100 = 400 < 1000: the floor of 1000
    s = _frozen_summary(n_steps)
    n_cens, at = cal.censoring(s["mean coalescence time"].estimate)
    assert at == cap and n_cens >= 2          # both replicates of the extreme pair at least
    # no finite quantile: the default coupling time is the last step below the cap
    assert [q.name for q in s.quantities if q.kind == "upper bound"] == [f"d({cap - 1}) coupling bound"]
    assert s[f"d({cap - 1}) coupling bound"].spec == {"quantity": "d", "t": cap - 1}
    # the extreme pair never met: P(tau > t) = 1 for that pair, the max over pairs is 1
    assert s[f"d({cap - 1}) coupling bound"].estimate.value == pytest.approx(1.0)


def test_explicit_cap_overrides_the_default():
    s = _frozen_summary(300, max_steps=50)
    assert cal.censoring(s["mean coalescence time"].estimate)[1] == 50
    assert s["d(49) coupling bound"].spec["t"] == 49


def test_default_is_the_glauber_chain_not_rejection_free():
    s = _frozen_summary(8, max_steps=5)
    assert s.method == "glauber (random scan)"
    assert s.to_dict()["method"] == "glauber (random scan)"

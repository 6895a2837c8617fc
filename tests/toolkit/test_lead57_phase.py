"""lead57: a sampled :class:`toolkit.phase.PhaseGrid` hands its groups of chains on to the verdict
as replicates, so :func:`toolkit.finite_size.fss_verdict` bootstraps them (its documented error for
sampled data) and the ``rng`` of :meth:`~toolkit.phase.PhaseGrid.finite_size` is drawn from.

Before, ``scaling_data()`` carried no replicates: the sampled grid's susceptibility-peak
extrapolation had "no error estimate" from 4 sizes (the jackknife over sizes needs 5) and the
generator left no trace.
"""

import numpy as np

import toolkit.phase as phase  # the module under test (automut's targeted set)
from tests.toolkit.test_harden10h_phase import _Template

# mean-field-like curves U = u((T - 1) sqrt(n)) that cross at T_c = 1 (toolkit.finite_size's docstring
# example), with 8 groups of chains each off by independent noise of a known size
T = np.linspace(0.6, 1.4, 41)
NS = np.array([16, 64, 256, 1024])
G = 8


def _groups(seed=5):
    x = (T[None, :] - 1.0) * np.sqrt(NS[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(NS[:, None]) / (1 + x**2)
    g = np.random.default_rng(seed)
    return (U[..., None] + 0.003 * g.standard_normal((*U.shape, G)),
            chi[..., None] * (1 + 0.01 * g.standard_normal((*U.shape, G))))


def _grid(method="sampled", groups=True):
    Ug, Cg = _groups()
    extra = {"binder_groups": Ug, "susceptibility_groups": Cg} if groups else {}
    return phase.PhaseGrid(label="toy", method=method, temperatures=T, n_values=NS, mixing=Cg.mean(-1),
                           mixing_label="t", susceptibility=Cg.mean(-1),
                           susceptibility_stderr=Cg.std(-1, ddof=1) / np.sqrt(G), order_mean=Ug.mean(-1),
                           order_label="m", mixing_resolved=np.ones(Ug.shape[:2], dtype=bool),
                           binder=Ug.mean(-1), binder_err=Ug.std(-1, ddof=1) / np.sqrt(G), extra=extra)


def test_scaling_data_stacks_the_groups_as_replicates():
    Ug, Cg = _groups()
    reps = _grid().scaling_data().replicates
    assert reps.shape == (NS.size, T.size, G, 2)
    np.testing.assert_array_equal(reps[..., 0], Ug)
    np.testing.assert_array_equal(reps[..., 1], Cg)
    # an exact grid has no replicates whatever its extra holds; a sampled one without groups neither
    assert _grid(method="exact").scaling_data().replicates is None
    assert _grid(groups=False).scaling_data().replicates is None


def test_the_verdict_bootstraps_the_groups_with_the_callers_rng():
    without = _grid(groups=False).finite_size(rng=0)
    assert without.verdict == "transition" and abs(without.critical_temperature - 1.0) < 0.01
    # 4 sizes and no replicates: no error for the peaks' extrapolation (the jackknife needs 5 sizes)
    assert np.isnan(without.peak_tc_stderr)
    assert any("no error estimate" in r for r in without.reasons)
    a, b, a2 = (_grid().finite_size(rng=s) for s in (0, 1, 0))
    assert a.verdict == "transition" and abs(a.critical_temperature - 1.0) < 0.01
    assert np.isfinite(a.peak_tc_stderr) and a.peak_tc_stderr > 0
    assert not any("no error estimate" in r for r in a.reasons)
    assert a.peak_tc_stderr == a2.peak_tc_stderr   # the same seed: the same bootstrap
    assert a.peak_tc_stderr != b.peak_tc_stderr    # another seed: another bootstrap


def test_sampled_grid_keeps_each_groups_values():
    # independent uniform q = 2 sites from x* = all zeros (tests/toolkit/test_harden10h_phase.py):
    # chi = n mean_t Var(m_t) has the closed form 0.2500 there for n = 8, 12 sweeps, 3 of burn-in
    n, n_sweeps, burn = 8, 12, 3
    g = phase.sampled_phase_grid(_Template([0.0, 0.0]), text="x", slots=range(n), n_values=[n], temperatures=[1.0],
                                 n_chains=1024, n_sweeps=n_sweeps, burn_in_sweeps=burn, n_groups=4, rng=1)
    cg, bg = g.extra["susceptibility_groups"], g.extra["binder_groups"]
    assert cg.shape == bg.shape == (1, 1, 4)
    t = np.arange(burn * n + 1, n_sweeps * n + 1)
    a, b = (1 - 1 / n) ** t, (1 - 2 / n) ** t
    p = 0.5 + a / 2
    cov = b + (a - b) / 2 + (1 - 2 * a + b) / 4 - p * p
    chi = n * ((n * p * (1 - p) + n * (n - 1) * cov) / n**2).mean()
    assert np.all(np.abs(cg[0, 0] - chi) < 0.3 * chi)          # each group of 256 chains estimates it
    assert len(set(cg[0, 0].tolist())) == 4                     # independent groups, not one value copied
    # the standard errors are the groups' spread over sqrt(groups) (the docstring)
    assert np.isclose(g.susceptibility_stderr[0, 0], cg[0, 0].std(ddof=1) / 2)
    assert np.isclose(g.binder_err[0, 0], bg[0, 0].std(ddof=1) / 2)

"""harden10h: sampled_phase_grid's units, checked on independent uniform sites where every
quantity has a closed form (issue 30).

The docstring of :func:`toolkit.phase.sampled_phase_grid`: ``n_sweeps * n`` random-scan steps,
the first ``burn_in_sweeps * n`` discarded; ``chi = n * mean_t Var_chains(m_t)``; the IAT of ``m``
after burn-in in sweeps (``extra["iat_sweeps"]``); the escape time: the first sweep at which
``m <= 1/2``, chains that never get there counting at the run's end (cell unresolved).

The model: q = 2 independent sites with logits ``h`` (the same for every site), started at the
all-zeros sentence. With ``h = (0, 0)`` each step redraws one uniform site uniformly, so the
indicator ``I_i(t) = [x_i(t) = 0]`` is 1 until site i is first chosen and then a fair coin:
``a_t = P(i not chosen in t steps) = (1 - 1/n)^t``, ``E I_i(t) = 1/2 + a_t / 2``, and for two
sites (``b_t = (1 - 2/n)^t``, neither chosen) ``E I_i I_j = b_t + (a_t - b_t) / 2 + (1 - 2 a_t + b_t) / 4``.
At stationarity the sites are i.i.d. fair coins and a site's indicator keeps its value for k
steps with probability (1 - 1/n)^k, so m's autocorrelation is (1 - 1/n)^k and its IAT
(1 + rho) / (1 - rho) = 2n - 1 steps = (2n - 1) / n sweeps.
"""

import numpy as np

from toolkit.models.toy import IndependentSites
from toolkit.phase import sampled_phase_grid


class _Sites(IndependentSites):
    def initial_state(self):
        return np.zeros(self.length, dtype=np.int64)

    def decode(self, x):
        return "".join(str(int(v)) for v in np.asarray(x).reshape(-1))


class _Template:
    """What sampled_phase_grid asks of a masked LM: with_template(text=, free_positions=)."""

    vocab_size = 2
    name = "independent sites"

    def __init__(self, h):
        self.h = np.asarray(h, dtype=float)

    def with_template(self, *, text, free_positions):
        return _Sites(np.tile(self.h, (len(free_positions), 1)))


def test_chains_that_never_escape_count_n_sweeps():
    # token 1 has probability e^-1000 / (1 + e^-1000) = 0 in floating point: no chain ever leaves
    # x* = all zeros, so every chain counts at the run's end, n_sweeps sweeps (not n_sweeps * n steps)
    g = sampled_phase_grid(_Template([0.0, -1000.0]), text="x", slots=range(4), n_values=[2, 4],
                           temperatures=[1.0], n_chains=8, n_sweeps=5, burn_in_sweeps=1, n_groups=2, rng=0)
    np.testing.assert_array_equal(g.mixing, [[5.0], [5.0]])
    assert not g.mixing_resolved.any()
    np.testing.assert_array_equal(g.order_mean, [[1.0], [1.0]])


def test_uniform_sites_match_the_closed_forms():
    n, n_sweeps, burn_sweeps = 8, 12, 3
    g = sampled_phase_grid(_Template([0.0, 0.0]), text="x", slots=range(n), n_values=[n], temperatures=[1.0],
                           n_chains=1024, n_sweeps=n_sweeps, burn_in_sweeps=burn_sweeps, n_groups=4, rng=1)
    t = np.arange(burn_sweeps * n + 1, n_sweeps * n + 1)  # the records kept: steps after the burn-in
    a, b = (1 - 1 / n) ** t, (1 - 2 / n) ** t
    p = 0.5 + a / 2
    cov = b + (a - b) / 2 + (1 - 2 * a + b) / 4 - p * p
    var_m = (n * p * (1 - p) + n * (n - 1) * cov) / n**2
    # <m> over the kept records: 0.5020 (discarding burn_in_sweeps steps instead would give 0.5252)
    assert abs(g.order_mean[0, 0] - p.mean()) < 0.01
    # chi = n mean_t Var(m_t) = 0.2500 (without the factor n: 0.031)
    chi = n * var_m.mean()
    assert abs(g.susceptibility[0, 0] - chi) < 0.15 * chi


def test_uniform_sites_iat_is_in_sweeps():
    # IAT (2n - 1) / n = 1.875 sweeps (15 steps); a run long against it (80 sweeps) for the estimate
    n = 8
    g = sampled_phase_grid(_Template([0.0, 0.0]), text="x", slots=range(n), n_values=[n], temperatures=[1.0],
                           n_chains=128, n_sweeps=80, burn_in_sweeps=3, n_groups=4, rng=1)
    assert g.extra["iat_resolved"][0, 0]
    assert 1.4 < g.extra["iat_sweeps"][0, 0] < 2.4


def test_escape_counts_m_equal_to_one_half():
    # harden11d (issue 30): the escape time is the first sweep at which m <= 1/2 (docstring), so
    # m = 1/2 itself counts. Two uniform sites (h = 0): each step redraws one site uniformly, so
    # it leaves x* with probability 1/2 per step and m drops from 1 to 1/2 at a Geometric(1/2)
    # step, mean 2 steps = 1 sweep (n = 2); waiting for m < 1/2 (both sites off) takes longer.
    g = sampled_phase_grid(_Template([0.0, 0.0]), text="x", slots=range(2), n_values=[2], temperatures=[1.0],
                           n_chains=1024, n_sweeps=40, burn_in_sweeps=1, n_groups=4, rng=3)
    assert g.mixing_resolved[0, 0]
    # standard error of the mean: sqrt(2) / sqrt(1024) steps = 0.022 sweeps; 0.1 is > 4 of them
    assert abs(g.mixing[0, 0] - 1.0) < 0.1

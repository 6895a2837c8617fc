"""Tests written for the ninth blind mutation audit, part 9b (issue 30; benchmarks/blind_audit_9b.py):
each pins a documented contract or a value computed independently of the code it checks."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest
from scipy import optimize, stats

from toolkit.exceptions import InvalidInputError
from toolkit.results import Estimate


# ---------------------------------------------------------------- toolkit/_active.py
class _Bar:
    def __init__(self):
        self.n, self.closed = 0, False

    def update(self, k):
        self.n += k

    def close(self):
        self.closed = True


def test_active_clock_bar_follows_the_smallest_running_clock():
    """The documented bar position: after each round, the smallest clock among the chains
    still running. Chains advance by 1 and 3 per round and finish at clocks 5 and 30: by
    hand, after rounds 1..4 the smallest running clock is 1..4 (chain 0), then chain 0 has
    finished and chain 1's clock 15, 18, ..., 27 after rounds 5..9."""
    from toolkit._active import advance_active

    clock = np.zeros(2, dtype=np.int64)
    inc, stop = np.array([1, 3]), np.array([5, 30])
    bar, seen = _Bar(), []

    def step(active, r):
        seen.append(bar.n)               # the bar at the start of round r: where round r - 1 left it
        clock[active] += inc[active]
        return active[clock[active] < stop[active]]

    rounds = advance_active(step, np.arange(2), bar=bar, clock=clock)
    assert rounds == 10
    assert seen == [0, 1, 2, 3, 4, 15, 18, 21, 24, 27]
    assert bar.n == 27 and bar.closed


# ---------------------------------------------------------------- toolkit/calibration.py
class _FakeMLM:
    """A toy model that says its every conditional is a forward pass (as a real MLM)."""

    forward_pass_per_site = True

    def __init__(self, n):
        from toolkit.models import potts

        self._m = potts(2, n, 1.0)
        self.vocab_size, self.length = 2, n

    def logits(self, x, sites):
        return self._m.logits(x, sites)


def test_calibration_pseudo_likelihood_kept_up_to_lpl_max_sites():
    """Documented: on a real MLM the log pseudo-likelihood is kept up to LPL_MAX_SITES sites."""
    from toolkit.calibration import LPL_MAX_SITES, records_pseudo_likelihood

    assert records_pseudo_likelihood(_FakeMLM(LPL_MAX_SITES))
    assert not records_pseudo_likelihood(_FakeMLM(LPL_MAX_SITES + 1))


def test_calibration_burn_in_leaves_four_recorded_steps():
    """Documented: `burn_in` must leave at least 4 recorded steps: n_steps - 3 is refused."""
    from toolkit.calibration import sampled_summary
    from toolkit.models import potts

    with pytest.raises(InvalidInputError, match="burn_in"):
        sampled_summary(potts(2, 2, 1.0), n_chains=2, n_steps=8, burn_in=5, rng=0)


# ---------------------------------------------------------------- toolkit/app/commands/sample.py
def _summary(quantities):
    from toolkit.calibration import SampledSummary

    return SampledSummary("m", 1.0, 4, 100, 50, "glauber (random scan)", tuple(quantities), {})


def _obs_rows(obs, n_samples, iat, rhat=1.0):
    from toolkit.calibration import SampledQuantity

    return [SampledQuantity(f"mean {obs}", "estimate", Estimate(0.5, 0.01, n_samples=n_samples),
                            {"quantity": "mean", "observable": obs}),
            SampledQuantity(f"iat {obs}", "estimate", Estimate(iat, 0.1), {"quantity": "iat", "observable": obs}),
            SampledQuantity(f"R-hat {obs}", "diagnostic", Estimate(rhat), {"quantity": "rhat"})]


def test_sample_ess_is_draws_over_iat():
    """ESS = n / tau (Vehtari et al. 2021): 1000 draws with tau = 5 are 200 < ESS_MIN = 400."""
    from toolkit.app.commands.sample import sampling_warnings

    w = [x for x in sampling_warnings(_summary(_obs_rows("f", 1000, 5.0))) if x["kind"] == "ess"]
    assert len(w) == 1 and w[0]["value"] == pytest.approx(200.0)
    assert not [x for x in sampling_warnings(_summary(_obs_rows("f", 4000, 5.0))) if x["kind"] == "ess"]


def test_sample_censored_coalescence_hint_names_coupling_steps():
    """Documented (--coupling-steps help, _CAP_HINTS): a censored coalescence mean says which flag raises its cap."""
    from toolkit.app.commands.sample import sampling_warnings
    from toolkit.calibration import SampledQuantity

    q = SampledQuantity("mean coalescence time", "diagnostic",
                        Estimate(13.0, 1.0, n_samples=64, method="coalescence (maximal), 3 censored at 20: lower estimate"),
                        {"quantity": "coalescence"})
    w = [x for x in sampling_warnings(_summary([q])) if x["kind"] == "censored"]
    assert len(w) == 1 and "--coupling-steps" in w[0]["message"] and w[0]["threshold"] == 20


def test_sample_exact_outside_only_for_rows_that_miss():
    """Rows without a verdict (ok None: diagnostics) are no miss; ok False is."""
    from toolkit.app.commands.sample import sampling_warnings

    def row(ok):
        return SimpleNamespace(ok=ok, kind="estimate", name=f"row {ok}", sampled=Estimate(1.0, 0.1),
                               exact=Estimate(2.0))

    w = sampling_warnings(_summary([]), SimpleNamespace(rows=[row(None), row(True), row(False)]))
    assert [x["quantity"] for x in w if x["kind"] == "exact-outside"] == ["row False"]


@pytest.mark.parametrize("k, tail", [(6, False), (7, True)])
def test_sample_text_outside_v_lists_six_then_counts(k, tail):
    """Six tokens are shown in full; from seven on, the message ends with '... (k in all)'."""
    from toolkit.app.commands.sample import text_outside_v_warnings

    model = SimpleNamespace(text_outside_v=lambda: [(i, f"t{i}") for i in range(k)], vocab_size=20)
    (w,) = text_outside_v_warnings(model, "from --tokens")
    assert (f"({k} in all)" in w["message"]) is tail
    assert w["value"] == [f"t{i}" for i in range(k)]


def test_sample_memory_check_counts_two_chains_per_coupled_pair(monkeypatch):
    """Documented (check_sampling_memory): the coupled chains are 2 --pairs start pairs x
    --replicates, two chains each; their memory is run_memory's for that many chains."""
    from toolkit.app.commands import sample as cmd
    from toolkit.models import potts
    from toolkit.sampling import run_memory

    seen = {}
    monkeypatch.setattr(cmd, "check_run_memory", lambda parts, what, **kw: seen.update(parts))
    model = potts(2, 4, 1.0)
    args = SimpleNamespace(steps=100, burn_in=None, chains=8, temperature=1.0, scan="random", rejection_free=False,
                           pairs=3, replicates=5)
    cmd.check_sampling_memory(model, args, None)
    ref = run_memory(model, n_chains=2 * 2 * 3 * 5, n_records=0, scan="random")
    assert seen["the coupled chains"] == ref["states"] + ref["step"]


# ---------------------------------------------------------------- toolkit/app/commands/window.py
def test_window_warns_on_undefined_rhat():
    """Documented (window_warnings): an undefined (NaN) R-hat is a warning."""
    from toolkit.app.commands.window import window_warnings

    summary = _summary(_obs_rows("f", 10_000, 1.0, rhat=math.nan))
    report = SimpleNamespace(exact=SimpleNamespace(pi_relative_error=0.0, temperature=1.0, log_pi_min=-1.0),
                             calibration=SimpleNamespace(summary=summary, rows=[]), temperature=1.0)
    w = [x for x in window_warnings(report) if x["kind"] == "rhat"]
    assert len(w) == 1 and w[0]["quantity"] == "R-hat f" and w[0]["value"] is None


def test_window_refuses_one_chain_by_its_flag(capsys):
    """`--chains 1` is refused by the flag's own check (naming `chains`), before any model is built."""
    from toolkit.app.cli import main

    assert main(["window", "--chains", "1"]) == 2
    err = capsys.readouterr().err
    assert "`chains`" in err and "n_chains" not in err


# ---------------------------------------------------------------- toolkit/app/testing.py
def test_testing_detectable_w_at_the_bonferroni_level():
    """Documented: Cohen's w detected with probability POWER at the Bonferroni level alpha / starts;
    recomputed here from scipy's noncentral chi-square (lambda = N w^2)."""
    from toolkit.app.testing import POWER, check_sampler, reference_step
    from toolkit.models import potts

    m = potts(2, 2, 1.0)
    rep = check_sampler(reference_step(m, 1.0), m, 1.0, n_samples=400, rng=0)
    dof = int(np.median(rep.dof[rep.dof > 0]))
    crit = stats.chi2.isf(rep.alpha / len(rep.starts), dof)
    lam = optimize.brentq(lambda x: stats.ncx2.sf(crit, dof, x) - POWER, 1e-9, 1e7)
    assert len(rep.starts) == 4
    assert rep.detectable_w == pytest.approx(math.sqrt(lam / 400), rel=1e-6)
    assert rep.detectable_tv == pytest.approx(rep.detectable_w / 2)


def test_testing_start_index_past_the_last_state_refused():
    from toolkit.app.testing import check_sampler, reference_step
    from toolkit.models import potts

    m = potts(2, 2, 1.0)
    with pytest.raises(InvalidInputError, match="starts"):
        check_sampler(reference_step(m, 1.0), m, 1.0, n_samples=20, starts=[4], rng=0)


def test_testing_lazy_mistake_holds_on_top_of_the_claimed_lazy():
    """Documented: the "lazy" mistake holds with probability 1/2 on top of `lazy`: its kernel is
    lazy' I + (1 - lazy') P0 with 1 - lazy' = (1 - lazy) / 2, P0 the non-lazy kernel."""
    from exact import ExactChain
    from toolkit.app.testing import _mistake_rows, _rows
    from toolkit.models import potts

    m = potts(2, 2, 1.0)
    lazy = 0.2
    chain = ExactChain(m, temperature=1.0, lazy=lazy)
    starts = np.arange(4)
    P0 = _rows(ExactChain(m, temperature=1.0), starts, 1)
    want = 0.4 * P0 + 0.6 * np.eye(4)
    got = _mistake_rows("lazy", chain, m, starts, 1.0, "random", lazy)
    np.testing.assert_allclose(got, want, atol=1e-12)


def test_testing_stationary_runs_tmix_at_a_tenth_of_the_detectable_tv():
    """Documented (check_stationary): each chain runs t_mix(eps), eps a tenth of the detectable
    TV (w / 20), at most 0.01."""
    from exact import ExactChain
    from toolkit.app.testing import check_stationary, reference_step
    from toolkit.models import potts

    m = potts(2, 2, 1.0)
    rep = check_stationary(reference_step(m, 1.0), m, 1.0, n_chains=4000, rng=0)
    eps = min(0.01, rep.detectable_w / 20)
    assert rep.detectable_w / 20 < 0.01        # the case where the two choices differ
    assert rep.steps == ExactChain(m, temperature=1.0).mixing(eps).t_mix


def test_testing_holm_adjusted_p_values_are_monotone():
    """Holm (1979): sorted p_(k) times (m - k + 1), then the running maximum: for p = (0.01,
    0.011, 0.04), 0.03, max(0.03, 0.022) = 0.03, 0.04 (hand)."""
    from toolkit.app.testing import _holm

    np.testing.assert_allclose(_holm(np.array([0.011, 0.01, 0.04])), [0.03, 0.03, 0.04])


def test_testing_pearson_one_degree_of_freedom_for_two_cells():
    """Two cells expecting 50 each, observed 30 and 70: X^2 = 2 * 400 / 50 = 16 on 1 dof (hand)."""
    from toolkit.app.testing import _pearson

    stat, dof, p, imp = _pearson(np.array([30, 70]), np.array([0.5, 0.5]))
    assert (stat, dof, imp) == (pytest.approx(16.0), 1, 0)
    assert p == pytest.approx(stats.chi2.sf(16.0, 1))


def test_testing_token_q_is_outside():
    """A step writing token q (the first one outside 0..q-1) fails every start as the special-tokens mistake."""
    from toolkit.app.testing import MISTAKES, SPECIAL_MISTAKE, check_sampler
    from toolkit.models import potts

    m = potts(2, 2, 1.0)
    rep = check_sampler(lambda s, rng: np.full_like(np.asarray(s), 2), m, 1.0, n_samples=20, rng=0)
    assert rep.outside.tolist() == [20, 20, 20, 20]
    assert not rep.passed and rep.diagnosis == MISTAKES[SPECIAL_MISTAKE]


def test_calibration_default_burn_in_is_half():
    from toolkit.calibration import sampled_summary
    from toolkit.models import potts

    s = sampled_summary(potts(2, 2, 1.0), n_chains=2, n_steps=16, n_pairs=1, n_replicates=2, max_steps=50, rng=0)
    assert s.burn_in == 8


@pytest.mark.parametrize("ok, status", [(True, 0), (False, 1)])
def test_window_exits_1_when_a_sampled_check_fails(monkeypatch, capsys, ok, status):
    """Documented (glauber window's description): exits 1 when a sampled check fails. The model
    and the window report are stand-ins, so only the command's own logic runs."""
    from toolkit.app.cli import main
    from toolkit.app.commands import window as cmd

    summary = _summary(_obs_rows("f", 10_000, 1.0))
    report = SimpleNamespace(all_ok=ok, temperature=1.0, exact=SimpleNamespace(pi_relative_error=0.0),
                             calibration=SimpleNamespace(summary=summary, rows=[]))
    monkeypatch.setattr(cmd, "build_model", lambda args, **kw: object())
    monkeypatch.setattr(cmd, "real_window", lambda model, **kw: report)
    assert main(["window", "--model", "tiny-en"]) == status

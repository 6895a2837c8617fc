"""Autocorrelation, IAT, ESS and R-hat: reference implementations, known answers, exact
relaxation times and the R-hat acceptance (stationary vs two-basin starts)."""

import math

import numpy as np
import pytest
from scipy.stats import norm, rankdata

from exact import StateSpace, glauber_kernel, spectral_summary, stationary
from exact.observables import exact_iat
from toolkit.calibration import estimate_note
from toolkit.diagnostics import (
    SHORT_CHAIN_NOTE,
    autocorrelation,
    autocovariance,
    effective_sample_size,
    integrated_autocorrelation_time,
    mean_estimate,
    rhat,
    summarize,
    summarize_run,
    summary_table,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, curie_weiss, potts
from toolkit.sampling import run_chains, token_fraction


def ar1(a, shape, seed):
    rng = np.random.default_rng(seed)
    x = np.zeros(shape)
    x[:, 0] = rng.normal(size=shape[0]) / math.sqrt(1 - a * a)
    for t in range(1, shape[1]):
        x[:, t] = a * x[:, t - 1] + rng.normal(size=shape[0])
    return x


# ------------------------------------------------------------------ reference versions
def test_autocovariance_matches_direct_sum():
    x = np.random.default_rng(0).normal(size=(3, 57))
    got = autocovariance(x)
    N = x.shape[1]
    for c in range(3):
        xc = x[c] - x[c].mean()
        ref = np.array([(xc[: N - t] * xc[t:]).sum() / N for t in range(N)])
        np.testing.assert_allclose(got[c], ref, atol=1e-12)


def _rhat_reference(x):
    """Vehtari et al. (2021), written out directly: split, rank (average ties), z-score,
    basic R-hat of bulk and folded draws, max."""
    m, N = x.shape
    h = N // 2
    chains = [x[c, :h] for c in range(m)] + [x[c, N - h:] for c in range(m)]
    s = np.array(chains)

    def basic(z):
        means = z.mean(axis=1)
        W = np.mean([np.var(row, ddof=1) for row in z])
        B = h * np.var(means, ddof=1)
        return math.sqrt(((h - 1) / h * W + B / h) / W)

    def zscale(v):
        r = rankdata(v.ravel(), method="average").reshape(v.shape)
        return norm.ppf((r - 3 / 8) / (v.size + 1 / 4))

    return max(basic(zscale(s)), basic(zscale(np.abs(s - np.median(s)))))


def test_rhat_matches_reference_with_ties():
    rng = np.random.default_rng(1)
    cont = rng.normal(size=(4, 101))
    disc = rng.integers(0, 3, size=(4, 100)).astype(float)  # heavy ties
    shifted = cont + np.array([0, 0, 0, 1.0])[:, None]
    for x in (cont, disc, shifted):
        assert rhat(x) == pytest.approx(_rhat_reference(x), rel=1e-12, abs=0)


def test_rhat_edge_cases():
    assert math.isnan(rhat(np.ones((3, 10))))
    assert rhat(np.repeat(np.array([[0.0], [1.0]]), 10, axis=1)) == math.inf


# ------------------------------------------------------------------ known answers
def test_ar1_iat_and_ess():
    a = 0.8
    x = ar1(a, (8, 20_000), seed=2)
    tau = integrated_autocorrelation_time(x)
    truth = (1 + a) / (1 - a)  # 9
    assert abs(tau.value - truth) <= 4 * tau.stderr, tau
    assert "Sokal window" in tau.method
    rho = autocorrelation(x)
    assert np.abs(rho[1:6] - a ** np.arange(1, 6)).max() < 0.02
    assert effective_sample_size(x) == pytest.approx(x.size / tau.value)


@pytest.mark.parametrize("seed", range(5))
def test_one_short_chain_is_flagged_and_a_long_one_is_not(seed):
    """AR(1) with a = 0.999 has tau = (1 + a) / (1 - a) = 1999 (closed form). One chain of
    4000 draws (2 tau) centred on its own mean reports a few hundred with Sokal's window
    reached; the flag (emcee's tol = 50) says so. A chain of 20000 draws at a = 0.5 (tau = 3,
    6667 tau) is not flagged, nor are four short chains (their between-chain variance)."""
    short = ar1(0.999, (1, 4000), seed)
    est = integrated_autocorrelation_time(short)
    assert est.value < 1999 / 2 and "Sokal window" in est.method
    assert SHORT_CHAIN_NOTE in est.method and estimate_note(est) == SHORT_CHAIN_NOTE
    long = integrated_autocorrelation_time(ar1(0.5, (1, 20_000), seed))
    assert abs(long.value - 3.0) < 0.5 and SHORT_CHAIN_NOTE not in long.method and estimate_note(long) == ""
    assert SHORT_CHAIN_NOTE not in integrated_autocorrelation_time(ar1(0.999, (4, 4000), seed)).method


def test_iid_ess_and_mean_interval():
    x = np.random.default_rng(3).normal(size=(4, 5000))
    ess = effective_sample_size(x)
    assert 0.85 * x.size <= ess <= 1.15 * x.size
    m = mean_estimate(x)
    assert m.covers(0.0) and m.stderr == pytest.approx(1 / math.sqrt(ess), rel=0.05)


def test_constant_observable():
    tau = integrated_autocorrelation_time(np.zeros((2, 50)))
    assert math.isnan(tau.value) and "constant" in tau.method
    assert mean_estimate(np.ones((2, 50))).stderr == 0.0


# ------------------------------------------------------------------ against the exact chain
# Acceptance: IAT of the slowest observable vs the exact relaxation time.
# For a reversible chain whose non-unit eigenvalues are >= 0 (random-scan heat bath is
# positive semi-definite: an average of projections), tau_f <= (1 + lambda_2)/(1 - lambda_2)
# = 2 t_rel - 1 for every f, with equality for the second eigenfunction f_2. So the
# sampled IAT of the slowest observable must be within a factor of 2 t_rel - 1 (not t_rel:
# the factor ~2 is the theory). We accept |tau_hat / (2 t_rel - 1) - 1| <= 0.15. Why 0.15:
# the Sokal estimator's relative standard error is sqrt(2 (2M + 1) / (m N)) with window
# M ~ 5 tau; with m N = 64 * 10000 draws and 2 t_rel - 1 <= 60 that is <= 0.035, and its
# truncation bias is ~ -exp(-M/tau) ~ -0.7%; 0.15 leaves > 4 standard errors. For the
# magnetization (frac(1)), which is close to but not exactly f_2, the sampled IAT must be
# within 15% of its own exact IAT and the exact IAT within [0.9, 1] x (2 t_rel - 1).
@pytest.mark.parametrize("model, T", [
    (curie_weiss(6, 1.0), 1.0),
    (potts(3, 4, 1.0), 1.2),
    (IndependentSites(np.zeros((5, 2))), 1.0),
])
def test_iat_tracks_relaxation_time(model, T):
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    spec = spectral_summary(K, pi)
    assert spec.reversible and spec.lambda_2 == pytest.approx(spec.lambda_star, abs=1e-9)
    target = 2 * spec.relaxation_time - 1
    P = K.dense()
    w, V = np.linalg.eig(P)
    f2 = V[:, np.argsort(-w.real)[1]].real
    space = StateSpace.of(model)
    X = space.all_states()
    start = X[np.random.default_rng(0).choice(space.size, 64, p=pi)]
    run = run_chains(model, temperature=T, n_chains=64, n_steps=10_000, start=start, record_states=False,
                     observables={"f2": lambda x: f2[x @ space.strides], "mag": token_fraction(1)}, rng=4)
    tau_f2 = integrated_autocorrelation_time(run.observable("f2"))
    assert exact_iat(P, pi, f2) == pytest.approx(target, rel=1e-8)
    assert abs(tau_f2.value / target - 1) <= 0.15, (tau_f2, target)
    tau_mag = integrated_autocorrelation_time(run.observable("mag"))
    exact_mag = exact_iat(P, pi, (X == 1).mean(axis=1))
    assert 0.9 * target <= exact_mag <= target * (1 + 1e-9)
    assert abs(tau_mag.value / exact_mag - 1) <= 0.15, (tau_mag, exact_mag)
    print(f"{model!r} T={T}: 2 t_rel - 1 = {target:.4g}; f2: {tau_f2}; mag: {tau_mag} (exact {exact_mag:.4g})")


# ------------------------------------------------------------------ R-hat acceptance
def test_rhat_below_1_01_at_stationarity():
    """Starts drawn from the exact pi; 16 chains x 4000 steps, each ~ 4000/(2 t_rel) ~ 250
    effective draws, so R-hat - 1 is O(1/ESS) ~ 1e-3: well below 0.01."""
    model, T = potts(3, 4, 1.0), 2.0
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    space = StateSpace.of(model)
    start = space.states(np.random.default_rng(5).choice(space.size, 16, p=pi))
    run = run_chains(model, temperature=T, n_chains=16, n_steps=4000, start=start, record_states=False,
                     observables={"frac0": token_fraction(0), "x0": lambda x: x[:, 0]}, rng=6)
    for name in ("frac0", "x0"):
        r = rhat(run.observable(name))
        assert r < 1.01, (name, r)


def test_rhat_clearly_above_for_two_basins():
    """Curie-Weiss n = 8 at T = 0.3: a spin flip out of an aligned state has probability
    ~ e^{-2 (7/8) / 0.3} ~ 0.003 per site update and crossing to the other basin needs 4
    uphill flips, so chains started all-0 and all-1 stay apart for 2000 steps."""
    model, T = curie_weiss(8, 1.0), 0.3
    start = np.zeros((8, 8), dtype=int)
    start[4:] = 1
    run = run_chains(model, temperature=T, n_chains=8, n_steps=2000, start=start, record_states=False,
                     observables={"mag": token_fraction(1)}, rng=7)
    r = rhat(run.observable("mag"))
    assert r > 1.5, r


def test_summaries():
    model = potts(2, 4, 1.0)
    run = run_chains(model, temperature=1.5, n_chains=4, n_steps=400, record_states=False,
                     observables={"f": token_fraction(0), "v": lambda x: x[:, :2]}, rng=0)
    s = summarize_run(run, burn_in=100)
    assert set(s) == {"f", "v[0]", "v[1]"} and s["f"].n_draws == 301
    assert "R-hat" in summary_table(s) and "mean" in str(s["f"])
    one = summarize(run.observable("f"), "f")
    assert one.ess == pytest.approx(one.n_chains * one.n_draws / one.iat.value)


@pytest.mark.parametrize("x, match", [
    (np.zeros((2, 3, 4)), r"`x` must have shape \(n_chains, n_draws\)"),
    (np.zeros((2, 3)), r"`x` needs at least 4 draws per chain"),
    (np.array([[0.0, 1.0, np.nan, 2.0, 3.0]]), r"`x` must be finite"),
])
def test_bad_draws(x, match):
    with pytest.raises(InvalidInputError, match=match):
        rhat(x)
    with pytest.raises(InvalidInputError, match=match):
        integrated_autocorrelation_time(x)

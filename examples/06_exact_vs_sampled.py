"""Exact and sampled answers to the same questions, on the same chain.

On a real MLM nothing can be enumerated: every number comes from running chains. On a
toy model small enough to enumerate (here 2^6 = 64 states, incompatible couplings,
so the chain is not reversible) we can compute the truth and see how well the sampled
estimators find it:

- the stationary mean of an observable (sampled: average over chains after burn-in);
- its integrated autocorrelation time, IAT: how many steps one independent draw costs
  (exact: from the fundamental matrix of P);
- the distance to stationarity d(t): exactly, max over starts of TV(P^t(x, .), pi);
  by sampling, an upper bound from coupling two chains until they meet;
- the relaxation time t_rel = 1 / spectral gap, which the IAT of the slowest
  observable approaches (2 t_rel - 1 for reversible chains).

Run:  python examples/06_exact_vs_sampled.py [--out DIR]   (a few seconds)
"""

import numpy as np
from _common import Checks, output_dir, pyplot, save

from exact import distance_profile, glauber_kernel, mixing_time, spectral_summary, stationary
from exact.observables import exact_iat
from toolkit.app.compare import calibration_table
from toolkit.coupling import coalescence_times
from toolkit.diagnostics import autocorrelation
from toolkit.models import random_pairwise
from toolkit.sampling import run_chains, token_fraction

out = output_dir(__doc__.splitlines()[0])
checks = Checks()
T = 1.0
model = random_pairwise(2, 6, 0.7, rng=3)

# --- The truth, by enumeration.
K = glauber_kernel(model, temperature=T)
pi = stationary(K)
spec = spectral_summary(K, pi)
mix = mixing_time(K, pi=pi)
print(f"{model} at T = {T:g}: reversible {spec.reversible}, spectral gap {spec.spectral_gap:.4f} "
      f"(t_rel = {spec.relaxation_time:.2f} steps), exact t_mix(1/4) = {mix.t_mix}")

# --- The calibration table: every sampled estimate of the toolkit beside its exact value.
# sampled_summary runs 32 chains for 2000 steps from uniform random starts (the first
# half is burn-in), estimates means and IATs of two observables (the fraction of sites
# holding token 0 and the log pseudo-likelihood), and couples pairs of chains for the
# d(t) bound; the exact side evaluates the same functions on all 64 states.
table = calibration_table(model, temperature=T, n_chains=32, n_steps=2000, rng=0)
print(table)
# Each "estimate" row has a 95% interval, so about 1 row in 20 misses by chance; the
# check below allows 4 standard errors. "upper bound" rows must lie above the truth.
for row in table.rows:
    if row.exact is None:
        continue
    est, truth = row.sampled, row.exact.value
    if row.kind == "estimate":
        z = (est.value - truth) / est.stderr
        checks(f"{row.name}: sampled {est.value:.4g} +- {est.stderr:.2g} vs exact {truth:.4g} (z = {z:+.2f}, "
               f"|z| <= 4)", abs(z) <= 4)
    elif row.kind == "upper bound":
        checks(f"{row.name}: sampled bound {est.value:.3g} (95% upper {est.ci[1]:.3g}) >= exact d = {truth:.3g}",
               row.ok)

# --- IAT against the relaxation time. The IAT of an observable is 1 + 2 sum_t rho(t), with
# rho(t) its autocorrelation at lag t; rho decays at the rate of the slowest eigenvalue,
# so the IAT is at most about 2 t_rel (exactly 2 t_rel - 1 for reversible chains).
frac0 = token_fraction(0)
f = frac0(K.space.all_states())
iat_exact = exact_iat(K, pi, f)
print(f"IAT of frac(0): exact {iat_exact:.3f} steps; 2 t_rel - 1 = {2 * spec.relaxation_time - 1:.3f}")
# The symmetric twin of this model is compatible, so its chain is reversible and the
# bound IAT <= 2 t_rel - 1 is a theorem there (toolkit.diagnostics explains why).
twin = random_pairwise(2, 6, 0.7, symmetric=True, rng=3)
K2 = glauber_kernel(twin, temperature=T)
pi2 = stationary(K2)
t_rel2 = spectral_summary(K2, pi2).relaxation_time
iat_twin = exact_iat(K2, pi2, f)
checks(f"reversible twin: IAT of frac(0) = {iat_twin:.3f} <= 2 t_rel - 1 = {2 * t_rel2 - 1:.3f}",
       iat_twin <= 2 * t_rel2 - 1 + 1e-9)

# Exact autocorrelation rho(t) = Cov_pi(f(X_0), f(X_t)) / Var_pi(f) = <f_c, P^t f_c>_pi / <f_c, f_c>_pi,
# obtained by applying the kernel t times to the centred observable.
LAGS = 40
fc = f - pi @ f
g, rho_exact = fc.copy(), []
for _ in range(LAGS + 1):
    rho_exact.append(float(pi @ (fc * g)) / float(pi @ (fc * fc)))
    g = K.matvec(g)
run = run_chains(model, temperature=T, n_chains=32, n_steps=3000, burn_in=500,
                 observables={"frac(0)": frac0}, record_states=False, rng=2)
rho_sampled = autocorrelation(run.observable("frac(0)"))[: LAGS + 1]
err = np.max(np.abs(rho_sampled - np.array(rho_exact)))
checks(f"the sampled autocorrelation of frac(0) follows the exact one (max gap {err:.3f} < 0.1 over "
       f"{LAGS} lags)", err < 0.1)

# --- d(t): the coupling bound from every pair of starts (all 2016 pairs, 32 coupled
# replicates each) against the exact worst-start distance.
coal = coalescence_times(model, temperature=T, starts="all", n_replicates=32, rng=1)
t_max = 4 * mix.t_mix
times = np.arange(0, t_max)
bound = coal.tv_bound(times)
d_exact = distance_profile(K, t_max - 1, pi=pi)
below = np.all(d_exact <= bound.upper() + 1e-12)
checks(f"exact d(t) lies below the coupling bound's 95% upper end at every t = 0..{t_max - 1}", below)
print(f"mean coalescence time {coal.mean_time()}; exact t_mix = {mix.t_mix}")

plt = pyplot()
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4.8))
ax1.plot(times, d_exact, "-", color="k", lw=2, label="exact d(t) (worst start)")
ax1.plot(times, bound.values(), "-", color="tab:orange", label="coupling bound max P(tau > t)")
ax1.fill_between(times, [b.ci[0] for b in bound.bounds], bound.upper(), color="tab:orange", alpha=0.25,
                 label="95% interval of the bound")
ax1.axhline(0.25, color="gray", ls=":", lw=1)
ax1.axvline(mix.t_mix, color="gray", ls="--", lw=1, label=f"exact t_mix(1/4) = {mix.t_mix}")
ax1.set_xlabel("step t")
ax1.set_ylabel("total variation distance")
ax1.set_title("Distance to stationarity: exact vs coupling bound")
ax1.legend(fontsize=8)
lags = np.arange(LAGS + 1)
ax2.plot(lags, rho_exact, "-", color="k", lw=2, label=f"exact rho(t); IAT = {iat_exact:.2f}")
ax2.plot(lags, rho_sampled, "o", ms=3.5, color="tab:blue", label="sampled (32 chains x 2500 draws)")
ax2.plot(lags, spec.lambda_star**lags, "--", color="tab:red",
         label=f"lambda*^t (t_rel = {spec.relaxation_time:.2f})")
ax2.set_xlabel("lag t (steps)")
ax2.set_ylabel("autocorrelation of frac(0)")
ax2.set_title("Autocorrelation: exact vs sampled")
ax2.legend(fontsize=8)
for ax in (ax1, ax2):
    ax.grid(alpha=0.3)
fig.tight_layout()
save(fig, out / "06_exact_vs_sampled.png")
checks.finish()

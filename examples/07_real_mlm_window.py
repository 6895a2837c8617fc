"""A real masked language model, small enough to solve exactly.

tiny-en is a 120k-parameter BERT trained on the World English Bible (it ships with the
package; no download). We free three word slots of a sentence,

    and the [ 1 ] of [ 2 ] went up to [ 3 ]

and let each take one of 8 candidate words: 8^3 = 512 states. Glauber dynamics masks a
random slot, asks the model for the distribution of the word there (restricted to the
8 candidates, tempered by T) and resamples it. Because the window is small, the whole
transition matrix can be built from 192 masked forward passes, so the chain of a real
MLM gets the exact treatment of the toy models: stationary law, spectral gap, t_mix,
and every rectangle certified. Then the sampled estimators, which are all one has for a
long text, run on the same chain and are held against those exact values.

Run:  python examples/07_real_mlm_window.py [--out DIR]   (about 10 s on one CPU core;
needs the 'mlm' extra: torch and transformers)
"""

import numpy as np
from _common import Checks, output_dir, pyplot, save

from exact import (
    all_rectangles,
    distance_profile,
    glauber_kernel,
    mixing_time,
    spectral_summary,
    stationary,
)
from exact.observables import exact_iat
from toolkit.coupling import coalescence_times
from toolkit.diagnostics import summarize
from toolkit.incompat import rectangle_test
from toolkit.models import format_state, make_model
from toolkit.sampling import run_chains, token_fraction, token_indicator

out = output_dir(__doc__.splitlines()[0])
checks = Checks()
T = 1.0
WORDS = ["king", "lord", "people", "children", "israel", "judah", "egypt", "jerusalem"]
TEXT = "and the king of israel went up to jerusalem"
SLOTS = [2, 4, 8]  # word positions of 'king', 'israel', 'jerusalem' in TEXT

# make_model loads tiny-en from the package, offline. Its logits(x, sites) runs one batched
# masked forward pass; the token strings must each be a single word of its vocabulary.
model = make_model("tiny-en", tokens=WORDS, text=TEXT, free_positions=SLOTS)
start = model.initial_state()  # the words of TEXT at the slots
print(f"{model}\nstart: '{model.render(start)}'")

# --- Exact: the same builders as for toy models.
K = glauber_kernel(model, temperature=T, progress=False)
pi = stationary(K)
spec = spectral_summary(K, pi)
mix = mixing_time(K, pi=pi)
print(f"\nexact chain at T = {T:g}: {K.n_states} states, reversible: {spec.reversible}, "
      f"spectral gap {spec.spectral_gap:.4f} (t_rel {spec.relaxation_time:.2f} steps), "
      f"gap of P P* {spec.reversibilization_gap:.4f}, exact t_mix(1/4) = {mix.t_mix} steps")
top = np.argsort(-pi)[:10]
print("most likely fillings under the stationary law pi:")
for s in top[:5]:
    print(f"  {pi[s]:.4f}  '{model.render(K.space.states([s])[0])}'")

# Rectangles. The model computes in float32, so each logit is trusted only to ~1e-5 of its
# size: pass that to the certificate (exact.compat's default assumes float64 toy models).
table = all_rectangles(K, temperature=T, logit_rtol=1e-5)
print(f"\n{table.n_certified} of {len(table)} rectangles certified incompatible "
      f"({table.certified_fraction:.1%}); largest |log R| = {table.max_abs:.3f}; worst:")
for w in table.worst(3):
    print(f"  {w}")
checks(f"the exact chain of tiny-en is not reversible, as {table.n_certified} certified rectangles imply",
       not spec.reversible and table.n_certified > 0)

# --- Sampled, on the same chain. 64 chains from random fillings, 500 steps each (one
# batched forward pass per step for all chains); the first 100 steps are burn-in.
BURN_IN = 100
observables = {"'children' in slot 1": token_indicator(0, WORDS.index("children")),
               "fraction of 'israel'": token_fraction(WORDS.index("israel"))}
run = run_chains(model, temperature=T, n_chains=64, n_steps=500, observables=observables, rng=1)
after = run.times >= BURN_IN
all_states = K.space.all_states()
for name, f in observables.items():
    summary = summarize(run.observable(name)[:, after], name)  # autocorrelation-aware mean and IAT
    mean_exact, iat_exact = float(pi @ f(all_states)), exact_iat(K, pi, f(all_states))
    print(f"{name}: mean {summary.mean.value:.4f} +- {summary.mean.stderr:.4f} (exact {mean_exact:.4f}), "
          f"IAT {summary.iat.value:.2f} +- {summary.iat.stderr:.2f} steps (exact {iat_exact:.2f})")
    for what, est, truth in (("mean", summary.mean, mean_exact), ("IAT", summary.iat, iat_exact)):
        z = (est.value - truth) / est.stderr
        checks(f"{name}: sampled {what} {est.value:.4g} vs exact {truth:.4g} (z = {z:+.2f}, |z| <= 4)",
               abs(z) <= 4)

# Coupling: pairs of chains driven by maximal couplings until they meet. The fraction of
# pairs still apart at step t bounds d(t) from above (in expectation, over the start
# pairs tried); it must lie above the exact d(t).
coal = coalescence_times(model, temperature=T, starts="extremes+random", n_pairs=8, n_replicates=64, rng=3)
d_exact = distance_profile(K, 2 * mix.t_mix, pi=pi)
for t in (mix.t_mix // 2, mix.t_mix, 2 * mix.t_mix):
    b = coal.tv_bound([t]).bounds[0]
    checks(f"coupling bound at t = {t}: {b.value:.3f} (95% upper {b.ci[1]:.3f}) >= exact d(t) = {d_exact[t]:.3f}",
           b.ci[1] >= d_exact[t])
print(f"mean coalescence time {coal.mean_time()}; exact t_mix = {mix.t_mix}")

# The sampled rectangle test: query the model at contexts visited by the chains (the
# top-3 words of each slot, every pair of slots: 9 rectangles per context and pair) --
# what one does on a long text, where no table of all rectangles exists. Each sampled
# rectangle is one of the exact table's, so their log R must agree.
q, n = K.q, K.n
res = rectangle_test(model, run.states[:, after].reshape(-1, n), pairs="all", k=3, temperature=T,
                     max_contexts=60, rng=2)
print(res)


def rectangle_key(context_index, i, j, a, a2, b, b2):
    """One integer per rectangle (exact tables index its context with token 0 at i and j)."""
    return ((((((context_index * n + i) * n + j) * q + a) * q + a2) * q + b) * q + b2).tolist()


exact_log_r = dict(zip(rectangle_key(table.context, table.i, table.j, table.a, table.a2, table.b, table.b2),
                       table.log_r.tolist(), strict=True))
rt = res.table
ctx = res.contexts[rt["context"]].copy()
ctx[np.arange(len(ctx)), rt["i"]] = 0
ctx[np.arange(len(ctx)), rt["j"]] = 0
keys = rectangle_key(K.space.index(ctx), rt["i"], rt["j"], rt["a"], rt["a2"], rt["b"], rt["b2"])
gap = max(abs(exact_log_r[k] - v) for k, v in zip(keys, rt["log_r"].tolist(), strict=True))
checks(f"all {res.n_rectangles} sampled rectangles match the exact table (max |log R| difference "
       f"{gap:.1e} < 1e-4, float32 round-off)", gap < 1e-4)
checks(f"both certify incompatibility (sampled prevalence {res.prevalence.value:.1%}, exact "
       f"{table.certified_fraction:.1%})", res.incompatible and table.n_certified > 0)

# --- Picture: stationary law, exact vs visited; and how far from compatible tiny-en is.
visited = K.space.index(run.states[:, after].reshape(-1, n))
freq = np.bincount(visited, minlength=K.n_states) / visited.size
plt = pyplot()
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 5), gridspec_kw={"width_ratios": [1.3, 1]})
labels = [format_state(model, K.space.states([s])[0]) for s in top]
ypos = np.arange(len(top))[::-1]
ax1.barh(ypos + 0.2, pi[top], height=0.4, color="k", label="exact pi")
ax1.barh(ypos - 0.2, freq[top], height=0.4, color="tab:blue", label=f"visited by {run.n_chains} chains (after burn-in)")
ax1.set_yticks(ypos, labels, fontsize=9, family="monospace")
ax1.set_xlabel("probability")
ax1.set_title("Stationary law of the three slots: exact vs sampled\n"
              "('and the [1] of [2] went up to [3]', T = 1)", fontsize=10)
ax1.legend(fontsize=8, loc="lower right")
bins = np.linspace(0, table.max_abs * 1.02, 40)
ax2.hist(np.abs(table.log_r), bins=bins, color="gray", alpha=0.7, density=True,
         label=f"exact: all {len(table)} rectangles")
ax2.hist(np.abs(rt["log_r"]), bins=bins, histtype="step", lw=2, color="tab:orange", density=True,
         label=f"sampled: {res.n_rectangles} at visited contexts")
ax2.set_xlabel("|log R| (0 for compatible conditionals)")
ax2.set_ylabel("density")
ax2.set_title(f"Incompatibility is everywhere: {table.certified_fraction:.1%} certified", fontsize=10)
ax2.legend(fontsize=8)
fig.tight_layout()
save(fig, out / "07_real_mlm_window.png")
checks.finish()

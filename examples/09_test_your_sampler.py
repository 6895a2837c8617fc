"""Test your sampler: is this step function Glauber dynamics at temperature T?

Anyone who writes an MLM Gibbs sampler (a temperature flag, a masking loop, a batched step)
can get it subtly wrong: the temperature applied twice, an argmax where a draw was meant,
the token written one position off, a lazy step, a sweep where one site was claimed, the
special tokens ([CLS], [SEP], [PAD], ...) left in the softmax. The
toolkit knows the exact kernel of the model, so it can test a step function against it:
from every state (or a sample of states) the step is run many times and the states reached
are compared with the kernel's row by a chi-square test (Holm over the starts). When the
test fails, the kernels of the common mistakes are built too and the one that explains the
counts best is named.

Part 1 tests a correct step written here from the definition (one uniform site, its token
redrawn from softmax(logits / T)). Part 2 plants each common mistake and reads the
diagnosis. Part 3 checks the long-run law: chains run for the exact t_mix, against the
exact stationary law pi (incompatible conditionals: pi is not "the model's distribution",
but it is what a right sampler must reach).

Run:  python examples/09_test_your_sampler.py [--out DIR]   (a few seconds)
"""

import numpy as np
from _common import Checks, output_dir, pyplot, save

from toolkit.models import random_pairwise
from toolkit.testing import MISTAKES, check_sampler, check_stationary, planted_step, with_specials

out = output_dir(__doc__.splitlines()[0])
checks = Checks()
T = 0.7
model = random_pairwise(3, 4, 0.8, rng=1)  # q = 3 tokens, n = 4 sites, asymmetric: incompatible
# two extra "special" tokens with logits -1 and -2 at every site: the tokens a sampler with the
# special-tokens mistake leaves in its softmax (a real MLM window has its own: MaskedLM.special_logits)
model = with_specials(model, [-1.0, -2.0])


def my_step(states, rng):
    """One random-scan Glauber step per row, written from the definition."""
    X = np.array(states, copy=True)
    B, n = X.shape
    sites = rng.integers(0, n, size=B)
    logits = model.logits(X, sites) / T
    p = np.exp(logits - logits.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    u = rng.random((B, 1))
    X[np.arange(B), sites] = np.minimum((np.cumsum(p, axis=1) < u).sum(axis=1), model.vocab_size - 1)
    return X


# --- Part 1: a correct step passes.
report = check_sampler(my_step, model, T, n_samples=800, max_starts=24, rng=0)
print(report)
checks(f"a correct step passes ({len(report.starts)} starts x {report.n_samples} draws; it would catch any "
       f"start off by TV >= {report.detectable_tv:.3f} with probability 0.95)", report.passed)

# --- Part 2: each planted mistake is caught and named.
names, caught = [], []
for mistake, words in MISTAKES.items():
    rep = check_sampler(planted_step(model, T, mistake), model, T, n_samples=800, max_starts=24, rng=1)
    print(f"{mistake:22s} -> {rep.verdict}; likeliest mistake: {rep.diagnosis or '-'}")
    names.append(mistake)
    caught.append(-np.log10(max(float(rep.p_adjusted.min()), 1e-300)))
    checks(f"'{words}' is caught and named", not rep.passed and rep.diagnosis == words)

# --- Part 3: the long-run law.
good = check_stationary(my_step, model, T, n_chains=4000, rng=2)
bad = check_stationary(planted_step(model, T, "temperature-twice"), model, T, n_chains=4000, rng=2)
print(good)
checks(f"the correct step's chains reach pi after the exact t_mix ({good.steps} steps): p = "
       f"{float(good.p_values[0]):.3g}", good.passed)
checks(f"temperature applied twice reaches another law: p = {float(bad.p_values[0]):.2g}", not bad.passed)

plt = pyplot()
fig, ax = plt.subplots(figsize=(7, 3.6))
ax.barh(names, caught, color="#b5452d")
ax.axvline(3, color="k", lw=1, ls="--", label="alpha = 1e-3")
ax.set_xlabel("-log10 of the smallest Holm-adjusted p-value (800 draws per start)")
ax.set_title("Each planted mistake against the exact kernel")
ax.legend(loc="lower right")
save(fig, out / "09_test_your_sampler.png")
checks.finish()

"""Results in a notebook: compute, save, load back, look at them as a table and a figure.

Written as notebook cells (a script here, so the test suite can run it). Every result of
the package is a plain object that
- saves to JSON and loads back equal (``result.save(path)``, ``Type.load(path)``);
- shows itself as a pandas DataFrame (``result.to_frame()``) and, in Jupyter, as a small
  HTML table (``_repr_html_``, what a cell displays);
- is drawn by :mod:`toolkit.plot`, whose ``plot_*`` functions take the result and return a
  matplotlib Axes (pass ``ax=`` to place it in your own figure).

The chain: Glauber dynamics of the Ising model (Potts with q = 2) on a cycle of 6 sites,
64 states, small enough to solve exactly. Its stationary law has a closed form (the
transfer matrix), so the numbers below are checked against theory, not only against
themselves. A batch of sampled chains on the same model shows the sampled side
(``ChainRun``: trace plot, HTML summary, ArviZ export when the ``arviz`` extra is installed).

Run:  python examples/08_notebook.py [--out DIR]   (a few seconds)
"""

import math

import numpy as np
from _common import Checks, output_dir, pyplot, save

from exact import ExactChain
from toolkit.diagnostics import rhat
from toolkit.models import potts
from toolkit.plot import plot_trace, plot_tv_curve
from toolkit.results import MixingResult, SpectralSummary
from toolkit.sampling import run_chains

out = output_dir(__doc__.splitlines()[0])
checks = Checks()
n, coupling, T, eps = 6, 1.0, 1.0, 0.25

# %% [1] Compute: the exact chain and its worst-start mixing time.
model = potts(2, n, coupling, graph="cycle")
chain = ExactChain(model, temperature=T, name="Ising cycle n=6")
mixing = chain.mixing(eps)
spectrum = chain.spectrum
print(f"{chain}: t_mix({eps:g}) = {mixing.t_mix}, spectral gap {spectrum.spectral_gap:.5f}, "
      f"t_rel = {spectrum.relaxation_time:.3f}")

# The stationary law against the transfer matrix: with K = coupling/T, the edge weight
# e^(K [a == b]) has the matrix [[e^K, 1], [1, e^K]], eigenvalues l1 = e^K + 1 and
# l2 = e^K - 1, Z = l1^n + l2^n, and the mean fraction of agreeing edges is
# d ln Z / dK / n = e^K (l1^(n-1) + l2^(n-1)) / (l1^n + l2^n)  (Baxter, Exactly Solved
# Models in Statistical Mechanics, 1982, ch. 2).
K = coupling / T
l1, l2 = math.exp(K) + 1, math.exp(K) - 1
agree_theory = math.exp(K) * (l1 ** (n - 1) + l2 ** (n - 1)) / (l1 ** n + l2 ** n)


def agree_fraction(x):
    """Fraction of the cycle's n edges whose two ends hold the same token, per state."""
    x = np.asarray(x)
    return (x == np.roll(x, -1, axis=1)).mean(axis=1)


states = chain.kernel.space.all_states()
agree_exact = float(chain.pi @ agree_fraction(states))
print(f"mean fraction of agreeing edges: exact {agree_exact:.12f}, transfer matrix {agree_theory:.12f}")
checks("the exact stationary mean of the agreeing-edge fraction equals the transfer-matrix formula "
       "(to 1e-12)", abs(agree_exact - agree_theory) < 1e-12)

# %% [2] Save the results and load them back (JSON: readable, lossless).
mixing_path, spectrum_path = out / "08_mixing.json", out / "08_spectrum.json"
mixing.save(mixing_path)
spectrum.save(spectrum_path)
loaded = MixingResult.load(mixing_path)
loaded_spectrum = SpectralSummary.load(spectrum_path)
print(f"saved {mixing_path.name} ({mixing_path.stat().st_size} bytes) and {spectrum_path.name}; loaded back")
checks("the loaded mixing result equals the computed one", loaded == mixing)
checks("the loaded spectral summary equals the computed one", loaded_spectrum == spectrum)

# %% [3] The loaded result as a DataFrame (a notebook cell would end with `frame`).
frame = loaded.to_frame()
print(frame.to_string(index=False, float_format=lambda v: f"{v:.6f}"))
checks("the frame holds the result's d(t), one row per evaluated t",
       list(frame["t"]) == list(loaded.times) and np.array_equal(frame["d"].to_numpy(), loaded.distances))
# From a point mass at x, TV(delta_x, pi) = 1 - pi(x), so d(0) = 1 - min_x pi(x).
d0 = float(frame.loc[frame["t"] == 0, "d"].iloc[0])
checks(f"d(0) = {d0:.6f} equals 1 - min pi = {1 - chain.pi.min():.6f} (TV from a point mass)",
       abs(d0 - (1 - chain.pi.min())) < 1e-12)
checks("d(t) does not increase (the distance to stationarity of a Markov chain never grows)",
       np.all(np.diff(frame["d"].to_numpy()) <= 1e-15))
# Reversible chains (this one: the Potts conditionals are compatible) obey
# (t_rel - 1) ln(1/(2 eps)) <= t_mix(eps) <= t_rel ln(1/(eps pi_min))
# (Levin, Peres & Wilmer, Markov Chains and Mixing Times, 2nd ed., Theorems 12.4 and 12.5).
t_rel = loaded_spectrum.relaxation_time
lower, upper = (t_rel - 1) * math.log(1 / (2 * eps)), t_rel * math.log(1 / (eps * chain.pi.min()))
checks(f"{lower:.2f} <= t_mix = {loaded.t_mix} <= {upper:.2f} (relaxation-time bounds, reversible chain)",
       lower <= loaded.t_mix <= upper)
# In Jupyter the loaded result displays as an HTML table: this is what the cell shows.
html = loaded._repr_html_()
print(f"notebook display: {len(html)} characters of HTML, starting {html[:60]!r}")
checks("the HTML display is a table showing t_mix", "<table" in html and f">{loaded.t_mix}<" in html)

# %% [4] Sampled chains on the same model: the estimate against the exact value.
run = run_chains(model, temperature=T, n_chains=16, n_steps=3000, burn_in=500, record_every=5,
                 record_states=False, observables={"agree": agree_fraction}, rng=8)
draws = run.observable("agree")
mean, se = float(draws.mean()), float(draws.mean(axis=1).std(ddof=1) / math.sqrt(run.n_chains))
r_hat = rhat(draws)
print(f"{run}\nsampled agreeing-edge fraction {mean:.4f} +- {se:.4f} (R-hat {r_hat:.4f}); exact {agree_theory:.4f}")
checks(f"sampled mean within 4 standard errors of the exact value (z = {(mean - agree_theory) / se:+.2f})",
       abs(mean - agree_theory) <= 4 * se)
checks(f"R-hat = {r_hat:.4f} <= 1.01 (the chains agree)", r_hat <= 1.01)
try:
    data = run.to_arviz()  # the `arviz` extra; the InferenceData a notebook hands to az.plot_*
except ImportError:
    print("arviz is not installed (pip install 'glauber-mlm[arviz]'): no ArviZ export")
else:
    print(f"ArviZ export: posterior variables {list(data['posterior'].data_vars)}, "
          f"{data['posterior'].sizes['chain']} chains x {data['posterior'].sizes['draw']} draws")

# %% [5] Plot through toolkit.plot: each function takes the result and returns its Axes.
plt = pyplot()
fig, (ax_tv, ax_trace) = plt.subplots(1, 2, figsize=(11, 4.2))
plot_tv_curve(loaded, ax=ax_tv)
ax_tv.set_title(f"exact $d(t)$, {chain.name}, $T = {T:g}$", fontsize=10)
plot_trace(run, "agree", ax=ax_trace, max_chains=2)
ax_trace.set_ylabel("fraction of agreeing edges")
ax_trace.axhline(agree_theory, color="tab:red", linestyle="--", linewidth=1.2, label="exact mean")
ax_trace.legend(fontsize=9, loc="lower right")
ax_trace.set_title("sampled: 2 of 16 chains and the mean of all 16", fontsize=10)
line = ax_tv.lines[0]
drawn = np.asarray(line.get_ydata(), dtype=float)
checks("the d(t) curve drawn is the loaded result's (its nonzero values)",
       np.array_equal(drawn, np.asarray(loaded.distances)[np.asarray(loaded.distances) > 0]))
fig.tight_layout()
save(fig, out / "08_notebook.png")
checks.finish()

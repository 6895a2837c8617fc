"""Hot chains mix in O(n log n) steps, compatible or not.

At high temperature each site depends only weakly on the others. Measure that
dependence by the influence R_ij (how far the conditional at i can move when site j
changes) and its column sums alpha = max_j sum_i R_ij. When alpha < 1, two copies of the
chain coupled site by site get closer on average at every step, which gives the
contraction bound

    t_mix <= ceil(n ln(n / eps) / (1 - alpha))          (eps = 1/4),

an O(n log n) mixing time. Nothing in that argument needs the conditionals to be
compatible. Here the exact worst-start t_mix (from the full transition matrix) is set
beside the bound for two families:

- Curie-Weiss (all sites couple equally, compatible) at T = 2;
- random asymmetric pairwise couplings of size 1/n (incompatible, non-reversible,
  a fresh random model for each n) at T = 1;

and, for contrast, Curie-Weiss at T = 0.5, where alpha >= 1 for n >= 4: no bound, and the
mixing time outgrows n ln n.

Run:  python examples/03_nlogn_high_temperature.py [--out DIR]   (a few seconds)
"""

import numpy as np
from _common import Checks, output_dir, pyplot, save

from exact import nlogn_scan
from toolkit.models import curie_weiss, random_pairwise

out = output_dir(__doc__.splitlines()[0])
checks = Checks()
N_VALUES = range(2, 11)  # up to 2**10 = 1024 states; every start is followed exactly



def curie_weiss_beta1(n):
    return curie_weiss(n, 1.0)


def asymmetric_pairwise_scale_1_over_n(n):
    return random_pairwise(2, n, 1.0 / n, rng=n)


# nlogn_scan builds each model, computes the exact influences (alpha), the bound, and the
# exact t_mix by evolving the distribution from every start state.
scans = {
    "Curie-Weiss, T = 2": nlogn_scan(curie_weiss_beta1, N_VALUES, temperature=2.0),
    "asymmetric pairwise (scale 1/n), T = 1": nlogn_scan(asymmetric_pairwise_scale_1_over_n, N_VALUES,
                                                         temperature=1.0),
}
cold = nlogn_scan(curie_weiss_beta1, range(2, 10), temperature=0.5)
for scan in (*scans.values(), cold):
    print(scan.table(), "\n")

# Fit t_mix ~ c n ln n by least squares (through the origin) on each hot family.
fits = {}
for label, scan in scans.items():
    n = np.array([r.n for r in scan.rows], dtype=float)
    t = np.array([r.t_mix for r in scan.rows], dtype=float)
    x = n * np.log(n)
    fits[label] = float(x @ t / (x @ x))
    print(f"{label}: t_mix ~ {fits[label]:.3f} n ln n")

# What to notice: in both hot families the bound holds for every n and t_mix / (n ln n)
# settles to a constant (the bound itself is a few times larger, because it guards the
# worst case over pairs of states). In the cold family the ratio keeps growing: mixing
# there is governed by escaping from the two magnetized basins (example 04), not by
# contraction.
for label, scan in scans.items():
    ratios = [r.ratio for r in scan.rows if r.n >= 4]
    checks(f"{label}: alpha < 1 and t_mix <= contraction bound for every n = 2..{N_VALUES[-1]} "
           f"(largest t_mix/bound = {max(r.t_mix / r.bound for r in scan.rows):.2f})",
           scan.all_hold and all(r.alpha_col < 1 for r in scan.rows))
    checks(f"{label}: t_mix / (n ln n) stays within a factor 2 for n >= 4 "
           f"([{min(ratios):.2f}, {max(ratios):.2f}])", max(ratios) < 2 * min(ratios))
cold_ratio = [r.ratio for r in cold.rows]
checks(f"Curie-Weiss, T = 0.5: t_mix / (n ln n) grows instead ({cold_ratio[0]:.1f} at n = 2 -> "
       f"{cold_ratio[-1]:.1f} at n = {cold.rows[-1].n})", cold_ratio[-1] > 3 * cold_ratio[0])

plt = pyplot()
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4.8))
colors = ["tab:blue", "tab:orange"]
grid = np.linspace(2, N_VALUES[-1], 100)
for color, (label, scan) in zip(colors, scans.items(), strict=True):
    n = [r.n for r in scan.rows]
    ax1.plot(n, [r.t_mix for r in scan.rows], "o", color=color, label=f"exact t_mix: {label}")
    ax1.plot(n, [r.bound for r in scan.rows], "--", color=color, label="contraction bound")
    ax1.plot(grid, fits[label] * grid * np.log(grid), ":", color=color, lw=1.2,
             label=f"fit {fits[label]:.2f} n ln n")
    ax2.plot(n, [r.ratio for r in scan.rows], "o-", color=color, label=label)
ax2.plot([r.n for r in cold.rows], cold_ratio, "s-", color="tab:gray", label="Curie-Weiss, T = 0.5 (no bound)")
ax1.set_xlabel("number of sites n")
ax1.set_ylabel("steps (single-site updates)")
ax1.set_title("High temperature: exact t_mix(1/4) below the contraction bound")
ax1.legend(fontsize=8)
ax2.set_xlabel("number of sites n")
ax2.set_ylabel("t_mix / (n ln n)")
ax2.set_yscale("log")
ax2.set_title("The ratio settles when hot, grows when cold")
ax2.legend(fontsize=8)
for ax in (ax1, ax2):
    ax.set_xticks(list(N_VALUES))
    ax.grid(alpha=0.3)
fig.tight_layout()
save(fig, out / "03_nlogn.png")
checks.finish()

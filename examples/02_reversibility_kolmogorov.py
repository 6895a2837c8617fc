"""Reversibility, Kolmogorov's criterion and the rectangle: three views of one fact.

A Markov chain with stationary law pi is *reversible* when detailed balance holds,
pi(x) P(x, y) = pi(y) P(y, x): the film of the chain looks the same run backwards.
Kolmogorov's criterion says the same without pi: a chain is reversible iff every cycle
has the same probability forwards and backwards. For Glauber dynamics the cycles that
matter are the 4-cycles that move two sites i and j in turn, and the log of their
forward/backward ratio is exactly the rectangle statistic log R / T of example 01.
So: compatible conditionals <=> all rectangles vanish <=> the chain is reversible.

We check this on the exact 8-state kernel of a random 3-site model twice: once with
asymmetric couplings (incompatible, like an MLM) and once with symmetric ones.

Run:  python examples/02_reversibility_kolmogorov.py [--out DIR]
"""

import numpy as np
from _common import Checks, output_dir, pyplot, save

from exact import (
    all_rectangles,
    compatibility_report,
    detailed_balance_residual,
    glauber_kernel,
    kolmogorov_log_ratios,
    stationary,
)
from toolkit.models import format_state, random_pairwise

out = output_dir(__doc__.splitlines()[0])
checks = Checks()
T = 1.0

models = {
    "incompatible (asymmetric couplings)": random_pairwise(2, 3, 0.7, rng=5),
    "compatible (symmetric couplings)": random_pairwise(2, 3, 0.7, symmetric=True, rng=5),
}

cycles = {}
k = None
for label, model in models.items():
    print(f"\n=== {label}: {model}, T = {T:g}")
    K = glauber_kernel(model, temperature=T)
    P = K.dense()  # 8 x 8: small enough to read entries off directly
    pi = stationary(K)

    # View 1: detailed balance. The residual sum |pi(x)P(x,y) - pi(y)P(y,x)| is 0 iff reversible.
    residual = detailed_balance_residual(K, pi)

    # View 2: the rectangles (one per site pair, context and token pairs: 6 here).
    table = all_rectangles(K, temperature=T)

    # View 3: Kolmogorov. For each rectangle, the log of (forward / backward) product of
    # transition probabilities around its 4-cycle x00 -> x01 -> x11 -> x10 -> x00
    # (x01: site j changed first; the opposite cycle gives -log R).
    kol = kolmogorov_log_ratios(K, table)
    print("   i  j  log R / T    log(fwd/bwd)")
    for r in range(len(table)):
        print(f"   {table.i[r]}  {table.j[r]}  {table.log_r[r]:+.6f}   {kol[r]:+.6f}")
    print(f"detailed-balance residual: {residual:.3g}; certified rectangles: {table.n_certified}/{len(table)}")

    # One cycle by hand, from the matrix entries: the rectangle with the largest |log R|
    # of the incompatible model (rectangles come in the same order for both models).
    if k is None:
        k = int(np.argmax(np.abs(table.log_r)))
    x00, x01, x11, x10 = table.corner_indices()[k]
    fwd = P[x00, x01] * P[x01, x11] * P[x11, x10] * P[x10, x00]
    bwd = P[x01, x00] * P[x11, x01] * P[x10, x11] * P[x00, x10]
    print(f"4-cycle {' -> '.join(format_state(model, K.space.states([s])[0]) for s in (x00, x01, x11, x10))}: "
          f"forward {fwd:.6g}, backward {bwd:.6g}, log ratio {np.log(fwd / bwd):+.6f} = log R {table.log_r[k]:+.6f}")
    cycles[label] = (model, K, P, (x00, x01, x11, x10), table.log_r[k], (table.i[k], table.j[k]))

    checks(f"{label}: log(forward/backward) equals log R / T on all {len(table)} rectangles "
           f"(max error {np.max(np.abs(kol - table.log_r)):.1e})",
           np.allclose(kol, table.log_r, rtol=0, atol=1e-10))
    checks(f"{label}: the hand-computed cycle ratio equals log R / T",
           np.isclose(np.log(fwd / bwd), table.log_r[k], rtol=0, atol=1e-10))
    reversible = residual < 1e-12
    checks(f"{label}: reversible (residual {residual:.2g}) exactly when no rectangle is certified "
           f"({table.n_certified} certified)", reversible == (table.n_certified == 0))

    # The library bundles these views, plus two consequences of incompatibility: the
    # conditionals of pi differ from the model's (drift, in nats), and random-scan and
    # systematic-scan chains converge to different laws.
    report = compatibility_report(model, temperature=T)
    print(report.table())
    checks(f"{label}: compatibility_report finds the rectangle test and reversibility consistent",
           report.consistent)

# A picture of the worst 4-cycle of each model: forward probabilities on the outside
# (clockwise), backward ones on the inside. For the compatible model the two products
# agree; for the incompatible one they differ by the factor e^(log R).
plt = pyplot()
fig, axes = plt.subplots(1, 2, figsize=(11, 5.2))
corner_xy = {0: (0, 0), 1: (0, 1), 2: (1, 1), 3: (1, 0)}  # x00 bottom-left, x01 top-left, ...
for ax, (label, (model, K, P, corners, log_r, (i, j))) in zip(axes, cycles.items(), strict=True):
    names = [format_state(model, K.space.states([s])[0]) for s in corners]
    for c, (x, y) in corner_xy.items():
        ax.text(x, y, names[c], ha="center", va="center", fontsize=12, family="monospace",
                bbox=dict(boxstyle="round,pad=0.4", fc="lightyellow", ec="gray"))
    fwd_total = bwd_total = 1.0
    for c in range(4):
        s, t = corners[c], corners[(c + 1) % 4]
        (x0, y0), (x1, y1) = corner_xy[c], corner_xy[(c + 1) % 4]
        # unit normal pointing out of the square, to offset the two arrows of each edge
        mx, my = (x0 + x1) / 2 - 0.5, (y0 + y1) / 2 - 0.5
        norm = np.hypot(mx, my)
        nx, ny = mx / norm, my / norm
        shrink = 0.22
        for direction, off, color in ((1, 0.07, "tab:blue"), (-1, -0.07, "tab:red")):
            a, b = ((x0, y0), (x1, y1)) if direction == 1 else ((x1, y1), (x0, y0))
            ua = (a[0] + shrink * (b[0] - a[0]) + off * nx, a[1] + shrink * (b[1] - a[1]) + off * ny)
            ub = (b[0] + shrink * (a[0] - b[0]) + off * nx, b[1] + shrink * (a[1] - b[1]) + off * ny)
            ax.annotate("", xy=ub, xytext=ua, arrowprops=dict(arrowstyle="->", color=color, lw=1.6))
            p = P[s, t] if direction == 1 else P[t, s]
            lx, ly = (x0 + x1) / 2 + 2.6 * off * nx, (y0 + y1) / 2 + 2.6 * off * ny
            ax.text(lx, ly, f"{p:.3g}", color=color, ha="center", va="center", fontsize=10)
            if direction == 1:
                fwd_total *= p
            else:
                bwd_total *= p
    ax.set_xlim(-0.45, 1.45)
    ax.set_ylim(-0.45, 1.45)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_title(f"{label}\nforward {fwd_total:.3g} / backward {bwd_total:.3g}: log ratio {log_r:+.3f}",
                 fontsize=10)
    ax.set_xlabel(f"site {i} changes (left <-> right)", fontsize=9)
    ax.set_ylabel(f"site {j} changes (bottom <-> top)", fontsize=9)
axes[0].plot([], [], color="tab:blue", label="forward P(x, y) (clockwise)")
axes[0].plot([], [], color="tab:red", label="backward P(y, x)")
axes[0].legend(loc="lower center", bbox_to_anchor=(1.1, -0.2), ncol=2, fontsize=9, frameon=False)
fig.suptitle(f"Kolmogorov's criterion on the worst 4-cycle of each exact kernel (T = {T:g})")
fig.subplots_adjust(bottom=0.17, top=0.84, wspace=0.2)
save(fig, out / "02_kolmogorov_cycles.png")
checks.finish()

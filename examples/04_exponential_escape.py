"""Cold chains get trapped: exit times grow like e^(gamma / T).

A state x* is a strict argmax fixed point with margin gamma when, at every site, its own
token beats every other token by at least gamma in logits. At temperature T a step
changes x* with probability at most (q - 1) e^(-gamma/T), so the expected time to leave
x* is at least

    E[tau_exit] >= e^(gamma/T) / (q - 1):

exponential in 1/T. Part 1 checks this bound, exactly, on a random incompatible model
with planted fixed points of margin gamma = 1.5, and fits the slope of ln E[tau_exit]
against 1/T: it tends to gamma.

Part 2 looks at a whole basin (the states that the zero-temperature dynamics carries to
x*) in a ferromagnet. Leaving it takes several uphill moves in a row, so the exit time
grows faster than e^(gamma/T): the slope tends to the cheapest total climb V
(Freidlin-Wentzell), which lies between gamma and k * gamma (k = the fewest uphill
moves needed), reported as an observation, not a theorem.

Part 3 checks the exact times against simulation: the rejection-free (n-fold way)
sampler jumps over the long waits (one model call per change of state, not per step), so
400 chains that each stay ~10^5 steps need only about a thousand batched model calls.

Run:  python examples/04_exponential_escape.py [--out DIR]   (a few seconds)
"""

import numpy as np
from _common import Checks, output_dir, pyplot, save

from exact import basins, fixed_points, glauber_kernel, metastability_scan
from exact.metastable import expected_exit_times
from toolkit.metastable import exit_times, state_set
from toolkit.models import planted_margin, potts

out = output_dir(__doc__.splitlines()[0])
checks = Checks()

# --- Part 1: one fixed point of a random, incompatible model (q = 3 tokens, n = 4 sites).
GAMMA = 1.5
planted = planted_margin(3, 4, GAMMA, rng=0)
xstar = fixed_points(planted)[0]
print(f"planted fixed point [{xstar.text}], margin gamma = {xstar.gamma:.6g}")
inv_T = np.linspace(0.5, 8.0, 16)
scan = metastability_scan(planted, 1.0 / inv_T, state=xstar.index)
print(scan.table())
checks(f"E[tau_exit] >= e^(gamma/T)/(q-1) at all {len(scan.rows)} temperatures "
       f"(smallest ln(ratio) {min(r.log_exit_time - r.log_bound for r in scan.rows):.3f})", scan.all_hold)
checks(f"the slope of ln E[tau_exit] vs 1/T is gamma: {scan.slope:.4f} vs {scan.gamma:g} "
       f"(relative error {scan.slope_rel_error:.1e} < 1e-2)", scan.slope_rel_error < 1e-2)

# --- Part 2: the basin of all-zeros in a 6-site ferromagnet (two tokens, complete graph).
ferro = potts(2, 6, 1.0)
basin_scan = metastability_scan(ferro, 1.0 / np.linspace(0.25, 4.0, 16), state=0, set_kind="basin")
print(basin_scan.table())
checks(f"the escape bound also holds for the basin at every temperature (gamma = {basin_scan.gamma:g})",
       basin_scan.all_hold)
print(f"observation: basin slope {basin_scan.slope:.3f} lies between gamma = {basin_scan.gamma:g} and "
      f"k * gamma = {basin_scan.k_gamma:g}, close to the least climb V = {basin_scan.cost:g}")

# --- Part 3: the same exit times by simulation, one moderate temperature each.
sampled = {}
for label, model, state, T, in_basin in (
    ("fixed point", planted, xstar.index, 1 / 3, None),
    ("basin", ferro, 0, 2 / 3, basins(ferro).basin(0)),
):
    K = glauber_kernel(model, temperature=T)
    mask = in_basin if in_basin is not None else np.arange(K.n_states) == state
    exact_tau = expected_exit_times(K, mask)[state]
    inside = state_set(K.space.states(np.flatnonzero(mask)), q=K.q)  # the same set, as a predicate
    result = exit_times(model, inside, start=K.space.states([state])[0], temperature=T, n_chains=400,
                        method="rejection-free", rng=1)
    est = result.mean
    sampled[label] = (T, est)
    print(f"{label} at T = {T:.3g}: exact E[tau_exit] = {exact_tau:.5g}, sampled {est} "
          f"({result.n_model_calls} batched model calls)")
    checks(f"{label}: the sampled mean exit time is within 4 standard errors of the exact one "
           f"(z = {(est.value - exact_tau) / est.stderr:+.2f})", abs(est.value - exact_tau) <= 4 * est.stderr)

# --- The picture: ln E[tau_exit] against 1/T is a straight line at low temperature.
plt = pyplot()
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4.8))
x = np.array([r.inv_temperature for r in scan.rows])
ax1.plot(x, [r.log_exit_time for r in scan.rows], "o", label="exact ln E[tau_exit]")
ax1.plot(x, [r.log_bound for r in scan.rows], "--", color="tab:red", label="bound ln(e^(gamma/T)/(q-1))")
ax1.plot(x, scan.intercept + scan.slope * x, ":", color="k",
         label=f"fit, slope {scan.slope:.3f} (gamma = {scan.gamma:g})")
T, est = sampled["fixed point"]
ax1.errorbar([1 / T], [np.log(est.value)], yerr=[[np.log(est.value) - np.log(est.ci[0])],
                                                 [np.log(est.ci[1]) - np.log(est.value)]],
             fmt="s", color="tab:green", capsize=4, label="sampled (rejection-free), 95% CI")
ax1.set_title(f"Fixed point [{xstar.text}] of a random incompatible model")

xb = np.array([r.inv_temperature for r in basin_scan.rows])
yb = np.array([r.log_exit_time for r in basin_scan.rows])
ax2.plot(xb, yb, "o", label="exact ln E[tau_exit] from the basin")
ax2.plot(xb, [r.log_bound for r in basin_scan.rows], "--", color="tab:red",
         label=f"bound with gamma = {basin_scan.gamma:g}")
for slope, style, name in ((basin_scan.cost, ":", "V"), (basin_scan.k_gamma, "-.", "k * gamma")):
    ax2.plot(xb, yb[-1] + slope * (xb - xb[-1]), style, color="gray", label=f"slope {name} = {slope:g}")
T, est = sampled["basin"]
ax2.errorbar([1 / T], [np.log(est.value)], yerr=[[np.log(est.value) - np.log(est.ci[0])],
                                                 [np.log(est.ci[1]) - np.log(est.value)]],
             fmt="s", color="tab:green", capsize=4, label="sampled (rejection-free), 95% CI")
ax2.set_ylim(min(yb.min(), 0) - 1, yb.max() * 1.1)
ax2.set_title(f"Basin of all-zeros ({basin_scan.set_size} states), 6-site ferromagnet")
for ax in (ax1, ax2):
    ax.set_xlabel("inverse temperature 1/T")
    ax.set_ylabel("ln E[tau_exit]  (steps)")
    ax.legend(fontsize=8, loc="upper left")
    ax.grid(alpha=0.3)
fig.tight_layout()
save(fig, out / "04_escape.png")
checks.finish()

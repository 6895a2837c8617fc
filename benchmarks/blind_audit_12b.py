"""Twelfth blind mutation audit, part b (issue 30): 46 mutants in the 12 modules dealt to part b
by the twelfth draw (``python benchmarks/blind_audit_5_draw.py --audit 12 --seed 2026120512``:
exact/passage, exact/_harmonic_ritz, toolkit/lattice, exact/logits, exact/timescales,
toolkit/app/commands/phase, toolkit/models/_params, toolkit/strategies,
toolkit/app/report/known_results, exact/metastable, toolkit/unmasking, exact/_arnoldi), written
without reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under
``tests/`` (protocol: benchmarks/blind_audit_12_protocol.md; parts a and c have their own runner
files). Each mutant is a bug a developer could make in the source, read for this audit: 3 for a
module under 150 statements, 5 for 150-400, 8 above 400. Mutants believed equivalent are
marked (``EQUIVALENT``) before anything ran; the ones found after the first run to be the same
bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the
record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(:func:`scripts.automut.default_tests`: the files under ``tests/`` that name the module, plus
the files the project's catalogue runs against it, then the module itself, so its doctests run
last), computed when this file loads, i.e. on the commit the run is made on. A mutant first
failed by its module's doctest is a kill; the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_12b.py --list
    python benchmarks/blind_audit_12b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_12b.py --id 'audit12b.passage.*' --timeout 300
    python benchmarks/blind_audit_12b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted tests of a module: automut.default_tests)

PS, HR, LT, LG = "exact/passage.py", "exact/_harmonic_ritz.py", "toolkit/lattice.py", "exact/logits.py"
TS, PH, PA, ST = "exact/timescales.py", "toolkit/app/commands/phase.py", "toolkit/models/_params.py", \
    "toolkit/strategies.py"
KR, MS, UM, AR = "toolkit/app/report/known_results.py", "exact/metastable.py", "toolkit/unmasking.py", \
    "exact/_arnoldi.py"
MODULES = (PS, HR, LT, LG, TS, PH, PA, ST, KR, MS, UM, AR)

# ---------------------------------------------------------------- test sets (the targeted tests, at load)
TESTS = {f: automut.default_tests(f) for f in MODULES}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ exact/passage.py (353 statements: 5)
    _m("audit12b.passage.survival_DP_order", PS,
       "        u = np.asarray(Pop @ (outside * u), dtype=float)\n",
       "        u = outside * np.asarray(Pop @ u, dtype=float)\n",
       "survival from every state: (D P)^t 1 instead of (P D)^t 1 (the start state's own membership of B "
       "counted, the last step's not): wrong on B and off it"),
    _m("audit12b.passage.between_unconditioned", PS,
       "w = np.exp(lp[Amask] - logsumexp(lp[Amask]))",
       "w = np.exp(lp[Amask])",
       "mean passage time between sets weighted by pi on A, not by pi(. | A) (not renormalised to A)"),
    _m("audit12b.passage.return_time_no_one", PS,
       "Pm = 1.0 + np.asarray(Pop @ mz, dtype=float)",
       "Pm = np.asarray(Pop @ mz, dtype=float)",
       "return time E_x[tau_B^+] = (P m_B)(x): the first step's 1 forgotten (Kac's 1/pi(B) off by one)"),
    _m("audit12b.passage.risky_through_B", PS,
       "risky = can_reach(sp.csr_matrix(G.multiply((~B)[:, None])), never) & ~B",
       "risky = can_reach(G, never) & ~B",
       "infinite passage time for states that reach the never-reaching states only through B (paths "
       "not stopped at B)"),
    _m("audit12b.passage.state_set_upper_guard", PS,
       "if idx.size and (idx.min() < 0 or idx.max() >= N):",
       "if idx.size and (idx.min() < 0 or idx.max() > N):",
       "state index N (one past the last) not refused with the InvalidInputError naming the argument"),
    # ------------------------------------------------------------------ exact/_harmonic_ritz.py (274: 5)
    _m("audit12b._harmonic_ritz.local_max_ties", HR,
       "np.logical_or.at(worse, r, log_pi[c] > log_pi[r])",
       "np.logical_or.at(worse, r, log_pi[c] >= log_pi[r])",
       "wells: a state with a neighbour of equal pi is not a local maximum (a flat basin bottom has no well)"),
    _m("audit12b._harmonic_ritz.lower_no_denominator", HR,
       "fixed = th_h / (1 + th_h) if th_h < 1 else mpmath.inf",
       "fixed = th_h if th_h < 1 else mpmath.inf",
       "eta-free interval: lower end theta_1 (1 - theta_1 max h) instead of theta_1 / (1 + theta_1 max h)"),
    _m("audit12b._harmonic_ritz.eta_from_theta1", HR,
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th_top",
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th1",
       "separation eta = 1/max h - theta_1 instead of 1/max h - theta_{m-1} (the top Ritz value of the "
       "cluster; same for two wells)"),
    _m("audit12b._harmonic_ritz.nonrev_fastest", HR,
       "k = min(order, key=lambda j: gaps[j])",
       "k = max(order, key=lambda j: gaps[j])",
       "non-reversible pencil: the fastest non-Perron eigenvalue taken as the gap, not the slowest"),
    _m("audit12b._harmonic_ritz.generator_diag_self", HR,
       "G[i, i] = mpmath.fsum(A[i, j] for j in range(m) if j != i)",
       "G[i, i] = mpmath.fsum(A[i, j] for j in range(m))",
       "trace-chain generator: the diagonal sums the self-rate A(s, s) too (the docstring says it is ignored)"),
    # ------------------------------------------------------------------ toolkit/lattice.py (97: 3)
    _m("audit12b.lattice.err_no_sqrt_groups", LT,
       "err = reps.std(axis=2, ddof=1) / math.sqrt(R)",
       "err = reps.std(axis=2, ddof=1)",
       "replicate error bars: the spread of the groups, not the standard error of their mean (1/sqrt(R) lost)"),
    _m("audit12b.lattice.n_square_on_ring", LT,
       "        n = L**dimension\n",
       "        n = L**2\n",
       "susceptibility's site count L^2 whatever the dimension (the ring's chi L times too large)"),
    _m("audit12b.lattice.chi_no_temperature", LT,
       "reps[i, j, :, 1] = n * (m2 - am**2) / t",
       "reps[i, j, :, 1] = n * (m2 - am**2)",
       "connected susceptibility without its 1/T"),
    # ------------------------------------------------------------------ exact/logits.py (82: 3)
    _m("audit12b.logits.progress_threshold_swapped", LG,
       "auto = rows > (batch_size if own is not None else 4 * batch_size)",
       "auto = rows > (4 * batch_size if own is not None else batch_size)",
       "automatic progress bar: the masked LM's threshold (one forward pass) and the others' (4 batches) swapped"),
    _m("audit12b.logits.batch_size_zero", LG,
       "return int(b) if isinstance(b, (int, np.integer)) and not isinstance(b, bool) and b > 0 else None",
       "return int(b) if isinstance(b, (int, np.integer)) and not isinstance(b, bool) else None",
       "a model's batch_size of 0 (or negative) taken as its batch size instead of the default"),
    _m("audit12b.logits.site_error_no_floor", LG,
       "return 2.0 * self.n * float(np.finfo(np.float64).eps) * max(float(np.abs(self.values[i]).max()), 1.0)",
       "return 2.0 * self.n * float(np.finfo(np.float64).eps) * float(np.abs(self.values[i]).max())",
       "assumed logit error without the floor at 1: zero for an all-zero site, tiny for small logits"),
    # ------------------------------------------------------------------ exact/timescales.py (275: 5)
    _m("audit12b.timescales.lag_dropped", TS,
       "return np.where(mu >= 1.0, 0.0, -lag / np.log1p(-mu))",
       "return np.where(mu >= 1.0, 0.0, -1.0 / np.log1p(-mu))",
       "timescales not multiplied by the lag"),
    _m("audit12b.timescales.k_guard_off_by_one", TS,
       "    if k > N - 1:\n",
       "    if k > N:\n",
       "k = N (one more than the N - 1 non-Perron eigenvalues) not refused"),
    _m("audit12b.timescales.rel_unsure_one_side", TS,
       "unsure = (mu <= err_mu) | (1.0 - mu <= err_mu)",
       "unsure = mu <= err_mu",
       "relative error finite where |lambda| is within its error of 0 (only the side near 1 made infinite)"),
    _m("audit12b.timescales.refine_negative", TS,
       "near = (w > 0) & (1.0 - w < REFINE_GAP)",
       "near = 1.0 - np.abs(w) < REFINE_GAP",
       "Dirichlet-form Rayleigh-Ritz (a refinement of eigenvalues near +1) applied to eigenvalues near -1 too"),
    _m("audit12b.timescales.spectral_worse_kept", TS,
       "and (not math.isfinite(err[0]) or e < err[0]):",
       "and (not math.isfinite(err[0]) or e > err[0]):",
       "slowest timescale replaced by spectral_summary's when its error is larger, not smaller"),
    # ------------------------------------------------------------------ toolkit/app/commands/phase.py (238: 5)
    _m("audit12b.phase.torus_odd_L", PH,
       "if L * L != n or L < 3 or (lattice and (L < 4 or L % 2)):",
       "if L * L != n or L < 3 or (lattice and L < 4):",
       "--graph torus with checkerboard sampling: odd L (n = 25, 49) not refused before the run"),
    _m("audit12b.phase.sizes_not_distinct", PH,
       "    sizes = sorted(set(ns))\n",
       "    sizes = sorted(ns)\n",
       "--n sizes not made distinct: '--n 8,8' passes the two-sizes check"),
    _m("audit12b.phase.asymmetric_flipped", PH,
       "symmetric=None if args.asymmetric is None else not args.asymmetric,",
       "symmetric=None if args.asymmetric is None else args.asymmetric,",
       "--asymmetric passed as symmetric=True (the nn-chain stays compatible)"),
    _m("audit12b.phase.timings_swapped", PH,
       'timings={"seconds": seconds, "tasks_run": summary.n_new,\n'
       '                                      "tasks_reused": summary.n_skipped})',
       'timings={"seconds": seconds, "tasks_run": summary.n_skipped,\n'
       '                                      "tasks_reused": summary.n_new})',
       "JSON timings: tasks_run and tasks_reused swapped"),
    _m("audit12b.phase.mixing_change_two_sizes", PH,
       "    if len(rows) < 3:\n",
       "    if len(rows) < 2:\n",
       "mixing change located from two sizes (the docstring and the note ask for 3)"),
    # ------------------------------------------------------------------ toolkit/models/_params.py (56: 3)
    _m("audit12b._params.scale_zero_refused", PA,
       "if not (math.isfinite(value) and value >= 0):",
       "if not (math.isfinite(value) and value > 0):",
       "check_scale refuses scale = 0 (documented: finite and >= 0)"),
    _m("audit12b._params.reject_first_only", PA,
       "    for k in unknown:\n",
       "    for k in unknown[:1]:\n",
       "reject_unknown names only the first unknown keyword (the noun says 'parameters')"),
    _m("audit12b._params.short_list_boundary", PA,
       "return shown if len(values) <= head else",
       "return shown if len(values) < head else",
       "short_list: exactly `head` values shown with an '... (head in all)' tail"),
    # ------------------------------------------------------------------ toolkit/strategies.py (110: 3)
    _m("audit12b.strategies.contracting_no_per_site", ST,
       "per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999",
       "per_site = min(alpha_max, 0.999) if nn > 1 else 0.999",
       "contracting_models: the influence budget not divided among the n - 1 other sites (alpha up to "
       "(n - 1) alpha_max)"),
    _m("audit12b.strategies.table_repair_wrong_context", ST,
       "t[i, _table_context(y, i, qq), a] += 2 * min_asymmetry",
       "t[i, _table_context(x, i, qq), a] += 2 * min_asymmetry",
       "random_tables: the repair moves the logit at the drawn state's context, not the rectangle corner's"),
    _m("audit12b.strategies.symmetric_no_transpose", ST,
       "J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)",
       "J[ju, iu] = J[iu, ju]",
       "symmetric_pairwise: J[j, i] = J[i, j] without the token transpose (incompatible for asymmetric blocks)"),
    # ------------------------------------------------------------------ toolkit/app/report/known_results.py (84: 3)
    _m("audit12b.known_results.window_no_two", KR,
       "return -math.log(2.0 * ndtri((1.0 + eps) / 2.0))",
       "return -math.log(ndtri((1.0 + eps) / 2.0))",
       "hypercube cutoff window: -ln(Phi^-1((1 + eps)/2)) without the 2"),
    _m("audit12b.known_results.barrier_no_T", KR,
       "    return (f(0.0) - f(ms)) / T\n",
       "    return f(0.0) - f(ms)\n",
       "Curie-Weiss free-energy barrier rate not in units of T"),
    _m("audit12b.known_results.cutoff_constant_no_two", KR,
       "1.0 / (2.0 * (1.0 - 1.0 / 2.0))",
       "1.0 / (1.0 - 1.0 / 2.0)",
       "Curie-Weiss cutoff constant 1/(1 - beta/T) instead of 1/(2 (1 - beta/T))"),
    # ------------------------------------------------------------------ exact/metastable.py (237: 5)
    _m("audit12b.metastable.lazy_log_not_log1p", MS,
       "log_leave = log_leave + math.log1p(-kernel.lazy)",
       "log_leave = log_leave + math.log(kernel.lazy)",
       "singleton exit times of a lazy kernel: leave rate times lazy instead of 1 - lazy (same at 1/2)"),
    _m("audit12b.metastable.conductance_no_pi_S", MS,
       "ls = float(logsumexp(lp[mask]))",
       "ls = float(logsumexp(lp))",
       "conductance Q(S, S^c) / pi(space) instead of / pi(S) (the flow itself)"),
    _m("audit12b.metastable.can_exit_all_seeds", MS,
       "seeds = np.flatnonzero(exits > 0)",
       "seeds = np.flatnonzero(exits >= 0)",
       "every state of the set counted as exiting: a set some states cannot leave not refused"),
    _m("audit12b.metastable.rows_offdiag_position", MS,
       "keep = (Mc.col != rows[Mc.row]) & (Mc.data != 0)",
       "keep = (Mc.col != Mc.row) & (Mc.data != 0)",
       "off-diagonal entries of a subset of rows: the column compared with the row's position in the "
       "subset, not its state (diagonals kept, true moves dropped)"),
    _m("audit12b.metastable.bottleneck_eps_sign", MS,
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps",
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) + eps",
       "bottleneck bound (1 - pi(S) + eps)/Phi: the sign of eps flipped (unsound)"),
    # ------------------------------------------------------------------ toolkit/unmasking.py (135: 3)
    _m("audit12b.unmasking.margin_top_minus_last", UM,
       "score = top[:, :, -1] - top[:, :, -2]",
       "score = top[:, :, -1] - top[:, :, 0]",
       "margin order: top probability minus the smallest, not the second largest (same for q = 2)"),
    _m("audit12b.unmasking.remask_default_k_one", UM,
       "k = r if k is None else check_int(k, \"k\", minimum=1)",
       "k = 1 if k is None else check_int(k, \"k\", minimum=1)",
       "remasking's default k = 1 (one site per step) instead of k = r (one parallel step)"),
    _m("audit12b.unmasking.clopper_pearson_off_by_one", UM,
       "L = float(beta.ppf(delta / 2, c, N2 - c + 1)) if c > 0 else 0.0",
       "L = float(beta.ppf(delta / 2, c, N2 - c)) if c > 0 else 0.0",
       "one-sided Clopper-Pearson lower bound from Beta(c, N - c) instead of Beta(c, N - c + 1) (too high)"),
    # ------------------------------------------------------------------ exact/_arnoldi.py (129: 3)
    _m("audit12b._arnoldi.cgs2_flipped", AR,
       "    if after > DGKS * before:\n",
       "    if after < DGKS * before:\n",
       "DGKS test inverted: the second Gram-Schmidt pass skipped exactly when the first cancelled most of w"),
    _m("audit12b._arnoldi.threshold_splits_pairs", AR,
       "while k < srt.size and srt[k] >= srt[k - 1] - 1e-12 * abs(srt[k - 1]):",
       "while k < srt.size and srt[k] > srt[k - 1]:",
       "wanted-set threshold: ties (conjugate pairs) split at the k-th value"),
    _m("audit12b._arnoldi.residual_first_row", AR,
       "res = np.abs(beta * Y[m - 1, :]) / np.linalg.norm(Y, axis=0)",
       "res = np.abs(beta * Y[0, :]) / np.linalg.norm(Y, axis=0)",
       "Ritz residual estimate |beta e_1^T y| instead of |beta e_m^T y|"),
]

# believed equivalent before the run (none)
EQUIVALENT: dict[str, str] = {}

# the same bug as an entry of scripts/mutants.py (filled in after the first run was recorded, by
# the entries on the same module whose changed lines overlap, read one by one)
DUPLICATE_OF: dict[str, str] = {
    "audit12b.passage.survival_DP_order": "blind3.passage.survival_order",
    "audit12b.passage.between_unconditioned": "blind3.passage.between_unnormalized",
    "audit12b.passage.return_time_no_one": "passage.return_time_without_first_step",
    "audit12b.passage.risky_through_B": "passage.mfpt_paths_through_target",
    "audit12b.passage.state_set_upper_guard": "blind3.passage.state_set_bound",
    "audit12b._harmonic_ritz.local_max_ties": "harmonic.wells_strict",
    "audit12b._harmonic_ritz.lower_no_denominator": "audit4a._harmonic_ritz.fixed_no_denominator",
    "audit12b._harmonic_ritz.eta_from_theta1": "audit6a.harmonic_ritz.eta_from_theta1",
    "audit12b._harmonic_ritz.generator_diag_self": "sweep6s1._harmonic_ritz.generator_keeps_diagonal",
    "audit12b.lattice.err_no_sqrt_groups": "sweep6s3.lattice.err_no_sqrt_R",
    "audit12b.lattice.chi_no_temperature": "audit4b.lattice.chi_no_T",
    # the swap is the two catalogued halves at once (others' 4 x batch_size -> batch_size,
    # a batching model's batch_size -> 4 x batch_size)
    "audit12b.logits.progress_threshold_swapped": "sweep6s2.logits.auto_progress_factor + "
                                                  "audit9a.logits.auto_progress_own_batch",
    "audit12b.logits.batch_size_zero": "sweep6s2.logits.batch_size_zero",
    "audit12b.logits.site_error_no_floor": "audit8a.logits.site_error_no_floor",
    "audit12b.timescales.lag_dropped": "sweep6s2.timescales.no_lag",
    "audit12b.timescales.k_guard_off_by_one": "audit5b.timescales.k_guard_n",
    "audit12b.timescales.rel_unsure_one_side": "audit10b.timescales.rel_near_zero_bounded",
    "audit12b.phase.torus_odd_L": "audit4d.phase.torus_odd",
    "audit12b.phase.sizes_not_distinct": "sweep6s5.phase.sizes_not_distinct",
    "audit12b.phase.mixing_change_two_sizes": "audit4d.phase.mixing_change_two_sizes",
    "audit12b._params.scale_zero_refused": "audit4b.params.scale_zero_refused",
    "audit12b._params.reject_first_only": "harden8h2._params.first_unknown_only",
    "audit12b._params.short_list_boundary": "audit4b.params.short_list_eq",
    "audit12b.strategies.contracting_no_per_site": "sweep6s3.strategies.contract_no_n1",
    "audit12b.strategies.table_repair_wrong_context": "audit4b.strategies.table_ctx_x",
    "audit12b.strategies.symmetric_no_transpose": "audit4b.strategies.sym_no_transpose",
    "audit12b.known_results.window_no_two": "audit4c.known.window_no_two",
    "audit12b.known_results.barrier_no_T": "audit4c.known.barrier_not_per_t",
    "audit12b.metastable.lazy_log_not_log1p": "i30f.metastable_exact.lazy_log",
    "audit12b.metastable.can_exit_all_seeds": "audit5b.metastable.can_exit_seeds_nonneg",
    "audit12b.metastable.bottleneck_eps_sign": "blind3.emeta.bottleneck_eps_sign",
    "audit12b.unmasking.remask_default_k_one": "harden10h.unmasking.remask_default_k_one",
    "audit12b._arnoldi.cgs2_flipped": "audit10a.arnoldi.dgks_inverted",
    "audit12b._arnoldi.threshold_splits_pairs": "harden8h2._arnoldi.threshold_splits_ties",
    "audit12b._arnoldi.residual_first_row": "arnoldi.residual_wrong_row",
}

# survivors of the first run: what they mean and the test that kills them (after the record)
SURVIVOR_NOTES: dict[str, dict] = {
    "audit12b.lattice.n_square_on_ring": {
        "note": "non-equivalent: on a ring (dimension=1) the susceptibility n (<m^2> - <|m|>^2) / T took n = L^2, "
                "L times too large; the targeted tests checked the ring's Binder cumulant, sizes and label, and the "
                "susceptibility on tori only (n = L^2 there). Not a bug of the code (fresh: sweep6s3.lattice.n_is_L is the "
                "ScalingData sizes, another line)",
        "killed_by": "tests/toolkit/test_audit12b_lattice.py::"
                     "test_ring_susceptibility_and_error_bars_at_high_temperature (closed form "
                     "chi T = n (E m^2 - (E|m|)^2) for m = 2 S/n - 1, S ~ Binomial(n, 1/2): 7/16 at n = 4, 53/128 at n = 6)",
    },
    "audit12b.unmasking.margin_top_minus_last": {
        "note": "non-equivalent for q >= 3 (the same for q = 2): the sampled margin order ranked sites by top minus "
                "smallest probability; the targeted tests' margin checks (sampled law against the exact twin's) ran "
                "on models where the two rules rank the sites alike. Not a bug of the code. Fresh for toolkit/unmasking.py (the same bug in the "
                "exact twin exact/unmasking.py is unmasking.margin_top_minus_bottom and "
                "blind2.unmasking.margin_is_range)",
        "killed_by": "tests/toolkit/test_audit12b_unmasking.py::test_margin_order_uses_the_top_two_gap (a q = 3 "
                     "model where the site unmasked second is forced to token 2: margins 0.10 and 0.30 by hand)",
    },
}

# tests added after the first run, run with --after
AFTER_TESTS: dict[str, list] = {
    "audit12b.lattice.n_square_on_ring": ["tests/toolkit/test_audit12b_lattice.py"],
    "audit12b.unmasking.margin_top_minus_last": ["tests/toolkit/test_audit12b_unmasking.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

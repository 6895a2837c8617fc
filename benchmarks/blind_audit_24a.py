"""Twenty-fourth blind mutation audit, part a (issue 30): 58 mutants in the 12 modules dealt to part
24a by ``python benchmarks/blind_audit_5_draw.py --audit 24 --seed 2026120724`` (exact/influence.py,
exact/colour_lumped.py, toolkit/app/commands/sample.py, toolkit/incompat.py, toolkit/unmasking.py,
toolkit/app/report/_model.py, toolkit/metastable.py, toolkit/app/report/soundness.py, exact/passage.py,
toolkit/finite_size.py, toolkit/_progress.py, toolkit/app/sweep/tasks.py), written without reading
``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/`` (protocol:
benchmarks/blind_audit_24_protocol.md). 3 mutants per module under 150 statements, 5 for 150-400,
8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF`` after the first run's
record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_24a.py --list
    python benchmarks/blind_audit_24a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_24a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

INF = "exact/influence.py"
COL = "exact/colour_lumped.py"
SAM = "toolkit/app/commands/sample.py"
INC = "toolkit/incompat.py"
UNM = "toolkit/unmasking.py"
MOD = "toolkit/app/report/_model.py"
MET = "toolkit/metastable.py"
SND = "toolkit/app/report/soundness.py"
PAS = "exact/passage.py"
FSS = "toolkit/finite_size.py"
PRG = "toolkit/_progress.py"
TSK = "toolkit/app/sweep/tasks.py"
TESTS = {f: automut.default_tests(f) for f in (INF, COL, SAM, INC, UNM, MOD, MET, SND, PAS, FSS, PRG, TSK)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/influence.py (121 statements: 3)
    _m("audit24a.influence.path_coupling_min_column", INF,
       "path_coupling_max=float(1 - 1 / n + worst_sum.max() / n)",
       "path_coupling_max=float(1 - 1 / n + worst_sum.min() / n)",
       "the one-step coupled distance takes the best perturbed site j instead of the worst"),
    _m("audit24a.influence.slack_with_diagonal", INF,
       "softmax_slack=float(lemma[off].min())",
       "softmax_slack=float(lemma.min())",
       "the softmax-lemma slack includes the zero diagonal (R_ii = L_ii = 0): never above 0"),
    _m("audit24a.influence.holds_strict", INF,
       "return self.t_mix <= self.bound",
       "return self.t_mix < self.bound",
       "the contraction check fails when the exact t_mix equals the bound"),
    # ------------------------------------------------------------------ exact/colour_lumped.py (156 statements: 5)
    _m("audit24a.colour_lumped.underflow_lam2_only", COL,
       "lam_star = max(abs(lam2), abs(lam_min))",
       "lam_star = abs(lam2)",
       "the underflow route's absolute gap ignores the most negative eigenvalue"),
    _m("audit24a.colour_lumped.orbit_runs_against_first", COL,
       "same = C[:, k] == C[:, k - 1]",
       "same = C[:, k] == C[:, 0]",
       "orbit sizes count runs of equal values only when they equal the largest part (runs further on missed)"),
    _m("audit24a.colour_lumped.potts_energy_no_half", COL,
       "return model.beta / (2.0 * n) * ((C.astype(float) ** 2).sum(axis=1) - n)",
       "return model.beta / n * ((C.astype(float) ** 2).sum(axis=1) - n)",
       "the mean-field Potts energy of a partition loses the factor 1/2"),
    _m("audit24a.colour_lumped.underflow_test_on_max", COL,
       "if float(ch.log_pi.min()) < math.log(np.finfo(float).tiny):",
       "if float(ch.log_pi.max()) < math.log(np.finfo(float).tiny):",
       "the underflow route is taken only when the largest stationary weight underflows (never)"),
    _m("audit24a.colour_lumped.order_parameter_inverted_norm", COL,
       "m2 = q / (q - 1.0) * ((C / n - 1.0 / q) ** 2).sum(axis=1)",
       "m2 = (q - 1.0) / q * ((C / n - 1.0 / q) ** 2).sum(axis=1)",
       "the Potts |m|^2 normalization inverted (q-1)/q for q/(q-1)"),
    # ------------------------------------------------------------------ toolkit/app/commands/sample.py (176 statements: 5)
    _m("audit24a.sample.ess_iat_zero_accepted", SAM,
       "or not math.isfinite(iat) or iat <= 0:",
       "or not math.isfinite(iat) or iat < 0:",
       "an autocorrelation time of exactly 0 is used for the ESS (division by zero / infinite ESS)"),
    _m("audit24a.sample.coupling_steps_or_real", SAM,
       "if args.coupling_steps is None and real:",
       "if args.coupling_steps is None or real:",
       "--coupling-steps is replaced by --steps for toy models too, and an explicit value is overridden for real MLMs"),
    _m("audit24a.sample.memory_coupled_half", SAM,
       "n_chains=2 * 2 * args.pairs * args.replicates",
       "n_chains=2 * args.pairs * args.replicates",
       "the memory check counts one chain per coupled pair instead of two"),
    _m("audit24a.sample.outside_v_more_at_six", SAM,
       'if len(outside) > 6 else ""',
       'if len(outside) >= 6 else ""',
       "the text-outside-V warning says '... (6 in all)' when all six tokens are already shown"),
    _m("audit24a.sample.cap_hint_by_name", SAM,
       'hint = _CAP_HINTS.get(q.spec.get("quantity"), "raise the step cap")',
       'hint = _CAP_HINTS.get(q.name, "raise the step cap")',
       "the censored warning's hint is looked up by the quantity's display name (always the generic hint)"),
    # ------------------------------------------------------------------ toolkit/incompat.py (214 statements: 5)
    _m("audit24a.incompat.dedup_keeps_site_j", INC,
       'ctx[rows, table["j"]] = -1',
       'ctx[rows, table["i"]] = -1',
       "deduplication blanks site i twice and keeps site j's token: the same rectangle from contexts "
       "that differ at j is counted twice"),
    _m("audit24a.incompat.row_error_first_row", INC,
       "err_i = 0.5 * (Ei[:, :, B1] + Ei[:, :, B2])",
       "err_i = Ei[:, :, B1]",
       "site i's logit error is taken from the row with x_j = b only (not both rows b and b')"),
    _m("audit24a.incompat.neff_no_spread_N", INC,
       "        n_eff = float(m)",
       "        n_eff = float(N)",
       "with p at 0 or 1 the effective size is the number of rectangles, not of contexts"),
    _m("audit24a.incompat.triu_side_left", INC,
       'i = np.searchsorted(starts, idx, side="right") - 1',
       'i = np.searchsorted(starts, idx, side="left") - 1',
       "a random pair whose index is the first of its row is put on the previous row"),
    _m("audit24a.incompat.k_equal_q_refused", INC,
       "if k > q:",
       "if k >= q:",
       "k = q (every token) is refused"),
    # ------------------------------------------------------------------ toolkit/unmasking.py (135 statements: 3)
    _m("audit24a.unmasking.margin_to_smallest", UNM,
       "score = top[:, :, -1] - top[:, :, -2]",
       "score = top[:, :, -1] - top[:, :, 0]",
       "the margin order uses the gap between the largest and the smallest probability (same for q = 2)"),
    _m("audit24a.unmasking.remask_default_k_one", UNM,
       "k = r if k is None else check_int(k, \"k\", minimum=1)",
       "k = 1 if k is None else check_int(k, \"k\", minimum=1)",
       "remasking's default k is one site per step instead of all r at once"),
    _m("audit24a.unmasking.tv_lower_without_concentration", UNM,
       "lo = max(0.0, tv_hat - b, L - float(Q[A].sum()))",
       "lo = max(0.0, L - float(Q[A].sum()))",
       "the TV interval's lower end drops the concentration term tv_hat - b"),
    # ------------------------------------------------------------------ toolkit/app/report/_model.py (60 statements: 3)
    _m("audit24a.model.reason_numbered_from_zero", MOD,
       'return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims, 1) if c.reason]',
       'return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims) if c.reason]',
       "the reason lines are numbered from 0 while the table numbers claims from 1"),
    _m("audit24a.model.slack_and", MOD,
       'if c.kind != "theorem" or c.slack is None:',
       'if c.kind != "theorem" and c.slack is None:',
       "comparisons with a slack show it, and a theorem without a slack raises"),
    _m("audit24a.model.wrap_height_first_cell", MOD,
       "for k in range(max(len(c) for c in r)):",
       "for k in range(len(r[0])):",
       "a wrapped row takes the height of its first cell only (longer cells are cut)"),
    # ------------------------------------------------------------------ toolkit/metastable.py (284 statements: 5)
    _m("audit24a.metastable.exit_at_cap_censored", MET,
       "late = new_clock > max_steps",
       "late = new_clock >= max_steps",
       "an exit exactly at max_steps is counted as censored"),
    _m("audit24a.metastable.quench_ties_move", MET,
       "keep = deficits(L)[np.arange(active.size), ya[:, i]] <= QUENCH_TIE_ATOL",
       "keep = deficits(L)[np.arange(active.size), ya[:, i]] < QUENCH_TIE_ATOL",
       "the quench moves a token tied with the maximum to the first argmax (ties not kept)"),
    _m("audit24a.metastable.dwell_time_in_uncapped", MET,
       "time_in[active] += np.where(status[active], end - clock[active], 0.0)",
       "time_in[active] += np.where(status[active], new_clock - clock[active], 0.0)",
       "the time inside counts the last holding time past n_steps (fraction can exceed 1)"),
    _m("audit24a.metastable.auto_threshold_swapped", MET,
       'threshold = 1.0 if getattr(model, "all_conditionals", None) is not None else float(n)',
       'threshold = float(n) if getattr(model, "all_conditionals", None) is not None else 1.0',
       "the auto method's holding-time threshold swapped between models with and without all_conditionals"),
    _m("audit24a.metastable.exit_rate_no_lazy", MET,
       'return (1.0 - check_probability(lazy, "lazy")) * p.sum(axis=(1, 2)) / n',
       "return p.sum(axis=(1, 2)) / n",
       "exit_rate drops the factor (1 - lazy)"),
    # ------------------------------------------------------------------ toolkit/app/report/soundness.py (467 statements: 8)
    _m("audit24a.soundness.ineq_shows_best_case", SND,
       "if worst_key is None or margin < worst_key:",
       "if worst_key is None or margin > worst_key:",
       "an inequality claim shows (and is judged on) the case with the most slack, not the least"),
    _m("audit24a.soundness.ineq_infinite_value_ok", SND,
       "ok = (value is not None and bound is not None and np.isfinite(float(value)) and not math.isnan(float(bound))",
       "ok = (value is not None and bound is not None and not math.isnan(float(bound))",
       "an infinite value passes an inequality against an infinite bound"),
    _m("audit24a.soundness.reference_gap_lam2_only", SND,
       "self.gap = float(1.0 - max(abs(ev[0]), abs(ev[-2])))",
       "self.gap = float(1.0 - abs(ev[-2]))",
       "the reference absolute gap of a reversible chain ignores the most negative eigenvalue"),
    _m("audit24a.soundness.t_lower_first_above", SND,
       "formula_lo.add(b.t_lower, float(t[above[-1]]) if above.size else 0.0, label)",
       "formula_lo.add(b.t_lower, float(t[above[0]]) if above.size else 0.0, label)",
       "the t_lower formula's reference is the first grid time with d_lower > eps, not the last"),
    _m("audit24a.soundness.nonrev_eps_not_squared", SND,
       "L = math.log(1.0 / (4 * EPS * EPS)) - math.log(pi_min)",
       "L = math.log(1.0 / (4 * EPS)) - math.log(pi_min)",
       "the non-reversible bound's reference uses 1/(4 eps) instead of 1/(4 eps^2)"),
    _m("audit24a.soundness.certificate_best_class", SND,
       "k = int(np.argmax(d[:, t] - U))",
       "k = int(np.argmin(d[:, t] - U))",
       "the sector certificate checks the class with the most slack at each t, not the least"),
    _m("audit24a.soundness.t_lower_not_strict", SND,
       "lo_t, upper=True, strict=True",
       "lo_t, upper=True",
       "t_lower equal to the exact t_mix passes the claim t_lower < t_mix"),
    _m("audit24a.soundness.escape_log_q", SND,
       "esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size - 1), case)",
       "esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size), case)",
       "the escape bound's reference divides by q instead of q - 1"),
    # ------------------------------------------------------------------ exact/passage.py (353 statements: 5)
    _m("audit24a.passage.risky_paths_through_target", PAS,
       "risky = can_reach(sp.csr_matrix(G.multiply((~B)[:, None])), never) & ~B",
       "risky = can_reach(G, never) & ~B",
       "states whose only path to a dead end passes through B are counted as never surely reaching B (inf)"),
    _m("audit24a.passage.between_inf_zero_weight", PAS,
       "between = math.inf if np.any(np.isinf(vals) & (w > 0)) else",
       "between = math.inf if np.any(np.isinf(vals)) else",
       "an origin state of zero stationary weight with an infinite passage time makes the mean infinite"),
    _m("audit24a.passage.closed_classes_mark_entered", PAS,
       "open_[labels[Gc.row[leaks]]] = True",
       "open_[labels[Gc.col[leaks]]] = True",
       "a class is marked open when an edge enters it instead of when one leaves it"),
    _m("audit24a.passage.set_text_six", PAS,
       'if len(states) > 6 else ""',
       'if len(states) >= 6 else ""',
       "a set of exactly six states is printed with '... (6 states)'"),
    _m("audit24a.passage.start_index_N_accepted", PAS,
       "if idx >= N:",
       "if idx > N:",
       "start = N (one past the last state) is not refused"),
    # ------------------------------------------------------------------ toolkit/finite_size.py (558 statements: 8)
    _m("audit24a.finite_size.crossing_last_not_middle", FSS,
       "T_x = xs[len(xs) // 2] if xs else None",
       "T_x = xs[-1] if xs else None",
       "a pair with several crossings reports the last one, not the middle one"),
    _m("audit24a.finite_size.noise_one_sigma", FSS,
       "noise = np.zeros_like(D) if err is None else 2.0 * np.hypot(err[a], err[b])",
       "noise = np.zeros_like(D) if err is None else np.hypot(err[a], err[b])",
       "a Binder difference is significant at 1 combined error instead of 2"),
    _m("audit24a.finite_size.saturated_if_either_near_zero", FSS,
       "((np.abs(U[a]) < U_SATURATION_LOW) & (np.abs(U[b]) < U_SATURATION_LOW))",
       "((np.abs(U[a]) < U_SATURATION_LOW) | (np.abs(U[b]) < U_SATURATION_LOW))",
       "a point counts as saturated near 0 when either curve is there, not both"),
    _m("audit24a.finite_size.peak_one_neighbour_enough", FSS,
       "not (ok[j - 1] and ok[j + 1])",
       "not (ok[j - 1] or ok[j + 1])",
       "a peak with one non-finite neighbour is refined by a parabola through a NaN"),
    _m("audit24a.finite_size.aic_margin_to_power_law", FSS,
       "aic0 + LOG_AIC_MARGIN <= aic1",
       "aic0 <= aic1 + LOG_AIC_MARGIN",
       "the log law wins when it is up to 2 AIC worse instead of at least 2 better"),
    _m("audit24a.finite_size.jackknife_variance_of_mean", FSS,
       "math.sqrt((m - 1) / m * ((v - v.mean()) ** 2).sum())",
       "math.sqrt(1 / (m - 1) * ((v - v.mean()) ** 2).sum())",
       "the jackknife error uses the sample variance factor 1/(m-1) instead of (m-1)/m"),
    _m("audit24a.finite_size.approach_not_monotone", FSS,
       "approach = d.size == 3 and bool(np.all(np.diff(d) <= 0)) and d[-1] <= PEAK_NEAR_REL * tc_b",
       "approach = d.size == 3 and d[-1] <= PEAK_NEAR_REL * tc_b",
       "the peaks 'close in' on the crossing without their distances falling"),
    _m("audit24a.finite_size.reversed_below_last_pair", FSS,
       'reversed_below = [int(c["n_b"]) for c in cr[-2:] if c["falls_below"]]',
       'reversed_below = [int(c["n_b"]) for c in cr[-1:] if c["falls_below"]]',
       "the ordered-side test looks at the last pair of sizes only, not the last two"),
    # ------------------------------------------------------------------ toolkit/_progress.py (196 statements: 5)
    _m("audit24a.progress.sixty_seconds", PRG,
       "    if s < 60:\n",
       "    if s <= 60:\n",
       "60 s is printed '60 s' instead of '1 min'"),
    _m("audit24a.progress.default_overrides_argument", PRG,
       "if progress is None and _default:",
       "if _default:",
       "within defaults(...), an explicit progress=True/False argument is overridden"),
    _m("audit24a.progress.bar_ignores_work", PRG,
       "if progress is None and (work if work is not None else total) < min_work:",
       "if progress is None and total < min_work:",
       "bar() judges short work by total, ignoring the work argument"),
    _m("audit24a.progress.rest_one_size_fitted", PRG,
       "    if len(sizes) < 2:\n",
       "    if len(done) < 2:\n",
       "several tasks of one size are fitted (geometric mean) instead of averaged"),
    _m("audit24a.progress.done_line_unprinted", PRG,
       'elif self.mode == "lines" and self._printed:',
       'elif self.mode == "lines":',
       "a 'done' line is printed for short work that never printed a line"),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py (146 statements: 3)
    _m("audit24a.tasks.unseeded_last_seed", TSK,
       "            s = seeds[0]",
       "            s = seeds[-1]",
       "a deterministic estimator runs at the last seed instead of the first"),
    _m("audit24a.tasks.none_params_kept", TSK,
       "params = {k: _freeze(v) for k, v in (params or {}).items() if v is not None}",
       "params = {k: _freeze(v) for k, v in (params or {}).items()}",
       "a parameter given as None overrides the family's default instead of being dropped"),
    _m("audit24a.tasks.zero_not_false", TSK,
       'if value.lower() in ("0", "false", "no"):',
       'if value.lower() in ("false", "no"):',
       "a boolean option given as '0' is refused"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit24a.influence.slack_with_diagonal": "harden8h2.influence.slack_with_diagonal",
    "audit24a.influence.holds_strict": "cmp14c.influence.holds_strict",
    "audit24a.colour_lumped.underflow_lam2_only": "colour56.colour_lumped.underflow_lambda2_for_star",
    "audit24a.colour_lumped.orbit_runs_against_first": "prm27a.colour_lumped.run_against_first_value",
    "audit24a.colour_lumped.potts_energy_no_half": "audit4a.colour_lumped.potts_energy_factor",
    "audit24a.colour_lumped.underflow_test_on_max": "colour56.colour_lumped.underflow_route_skipped",
    "audit24a.sample.ess_iat_zero_accepted": "cmp14c.sample.ess_iat_zero",
    "audit24a.sample.coupling_steps_or_real": "audit5b.sample.coupling_steps_or_real",
    "audit24a.sample.memory_coupled_half": "audit9b.sample.coupled_memory_factor",
    "audit24a.sample.outside_v_more_at_six": "audit9b.sample.outside_v_more",
    "audit24a.sample.cap_hint_by_name": "audit18b.sample.cap_hint_wrong_key",
    "audit24a.incompat.dedup_keeps_site_j": "blind3.incompat.dedup_j",
    "audit24a.incompat.row_error_first_row": "blind3.incompat.err_rows",
    "audit24a.incompat.neff_no_spread_N": "sweep6s3.incompat.extreme_n_eff_N",
    "audit24a.incompat.triu_side_left": "audit12c.incompat.triu_pairs_side_left",
    "audit24a.incompat.k_equal_q_refused": "sweep6s3.incompat.k_eq_q_refused",
    "audit24a.unmasking.margin_to_smallest": "audit12b.unmasking.margin_top_minus_last",
    "audit24a.unmasking.remask_default_k_one": "harden10h.unmasking.remask_default_k_one",
    "audit24a.unmasking.tv_lower_without_concentration": "prm28a.unmasking.tv_lower_split_only",
    "audit24a.model.reason_numbered_from_zero": "audit4e.model.reason_numbering_from_0",
    "audit24a.model.wrap_height_first_cell": "prm28b.report_model.row_height_first_cell",
    "audit24a.metastable.exit_at_cap_censored": "tk_metastable.censor_at_max_steps",
    "audit24a.metastable.quench_ties_move": "tk_metastable.quench_ties_move",
    "audit24a.metastable.dwell_time_in_uncapped": "blind3.tmeta.dwell_uncapped",
    "audit24a.metastable.auto_threshold_swapped": "sweep6s3.metastable.auto_threshold_swapped",
    "audit24a.metastable.exit_rate_no_lazy": "tk_metastable.exit_rate_ignores_lazy",
    "audit24a.soundness.ineq_shows_best_case": "audit4c.soundness.best_case_shown",
    "audit24a.soundness.ineq_infinite_value_ok": "sweep6s4.soundness.inf_value_ok",
    "audit24a.soundness.reference_gap_lam2_only": "audit7a.soundness.sym_gap_no_negative_end",
    "audit24a.soundness.t_lower_first_above": "audit21c.soundness.t_lower_first_grid_time",
    "audit24a.soundness.escape_log_q": "audit7a.soundness.escape_ref_log_q",
    "audit24a.passage.risky_paths_through_target": "passage.mfpt_paths_through_target",
    "audit24a.passage.between_inf_zero_weight": "prm22a.passage.between_weightless_inf",
    "audit24a.passage.closed_classes_mark_entered": "audit13b.passage.closed_classes_by_target",
    "audit24a.passage.start_index_N_accepted": "audit17b.passage.start_index_off_by_one",
    "audit24a.finite_size.crossing_last_not_middle": "audit20b.finite_size.crossing_last_not_middle",
    "audit24a.finite_size.noise_one_sigma": "sweep6s3.finite_size.noise_no_2",
    "audit24a.finite_size.saturated_if_either_near_zero": "sweep6s3.finite_size.saturation_or",
    "audit24a.finite_size.aic_margin_to_power_law": "finite_size.log_law_tie_wins",
    "audit24a.finite_size.jackknife_variance_of_mean": "audit5a.finite_size.jackknife_sd",
    "audit24a.progress.sixty_seconds": "audit4e.progress.sixty_seconds",
    "audit24a.progress.default_overrides_argument": "audit4e.progress.default_overrides_explicit",
    "audit24a.progress.bar_ignores_work": "harden11d._progress.bar_min_work_ignores_work",
    "audit24a.progress.rest_one_size_fitted": "audit4e.progress.fit_on_two_tasks_one_size",
    "audit24a.progress.done_line_unprinted": "audit13c._progress.last_line_always",
    "audit24a.tasks.unseeded_last_seed": "audit4c.tasks.unseeded_last_seed",
    "audit24a.tasks.none_params_kept": "sweep6s4.tasks.none_kept",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit24a.soundness.reference_gap_lam2_only": {
        "note": "equivalent in practice (not a test gap): _Exact takes the eigvalsh branch only for a reversible "
                "random-scan heat-bath kernel, which is positive semi-definite (each site's update is the "
                "conditional expectation, a self-adjoint projection in L2(pi), and lazy adds lazy*I), so "
                "ev[0] >= 0 up to rounding (measured -2e-16..2e-16 on the section's models) and "
                "max(|ev[0]|, |ev[-2]|) = ev[-2]; no test can tell them apart. Left a survivor.",
        "killed_by": ""},
    "audit24a.soundness.t_lower_not_strict": {
        "note": "a t_lower equal to the exact t_mix is unsound (d(t_lower) >= d_lower(t_lower) > eps, so t_mix > "
                "t_lower); the section's claim must fail on it. Pinned with stand-ins for mixing_bounds and "
                "coalescence_times returning t_lower = the exact t_mix.",
        "killed_by": "tests/toolkit/test_audit24a_soundness.py::"
                     "test_t_lower_equal_to_the_exact_t_mix_fails_the_strict_claim"},
    "audit24a.finite_size.reversed_below_last_pair": {
        "note": "the ordered-side test must cover both of the last two pairs of sizes; a falling point below the "
                "crossing of the second-to-last pair only (mean-field curves with one dip at T = 0.8) was a "
                "transition under the mutant.",
        "killed_by": "tests/toolkit/test_audit24a_finite_size.py::"
                     "test_falling_point_below_the_crossing_of_the_second_to_last_pair_is_no_ordered_side"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

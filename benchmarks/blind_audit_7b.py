"""Seventh blind mutation audit, part b (issue 30): mutants in the 12 modules dealt to part b by
``python benchmarks/blind_audit_5_draw.py --audit 7 --seed 2026120307`` (exact/_rounding,
toolkit/app/testing, toolkit/_active, exact/reversibility, toolkit/bounds, exact/logits,
exact/scans, toolkit/app/mixing_truth, exact/__init__, exact/_lanczos, toolkit/app/mixing_diagram,
toolkit/app/phase), written without reading ``scripts/mutants.py``, the earlier audits'
catalogues or any file under ``tests/`` (protocol: benchmarks/blind_audit_7_protocol.md; parts a
and c audit their own modules in their own runner files). Each mutant is a bug a developer
could make in the source, read for this audit: 3 per module under 150 statements, 5 for
150-400, 9 for toolkit/app/testing.py (468: 8 and one more). Mutants believed equivalent are
marked (``EQUIVALENT``) before anything ran; the ones found after the first run to be the same
bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the
record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests run last; a mutant first failed by
its module's doctest is a kill, and the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_7b.py --list
    python benchmarks/blind_audit_7b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_7b.py --id 'audit7b.scans.*' --timeout 300
    python benchmarks/blind_audit_7b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
# Widened after the rebase onto the GO commit 4304322 (main with the automatic sweep's tests), before
# the first run, by the same grep -l patterns: the sweep's new files that name the modules. Left out:
# tests/test_automut.py (names exact/_rounding.py only as a sample source for scripts/automut.py).
TS_ROUNDING = ["tests/exact/test_sweep6s1_rounding.py", "tests/exact/test_certified_gap.py",
               "tests/exact/test_sweep6s1_mp_spectrum.py", "tests/exact/test_blind5a.py", "exact/_rounding.py"]
TS_TESTING = ["tests/toolkit/test_testing.py", "tests/toolkit/test_sweep6s4_testing.py",
              "tests/toolkit/test_cov5h3_testing.py", "tests/toolkit/test_testing_strategies.py",
              "tests/test_cov5h3_commands_misc.py", "tests/toolkit/test_sweep7a1_app_testing.py", "toolkit/app/testing.py"]
TS_ACTIVE = ["tests/toolkit/test_active.py", "tests/toolkit/test_sweep6s3_active.py", "toolkit/_active.py"]
TS_REV = ["tests/exact/test_sweep6s2_reversibility.py", "tests/exact/test_residuals_by_hand.py",
          "tests/exact/test_rectangle_rule.py", "tests/exact/test_compat.py", "tests/exact/test_sweep6s1_checks.py",
          "tests/exact/test_formulas_by_hand.py", "tests/exact/test_numerics.py", "exact/reversibility.py"]
TS_BOUNDS = ["tests/toolkit/test_coupling_bounds.py", "tests/toolkit/test_sweep6s3_bounds.py",
             "tests/toolkit/test_bound_soundness.py", "tests/toolkit/test_blind6a.py",
             "tests/toolkit/test_cov5h2_input_checks.py", "tests/toolkit/test_sweep7a2_bounds.py", "toolkit/bounds.py"]
TS_LOGITS = ["tests/exact/test_logits.py", "tests/exact/test_sweep6s2_logits.py", "tests/exact/test_kernel.py",
             "tests/exact/test_rectangle_rule.py", "tests/exact/test_checks.py", "tests/exact/test_errors.py",
             "tests/exact/test_sweep7a1_checks.py", "tests/exact/test_sweep7a2_rectangles.py", "exact/logits.py"]
TS_SCANS = ["tests/exact/test_scans.py", "tests/exact/test_cov5h1_scans.py", "tests/exact/test_sweep6s2_scans.py",
            "tests/exact/test_blind5a.py", "tests/exact/test_pinned_metastable.py", "tests/exact/test_pinned_influence.py",
            "tests/toolkit/test_sweep6s4_mixing_truth.py", "tests/test_sweep7a4_scan_cmd.py", "exact/scans.py"]
TS_TRUTH = ["tests/toolkit/test_sweep6s4_mixing_truth.py", "tests/toolkit/test_cov5h3_mixing_truth.py",
            "tests/toolkit/test_blind5a.py", "tests/toolkit/test_mixing_diagram.py", "tests/toolkit/test_sweep7a3_mixing_truth.py",
            "toolkit/app/mixing_truth.py"]
TS_INIT = ["tests/test_public_api.py", "tests/exact/test_sweep6s1_init.py", "tests/exact/test_pinned_metastable.py",
           "tests/exact/test_residuals_by_hand.py", "tests/exact/test_compat.py", "tests/exact/test_pinned_mixing.py",
           "tests/toolkit/test_results.py", "exact/__init__.py"]
TS_LANCZOS = ["tests/exact/test_lanczos.py", "tests/exact/test_sweep6s1_lanczos.py", "tests/exact/test_blind6c.py",
              "tests/exact/test_cov5h1_spectral.py", "exact/_lanczos.py"]
TS_DIAGRAM = ["tests/toolkit/test_mixing_diagram.py", "tests/toolkit/test_cov5h3_mixing_diagram.py",
              "tests/toolkit/test_sweep6s4_mixing_diagram.py", "tests/toolkit/test_cov5h3_mixing_summary.py",
              "tests/test_cov5h3_cli_phase.py", "tests/toolkit/test_sweep7a1_mixing_diagram.py",
              "tests/toolkit/test_sweep7a4_mixing_summary.py", "toolkit/app/mixing_diagram.py"]
TS_PHASE = ["tests/toolkit/test_phase.py", "tests/toolkit/test_cov5h3_app_phase.py",
            "tests/toolkit/test_sweep6s4_app_phase.py", "tests/toolkit/test_cov5h2_phase.py",
            "tests/toolkit/test_blind4b.py", "tests/test_phase_pipeline.py", "tests/test_cli_phase.py",
            "tests/toolkit/test_sweep7a2_app_phase.py", "tests/toolkit/test_sweep7a2_phase.py", "toolkit/app/phase.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


RO, TE, AC, RV = "exact/_rounding.py", "toolkit/app/testing.py", "toolkit/_active.py", "exact/reversibility.py"
BO, LG, SC, MT = "toolkit/bounds.py", "exact/logits.py", "exact/scans.py", "toolkit/app/mixing_truth.py"
IN, LZ, MD, PH = "exact/__init__.py", "exact/_lanczos.py", "toolkit/app/mixing_diagram.py", "toolkit/app/phase.py"

MUTANTS = [
    # ------------------------------------------------------------------ exact/_rounding.py
    _m("audit7b.rounding.scan_factor_swapped", RO, "site * (1 if K.is_random_scan else K.n)",
       "site * (K.n if K.is_random_scan else 1)",
       "log_rounding multiplies the per-conditional delta by n for a random-scan kernel and by 1 for a "
       "systematic sweep (the scan cases swapped)", TS_ROUNDING),
    _m("audit7b.rounding.logit_abs_dropped", RO, "float(np.max(np.abs(values)))", "float(np.max(values))",
       "log_rounding takes L = max l instead of max |l|: models whose largest logit is a large negative one "
       "get too small a delta", TS_ROUNDING),
    _m("audit7b.rounding.gap_path_steps_dropped", RO, "(d + 3.0 * path_steps(P) * d)", "(d + 3.0 * d)",
       "gap_rounding uses rho_pi = delta instead of n delta (the path length dropped)", TS_ROUNDING),
    # ------------------------------------------------------------------ toolkit/app/testing.py
    _m("audit7b.testing.holm_no_monotone", TE,
       "np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * p[order]))",
       "np.minimum(1.0, (m - np.arange(m)) * p[order])",
       "_holm drops the running maximum: adjusted p-values are no longer monotone in the raw ones", TS_TESTING),
    _m("audit7b.testing.pearson_dof_off_by_one", TE, "    dof = len(E) - 1\n", "    dof = len(E)\n",
       "_pearson's degrees of freedom are the number of pooled cells, not one less", TS_TESTING),
    _m("audit7b.testing.impossible_strict", TE, "impossible = int(counts[p <= 0].sum())",
       "impossible = int(counts[p < 0].sum())",
       "_pearson never counts draws of a state the kernel gives probability 0 (they drop out of the cells)",
       TS_TESTING),
    _m("audit7b.testing.lazy_hold_flipped", TE, "moving = rng.random(B) >= hold if hold > 0",
       "moving = rng.random(B) < hold if hold > 0",
       "planted_step's rows move with probability hold instead of 1 - hold (lazy steps inverted)", TS_TESTING),
    _m("audit7b.testing.starts_guard_off_by_one", TE, "idx.min() < 0 or idx.max() >= N",
       "idx.min() < 0 or idx.max() > N",
       "_starts accepts the state index N (one past the last) instead of raising InvalidInputError", TS_TESTING),
    _m("audit7b.testing.detectable_w_no_sqrt", TE, "return float(math.sqrt(lam / n_samples))",
       "return float(lam / n_samples)", "_detectable_w returns w^2 = lambda / N instead of w", TS_TESTING),
    _m("audit7b.testing.detectable_no_bonferroni", TE, "alpha / len(S), n_samples)", "alpha, n_samples)",
       "check_sampler's detectable effect is computed at level alpha, not the Bonferroni alpha / (number of starts)",
       TS_TESTING),
    _m("audit7b.testing.negative_tokens_not_outside", TE, "((arr < 0) | (arr >= q)).any(axis=1)",
       "(arr >= q).any(axis=1)",
       "_states_out does not flag negative tokens as outside 0..q-1 (they wrap when encoded)", TS_TESTING),
    _m("audit7b.testing.text_unknown_token_zero", TE, "res[b] = [index.get(w, q) for w in words]",
       "res[b] = [index.get(w, 0) for w in words]",
       "text_step maps a string outside the token set to token 0 instead of q (the special-tokens mistake "
       "is hidden)", TS_TESTING),
    # ------------------------------------------------------------------ toolkit/_active.py
    _m("audit7b.active.max_rounds_off_by_one", AC, "rounds < max_rounds", "rounds <= max_rounds",
       "advance_active makes max_rounds + 1 rounds", TS_ACTIVE),
    _m("audit7b.active.bar_absolute", AC, "bar.update(now - shown)", "bar.update(now)",
       "the clock-driven bar moves by the clock's value instead of by its increase", TS_ACTIVE),
    _m("audit7b.active.clock_max", AC, "now = int(clock[active].min())", "now = int(clock[active].max())",
       "the bar follows the largest clock among the running chains instead of the smallest", TS_ACTIVE),
    # ------------------------------------------------------------------ exact/reversibility.py
    _m("audit7b.reversibility.db_residual_no_1_over_n", RV, "scale = (1 - K.lazy) / K.n", "scale = (1 - K.lazy)",
       "detailed_balance_residual of a random-scan kernel omits the 1/n site choice", TS_REV),
    _m("audit7b.reversibility.log_pi_from_pi", RV,
       "log_pi = law.log_pi if law.log_pi is not None else np.log(law.pi)", "log_pi = np.log(law.pi)",
       "the matrix rule takes log pi = log(pi) even when the law has its log_pi: states whose pi underflows "
       "get -inf, and their edges to the others count as one-way flows", TS_REV),
    _m("audit7b.reversibility.not_decided_reversible", RV, 'Reversibility(False, "not decided"',
       'Reversibility(True, "not decided"',
       "an operator without a matrix is reported reversible instead of not decided (non-reversible)", TS_REV),
    # ------------------------------------------------------------------ toolkit/bounds.py
    _m("audit7b.bounds.t_upper_no_doubling", BO, "cands += [2.0 * float(self.times[ok2[0]])]",
       "cands += [float(self.times[ok2[0]])]",
       "t_upper takes t_2 instead of 2 t_2 from the sqrt(eps) crossing (sub-multiplicativity misapplied)",
       TS_BOUNDS),
    _m("audit7b.bounds.t_lower_first", BO, "return int(self.times[ok[-1]]) if ok.size else 0",
       "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first grid time whose lower bound exceeds eps, not the last", TS_BOUNDS),
    _m("audit7b.bounds.event_y_lower_end", BO, "up = wilson_bounds((hy > c).sum(axis=1), m, z)[1]",
       "up = wilson_bounds((hy > c).sum(axis=1), m, z)[0]",
       "_event_bound subtracts the lower Wilson end of P(h_Y > c), not the upper (the lower bound is not "
       "conservative)", TS_BOUNDS),
    _m("audit7b.bounds.pilot_least_met", BO, "min(met, key=lambda c: (-met[c], dist[c]))",
       "min(met, key=lambda c: (met[c], dist[c]))",
       "coupling_pilot chooses the coupling with the fewest pairs met", TS_BOUNDS),
    _m("audit7b.bounds.eps_one_accepted", BO, "if not 0 < eps < 1:", "if not 0 < eps <= 1:",
       "mixing_bounds accepts eps = 1 instead of raising InvalidInputError", TS_BOUNDS),
    # ------------------------------------------------------------------ exact/logits.py
    _m("audit7b.logits.context_stride", LG, "np.arange(left, dtype=np.int64)[:, None] * (q * right)",
       "np.arange(left, dtype=np.int64)[:, None] * right",
       "site_logits' contexts use stride right instead of q * right for the sites before i (wrong states)",
       TS_LOGITS),
    _m("audit7b.logits.site_error_signed_max", LG, "max(float(np.abs(self.values[i]).max()), 1.0)",
       "max(float(self.values[i].max()), 1.0)",
       "SiteLogits.site_error's assumed rule uses the largest logit, not the largest |logit|", TS_LOGITS),
    _m("audit7b.logits.tempered_dtype_ignored", LG, "out = np.empty(self.values.shape, dtype=dtype)",
       "out = np.empty(self.values.shape, dtype=np.float64)",
       "SiteLogits.tempered ignores its dtype argument (always float64)", TS_LOGITS),
    # ------------------------------------------------------------------ exact/scans.py
    _m("audit7b.scans.potts_theory_no_q", SC, "1.0 / (2.0 * (1.0 - model.beta / (q * T)))",
       "1.0 / (2.0 * (1.0 - model.beta / T))",
       "nlogn_theory's mean-field Potts constant drops the q of beta/(qT)", TS_SCANS),
    _m("audit7b.scans.temperatures_ascending", SC, "                reverse=True)\n",
       "                reverse=False)\n",
       "metastability_scan sorts the temperatures ascending: the slope is fitted over the highest ones",
       TS_SCANS),
    _m("audit7b.scans.lumped_set_size_classes", SC,
       "math.factorial(n) // math.prod(math.factorial(int(v)) for v in c) for c in C[mask])",
       "1 for c in C[mask])",
       "the lumped basin's set_size counts count classes instead of states", TS_SCANS),
    _m("audit7b.scans.aicc_denominator", SC, "2 * k * (k + 1) / (m - k - 1) if m - k - 1 > 0",
       "2 * k * (k + 1) / (m - k) if m - k - 1 > 0",
       "_aicc's small-sample correction divides by m - k instead of m - k - 1", TS_SCANS),
    _m("audit7b.scans.fit_needs_four", SC, "if len(exact_rows) >= 3:", "if len(exact_rows) > 3:",
       "nlogn_scan fits only with 4 or more exact rows (3 documented)", TS_SCANS),
    # ------------------------------------------------------------------ toolkit/app/mixing_truth.py
    _m("audit7b.mixing_truth.barrier_deeper_well", MT,
       "return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "mean_field_barrier measures the saddle above the deeper well instead of the shallower", TS_TRUTH),
    _m("audit7b.mixing_truth.torus_tc_no_sqrt", MT, "math.log(1.0 + math.sqrt(int(q)))", "math.log(1.0 + int(q))",
       "torus_tc drops the square root of q in ln(1 + sqrt q)", TS_TRUTH),
    _m("audit7b.mixing_truth.negative_field", MT, "beta, h = float(beta), abs(float(field))",
       "beta, h = float(beta), float(field)",
       "curie_weiss_spinodal does not take |field|: a negative field gives a wrong spinodal", TS_TRUTH),
    # ------------------------------------------------------------------ exact/__init__.py
    _m("audit7b.init.tv_rows_not_exported", IN, '    "tv_rows",\n', "",
       "exact.__all__ omits tv_rows (documented in the module docstring under Mixing)", TS_INIT),
    _m("audit7b.init.scans_swapped", IN, "from .scans import metastability_scan, nlogn_scan",
       "from .scans import metastability_scan as nlogn_scan, nlogn_scan as metastability_scan",
       "exact.nlogn_scan and exact.metastability_scan are bound to each other's function", TS_INIT),
    _m("audit7b.init.edge_residual_wrong_function", IN,
       "from .reversibility import edge_relative_residual, reversibility",
       "from .reversibility import detailed_balance_residual as edge_relative_residual, reversibility",
       "exact.edge_relative_residual is the absolute L1 residual (the wrong function exported)", TS_INIT),
    # ------------------------------------------------------------------ exact/_lanczos.py
    _m("audit7b.lanczos.ritz_vector_beta_index", LZ, "axpy(w, -run.beta[j - 1], v_prev)",
       "axpy(w, -run.beta[j], v_prev)",
       "ritz_vector's rerun of the recurrence subtracts beta_j v_{j-1} instead of beta_{j-1} v_{j-1}",
       TS_LANCZOS),
    _m("audit7b.lanczos.estimate_first_component", LZ, "est = b * abs(float(y[-1]))", "est = b * abs(float(y[0]))",
       "the residual estimate uses the first component of the Ritz vector, not the last (beta_m |y_m|)",
       TS_LANCZOS),
    _m("audit7b.lanczos.next_ritz_no_sep", LZ, "run.ritz[run.ritz < run.theta - sep]", "run.ritz[run.ritz < run.theta]",
       "next_ritz ignores sep: a ghost copy of theta is returned as the next Ritz value", TS_LANCZOS),
    # ------------------------------------------------------------------ toolkit/app/mixing_diagram.py
    _m("audit7b.mixing_diagram.lower_kind_finite_hi", MD, 'hi = math.inf if kind == "lower" else value + err',
       "hi = value + err",
       "_exact_rel gives a lower bound on t_rel a finite upper end (value + err) instead of inf", TS_DIAGRAM),
    _m("audit7b.mixing_diagram.trel_upper_times_ln2", MD,
       '"upper", 1 + b / math.log(2), 0.0, 1 + b / math.log(2),',
       '"upper", 1 + b * math.log(2), 0.0, 1 + b * math.log(2),',
       "the reversible t_rel upper bound from the contraction bound is 1 + t_mix ln 2 instead of "
       "1 + t_mix / ln 2", TS_DIAGRAM),
    _m("audit7b.mixing_diagram.exact_method_samples", MD, 'if ts or method == "exact":', "if ts:",
       'method="exact" samples a cell that has no exact method instead of leaving it empty', TS_DIAGRAM),
    _m("audit7b.mixing_diagram.last_window_dropped", MD, "for k in range(0, len(ns) - WINDOW + 1):",
       "for k in range(0, len(ns) - WINDOW):",
       "diagram_verdicts drops the last window of sizes (the change temperature on the largest sizes)",
       TS_DIAGRAM),
    _m("audit7b.mixing_diagram.change_first_window", MD, "return self.changes[-1] if self.changes else None",
       "return self.changes[0] if self.changes else None",
       "MixingDiagram.change is T* on the smallest sizes, not the largest", TS_DIAGRAM),
    # ------------------------------------------------------------------ toolkit/app/phase.py
    _m("audit7b.phase.binder_m2_not_squared", PH, "1.0 - float(m4) / (3.0 * float(m2) ** 2)",
       "1.0 - float(m4) / (3.0 * float(m2))",
       "exact_phase_grid's Binder cumulant divides by 3 <m^2> instead of 3 <m^2>^2", TS_PHASE),
    _m("audit7b.phase.ess_no_tau", PH, "ess = draws / tau if np.isfinite(tau) and tau > 0",
       "ess = draws if np.isfinite(tau) and tau > 0",
       "point_convergence's effective sample size is the number of draws (autocorrelation ignored)", TS_PHASE),
    _m("audit7b.phase.binder_err_no_sqrt_R", PH, "err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)",
       "err_U = replicates[..., 0].std(axis=2, ddof=1)",
       "_assemble's Binder error is the replicates' standard deviation, not the standard error of their mean",
       TS_PHASE),
    _m("audit7b.phase.window_clamp_off_by_one", PH, "0), length - n))", "0), length - n + 1))",
       "window_positions clamps the start at length - n + 1: a window near the end runs past the template",
       TS_PHASE),
    _m("audit7b.phase.preset_coupling_overridden", PH, 'params = {"coupling": 1.0, **params}',
       'params = {**params, "coupling": 1.0}',
       "preset_for('potts', ...) overrides the user's coupling with 1.0 instead of defaulting to it", TS_PHASE),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary or
#: on an input the tests may not reach say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. All 29 were killed in the first run. Not duplicates though
#: near an entry: reversibility.db_residual_no_1_over_n (i30c.db_scale drops the laziness, not
#: 1/n), bounds.eps_one_accepted (the entries open the 0 end), init.tv_rows_not_exported
#: (sweep6s1's binds the wrong function), lanczos.next_ritz_no_sep (sweep6s1's is <= for <),
#: mixing_diagram.trel_upper_times_ln2 (the entries drop the 1), phase.window_clamp_off_by_one
#: (audit4c's removes the clamp), phase.ess_no_tau (the entries drop the chains).
DUPLICATE_OF = {
    "audit7b.rounding.scan_factor_swapped": "audit5a.rounding.scan_factor_swapped",
    "audit7b.rounding.logit_abs_dropped": "audit4a._rounding.L_signed_max",
    "audit7b.rounding.gap_path_steps_dropped": "audit4a._rounding.gap_no_path_steps",
    "audit7b.testing.holm_no_monotone": "blind.testing.holm_not_monotone",
    "audit7b.testing.pearson_dof_off_by_one": "i28.dof",
    "audit7b.testing.lazy_hold_flipped": "blind.testing.planted_hold_inverted",
    "audit7b.testing.starts_guard_off_by_one": "cov5h3.testing.starts_range",
    "audit7b.testing.detectable_w_no_sqrt": "blind.testing.detectable_w_no_sqrt",
    "audit7b.testing.detectable_no_bonferroni": "sweep6s4.testing.no_bonferroni",
    "audit7b.testing.text_unknown_token_zero": "i28s.text_unknown_is_first",
    "audit7b.active.max_rounds_off_by_one": "audit4b.active.rounds_le",
    "audit7b.active.clock_max": "audit4b.active.bar_max_clock",
    "audit7b.bounds.t_upper_no_doubling": "i30c.no_doubling",
    "audit7b.bounds.t_lower_first": "i30c.t_lower_first",
    "audit7b.scans.potts_theory_no_q": "scans.potts_cutoff_no_q",
    "audit7b.scans.temperatures_ascending": "sweep6s2.scans.temperatures_ascending",
    "audit7b.scans.lumped_set_size_classes": "audit5a.scans.lumped_set_size_classes",
    "audit7b.scans.aicc_denominator": "audit5a.scans.aicc_off_by_one",
    "audit7b.scans.fit_needs_four": "audit4a.scans.fit_needs_four",
    "audit7b.mixing_truth.barrier_deeper_well": "blind2.mixing_truth.deeper_well",
    "audit7b.mixing_truth.torus_tc_no_sqrt": "blind2.mixing_truth.torus_tc",
    "audit7b.mixing_truth.negative_field": "audit5a.mixing_truth.field_sign",
    "audit7b.lanczos.ritz_vector_beta_index": "audit4a._lanczos.ritz_beta_index",
    "audit7b.lanczos.estimate_first_component": "audit4a._lanczos.residual_first_component",
    "audit7b.mixing_diagram.lower_kind_finite_hi": "sweep6s4.mixing_diagram.lower_high_finite",
    "audit7b.mixing_diagram.exact_method_samples": "sweep6s4.mixing_diagram.exact_method_samples",
    "audit7b.mixing_diagram.last_window_dropped": "blind2.mixing_diagram.last_window_dropped",
    "audit7b.phase.binder_m2_not_squared": "audit4c.phase.exact_binder_m2",
    "audit7b.phase.binder_err_no_sqrt_R": "audit4c.phase.replicate_error_no_sqrt_r",
}

#: Why each survivor of the first run survived, and the test that kills it now (after the run).
SURVIVOR_NOTES = {
    "audit7b.testing.negative_tokens_not_outside": {
        "note": "the tests put tokens q and above in a step's output (special tokens written back), never a negative "
                "one, though SamplerReport documents 'a token q or above, or negative'; and a -1 at the first site "
                "encodes to a negative index, counted outside anyway: only one at a later site tells",
        "killed_by": "tests/toolkit/test_blind7b.py::test_negative_tokens_count_as_outside"},
    "audit7b.reversibility.log_pi_from_pi": {
        "note": "the matrix rule was tested on chains whose pi stays above 1e-308; where pi underflows only the "
                "law's log_pi keeps the edges two-way",
        "killed_by": "tests/exact/test_blind7b.py::test_matrix_rule_keeps_log_pi_where_pi_underflows"},
    "audit7b.bounds.eps_one_accepted": {
        "note": "found equivalent after the run (not marked, so the first-run figure stands): check_probability(eps) "
                "two lines above already refuses eps = 1 ('must be in [0, 1)'), so the guard's 1 end is never "
                "reached; tests/toolkit/test_blind7b.py pins the contract at both ends all the same",
        "killed_by": ""},
    "audit7b.logits.tempered_dtype_ignored": {
        "note": "every caller in the tests used the float64 default of SiteLogits.tempered",
        "killed_by": "tests/exact/test_blind7b.py::test_tempered_honours_dtype"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit7b.testing.negative_tokens_not_outside": ["tests/toolkit/test_blind7b.py"],
    "audit7b.bounds.eps_one_accepted": ["tests/toolkit/test_blind7b.py"],
    "audit7b.reversibility.log_pi_from_pi": ["tests/exact/test_blind7b.py"],
    "audit7b.logits.tempered_dtype_ignored": ["tests/exact/test_blind7b.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Fifth blind mutation audit, part a (issue 30): mutants in the 12 modules the draw dealt to
part a (``toolkit/app/report/_write.py``, ``exact/_rounding.py``, ``exact/checks.py``,
``toolkit/app/report/__init__.py``, ``toolkit/models/_hf_convert.py``,
``toolkit/app/mixing_truth.py``, ``toolkit/app/commands/window.py``, ``toolkit/finite_size.py``,
``exact/scans.py``, ``exact/__init__.py``, ``toolkit/chain.py``, ``exact/lumped_checks.py``;
``python benchmarks/blind_audit_5_draw.py``), written without reading ``scripts/mutants.py``,
the earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_5_protocol.md; parts b and c audit their modules in their own runner
files). Mutant counts by size as the protocol asks: 3 under 150 statements, 5 for 150-400, 8
above 400. Each mutant is a bug a developer could make in the source, read for this audit.
Mutants believed equivalent are marked (``EQUIVALENT``) before anything ran (none is); the
ones found after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record).

The runner is the first audit's (``_copy_tree``, ``_run_tests``, ``run_mutant`` of
``benchmarks/blind_audit.py``, through ``benchmarks/_blind_audit_record.py``): each mutant
replaces one exact snippet of one file (it must occur there exactly once) in a copy of the
repository, runs ``python -m pytest -x -q -p no:cacheprovider -m "not slow and not gpu"
<tests>`` there (``CI=1``, one BLAS/OpenMP thread), one mutant at a time, and restores the
file. Exit code 1 with a FAILED test: killed; 0: survived; ``timeout``: the test set ran past
``--timeout`` without a failure (not a kill); anything else: an error (not a kill).

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran, kept to the
files that name the module's own functions where the grep found many (the first run shares
two cores with two other audits), then widened after the rebase onto the GO commit (the
coverage-driven tests, before the first run) by the same grep over the test files that commit
added. Each set ends with the mutated module's own file, so its
doctests run last; a mutant first failed by its module's doctest is a kill, and the record
also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_5a.py --list
    python benchmarks/blind_audit_5a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_5a.py --id 'audit5a.scans.*' --timeout 300
    python benchmarks/blind_audit_5a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_WRITE = ["tests/test_report_html.py", "tests/test_report_sections_by_hand.py", "tests/test_verdicts_and_text.py",
            "tests/test_verify.py", "tests/test_cov5h3_report_small.py", "tests/test_cov5h3_sweep_verify_commands.py",
            "toolkit/app/report/_write.py"]
TS_ROUNDING = ["tests/exact/test_certified_gap.py", "tests/exact/test_rectangle_rule.py",
               "tests/toolkit/test_exchangeable_models.py", "exact/_rounding.py"]
TS_CHECKS = ["tests/exact/test_checks.py", "tests/exact/test_low_temperature.py", "tests/exact/test_markov.py",
             "tests/test_cli_audit_exact.py", "tests/toolkit/test_results.py", "tests/toolkit/test_notebook.py",
             "tests/test_cli_audit_commands.py", "tests/test_bad_inputs.py", "tests/exact/test_cov5h1_more_small.py",
             "exact/checks.py"]
TS_REPORT = ["tests/test_verify.py", "tests/test_report_html.py", "tests/test_report_sections_by_hand.py",
             "tests/test_verdicts_and_text.py", "tests/test_bad_inputs_first_hour.py",
             "tests/test_verify_reference.py", "tests/test_verify_samplers.py", "tests/test_verify_soundness.py",
             "tests/test_report_phase.py", "tests/toolkit/test_known_results.py", "tests/test_cli_vocabulary.py",
             "tests/test_cov5h3_commands_misc.py", "tests/test_cov5h3_compare_reference.py",
             "tests/test_cov5h3_report_incompatibility.py", "tests/test_cov5h3_report_phase.py",
             "tests/test_cov5h3_report_small.py", "tests/test_cov5h3_sweep_verify_commands.py",
             "toolkit/app/report/__init__.py"]
TS_HF = ["tests/toolkit/test_mlm.py", "tests/toolkit/test_infrastructure_by_hand.py", "tests/test_layering.py",
         "tests/toolkit/test_real_window.py", "tests/test_cli_free.py", "tests/test_cli_rectangle.py",
         "tests/test_bad_inputs_first_hour.py", "tests/test_cov5h3_common.py",
         "tests/test_cov5h3_report_incompatibility.py", "toolkit/models/_hf_convert.py"]
TS_TRUTH = ["tests/toolkit/test_mixing_diagram.py", "tests/toolkit/test_cov5h3_mixing_truth.py",
            "toolkit/app/mixing_truth.py"]
TS_WINDOW = ["tests/test_cli_window_warnings.py", "tests/toolkit/test_real_window.py", "tests/test_bad_inputs.py",
             "tests/test_bad_inputs_first_hour.py", "tests/test_cli_audit_commands.py",
             "tests/test_cli_audit_exact.py", "tests/test_cli_vocabulary.py", "tests/test_cov5h3_commands_misc.py",
             "toolkit/app/commands/window.py"]
TS_FSS = ["tests/toolkit/test_finite_size.py", "tests/toolkit/test_phase.py",
          "tests/toolkit/test_roundtrip_nonfinite.py", "tests/toolkit/test_results.py", "tests/test_report_phase.py",
          "tests/toolkit/test_plot.py", "tests/exact/test_lumped.py", "tests/test_cov5h3_cli_phase.py",
          "tests/toolkit/test_cov5h2_finite_size.py", "tests/toolkit/test_cov5h2_phase.py",
          "tests/toolkit/test_cov5h2_plot.py", "toolkit/finite_size.py"]
TS_SCANS = ["tests/exact/test_scans.py", "tests/exact/test_pinned_metastable.py",
            "tests/exact/test_pinned_influence.py", "tests/test_bad_inputs.py", "tests/toolkit/test_results.py",
            "tests/test_phase_pipeline.py", "tests/test_report_phase.py", "tests/toolkit/test_plot.py",
            "tests/test_cli_audit_exact.py", "tests/test_cli_audit_commands.py", "tests/exact/test_cov5h1_scans.py",
            "exact/scans.py"]
TS_EXACT = ["tests/test_cli_audit_exact.py", "tests/toolkit/test_results.py", "tests/test_bad_inputs.py",
            "tests/exact/test_markov.py", "tests/test_cli_audit_commands.py", "tests/toolkit/test_known_results.py",
            "tests/toolkit/test_plot.py", "tests/test_verify_reference.py", "tests/exact/test_cov5h1_metastable.py",
            "tests/exact/test_cov5h1_pairwise_logits.py", "tests/exact/test_cov5h1_small_modules.py",
            "exact/__init__.py"]
TS_CHAIN = ["tests/exact/test_kernel.py", "tests/exact/test_influence.py", "tests/toolkit/test_influence.py",
            "tests/toolkit/test_pinned_sampling.py", "tests/toolkit/test_blind4b.py",
            "tests/toolkit/test_blind4b_mlm.py", "tests/exact/test_compat.py", "tests/test_layering.py",
            "toolkit/chain.py"]
TS_LC = ["tests/exact/test_lumped.py", "tests/exact/test_lumped_fast.py",
         "tests/exact/test_lumped_low_temperature.py", "tests/exact/test_compat.py", "tests/test_bad_inputs.py",
         "tests/toolkit/test_results.py", "tests/exact/test_cov5h1_analysis.py",
         "tests/exact/test_cov5h1_lumped_checks.py", "exact/lumped_checks.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


WR, RO, CK, RI = "toolkit/app/report/_write.py", "exact/_rounding.py", "exact/checks.py", \
    "toolkit/app/report/__init__.py"
HF, MT, WN, FS = "toolkit/models/_hf_convert.py", "toolkit/app/mixing_truth.py", "toolkit/app/commands/window.py", \
    "toolkit/finite_size.py"
SC, EI, CH, LC = "exact/scans.py", "exact/__init__.py", "toolkit/chain.py", "exact/lumped_checks.py"

MUTANTS = [
    # ------------------------------------------------ toolkit/app/report/_write.py (90 statements: 3)
    _m("audit5a.write.ranges_last_run_dropped", WR,
       '    if run:\n        out.append(f"{run[0]}" if len(run) == 1 else f"{run[0]}-{run[-1]}")\n'
       '    return ", ".join(out)',
       '    return ", ".join(out)',
       "_ranges forgets to flush the last run: the hypothesis lines lose the claims of the last range",
       TS_WRITE),
    _m("audit5a.write.all_pass_off_by_one", WR,
       '"**every theorem check holds**." if n_fail == 0',
       '"**every theorem check holds**." if n_fail <= 1',
       "to_markdown says every theorem check holds with one failure (off by one at the guard)", TS_WRITE),
    _m("audit5a.write.json_n_failed", WR,
       '"n_failed": len(report.failures)',
       '"n_failed": len(report.claims) - len(report.failures)',
       "results.json's n_failed counts the claims that did not fail", TS_WRITE),
    # ------------------------------------------------ exact/_rounding.py (30 statements: 3)
    _m("audit5a.rounding.scan_factor_swapped", RO,
       "site * (1 if K.is_random_scan else K.n)",
       "site * (K.n if K.is_random_scan else 1)",
       "log_rounding multiplies by n for the random scan and by 1 for the systematic sweep (swapped)",
       TS_ROUNDING),
    _m("audit5a.rounding.gap_no_path_steps", RO,
       "d + 3.0 * path_steps(P) * d",
       "d + 3.0 * d",
       "gap_rounding drops the factor n of rho_pi = n delta", TS_ROUNDING),
    _m("audit5a.rounding.no_abs_logits", RO,
       "np.max(np.abs(values))",
       "np.max(values)",
       "log_rounding takes L = max l instead of max |l| (negative logits ignored)", TS_ROUNDING),
    # ------------------------------------------------ exact/checks.py (148 statements: 3)
    _m("audit5a.checks.t0_hypothesis_flipped", CK,
       "T > inf.T0_col, 1.0, inf.alpha_col",
       "T < inf.T0_col, 1.0, inf.alpha_col",
       "the T0-sufficient claim's hypothesis is T < T_0 (comparison flipped)", TS_CHECKS),
    _m("audit5a.checks.bottleneck_min", CK,
       'bound > best["bound"]',
       'bound < best["bound"]',
       "_best_bottleneck keeps the smallest bound over the basins instead of the largest", TS_CHECKS),
    _m("audit5a.checks.missing_ignored", CK,
       "decided = bool(hyp) and not missing",
       "decided = bool(hyp)",
       "_claim gives a verdict when the value is missing (t_mix not reached: the claim fails instead of n/a)",
       TS_CHECKS),
    # ------------------------------------------------ toolkit/app/report/__init__.py (64 statements: 3)
    _m("audit5a.report.unknown_not_raised", RI,
       "    if unknown:\n        raise InvalidInputError",
       "    if unknown and sections is None:\n        raise InvalidInputError",
       "verify does not reject an unknown section name with InvalidInputError (a KeyError instead)", TS_REPORT),
    _m("audit5a.report.stage_weight_off_by_one", RI,
       "sum(weight[:k - 1])",
       "sum(weight[:k])",
       "_stage_line counts the section that starts as done (the estimate of the rest is off by one section)",
       TS_REPORT),
    _m("audit5a.report.stream_without_number", RI,
       "np.random.default_rng([seed, mod.STREAM])",
       "np.random.default_rng(seed)",
       "every sampled section draws from the same stream of the seed, not its own numbered one", TS_REPORT),
    # ------------------------------------------------ toolkit/models/_hf_convert.py (92 statements: 3)
    _m("audit5a.hf_convert.n_layers_off_by_one", HF,
       "return 1 + max(int(k[len(p):]",
       "return max(int(k[len(p):]",
       "_n_layers is the largest layer index, not the count: the last encoder layer is dropped", TS_HF),
    _m("audit5a.hf_convert.query_key_swapped", HF,
       '"self_attn.q_proj": "attention.self.query",\n        "self_attn.k_proj": "attention.self.key",',
       '"self_attn.q_proj": "attention.self.key",\n        "self_attn.k_proj": "attention.self.query",',
       "the fairseq q/k projections are mapped onto the RoBERTa key/query (swapped)", TS_HF),
    _m("audit5a.hf_convert.layer_norm_eps", HF,
       "layer_norm_eps=1e-5,",
       "layer_norm_eps=1e-12,",
       "sapiens_config uses BERT's LayerNorm eps 1e-12 instead of fairseq's 1e-5", TS_HF),
    # ------------------------------------------------ toolkit/app/mixing_truth.py (92 statements: 3)
    _m("audit5a.mixing_truth.field_sign", MT,
       "beta, h = float(beta), abs(float(field))",
       "beta, h = float(beta), float(field)",
       "curie_weiss_spinodal uses the signed field: a negative field gives T_s = beta", TS_TRUTH),
    _m("audit5a.mixing_truth.deeper_well", MT,
       "saddle - max(float(phi[a]), float(phi[b]))",
       "saddle - min(float(phi[a]), float(phi[b]))",
       "mean_field_barrier measures the saddle above the deeper well instead of the shallower", TS_TRUTH),
    _m("audit5a.mixing_truth.spinodal_strict", MT,
       "if T >= spinodal_temperature(family, q=q, beta=beta, field=field):",
       "if T > spinodal_temperature(family, q=q, beta=beta, field=field):",
       "truth_label: a cell exactly at T_s is not polynomial (strict comparison)", TS_TRUTH),
    # ------------------------------------------------ toolkit/app/commands/window.py (57 statements: 3)
    _m("audit5a.window.steps_minimum", WN,
       'check_int(args.steps, "steps", minimum=8)',
       'check_int(args.steps, "steps", minimum=1)',
       "glauber window accepts --steps below 8", TS_WINDOW),
    _m("audit5a.window.alias_flipped", WN,
       "    if alias is not None:\n        args.free = alias",
       "    if alias is None:\n        args.free = alias",
       "the --free-positions alias overwrites --free with None when it is not given (condition flipped)",
       TS_WINDOW),
    _m("audit5a.window.rhat_isinf", WN,
       "math.isnan(q.estimate.value)",
       "math.isinf(q.estimate.value)",
       "window_warnings tests an R-hat for infinity instead of NaN: the undefined R-hat is not warned about",
       TS_WINDOW),
    # ------------------------------------------------ toolkit/finite_size.py (555 statements: 8)
    _m("audit5a.finite_size.binder_m2_unsquared", FS,
       "1.0 - m4 / (3.0 * m2**2)",
       "1.0 - m4 / (3.0 * m2)",
       "ScalingData's Binder cumulant from moments divides by 3 <m^2> instead of 3 <m^2>^2", TS_FSS),
    _m("audit5a.finite_size.crossing_interp_wrong_end", FS,
       "f = D[last_pos] / (D[last_pos] - D[k])",
       "f = D[k] / (D[k] - D[last_pos])",
       "binder_crossings' linear interpolation between adjacent points measures from the wrong end", TS_FSS),
    _m("audit5a.finite_size.jackknife_sd", FS,
       "math.sqrt((m - 1) / m * ((v - v.mean()) ** 2).sum())",
       "math.sqrt(((v - v.mean()) ** 2).sum() / (m - 1))",
       "_jackknife returns the spread of the leave-one-out values, not the jackknife standard error", TS_FSS),
    _m("audit5a.finite_size.aic_margin_flipped", FS,
       "aic0 + LOG_AIC_MARGIN <= aic1",
       "aic0 <= aic1 + LOG_AIC_MARGIN",
       "log_law_wins: the log law wins when it is up to 2 AIC worse (margin on the wrong side)", TS_FSS),
    _m("audit5a.finite_size.narrow_and", FS,
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "narrow = n.size < MIN_SIZES and n[-1] / n[0] < MIN_RANGE",
       "fss_verdict calls a grid narrow only when it has both too few sizes and too small a range", TS_FSS),
    _m("audit5a.finite_size.hh_self_included", FS,
       "        inside[s:e] = False\n",
       "",
       "_hh_quality compares each size with its own interpolation too (self-exclusion dropped)", TS_FSS),
    _m("audit5a.finite_size.change_err_min", FS,
       "max(abs(last[-1] - last[-2]), grid_err)",
       "min(abs(last[-1] - last[-2]), grid_err)",
       "mixing_change's error is the smaller of the drift and a tenth of the grid step (min for max)", TS_FSS),
    _m("audit5a.finite_size.temperatures_nondecreasing", FS,
       "not (np.diff(T) > 0).all()",
       "not (np.diff(T) >= 0).all()",
       "ScalingData accepts repeated temperatures (no InvalidInputError for a grid that is not increasing)",
       TS_FSS),
    # ------------------------------------------------ exact/scans.py (319 statements: 5)
    _m("audit5a.scans.aicc_off_by_one", SC,
       "2 * k * (k + 1) / (m - k - 1) if m - k - 1 > 0",
       "2 * k * (k + 1) / (m - k) if m - k > 0",
       "_aicc's small-sample correction divides by m - k instead of m - k - 1", TS_SCANS),
    _m("audit5a.scans.potts_theory_no_q", SC,
       "1.0 / (2.0 * (1.0 - model.beta / (q * T)))",
       "1.0 / (2.0 * (1.0 - model.beta / T))",
       "nlogn_theory's mean-field Potts constant drops the q of beta/(qT)", TS_SCANS),
    _m("audit5a.scans.all_hold_vacuous_true", SC,
       "return all(applicable) if applicable else None",
       "return all(applicable) if applicable else True",
       "NlognScan.all_hold is True when no row has an applicable bound (None documented)", TS_SCANS),
    _m("audit5a.scans.temperatures_ascending", SC,
       "                reverse=True)\n    if len(Ts) < 2:",
       "                reverse=False)\n    if len(Ts) < 2:",
       "metastability_scan sorts the temperatures ascending, so the slope is fitted on the highest ones",
       TS_SCANS),
    _m("audit5a.scans.lumped_set_size_classes", SC,
       'size = 1 if set_kind == "fixed point" else sum(\n'
       "        math.factorial(n) // math.prod(math.factorial(int(v)) for v in c) for c in C[mask])",
       'size = 1 if set_kind == "fixed point" else int(mask.sum())',
       "the lumped basin's set_size counts count classes, not states", TS_SCANS),
    # ------------------------------------------------ exact/__init__.py (23 statements: 3)
    _m("audit5a.exact_init.timescales_not_exported", EI,
       "from .timescales import ImpliedTimescales, implied_timescales",
       "from .timescales import ImpliedTimescales",
       "exact no longer re-exports implied_timescales (still listed in __all__)", TS_EXACT),
    _m("audit5a.exact_init.nlogn_not_in_all", EI,
       '    "nlogn_scan",\n',
       "",
       "nlogn_scan is left out of exact.__all__ (a star import misses it)", TS_EXACT),
    _m("audit5a.exact_init.max_states_stale", EI,
       "from .space import DEFAULT_MAX_STATES, StateSpace",
       "from .space import StateSpace\n\nDEFAULT_MAX_STATES = 1e6",
       "exact.DEFAULT_MAX_STATES is a stale copy (1e6), not exact.space's 2e7", TS_EXACT),
    # ------------------------------------------------ toolkit/chain.py (20 statements: 3)
    _m("audit5a.chain.uniform_wrong_axis", CH,
       "-np.log(z.shape[-1])",
       "-np.log(z.shape[0])",
       "T = inf: the uniform law uses the size of the first axis (sites), not the vocabulary", TS_CHAIN),
    _m("audit5a.chain.global_max", CH,
       "z = z - z.max(axis=-1, keepdims=True)",
       "z = z - z.max()",
       "tempered_log_conditionals subtracts the global maximum, not each row's (underflow for low rows)",
       TS_CHAIN),
    _m("audit5a.chain.conditionals_default_T", CH,
       "*, temperature: float = 1.0) -> np.ndarray:",
       "*, temperature: float = 0.5) -> np.ndarray:",
       "conditionals' default temperature is 0.5, not 1", TS_CHAIN),
    # ------------------------------------------------ exact/lumped_checks.py (320 statements: 5)
    _m("audit5a.lumped_checks.alpha_n", LC,
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4",
       "alpha, T0 = n * R, (n - 1) * Lm / 4",
       "count_influence: alpha = n R instead of (n - 1) R", TS_LC),
    _m("audit5a.lumped_checks.certified_no_pairs", LC,
       "n_certified = n_pairs * cert_weight",
       "n_certified = cert_weight",
       "count_rectangles' exact n_certified drops the C(n, 2) site pairs", TS_LC),
    _m("audit5a.lumped_checks.fixed_points_ascending", LC,
       'idx[np.argsort(-m[idx], kind="stable")]',
       'idx[np.argsort(m[idx], kind="stable")]',
       "count_fixed_points lists the smallest margin first (largest documented)", TS_LC),
    _m("audit5a.lumped_checks.downset_off_by_one", LC,
       "js = np.arange(0, hi + 1)",
       "js = np.arange(0, hi)",
       "log_exit_time_from_set's down-set sum stops one short (j = hi left out)", TS_LC),
    _m("audit5a.lumped_checks.entropy_sign", LC,
       "+ (nu * log_mult).sum())",
       "- (nu * log_mult).sum())",
       "lumped_exact_report's pi entropy subtracts the multinomial term instead of adding it", TS_LC),
]

#: mutants believed equivalent before the run, with why (none)
EQUIVALENT: dict = {}

#: filled in after the first run was recorded (protocol step 5): the same bug as an entry of
#: scripts/mutants.py (the same snippet and the same wrong code, or the same wrong result by
#: another edit: temperatures_ascending fits the slope on the highest temperatures as
#: scans.slope_highest_T does, all_hold_vacuous_true returns all([]) = True as
#: scans.all_hold_vacuous does)
DUPLICATE_OF = {
    "audit5a.write.all_pass_off_by_one": "audit4e.write.headline_one_fail_ok",
    "audit5a.write.json_n_failed": "audit4e.write.results_n_failed",
    "audit5a.rounding.gap_no_path_steps": "audit4a._rounding.gap_no_path_steps",
    "audit5a.rounding.no_abs_logits": "audit4a._rounding.L_signed_max",
    "audit5a.checks.bottleneck_min": "blind3.checks.bottleneck_smallest",
    "audit5a.mixing_truth.deeper_well": "blind2.mixing_truth.deeper_well",
    "audit5a.finite_size.binder_m2_unsquared": "cov5h2.finite_size.binder_moments",
    "audit5a.finite_size.aic_margin_flipped": "finite_size.log_law_tie_wins",
    "audit5a.finite_size.hh_self_included": "finite_size.hh_self_included",
    "audit5a.scans.potts_theory_no_q": "scans.potts_cutoff_no_q",
    "audit5a.scans.all_hold_vacuous_true": "scans.all_hold_vacuous",
    "audit5a.scans.temperatures_ascending": "scans.slope_highest_T",
    "audit5a.lumped_checks.alpha_n": "lumped_checks.alpha_n",
    "audit5a.lumped_checks.certified_no_pairs": "i27t.site_pairs_factor",
    "audit5a.lumped_checks.entropy_sign": "i30f.lumped_checks.entropy_sign",
    "audit5a.chain.global_max": "audit4b.chain.global_max",
}

#: filled in after the first run: why each survivor survived and which test kills it now
SURVIVOR_NOTES = {
    "audit5a.report.stream_without_number": {"note": (
        "no test looked at which stream a section draws from: a fake pair of sections records its first draw "
        "against np.random.default_rng([seed, STREAM])"),
        "killed_by": "tests/toolkit/test_blind5a.py::test_each_section_draws_from_its_own_numbered_stream"},
    "audit5a.hf_convert.layer_norm_eps": {"note": (
        "the Sapiens tests compare predictions, which eps 1e-12 against 1e-5 barely moves: the config is "
        "checked against fairseq's LayerNorm eps (torch's default 1e-5)"),
        "killed_by": "tests/toolkit/test_blind5a.py::test_sapiens_config_reads_the_sizes_and_fairseq_layer_norm_eps"},
    "audit5a.finite_size.change_err_min": {"note": (
        "no test read T_change_stderr: in the worked example the last crossings agree to 1e-16, so the "
        "error is the floor 0.002 (a tenth of the grid step), which min turns into 1e-16"),
        "killed_by": "tests/toolkit/test_blind5a.py::test_mixing_change_error_is_at_least_a_tenth_of_the_grid_step"},
    "audit5a.finite_size.temperatures_nondecreasing": {"note": (
        "no test gave a repeated temperature: ScalingData must reject it (InvalidInputError naming "
        "temperatures)"),
        "killed_by": "tests/toolkit/test_blind5a.py::test_scaling_data_rejects_a_repeated_temperature"},
    "audit5a.scans.aicc_off_by_one": {"note": (
        "the fits' tests compare which law wins, which the correction's denominator rarely changes: _aicc "
        "checked against the formula by hand (m = 5, k = 2) and at m - k - 1 = 0"),
        "killed_by": "tests/exact/test_blind5a.py::test_aicc_small_sample_correction_by_hand"},
    "audit5a.exact_init.nlogn_not_in_all": {"note": (
        "no test compared exact.__all__ with what the package binds: the public names must equal __all__"),
        "killed_by": "tests/exact/test_blind5a.py::test_exact_all_is_the_public_namespace"},
    "audit5a.exact_init.max_states_stale": {"note": (
        "tests import DEFAULT_MAX_STATES from exact.space, never from exact: exact's must be the same 2e7"),
        "killed_by": "tests/exact/test_blind5a.py::test_default_max_states_is_the_space_guard"},
    "audit5a.chain.conditionals_default_T": {"note": (
        "every caller passes the temperature: conditionals' default checked against softmax at T = 1 (the "
        "module's (1/4, 3/4) example)"),
        "killed_by": "tests/toolkit/test_blind5a.py::test_conditionals_default_temperature_is_one"},
    "audit5a.lumped_checks.fixed_points_ascending": {"note": (
        "the tests compare the count fixed points with the enumerated ones as sorted sets, so the order was "
        "never read: Curie-Weiss with a field has margins 4 and 2 by hand, largest first"),
        "killed_by": "tests/exact/test_blind5a.py::test_count_fixed_points_largest_margin_first"},
}

#: the tests this audit added, run with --after after each survivor's set
AFTER_TESTS = {
    "audit5a.report.stream_without_number": ["tests/toolkit/test_blind5a.py"],
    "audit5a.hf_convert.layer_norm_eps": ["tests/toolkit/test_blind5a.py"],
    "audit5a.finite_size.change_err_min": ["tests/toolkit/test_blind5a.py"],
    "audit5a.finite_size.temperatures_nondecreasing": ["tests/toolkit/test_blind5a.py"],
    "audit5a.scans.aicc_off_by_one": ["tests/exact/test_blind5a.py"],
    "audit5a.exact_init.nlogn_not_in_all": ["tests/exact/test_blind5a.py"],
    "audit5a.exact_init.max_states_stale": ["tests/exact/test_blind5a.py"],
    "audit5a.chain.conditionals_default_T": ["tests/toolkit/test_blind5a.py"],
    "audit5a.lumped_checks.fixed_points_ascending": ["tests/exact/test_blind5a.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Twenty-third blind mutation audit, part b (issue 30): 52 mutants in the 12 modules dealt to part
23b by ``python benchmarks/blind_audit_5_draw.py --audit 23 --seed 2026120723`` (toolkit/app/phase_point.py,
exact/influence.py, toolkit/diagnostics.py, exact/checks.py, exact/_powers.py,
toolkit/app/report/incompatibility.py, toolkit/sampling.py, toolkit/app/report/contraction.py,
toolkit/app/report/metastability.py, toolkit/app/testing.py, exact/passage.py,
toolkit/app/commands/verify.py), written without reading ``scripts/mutants.py``, any other audit's
catalogue or any file under ``tests/`` (protocol: benchmarks/blind_audit_23_protocol.md). 3 mutants
per module under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before
anything runs, ``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_23b.py --list
    python benchmarks/blind_audit_23b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_23b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

PHASE_POINT = "toolkit/app/phase_point.py"
INFLUENCE = "exact/influence.py"
DIAGNOSTICS = "toolkit/diagnostics.py"
CHECKS = "exact/checks.py"
POWERS = "exact/_powers.py"
INCOMPAT = "toolkit/app/report/incompatibility.py"
SAMPLING = "toolkit/sampling.py"
CONTRACTION = "toolkit/app/report/contraction.py"
METASTABILITY = "toolkit/app/report/metastability.py"
TESTING = "toolkit/app/testing.py"
PASSAGE = "exact/passage.py"
VERIFY = "toolkit/app/commands/verify.py"
MODULES = (PHASE_POINT, INFLUENCE, DIAGNOSTICS, CHECKS, POWERS, INCOMPAT, SAMPLING, CONTRACTION, METASTABILITY,
           TESTING, PASSAGE, VERIFY)
TESTS = {f: automut.default_tests(f) for f in MODULES}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/phase_point.py (312 statements: 5)
    _m("audit23b.phase_point.rhat_min_of_two", PHASE_POINT,
       "r_hat = float(np.nanmax([r_hat, r_e]))", "r_hat = float(np.nanmin([r_hat, r_e]))",
       "mlm_phase_point's R-hat is the smaller of the overlap's and the energy's (the docstring: the largest)"),
    _m("audit23b.phase_point.reference_first_record", PHASE_POINT,
       "ref = ground if ground is not None else X[0, -1]", "ref = ground if ground is not None else X[0, 0]",
       "without x*, the overlap reference is the first chain's first recorded state, not its last"),
    _m("audit23b.phase_point.lattice_chi_no_temperature", PHASE_POINT,
       "reps.append([1.0 - g4 / (3 * g2 * g2), n * (g2 - ga * ga) / T])",
       "reps.append([1.0 - g4 / (3 * g2 * g2), n * (g2 - ga * ga)])",
       "the lattice method's per-group susceptibility replicates drop the 1/T factor"),
    _m("audit23b.phase_point.exit_rate_easiest_start", PHASE_POINT,
       ".mean(axis=1).max())", ".mean(axis=1).min())",
       "the rejection-free switch reads the smallest per-start exit rate instead of the largest (every start "
       "must promise few changes)"),
    _m("audit23b.phase_point.states_at_most_log_only", PHASE_POINT,
       "return n * np.log10(q) <= np.log10(limit) + 1 and q**n <= limit",
       "return n * np.log10(q) <= np.log10(limit) + 1",
       "_states_at_most keeps only the coarse log test: up to ten times the limit counts as within it"),
    # ------------------------------------------------------------------ exact/influence.py (121 statements: 3)
    _m("audit23b.influence.worst_sum_last_pair", INFLUENCE,
       "worst_sum[j] = max(worst_sum[j], float(S.max()))", "worst_sum[j] = float(S.max())",
       "the worst one-step coupled sum keeps the last token pair (b, b') instead of the max over pairs (q > 2)"),
    _m("audit23b.influence.slack_with_diagonal", INFLUENCE,
       "softmax_slack=float(lemma[off].min()) if n > 1 else 0.0",
       "softmax_slack=float(lemma.min()) if n > 1 else 0.0",
       "the softmax-lemma slack takes the diagonal (0 - 0 = 0) into its minimum: a positive slack reads 0"),
    _m("audit23b.influence.holds_strict", INFLUENCE,
       "return self.t_mix <= self.bound", "return self.t_mix < self.bound",
       "ContractionCheck.holds is strict: t_mix equal to the bound reads as a failure"),
    # ------------------------------------------------------------------ toolkit/diagnostics.py (234 statements: 5)
    _m("audit23b.diagnostics.sokal_window_last", DIAGNOSTICS,
       "M = int(Ms[np.argmax(ok)])", "M = int(Ms[ok][-1])",
       "Sokal's window is the last M with M >= c tau(M) instead of the first"),
    _m("audit23b.diagnostics.short_chain_flag_any_chains", DIAGNOSTICS,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:", "if N < SHORT_CHAIN_TAUS * tau:",
       "the short-chain flag is raised for several chains too (documented: one chain only)"),
    _m("audit23b.diagnostics.split_drops_last_draw", DIAGNOSTICS,
       "return np.concatenate([x[:, :half], x[:, x.shape[1] - half:]], axis=0)",
       "return np.concatenate([x[:, :half], x[:, half:2 * half]], axis=0)",
       "split chains of odd length drop the last draw instead of the middle one"),
    _m("audit23b.diagnostics.summarize_run_burn_in_strict", DIAGNOSTICS,
       "keep = np.asarray(run.times) >= burn_in", "keep = np.asarray(run.times) > burn_in",
       "summarize_run drops the record at step burn_in too (documented: only steps < burn_in)"),
    _m("audit23b.diagnostics.rhat_bulk_only", DIAGNOSTICS,
       "return max(vals) if vals else float(\"nan\")", "return vals[0] if vals else float(\"nan\")",
       "R-hat is the bulk value only, not the max of bulk and tail"),
    # ------------------------------------------------------------------ exact/checks.py (148 statements: 3)
    _m("audit23b.checks.escape_first_fixed_point", CHECKS,
       "worst = min(esc, key=lambda e: e.log_slack)", "worst = esc[0]",
       "the escape-bound claim reports the first fixed point, not the tightest"),
    _m("audit23b.checks.bottleneck_first_basin", CHECKS,
       "if best[\"bound\"] is None or bound > best[\"bound\"]:", "if best[\"bound\"] is None:",
       "the bottleneck claim keeps the first eligible basin's bound, not the largest"),
    _m("audit23b.checks.all_hold_undecided_fails", CHECKS,
       "return all(c.holds is not False for c in self.claims)", "return all(c.holds for c in self.claims)",
       "all_hold counts an undecided claim (holds None: hypothesis fails or value missing) as a failure"),
    # ------------------------------------------------------------------ exact/_powers.py (125 statements: 3)
    _m("audit23b.powers.worst_index_last", POWERS,
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])",
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[-1])",
       "worst_index picks the highest tied index instead of the lowest"),
    _m("audit23b.powers.gallop_t_max_exclusive", POWERS,
       "        if t_base + 2**j > t_max:\n            break",
       "        if t_base + 2**j >= t_max:\n            break",
       "strict_crossing's galloping step that lands on t_max is not taken (documented: inclusive)"),
    _m("audit23b.powers.bisection_break", POWERS,
       "        if t_low + 2**j > t_max:\n            continue",
       "        if t_low + 2**j > t_max:\n            break",
       "power_search's greedy bisection stops at the first step past t_max instead of trying smaller ones"),
    # ------------------------------------------------------------------ toolkit/app/report/incompatibility.py (92: 3)
    _m("audit23b.incompatibility.kolmogorov_error_min", INCOMPAT,
       "kol_err = float(np.nanmax(np.abs(kol - table.log_r)))",
       "kol_err = float(np.nanmin(np.abs(kol - table.log_r)))",
       "the Kolmogorov-ratio error is the smallest over the rectangles instead of the largest"),
    _m("audit23b.incompatibility.toy_data_keys_swapped", INCOMPAT,
       "\"family\", \"rectangles\", \"certified\", \"fraction\", \"median_abs_log_r\"",
       "\"family\", \"certified\", \"rectangles\", \"fraction\", \"median_abs_log_r\"",
       "the toy rows' data dict swaps the keys 'rectangles' and 'certified'"),
    _m("audit23b.incompatibility.unresolved_verdict_dropped", INCOMPAT,
       "verdict=\"holds\" if summ.incompatible else \"not resolved\"",
       "verdict=\"holds\" if summ.incompatible else \"\"",
       "a real MLM with no certified sampled rectangle is reported as failing, not 'not resolved'"),
    # ------------------------------------------------------------------ toolkit/sampling.py (472 statements: 8)
    _m("audit23b.sampling.inverse_cdf_strict", SAMPLING,
       "a = (c <= target).sum(axis=-1)", "a = (c < target).sum(axis=-1)",
       "inverse_cdf returns the smallest a with cumsum >= u sum: a zero-weight first category at u = 0"),
    _m("audit23b.sampling.lazy_flipped", SAMPLING,
       "move = rng.random(B) >= lazy if lazy else None", "move = rng.random(B) < lazy if lazy else None",
       "glauber_step moves with probability lazy instead of 1 - lazy"),
    _m("audit23b.sampling.rejection_free_rate_no_lazy", SAMPLING,
       "rate = (1.0 - lazy) * total / n", "rate = total / n",
       "the n-fold way's exit rate drops the (1 - lazy) factor"),
    _m("audit23b.sampling.record_at_change_old_state", SAMPLING,
       "r_hi = np.searchsorted(times, end, side=\"left\")", "r_hi = np.searchsorted(times, end, side=\"right\")",
       "a record at exactly the step of a change takes the state before the change"),
    _m("audit23b.sampling.clock_holding_time", SAMPLING,
       "clock[moved] = end[jumped]", "clock[moved] = hold[jumped]",
       "the rejection-free clock is set to the last holding time instead of the elapsed steps"),
    _m("audit23b.sampling.observable_bytes_first", SAMPLING,
       "per_state = max((int(getattr(f, \"bytes_per_state\", 0)) for f in obs), default=0)",
       "per_state = int(getattr(obs[0], \"bytes_per_state\", 0)) if obs else 0",
       "run_memory reads the first observable's bytes per state instead of the largest"),
    _m("audit23b.sampling.duplicate_names_replaced", SAMPLING,
       "        if str(name) in out:  # two unnamed lambdas",
       "        if False:  # two unnamed lambdas",
       "two observables of the same name: the second silently replaces the first (no error)"),
    _m("audit23b.sampling.burn_in_equal_refused", SAMPLING,
       "    if burn_in > n_steps:\n        raise InvalidInputError(f\"`burn_in` must be <= n_steps",
       "    if burn_in >= n_steps:\n        raise InvalidInputError(f\"`burn_in` must be <= n_steps",
       "n_record_times refuses burn_in == n_steps (documented: burn_in <= n_steps)"),
    # ------------------------------------------------------------------ toolkit/app/report/contraction.py (39: 3)
    _m("audit23b.contraction.fit_drops_n", CONTRACTION,
       "x = ns * np.log(ns)", "x = np.log(ns)",
       "the t_mix ~ c n ln n fit drops the factor n"),
    _m("audit23b.contraction.slack_arguments_swapped", CONTRACTION,
       "slack=slack_upper(r.t_mix, r.bound)", "slack=slack_upper(r.bound, r.t_mix)",
       "the per-n contraction claim's slack has value and bound swapped"),
    _m("audit23b.contraction.band_order_swapped", CONTRACTION,
       "lo, hi = scan.ratio_band", "hi, lo = scan.ratio_band",
       "the ratio band is read (hi, lo): hi/lo <= 1 always, the band claim cannot fail"),
    # ------------------------------------------------------------------ toolkit/app/report/metastability.py (43: 3)
    _m("audit23b.metastability.quick_no_basin", METASTABILITY,
       "if quick and basin_rows:", "if quick:",
       "quick mode breaks before the first basin: no basin row at all"),
    _m("audit23b.metastability.slack_arguments_swapped", METASTABILITY,
       "slack=slack_lower_log(r.log_exit_time, r.log_bound)", "slack=slack_lower_log(r.log_bound, r.log_exit_time)",
       "the escape claims' slack has value and bound swapped"),
    _m("audit23b.metastability.basin_keys_swapped", METASTABILITY,
       "\"k\", \"k_gamma\",\n                                                                \"V\", \"slope\"",
       "\"k\", \"V\",\n                                                                \"k_gamma\", \"slope\"",
       "the basin rows' data dict swaps the keys 'k_gamma' and 'V'"),
    # ------------------------------------------------------------------ toolkit/app/testing.py (472 statements: 8)
    _m("audit23b.testing.pool_by_last_cell", TESTING,
       "while k < len(E) and E[:k].sum() < MIN_EXPECTED:", "while k < len(E) and E[k - 1] < MIN_EXPECTED:",
       "pooling grows until the last pooled cell (not the pool) expects 20: one cell too many pooled"),
    _m("audit23b.testing.holm_not_monotone", TESTING,
       "adj = np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * p[order]))",
       "adj = np.minimum(1.0, (m - np.arange(m)) * p[order])",
       "Holm's adjusted p-values are not made monotone (step-down maximum dropped)"),
    _m("audit23b.testing.detectable_no_bonferroni", TESTING,
       "if np.any(dof > 0) else 1, alpha / len(S), n_samples)", "if np.any(dof > 0) else 1, alpha, n_samples)",
       "the detectable effect size is at level alpha, not the Bonferroni level alpha / starts"),
    _m("audit23b.testing.outside_tv_full_mass", TESTING,
       "dist = tv(counts / n_samples, rows, axis=1) + 0.5 * outside / n_samples",
       "dist = tv(counts / n_samples, rows, axis=1) + outside / n_samples",
       "check_sampler's TV counts the draws outside 0..q-1 twice (no 1/2)"),
    _m("audit23b.testing.lazy_mistake_ignores_claim", TESTING,
       "return at(lazy2=1.0 - (1.0 - lazy) * 0.5)", "return at(lazy2=0.5)",
       "the 'lazy' mistake's kernel holds with 1/2 instead of 1/2 on top of the claimed lazy"),
    _m("audit23b.testing.stationary_eps_max", TESTING,
       "eps = min(0.01, w / 20)", "eps = max(0.01, w / 20)",
       "check_stationary runs to t_mix at the larger of 0.01 and w/20 instead of the smaller"),
    _m("audit23b.testing.negative_tokens_inside", TESTING,
       "return arr, ((arr < 0) | (arr >= q)).any(axis=1)", "return arr, (arr >= q).any(axis=1)",
       "a negative token in a step's output is not counted as outside 0..q-1"),
    _m("audit23b.testing.specials_refuse_minus_inf", TESTING,
       "if np.isnan(arr).any() or (arr == math.inf).any():", "if np.isnan(arr).any() or np.isinf(arr).any():",
       "with_specials refuses -inf logits (documented: finite or -inf)"),
    # ------------------------------------------------------------------ exact/passage.py (353 statements: 5)
    _m("audit23b.passage.risky_through_target", PASSAGE,
       "risky = can_reach(sp.csr_matrix(G.multiply((~B)[:, None])), never) & ~B",
       "risky = can_reach(G, never) & ~B",
       "a state that reaches the never-B states only through B is counted as risky (mean passage time inf)"),
    _m("audit23b.passage.return_time_ignores_risky", PASSAGE,
       "            Pm = np.where(Pinf > 0, math.inf, Pm)\n",
       "            pass\n",
       "the return time from B stays finite when one step may fall where B is never reached"),
    _m("audit23b.passage.first_passage_start_not_absorbed", PASSAGE,
       "        f[t] = float(w[B].sum())\n        v = w * outside",
       "        f[t] = float(w[B].sum())\n        v = w",
       "first passage from a start keeps the mass that reached B: f counts visits, not first passages"),
    _m("audit23b.passage.survival_order", PASSAGE,
       "u = np.asarray(Pop @ (outside * u), dtype=float)", "u = outside * np.asarray(Pop @ u, dtype=float)",
       "the survival is (D P)^t 1 instead of (P D)^t 1: 0 on B, the first step from B not counted"),
    _m("audit23b.passage.classes_by_largest_state", PASSAGE,
       "return sorted(classes, key=lambda c: int(c[0]))", "return sorted(classes, key=lambda c: int(c[-1]))",
       "closed classes ordered by their largest state instead of their smallest"),
    # ------------------------------------------------------------------ toolkit/app/commands/verify.py (65: 3)
    _m("audit23b.verify.empty_sections_accepted", VERIFY,
       "if args.sections is not None and not sections:", "if args.sections and not sections:",
       "--sections '' is accepted as the full report instead of refused"),
    _m("audit23b.verify.timings_not_moved", VERIFY,
       "times[\"sections\"][key] = sec.pop(\"seconds\")", "times[\"sections\"][key] = sec.get(\"seconds\")",
       "per-section seconds are copied to the timings but left in results.json (not reproducible)"),
    _m("audit23b.verify.writable_checks_path", VERIFY,
       "        if not os.access(parent, os.W_OK | os.X_OK):",
       "        if not os.access(path, os.W_OK | os.X_OK):",
       "check_out_dir(create=False) asks whether the not-yet-made path is writable (always no) instead of its parent"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record:
#: same file, same place, same behaviour change; 40 of the 52, the other 12 are fresh)
DUPLICATE_OF: dict = {
    "audit23b.phase_point.lattice_chi_no_temperature": "prm20b.phase_point.lattice_rep_chi_no_T",
    "audit23b.phase_point.exit_rate_easiest_start": "cmp13a.phase_point.exit_rate_min",
    "audit23b.phase_point.states_at_most_log_only": "audit14c.phase_point.states_at_most_log_only",
    "audit23b.influence.worst_sum_last_pair": "prm21d.influence.worst_sum_last_pair",
    "audit23b.influence.slack_with_diagonal": "harden8h2.influence.slack_with_diagonal",
    "audit23b.influence.holds_strict": "cmp14c.influence.holds_strict",
    "audit23b.diagnostics.sokal_window_last": "prm27a.diagnostics.sokal_window_last",
    "audit23b.diagnostics.short_chain_flag_any_chains": "diagnostics.short_chain_any_m",
    "audit23b.diagnostics.split_drops_last_draw": "sweep6s3.diagnostics.split_keeps_middle",
    "audit23b.diagnostics.summarize_run_burn_in_strict": "audit7a.diagnostics.burn_in_strict",
    "audit23b.checks.all_hold_undecided_fails": "audit14b.checks.all_hold_none",
    "audit23b.powers.worst_index_last": "blind3.powers.worst_last",
    "audit23b.powers.gallop_t_max_exclusive": "cmp16c._powers.gallop_short_of_t_max",
    "audit23b.powers.bisection_break": "blind3.powers.search_break",
    "audit23b.incompatibility.kolmogorov_error_min": "sweep7a4.report_incompatibility.1",
    "audit23b.incompatibility.toy_data_keys_swapped": "audit4e.incompat.toy_keys_swapped",
    "audit23b.sampling.inverse_cdf_strict": "sampling.inverse_cdf_strict",
    "audit23b.sampling.lazy_flipped": "sampling.lazy_inverted",
    "audit23b.sampling.rejection_free_rate_no_lazy": "sampling.nfold_ignores_lazy",
    "audit23b.sampling.record_at_change_old_state": "sampling.nfold_record_side",
    "audit23b.sampling.duplicate_names_replaced": "harden9b.sampling.observables_same_name",
    "audit23b.sampling.burn_in_equal_refused": "audit4b.sampling.burn_in_eq_refused",
    "audit23b.contraction.slack_arguments_swapped": "audit4e.contraction.slack_args_swapped",
    "audit23b.contraction.band_order_swapped": "audit4e.contraction.band_swapped",
    "audit23b.metastability.quick_no_basin": "audit4e.meta.quick_no_basin",
    "audit23b.metastability.slack_arguments_swapped": "audit4e.meta.slack_args_swapped",
    "audit23b.testing.pool_by_last_cell": "prm20c.testing.pool_not_topped_up",
    "audit23b.testing.holm_not_monotone": "blind.testing.holm_not_monotone",
    "audit23b.testing.detectable_no_bonferroni": "sweep6s4.testing.no_bonferroni",
    "audit23b.testing.outside_tv_full_mass": "sweep7a1.testing.2",
    "audit23b.testing.lazy_mistake_ignores_claim": "blind.testing.mistake_lazy_ignores_base",
    "audit23b.testing.stationary_eps_max": "audit8b.testing.stationary_eps_max",
    "audit23b.testing.negative_tokens_inside": "audit7b.testing.negative_tokens_not_outside",
    "audit23b.testing.specials_refuse_minus_inf": "harden8h1.testing.specials_minus_inf_refused",
    "audit23b.passage.risky_through_target": "passage.mfpt_paths_through_target",
    "audit23b.passage.return_time_ignores_risky": "sweep6s2.passage.return_time_risky_ignored",
    "audit23b.passage.first_passage_start_not_absorbed": "passage.first_passage_start_no_taboo",
    "audit23b.passage.survival_order": "blind3.passage.survival_order",
    "audit23b.verify.empty_sections_accepted": "audit4c.verify.empty_string_sections",
    "audit23b.verify.timings_not_moved": "audit4c.verify.timings_left_in",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit23b.phase_point.reference_first_record": {
        "note": "fresh; the module's targeted tests passed under it: none pins which recorded state is the "
                "overlap's reference without x* (the docstring: the first chain's last state). Pinned with the "
                "real sampler's own run: relaxation is the integrated autocorrelation time of the overlap with "
                "X[0, -1], computed from the run's states",
        "killed_by": "tests/toolkit/test_audit23b_phase_point.py::test_mlm_overlap_reference_is_the_first_chains_last_state"},
    "audit23b.checks.escape_first_fixed_point": {
        "note": "fresh; the targeted tests passed under it: none checks the claim's value and bound on a model "
                "whose first-listed fixed point (largest margin first) is not the tightest. Pinned on a 2-site "
                "logit table whose first fixed point (00, margins 2 and 10) is looser than the second (11, "
                "margins 1 and 1): the claim's value 1 + e and bound e are the hand values at 11",
        "killed_by": "tests/exact/test_audit23b_checks.py::test_escape_bound_claim_shows_the_tightest_fixed_point"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Fourth blind mutation audit, part e (issue 30): 46 mutants in 15 modules never audited before
(the report's writer, data model and sections incompatibility, samplers, semantic,
metastability, contraction, calibration; the sweep's executors and runner; progress; the
model registry and zoo; the plots; the exceptions), written without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``. Each
mutant is a bug a developer could make in the source, read for this audit. The mutants
believed equivalent were marked (``EQUIVALENT``) before anything ran; the ones found after
the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record; the record gives the score over all and
over the fresh ones).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests (part of the suite:
``--doctest-modules`` in setup.cfg) run last; a mutant first failed by its module's doctest
is a kill, and the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_4e.py --baseline --jobs 1 --json before.json
    python benchmarks/blind_audit_4e.py --id 'audit4e.progress.*' --timeout 300
    python benchmarks/blind_audit_4e.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import, names only)
TS_WRITE = ["tests/test_report_html.py", "tests/test_verify.py", "tests/test_verdicts_and_text.py",
            "toolkit/app/report/_write.py"]
TS_MODEL = ["tests/test_verdicts_and_text.py", "tests/toolkit/test_results.py", "tests/toolkit/test_mixing_summary.py",
            "tests/toolkit/test_known_results.py", "tests/test_report_html.py", "toolkit/app/report/_model.py"]
TS_INCOMPAT = ["tests/test_verify.py", "tests/test_report_html.py", "tests/test_verdicts_and_text.py",
               "toolkit/app/report/incompatibility.py"]
TS_SAMPLERS = ["tests/test_verify_samplers.py", "tests/test_verify.py", "toolkit/app/report/samplers.py"]
TS_META = ["tests/test_verify.py", "tests/test_report_html.py", "tests/test_verdicts_and_text.py",
           "tests/toolkit/test_results.py", "toolkit/app/report/metastability.py"]
TS_CONTRACTION = ["tests/test_verify.py", "tests/test_report_html.py", "tests/test_verdicts_and_text.py",
                  "tests/toolkit/test_results.py", "toolkit/app/report/contraction.py"]
TS_CALIB = ["tests/test_verify.py", "tests/test_report_html.py", "tests/toolkit/test_real_window.py",
            "toolkit/app/report/calibration.py"]
TS_SEMANTIC = ["tests/test_verdicts_and_text.py", "tests/test_verify.py", "toolkit/app/report/semantic.py"]
TS_EXEC = ["tests/toolkit/test_sweep.py", "tests/test_cli_sweep_checks.py", "toolkit/app/sweep/executors.py"]
TS_RUNNERS = ["tests/toolkit/test_sweep.py", "tests/toolkit/test_results.py", "tests/test_cli_sweep.py",
              "toolkit/app/sweep/runners.py"]
TS_PROGRESS = ["tests/test_bad_inputs_first_hour.py", "tests/test_report_html.py", "tests/test_cli_vocabulary.py",
               "tests/toolkit/test_sampling.py", "toolkit/_progress.py"]
TS_REGISTRY = ["tests/toolkit/test_registry.py", "tests/toolkit/test_exchangeable_models.py",
               "tests/toolkit/test_memory_guards.py", "tests/test_bad_inputs.py", "toolkit/models/registry.py"]
TS_ZOO = ["tests/toolkit/test_mlm.py", "tests/toolkit/test_testing.py", "tests/test_cli_free.py",
          "toolkit/models/zoo.py"]
TS_PLOT = ["tests/toolkit/test_plot.py", "tests/test_bad_inputs.py", "toolkit/plot.py"]
TS_EXC = ["tests/test_exceptions.py", "tests/exact/test_errors.py", "tests/toolkit/test_memory_guards.py",
          "toolkit/exceptions.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


WR, MD, IN, SA = "toolkit/app/report/_write.py", "toolkit/app/report/_model.py", \
    "toolkit/app/report/incompatibility.py", "toolkit/app/report/samplers.py"
MS, CO, CA, SE = "toolkit/app/report/metastability.py", "toolkit/app/report/contraction.py", \
    "toolkit/app/report/calibration.py", "toolkit/app/report/semantic.py"
EX, RU, PR, RG, ZO = "toolkit/app/sweep/executors.py", "toolkit/app/sweep/runners.py", "toolkit/_progress.py", \
    "toolkit/models/registry.py", "toolkit/models/zoo.py"
PL, EC = "toolkit/plot.py", "toolkit/exceptions.py"

MUTANTS = [
    # ---- report/_write.py: the Markdown, the HTML, results.json
    _m("audit4e.write.ranges_last_single_dropped", WR, "\n    if run:\n        out.append(",
       "\n    if len(run) > 1:\n        out.append(",
       "_ranges drops a trailing single number ([1, 2, 3, 5] -> '1-3'): a hypothesis line loses a claim", TS_WRITE),
    _m("audit4e.write.headline_one_fail_ok", WR, '("**every theorem check holds**." if n_fail == 0',
       '("**every theorem check holds**." if n_fail <= 1',
       "the headline says every theorem check holds with one FAIL", TS_WRITE),
    _m("audit4e.write.hypothesis_said_swapped", WR,
       'said = {True: "holds", False: "does not hold", None: "not decided"}',
       'said = {True: "does not hold", False: "holds", None: "not decided"}',
       "the hypotheses list says 'holds' for a hypothesis that does not hold and vice versa", TS_WRITE),
    _m("audit4e.write.results_n_failed", WR, '"n_failed": len(report.failures)',
       '"n_failed": len(report.claims) - len(report.failures)',
       "results.json's n_failed counts the claims that did not fail", TS_WRITE),
    # ---- report/_model.py: slack cells, reason lines, wrapped tables
    _m("audit4e.model.slack_shown_for_comparisons", MD, 'if c.kind != "theorem" or c.slack is None:',
       "if c.slack is None:",
       "the slack column shows a comparison's slack (theorems only have one)", TS_MODEL),
    _m("audit4e.model.reason_numbering_from_0", MD, "for k, c in enumerate(claims, 1) if c.reason]",
       "for k, c in enumerate(claims) if c.reason]",
       "reason lines numbered from 0 while the table numbers claims from 1", TS_MODEL),
    _m("audit4e.model.wrapped_row_truncated", MD, "for k in range(max(len(c) for c in r)):",
       "for k in range(min(len(c) for c in r)):",
       "a wrapped row takes as many lines as its shortest cell: the rest of a long cell is lost", TS_MODEL),
    # ---- report/incompatibility.py
    _m("audit4e.incompat.compatible_allows_one", IN, '"0 certified", table.n_certified, table.n_certified == 0))',
       '"0 certified", table.n_certified, table.n_certified <= 1))',
       "the 'no certified rectangle' theorem check passes with one certified rectangle", TS_INCOMPAT),
    _m("audit4e.incompat.kolmogorov_err_signed", IN, "np.nanmax(np.abs(kol - table.log_r))",
       "np.nanmax(kol - table.log_r)",
       "the Kolmogorov-vs-log R error without the absolute value: negative differences missed", TS_INCOMPAT),
    _m("audit4e.incompat.toy_keys_swapped", IN,
       'dict(zip(("family", "rectangles", "certified", "fraction", "median_abs_log_r"',
       'dict(zip(("family", "certified", "rectangles", "fraction", "median_abs_log_r"',
       "the section's data swaps the rectangles and certified counts", TS_INCOMPAT),
    # ---- report/samplers.py
    _m("audit4e.samplers.product_site_order", SA, "product = np.multiply.outer(product, m_i).reshape(-1)",
       "product = np.multiply.outer(m_i, product).reshape(-1)",
       "the product of marginals in the reversed state order (site 0 fastest)", TS_SAMPLERS),
    _m("audit4e.samplers.worst_is_min", SA, "worst = max(ONE_AT_A_TIME,", "worst = min(ONE_AT_A_TIME,",
       "the 'worst' one-at-a-time order is the best one: the closed-form check tests the smallest TV", TS_SAMPLERS),
    # ---- report/metastability.py
    _m("audit4e.meta.claim_bound_value_swapped", MS, "True, r.bound, r.exit_time, r.holds,",
       "True, r.exit_time, r.bound, r.holds,",
       "the escape-bound claim reports the exit time as the bound and the bound as the value", TS_META),
    _m("audit4e.meta.slack_args_swapped", MS, "slack_lower_log(r.log_exit_time, r.log_bound)",
       "slack_lower_log(r.log_bound, r.log_exit_time)",
       "the escape-bound slack with value and bound swapped (negative while the bound holds)", TS_META),
    _m("audit4e.meta.quick_no_basin", MS, "if quick and basin_rows:", "if quick:",
       "quick mode computes no basin at all (the first one is meant to stay)", TS_META),
    # ---- report/contraction.py
    _m("audit4e.contraction.r2_uncentred", CO, "((ts - ts.mean()) @ (ts - ts.mean()))", "(ts @ ts)",
       "the fit's R^2 against the uncentred sum of squares", TS_CONTRACTION),
    _m("audit4e.contraction.band_swapped", CO, "lo, hi = scan.ratio_band", "hi, lo = scan.ratio_band",
       "the ratio band's ends swapped: max/min <= 2 holds for any band", TS_CONTRACTION),
    _m("audit4e.contraction.slack_args_swapped", CO, "slack=slack_upper(r.t_mix, r.bound)",
       "slack=slack_upper(r.bound, r.t_mix)",
       "the contraction-bound slack with value and bound swapped", TS_CONTRACTION),
    # ---- report/calibration.py
    _m("audit4e.calibration.bound_lower_ci", CA, '"coupling inequality", True, r.sampled.ci[1], r.exact.value',
       '"coupling inequality", True, r.sampled.ci[0], r.exact.value',
       "the coupling claim's bound is the lower end of the sampled interval", TS_CALIB),
    _m("audit4e.calibration.ok_counts_rows", CA, "n_ok += bool(r.ok)", "n_ok += 1",
       "every decided row counted as agreeing", TS_CALIB),
    _m("audit4e.calibration.rate_over_all_rows", CA, "n_ok >= 0.8 * n_rows", "n_ok >= 0.8 * len(all_rows)",
       "the agreement rate over every row, undecided ones included", TS_CALIB),
    # ---- report/semantic.py
    _m("audit4e.semantic.low_high_swapped", SE, "low, high = study.results[0], study.results[-1]",
       "high, low = study.results[0], study.results[-1]",
       "the low-T and high-T results swapped in the dwell comparison", TS_SEMANTIC),
    # ---- sweep/executors.py
    _m("audit4e.executors.local_zero_accepted", EX, "            if n < 1:", "            if n < 0:",
       "local:0 accepted (no error naming the executor)", TS_EXEC),
    _m("audit4e.executors.dask_empty_address", EX,
       '        if not arg:\n            raise InvalidInputError(f"`executor` dask',
       '        if arg is None:\n            raise InvalidInputError(f"`executor` dask',
       "dask: with no address accepted (partition gives '', never None)", TS_EXEC),
    _m("audit4e.executors.serial_raises", EX, "            yield t, exc", "            raise",
       "the serial executor raises a task's exception instead of yielding it (no TaskFailedError)", TS_EXEC),
    # ---- sweep/runners.py
    _m("audit4e.runners.skipped_counts_duplicates", RU, "n_skipped=len(unique) - len(pending)",
       "n_skipped=len(tasks) - len(pending)",
       "n_skipped counts duplicate tasks as skipped", TS_RUNNERS),
    _m("audit4e.runners.only_input_errors_wrapped", RU, "if isinstance(out, GlauberError):",
       "if isinstance(out, InvalidInputError):",
       "only InvalidInputError becomes TaskFailedError; other domain errors escape unnamed", TS_RUNNERS),
    _m("audit4e.runners.empty_sweep_accepted", RU,
       '    if not tasks:\n        raise InvalidInputError("the sweep has no tasks")',
       '    if tasks is None:\n        raise InvalidInputError("the sweep has no tasks")',
       "an empty sweep is accepted silently", TS_RUNNERS),
    # ---- _progress.py
    _m("audit4e.progress.sixty_seconds", PR, "    if s < 60:", "    if s <= 60:",
       "format_seconds(60) says '60 s', not '1 min'", TS_PROGRESS),
    _m("audit4e.progress.rest_no_divide", PR, "return elapsed * max(0.0, 1.0 - fraction) / fraction",
       "return elapsed * max(0.0, 1.0 - fraction)",
       "the constant-rate estimate of the rest without dividing by the fraction done", TS_PROGRESS),
    _m("audit4e.progress.fit_not_per_worker", PR,
       "return sum(c * float(n) ** a for n in pending) / max(workers, 1)",
       "return sum(c * float(n) ** a for n in pending)",
       "the power-law estimate of the rest not divided by the workers", TS_PROGRESS),
    _m("audit4e.progress.fit_on_two_tasks_one_size", PR, "if len(sizes) < 2:", "if len(done) < 2:",
       "a power-law fit over two tasks of one size (geometric mean) instead of the mean time", TS_PROGRESS),
    _m("audit4e.progress.default_overrides_explicit", PR, "if progress is None and _default:", "if _default:",
       "defaults(False) overrides an explicit progress=True", TS_PROGRESS),
    # ---- models/registry.py
    _m("audit4e.registry.pairwise_q_once", RG, "f + 2 * math.log10(n) + 2 * math.log10(q)",
       "f + 2 * math.log10(n) + math.log10(q)",
       "the coupling array's size with q once (n, n, q) instead of (n, n, q, q)", TS_REGISTRY),
    _m("audit4e.registry.table_q_power_n_minus_1", RG, "f + math.log10(n) + n * math.log10(q)",
       "f + math.log10(n) + (n - 1) * math.log10(q)",
       "the logit table's size without its last q axis", TS_REGISTRY),
    _m("audit4e.registry.defaults_q_to_real", RG,
       "key not in params and not (real and key == \"q\"):", "key not in params:",
       "a command's default q is passed to a real model (its default token set should decide)", TS_REGISTRY),
    # ---- models/zoo.py
    _m("audit4e.zoo.q_equal_default_refused", ZO, "if q > len(default):", "if q >= len(default):",
       "q equal to the number of default tokens refused", TS_ZOO),
    _m("audit4e.zoo.q_tokens_mismatch_short", ZO, "if len(parsed) != int(q):", "if len(parsed) > int(q):",
       "fewer tokens than q accepted", TS_ZOO),
    _m("audit4e.zoo.window_end_off_by_one", ZO, 'start = max(0, len(spec["text"]) - n)',
       'start = max(0, len(spec["text"]) - n - 1)',
       "a window past the reference chain's end is shifted one residue too far left", TS_ZOO),
    # ---- plot.py
    _m("audit4e.plot.tmix_strict", PL, "below = np.flatnonzero(d <= eps)", "below = np.flatnonzero(d < eps)",
       "t_mix of an array: the first t with d(t) < eps, not <= eps", TS_PLOT),
    _m("audit4e.plot.chains_index_equal_n", PL, "idx.max() >= v.shape[0]", "idx.max() > v.shape[0]",
       "chain index n_chains passes the check (an IndexError instead of the error naming `chains`)", TS_PLOT),
    _m("audit4e.plot.nlogn_fit_from_2", PL, "ok = (n >= 3) & np.isfinite(t)", "ok = (n >= 2) & np.isfinite(t)",
       "the n ln n fit over n >= 2 (documented: n >= 3)", TS_PLOT),
    _m("audit4e.plot.kernel_lambda_star_min", PL, "return float(min(np.abs(rest).max(), 1.0))",
       "return float(min(np.abs(rest).min(), 1.0))",
       "lambda_* of a kernel's eigenvalues: the smallest modulus instead of the largest", TS_PLOT),
    # ---- exceptions.py
    _m("audit4e.exceptions.sci_round_carry", EC, "if round(m, 1) >= 10:", "if m >= 10:",
       "_sci: a mantissa that rounds to 10.0 not carried (9.97e5 printed as '10.0e+05')", TS_EXC),
    _m("audit4e.exceptions.bytes_1024_boundary", EC, '    if n < 1024:\n        return f"{n:.0f} B"',
       '    if n <= 1024:\n        return f"{n:.0f} B"',
       "1024 bytes printed as '1024 B', not '1.0 KiB'", TS_EXC),
    _m("audit4e.exceptions.state_bytes_no_factor", EC,
       "self.bytes_needed = float(self.n_states) * bytes_per_state if",
       "self.bytes_needed = float(self.n_states) if",
       "StateSpaceTooLargeError.bytes_needed without the bytes per state", TS_EXC),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None of the 46
#: is believed equivalent (each changes an output on some input; the ones that only matter at a
#: boundary say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. None: the one on a line mutated there too
#: (``progress.rest_no_divide``, ``i26.rest_inverted``'s line) is a different change (the
#: division dropped, not the fraction inverted).
DUPLICATE_OF: dict = {}

#: After the first run: per survivor, why nothing caught it and the test that now kills it.
SURVIVOR_NOTES: dict = {
    'audit4e.write.headline_one_fail_ok': {"note": 'no test wrote a report with exactly one failing theorem',
        "killed_by": "tests/test_report_sections_by_hand.py::test_markdown_one_failure_hypotheses_and_ranges"},
    'audit4e.incompat.compatible_allows_one': {"note": 'the compatible toys have 0 certified rectangles, so <= 1 reads the same; nothing fed the check a certified one',
        "killed_by": "tests/test_report_sections_by_hand.py::test_incompatibility_one_certified_rectangle_fails_the_compatible_check"},
    'audit4e.incompat.kolmogorov_err_signed': {"note": 'the Kolmogorov error is at round-off on the toys, its sign never checked',
        "killed_by": "tests/test_report_sections_by_hand.py::test_incompatibility_kolmogorov_error_is_absolute"},
    'audit4e.samplers.worst_is_min': {"note": 'every order reproduces the joint to round-off, so the best and the worst pass alike',
        "killed_by": "tests/test_report_sections_by_hand.py::test_samplers_checks_the_worst_order"},
    'audit4e.meta.claim_bound_value_swapped': {"note": "no test read the escape claims' bound and value against e^(gamma/T)/(q-1)",
        "killed_by": "tests/test_report_sections_by_hand.py::test_metastability_escape_claims_bound_by_hand"},
    'audit4e.meta.quick_no_basin': {"note": 'no test counted the basin comparisons of the quick section',
        "killed_by": "tests/test_report_sections_by_hand.py::test_metastability_quick_keeps_the_first_basin"},
    'audit4e.contraction.r2_uncentred': {"note": "the fit's R^2 was never recomputed",
        "killed_by": "tests/test_report_sections_by_hand.py::test_contraction_fit_r2_by_hand"},
    'audit4e.contraction.band_swapped': {"note": "the band claim's ratio was never recomputed; swapped it is < 1 and still 'holds'",
        "killed_by": "tests/test_report_sections_by_hand.py::test_contraction_slacks_and_band_by_hand"},
    'audit4e.calibration.bound_lower_ci': {"note": 'the calibration section ran in no fast test',
        "killed_by": "tests/test_report_sections_by_hand.py::test_calibration_claims_from_known_rows"},
    'audit4e.calibration.ok_counts_rows': {"note": 'the calibration section ran in no fast test, and every row agrees on the seeded toys',
        "killed_by": "tests/test_report_sections_by_hand.py::test_calibration_counts_disagreeing_rows"},
    'audit4e.calibration.rate_over_all_rows': {"note": 'the calibration section ran in no fast test',
        "killed_by": "tests/test_report_sections_by_hand.py::test_calibration_claims_from_known_rows"},
    'audit4e.semantic.low_high_swapped': {"note": 'the semantic section needs tiny-en chains; no fast test ran it',
        "killed_by": "tests/test_report_sections_by_hand.py::test_semantic_dwell_comparison_low_against_high_temperature"},
    'audit4e.runners.skipped_counts_duplicates': {"note": 'no test gave run_sweep a task twice',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_run_sweep_counts_duplicates_once_and_refuses_an_empty_grid"},
    'audit4e.runners.empty_sweep_accepted': {"note": 'no test called run_sweep with no tasks (make_grid refuses an empty grid first)',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_run_sweep_counts_duplicates_once_and_refuses_an_empty_grid"},
    'audit4e.progress.sixty_seconds': {"note": 'format_seconds was tested at 75 s and 3725 s, not at the 60 s boundary',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_format_seconds_sixty_is_one_minute"},
    'audit4e.progress.fit_not_per_worker': {"note": 'power_law_rest was tested with one worker only',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_power_law_rest_divides_the_fit_by_the_workers"},
    'audit4e.progress.fit_on_two_tasks_one_size': {"note": 'no test had two finished tasks of one size',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_power_law_rest_one_size_uses_the_mean_time"},
    'audit4e.progress.default_overrides_explicit': {"note": 'no test asked for progress=True inside defaults(False)',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_defaults_do_not_override_an_explicit_progress"},
    'audit4e.registry.table_q_power_n_minus_1': {"note": 'the memory guard was tested on pairwise families only',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_dense_array_bytes_by_hand"},
    'audit4e.registry.defaults_q_to_real': {"note": "no test passed a command's defaults to a real model name",
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_make_model_never_passes_a_default_q_to_a_real_model"},
    'audit4e.zoo.q_equal_default_refused': {"note": '_tokens_for was not tested at q = the number of default tokens',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_zoo_default_tokens_all_of_them_and_a_short_list_refused"},
    'audit4e.zoo.q_tokens_mismatch_short': {"note": 'the q/tokens mismatch was not tested with fewer tokens than q',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_zoo_default_tokens_all_of_them_and_a_short_list_refused"},
    'audit4e.zoo.window_end_off_by_one': {"note": "no test asked for an antibody window running past the chain's end (needs no model: _template_for)",
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_zoo_window_past_the_chain_end_ends_at_the_last_residue"},
    'audit4e.plot.chains_index_equal_n': {"note": 'the chains check was tested with a negative index, not with n_chains',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_plot_trace_chain_index_n_refused_naming_chains"},
    'audit4e.plot.nlogn_fit_from_2': {"note": "plot_nlogn's own fit was never compared with a hand fit over n >= 3",
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_plot_nlogn_fit_over_n_at_least_3_by_hand"},
    'audit4e.exceptions.sci_round_carry': {"note": '_sci was not tested on a mantissa that rounds up to 10',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_sci_carries_a_mantissa_that_rounds_to_ten"},
    'audit4e.exceptions.state_bytes_no_factor': {"note": 'StateSpaceTooLargeError.bytes_needed was not checked by hand',
        "killed_by": "tests/toolkit/test_infrastructure_by_hand.py::test_state_space_error_bytes_by_hand"},
}

#: ``--after``: test files added to a mutant's import-chosen set for the runs after the
#: audit's tests (where the killing test lives in a file the set did not name).
AFTER_TESTS: dict = {
    'audit4e.write.headline_one_fail_ok': ["tests/test_report_sections_by_hand.py"],
    'audit4e.incompat.compatible_allows_one': ["tests/test_report_sections_by_hand.py"],
    'audit4e.incompat.kolmogorov_err_signed': ["tests/test_report_sections_by_hand.py"],
    'audit4e.samplers.worst_is_min': ["tests/test_report_sections_by_hand.py"],
    'audit4e.meta.claim_bound_value_swapped': ["tests/test_report_sections_by_hand.py"],
    'audit4e.meta.quick_no_basin': ["tests/test_report_sections_by_hand.py"],
    'audit4e.contraction.r2_uncentred': ["tests/test_report_sections_by_hand.py"],
    'audit4e.contraction.band_swapped': ["tests/test_report_sections_by_hand.py"],
    'audit4e.calibration.bound_lower_ci': ["tests/test_report_sections_by_hand.py"],
    'audit4e.calibration.ok_counts_rows': ["tests/test_report_sections_by_hand.py"],
    'audit4e.calibration.rate_over_all_rows': ["tests/test_report_sections_by_hand.py"],
    'audit4e.semantic.low_high_swapped': ["tests/test_report_sections_by_hand.py"],
    'audit4e.runners.skipped_counts_duplicates': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.runners.empty_sweep_accepted': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.progress.sixty_seconds': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.progress.fit_not_per_worker': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.progress.fit_on_two_tasks_one_size': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.progress.default_overrides_explicit': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.registry.table_q_power_n_minus_1': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.registry.defaults_q_to_real': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.zoo.q_equal_default_refused': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.zoo.q_tokens_mismatch_short': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.zoo.window_end_off_by_one': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.plot.chains_index_equal_n': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.plot.nlogn_fit_from_2': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.exceptions.sci_round_carry': ["tests/toolkit/test_infrastructure_by_hand.py"],
    'audit4e.exceptions.state_bytes_no_factor': ["tests/toolkit/test_infrastructure_by_hand.py"],
}

def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Twenty-third blind mutation audit, part a (issue 30): 45 mutants in the 12 modules dealt to part
23a by ``python benchmarks/blind_audit_5_draw.py --audit 23 --seed 2026120723`` (toolkit/strategies.py,
toolkit/bounds.py, toolkit/app/window.py, exact/spectral.py, toolkit/app/sweep/executors.py,
toolkit/app/report/__init__.py, toolkit/app/report/_write.py, toolkit/app/sweep/estimators.py,
toolkit/app/sweep/runners.py, toolkit/app/sweep/tasks.py, exact/_arnoldi.py,
toolkit/app/report/samplers.py), written without reading ``scripts/mutants.py``, any other
audit's catalogue or any file under ``tests/`` (protocol: benchmarks/blind_audit_23_protocol.md).
3 mutants per module under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled
before anything runs, ``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_23a.py --list
    python benchmarks/blind_audit_23a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_23a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

STRAT = "toolkit/strategies.py"
BOUNDS = "toolkit/bounds.py"
WINDOW = "toolkit/app/window.py"
SPEC = "exact/spectral.py"
EXEC = "toolkit/app/sweep/executors.py"
REPORT = "toolkit/app/report/__init__.py"
WRITE = "toolkit/app/report/_write.py"
EST = "toolkit/app/sweep/estimators.py"
RUN = "toolkit/app/sweep/runners.py"
TASKS = "toolkit/app/sweep/tasks.py"
ARN = "exact/_arnoldi.py"
SAMP = "toolkit/app/report/samplers.py"
TESTS = {f: automut.default_tests(f) for f in (STRAT, BOUNDS, WINDOW, SPEC, EXEC, REPORT, WRITE, EST, RUN, TASKS,
                                               ARN, SAMP)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/strategies.py (110 statements: 3)
    _m("audit23a.strategies.symmetric_no_transpose", STRAT,
       "J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)", "J[ju, iu] = J[iu, ju]",
       "symmetric_pairwise copies J[i, j] to J[j, i] without transposing the q x q block: not J[j, i] = "
       "J[i, j].T, so the 'compatible' pairwise models are incompatible for q >= 2 with asymmetric blocks"),
    _m("audit23a.strategies.contracting_per_site_not_divided", STRAT,
       "per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999",
       "per_site = min(alpha_max, 0.999) if nn > 1 else 0.999",
       "contracting_models forgets to share alpha_max among the n - 1 other sites: each influence may be "
       "alpha_max, so the column sum reaches (n - 1) alpha_max > alpha_max for n >= 3"),
    _m("audit23a.strategies.rectangle_tokens_not_distinct", STRAT,
       "a, a2 = sorted(draw(st.lists(st.integers(0, q - 1), min_size=2, max_size=2, unique=True)))",
       "a, a2 = sorted(draw(st.lists(st.integers(0, q - 1), min_size=2, max_size=2)))",
       "the repaired rectangle may have a == a2 (a degenerate rectangle, log R = 0 whatever J): the repair "
       "changes nothing, so an 'incompatible' draw need not have any rectangle |log R| >= min_asymmetry"),
    # ------------------------------------------------------------------ toolkit/bounds.py (198 statements: 5)
    _m("audit23a.bounds.t_lower_first_grid_time", BOUNDS,
       "return int(self.times[ok[-1]]) if ok.size else 0", "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower reads the first grid time whose lower bound exceeds eps instead of the last"),
    _m("audit23a.bounds.t_upper_no_doubling", BOUNDS,
       "cands += [2.0 * float(self.times[ok2[0]])] if ok2.size else []",
       "cands += [float(self.times[ok2[0]])] if ok2.size else []",
       "the sub-multiplicativity candidate drops its factor 2: t_2 instead of 2 t_2 (d(2t) <= dbar(t)^2)"),
    _m("audit23a.bounds.lower_no_bonferroni", BOUNDS,
       "z_lo = _z(1.0 - alpha / (2 * G))", "z_lo = _z(1.0 - alpha)",
       "the lower side's Wilson ends drop the Bonferroni correction over the G grid times and two ends"),
    _m("audit23a.bounds.pilot_distance_first", BOUNDS,
       "chosen = min(met, key=lambda c: (-met[c], dist[c]))", "chosen = min(met, key=lambda c: (dist[c], -met[c]))",
       "coupling_pilot ranks by the Hamming distance left first, the fraction met second (documented: most met, "
       "then least distance)"),
    _m("audit23a.bounds.keep_last_grid_time_dropped", BOUNDS,
       "keep = grid <= s", "keep = grid < s",
       "_run_pairs drops the grid time equal to the last step run (t = max_steps, or the budget's last step)"),
    # ------------------------------------------------------------------ toolkit/app/window.py (218 statements: 5)
    _m("audit23a.window.memo_counts_requested_rows", WINDOW,
       "self.n_computed += rows.size", "self.n_computed += int(need.sum())",
       "MemoizedModel.n_computed counts every row not yet known in the call, duplicates included, instead of "
       "the distinct rows the wrapped model evaluated"),
    _m("audit23a.window.context_steps_max", WINDOW,
       "else min(burn, 200)", "else max(burn, 200)",
       "the default context_steps is max(burn_in, 200) instead of the documented min(burn_in, 200)"),
    _m("audit23a.window.rows_timing_states", WINDOW,
       "\"rows\": int(L.n * L.space.size // L.q)", "\"rows\": int(L.space.size)",
       "timings['rows'] reports q**n states instead of the n q**(n-1) masked rows enumerated"),
    _m("audit23a.window.log_r_times_temperature", WINDOW,
       "return _rectangle.log_r(t, u) / check_temperature(temperature)",
       "return _rectangle.log_r(t, u) * check_temperature(temperature)",
       "window_rectangle_log_r multiplies log R by T instead of dividing"),
    _m("audit23a.window.strict_margin_without_tolerance", WINDOW,
       "strict = gam > tol", "strict = gam > 0",
       "a quenched state counts as a strict fixed point at any positive margin, even one within the logit "
       "tolerance (documented: gamma > tol)"),
    # ------------------------------------------------------------------ exact/spectral.py (697 statements: 8)
    _m("audit23a.spectral.ps_k_zero_based", SPEC,
       "ps_k = int(np.argmax(ratios)) + 1", "ps_k = int(np.argmax(ratios))",
       "pseudo_spectral_k is 0-based (and ps_gap then reads ratios[ps_k - 1], the wrong k)"),
    _m("audit23a.spectral.dense_lam_star_ignores_min", SPEC,
       "lam_star = max(abs(lam2), abs(lam_min))\n    N = w.size + 1",
       "lam_star = abs(lam2)\n    N = w.size + 1",
       "the reversible dense path takes lambda_star = |lambda_2|, ignoring a most negative eigenvalue of larger "
       "modulus"),
    _m("audit23a.spectral.intersect_looser_lower", SPEC,
       "lo = self if self.log_lower >= other.log_lower else other",
       "lo = self if self.log_lower <= other.log_lower else other",
       "_Interval.intersect keeps the lower of the two lower ends (the union's, not the intersection's)"),
    _m("audit23a.spectral.period_without_plus_one", SPEC,
       "np.gcd.reduce(np.abs(level[r] + 1 - level[c]))", "np.gcd.reduce(np.abs(level[r] - level[c]))",
       "_period's gcd over the moves drops the +1 of level(x) + 1 - level(y): a 2-cycle gets period 1"),
    _m("audit23a.spectral.clip_lam2_max", SPEC,
       "lam2 = min(float(lam2), lam_star)", "lam2 = max(float(lam2), lam_star)",
       "_clip_to_unit_disc raises lambda_2 to lambda_star (where the most negative eigenvalue sets lambda_star)"),
    _m("audit23a.spectral.mixing_lower_from_lower_end", SPEC,
       "log_lo = log_reversible_lower_bound(log_gap_upper, eps)",
       "log_lo = log_reversible_lower_bound(log_gap_lower, eps)",
       "the t_mix lower bound is taken at the gap interval's lower end instead of its upper end"),
    _m("audit23a.spectral.nonrev_err_top_only", SPEC,
       "err = float(errs[near].max())", "err = float(errs[j])",
       "the non-reversible dense error is lambda_star's own, not the largest over every eigenvalue whose "
       "interval reaches the top"),
    _m("audit23a.spectral.mult_gap_error_no_k", SPEC,
       "errors.append(2 * k * (10 * N * _U + e))", "errors.append(2 * (10 * N * _U + e))",
       "the dense multiplicative gaps' error drops its factor k (||B^k|| moves by k e)"),
    # ------------------------------------------------------------------ toolkit/app/sweep/executors.py (79: 3)
    _m("audit23a.executors.local_one_not_serial", EXEC,
       "return (\"serial\", None) if n == 1 else (\"local\", n)", "return (\"local\", n)",
       "'local:1' gives a one-worker process pool instead of the documented ('serial', None)"),
    _m("audit23a.executors.local_zero_accepted", EXEC,
       "if n < 1:", "if n < 0:",
       "'local:0' is accepted (a pool of no workers) instead of refused"),
    _m("audit23a.executors.dask_empty_address", EXEC,
       "raise InvalidInputError(f\"`executor` dask:ADDRESS needs a scheduler address; got {spec!r}\")", "pass",
       "'dask:' with no address is accepted (('dask', '')) instead of refused"),
    # ------------------------------------------------------------------ toolkit/app/report/__init__.py (64: 3)
    _m("audit23a.report.stream_shared", REPORT,
       "np.random.default_rng([seed, mod.STREAM])", "np.random.default_rng(seed)",
       "every sampled section draws from the same stream of the seed instead of its own numbered one"),
    _m("audit23a.report.no_real_skips_all", REPORT,
       "if mod.NEEDS_REAL and not real:", "if not real:",
       "real=False skips every section, not only those that need the real MLMs"),
    _m("audit23a.report.stage_done_off_by_one", REPORT,
       "done = sum(weight[:k - 1]) / (sum(weight) or 1.0)", "done = sum(weight[:k]) / (sum(weight) or 1.0)",
       "the progress line counts the starting section as already done"),
    # ------------------------------------------------------------------ toolkit/app/report/_write.py (90: 3)
    _m("audit23a.write.ranges_last_run_dropped", WRITE,
       "        run = [k]\n    if run:\n        out.append(f\"{run[0]}\" if len(run) == 1 else f\"{run[0]}-{run[-1]}\")\n",
       "        run = [k]\n",
       "_ranges drops the last run ([1, 2, 3, 5] -> '1-3')"),
    _m("audit23a.write.figures_captions_in_json", WRITE,
       "\"figures\": [f for f, _ in s.figures]", "\"figures\": [c for _, c in s.figures]",
       "results.json lists the figures' captions instead of their file names"),
    _m("audit23a.write.claims_rows_zero_based", WRITE,
       "c.status(), slack_cell(c)) for k, c in enumerate(claims, 1)]",
       "c.status(), slack_cell(c)) for k, c in enumerate(claims)]",
       "the claims table numbers rows from 0 while the hypotheses list numbers them from 1"),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py (102: 3)
    _m("audit23a.estimators.exact_susceptibility_no_n", EST,
       "\"susceptibility\": K.n * var, \"susceptibility_stderr\": 0.0,\n",
       "\"susceptibility\": var, \"susceptibility_stderr\": 0.0,\n",
       "the exact estimator's susceptibility drops the factor n (Var_pi(m), not n Var_pi(m))"),
    _m("audit23a.estimators.register_hidden_seeded_swapped", EST,
       "dict(defaults or {}), check, hidden, seeded,", "dict(defaults or {}), check, seeded, hidden,",
       "register_estimator passes hidden and seeded in each other's places"),
    _m("audit23a.estimators.sampled_steps_branches_swapped", EST,
       "n_steps = sweeps * n if scan == \"random\" else sweeps",
       "n_steps = sweeps if scan == \"random\" else sweeps * n",
       "sampled-order runs n_sweeps random-scan steps (n times too few) and n * n_sweeps systematic sweeps"),
    # ------------------------------------------------------------------ toolkit/app/sweep/runners.py (65: 3)
    _m("audit23a.runners.skipped_counts_duplicates", RUN,
       "n_skipped=len(unique) - len(pending)", "n_skipped=len(tasks) - len(pending)",
       "n_skipped counts duplicate tasks of the grid as skipped"),
    _m("audit23a.runners.domain_error_unwrapped", RUN,
       "raise TaskFailedError(task, out) from out", "raise out",
       "a task's domain error is raised as is, not as the documented TaskFailedError naming the task"),
    _m("audit23a.runners.stored_counts_new_only", RUN,
       "n_stored = len(st)", "n_stored = n_new",
       "n_stored reports the rows added by this run instead of the rows in the store (resume)"),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py (146: 3)
    _m("audit23a.tasks.unseeded_last_seed", TASKS,
       "s = seeds[0]", "s = seeds[-1]",
       "a deterministic estimator's one task per (n, T) takes the grid's last seed, not the documented first"),
    _m("audit23a.tasks.coerce_integer_truncates", TASKS,
       "            if not v.is_integer():\n                raise InvalidInputError(f\"`{name}` must be an integer; got {value!r}\")\n",
       "",
       "an integer option given a non-integer value (2.5) is truncated instead of refused"),
    _m("audit23a.tasks.model_defaults_override_params", TASKS,
       "return {**accepted, **params}", "return {**params, **accepted}",
       "a toy model's defaults override the parameters given to the grid"),
    # ------------------------------------------------------------------ exact/_arnoldi.py (129 statements: 3)
    _m("audit23a.arnoldi.residual_first_row", ARN,
       "res = np.abs(beta * Y[m - 1, :])", "res = np.abs(beta * Y[0, :])",
       "the Ritz residual estimate reads the first component of y instead of the last (e_m^T y)"),
    _m("audit23a.arnoldi.cgs2_flipped", ARN,
       "if after > DGKS * before:", "if after < DGKS * before:",
       "the second Gram-Schmidt pass runs only when the first removed little of w (flipped DGKS test)"),
    _m("audit23a.arnoldi.vectors_ignored", ARN,
       "nv = want.size if vectors is None else min(int(vectors), want.size)", "nv = want.size",
       "krylov_schur ignores `vectors` (vectors=0 still forms every Ritz vector)"),
    # ------------------------------------------------------------------ toolkit/app/report/samplers.py (75: 3)
    _m("audit23a.samplers.best_order_not_worst", SAMP,
       "worst = max(ONE_AT_A_TIME, key=", "worst = min(ONE_AT_A_TIME, key=",
       "the one-at-a-time check reports the best order's TV to the joint instead of the worst"),
    _m("audit23a.samplers.product_sites_reversed", SAMP,
       "product = np.multiply.outer(product, m_i).reshape(-1)", "product = np.multiply.outer(m_i, product).reshape(-1)",
       "the product of the marginals is built with site 0 fastest instead of slowest (state order reversed)"),
    _m("audit23a.samplers.product_law_wrong_sampler", SAMP,
       "tv_product = _tv(jc.laws[SAMPLERS.index(f\"random:{N_SITES}\")], product)",
       "tv_product = _tv(jc.laws[SAMPLERS.index(\"random:1\")], product)",
       "the parallel-step check compares the one-at-a-time sampler's law with the product of the marginals"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit23a.strategies.symmetric_no_transpose": "audit4b.strategies.sym_no_transpose",
    "audit23a.strategies.contracting_per_site_not_divided": "sweep6s3.strategies.contract_no_n1",
    "audit23a.bounds.t_lower_first_grid_time": "i30c.t_lower_first",
    "audit23a.bounds.t_upper_no_doubling": "i30c.no_doubling",
    # z at 1 - alpha there, 1 - alpha/2 in the entry: both drop the Bonferroni correction over the grid
    "audit23a.bounds.lower_no_bonferroni": "audit10b.bounds.lower_no_bonferroni",
    "audit23a.window.memo_counts_requested_rows": "cov5h3.window.memo_count",
    "audit23a.window.rows_timing_states": "audit7c.window.rows_count_states",
    "audit23a.window.log_r_times_temperature": "audit20c.window.rect_log_r_times_T",
    "audit23a.spectral.ps_k_zero_based": "i30f.spectral.ps_k_off",
    "audit23a.spectral.dense_lam_star_ignores_min": "spectral.lambda_star_is_lambda2",
    "audit23a.spectral.intersect_looser_lower": "audit6c.spectral.intersect_wider_lower",
    "audit23a.spectral.period_without_plus_one": "cert.period_level_difference",
    "audit23a.spectral.mixing_lower_from_lower_end": "sweep6s2.spectral.lower_bound_at_lower_end",
    "audit23a.spectral.nonrev_err_top_only": "cert.nonrev_top_eigenvalue_only",
    "audit23a.spectral.mult_gap_error_no_k": "prm19d.spectral.mult_gap_error_no_k",
    "audit23a.executors.local_one_not_serial": "audit5b.executors.local1_not_serial",
    "audit23a.executors.local_zero_accepted": "audit4e.executors.local_zero_accepted",
    "audit23a.executors.dask_empty_address": "audit4e.executors.dask_empty_address",
    "audit23a.report.stream_shared": "audit5a.report.stream_without_number",
    "audit23a.report.stage_done_off_by_one": "audit5a.report.stage_weight_off_by_one",
    "audit23a.write.ranges_last_run_dropped": "audit5a.write.ranges_last_run_dropped",
    "audit23a.write.claims_rows_zero_based": "harden10g.write.claims_numbered_from_0",
    "audit23a.estimators.exact_susceptibility_no_n": "audit5c.estimators.exact_susceptibility_drops_n",
    "audit23a.estimators.register_hidden_seeded_swapped": "audit13c.estimators.hidden_seeded_swapped",
    "audit23a.estimators.sampled_steps_branches_swapped": "audit5c.estimators.scan_steps_flipped",
    "audit23a.runners.skipped_counts_duplicates": "audit4e.runners.skipped_counts_duplicates",
    # the entry skips the wrapping at the `if` (the error then carries a note): the same bare domain error
    "audit23a.runners.domain_error_unwrapped": "audit16c.runners.domain_error_not_wrapped",
    "audit23a.tasks.unseeded_last_seed": "audit4c.tasks.unseeded_last_seed",
    "audit23a.tasks.coerce_integer_truncates": "audit8b.tasks.integer_option_truncated",
    "audit23a.tasks.model_defaults_override_params": "audit4c.tasks.defaults_override_params",
    "audit23a.arnoldi.residual_first_row": "arnoldi.residual_wrong_row",
    "audit23a.arnoldi.cgs2_flipped": "audit10a.arnoldi.dgks_inverted",
    "audit23a.arnoldi.vectors_ignored": "sweep6s1._arnoldi.vectors_ignored",
    "audit23a.samplers.best_order_not_worst": "audit4e.samplers.worst_is_min",
    "audit23a.samplers.product_sites_reversed": "audit4e.samplers.product_site_order",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

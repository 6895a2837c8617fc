"""Fourth blind mutation audit, part c (issue 30): mutants in 17 modules of ``toolkit/app``
never audited before, written without reading ``scripts/mutants.py``, the earlier audits'
catalogues or any file under ``tests/`` (see the record for two slips of that protocol and
what they exposed). Each mutant is a bug a developer could make in the source, read for this
audit, preferring the computations and decisions the modules make (numbers, verdicts,
budgets, round trips) over wording. The mutants believed equivalent were marked
(``EQUIVALENT``) before anything ran; the ones found after the first run to be the same bug as
an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record;
the record gives the score over all and over the fresh ones).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests (part of the suite:
``--doctest-modules`` in setup.cfg) run last; a mutant first failed by its module's doctest
is a kill, and the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_4c.py --baseline --jobs 1 --json before.json
    python benchmarks/blind_audit_4c.py --id 'audit4c.study.*' --timeout 300
    python benchmarks/blind_audit_4c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import, names only)
TS_STUDY = ["tests/test_study_budget.py", "tests/test_verdicts_and_text.py", "tests/test_cli_study.py",
            "toolkit/app/study.py"]
TS_SOUND = ["tests/test_verify_soundness.py", "tests/test_one_copy.py", "toolkit/app/report/soundness.py"]
TS_POINT = ["tests/test_phase_pipeline.py", "tests/toolkit/test_finite_size.py", "toolkit/app/phase_point.py"]
TS_PHASE = ["tests/toolkit/test_phase.py", "tests/test_phase_pipeline.py", "tests/toolkit/test_masked_toy.py",
            "tests/test_cli_phase.py", "toolkit/app/phase.py"]
TS_WINDOW = ["tests/toolkit/test_real_window.py", "tests/test_cli_window_warnings.py", "tests/toolkit/test_results.py",
             "toolkit/app/window.py"]
TS_REF = ["tests/test_verify_reference.py", "tests/toolkit/test_known_results.py", "tests/test_one_copy.py",
          "toolkit/app/report/reference.py"]
TS_RPHASE = ["tests/test_report_phase.py", "toolkit/app/report/phase.py"]
TS_COMPARE = ["tests/exact/test_calibration.py", "tests/exact/test_formulas_by_hand.py", "tests/exact/test_markov.py",
              "tests/toolkit/test_real_window.py", "tests/toolkit/test_results.py", "toolkit/app/compare.py"]
TS_TASKS = ["tests/toolkit/test_sweep.py", "tests/toolkit/test_roundtrip_nonfinite.py",
            "tests/toolkit/test_exchangeable_models.py", "tests/test_cli_sweep.py", "toolkit/app/sweep/tasks.py"]
TS_EST = ["tests/toolkit/test_sweep.py", "tests/test_cli_sweep.py", "toolkit/app/sweep/estimators.py"]
TS_STORE = ["tests/toolkit/test_sweep.py", "tests/toolkit/test_roundtrip_nonfinite.py", "tests/toolkit/test_masked_toy.py",
            "tests/test_cli_sweep.py", "toolkit/app/sweep/store.py"]
TS_RECORDS = ["tests/toolkit/test_mixing_summary.py", "toolkit/app/records.py"]
TS_CLAIMS = ["tests/test_verify.py", "tests/test_report_html.py", "toolkit/app/claims.py"]
TS_OUTPUT = ["tests/test_cli_vocabulary.py", "tests/toolkit/test_roundtrip_nonfinite.py", "tests/test_bad_inputs.py",
             "toolkit/app/output.py"]
TS_MATH = ["tests/test_verdicts_and_text.py", "toolkit/app/report/_math.py"]
TS_KNOWN = ["tests/toolkit/test_known_results.py", "tests/test_verify_reference.py", "toolkit/app/report/known_results.py"]
TS_VERIFY = ["tests/test_verify.py", "tests/test_bad_inputs.py", "tests/test_cli_vocabulary.py",
             "toolkit/app/commands/verify.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


ST, SO, PP, PH, WI = "toolkit/app/study.py", "toolkit/app/report/soundness.py", "toolkit/app/phase_point.py", \
    "toolkit/app/phase.py", "toolkit/app/window.py"
RF, RP, CO, TA, ES = "toolkit/app/report/reference.py", "toolkit/app/report/phase.py", "toolkit/app/compare.py", \
    "toolkit/app/sweep/tasks.py", "toolkit/app/sweep/estimators.py"
SS, RE, CL, OU, MA = "toolkit/app/sweep/store.py", "toolkit/app/records.py", "toolkit/app/claims.py", \
    "toolkit/app/output.py", "toolkit/app/report/_math.py"
KR, VE = "toolkit/app/report/known_results.py", "toolkit/app/commands/verify.py"

MUTANTS = [
    # ---- toolkit/app/study.py: budgets, plans and the verdict words of the comparisons
    _m("audit4c.study.bracket_ratio_strict", ST,
       "if d[\"ratio\"] <= 10:\n        return \"holds\", \"\"", "if d[\"ratio\"] < 10:\n        return \"holds\", \"\"",
       "t_mix bracketed within 10x: a ratio of exactly 10 is 'not resolved' instead of 'holds'", TS_STUDY),
    _m("audit4c.study.escape_refuted_low_end", ST,
       "if m.ci[1] < bound:", "if m.ci[0] < bound:",
       "escape verdict 'refuted' when the interval's lower end is below the bound (it should need the whole "
       "interval below)", TS_STUDY),
    _m("audit4c.study.escape_vacuous_one_step", ST,
       "if bound <= 1:\n        return \"vacuous\"", "if bound < 1:\n        return \"vacuous\"",
       "a margin bound of exactly one step (which every escape meets) is not called vacuous", TS_STUDY),
    _m("audit4c.study.shares_semantic_kept", ST,
       "        shares[\"semantic\"] = 0.0\n    return shares", "    return shares",
       "a model without words gives the semantic share to mixing but keeps it too (shares sum to 1.1)", TS_STUDY),
    _m("audit4c.study.plan_window_ge", ST,
       "elif len(ns) > WINDOW:", "elif len(ns) >= WINDOW:",
       "plan_dynamic drops sizes below the growth window (a verdict needs WINDOW sizes)", TS_STUDY),
    _m("audit4c.study.budget_zero_accepted", ST,
       "if not (math.isfinite(seconds) and seconds > 0):", "if not (math.isfinite(seconds) and seconds >= 0):",
       "study accepts a budget of 0 seconds", TS_STUDY),
    # ---- toolkit/app/report/soundness.py: the inequality checker and the reference formulas
    _m("audit4c.soundness.strict_ignored", SO,
       "(value < bound if strict else value <= bound)", "(value <= bound if strict else value <= bound)",
       "_Inequalities.check(strict=True) accepts equality (t_lower = t_mix passes 't_lower < t_mix')", TS_SOUND),
    _m("audit4c.soundness.best_case_shown", SO,
       "if worst_key is None or margin < worst_key:", "if worst_key is None or margin > worst_key:",
       "_Inequalities keeps the case with the most slack: a failing case is hidden behind a passing one",
       TS_SOUND),
    _m("audit4c.soundness.mult_gap_not_squared", SO,
       "out.append(float(1.0 - sv[1] ** 2))", "out.append(float(1.0 - sv[1]))",
       "reference gamma_k = 1 - sigma_2 instead of 1 - sigma_2^2 (the gap of (P*)^k P^k)", TS_SOUND),
    _m("audit4c.soundness.coupling_no_doubling", SO,
       "[2.0 * float(t[i2[0]])]", "[float(t[i2[0]])]",
       "reference t_upper = min(t_1, t_2) instead of min(t_1, 2 t_2)", TS_SOUND),
    # ---- toolkit/app/phase_point.py: the order parameter's observables
    _m("audit4c.phase_point.potts_norm_dropped", PP,
       "m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).sum(axis=1)", "m2 = ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "q >= 3 order parameter loses the q/(q-1) normalisation (|m| = 1 no longer at an ordered state)", TS_POINT),
    _m("audit4c.phase_point.chi_no_temperature", PP,
       "\"susceptibility\": n * (m2 - am * am) / T,", "\"susceptibility\": n * (m2 - am * am),",
       "connected susceptibility n (<m^2> - <|m|>^2) / T without the 1/T", TS_POINT),
    _m("audit4c.phase_point.binder_m2_not_squared", PP,
       "binder = 1.0 - m4 / (3.0 * m2 * m2) if m2 > 0", "binder = 1.0 - m4 / (3.0 * m2) if m2 > 0",
       "Binder cumulant 1 - <m^4>/(3 <m^2>) instead of 1 - <m^4>/(3 <m^2>^2)", TS_POINT),
    _m("audit4c.phase_point.lumped_relaxation_steps", PP,
       "return 1.0 / (n * gap) if gap > 0 else np.inf", "return 1.0 / gap if gap > 0 else np.inf",
       "lumped relaxation time in steps (1/gap) instead of sweeps (1/(n gap))", TS_POINT),
    _m("audit4c.phase_point.states_at_most_strict", PP,
       "return n * np.log10(q) <= np.log10(limit) + 1 and q**n <= limit",
       "return n * np.log10(q) <= np.log10(limit) + 1 and q**n < limit",
       "q^n = limit (65536 states: q = 2, n = 16; q = 4, n = 8) no longer enumerated", TS_POINT),
    _m("audit4c.phase_point.lattice_odd_side", PP,
       "if not torus or L * L != n or L < 4 or L % 2:", "if not torus or L * L != n or L < 4:",
       "method 'lattice' accepts an odd torus side (the checkerboard needs L even)", TS_POINT),
    # ---- toolkit/app/phase.py: grids, convergence and errors
    _m("audit4c.phase.exact_binder_m2", PH,
       "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2) ** 2)", "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2))",
       "exact_phase_grid's Binder cumulant divides by 3 <m^2> instead of 3 <m^2>^2", TS_PHASE),
    _m("audit4c.phase.ess_without_chains", PH,
       "draws = _num(row.get(\"n_groups\")) * _num(row.get(\"chains_per_group\")) * _num(row.get(\"n_sweeps\"))",
       "draws = _num(row.get(\"n_groups\")) * _num(row.get(\"n_sweeps\"))",
       "point_convergence counts draws without the chains per group (ESS too small by that factor)", TS_PHASE),
    _m("audit4c.phase.replicate_error_no_sqrt_r", PH,
       "err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)", "err_U = replicates[..., 0].std(axis=2, ddof=1)",
       "Binder error from the replicate groups is their spread, not the standard error of the mean", TS_PHASE),
    _m("audit4c.phase.window_not_clamped_right", PH,
       "start = int(min(max(round(centre - n / 2), 0), length - n))", "start = int(max(round(centre - n / 2), 0))",
       "window_positions is not clamped at the template's end (positions past length - 1)", TS_PHASE),
    # ---- toolkit/app/window.py: the checks of the sampled rows
    _m("audit4c.window.t0_tolerance_one_site", WI,
       "sm.T0.value <= ex_inf.T0.value + L.n * tol", "sm.T0.value <= ex_inf.T0.value + tol",
       "T_0 lower-bound check allows one logit tolerance instead of n (a column sum of n entries)", TS_WINDOW),
    _m("audit4c.window.lower_bound_interval_closed", WI,
       "hi = math.inf if kind == \"lower bound\" else value", "hi = value",
       "a lower-bound row's interval is [v, v] instead of [v, inf)", TS_WINDOW),
    _m("audit4c.window.one_site_accepted", WI,
       "if int(getattr(model, \"length\", 0)) < 2:", "if int(getattr(model, \"length\", 0)) < 1:",
       "real_window accepts a one-site window (no rectangles, no influence)", TS_WINDOW),
    # ---- toolkit/app/report/reference.py: closed forms and the agreement rule
    _m("audit4c.reference.two_state_min", RF,
       "return max(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)",
       "return min(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)",
       "two-state d(t) with min(p, r) instead of max(p, r)", TS_REF),
    _m("audit4c.reference.best_case_shown", RF,
       "k = int(np.argmax(diff))", "k = int(np.argmin(diff))",
       "_Agreement shows and judges the closest case instead of the worst: a failing case is hidden", TS_REF),
    _m("audit4c.reference.escape_bound_q", RF,
       "log_bound = gamma / T - math.log(q - 1)", "log_bound = gamma / T - math.log(q)",
       "escape bound e^(gamma/T)/q instead of e^(gamma/T)/(q-1)", TS_REF),
    # ---- toolkit/app/report/phase.py: verdict claims
    _m("audit4c.report_phase.no_transition_exact", RP,
       "return verdict == truth if truth != \"no transition\" else verdict != \"transition\"",
       "return verdict == truth",
       "a 'no transition' truth is right only on the verdict 'no transition' (which the verdict never says)",
       TS_RPHASE),
    _m("audit4c.report_phase.crossover_not_decided", RP,
       "if verdict in (\"transition\", \"crossover\"):\n        return {\"verdict\": \"holds\"",
       "if verdict == \"transition\":\n        return {\"verdict\": \"holds\"",
       "a real model's 'crossover' verdict is reported as not resolved", TS_RPHASE),
    _m("audit4c.report_phase.tc_one_error", RP,
       "abs(tce - c[\"T_c\"]) <= 2 * tcs", "abs(tce - c[\"T_c\"]) <= tcs",
       "loaded exact T_c held to one standard error instead of the two the claim states", TS_RPHASE),
    # ---- toolkit/app/compare.py
    _m("audit4c.compare.all_ok_none_fails", CO,
       "return all(r.ok is not False for r in self.rows)", "return all(r.ok for r in self.rows)",
       "CalibrationTable.all_ok counts rows with nothing to check (ok None) as disagreements", TS_COMPARE),
    _m("audit4c.compare.d_off_by_one", CO,
       "v = float(d[q.spec[\"t\"]])", "v = float(d[q.spec[\"t\"] - 1])",
       "the exact d(t) row reads d(t - 1)", TS_COMPARE),
    _m("audit4c.compare.iat_main_scan", CO,
       "c = main.with_scan(q.spec.get(\"scan\", main_scan))", "c = main",
       "an IAT row of another scan gets the exact IAT of the main scan", TS_COMPARE),
    # ---- toolkit/app/sweep/tasks.py
    _m("audit4c.tasks.unseeded_last_seed", TA,
       "if not ESTIMATORS[e].seeded:\n            s = seeds[0]", "if not ESTIMATORS[e].seeded:\n            s = seeds[-1]",
       "a deterministic estimator runs at the grid's last seed, not its first", TS_TASKS),
    _m("audit4c.tasks.defaults_override_params", TA,
       "return {**accepted, **params}", "return {**params, **accepted}",
       "the model family's defaults override the given parameters", TS_TASKS),
    _m("audit4c.tasks.temperature_as_param", TA,
       "for k in (\"n\", \"temperature\"):", "for k in (\"n\",):",
       "make_grid accepts `temperature` as a model parameter (a grid dimension)", TS_TASKS),
    # ---- toolkit/app/sweep/estimators.py
    _m("audit4c.estimators.var_se_no_c", ES,
       "math.sqrt(max(mu4 - (C - 3) / (C - 1) * mu2**2, 0.0) / C)",
       "math.sqrt(max(mu4 - (C - 3) / (C - 1) * mu2**2, 0.0))",
       "standard error of the sample variance without the 1/C", TS_EST),
    _m("audit4c.estimators.systematic_steps", ES,
       "n_steps = sweeps * n if scan == \"random\" else sweeps", "n_steps = sweeps * n",
       "sampled-order runs n times too many systematic steps (a systematic step is a sweep)", TS_EST),
    _m("audit4c.estimators.exact_phase_chi_no_n", ES,
       "\"susceptibility\": K.n * var, \"susceptibility_stderr\": 0.0, \"m2\"",
       "\"susceptibility\": var, \"susceptibility_stderr\": 0.0, \"m2\"",
       "exact-phase susceptibility Var_pi(m) without the factor n", TS_EST),
    # ---- toolkit/app/sweep/store.py
    _m("audit4c.store.newer_schema_accepted", SS,
       "if version > SCHEMA_VERSION:", "if version < SCHEMA_VERSION:",
       "a store of a newer schema is opened (an older one refused)", TS_STORE),
    _m("audit4c.store.clash_overwrites", SS,
       "name = k if k not in rec and k not in (\"duration_s\", \"created\") else prefix + k",
       "name = k if k not in (\"duration_s\", \"created\") else prefix + k",
       "load_results: a result field named like a task field or parameter overwrites it (no prefix)", TS_STORE),
    _m("audit4c.store.load_creates", SS,
       "with ResultStore(path, create=False) as store:", "with ResultStore(path) as store:",
       "load_results on a missing path creates an empty store instead of refusing", TS_STORE),
    # ---- toolkit/app/records.py
    _m("audit4c.records.no_transition_right", RE,
       "right = sum(v for k, v in counts.items() if (k == truth if truth in (\"transition\", \"crossover\")\n"
       "                                                         else k != \"transition\"))",
       "right = sum(v for k, v in counts.items() if k == truth)",
       "a 'no transition' case counts only the verdict 'no transition' as right", TS_RECORDS),
    _m("audit4c.records.dynamic_n_no_undetermined", RE,
       "n = f[\"right\"] + f[\"wrong\"] + f[\"undetermined\"]", "n = f[\"right\"] + f[\"wrong\"]",
       "a dynamic family's verdict count leaves out the undetermined ones", TS_RECORDS),
    # ---- toolkit/app/claims.py
    _m("audit4c.claims.trailing_underscore", CL,
       "return re.sub(r\"(?<![\\\\\\w])_|(?<!\\\\)_(?!\\w)\", r\"\\\\_\", t)",
       "return re.sub(r\"(?<![\\\\\\w])_\", r\"\\\\_\", t)",
       "md_escape leaves an underscore that closes emphasis (word_ ) unescaped", TS_CLAIMS),
    _m("audit4c.claims.default_comparison", CL,
       "slack: float | None = None, kind: str = \"theorem\"", "slack: float | None = None, kind: str = \"comparison\"",
       "ReportClaim's default kind is 'comparison': theorems are reported, not asserted", TS_CLAIMS),
    # ---- toolkit/app/output.py
    _m("audit4c.output.nonfinite_always", OU,
       "if any(found.values()):", "if found:",
       "the envelope always has a nonfinite key (documented: only when there are any)", TS_OUTPUT),
    _m("audit4c.output.seconds_kept", OU,
       "if \"seconds\" in out:\n        times[\"seconds\"] = out.pop(\"seconds\")", "if \"seconds\" in out:\n        times[\"seconds\"] = out[\"seconds\"]",
       "the payload's seconds stay in it (same-seed runs then differ outside timings)", TS_OUTPUT),
    # ---- toolkit/app/report/_math.py
    _m("audit4c.math.operator_order", MA,
       "OPERATORS = ((\"<=>\", \"⇔\"), (\"<=\", \"≤\"),", "OPERATORS = ((\"<=\", \"≤\"), (\"<=>\", \"⇔\"),",
       "'<=' is matched before '<=>': an equivalence renders as ≤>", TS_MATH),
    _m("audit4c.math.script_no_minus", MA,
       "m = re.compile(r\"-?[A-Za-z0-9.]+\\*?|\\*\").match(s, i)", "m = re.compile(r\"[A-Za-z0-9.]+\\*?|\\*\").match(s, i)",
       "a negative superscript (x^-1) loses its sign from the superscript", TS_MATH),
    # ---- toolkit/app/report/known_results.py
    _m("audit4c.known.window_no_two", KR,
       "return -math.log(2.0 * ndtri((1.0 + eps) / 2.0))", "return -math.log(ndtri((1.0 + eps) / 2.0))",
       "the hypercube cutoff window constant -ln(Phi^-1((1+eps)/2)) without the 2", TS_KNOWN),
    _m("audit4c.known.barrier_not_per_t", KR,
       "return (f(0.0) - f(ms)) / T", "return f(0.0) - f(ms)",
       "Curie-Weiss free-energy barrier rate not divided by T", TS_KNOWN),
    # ---- toolkit/app/commands/verify.py
    _m("audit4c.verify.exit_zero", VE,
       "return 0 if report.ok else 1", "return 0",
       "glauber verify exits 0 when a theorem check fails", TS_VERIFY),
    _m("audit4c.verify.empty_string_sections", VE,
       "if args.sections is not None and not sections:", "if args.sections and not sections:",
       "--sections '' (names nothing) runs every section instead of refusing", TS_VERIFY),
    _m("audit4c.verify.timings_left_in", VE,
       "times[\"sections\"][key] = sec.pop(\"seconds\")", "times[\"sections\"][key] = sec.get(\"seconds\")",
       "--json leaves each section's seconds in results (same-seed runs differ outside timings)", TS_VERIFY),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None of these is
#: believed equivalent (each changes an output on some input; the ones that only matter at a
#: boundary say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there; they are not fresh. Both were killed in the first run.
DUPLICATE_OF = {
    "audit4c.study.shares_semantic_kept": "i26.semantic_share_twice",
    "audit4c.records.no_transition_right": "records.static_right_no_transition",
}

_SB, _VS, _VR, _PP = "tests/test_study_budget.py::", "tests/test_verify_soundness.py::", \
    "tests/test_verify_reference.py::", "tests/test_phase_pipeline.py::"
_RW, _RP, _SW, _VF = "tests/toolkit/test_real_window.py::", "tests/test_report_phase.py::", \
    "tests/toolkit/test_sweep.py::", "tests/test_verify.py::"

#: After the first run: per survivor, why nothing caught it and the test that now kills it.
SURVIVOR_NOTES = {
    "audit4c.study.bracket_ratio_strict": {
        "note": "no test gave the bracket verdict a ratio of exactly 10",
        "killed_by": _SB + "test_bracket_ratio_of_exactly_ten_holds"},
    "audit4c.study.escape_vacuous_one_step": {
        "note": "no test gave the escape verdict a bound of exactly one step",
        "killed_by": _SB + "test_escape_bound_of_one_step_is_vacuous"},
    "audit4c.study.budget_zero_accepted": {
        "note": "the budget's check was not tested at its boundary, 0",
        "killed_by": _SB + "test_study_refuses_a_zero_budget"},
    "audit4c.soundness.strict_ignored": {
        "note": "the only strict claim (t_lower < t_mix) never meets equality on the section's models",
        "killed_by": _VS + "test_inequalities_strict_refuses_equality"},
    "audit4c.soundness.best_case_shown": {
        "note": "the section's claims all hold, so which case the checker judges never showed; with the mutant a "
                "failing case behind a passing one is reported as holding",
        "killed_by": _VS + "test_inequalities_judge_the_worst_case"},
    "audit4c.phase_point.potts_norm_dropped": {
        "note": "no q >= 3 point was held to a hand value (a scale of m leaves the Binder cumulant unchanged)",
        "killed_by": _PP + "test_potts_order_parameter_q3_by_hand"},
    "audit4c.phase_point.chi_no_temperature": {
        "note": "no phase point's susceptibility was held to n (<m^2> - <|m|>^2)/T by hand",
        "killed_by": _PP + "test_phase_point_of_two_free_sites_by_hand"},
    "audit4c.phase_point.lumped_relaxation_steps": {
        "note": "no lumped relaxation time was held to a closed form (uniform conditionals: one sweep)",
        "killed_by": _PP + "test_lumped_relaxation_is_in_sweeps"},
    "audit4c.phase_point.states_at_most_strict": {
        "note": "the enumeration guard's boundary (q^n = 65536) was not pinned",
        "killed_by": _PP + "test_states_at_most_includes_the_limit"},
    "audit4c.phase_point.lattice_odd_side": {
        "note": "no test asked for the lattice method on an odd torus side",
        "killed_by": _PP + "test_lattice_method_refuses_an_odd_side"},
    "audit4c.phase.ess_without_chains": {
        "note": "no test held point_convergence to its effective-sample-size count",
        "killed_by": _PP + "test_point_convergence_counts_every_chain"},
    "audit4c.phase.replicate_error_no_sqrt_r": {
        "note": "the assembled errors were not held to sd / sqrt(R) of planted replicates",
        "killed_by": _PP + "test_assembled_errors_are_standard_errors_of_the_replicate_mean"},
    "audit4c.phase.window_not_clamped_right": {
        "note": "the doctest clamps a window at the start only; real templates' centres keep windows inside",
        "killed_by": _PP + "test_window_positions_clamped_at_the_end"},
    "audit4c.window.t0_tolerance_one_site": {
        "note": "OPEN (no test): the T_0 row allows n logit tolerances; a column sum of n - 1 entries of L / 4, "
                "each off by at most tol / 2, is off by at most (n - 1) tol / 8, below one tolerance for windows "
                "under 9 sites, so the mutant changes no verdict on any enumerable window tried; the module "
                "docstring states 'up to the logit tolerance', so no contract pins n tol either",
        "killed_by": ""},
    "audit4c.window.lower_bound_interval_closed": {
        "note": "no test read a lower-bound row's interval",
        "killed_by": _RW + "test_lower_bound_row_interval_is_open_above"},
    "audit4c.reference.best_case_shown": {
        "note": "the section's claims all hold, so which case the agreement rule judges never showed",
        "killed_by": _VR + "test_agreement_judges_the_worst_case"},
    "audit4c.report_phase.crossover_not_decided": {
        "note": "no test gave _real_verdict a crossover",
        "killed_by": _RP + "test_report_phase_right_and_real_verdict"},
    "audit4c.report_phase.tc_one_error": {
        "note": "no test gave the claim a T_c between one and two errors from the truth",
        "killed_by": _RP + "test_loaded_exact_tc_is_held_to_two_errors"},
    "audit4c.compare.all_ok_none_fails": {
        "note": "no test built a table with a row that has nothing to check",
        "killed_by": _RW + "test_calibration_table_rows_without_a_check_do_not_disagree"},
    "audit4c.compare.d_off_by_one": {
        "note": "the exact d(t) rows were only checked as upper bounds (d(t - 1) >= d(t) still lies below them)",
        "killed_by": _RW + "test_exact_d_row_and_iat_rows_of_each_scan_by_hand"},
    "audit4c.compare.iat_main_scan": {
        "note": "no summary held an IAT row of another scan than its main one",
        "killed_by": _RW + "test_exact_d_row_and_iat_rows_of_each_scan_by_hand"},
    "audit4c.tasks.temperature_as_param": {
        "note": "a toy model refuses the parameter anyway (not in its signature); a real model's parameters are "
                "not checked, so there the grid accepted it",
        "killed_by": _SW + "test_unseeded_estimator_at_first_seed_and_params_kept"},
    "audit4c.estimators.var_se_no_c": {
        "note": "the sampled susceptibility's error was not held to a hand value",
        "killed_by": _SW + "test_sampled_order_by_hand_with_a_planted_run"},
    "audit4c.estimators.systematic_steps": {
        "note": "the steps a systematic sampled-order task runs were not observed",
        "killed_by": _SW + "test_sampled_order_by_hand_with_a_planted_run"},
    "audit4c.estimators.exact_phase_chi_no_n": {
        "note": "no test held the exact-phase susceptibility to a hand value",
        "killed_by": _SW + "test_exact_phase_susceptibility_by_hand"},
    "audit4c.claims.trailing_underscore": {
        "note": "no prose with an underscore closing a word was escaped in a test",
        "killed_by": "tests/test_report_html.py::test_md_escape_trailing_underscore_and_theorem_default"},
    "audit4c.output.nonfinite_always": {
        "note": "the tests check the pointers where there are non-finite numbers, not the key's absence",
        "killed_by": "tests/toolkit/test_roundtrip_nonfinite.py::"
                     "test_envelope_nonfinite_only_when_present_and_seconds_moved"},
    "audit4c.math.operator_order": {
        "note": "no formula in the tests holds '<=>'",
        "killed_by": "tests/test_verdicts_and_text.py::test_math_html_equivalence_and_negative_superscript"},
    "audit4c.math.script_no_minus": {
        "note": "no formula in the tests has a negative superscript",
        "killed_by": "tests/test_verdicts_and_text.py::test_math_html_equivalence_and_negative_superscript"},
    "audit4c.verify.empty_string_sections": {
        "note": "the test of --sections naming nothing used separators only, not the empty string",
        "killed_by": _VF + "test_verify_refuses_sections_naming_nothing"},
    "audit4c.verify.timings_left_in": {
        "note": "no test read results.json through --json for the per-section seconds",
        "killed_by": _VF + "test_verify_timings_moved_out"},
}

#: ``--after``: test files added to a mutant's import-chosen set for the runs after the
#: audit's tests (where the killing test lives in a file the set did not name).
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Twentieth blind mutation audit, part C (issue 30): 46 mutants in the 12 modules dealt to part
20c by ``python benchmarks/blind_audit_5_draw.py --audit 20 --seed 2026120720`` (toolkit/models/_params,
toolkit/coupling, exact/metastable, toolkit/exceptions, toolkit/app/window, toolkit/app/commands/window,
toolkit/app/report/calibration, toolkit/strategies, toolkit/models/base, exact/space, toolkit/diagnostics,
toolkit/app/mixing_summary), written without reading ``scripts/mutants.py``, any other audit's catalogue
or any file under ``tests/`` (protocol: benchmarks/blind_audit_20_protocol.md). 3 mutants per module
under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs,
``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_20c.py --list
    python benchmarks/blind_audit_20c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_20c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

PARAMS = "toolkit/models/_params.py"
COUPLING = "toolkit/coupling.py"
META = "exact/metastable.py"
EXC = "toolkit/exceptions.py"
WINDOW = "toolkit/app/window.py"
WINDOW_CMD = "toolkit/app/commands/window.py"
REPORT_CAL = "toolkit/app/report/calibration.py"
STRATEGIES = "toolkit/strategies.py"
BASE = "toolkit/models/base.py"
SPACE = "exact/space.py"
DIAG = "toolkit/diagnostics.py"
MIXSUM = "toolkit/app/mixing_summary.py"
TESTS = {f: automut.default_tests(f) for f in (PARAMS, COUPLING, META, EXC, WINDOW, WINDOW_CMD, REPORT_CAL,
                                               STRATEGIES, BASE, SPACE, DIAG, MIXSUM)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/models/_params.py (56 statements: 3)
    _m("audit20c.params.log10_bytes_no_itemsize", PARAMS,
       "    total = math.log10(itemsize)\n", "    total = 0.0\n",
       "log10_bytes drops the item size: every dense guard sees 8x fewer bytes than the array needs"),
    _m("audit20c.params.scale_zero_refused", PARAMS,
       "math.isfinite(value) and value >= 0)", "math.isfinite(value) and value > 0)",
       "check_scale refuses scale = 0 (a documented valid value: finite and >= 0)"),
    _m("audit20c.params.short_list_at_head", PARAMS,
       "shown if len(values) <= head else", "shown if len(values) < head else",
       "short_list appends '... (6 in all)' to a list of exactly `head` values (nothing was cut)"),
    # ------------------------------------------------------------------ toolkit/coupling.py (351 statements: 5)
    _m("audit20c.coupling.wilson_half_no_den", COUPLING,
       "half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den",
       "half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m))",
       "Wilson interval's half-width not divided by 1 + z^2/m (too wide)"),
    _m("audit20c.coupling.lazy_coin_flipped", COUPLING,
       "move = rng.random(B) >= lazy if lazy else None", "move = rng.random(B) < lazy if lazy else None",
       "coupled_step moves with probability `lazy` instead of 1 - lazy"),
    _m("audit20c.coupling.tv_bound_tau_ge_t", COUPLING,
       "k = (self.times > t).sum(axis=1)", "k = (self.times >= t).sum(axis=1)",
       "tv_bound counts P(tau >= t) instead of P(tau > t) (off by one: pairs that meet at t count as apart)"),
    _m("audit20c.coupling.lag_floor_not_ceil", COUPLING,
       "v = np.maximum(0.0, np.ceil((tau_c - lag - t) / lag))",
       "v = np.maximum(0.0, np.floor((tau_c - lag - t) / lag))",
       "L-lag bound uses floor instead of ceil of (tau - L - t) / L (biased low, not an upper bound)"),
    _m("audit20c.coupling.damage_token_may_equal", COUPLING,
       "new = (x[rows, sites] + rng.integers(1, q, size=n_chains)) % q",
       "new = (x[rows, sites] + rng.integers(0, q, size=n_chains)) % q",
       "damage_spreading's random perturbation may leave the token unchanged (offset drawn from 0..q-1)"),
    # ------------------------------------------------------------------ exact/metastable.py (237 statements: 5)
    _m("audit20c.metastable.offdiag_drops_lazy", META,
       "v.append(P.cond[i][y] * ((1.0 - P.lazy) / n))", "v.append(P.cond[i][y] * (1.0 / n))",
       "exit-time system of a lazy random-scan kernel ignores the laziness (exit times too short by 1 - lazy)"),
    _m("audit20c.metastable.gth_rhs_not_scaled", META,
       "b[k + 1:] += f * b[k]", "b[k + 1:] += f",
       "GTH elimination adds f instead of f * b[k] to the right-hand side (wrong for b[k] != 1)"),
    _m("audit20c.metastable.singleton_no_site_choice", META,
       "log_leave = logsumexp(logp.reshape(states.size, -1), axis=1) - math.log(n)",
       "log_leave = logsumexp(logp.reshape(states.size, -1), axis=1)",
       "singleton exit times forget the 1/n of choosing the site (exit times n times too short)"),
    _m("audit20c.metastable.conductance_no_pi_s", META,
       "ls = float(logsumexp(lp[mask]))", "ls = float(logsumexp(lp))",
       "conductance divides Q(S, S^c) by pi(Omega) = 1 instead of pi(S)"),
    _m("audit20c.metastable.bottleneck_complement_mass", META,
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps",
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[~mask]).sum()) - eps",
       "bottleneck bound uses 1 - pi(S^c) instead of 1 - pi(S)"),
    # ------------------------------------------------------------------ toolkit/exceptions.py (79 statements: 3)
    _m("audit20c.exceptions.bytes_1024_as_B", EXC,
       "    if n < 1024:\n        return f\"{n:.0f} B\"", "    if n <= 1024:\n        return f\"{n:.0f} B\"",
       "_human_bytes shows exactly 1024 bytes as '1024 B' instead of '1.0 KiB'"),
    _m("audit20c.exceptions.sci_no_round_carry", EXC,
       "if round(m, 1) >= 10:", "if m >= 10:",
       "_sci prints a mantissa that rounds up to 10 as '10.0e+XX' (no carry into the exponent)"),
    _m("audit20c.exceptions.unknown_name_repr", EXC,
       "return str(self.args[0]) if len(self.args) == 1 else super().__str__()", "return super().__str__()",
       "UnknownNameError's str() is the repr of the message (quoted), as a plain KeyError's"),
    # ------------------------------------------------------------------ toolkit/app/window.py (218 statements: 5)
    _m("audit20c.window.memo_key_context_only", WINDOW,
       "key = sites[need] * self._known.shape[1] + ctx[need]", "key = ctx[need]",
       "MemoizedModel deduplicates new rows by context alone: a row of another site with the same context "
       "is never computed (NaN logits)"),
    _m("audit20c.window.rect_log_r_times_T", WINDOW,
       "return _rectangle.log_r(t, u) / check_temperature(temperature)",
       "return _rectangle.log_r(t, u) * check_temperature(temperature)",
       "window_rectangle_log_r multiplies by T instead of dividing"),
    _m("audit20c.window.context_j_not_cleared", WINDOW,
       "    X[rows, j] = 0\n", "",
       "window_rectangle_log_r leaves site j's context token in the base index (wrong table entries when "
       "the context has x_j != 0)"),
    _m("audit20c.window.timing_rows_no_n", WINDOW,
       "\"rows\": int(L.n * L.space.size // L.q)", "\"rows\": int(L.space.size // L.q)",
       "the report's enumerated-row count drops the factor n (n q**(n-1) masked rows)"),
    _m("audit20c.window.sampled_hi_for_upper", WINDOW,
       "hi = math.inf if kind == \"lower bound\" else value", "hi = math.inf if kind == \"upper bound\" else value",
       "a lower-bound row's sampled interval is [v, v] and an upper-bound row's [v, inf] (kinds swapped)"),
    # ------------------------------------------------------------------ toolkit/app/commands/window.py (57 statements: 3)
    _m("audit20c.window_cmd.exit_zero_always", WINDOW_CMD,
       "return 0 if r.all_ok else 1", "return 0",
       "glauber window exits 0 even when a sampled check fails (documented: exits 1)"),
    _m("audit20c.window_cmd.free_alias_ignored", WINDOW_CMD,
       "    if alias is not None:\n        args.free = alias\n", "",
       "--free-positions is accepted but not handed on (the window ignores it)"),
    _m("audit20c.window_cmd.temperature_flag_not_named", WINDOW_CMD,
       "raise InvalidInputError(str(exc).replace(\"`temperature`\", \"`--temperature`\")) from None",
       "raise InvalidInputError(str(exc)) from None",
       "a temperature error names the library keyword `temperature`, not the flag `--temperature`"),
    # ------------------------------------------------------------------ toolkit/app/report/calibration.py (37 statements: 3)
    _m("audit20c.report_calibration.threshold_strict", REPORT_CAL,
       "n_ok >= 0.8 * n_rows", "n_ok > 0.8 * n_rows",
       "the calibration claim fails at exactly 80% of rows agreeing (claimed: >= 80%)"),
    _m("audit20c.report_calibration.quick_wrong_families", REPORT_CAL,
       "families = families[1:3]", "families = families[:2]",
       "quick mode runs independent sites + Potts instead of Potts + asymmetric pairwise"),
    _m("audit20c.report_calibration.slack_args_swapped", REPORT_CAL,
       "slack=slack_upper(r.exact.value, r.sampled.ci[1])", "slack=slack_upper(r.sampled.ci[1], r.exact.value)",
       "the coupling claim's slack is computed with value and bound swapped"),
    # ------------------------------------------------------------------ toolkit/strategies.py (110 statements: 3)
    _m("audit20c.strategies.asym_repair_half", STRATEGIES,
       "J[i, j, a, b] += 2 * min_asymmetry if r >= 0 else -2 * min_asymmetry",
       "J[i, j, a, b] += min_asymmetry if r >= 0 else -min_asymmetry",
       "asymmetric_pairwise's repair shifts log R by min_asymmetry only (|log R| may stay below it)"),
    _m("audit20c.strategies.contracting_no_n_minus_1", STRATEGIES,
       "per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999",
       "per_site = min(alpha_max, 0.999) if nn > 1 else 0.999",
       "contracting_models bounds each R_ij by alpha_max, so a column sum can reach (n-1) alpha_max"),
    _m("audit20c.strategies.table_repair_wrong_context", STRATEGIES,
       "t[i, _table_context(y, i, qq), a] +=", "t[i, _table_context(x, i, qq), a] +=",
       "random_tables repairs the entry at the context of x (site j's token x_j, not b): the wrong rectangle"),
    # ------------------------------------------------------------------ toolkit/models/base.py (104 statements: 3)
    _m("audit20c.base.default_rtol_no_n", BASE,
       "LOW_PRECISION_RTOL.get(dtype, 2.0 * int(model.length) * EPS64)",
       "LOW_PRECISION_RTOL.get(dtype, 2.0 * EPS64)",
       "the assumed logit error is 2 eps instead of 2 n eps times the row's largest |logit|"),
    _m("audit20c.base.row_scale_no_floor", BASE,
       "np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size", "np.abs(logits).max(axis=1) if logits.size",
       "the row scale is not floored at 1 (a row of tiny logits gets a vanishing error bound)"),
    _m("audit20c.base.declared_error_row_min", BASE,
       "err = err.max(axis=1) if err.shape[1] else", "err = err.min(axis=1) if err.shape[1] else",
       "a declared (B, q) logit error is reduced per row by its min, not its max (not a bound on every logit)"),
    # ------------------------------------------------------------------ exact/space.py (41 statements: 3)
    _m("audit20c.space.index_guard_off_by_one", SPACE,
       "idx.min() < 0 or idx.max() >= self.size)", "idx.min() < 0 or idx.max() > self.size)",
       "states() accepts the index q**n (one past the last state) and decodes it as state 0...0"),
    _m("audit20c.space.bad_index_is_max", SPACE,
       "bad = int(idx[(idx < 0) | (idx >= self.size)][0])", "bad = int(idx.max())",
       "the error quotes the largest index, not the first offender (a negative one is never named)"),
    _m("audit20c.space.n_minimum_two", SPACE,
       "self.n = check_int(n, \"n\", minimum=1)", "self.n = check_int(n, \"n\", minimum=2)",
       "StateSpace refuses one site (n = 1), a valid space"),
    # ------------------------------------------------------------------ toolkit/diagnostics.py (234 statements: 5)
    _m("audit20c.diagnostics.W_no_bessel", DIAG,
       "W = acov[:, 0].mean() * N / (N - 1)  # mean within-chain variance (ddof=1)",
       "W = acov[:, 0].mean()  # mean within-chain variance (ddof=1)",
       "Stan's autocorrelation takes W with ddof=0 instead of ddof=1"),
    _m("audit20c.diagnostics.iat_tau_one_lag_late", DIAG,
       "tau = max(float(taus[M - 1]), 1.0 / (m * N))", "tau = max(float(taus[M]), 1.0 / (m * N))",
       "the reported tau is tau(M + 1), one lag past Sokal's window (an IndexError when it is not reached)"),
    _m("audit20c.diagnostics.iat_se_no_2", DIAG,
       "se = tau * math.sqrt(2.0 * (2 * M + 1) / (m * N))", "se = tau * math.sqrt((2 * M + 1) / (m * N))",
       "Sokal's standard error of tau drops the factor 2 under the root"),
    _m("audit20c.diagnostics.rhat_min_bulk_tail", DIAG,
       "return max(vals) if vals else float(\"nan\")", "return min(vals) if vals else float(\"nan\")",
       "R-hat is the smaller of the bulk and tail versions, not the larger"),
    _m("audit20c.diagnostics.burn_in_strict", DIAG,
       "keep = np.asarray(run.times) >= burn_in", "keep = np.asarray(run.times) > burn_in",
       "summarize_run also drops the record at step == burn_in (documented: steps < burn_in dropped)"),
    # ------------------------------------------------------------------ toolkit/app/mixing_summary.py (167 statements: 5)
    _m("audit20c.mixing_summary.first_change", MIXSUM,
       "        c = changes[-1]\n", "        c = changes[0]\n",
       "plain_words states the first (smallest sizes) change of class, not the one on the largest sizes"),
    _m("audit20c.mixing_summary.exponent_range_unsorted", MIXSUM,
       "f\"; fitted exponents {min(zs):.2g} to {max(zs):.2g}\"",
       "f\"; fitted exponents {zs[0]:.2g} to {zs[-1]:.2g}\"",
       "the range of fitted exponents is the first and last temperature's, not min to max"),
    _m("audit20c.mixing_summary.wrong_rate_over_right", MIXSUM,
       "f\"{100 * r['wrong'] / max(r['n'], 1):.1f}%\"", "f\"{100 * r['wrong'] / max(r['right'], 1):.1f}%\"",
       "the calibration table's wrong rate is divided by the right verdicts, not all verdicts"),
    _m("audit20c.mixing_summary.limit_strict", MIXSUM,
       "r[\"wrong\"] / max(r[\"n\"], 1) <= limit, kind=\"comparison\"",
       "r[\"wrong\"] / max(r[\"n\"], 1) < limit, kind=\"comparison\"",
       "an exact family with no wrong verdict fails its '<= 0' claim (0 < 0 is false)"),
    _m("audit20c.mixing_summary.growth_claim_faster_unresolved", MIXSUM,
       "decided = verdict in (POLYNOMIAL, FASTER)", "decided = verdict == POLYNOMIAL",
       "growth_claim marks 'faster than polynomial' as not resolved"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record):
#: same file, same place, same behaviour change. Fresh (no entry there makes the same change):
#: coupling.wilson_half_no_den (blind2.coupling.wilson_term_m changes another term),
#: metastable.gth_rhs_not_scaled (metastable.gth_rhs_not_propagated drops the term; here f replaces f b[k]),
#: window.rect_log_r_times_T (the entries there drop T; here it multiplies), window.timing_rows_no_n
#: (audit7c counts q**n, audit19a drops 1/q; here the factor n goes), window_cmd.free_alias_ignored
#: (audit5a.window.alias_flipped also overwrites --free with None when the alias is absent) and
#: mixing_summary.wrong_rate_over_right (other keys there). diagnostics.iat_tau_one_lag_late counts as
#: i30f.diagnostics.tau_window_off's bug (tau(M + 1) where the window is reached; that entry clamps at the
#: last lag where this one raises an IndexError).
DUPLICATE_OF: dict = {
    "audit20c.params.log10_bytes_no_itemsize": "audit4b.params.no_itemsize",
    "audit20c.params.scale_zero_refused": "audit4b.params.scale_zero_refused",
    "audit20c.params.short_list_at_head": "audit4b.params.short_list_eq",
    "audit20c.coupling.lazy_coin_flipped": "blind2.coupling.lazy_inverted",
    "audit20c.coupling.tv_bound_tau_ge_t": "coupling.tv_bound_ge",
    "audit20c.coupling.lag_floor_not_ceil": "coupling.lag_floor",
    "audit20c.coupling.damage_token_may_equal": "audit11a.coupling.damage_perturbation_may_be_null",
    "audit20c.metastable.offdiag_drops_lazy": "metastable.offdiag_ignores_lazy",
    "audit20c.metastable.singleton_no_site_choice": "metastable.singleton_no_site_average",
    "audit20c.metastable.conductance_no_pi_s": "audit12b.metastable.conductance_no_pi_S",
    "audit20c.metastable.bottleneck_complement_mass": "audit11c.metastable_exact.bottleneck_complement_mass",
    "audit20c.exceptions.bytes_1024_as_B": "audit4e.exceptions.bytes_1024_boundary",
    "audit20c.exceptions.sci_no_round_carry": "audit4e.exceptions.sci_round_carry",
    "audit20c.exceptions.unknown_name_repr": "sweep6s3.exceptions.unknown_repr",
    "audit20c.window.memo_key_context_only": "prm19c.window.memo_key_ignores_site",
    "audit20c.window.context_j_not_cleared": "harden8h2.window.context_j_kept",
    "audit20c.window.sampled_hi_for_upper": "audit19a.window.sampled_hi_wrong_kind",
    "audit20c.window_cmd.exit_zero_always": "audit4d.window.exit_status",
    "audit20c.window_cmd.temperature_flag_not_named": "cov5h3.cli_window.flag_name",
    "audit20c.report_calibration.threshold_strict": "sweep6s4.calibration_section.rate_strict",
    "audit20c.report_calibration.quick_wrong_families": "cov5h3.calibration.quick_families",
    "audit20c.report_calibration.slack_args_swapped": "audit15c.calibration.slack_arguments_swapped",
    "audit20c.strategies.asym_repair_half": "sweep6s3.strategies.repair_half",
    "audit20c.strategies.contracting_no_n_minus_1": "sweep6s3.strategies.contract_no_n1",
    "audit20c.strategies.table_repair_wrong_context": "audit4b.strategies.table_ctx_x",
    "audit20c.base.default_rtol_no_n": "prm21e.base.assumed_rtol_without_n",
    "audit20c.base.row_scale_no_floor": "audit4b.base.row_scale_no_floor",
    "audit20c.base.declared_error_row_min": "i30c.err_rowmin",
    "audit20c.space.index_guard_off_by_one": "space.index_range_off_by_one",
    "audit20c.space.bad_index_is_max": "sweep6s2.space.offender_is_max",
    "audit20c.space.n_minimum_two": "harden10d.space.one_site_refused",
    "audit20c.diagnostics.W_no_bessel": "diagnostics.acf_W_biased",
    "audit20c.diagnostics.iat_tau_one_lag_late": "i30f.diagnostics.tau_window_off",
    "audit20c.diagnostics.iat_se_no_2": "diagnostics.sokal_se_no_2",
    "audit20c.diagnostics.rhat_min_bulk_tail": "audit7a.diagnostics.rhat_min",
    "audit20c.diagnostics.burn_in_strict": "audit7a.diagnostics.burn_in_strict",
    "audit20c.mixing_summary.first_change": "blind3.summary.first_change",
    "audit20c.mixing_summary.exponent_range_unsorted": "sweep6s4.mixing_summary.exponents_max_min",
    "audit20c.mixing_summary.limit_strict": "sweep6s4.mixing_summary.sampled_limit_strict",
    "audit20c.mixing_summary.growth_claim_faster_unresolved": "i26.growth_claim_faster_unresolved",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit20c.window_cmd.free_alias_ignored": {
        "note": "fresh; no test ran the window with --free-positions alone (only its conflict with --free and an "
                "out-of-range value whose error names --free with or without the alias): the help says 'the same as "
                "--free'. No real bug (the code hands it on)",
        "killed_by": "tests/test_audit20c_window_cmd.py::test_free_positions_alone_is_handed_on_as_free, "
                     "::test_free_positions_picks_the_window_of_a_real_mlm"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Twenty-sixth blind mutation audit, part a (issue 30): 45 mutants in the 12 modules dealt to part
26a by ``python benchmarks/blind_audit_5_draw.py --audit 26 --seed 2026120726``
(toolkit/app/report/calibration.py, toolkit/_rectangle.py, toolkit/models/registry.py,
toolkit/models/sceptr.py, toolkit/growth.py, exact/_mp_spectrum.py,
toolkit/app/report/contraction.py, toolkit/models/families.py, toolkit/app/report/samplers.py,
toolkit/app/records.py, toolkit/results.py, toolkit/app/report/semantic.py), written
without reading ``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_26_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_26a.py --list
    python benchmarks/blind_audit_26a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_26a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

CAL = "toolkit/app/report/calibration.py"
RECT = "toolkit/_rectangle.py"
REG = "toolkit/models/registry.py"
SCE = "toolkit/models/sceptr.py"
GRO = "toolkit/growth.py"
MPS = "exact/_mp_spectrum.py"
CON = "toolkit/app/report/contraction.py"
FAM = "toolkit/models/families.py"
SAM = "toolkit/app/report/samplers.py"
REC = "toolkit/app/records.py"
RES = "toolkit/results.py"
SEM = "toolkit/app/report/semantic.py"
TESTS = {f: automut.default_tests(f) for f in (CAL, RECT, REG, SCE, GRO, MPS, CON, FAM, SAM, REC, RES, SEM)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/report/calibration.py (37 statements: 3)
    _m("audit26a.calibration.quick_first_two", CAL,
       "families = families[1:3]", "families = families[:2]",
       "quick mode runs the first two families (independent sites, symmetric Potts) instead of the middle two"),
    _m("audit26a.calibration.slack_lower_end", CAL,
       "slack=slack_upper(r.exact.value, r.sampled.ci[1])", "slack=slack_upper(r.exact.value, r.sampled.ci[0])",
       "the coupling claim's slack is measured against the interval's lower end, not the upper end it asserts"),
    _m("audit26a.calibration.count_every_row_ok", CAL,
       "n_ok += bool(r.ok)", "n_ok += 1",
       "every decided row counts as agreeing: the >= 80 % claim can no longer fail"),
    # ------------------------------------------------------------------ toolkit/_rectangle.py (21 statements: 3)
    _m("audit26a.rectangle.u_sign_flip", RECT,
       "(u[..., 0] - u[..., 1] - u[..., 2] + u[..., 3])", "(u[..., 0] - u[..., 1] + u[..., 2] - u[..., 3])",
       "log R's second bracket takes u3 and u4 with the wrong signs"),
    _m("audit26a.rectangle.err_j_factor_dropped", RECT,
       "4.0 * np.asarray(err_j, dtype=float)", "np.asarray(err_j, dtype=float)",
       "the bound counts site j's logit error once instead of four times (unsound certificate)"),
    _m("audit26a.rectangle.arith_t_only", RECT,
       "return ARITH * (t + u) + 4.0", "return ARITH * t + 4.0",
       "the round-off term sums |t_k| only, dropping the |u_k| of the other site"),
    # ------------------------------------------------------------------ toolkit/models/registry.py (108 statements: 3)
    _m("audit26a.registry.table_bytes_off_by_one", REG,
       "return f + math.log10(n) + n * math.log10(q)", "return f + math.log10(n) + (n - 1) * math.log10(q)",
       "the logit table (n, q**(n-1), q) is sized as n q**(n-1): the memory guard is q times too lenient"),
    _m("audit26a.registry.exchangeable_rows_lgamma", REG,
       "- math.lgamma(q) - math.lgamma(n)) / math.log(10)", "- math.lgamma(q) - math.lgamma(n + 1)) / math.log(10)",
       "the exchangeable count table's row count C(n+q-2, q-1) divided by an extra factor n"),
    _m("audit26a.registry.real_default_q_not_n", REG,
       'not (real and key == "q")', 'not (real and key == "n")',
       "a command's default q is applied to a real model (and its default n withheld) instead of the reverse"),
    # ------------------------------------------------------------------ toolkit/models/sceptr.py (337 statements: 5)
    _m("audit26a.sceptr.window_not_clamped", SCE,
       'start = min(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       'start = _CDR3_START if loop.startswith("CDR3") else 0',
       "the default window is not moved back when n sites after CASS run past the loop's end"),
    _m("audit26a.sceptr.position_upper_inclusive", SCE,
       "bad = [p for p in positions if not 0 <= p < length]", "bad = [p for p in positions if not 0 <= p <= length]",
       "free_positions accepts the loop's length itself (one past its last residue)"),
    _m("audit26a.sceptr.pooled_over_all_tokens", SCE,
       ".sum(1) / m.sum()).cpu())", ".sum(1) / m.numel()).cpu())",
       "the pooled hidden state divides the residue tokens' sum by every token, <cls> included"),
    _m("audit26a.sceptr.logit_error_no_floor", SCE,
       "rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)", "rtol * np.abs(logits).max(axis=1)",
       "the logit error bound loses its floor of 1: rows of small logits get a bound below the measured error"),
    _m("audit26a.sceptr.q20_refused", SCE,
       "if q > len(AMINO_ACIDS):", "if q >= len(AMINO_ACIDS):",
       "q = 20 (every residue) is refused as exceeding the 20 residues"),
    # ------------------------------------------------------------------ toolkit/growth.py (232 statements: 5)
    _m("audit26a.growth.jump_uses_censored_middle", GRO,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "the jump branch trusts a censored lower end at the middle size (a run's length, not a bound)"),
    _m("audit26a.growth.bracket_censored_tie", GRO,
       "max(uncensored) < lo))", "max(uncensored) <= lo))",
       "a bracket whose largest low end is reached by an uncensored bound too is flagged censored"),
    _m("audit26a.growth.info_needs_both_ends", GRO,
       "info = (lo > 0) | np.isfinite(hi)", "info = (lo > 0) & np.isfinite(hi)",
       "sizes with only a lower or only an upper end are dropped before the verdict"),
    _m("audit26a.growth.change_high_is_max", GRO,
       "float(T[k_fast]), float(T[min(above)]), monotone, note)",
       "float(T[k_fast]), float(T[max(above)]), monotone, note)",
       "the change temperature's high end is the highest polynomial temperature, not the lowest above the faster one"),
    _m("audit26a.growth.steepening_ratio_inverted", GRO,
       "(m[-1] / m[-2] - 1.0)", "(m[-2] / m[-1] - 1.0)",
       "the steepening test's stretched-exponential ratio m_2/m_1 inverted: the needed top slope falls below s_1"),
    # ------------------------------------------------------------------ exact/_mp_spectrum.py (116 statements: 3)
    _m("audit26a.mp_spectrum.gap_ignores_negative_end", MPS,
       "gap = min(mu[1], 2 - mu[-1])", "gap = mu[1]",
       "the reversible gap ignores eigenvalues of P near -1 (the spectral gap, not the absolute gap)"),
    _m("audit26a.mp_spectrum.random_scan_not_averaged", MPS,
       "            M /= n\n", "",
       "the random-scan kernel sums the site kernels without dividing by n"),
    _m("audit26a.mp_spectrum.lazy_weights_swapped", MPS,
       "M = M * (1 - lazy) + mpmath.eye(N) * lazy", "M = M * lazy + mpmath.eye(N) * (1 - lazy)",
       "the lazy chain weights the kernel by lazy and the identity by 1 - lazy"),
    # ------------------------------------------------------------------ toolkit/app/report/contraction.py (39 statements: 3)
    _m("audit26a.contraction.r2_uncentred", CON,
       "r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))",
       "r2 = float(1 - (resid @ resid) / (ts @ ts))",
       "the fit's R^2 divides by the uncentred sum of squares"),
    _m("audit26a.contraction.band_slack_sign", CON,
       "slack=2 - hi / lo,", "slack=hi / lo - 2,",
       "the band claim's slack has the wrong sign (negative when it holds)"),
    _m("audit26a.contraction.bound_slack_swapped", CON,
       "slack=slack_upper(r.t_mix, r.bound)", "slack=slack_upper(r.bound, r.t_mix)",
       "the per-size t_mix <= bound claims get slack 1 - bound/t_mix (arguments swapped: negative when they hold)"),
    # ------------------------------------------------------------------ toolkit/models/families.py (45 statements: 3)
    _m("audit26a.families.potts_default_cycle", FAM,
       'def _potts(q=3, n=6, coupling=1.0, graph="complete"):', 'def _potts(q=3, n=6, coupling=1.0, graph="cycle"):',
       "the potts family's default graph is the cycle instead of the complete graph"),
    _m("audit26a.families.coupling_overrides_gamma", FAM,
       "if gamma is None and coupling is not None:", "if coupling is not None:",
       "planted-margin: --coupling wins over an explicit gamma (the docstring says gamma wins)"),
    _m("audit26a.families.asymmetric_is_symmetric", FAM,
       "return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)\n\n\ndef _symmetric",
       "return toy.random_pairwise(q, n, scale, symmetric=True, max_memory=None, rng=seed)\n\n\ndef _symmetric",
       "asymmetric-pairwise builds symmetric couplings (a copy-paste of symmetric-pairwise)"),
    # ------------------------------------------------------------------ toolkit/app/report/samplers.py (75 statements: 3)
    _m("audit26a.samplers.product_order_reversed", SAM,
       "product = np.multiply.outer(product, m_i).reshape(-1)", "product = np.multiply.outer(m_i, product).reshape(-1)",
       "the product of marginals is built with site 0 fastest, not slowest (state order reversed)"),
    _m("audit26a.samplers.tv_without_half", SAM,
       "return 0.5 * float(np.abs(np.asarray(a) - np.asarray(b)).sum())",
       "return float(np.abs(np.asarray(a) - np.asarray(b)).sum())",
       "the section's TV is the L1 distance (factor 1/2 dropped)"),
    _m("audit26a.samplers.coverage_needs_all", SAM,
       "covered >= len(sampled) - 1, kind=", "covered >= len(sampled), kind=",
       "the coverage comparison needs every interval to cover (the stated allowance of one miss dropped)"),
    # ------------------------------------------------------------------ toolkit/app/records.py (65 statements: 3)
    _m("audit26a.records.quick_records_kept", REC,
       'fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]) and "quick" not in f)',
       "fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]))",
       "quick (smoke) calibration records are read with the real ones"),
    _m("audit26a.records.undetermined_minus_right_only", REC,
       '"undetermined": n - right - wrong,', '"undetermined": n - right,',
       "static rows count the wrong verdicts as undetermined too"),
    _m("audit26a.records.no_transition_right_is_crossover", REC,
       'else k != "transition"))', 'else k == "crossover"))',
       "where the truth is no transition, only crossover verdicts count as right (inconclusive ones not)"),
    # ------------------------------------------------------------------ toolkit/results.py (907 statements: 8)
    _m("audit26a.results.fmt_million_boundary", RES,
       "abs(x) < 1e-3 or abs(x) >= 1e6", "abs(x) < 1e-3 or abs(x) > 1e6",
       "_fmt writes exactly 1e6 as 1000000 instead of in exponent form"),
    _m("audit26a.results.pointer_escape_order", RES,
       'return key.replace("~", "~0").replace("/", "~1")', 'return key.replace("/", "~1").replace("~", "~0")',
       "JSON Pointer escaping replaces '/' first, so a '/' in a key becomes '~01' (RFC 6901 order broken)"),
    _m("audit26a.results.z_one_sided", RES,
       "return float(norm.ppf(0.5 + level / 2))", "return float(norm.ppf(level))",
       "an Estimate's interval at a level other than 0.95 uses the one-sided quantile"),
    _m("audit26a.results.weighted_quantile_upper_left", RES,
       "b = v[np.searchsorted(cum, min(lo + 1, N - 1), side=\"right\")]",
       "b = v[np.searchsorted(cum, min(lo + 1, N - 1), side=\"left\")]",
       "the integer-weighted quantile's upper neighbour found with side='left' (the lower one at a count boundary)"),
    _m("audit26a.results.witness_pairs_key_order", RES,
       "lead = order[np.sort(first)]", "lead = order[first]",
       "witness_order lists each pair's worst rectangle in site-pair order, not by decreasing |log R|"),
    _m("audit26a.results.claim_failed_needs_true_hypothesis", RES,
       "self.hypothesis_holds is not False and self.holds is False",
       "self.hypothesis_holds is True and self.holds is False",
       "a theorem whose hypothesis is undecided (None) no longer counts as failed when it does not hold"),
    _m("audit26a.results.open_unit_closed", RES,
       "elif name in _OPEN_UNIT and not 0 < x < 1:", "elif name in _OPEN_UNIT and not 0 <= x <= 1:",
       "a saved eps or level of 0 or 1 is accepted on load"),
    _m("audit26a.results.covers_open_low", RES,
       "return bool(lo <= x <= hi)", "return bool(lo < x <= hi)",
       "Estimate.covers excludes the interval's lower end (an exact value never covers itself)"),
    # ------------------------------------------------------------------ toolkit/app/report/semantic.py (38 statements: 3)
    _m("audit26a.semantic.low_high_swapped", SEM,
       "low, high = study.results[0], study.results[-1]", "low, high = study.results[-1], study.results[0]",
       "the dwell comparison takes the highest temperature as the low one"),
    _m("audit26a.semantic.occupancy_not_percent", SEM,
       'f"{100 * b.occupancy[i]:.1f}%"', 'f"{b.occupancy[i]:.1f}%"',
       "the basin table's time column prints the fraction with a % sign (factor 100 dropped)"),
    _m("audit26a.semantic.recurrent_column_traps", SEM,
       '"yes" if i in b.recurrent else "no",', '"yes" if i in b.traps else "no",',
       "the basin table's recurrent column shows the traps"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record):
#: 41 mutate the file exactly as the named entries do; two more are judgement calls (noted); the two
#: fresh ones are calibration.slack_lower_end (audit15c.calibration.slack_arguments_swapped swaps the
#: arguments, a different bug) and registry.exchangeable_rows_lgamma (sweep6s5 and audit13b change the
#: row count to C(n+q-1, q-1) variants; this one divides it by n)
DUPLICATE_OF: dict = {
    "audit26a.calibration.quick_first_two": "cov5h3.calibration.quick_families, sweep6s4.calibration_section.quick_first_two",
    "audit26a.calibration.count_every_row_ok": "audit4e.calibration.ok_counts_rows",
    "audit26a.rectangle.u_sign_flip": "audit10c._rectangle.log_r_u_signs",
    "audit26a.rectangle.err_j_factor_dropped": "audit22a.rectangle.err_j_factor",
    "audit26a.rectangle.arith_t_only": "blind2.rectangle.bound_drops_u, sweep6s3._rectangle.bound_t_only",
    "audit26a.registry.table_bytes_off_by_one": "audit4e.registry.table_q_power_n_minus_1",
    "audit26a.registry.real_default_q_not_n": ("audit4e.registry.defaults_q_to_real (judgement: the same bug, a "
                                               "command's default q reaching a real model; this one also withholds n)"),
    "audit26a.sceptr.window_not_clamped": "audit6c.sceptr.window_not_clamped",
    "audit26a.sceptr.position_upper_inclusive": "sweep6s5.sceptr.positions_last_refused",
    "audit26a.sceptr.pooled_over_all_tokens": "audit6c.sceptr.pool_with_cls",
    "audit26a.sceptr.logit_error_no_floor": "sweep6s5.sceptr.error_no_floor",
    "audit26a.sceptr.q20_refused": "audit17a.sceptr.q_twenty_refused",
    "audit26a.growth.jump_uses_censored_middle": "i24rule.jump_censored_ignored, harden8h2.growth.jump_on_censored_middle",
    "audit26a.growth.bracket_censored_tie": "blind.growth.censored_tie, harden8h2.growth.bracket_censored_tie",
    "audit26a.growth.info_needs_both_ends": "harden8h2.growth.upper_only_sizes_dropped",
    "audit26a.growth.change_high_is_max": "audit5c.growth.change_high_is_max, sweep6s3.growth.change_lowest_above",
    "audit26a.growth.steepening_ratio_inverted": "fast.steepen_m_inverted",
    "audit26a.mp_spectrum.gap_ignores_negative_end": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit26a.mp_spectrum.random_scan_not_averaged": "audit5b.mp_spectrum.random_scan_no_1_over_n",
    "audit26a.mp_spectrum.lazy_weights_swapped": "audit7a._mp_spectrum.lazy_swapped",
    "audit26a.contraction.r2_uncentred": "audit4e.contraction.r2_uncentred, audit10b.contraction.r2_uncentred",
    "audit26a.contraction.band_slack_sign": "audit8b.contraction.band_slack_sign",
    "audit26a.contraction.bound_slack_swapped": "audit4e.contraction.slack_args_swapped, audit10b.contraction.slack_swapped",
    "audit26a.families.potts_default_cycle": "audit4b.families.potts_graph_default",
    "audit26a.families.coupling_overrides_gamma": "audit9c.families.planted_coupling_overrides_gamma",
    "audit26a.families.asymmetric_is_symmetric": "audit4b.families.asym_symmetric",
    "audit26a.samplers.product_order_reversed": "audit4e.samplers.product_site_order",
    "audit26a.samplers.tv_without_half": "sweep6s4.samplers.tv_no_half",
    "audit26a.samplers.coverage_needs_all": "sweep6s4.samplers.coverage_all",
    "audit26a.records.quick_records_kept": "records.quick_runs_read, cov5h3.records.quick_kept, sweep6s4.records.quick_kept",
    "audit26a.records.undetermined_minus_right_only": "prm19b.records.static_undetermined_keeps_wrong",
    "audit26a.records.no_transition_right_is_crossover": "audit7a.records.no_transition_right_crossover_only",
    "audit26a.results.fmt_million_boundary": "audit5c.results.fmt_million_boundary (marked equivalent there)",
    "audit26a.results.pointer_escape_order": "i30c.esc_order, i30c.cli_esc_order, blind.results.escape_order",
    "audit26a.results.z_one_sided": "blind2.results.z_one_sided",
    "audit26a.results.weighted_quantile_upper_left": "audit20a.results.quantile_upper_side_left",
    "audit26a.results.witness_pairs_key_order": "sweep6s3.results.witness_lead_unsorted",
    "audit26a.results.claim_failed_needs_true_hypothesis": ("audit5c.results.claim_failed_needs_true_hypothesis, "
                                                            "sweep6s3.results.failed_hypothesis_true_only"),
    "audit26a.results.open_unit_closed": "audit21a.results.open_unit_closed",
    "audit26a.results.covers_open_low": "sweep6s3.results.covers_open",
    "audit26a.semantic.low_high_swapped": ("audit4e.semantic.low_high_swapped (judgement: written `high, low = "
                                           "results[0], results[-1]` there, the same assignment)"),
    "audit26a.semantic.occupancy_not_percent": "sweep6s4.semantic.occupancy_fraction",
    "audit26a.semantic.recurrent_column_traps": "prm20c.semantic.recurrent_column_traps",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit26a.results.fmt_million_boundary": {
        "note": ("equivalent, found after the run (not marked before it, so the first run counts it): only "
                 "|x| == 1e6 exactly changes branch, and format(1e6, '.6g') == format(1e6, '.4g') == '1e+06' "
                 "(Python's g format switches to exponent form when the exponent, 6, is >= the precision); "
                 "the catalogue's audit5c.results.fmt_million_boundary, the same mutant, is marked equivalent "
                 "for this reason. No test can kill it"),
        "killed_by": "",
    },
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Eighteenth blind mutation audit, part 18b (issue 30): 49 mutants in the 12 modules dealt to part
18b by ``python benchmarks/blind_audit_5_draw.py --audit 18 --seed 2026120618`` (exact/_rounding.py,
toolkit/diagnostics.py, toolkit/results.py, toolkit/app/commands/sweep.py, exact/_arnoldi.py,
exact/_harmonic_ritz.py, toolkit/app/phase_point.py, exact/colour_lumped.py,
toolkit/app/commands/study.py, exact/_mp_spectrum.py, toolkit/calibration.py,
toolkit/app/commands/sample.py), written without reading ``scripts/mutants.py``, any other audit's
catalogue or any file under ``tests/`` (protocol: benchmarks/blind_audit_18_protocol.md). 3 mutants
per module under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before
anything runs, ``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_18b.py --list
    python benchmarks/blind_audit_18b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_18b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

RND = "exact/_rounding.py"
DIA = "toolkit/diagnostics.py"
RES = "toolkit/results.py"
SWP = "toolkit/app/commands/sweep.py"
ARN = "exact/_arnoldi.py"
HRZ = "exact/_harmonic_ritz.py"
PHP = "toolkit/app/phase_point.py"
COL = "exact/colour_lumped.py"
STU = "toolkit/app/commands/study.py"
MPS = "exact/_mp_spectrum.py"
CAL = "toolkit/calibration.py"
SMP = "toolkit/app/commands/sample.py"
TESTS = {f: automut.default_tests(f) for f in (RND, DIA, RES, SWP, ARN, HRZ, PHP, COL, STU, MPS, CAL, SMP)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/_rounding.py (30 statements: 3)
    _m("audit18b.rounding.max_logit_without_abs", RND,
       "L = float(np.max(np.abs(values))) if values.size else 0.0",
       "L = float(np.max(values)) if values.size else 0.0",
       "delta's L is the largest logit, not the largest |logit|: models whose logits are mostly negative "
       "get a far too small rounding error"),
    _m("audit18b.rounding.systematic_not_multiplied", RND,
       "return site * (1 if K.is_random_scan else K.n)",
       "return site",
       "a systematic sweep's log P carries one conditional's error instead of n (the docstring's n delta)"),
    _m("audit18b.rounding.gap_without_path_steps", RND,
       "return abs(float(gap)) * (d + 3.0 * path_steps(P) * d)",
       "return abs(float(gap)) * (d + 3.0 * d)",
       "gap_rounding uses delta for rho_pi instead of n delta (the factor n dropped)"),
    # ------------------------------------------------------------------ toolkit/diagnostics.py (234 statements: 5)
    _m("audit18b.diagnostics.split_odd_draws", DIA,
       "return np.concatenate([x[:, :half], x[:, x.shape[1] - half:]], axis=0)",
       "return np.concatenate([x[:, :half], x[:, half:]], axis=0)",
       "split chains of an odd number of draws: the second half keeps the middle draw (halves of unequal "
       "length: the concatenation fails)"),
    _m("audit18b.diagnostics.burn_in_drops_boundary", DIA,
       "keep = np.asarray(run.times) >= burn_in",
       "keep = np.asarray(run.times) > burn_in",
       "summarize_run drops the record at step == burn_in too (the docstring drops steps < burn_in)"),
    _m("audit18b.diagnostics.short_flag_all_chains", DIA,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:",
       "if N < SHORT_CHAIN_TAUS * tau:",
       "the short-chain note is added with several chains too (the docstring: for one chain only)"),
    _m("audit18b.diagnostics.min_draws_off_by_one", DIA,
       "if arr.shape[1] < min_draws or arr.shape[0] < 1:",
       "if arr.shape[1] <= min_draws or arr.shape[0] < 1:",
       "exactly min_draws draws per chain (4) refused"),
    _m("audit18b.diagnostics.rhat_min_of_bulk_tail", DIA,
       "return max(vals) if vals else float(\"nan\")",
       "return min(vals) if vals else float(\"nan\")",
       "R-hat is the smaller of bulk and tail instead of the larger"),
    # ------------------------------------------------------------------ toolkit/results.py (907 statements: 8)
    _m("audit18b.results.pointer_unescape_order", RES,
       "parts = [p.replace(\"~1\", \"/\").replace(\"~0\", \"~\") for p in pointer.split(\"/\")[1:]]",
       "parts = [p.replace(\"~0\", \"~\").replace(\"~1\", \"/\") for p in pointer.split(\"/\")[1:]]",
       "JSON Pointer tokens unescaped in the wrong order (RFC 6901 section 4: ~1 first): a key holding '~1' "
       "is read back as '/'"),
    _m("audit18b.results.z_one_sided", RES,
       "return float(norm.ppf(0.5 + level / 2))",
       "return float(norm.ppf(level))",
       "an Estimate's interval at a level other than 0.95 uses the one-sided quantile"),
    _m("audit18b.results.weighted_quantile_left", RES,
       "a = v[np.searchsorted(cum, lo, side=\"right\")]",
       "a = v[np.searchsorted(cum, lo, side=\"left\")]",
       "integer-weighted quantiles: the lower order statistic found with side='left' (one value too early "
       "when lo is a cumulative count)"),
    _m("audit18b.results.witness_pairs_by_index", RES,
       "lead = order[np.sort(first)]",
       "lead = order[first]",
       "witness_order: the worst of each site pair in site-pair index order, not by their worst |log R|"),
    _m("audit18b.results.level_one_accepted", RES,
       "elif name in _OPEN_UNIT and not 0 < x < 1:",
       "elif name in _OPEN_UNIT and not 0 < x <= 1:",
       "a saved eps or level of exactly 1 is accepted (the range is the open interval (0, 1))"),
    _m("audit18b.results.failed_needs_hypothesis_true", RES,
       "return self.kind == \"theorem\" and self.hypothesis_holds is not False and self.holds is False",
       "return self.kind == \"theorem\" and self.hypothesis_holds is True and self.holds is False",
       "Claim.failed: a theorem whose hypothesis is undecided (None) and which does not hold is not a failure"),
    _m("audit18b.results.upgrade_overwrites_method", RES,
       "out.setdefault(\"method\", method)",
       "out[\"method\"] = method",
       "upgrade_fields overwrites a saved method instead of setting it where absent"),
    _m("audit18b.results.float_field_accepts_bool", RES,
       "return isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, (bool, np.bool_))",
       "return isinstance(v, (int, float, np.integer, np.floating))",
       "a saved true/false is accepted for a float field"),
    # ------------------------------------------------------------------ toolkit/app/commands/sweep.py (147 statements: 3)
    _m("audit18b.sweep.exact_phase_unguarded", SWP,
       "exact = [e for e in estimators if e in (\"exact\", \"exact-phase\")]",
       "exact = [e for e in estimators if e in (\"exact\",)]",
       "the exact-phase estimator is not checked against the enumeration guard before the store exists"),
    _m("audit18b.sweep.free_range_inclusive", SWP,
       "(range(v.start, v.stop) if isinstance(v, slice) else (v,))",
       "(range(v.start, v.stop + 1) if isinstance(v, slice) else (v,))",
       "--free start:stop in a sweep includes stop (parse_free: Python slice semantics)"),
    _m("audit18b.sweep.records_drop_partial_columns", SWP,
       "keep = {e: set(part.dropna(axis=1, how=\"all\").columns)",
       "keep = {e: set(part.dropna(axis=1, how=\"any\").columns)",
       "--json rows drop every column with any NaN in the estimator's rows, not only those it never fills"),
    # ------------------------------------------------------------------ exact/_arnoldi.py (129 statements: 3)
    _m("audit18b.arnoldi.threshold_splits_pairs", ARN,
       "while k < srt.size and srt[k] >= srt[k - 1] - 1e-12 * abs(srt[k - 1]):",
       "while k < srt.size and srt[k] > srt[k - 1] + 1e-12 * abs(srt[k - 1]):",
       "_threshold never extends past ties: a conjugate pair at the cut is split (the cut falls on their "
       "common modulus)"),
    _m("audit18b.arnoldi.residual_wrong_row", ARN,
       "res = np.abs(beta * Y[m - 1, :]) / np.linalg.norm(Y, axis=0)",
       "res = np.abs(beta * Y[m - 2, :]) / np.linalg.norm(Y, axis=0)",
       "the Ritz residual estimate reads the last-but-one row of Y (off by one)"),
    _m("audit18b.arnoldi.dgks_flipped", ARN,
       "if after > DGKS * before:",
       "if after < DGKS * before:",
       "the second Gram-Schmidt pass is skipped exactly when the first removed most of w (DGKS test flipped)"),
    # ------------------------------------------------------------------ exact/_harmonic_ritz.py (274 statements: 5)
    _m("audit18b.harmonic_ritz.eta_from_theta1", HRZ,
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th_top",
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th1",
       "the separation eta uses theta_1 instead of the largest Ritz value theta_{m-1} (the same with two wells)"),
    _m("audit18b.harmonic_ritz.hmax_is_min", HRZ,
       "log_hmax = float(lh.max()) * (1 + 1e-12)",
       "log_hmax = float(lh.min()) * (1 + 1e-12)",
       "max h (the bound's ||L_RR^-1||) taken as the smallest hitting time"),
    _m("audit18b.harmonic_ritz.error_without_rel", HRZ,
       "err = th1 * (below + rel)",
       "err = th1 * below",
       "the reported error leaves out the inputs' rounding and law_error/model_error (rel)"),
    _m("audit18b.harmonic_ritz.refine_check_reversible", HRZ,
       "if not reversible and not abs(res.gap - gap) <= error + res.error:",
       "if reversible and not abs(res.gap - gap) <= error + res.error:",
       "refine: the non-reversible result is no longer checked to be the gap given (condition flipped)"),
    _m("audit18b.harmonic_ritz.wells_strict_ties", HRZ,
       "np.logical_or.at(worse, r, log_pi[c] > log_pi[r])",
       "np.logical_or.at(worse, r, log_pi[c] >= log_pi[r])",
       "local_maxima: a state with a neighbour of equal pi is not a well (the docstring: at least that of "
       "every state it moves to)"),
    # ------------------------------------------------------------------ toolkit/app/phase_point.py (312 statements: 5)
    _m("audit18b.phase_point.lumped_relaxation_steps", PHP,
       "return 1.0 / (n * gap) if gap > 0 else np.inf",
       "return 1.0 / gap if gap > 0 else np.inf",
       "the lumped relaxation time in steps instead of sweeps (the 1/n dropped)"),
    _m("audit18b.phase_point.order_moments_mean", PHP,
       "m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).mean(axis=1)",
       "the q > 2 order parameter averages over tokens instead of summing (1/q too small)"),
    _m("audit18b.phase_point.lattice_odd_side", PHP,
       "if not torus or L * L != n or L < 4 or L % 2:",
       "if not torus or L * L != n or L < 4:",
       "method 'lattice' accepts an odd torus side (checkerboard sweeps need L even)"),
    _m("audit18b.phase_point.states_limit_strict", PHP,
       "return n * np.log10(q) <= np.log10(limit) + 1 and q**n <= limit",
       "return n * np.log10(q) <= np.log10(limit) + 1 and q**n < limit",
       "_states_at_most refuses q**n == limit (65536 states: auto no longer enumerates 2^16 or 4^8)"),
    _m("audit18b.phase_point.specific_heat_one_T", PHP,
       "\"specific_heat\": float(Eall.var()) / (n * T * T)",
       "\"specific_heat\": float(Eall.var()) / (n * T)",
       "the sampled point's specific heat divides by T instead of T^2 (the same at T = 1)"),
    # ------------------------------------------------------------------ exact/colour_lumped.py (138 statements: 3)
    _m("audit18b.colour_lumped.uniform_field_refused", COL,
       "return bool(np.ptp(model.field) == 0)",
       "return bool(np.all(model.field == 0))",
       "mean-field Potts with the same non-zero field on every token is refused (the docstring allows it)"),
    _m("audit18b.colour_lumped.potts_energy_factor", COL,
       "return model.beta / (2.0 * n) * ((C.astype(float) ** 2).sum(axis=1) - n)",
       "return model.beta / n * ((C.astype(float) ** 2).sum(axis=1) - n)",
       "mean-field Potts energy beta/n instead of beta/(2n): the partition law at twice the coupling"),
    _m("audit18b.colour_lumped.orbit_run_not_reset", COL,
       "run = np.where(same, run + 1, 1.0)",
       "run = np.where(same, run + 1, run)",
       "the orbit size's run length is not reset between runs of equal counts (wrong #orbit from q = 4 on)"),
    # ------------------------------------------------------------------ toolkit/app/commands/study.py (73 statements: 3)
    _m("audit18b.study.budget_zero_accepted", STU,
       "if args.budget is not None and not (math.isfinite(args.budget) and args.budget > 0):",
       "if args.budget is not None and not (math.isfinite(args.budget) and args.budget >= 0):",
       "--budget 0 accepted (the contract: > 0)"),
    _m("audit18b.study.out_dir_made_early", STU,
       "check_out_dir(args.out, create=False)",
       "check_out_dir(args.out)",
       "the output directory is created before the model is built (a failing model leaves it behind)"),
    _m("audit18b.study.infinite_temperature_accepted", STU,
       "bad = [t for t in out if not (math.isfinite(t) and t > 0)]",
       "bad = [t for t in out if not (t > 0)]",
       "--temperature inf accepted (the contract: finite and > 0)"),
    # ------------------------------------------------------------------ exact/_mp_spectrum.py (116 statements: 3)
    _m("audit18b.mp_spectrum.gap_ignores_negative_end", MPS,
       "gap = min(mu[1], 2 - mu[-1])",
       "gap = mu[1]",
       "the reversible gap ignores the eigenvalue near -1 (the absolute gap becomes the spectral gap)"),
    _m("audit18b.mp_spectrum.no_model_rounding", MPS,
       "                err += gap * mpmath.mpf(gap_rounding(P, 1.0))\n",
       "",
       "the kernel's own rounding (gap_rounding) is not added to the reversible gap's error"),
    _m("audit18b.mp_spectrum.lazy_swapped", MPS,
       "M = M * (1 - lazy) + mpmath.eye(N) * lazy",
       "M = M * lazy + mpmath.eye(N) * (1 - lazy)",
       "mp_kernel's laziness weights swapped (the same at lazy = 1/2)"),
    # ------------------------------------------------------------------ toolkit/calibration.py (147 statements: 3)
    _m("audit18b.calibration.burn_in_guard_off_by_one", CAL,
       "if burn_in > n_steps - 4:",
       "if burn_in >= n_steps - 4:",
       "a burn-in leaving exactly 4 recorded steps is refused"),
    _m("audit18b.calibration.default_burn_in_quarter", CAL,
       "burn_in = n_steps // 2 if burn_in is None",
       "burn_in = n_steps // 4 if burn_in is None",
       "the default burn-in is a quarter of the steps (the docstring: half)"),
    _m("audit18b.calibration.lpl_sixteen_sites", CAL,
       "int(model.length) <= LPL_MAX_SITES",
       "int(model.length) < LPL_MAX_SITES",
       "a real MLM of exactly LPL_MAX_SITES (16) sites loses the log pseudo-likelihood"),
    # ------------------------------------------------------------------ toolkit/app/commands/sample.py (176 statements: 5)
    _m("audit18b.sample.ess_zero_iat", SMP,
       "if not mean.n_samples or not math.isfinite(iat) or iat <= 0:",
       "if not mean.n_samples or not math.isfinite(iat) or iat < 0:",
       "_ess divides by an IAT of 0 (the docstring: None)"),
    _m("audit18b.sample.coupled_memory_half", SMP,
       "coupled = run_memory(model, n_chains=2 * 2 * args.pairs * args.replicates",
       "coupled = run_memory(model, n_chains=2 * args.pairs * args.replicates",
       "the memory check counts half the coupled chains (2 pairs x 2 chains dropped to 2)"),
    _m("audit18b.sample.toy_coupling_steps_default", SMP,
       "if args.coupling_steps is None and real:",
       "if args.coupling_steps is None:",
       "toy models' coupling cap defaults to --steps instead of max(4 steps, 1000)"),
    _m("audit18b.sample.cap_hint_wrong_key", SMP,
       "hint = _CAP_HINTS.get(q.spec.get(\"quantity\"), \"raise the step cap\")",
       "hint = _CAP_HINTS.get(q.kind, \"raise the step cap\")",
       "the censored warning's hint looked up by the row's kind, not its quantity (always the generic hint)"),
    _m("audit18b.sample.lpl_rows_without_n", SMP,
       "lpl_rows = records * args.chains * n",
       "lpl_rows = records * args.chains",
       "the cost estimate counts one forward row per chain and record for the log pseudo-likelihood, not n"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit18b.rounding.max_logit_without_abs": "audit4a._rounding.L_signed_max",
    "audit18b.rounding.systematic_not_multiplied": "harden11e._rounding.log_rounding_sweep_no_n",
    "audit18b.rounding.gap_without_path_steps": "audit4a._rounding.gap_no_path_steps",
    "audit18b.diagnostics.split_odd_draws": "audit7a.diagnostics.split_odd",
    "audit18b.diagnostics.burn_in_drops_boundary": "audit7a.diagnostics.burn_in_strict",
    "audit18b.diagnostics.short_flag_all_chains": "diagnostics.short_chain_any_m",
    "audit18b.diagnostics.rhat_min_of_bulk_tail": "audit7a.diagnostics.rhat_min",
    "audit18b.results.pointer_unescape_order": "blind.results.unescape_order",
    "audit18b.results.z_one_sided": "blind2.results.z_one_sided",
    "audit18b.results.witness_pairs_by_index": "sweep6s3.results.witness_lead_unsorted",
    "audit18b.results.level_one_accepted": "cov5h2.results.open_unit",
    "audit18b.results.failed_needs_hypothesis_true": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit18b.sweep.exact_phase_unguarded": "audit4d.sweep.exact_phase_unguarded",
    "audit18b.sweep.free_range_inclusive": "sweep6s5.sweep_cmd.free_range_inclusive",
    "audit18b.sweep.records_drop_partial_columns": "harden9b.sweep.json_records_any_nan",
    "audit18b.arnoldi.threshold_splits_pairs": "arnoldi.threshold_splits_pairs",
    "audit18b.arnoldi.dgks_flipped": "audit10a.arnoldi.dgks_inverted",
    "audit18b.harmonic_ritz.eta_from_theta1": "audit6a.harmonic_ritz.eta_from_theta1",
    "audit18b.harmonic_ritz.error_without_rel": "audit4a._harmonic_ritz.err_no_rel",
    "audit18b.harmonic_ritz.refine_check_reversible": "audit4a._harmonic_ritz.refine_mismatch_check_reversible",
    "audit18b.harmonic_ritz.wells_strict_ties": "harmonic.wells_strict",
    "audit18b.phase_point.lumped_relaxation_steps": "audit4c.phase_point.lumped_relaxation_steps",
    "audit18b.phase_point.lattice_odd_side": "audit4c.phase_point.lattice_odd_side",
    "audit18b.phase_point.states_limit_strict": "audit4c.phase_point.states_at_most_strict",
    "audit18b.colour_lumped.uniform_field_refused": "audit4a.colour_lumped.uniform_field_rejected",
    "audit18b.colour_lumped.potts_energy_factor": "audit4a.colour_lumped.potts_energy_factor",
    "audit18b.colour_lumped.orbit_run_not_reset": "audit11a.colour_lumped.orbit_run_no_reset",
    "audit18b.study.budget_zero_accepted": "sweep6s5.study.budget_zero_ok",
    "audit18b.study.out_dir_made_early": "harden9d.study.out_made_before_model",
    "audit18b.study.infinite_temperature_accepted": "harden8h1.study_cmd.temperature_inf",
    "audit18b.mp_spectrum.gap_ignores_negative_end": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit18b.mp_spectrum.no_model_rounding": "sweep6s1._mp_spectrum.no_model_rounding",
    "audit18b.mp_spectrum.lazy_swapped": "audit7a._mp_spectrum.lazy_swapped",
    "audit18b.calibration.burn_in_guard_off_by_one": "sweep6s3.calibration.burn_in_margin",
    "audit18b.calibration.lpl_sixteen_sites": "sweep6s3.calibration.lpl_lt",
    "audit18b.sample.ess_zero_iat": "cmp14c.sample.ess_iat_zero",
    "audit18b.sample.coupled_memory_half": "harden9d.sample.memory_one_chain_per_pair",
    "audit18b.sample.toy_coupling_steps_default": "audit10a.sample_cmd.toy_coupling_steps",
    "audit18b.sample.lpl_rows_without_n": "i26.sample_cost_without_lpl",
}
# Not marked (the same place, another behaviour, so fresh): arnoldi.residual_wrong_row (row m - 2; the
# catalogue's arnoldi.residual_wrong_row reads row 0), phase_point.order_moments_mean (1/q; the
# catalogue drops or inverts q/(q - 1)), calibration.default_burn_in_quarter (n_steps // 4; the
# catalogue's sweep6s3.calibration.burn_in_third is n_steps // 3).

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit18b.diagnostics.split_odd_draws": {
        "note": "an error, not a kill: the first test to break was an ERROR in the setup of "
                "tests/exact/test_calibration.py (a fixture summarizing 1501 draws: halves of 750 and 751), and -x "
                "stopped there. The same bug as audit7a.diagnostics.split_odd. New tests from the docstring's split "
                "chains (first and last N // 2 draws): every split-chain statistic of an odd run equals that of the "
                "run without its middle draw; they sort before test_calibration.py in the targeted set, so the "
                "mutant now FAILS a test first",
        "killed_by": "tests/exact/test_audit18b_diagnostics.py::test_rhat_of_odd_draws_drops_the_middle_draw"},
    "audit18b.results.upgrade_overwrites_method": {
        "note": "fresh; upgrade_fields' docstring sets method where absent, and no test gave it data that already "
                "held one",
        "killed_by": "tests/toolkit/test_audit18b_results.py::test_upgrade_fields_keeps_a_saved_method"},
    "audit18b.results.float_field_accepts_bool": {
        "note": "fresh; from_json_document validates fields against their hints, and no test put true/false in a "
                "float field (bool is an int subclass, so isinstance alone accepts it)",
        "killed_by": "tests/toolkit/test_audit18b_results.py::test_a_boolean_in_a_float_field_is_refused"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

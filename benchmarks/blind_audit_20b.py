"""Twentieth blind mutation audit, part b (issue 30): 57 mutants in the 12 modules dealt to part
20b by ``python benchmarks/blind_audit_5_draw.py --audit 20 --seed 2026120720`` (toolkit/plot.py,
exact/transfer.py, toolkit/device_chains.py, toolkit/app/mixing_diagram.py, toolkit/app/output.py,
toolkit/calibration.py, toolkit/models/zoo.py, toolkit/finite_size.py, toolkit/theory.py,
exact/scans.py, toolkit/app/study.py, exact/_powers.py), written without reading
``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_20_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_20b.py --list
    python benchmarks/blind_audit_20b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_20b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

PLOT, TRANSFER, DEVICE = "toolkit/plot.py", "exact/transfer.py", "toolkit/device_chains.py"
DIAGRAM, OUTPUT, CALIB = "toolkit/app/mixing_diagram.py", "toolkit/app/output.py", "toolkit/calibration.py"
ZOO, FSS, THEORY = "toolkit/models/zoo.py", "toolkit/finite_size.py", "toolkit/theory.py"
SCANS, STUDY, POWERS = "exact/scans.py", "toolkit/app/study.py", "exact/_powers.py"
TESTS = {f: automut.default_tests(f) for f in (PLOT, TRANSFER, DEVICE, DIAGRAM, OUTPUT, CALIB, ZOO, FSS, THEORY,
                                                SCANS, STUDY, POWERS)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/plot.py (347 statements: 5)
    _m("audit20b.plot.tv_curve_strict_eps", PLOT,
       "below = np.flatnonzero(d <= eps)", "below = np.flatnonzero(d < eps)",
       "an array's t_mix marked at the first d(t) < eps: a d(t) equal to eps no longer counts as mixed"),
    _m("audit20b.plot.lambda_star_real_part", PLOT,
       "return float(min(np.abs(rest).max(), 1.0))", "return float(min(np.abs(rest.real).max(), 1.0))",
       "lambda_* of a kernel from the real parts only: complex eigenvalues' moduli ignored"),
    _m("audit20b.plot.trace_chain_index_guard", PLOT,
       "if idx.size and (idx.min() < 0 or idx.max() >= v.shape[0]):",
       "if idx.size and (idx.min() < 0 or idx.max() > v.shape[0]):",
       "a chain index equal to the number of chains passes the check (IndexError instead of the named error)"),
    _m("audit20b.plot.nlogn_fit_from_two", PLOT,
       "ok = (n >= 3) & np.isfinite(t)", "ok = (n > 3) & np.isfinite(t)",
       "the c n ln n fit leaves out n = 3 (documented: over n >= 3)"),
    _m("audit20b.plot.phase_errorbars_any_row", PLOT,
       "if err is not None and np.any(np.asarray(err)[i] > 0):",
       "if err is not None and np.any(np.asarray(err) > 0):",
       "error bars drawn for every size as soon as any size has a positive error"),
    # ------------------------------------------------------------------ exact/transfer.py (583 statements: 8)
    _m("audit20b.transfer.gauge_wrong_axis", TRANSFER,
       "Phi[k] = A + (B.mean(axis=1) - B.mean())[None, :]",
       "Phi[k] = A + (B.mean(axis=0) - B.mean())[None, :]",
       "the gauge of a compatible but non-symmetric edge takes J[j, i]'s column means instead of its row means"),
    _m("audit20b.transfer.cycle_close_untransposed", TRANSFER,
       "close = chain.couplings[chain.n - 1].T[None] * beta[:, None, None]",
       "close = chain.couplings[chain.n - 1][None] * beta[:, None, None]",
       "the cycle's closing edge Phi(x_{n-1}, x_0) read as Phi(x_0, x_{n-1}) (wrong for a non-symmetric Phi)"),
    _m("audit20b.transfer.connected_chi_no_T", TRANSFER,
       'out["connected_chi"] = n * _var(p, absm) / Ts', 'out["connected_chi"] = n * _var(p, absm)',
       "the connected susceptibility n Var(|m|) / T loses its 1/T"),
    _m("audit20b.transfer.token_m2_no_factor", TRANSFER,
       'out["magnetization_sq"] = (q / (q - 1)) * sum(p @ (rho - 1.0 / q) ** 2 for p in ps)',
       'out["magnetization_sq"] = sum(p @ (rho - 1.0 / q) ** 2 for p in ps)',
       "<|m|^2> from the per-token laws (no joint counts) without the factor q/(q-1)"),
    _m("audit20b.transfer.potts_antiferro_ratio", TRANSFER,
       "ratio = math.log(q / -math.expm1(alpha) - 1.0)", "ratio = math.log(q / -math.expm1(alpha) + 1.0)",
       "the antiferromagnetic Potts closed form of ln(lambda_1/|lambda_2|) adds 1 where it subtracts it"),
    _m("audit20b.transfer.two_by_two_branch_swap", TRANSFER,
       "lnum = log2 + (lR if delta > 0 else lS) + l1 - ldet", "lnum = log2 + (lS if delta > 0 else lR) + l1 - ldet",
       "the 2x2 eigenvalue ratio uses S where R belongs (and back) by the sign of the determinant"),
    _m("audit20b.transfer.path_end_rows", TRANSFER,
       "rows[0] = rows[-1] = _one_minus_tanh(abs(K))", "rows[0] = rows[-1] = _one_minus_tanh(2 * abs(K))",
       "the linear-sector path gap: the end rows' sums 1 - tanh(K) taken as the bulk's 1 - tanh(2K)"),
    _m("audit20b.transfer.token_equal_q", TRANSFER,
       "    if t >= q:\n", "    if t > q:\n",
       "token = q accepted (an index past the vocabulary) instead of the named error"),
    # ------------------------------------------------------------------ toolkit/device_chains.py (68 statements: 3)
    _m("audit20b.device_chains.lazy_inverted", DEVICE,
       "a = torch.where(keep, x[rows, sites], a)", "a = torch.where(keep, a, x[rows, sites])",
       "the lazy step keeps the old token with probability 1 - lazy instead of lazy"),
    _m("audit20b.device_chains.cdf_strict", DEVICE,
       "return (c <= (u * c[..., -1])[..., None]).sum(dim=-1)", "return (c < (u * c[..., -1])[..., None]).sum(dim=-1)",
       "inverse CDF with a strict comparison: u = 0 draws a leading zero-weight category"),
    _m("audit20b.device_chains.one_step_short", DEVICE,
       "for t in range(1, n_steps + 1):", "for t in range(1, n_steps):",
       "the device chains run n_steps - 1 steps (the last record time never filled)"),
    # ------------------------------------------------------------------ toolkit/app/mixing_diagram.py (265 statements: 5)
    _m("audit20b.mixing_diagram.count_chain_lower_widened", DIAGRAM,
       "out.append(_exact_rel(g.relaxation_time * (1 - rel), 0.0,",
       "out.append(_exact_rel(g.relaxation_time * (1 + rel), 0.0,",
       "the count chain's lower bound on t_rel raised by its error instead of lowered"),
    _m("audit20b.mixing_diagram.reversible_upper_any_model", DIAGRAM,
       'if getattr(model, "compatible", False):', "if True:",
       "the reversible t_rel <= 1 + t_mix/ln 2 upper bound added for incompatible (non-reversible) models too"),
    _m("audit20b.mixing_diagram.tmix_states_strict", DIAGRAM,
       "if t_mix and chain.n_states <= MAX_TMIX_STATES:", "if t_mix and chain.n_states < MAX_TMIX_STATES:",
       "exact t_mix skipped at exactly MAX_TMIX_STATES states"),
    _m("audit20b.mixing_diagram.exact_method_samples", DIAGRAM,
       'if ts or method == "exact":', "if ts:",
       "method='exact' samples a cell that has no exact method instead of leaving it empty"),
    _m("audit20b.mixing_diagram.last_window_dropped", DIAGRAM,
       "for k in range(0, len(ns) - WINDOW + 1):", "for k in range(0, len(ns) - WINDOW):",
       "the change temperature of the last window of sizes (the largest) is never computed"),
    # ------------------------------------------------------------------ toolkit/app/output.py (79 statements: 3)
    _m("audit20b.output.model_overwrites_payload", OUTPUT,
       'out.setdefault("model", info["name"])', 'out["model"] = info["name"]',
       "the envelope overwrites the command's own 'model' key with the loaded model's name"),
    _m("audit20b.output.seconds_left_in_payload", OUTPUT,
       'times["seconds"] = out.pop("seconds")', 'times["seconds"] = out.get("seconds")',
       "'seconds' copied into timings but left in the payload: same-seed runs differ outside timings"),
    _m("audit20b.output.model_seed_from_args", OUTPUT,
       'seeds["model_seed"] = (info or {}).get("params", {}).get("seed", args.model_seed)',
       'seeds["model_seed"] = args.model_seed',
       "the envelope's model_seed is the option, not the seed the model was built with"),
    # ------------------------------------------------------------------ toolkit/calibration.py (147 statements: 3)
    _m("audit20b.calibration.burn_in_guard", CALIB,
       "if burn_in > n_steps - 4:", "if burn_in >= n_steps - 4:",
       "a burn-in leaving exactly 4 recorded steps refused"),
    _m("audit20b.calibration.lpl_max_sites_strict", CALIB,
       "int(model.length) <= LPL_MAX_SITES", "int(model.length) < LPL_MAX_SITES",
       "a real MLM of exactly LPL_MAX_SITES sites loses its log pseudo-likelihood"),
    _m("audit20b.calibration.coupling_quantile_flipped", CALIB,
       "qs = [np.quantile(coal.times, 1 - lv, axis=1,", "qs = [np.quantile(coal.times, lv, axis=1,",
       "default coupling times at the lv quantile of the coalescence times, not where the bound crosses lv"),
    # ------------------------------------------------------------------ toolkit/models/zoo.py (87 statements: 3)
    _m("audit20b.zoo.q_equal_default_refused", ZOO,
       "if q > len(default):", "if q >= len(default):",
       "q equal to the number of default tokens refused"),
    _m("audit20b.zoo.hf_tokens_as_chars", ZOO,
       'chars=name != "tiny-en" and not name.startswith("hf:")', 'chars=name != "tiny-en"',
       "an hf: model's token string is split into characters when checking q"),
    _m("audit20b.zoo.text_drops_prefix_suffix", ZOO,
       'return {"text": text, "free_positions": free_positions, "n": n, "prefix": prefix, "suffix": suffix}',
       'return {"text": text, "free_positions": free_positions, "n": n}',
       "prefix/suffix given beside a text silently dropped instead of passed on (and refused by the adapter)"),
    # ------------------------------------------------------------------ toolkit/finite_size.py (558 statements: 8)
    _m("audit20b.finite_size.refine_floor_dropped", FSS,
       "return float(a * xs * xs + b * xs + c), float(np.exp(xs)), False, max(abs(lin - math.exp(xs)), floor)",
       "return float(a * xs * xs + b * xs + c), float(np.exp(xs)), False, abs(lin - math.exp(xs))",
       "the peak refinement error loses its floor (REFINE_FLOOR of the grid step): 0 where the parabolas agree"),
    _m("audit20b.finite_size.crossing_noise_one_sigma", FSS,
       "noise = np.zeros_like(D) if err is None else 2.0 * np.hypot(err[a], err[b])",
       "noise = np.zeros_like(D) if err is None else np.hypot(err[a], err[b])",
       "a Binder difference is significant at 1 sigma instead of 2"),
    _m("audit20b.finite_size.crossing_last_not_middle", FSS,
       "T_x = xs[len(xs) // 2] if xs else None", "T_x = xs[-1] if xs else None",
       "with several crossings of a pair, T_x is the last one, not the middle one"),
    _m("audit20b.finite_size.largest_half_round_down", FSS,
       "k = min(pos.size, max(MIN_FIT_SIZES, (pos.size + 1) // 2))",
       "k = min(pos.size, max(MIN_FIT_SIZES, pos.size // 2))",
       "the largest half of an odd number of sizes rounded down"),
    _m("audit20b.finite_size.jackknife_factor", FSS,
       "math.sqrt((m - 1) / m * ((v - v.mean()) ** 2).sum())", "math.sqrt(1.0 / m * ((v - v.mean()) ** 2).sum())",
       "the jackknife error without its (m - 1) factor (the plain standard deviation of the leave-one-out values)"),
    _m("audit20b.finite_size.tc_err_without_grid", FSS,
       "tc_b_err = float(np.nanmax([drift, grid_err, samp_b if finite(samp_b) else 0.0]))",
       "tc_b_err = float(np.nanmax([drift, samp_b if finite(samp_b) else 0.0]))",
       "the crossing's error loses the grid's interpolation error (0 when the last two crossings agree)"),
    _m("audit20b.finite_size.four_sizes_narrow", FSS,
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "narrow = n.size <= MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "exactly MIN_SIZES (4) sizes counted as too narrow: inconclusive"),
    _m("audit20b.finite_size.mixing_change_no_grid_err", FSS,
       "tc, err = float(last[-1]), max(abs(last[-1] - last[-2]), grid_err)",
       "tc, err = float(last[-1]), abs(last[-1] - last[-2])",
       "the mixing change temperature's error loses the tenth of a grid step"),
    # ------------------------------------------------------------------ toolkit/theory.py (95 statements: 3)
    _m("audit20b.theory.paulin_tie_larger_k", THEORY,
       "if k * m < best:", "if k * m <= best:",
       "Paulin's bound: on a tie the larger k is reported as the minimizer"),
    _m("audit20b.theory.log_pi_min_no_roundoff", THEORY,
       "if not lpm <= 1e-12:", "if not lpm <= 0:",
       "a log pi_min of round-off above 0 (a one-state law) refused"),
    _m("audit20b.theory.alpha_col_row_sums", THEORY,
       "return (float(R.sum(axis=0).max()), float(R.sum(axis=1).max()),",
       "return (float(R.sum(axis=1).max()), float(R.sum(axis=1).max()),",
       "alpha_col from the row sums of R (wrong axis)"),
    # ------------------------------------------------------------------ exact/scans.py (319 statements: 5)
    _m("audit20b.scans.mfp_theory_without_q", SCANS,
       "return (1.0 / (2.0 * (1.0 - model.beta / (q * T))),", "return (1.0 / (2.0 * (1.0 - model.beta / T)),",
       "the mean-field Potts cutoff constant drops the q of beta/(qT)"),
    _m("audit20b.scans.cw_theory_in_field", SCANS,
       "if isinstance(model, CurieWeiss) and model.field == 0 and model.beta >= 0",
       "if isinstance(model, CurieWeiss) and model.beta >= 0",
       "a Curie-Weiss model in a field gets the zero-field cutoff constant"),
    _m("audit20b.scans.temperatures_ascending", SCANS,
       "for t in np.atleast_1d(np.asarray(temperatures, dtype=float))},\n                reverse=True)",
       "for t in np.atleast_1d(np.asarray(temperatures, dtype=float))})",
       "temperatures sorted ascending: the slope is fitted on the highest temperatures, not the lowest"),
    _m("audit20b.scans.fit_needs_four", SCANS,
       "if len(exact_rows) >= 3:", "if len(exact_rows) > 3:",
       "the n ln n fit needs 4 exact rows (documented: 3)"),
    _m("audit20b.scans.holds_strict", SCANS,
       "return self.t_mix <= self.bound", "return self.t_mix < self.bound",
       "a t_mix equal to the contraction bound counted as a violation"),
    # ------------------------------------------------------------------ toolkit/app/study.py (579 statements: 8)
    _m("audit20b.study.window_at_start", STUDY,
       "lo = max(0, (n - w) // 2)", "lo = 0",
       "the study's window of w sites taken at the start of the free sites, not the middle"),
    _m("audit20b.study.escape_bound_one_step", STUDY,
       "if bound <= 1:", "if bound < 1:",
       "a margin bound of exactly one step is no longer vacuous"),
    _m("audit20b.study.refuted_by_lower_end", STUDY,
       "if m.ci[1] < bound:", "if m.ci[0] < bound:",
       "escape bound refuted when the interval's lower end is below it, not its whole interval"),
    _m("audit20b.study.bracket_ten_strict", STUDY,
       'if d["ratio"] <= 10:', 'if d["ratio"] < 10:',
       "bounds exactly 10x apart no longer 'bracketed within 10x'"),
    _m("audit20b.study.plan_sizes_below_window", STUDY,
       "elif len(ns) > WINDOW:", "elif len(ns) >= WINDOW:",
       "plan_dynamic drops sizes below a growth verdict's WINDOW before cutting temperatures and runs"),
    _m("audit20b.study.budget_line_smallest_remainders", STUDY,
       "for k in sorted(keys, key=lambda k: exact[k] - pct[k], reverse=True)[:100 - sum(pct.values())]:",
       "for k in sorted(keys, key=lambda k: exact[k] - pct[k])[:100 - sum(pct.values())]:",
       "the percent shares round up the smallest remainders instead of the largest"),
    _m("audit20b.study.semantic_share_to_absent_mixing", STUDY,
       'if not text_model and "mixing" in chosen:', "if not text_model:",
       "the semantic share moves to mixing even when mixing is not run"),
    _m("audit20b.study.stage_rest_excludes_current", STUDY,
       "for c in order[k:]) / (sum(", "for c in order[k + 1:]) / (sum(",
       "the stage line's time left by the budget leaves out the section starting now"),
    # ------------------------------------------------------------------ exact/_powers.py (125 statements: 3)
    _m("audit20b._powers.worst_index_last_tie", POWERS,
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])",
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[-1])",
       "tied worst starts resolve to the highest index instead of the lowest"),
    _m("audit20b._powers.gallop_t_max_exclusive", POWERS,
       "        if t_base + 2**j > t_max:\n            break",
       "        if t_base + 2**j >= t_max:\n            break",
       "the strict search's galloping step that lands on t_max is not taken (t_max documented inclusive)"),
    _m("audit20b._powers.bisection_skips_last", POWERS,
       "js = range(k - 2, -1, -1)", "js = range(k - 2, 0, -1)",
       "the greedy bisection below 2^k skips the step of 1"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit20b.plot.tv_curve_strict_eps": "audit4e.plot.tmix_strict",
    "audit20b.plot.trace_chain_index_guard": "audit4e.plot.chains_index_equal_n",
    "audit20b.plot.nlogn_fit_from_two": "audit12a.plot.nlogn_fit_from_four",
    "audit20b.transfer.gauge_wrong_axis": "audit7a.transfer.gauge_axis",
    "audit20b.transfer.cycle_close_untransposed": "audit7a.transfer.cycle_close_not_transposed",
    "audit20b.transfer.connected_chi_no_T": "audit9c.transfer.connected_chi_no_temperature",
    "audit20b.transfer.token_m2_no_factor": "sweep6s2.transfer.token_moments_m2",
    "audit20b.transfer.potts_antiferro_ratio": "audit10a.transfer.potts_afm_ratio",
    "audit20b.transfer.two_by_two_branch_swap": "audit7a.transfer.two_by_two_det_branch",
    "audit20b.transfer.path_end_rows": "transfer.path_end_row_sum",
    "audit20b.transfer.token_equal_q": "sweep6s2.transfer.token_equal_q",
    "audit20b.device_chains.lazy_inverted": "audit4b.device_chains.lazy_flipped",
    "audit20b.device_chains.cdf_strict": "audit4b.device_chains.cdf_strict",
    "audit20b.device_chains.one_step_short": "prm21e.device_chains.one_step_short",
    "audit20b.mixing_diagram.count_chain_lower_widened": "audit14a.mixing_diagram.count_chain_lower_inflated",
    "audit20b.mixing_diagram.tmix_states_strict": "prm21b.mixing_diagram.tmix_cap_exclusive",
    "audit20b.mixing_diagram.exact_method_samples": "sweep6s4.mixing_diagram.exact_method_samples",
    "audit20b.mixing_diagram.last_window_dropped": "blind2.mixing_diagram.last_window_dropped",
    "audit20b.output.model_overwrites_payload": "audit6b.output.model_overrides_payload",
    "audit20b.output.seconds_left_in_payload": "audit4c.output.seconds_kept",
    "audit20b.output.model_seed_from_args": "sweep6s4.output.model_seed_from_args",
    "audit20b.calibration.burn_in_guard": "sweep6s3.calibration.burn_in_margin",
    "audit20b.calibration.lpl_max_sites_strict": "sweep6s3.calibration.lpl_lt",
    "audit20b.calibration.coupling_quantile_flipped": "audit5b.calibration.coupling_quantile_flipped",
    "audit20b.zoo.q_equal_default_refused": "audit4e.zoo.q_equal_default_refused",
    "audit20b.zoo.hf_tokens_as_chars": "prm21e.zoo.hf_tokens_as_chars",
    "audit20b.zoo.text_drops_prefix_suffix": "harden9b.zoo.text_drops_prefix",
    "audit20b.finite_size.refine_floor_dropped": "sweep6s3.finite_size.refine_no_floor",
    "audit20b.finite_size.crossing_noise_one_sigma": "sweep6s3.finite_size.noise_no_2",
    "audit20b.finite_size.largest_half_round_down": "sweep6s3.finite_size.window_half_floor",
    "audit20b.finite_size.jackknife_factor": "audit13a.finite_size.jackknife_factor",
    "audit20b.finite_size.tc_err_without_grid": "prm22e.finite_size.crossing_error_no_grid",
    "audit20b.finite_size.four_sizes_narrow": "blind.fss.narrow_le",
    "audit20b.finite_size.mixing_change_no_grid_err": "prm21e.finite_size.change_err_no_grid",
    "audit20b.theory.paulin_tie_larger_k": "audit10b.theory.paulin_tie_larger_k",
    "audit20b.theory.alpha_col_row_sums": "theory.alpha_row_sums",
    "audit20b.scans.mfp_theory_without_q": "scans.potts_cutoff_no_q",
    "audit20b.scans.temperatures_ascending": "sweep6s2.scans.temperatures_ascending",
    "audit20b.scans.fit_needs_four": "audit4a.scans.fit_needs_four",
    "audit20b.scans.holds_strict": "sweep6s2.scans.holds_strict",
    "audit20b.study.escape_bound_one_step": "audit4c.study.escape_vacuous_one_step",
    "audit20b.study.refuted_by_lower_end": "audit4c.study.escape_refuted_low_end",
    "audit20b.study.bracket_ten_strict": "audit4c.study.bracket_ratio_strict",
    "audit20b.study.plan_sizes_below_window": "audit4c.study.plan_window_ge",
    "audit20b.study.budget_line_smallest_remainders": "cov5h3.study.remainder_smallest",
    "audit20b.study.semantic_share_to_absent_mixing": "sweep6s4.study.shares_without_mixing",
    "audit20b.study.stage_rest_excludes_current": "sweep6s4.study.stage_rest_from_next",
    "audit20b._powers.worst_index_last_tie": "blind3.powers.worst_last",
    "audit20b._powers.gallop_t_max_exclusive": "cmp16c._powers.gallop_short_of_t_max",
    "audit20b._powers.bisection_skips_last": "mixing.doubling_bisect_skips_unit_step",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit20b.mixing_diagram.reversible_upper_any_model": {
        "note": "fresh; no test built a model whose conditionals are not known compatible (a q >= 3 exchangeable "
                "table) with alpha < 1, so the reversible-only bound t_rel <= 1 + t_mix/ln 2 was never absent "
                "where it should be",
        "killed_by": "tests/toolkit/test_audit20b_mixing_diagram.py::"
                     "test_reversible_t_rel_bound_only_for_compatible_models"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Twenty-second blind mutation audit, part b (issue 30): 52 mutants in the 12 modules dealt to part
22b by ``python benchmarks/blind_audit_5_draw.py --audit 22 --seed 2026120722`` (toolkit/models/_hf_convert.py,
toolkit/metastable.py, toolkit/results.py, toolkit/app/report/known_results.py, exact/distance.py,
toolkit/growth.py, toolkit/sampling.py, toolkit/app/output.py, toolkit/unmasking.py,
toolkit/app/report/contraction.py, exact/observables.py, toolkit/app/commands/_common.py), written
without reading ``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_22_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_22b.py --list
    python benchmarks/blind_audit_22b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_22b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

HF = "toolkit/models/_hf_convert.py"
META = "toolkit/metastable.py"
RES = "toolkit/results.py"
KNOWN = "toolkit/app/report/known_results.py"
DIST = "exact/distance.py"
GROW = "toolkit/growth.py"
SAMP = "toolkit/sampling.py"
OUT = "toolkit/app/output.py"
UNM = "toolkit/unmasking.py"
CONTR = "toolkit/app/report/contraction.py"
OBS = "exact/observables.py"
COMMON = "toolkit/app/commands/_common.py"
TESTS = {f: automut.default_tests(f) for f in (HF, META, RES, KNOWN, DIST, GROW, SAMP, OUT, UNM, CONTR, OBS, COMMON)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/models/_hf_convert.py (93 statements: 3)
    _m("audit22b._hf_convert.n_layers_off_by_one", HF,
       'return 1 + max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))',
       'return max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))',
       "the layer count is the largest layer index, not one more: the last encoder layer is dropped"),
    _m("audit22b._hf_convert.query_key_swapped", HF,
       '"self_attn.q_proj": "attention.self.query",\n        "self_attn.k_proj": "attention.self.key",',
       '"self_attn.q_proj": "attention.self.key",\n        "self_attn.k_proj": "attention.self.query",',
       "fairseq's q_proj and k_proj are mapped onto each other's RoBERTa keys (same shapes: loads silently)"),
    _m("audit22b._hf_convert.tokenizer_no_bos", HF,
       'single="<s> $A </s>", pair=',
       'single="$A </s>", pair=',
       "the Sapiens tokenizer no longer puts <s> before a single sequence (positions shift by one)"),
    # ------------------------------------------------------------------ toolkit/metastable.py (284 statements: 5)
    _m("audit22b.metastable.exit_at_max_steps_censored", META,
       "late = new_clock > max_steps",
       "late = new_clock >= max_steps",
       "an exit exactly at step max_steps is counted as censored (and its exit time lost)"),
    _m("audit22b.metastable.dwell_time_in_unclipped", META,
       "time_in[active] += np.where(status[active], end - clock[active], 0.0)",
       "time_in[active] += np.where(status[active], new_clock - clock[active], 0.0)",
       "time inside counts the whole last holding time past n_steps (fraction inside can exceed 1)"),
    _m("audit22b.metastable.trajectory_ignores_clock", META,
       "if clock + hold[0] > n_steps:",
       "if hold[0] > n_steps:",
       "jump_trajectory stops only when one holding time alone exceeds n_steps, not the elapsed clock"),
    _m("audit22b.metastable.quench_tie_moves", META,
       "keep = deficits(L)[np.arange(active.size), ya[:, i]] <= QUENCH_TIE_ATOL",
       "keep = deficits(L)[np.arange(active.size), ya[:, i]] < QUENCH_TIE_ATOL",
       "the quench no longer keeps x_i on a tie with the maximum (moves to the first argmax)"),
    _m("audit22b.metastable.exit_rate_lazy_dropped", META,
       'return (1.0 - check_probability(lazy, "lazy")) * p.sum(axis=(1, 2)) / n',
       'return p.sum(axis=(1, 2)) / n',
       "exit_rate drops the (1 - lazy) factor (and the check of lazy)"),
    # ------------------------------------------------------------------ toolkit/results.py (907 statements: 8)
    _m("audit22b.results.fmt_million_boundary", RES,
       "if x != 0 and (abs(x) < 1e-3 or abs(x) >= 1e6):",
       "if x != 0 and (abs(x) < 1e-3 or abs(x) > 1e6):",
       "_fmt writes exactly 1e6 in fixed notation (1000000) rather than 1e+06"),
    _m("audit22b.results.pointer_escape_order", RES,
       'return key.replace("~", "~0").replace("/", "~1")',
       'return key.replace("/", "~1").replace("~", "~0")',
       "JSON Pointer escaping in the wrong order (RFC 6901): '/' becomes '~01'"),
    _m("audit22b.results.open_unit_closed", RES,
       "elif name in _OPEN_UNIT and not 0 < x < 1:",
       "elif name in _OPEN_UNIT and not 0 <= x <= 1:",
       "a saved eps or level of exactly 0 or 1 is accepted on load"),
    _m("audit22b.results.z_one_sided", RES,
       "return float(norm.ppf(0.5 + level / 2))",
       "return float(norm.ppf(level))",
       "_z gives the one-sided quantile: intervals at levels other than 0.95 are too narrow"),
    _m("audit22b.results.weighted_quantile_upper_side", RES,
       'b = v[np.searchsorted(cum, min(lo + 1, N - 1), side="right")]',
       'b = v[np.searchsorted(cum, min(lo + 1, N - 1), side="left")]',
       "integer-weighted quantiles read the upper neighbour one rank early"),
    _m("audit22b.results.covers_open_interval", RES,
       "return bool(lo <= x <= hi)",
       "return bool(lo < x < hi)",
       "Estimate.covers excludes the interval's ends: an exact value (ci = (v, v)) covers nothing"),
    _m("audit22b.results.certified_on_tie", RES,
       "return bool(abs(self.log_r) > self.bound)",
       "return bool(abs(self.log_r) >= self.bound)",
       "a witness with |log R| equal to its bound (0 = 0 included) counts as certified"),
    _m("audit22b.results.claim_failed_needs_true_hypothesis", RES,
       'return self.kind == "theorem" and self.hypothesis_holds is not False and self.holds is False',
       'return self.kind == "theorem" and self.hypothesis_holds is True and self.holds is False',
       "a theorem with an undecided hypothesis (None) that does not hold is no longer failed"),
    # ------------------------------------------------------------------ toolkit/app/report/known_results.py (84 statements: 3)
    _m("audit22b.known_results.limit_window_factor_two", KNOWN,
       "return -math.log(2.0 * ndtri((1.0 + eps) / 2.0))",
       "return -math.log(ndtri((1.0 + eps) / 2.0))",
       "the hypercube cutoff window constant drops the factor 2 inside the log"),
    _m("audit22b.known_results.barrier_rate_no_T", KNOWN,
       "return (f(0.0) - f(ms)) / T",
       "return f(0.0) - f(ms)",
       "the Curie-Weiss free-energy barrier is not divided by the temperature"),
    _m("audit22b.known_results.tie_max", KNOWN,
       "tie = min(tie, g)",
       "tie = max(tie, g)",
       "the tie guard keeps the largest distance of d(t) from eps, not the smallest"),
    # ------------------------------------------------------------------ exact/distance.py (108 statements: 3)
    _m("audit22b.distance.vec_power_transposed", DIST,
       "return v * (1.0 - K.s) + v @ K.off",
       "return v * (1.0 - K.s) + K.off @ v",
       "the vector-times-power product uses the transposed off-diagonal part (P v, not v P)"),
    _m("audit22b.distance.stepping_gives_up_late", DIST,
       "if t >= t_max:\n                return StartMixing(None",
       "if t > t_max:\n                return StartMixing(None",
       "stepping takes one step past t_max before giving up"),
    _m("audit22b.distance.doubling_t_max_one", DIST,
       "if t_max < 1:\n        return None, seen",
       "if t_max <= 1:\n        return None, seen",
       "doubling with t_max = 1 gives up without looking at t = 1"),
    # ------------------------------------------------------------------ toolkit/growth.py (232 statements: 5)
    _m("audit22b.growth.jump_uses_censored_middle", GROW,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "the jump branch uses a censored lower end at the middle size"),
    _m("audit22b.growth.low_slope_censored_one_end", GROW,
       "if not (cw[k] or cw[k + 1]) else math.nan",
       "if not cw[k + 1] else math.nan",
       "a lower-end slope from a censored lower end at the pair's smaller size counts as evidence"),
    _m("audit22b.growth.exponent_interval_upper", GROW,
       "_slope(llo[0], lhi[-1], span))",
       "_slope(lhi[0], lhi[-1], span))",
       "the polynomial exponent interval's upper end is the upper ends' slope, not ln(hi_K / lo_{K-2}) / span"),
    _m("audit22b.growth.monotone_min_fast", GROW,
       "monotone = not (fast and poly and min(poly) < max(fast))",
       "monotone = not (fast and poly and min(poly) < min(fast))",
       "change_temperature's monotone flag compares with the lowest faster temperature"),
    _m("audit22b.growth.bracket_censored_tie", GROW,
       "censored = bool(lo > 0 and (not uncensored or max(uncensored) < lo))",
       "censored = bool(lo > 0 and (not uncensored or max(uncensored) <= lo))",
       "a low end that an uncensored bound attains too is flagged censored"),
    # ------------------------------------------------------------------ toolkit/sampling.py (472 statements: 8)
    _m("audit22b.sampling.inverse_cdf_strict", SAMP,
       "a = (c <= target).sum(axis=-1)",
       "a = (c < target).sum(axis=-1)",
       "inverse_cdf can return a leading category of zero weight (u = 0, or a tie at a cumulative sum)"),
    _m("audit22b.sampling.geometric_no_floor", SAMP,
       "return np.where(r > 0, np.maximum(g, 1.0), np.inf)",
       "return np.where(r > 0, g, np.inf)",
       "geometric holding times are not floored at 1: r = 1 gives 0 steps"),
    _m("audit22b.sampling.jump_rate_lazy_dropped", SAMP,
       "rate = (1.0 - lazy) * total / n",
       "rate = total / n",
       "the n-fold way's exit rate drops the (1 - lazy) factor"),
    _m("audit22b.sampling.rejection_free_record_side", SAMP,
       'r_hi = np.searchsorted(times, end, side="left")',
       'r_hi = np.searchsorted(times, end, side="right")',
       "a record at the very step of a change takes the state before it"),
    _m("audit22b.sampling.lazy_flipped", SAMP,
       "move = rng.random(B) >= lazy if lazy else None",
       "move = rng.random(B) < lazy if lazy else None",
       "a lazy chain moves with probability lazy instead of 1 - lazy"),
    _m("audit22b.sampling.systematic_lazy_in_place", SAMP,
       "y = x.copy() if move is not None else x",
       "y = x",
       "a lazy systematic sweep updates every chain in place (laziness ignored)"),
    _m("audit22b.sampling.burn_in_equal_refused", SAMP,
       "if burn_in > n_steps:",
       "if burn_in >= n_steps:",
       "burn_in = n_steps (one record, at the last step) is refused"),
    _m("audit22b.sampling.arviz_burn_in_strict", SAMP,
       'keep = np.asarray(self.times) >= check_int(burn_in, "burn_in", minimum=0)',
       'keep = np.asarray(self.times) > check_int(burn_in, "burn_in", minimum=0)',
       "to_arviz leaves out the record at step burn_in itself"),
    # ------------------------------------------------------------------ toolkit/app/output.py (79 statements: 3)
    _m("audit22b.output.arguments_keeps_command", OUT,
       'if not k.startswith("_") and k != "command"}',
       'if not k.startswith("_")}',
       "the JSON envelope's arguments include the command name"),
    _m("audit22b.output.model_overrides_payload", OUT,
       'out.setdefault("model", info["name"])',
       'out["model"] = info["name"]',
       "the envelope overwrites a payload's own 'model' key with the built model's name"),
    _m("audit22b.output.span_off_by_one", OUT,
       "if pos == list(range(pos[0], pos[-1] + 1))",
       "if pos == list(range(pos[0], pos[-1]))",
       "contiguous free positions are never shown as a range a..b"),
    # ------------------------------------------------------------------ toolkit/unmasking.py (135 statements: 3)
    _m("audit22b.unmasking.margin_top_minus_min", UNM,
       "score = top[:, :, -1] - top[:, :, -2]",
       "score = top[:, :, -1] - top[:, :, 0]",
       "the margin order scores top minus the smallest probability, not top minus second (same for q = 2)"),
    _m("audit22b.unmasking.remasking_default_k_one", UNM,
       "k = r if k is None else check_int(k, \"k\", minimum=1)",
       "k = 1 if k is None else check_int(k, \"k\", minimum=1)",
       "remasking's default k is 1 (sequential) instead of r (one parallel step)"),
    _m("audit22b.unmasking.split_lower_full_delta", UNM,
       "L = float(beta.ppf(delta / 2, c, N2 - c + 1)) if c > 0 else 0.0",
       "L = float(beta.ppf(delta, c, N2 - c + 1)) if c > 0 else 0.0",
       "tv_interval's split lower end spends all of delta (the union bound then exceeds delta)"),
    # ------------------------------------------------------------------ toolkit/app/report/contraction.py (38 statements: 3)
    _m("audit22b.contraction.slack_args_swapped", CONTR,
       "slack=slack_upper(r.t_mix, r.bound)",
       "slack=slack_upper(r.bound, r.t_mix)",
       "the contraction claims' slack has value and bound swapped"),
    _m("audit22b.contraction.quick_sizes_swapped", CONTR,
       "n_max = 9 if quick else 11",
       "n_max = 11 if quick else 9",
       "the quick section scans up to n = 11 and the full one only to n = 9"),
    _m("audit22b.contraction.r2_without_one_minus", CONTR,
       "r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))",
       "r2 = float((resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))",
       "the fit's R^2 is the residual fraction, not 1 minus it"),
    # ------------------------------------------------------------------ exact/observables.py (55 statements: 3)
    _m("audit22b.observables.var_unweighted", OBS,
       "var = float(pi @ (fc * fc))",
       "var = float(np.mean(fc * fc))",
       "the IAT's variance is the unweighted mean of fc^2, not the pi-weighted one"),
    _m("audit22b.observables.scale_without_abs", OBS,
       "scale = float(np.abs(f).max()) if f.size else 0.0",
       "scale = float(f.max()) if f.size else 0.0",
       "the overflow scaling uses max f, not max |f| (a huge negative f is not scaled)"),
    _m("audit22b.observables.singleton_any_set", OBS,
       "and mask.sum() == 1:",
       "and mask.sum() >= 1:",
       "a set of several states takes the single-state formula at its first state"),
    # ------------------------------------------------------------------ toolkit/app/commands/_common.py (392 statements: 5)
    _m("audit22b._common.free_minus_one_empty", COMMON,
       "out.append(v if v >= 0 else slice(v, v + 1 if v != -1 else None))",
       "out.append(v if v >= 0 else slice(v, v + 1))",
       "--free -1 becomes the empty slice -1:0"),
    _m("audit22b._common.real_sizes_counts_repeats", COMMON,
       "n = len(set(spec))",
       "n = len(spec)",
       "real_sizes counts a repeated --free position twice"),
    _m("audit22b._common.magnitude_sign", COMMON,
       "if isinstance(v, float) and math.isfinite(v) and abs(v) * 10 * max(n, 1) > MAX_LOGIT:",
       "if isinstance(v, float) and math.isfinite(v) and v * 10 * max(n, 1) > MAX_LOGIT:",
       "a huge negative coupling/field/scale is not refused"),
    _m("audit22b._common.grid_single_range_refused", COMMON,
       "if b < a:\n                raise InvalidInputError(f\"`{name}` grid: {item!r} is an empty range\")",
       "if b <= a:\n                raise InvalidInputError(f\"`{name}` grid: {item!r} is an empty range\")",
       "a grid range START:STOP with START = STOP (one value) is refused as empty"),
    _m("audit22b._common.hf_tokens_split_chars", COMMON,
       'chars = args.model != "tiny-en" and not args.model.startswith("hf:")',
       'chars = args.model != "tiny-en"',
       "an hf: model's --tokens without separators is split into characters"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit22b._hf_convert.n_layers_off_by_one": "audit5a.hf_convert.n_layers_off_by_one",
    "audit22b._hf_convert.query_key_swapped": "audit5a.hf_convert.query_key_swapped",
    "audit22b.metastable.exit_at_max_steps_censored": "tk_metastable.censor_at_max_steps",
    "audit22b.metastable.dwell_time_in_unclipped": "blind3.tmeta.dwell_uncapped",
    "audit22b.metastable.quench_tie_moves": "tk_metastable.quench_ties_move",
    "audit22b.metastable.exit_rate_lazy_dropped": "tk_metastable.exit_rate_ignores_lazy",
    "audit22b.results.fmt_million_boundary": "audit5c.results.fmt_million_boundary",
    "audit22b.results.pointer_escape_order": "i30c.esc_order",
    "audit22b.results.open_unit_closed": "audit21a.results.open_unit_closed",
    "audit22b.results.z_one_sided": "blind2.results.z_one_sided",
    "audit22b.results.weighted_quantile_upper_side": "audit20a.results.quantile_upper_side_left",
    "audit22b.results.covers_open_interval": "audit15a.results.covers_strict",
    "audit22b.results.certified_on_tie": "sweep6s3.results.certified_ge",
    "audit22b.results.claim_failed_needs_true_hypothesis": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit22b.known_results.limit_window_factor_two": "audit4c.known.window_no_two",
    "audit22b.known_results.barrier_rate_no_T": "audit4c.known.barrier_not_per_t",
    "audit22b.distance.vec_power_transposed": "blind3.distance.vec_power_T",
    "audit22b.distance.stepping_gives_up_late": "audit5c.distance.stepping_one_past_t_max",
    "audit22b.distance.doubling_t_max_one": "audit12a.distance.doubling_t_max_one",
    "audit22b.growth.jump_uses_censored_middle": "i24rule.jump_censored_ignored",
    "audit22b.growth.bracket_censored_tie": "blind.growth.censored_tie",
    "audit22b.sampling.inverse_cdf_strict": "sampling.inverse_cdf_strict",
    "audit22b.sampling.geometric_no_floor": "audit4b.sampling.geometric_floor0",
    "audit22b.sampling.jump_rate_lazy_dropped": "sampling.nfold_ignores_lazy",
    "audit22b.sampling.rejection_free_record_side": "sampling.nfold_record_side",
    "audit22b.sampling.lazy_flipped": "sampling.lazy_inverted",
    "audit22b.sampling.systematic_lazy_in_place": "sweep6s3.sampling.systematic_lazy_per_site",
    "audit22b.sampling.burn_in_equal_refused": "audit4b.sampling.burn_in_eq_refused",
    "audit22b.sampling.arviz_burn_in_strict": "audit4b.sampling.arviz_burn_in_strict",
    "audit22b.output.arguments_keeps_command": "harden10g.output.arguments_keep_command",
    "audit22b.output.model_overrides_payload": "audit6b.output.model_overrides_payload",
    "audit22b.output.span_off_by_one": "audit15a.output.span_off_by_one",
    "audit22b.unmasking.margin_top_minus_min": "audit12b.unmasking.margin_top_minus_last",
    "audit22b.unmasking.remasking_default_k_one": "harden10h.unmasking.remask_default_k_one",
    "audit22b.unmasking.split_lower_full_delta": "audit11c.unmasking.clopper_pearson_full_delta",
    "audit22b.contraction.slack_args_swapped": "audit4e.contraction.slack_args_swapped",
    "audit22b.contraction.r2_without_one_minus": "audit8b.contraction.r2_without_one_minus",
    "audit22b.observables.var_unweighted": "prm20d.observables.iat_variance_unweighted",
    "audit22b.observables.scale_without_abs": "abs11b.observables.iat_signed_scale",
    "audit22b.observables.singleton_any_set": "audit4a.observables.singleton_any_set",
    "audit22b._common.free_minus_one_empty": "blind3.common.free_minus_one",
    "audit22b._common.real_sizes_counts_repeats": "audit5c._common.real_sizes_counts_repeats",
    "audit22b._common.magnitude_sign": "audit5c._common.magnitude_guard_sign",
    "audit22b._common.grid_single_range_refused": "audit5c._common.grid_single_value_range_refused",
    "audit22b._common.hf_tokens_split_chars": "prm22c._common.hf_tokens_as_chars",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit22b.metastable.trajectory_ignores_clock": {
        "note": "fresh; no test ran jump_trajectory with more jumps allowed than fit in n_steps, so stopping "
                "only on one holding time above n_steps went unseen (the recorded changes ran past n_steps)",
        "killed_by": "tests/toolkit/test_audit22b_metastable.py::test_jump_trajectory_stops_at_n_steps_not_at_max_jumps"},
    "audit22b.growth.low_slope_censored_one_end": {
        "note": "fresh; the tests censored the lower end at the larger size of a pair or at both, never only at "
                "the smaller: a censored lower end there still gave a lower-end slope and a faster verdict",
        "killed_by": "tests/toolkit/test_audit22b_growth.py::"
                     "test_a_censored_lower_end_at_the_smaller_size_is_no_evidence_of_growth"},
    "audit22b.results.fmt_million_boundary": {
        "note": "equivalent, found after the run (so still counted as a survivor): at exactly 1e6 both branches "
                "print '1e+06' (f'{1e6:.4g}' == f'{1e6:.6g}'), and the mutant changes nothing else; the same "
                "bug as audit5c.results.fmt_million_boundary, which scripts/mutants.py marks equivalent. No test "
                "can kill it",
        "killed_by": ""},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

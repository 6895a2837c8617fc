"""Fifteenth blind mutation audit, part b (issue 30): 51 mutants in the twelve modules dealt to
this part by the seeded draw (``python benchmarks/blind_audit_5_draw.py --audit 15 --seed
2026120515``: toolkit/models/_hf_convert.py, toolkit/app/_interrupt.py,
toolkit/app/commands/exact.py, exact/analysis.py, toolkit/app/commands/window.py,
toolkit/models/sceptr.py, exact/_rounding.py, exact/unmasking.py, toolkit/sampling.py,
exact/lumped_sectors.py, toolkit/app/report/reference.py, exact/checks.py), written without
reading ``scripts/mutants.py``, any file under ``tests/``, the earlier audits' catalogues, the
gap15 sessions' work or the targeted-coverage records (protocol:
benchmarks/blind_audit_15_protocol.md; parts a and c have their own runner files). Each mutant
is a bug a developer could make in the source, read for this audit: 3 per module under 150
statements, 5 for 150-400, 8 above 400. None was believed equivalent before the run
(``EQUIVALENT`` is empty); the ones found after the first run to be the same bug as an entry of
``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's *targeted tests*, ``automut.default_tests(module)`` (what
``python scripts/automut.py MODULE --list-tests`` prints: the files under ``tests/`` naming the
module, the files the project's catalogue runs on it, then the module itself, so its doctests
run last), computed when this file loads, i.e. on the commit the run is made on (the GO commit
of the protocol). None added, none dropped. A mutant first failed by its module's doctest is a
kill; the record also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_15b.py --list
    python benchmarks/blind_audit_15b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_15b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

HF, INT, CEX = "toolkit/models/_hf_convert.py", "toolkit/app/_interrupt.py", "toolkit/app/commands/exact.py"
AN, WIN, SC = "exact/analysis.py", "toolkit/app/commands/window.py", "toolkit/models/sceptr.py"
RO, UM, SA = "exact/_rounding.py", "exact/unmasking.py", "toolkit/sampling.py"
LS, REF, CH = "exact/lumped_sectors.py", "toolkit/app/report/reference.py", "exact/checks.py"
MODULES = (HF, INT, CEX, AN, WIN, SC, RO, UM, SA, LS, REF, CH)

# ---------------------------------------------------------------- test sets (targeted tests, at load)
TESTS = {m: automut.default_tests(m) for m in MODULES}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------ toolkit/models/_hf_convert.py (92 statements: 3)
    _m("audit15b._hf_convert.n_layers_off_by_one", HF,
       '    return 1 + max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))',
       '    return max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))',
       "_n_layers returns the largest layer index, not the count: the last encoder layer is never converted"),
    _m("audit15b._hf_convert.q_k_swapped", HF,
       '        "self_attn.q_proj": "attention.self.query",\n        "self_attn.k_proj": "attention.self.key",',
       '        "self_attn.q_proj": "attention.self.key",\n        "self_attn.k_proj": "attention.self.query",',
       "the fairseq query and key projections are mapped onto each other's RoBERTa keys (same shapes)"),
    _m("audit15b._hf_convert.chain_guard_weakened", HF,
       '    if chain not in ("vh", "vl"):\n        raise InvalidInputError(f"Sapiens chain must be',
       '    if not chain:\n        raise InvalidInputError(f"Sapiens chain must be',
       "load_sapiens refuses only an empty chain: 'vk' is not refused as bad input (InvalidInputError)"),
    # ------------------------------------------------ toolkit/app/_interrupt.py (58 statements: 3)
    _m("audit15b._interrupt.exit_status_1", INT,
       "        os._exit(130)",
       "        os._exit(1)",
       "a forced end after Ctrl-C leaves with status 1 instead of 130 (128 + SIGINT)"),
    _m("audit15b._interrupt.grace_ignored", INT,
       "                deadline = time.monotonic() + grace",
       "                deadline = time.monotonic() + GRACE_S",
       "the `grace` argument is ignored: the module default GRACE_S is always waited"),
    _m("audit15b._interrupt.third_ctrl_c", INT,
       "            if seen >= 2:  # a second Ctrl-C: now",
       "            if seen >= 3:  # a second Ctrl-C: now",
       "a second Ctrl-C no longer ends the command at once (only a third does)"),
    # ------------------------------------------------ toolkit/app/commands/exact.py (82 statements: 3)
    _m("audit15b.exact.start_index_off_by_one", CEX,
       "        if idx >= space.size:",
       "        if idx > space.size:",
       "--start with the index q**n (one past the last state) is not refused with the range message"),
    _m("audit15b.exact.from_start_json_key", CEX,
       '{"from_start": from_start.to_dict()}',
       '{"start": from_start.to_dict()}',
       "the JSON of glauber exact --start names the from-start result 'start' instead of 'from_start'"),
    _m("audit15b.exact.start_lazy_dropped", CEX,
       "        chain = ExactChain(model, temperature=args.temperature, scan=args.scan, lazy=args.lazy,",
       "        chain = ExactChain(model, temperature=args.temperature, scan=args.scan,",
       "with --start, the chain is built without --lazy (the laziness is silently dropped)"),
    # ------------------------------------------------ exact/analysis.py (201 statements: 5)
    _m("audit15b.analysis.lower_bound_not_clamped", AN,
       "t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0))",
       "t_mix_lower_bound=None if bounds.lower is None else float(bounds.lower)",
       "exact_report keeps a negative spectral lower bound on t_mix instead of reporting it as 0"),
    _m("audit15b.analysis.logit_scale_largest_t", AN,
       "    T = float(temps.min())",
       "    T = float(temps.max())",
       "check_logit_scale checks the largest of several temperatures, not the smallest (min/max swapped)"),
    _m("audit15b.analysis.warning_temperature_inverted", AN,
       "{T * rel / PI_RTOL_WARN:.2g}",
       "{T * PI_RTOL_WARN / rel:.2g}",
       "the pi-accuracy warning names T * threshold / rel as the accurate temperature (ratio inverted)"),
    _m("audit15b.analysis.q2_lumps_at_12", AN,
       "(q == 2 and n > LUMP_Q2_ABOVE_N)",
       "(q == 2 and n >= LUMP_Q2_ABOVE_N)",
       "exact_method lumps q = 2 exchangeable models at n = 12 (the documented rule: above 12)"),
    _m("audit15b.analysis.entropy_in_bits", AN,
       "pi_entropy=float(-(nz * np.log(nz)).sum())",
       "pi_entropy=float(-(nz * np.log2(nz)).sum())",
       "the report's pi_entropy is in bits, not nats as documented"),
    # ------------------------------------------------ toolkit/app/commands/window.py (57 statements: 3)
    _m("audit15b.window.exit_status_always_0", WIN,
       "    return 0 if r.all_ok else 1",
       "    return 0",
       "glauber window exits 0 when a sampled check fails (documented: 1)"),
    _m("audit15b.window.rhat_key", WIN,
       'q.spec.get("quantity") == "rhat"',
       'q.spec.get("quantity") == "r_hat"',
       "the NaN R-hat warning looks for the wrong quantity key and is never given"),
    _m("audit15b.window.free_positions_alias_key", WIN,
       '    alias = vars(args).pop("free_positions", None)',
       '    alias = vars(args).pop("free-positions", None)',
       "the --free-positions alias is read under the wrong key: it is silently ignored"),
    # ------------------------------------------------ toolkit/models/sceptr.py (337 statements: 5)
    _m("audit15b.sceptr.window_start_max", SC,
       '            start = min(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       '            start = max(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       "the default window of n free sites starts at len - n (max instead of min): the loop's end, not after CASS"),
    _m("audit15b.sceptr.free_position_upper_bound", SC,
       "    bad = [p for p in positions if not 0 <= p < length]",
       "    bad = [p for p in positions if not 0 <= p <= length]",
       "_parse_positions accepts the position len(loop), one past the loop (no InvalidInputError naming it)"),
    _m("audit15b.sceptr.pooled_over_all_tokens", SC,
       "out_h.append(((last.double() * m[None, :, None]).sum(1) / m.sum()).cpu())",
       "out_h.append((last.double() * m[None, :, None]).mean(1).cpu())",
       "the pooled hidden state divides by every token (the <cls> too), not by the residue tokens"),
    _m("audit15b.sceptr.logit_error_axis", SC,
       "np.maximum(np.abs(logits).max(axis=1), 1.0)",
       "np.maximum(np.abs(logits).max(axis=0), 1.0)",
       "logit_error takes the largest |logit| of each column (token) instead of each row (wrong axis)"),
    _m("audit15b.sceptr.all_conditionals_site_order", SC,
       "        pos = self._free.repeat(B)",
       "        pos = self._free.repeat_interleave(B)",
       "all_conditionals masks the sites in the wrong order for B > 1 (repeat_interleave for repeat)"),
    # ------------------------------------------------ exact/_rounding.py (30 statements: 3)
    _m("audit15b._rounding.scan_factor_swapped", RO,
       "    return site * (1 if K.is_random_scan else K.n)",
       "    return site * (K.n if K.is_random_scan else 1)",
       "log_rounding multiplies by n for the random scan and not for the systematic sweep (swapped)"),
    _m("audit15b._rounding.gap_path_steps_dropped", RO,
       "    return abs(float(gap)) * (d + 3.0 * path_steps(P) * d)",
       "    return abs(float(gap)) * (d + 3.0 * d)",
       "gap_rounding drops the factor n of pi's rounding (gap (delta + 3 delta) for gap (delta + 3 n delta))"),
    _m("audit15b._rounding.largest_logit_signed", RO,
       "    L = float(np.max(np.abs(values))) if values.size else 0.0",
       "    L = float(np.max(values)) if values.size else 0.0",
       "log_rounding takes the largest logit, not the largest |logit|: negative logits are not counted"),
    # ------------------------------------------------ exact/unmasking.py (300 statements: 5)
    _m("audit15b.unmasking.left_to_right_reversed", UM,
       "        score = np.broadcast_to(-np.arange(n, dtype=float), mask.shape)",
       "        score = np.broadcast_to(np.arange(n, dtype=float), mask.shape)",
       "order='left-to-right' unmasks the rightmost masked sites first (sign of the score)"),
    _m("audit15b.unmasking.remask_rounds_floor", UM,
       "    for _ in range(-(-r // min(k, r))):",
       "    for _ in range(r // min(k, r)):",
       "remasking_kernel runs floor(r/k) unmasking steps, not ceil(r/k): sites stay masked when k does not divide r"),
    _m("audit15b.unmasking.default_remask_floor", UM,
       "sorted({min(2, n), (n + 1) // 2})",
       "sorted({min(2, n), n // 2})",
       "default_samplers remasks floor(n/2) sites, not ceil(n/2) as documented"),
    _m("audit15b.unmasking.max_partial_equal_refused", UM,
       "math.isfinite(max_partial) and (q + 1) ** n > max_partial):",
       "math.isfinite(max_partial) and (q + 1) ** n >= max_partial):",
       "partial_conditionals refuses (q+1)**n equal to max_partial (off by one at the guard)"),
    _m("audit15b.unmasking.tv_after_not_incremental", UM,
       "            for _ in range(tt - done):",
       "            for _ in range(tt):",
       "compare_samplers steps t more times from the last t instead of t - done: tv_after at the wrong times"),
    # ------------------------------------------------ toolkit/sampling.py (472 statements: 8)
    _m("audit15b.sampling.inverse_cdf_strict", SA,
       "    a = (c <= target).sum(axis=-1)",
       "    a = (c < target).sum(axis=-1)",
       "inverse_cdf counts cumulative weights strictly below the target: a zero-weight category can be drawn"),
    _m("audit15b.sampling.lazy_inverted", SA,
       "    move = rng.random(B) >= lazy if lazy else None",
       "    move = rng.random(B) < lazy if lazy else None",
       "glauber_step moves with probability lazy instead of 1 - lazy"),
    _m("audit15b.sampling.exit_rate_no_1_over_n", SA,
       "    rate = (1.0 - lazy) * total / n",
       "    rate = (1.0 - lazy) * total",
       "rejection_free_jump's exit rate drops the 1/n of the random site choice"),
    _m("audit15b.sampling.geometric_log_not_log1p", SA,
       "        g = np.ceil(np.log(U) / np.log1p(-np.minimum(r, 1.0)))",
       "        g = np.ceil(np.log(U) / np.log(1.0 - np.minimum(r, 1.0)))",
       "geometric_times uses log(1 - r): for r below 1e-16 the holding time is inf instead of ~1/r"),
    _m("audit15b.sampling.record_side_right", SA,
       '        r_hi = np.searchsorted(times, end, side="left")',
       '        r_hi = np.searchsorted(times, end, side="right")',
       "run_rejection_free records the old state at the step of a change (records up to, not strictly before it)"),
    _m("audit15b.sampling.change_at_last_step_dropped", SA,
       "        jumped = end <= n_steps",
       "        jumped = end < n_steps",
       "run_rejection_free drops a change that happens exactly at step n_steps"),
    _m("audit15b.sampling.traces_wrong_axis", SA,
       "(np.asarray(self.states) != start).sum(axis=-1)",
       "(np.asarray(self.states) != start).sum(axis=1)",
       "ChainRun.traces' hamming_to_start sums over the records instead of the sites (wrong axis)"),
    _m("audit15b.sampling.all_site_rows_order", SA,
       "    sites = np.tile(np.arange(n), B)",
       "    sites = np.repeat(np.arange(n), B)",
       "all_site_logits without all_conditionals pairs rows with the wrong sites for B > 1 (repeat for tile)"),
    # ------------------------------------------------ exact/lumped_sectors.py (269 statements: 5)
    _m("audit15b.lumped_sectors.lazy_factor_dropped", LS,
       "    w = (1.0 - lazy) / n",
       "    w = 1.0 / n",
       "sector_operator weights the moves by 1/n, not (1 - lazy)/n: a lazy chain's rows sum above 1"),
    _m("audit15b.lumped_sectors.error_of_first_sector", LS,
       "            bests, err = (ls, lam), e",
       "            bests = (ls, lam)",
       "three_token_gap keeps the error 0 instead of the error of the sector holding lambda_star"),
    _m("audit15b.lumped_sectors.cw_not_rounded_up", LS,
       "        return float(((A @ v) / v).max()) * (1 + 1e-12)",
       "        return float(((A @ v) / v).max())",
       "collatz_wielandt_bound is not rounded up by 1e-12 relative (documented), so not a rigorous bound"),
    _m("audit15b.lumped_sectors.zero_partition_accepted", LS,
       "    if len(parts) != 3 or not parts[0] >= parts[1] >= parts[2] >= 0 or parts[0] == 0:",
       "    if len(parts) != 3 or not parts[0] >= parts[1] >= parts[2] >= 0:",
       "_check_partition accepts (0, 0, 0) (documented: not all zero)"),
    _m("audit15b.lumped_sectors.e32_b_sign", LS,
       "        return (b - 1.0 - c) / (b - 1.0 - a)                     # -> (a, b - 1, c)",
       "        return (c - b + 1.0) / (b - 1.0 - a)                     # -> (a, b - 1, c)",
       "Molev's E_32 coefficient to (a, b - 1, c) with its sign flipped (numerator transcribed as c - b + 1)"),
    # ------------------------------------------------ toolkit/app/report/reference.py (303 statements: 5)
    _m("audit15b.reference.best_case_reported", REF,
       "        k = int(np.argmax(diff))",
       "        k = int(np.argmin(diff))",
       "_Agreement.check reports the best case, not the worst: a failing case is hidden behind a passing one"),
    _m("audit15b.reference.bound_value_swapped", REF,
       "num(ref[k]), num(comp[k]), bool(diff[k] <= tol),",
       "num(comp[k]), num(ref[k]), bool(diff[k] <= tol),",
       "the claim's bound is the engine's number and its value the closed form (documented: the reverse)"),
    _m("audit15b.reference.missing_value_zero", REF,
       "        self.computed.append(math.nan if computed is None else float(computed))",
       "        self.computed.append(0.0 if computed is None else float(computed))",
       "a missing engine value (None) counts as 0: it passes against a closed form of 0"),
    _m("audit15b.reference.raising_engine_passes", REF,
       '"no exception", f"{type(exc).__name__}: {exc}", False))',
       '"no exception", f"{type(exc).__name__}: {exc}", True))',
       "an engine call that raises on a closed-form case gives a claim that holds"),
    _m("audit15b.reference.two_state_profile_min", REF,
       "    return max(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)",
       "    return min(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)",
       "the two-state closed form d(t) uses min(p, r) for max(p, r) (the worst start's mass)"),
    # ------------------------------------------------ exact/checks.py (148 statements: 3)
    _m("audit15b.checks.bottleneck_smallest", CH,
       '        if best["bound"] is None or bound > best["bound"]:',
       '        if best["bound"] is None or bound < best["bound"]:',
       "_best_bottleneck keeps the smallest bottleneck bound, not the largest"),
    _m("audit15b.checks.escape_loosest", CH,
       "        worst = min(esc, key=lambda e: e.log_slack)",
       "        worst = max(esc, key=lambda e: e.log_slack)",
       "the escape-bound claim reports the loosest fixed point, not the tightest (min/max swapped)"),
    _m("audit15b.checks.kolmogorov_tol_min", CH,
       '    return {"kolmogorov": max(KOLMOGOROV_RTOL * (1.0 + max_abs_log_r), kolmogorov_roundoff(M, T, L.q, L.n)),',
       '    return {"kolmogorov": min(KOLMOGOROV_RTOL * (1.0 + max_abs_log_r), kolmogorov_roundoff(M, T, L.q, L.n)),',
       "the Kolmogorov tolerance is the smaller of the floor and the round-off, not the larger"),
]

#: mutants believed equivalent before the run, with the reason (none)
EQUIVALENT: dict = {}

#: the same bug (the same change at the same place, or one with the same effect) as an entry of
#: scripts/mutants.py, marked after the first run was recorded and committed (protocol step 5); the
#: nine others are fresh: chain_guard_weakened, grace_ignored, free_positions_alias_key (not
#: audit5a.window.alias_flipped, which overwrites --free with None), logit_error_axis,
#: traces_wrong_axis, all_site_rows_order, e32_b_sign (sweep6s2.lumped_sectors.e32_b_index is another
#: wrong numerator of the same coefficient), raising_engine_passes, kolmogorov_tol_min
#: (checks.kolmogorov_fixed_tolerance drops the round-off; the minimum drops the floor at T = 1)
DUPLICATE_OF = {
    "audit15b._hf_convert.n_layers_off_by_one": "audit5a.hf_convert.n_layers_off_by_one",
    "audit15b._hf_convert.q_k_swapped": "audit5a.hf_convert.query_key_swapped",
    "audit15b._interrupt.exit_status_1": "audit4d.interrupt.exit_status",
    "audit15b._interrupt.third_ctrl_c": "audit5c._interrupt.second_ctrl_c_waits",
    "audit15b.exact.start_index_off_by_one": "audit4d.exact.start_index_bound",
    "audit15b.exact.from_start_json_key": "audit10b.exact.json_start_key",
    "audit15b.exact.start_lazy_dropped": "audit7c.exact_cmd.start_chain_not_lazy",
    "audit15b.analysis.lower_bound_not_clamped": "audit5b.analysis.lower_bound_not_clipped",
    "audit15b.analysis.logit_scale_largest_t": "audit5b.analysis.check_scale_max_temperature",
    "audit15b.analysis.warning_temperature_inverted": "blind3.analysis.warn_temperature",
    "audit15b.analysis.q2_lumps_at_12": "blind3.analysis.lump_q2_boundary",
    "audit15b.analysis.entropy_in_bits": "i30f.analysis.entropy_log2",
    "audit15b.window.exit_status_always_0": "audit4d.window.exit_status",
    "audit15b.window.rhat_key": "audit9b.window.rhat_key",
    "audit15b.sceptr.window_start_max": "audit9b.sceptr.window_start_max",
    "audit15b.sceptr.free_position_upper_bound": "sweep6s5.sceptr.positions_last_refused",
    "audit15b.sceptr.pooled_over_all_tokens": "audit6c.sceptr.pool_with_cls",
    "audit15b.sceptr.all_conditionals_site_order": "audit9b.sceptr.all_conditionals_pos",
    "audit15b._rounding.scan_factor_swapped": "audit5a.rounding.scan_factor_swapped",
    "audit15b._rounding.gap_path_steps_dropped": "audit4a._rounding.gap_no_path_steps",
    "audit15b._rounding.largest_logit_signed": "audit4a._rounding.L_signed_max",
    "audit15b.unmasking.left_to_right_reversed": "audit14b.unmasking.l2r_sign",
    "audit15b.unmasking.remask_rounds_floor": "blind2.unmasking.remask_rounds_floor",
    "audit15b.unmasking.default_remask_floor": "sweep6s2.unmasking.default_remask_half_floor",
    "audit15b.unmasking.max_partial_equal_refused": "sweep6s2.unmasking.partial_guard_ge",
    "audit15b.unmasking.tv_after_not_incremental": "unmasking.glauber_repair_restarts",
    "audit15b.sampling.inverse_cdf_strict": "sampling.inverse_cdf_strict",
    "audit15b.sampling.lazy_inverted": "sampling.lazy_inverted",
    "audit15b.sampling.exit_rate_no_1_over_n": "sampling.nfold_no_site_average",
    "audit15b.sampling.geometric_log_not_log1p": "sampling.geometric_log_1m",
    "audit15b.sampling.record_side_right": "sampling.nfold_record_side",
    "audit15b.sampling.change_at_last_step_dropped": "sampling.nfold_last_step",
    "audit15b.lumped_sectors.lazy_factor_dropped": "audit4a.lumped_sectors.lazy_weight",
    "audit15b.lumped_sectors.error_of_first_sector": "audit4a.lumped_sectors.error_not_updated",
    "audit15b.lumped_sectors.cw_not_rounded_up": "audit4a.lumped_sectors.cw_no_round_up",
    "audit15b.lumped_sectors.zero_partition_accepted": "audit4a.lumped_sectors.zero_partition_accepted",
    "audit15b.reference.best_case_reported": "audit4c.reference.best_case_shown",
    "audit15b.reference.bound_value_swapped": "sweep6s4.reference.bound_value_swapped",
    "audit15b.reference.missing_value_zero": "audit8c.reference.missing_value_zero",
    "audit15b.reference.two_state_profile_min": "audit4c.reference.two_state_min",
    "audit15b.checks.bottleneck_smallest": "blind3.checks.bottleneck_smallest",
    "audit15b.checks.escape_loosest": "harden11b.checks.escape_loosest",
}

#: why a mutant survived the first run and the test that kills it now (protocol step 6)
SURVIVOR_NOTES = {
    "audit15b._interrupt.grace_ignored": {
        "note": "no targeted test told the grace argument from the module default GRACE_S = 1 s: a grace "
                "below it was asserted only from below (forced after at least 0.2 s), one above it was cut "
                "short by a second Ctrl-C, and the child-process tests use a 60 s grace ended the same way",
        "killed_by": "tests/toolkit/test_audit15b_interrupt.py::"
                     "test_the_grace_argument_not_the_module_default_decides_when_the_process_ends"},
}

#: the test files added for the survivors (``--after``), by mutant id
AFTER_TESTS = {"audit15b._interrupt.grace_ignored": ["tests/toolkit/test_audit15b_interrupt.py"]}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

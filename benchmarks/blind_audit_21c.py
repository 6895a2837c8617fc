"""Twenty-first blind mutation audit, part c (issue 30): 50 mutants in the 12 modules dealt to part
21c by ``python benchmarks/blind_audit_5_draw.py --audit 21 --seed 2026120721`` (toolkit/app/report/soundness.py,
exact/space.py, toolkit/app/output.py, toolkit/strategies.py, exact/transfer.py, exact/_mp_spectrum.py,
toolkit/app/sweep/estimators.py, toolkit/app/commands/exact.py, toolkit/models/families.py,
toolkit/exceptions.py, toolkit/models/sceptr.py, exact/unmasking.py), written without reading
``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/`` (protocol:
benchmarks/blind_audit_21_protocol.md). 3 mutants per module under 150 statements, 5 for 150-400,
8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF`` after the first run's
record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_21c.py --list
    python benchmarks/blind_audit_21c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_21c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

SOUND = "toolkit/app/report/soundness.py"
SPACE = "exact/space.py"
OUTPUT = "toolkit/app/output.py"
STRAT = "toolkit/strategies.py"
TRANSFER = "exact/transfer.py"
MPS = "exact/_mp_spectrum.py"
EST = "toolkit/app/sweep/estimators.py"
EXCMD = "toolkit/app/commands/exact.py"
FAM = "toolkit/models/families.py"
EXC = "toolkit/exceptions.py"
SCEPTR = "toolkit/models/sceptr.py"
UNMASK = "exact/unmasking.py"
TESTS = {f: automut.default_tests(f)
         for f in (SOUND, SPACE, OUTPUT, STRAT, TRANSFER, MPS, EST, EXCMD, FAM, EXC, SCEPTR, UNMASK)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/report/soundness.py (467 statements: 8)
    _m("audit21c.soundness.ineq_keeps_best_case", SOUND,
       "if worst_key is None or margin < worst_key:", "if worst_key is None or margin > worst_key:",
       "an inequality claim shows (and is decided by) the case with the MOST slack, so one failing case "
       "among passing ones no longer fails the claim"),
    _m("audit21c.soundness.ineq_empty_cases_pass", SOUND,
       'self.s.claims.append(ReportClaim(self.s.key, name, why, True, "cases", "none", False))',
       'self.s.claims.append(ReportClaim(self.s.key, name, why, True, "cases", "none", True))',
       "an inequality claim with no cases (a bug of the section) passes instead of failing"),
    _m("audit21c.soundness.alpha_row_sums", SOUND,
       "return float(R.sum(axis=0).max())", "return float(R.sum(axis=1).max())",
       "the reference alpha takes max_i sum_j R_ij (row sums) instead of the column sums max_j sum_i R_ij"),
    _m("audit21c.soundness.kernel_drops_lazy_factor", SOUND,
       "(1.0 - lazy) * p[:, a] / n)", "p[:, a] / n)",
       "the reference kernel forgets the (1 - lazy) factor on the moves (rows of a lazy kernel sum to 1 + lazy)"),
    _m("audit21c.soundness.mult_gap_unsquared", SOUND,
       "out.append(float(1.0 - sv[1] ** 2))", "out.append(float(1.0 - sv[1]))",
       "the reference gamma_k = 1 - sigma_2 instead of 1 - sigma_2^2 (the gap of (P*)^k P^k)"),
    _m("audit21c.soundness.t_lower_first_grid_time", SOUND,
       "float(t[above[-1]]) if above.size else 0.0", "float(t[above[0]]) if above.size else 0.0",
       "the reference t_lower is the FIRST grid time with d_lower > eps instead of the last"),
    _m("audit21c.soundness.group_exception_swallowed", SOUND,
       "except Exception as exc:  # a bound that raises on a small model fails, it does not crash the report\n"
       "            eq.error(label, exc)",
       "except Exception:  # a bound that raises on a small model fails, it does not crash the report\n"
       "            data[label] = {}",
       "a group whose engine call raises is silently skipped instead of adding a failing claim"),
    _m("audit21c.soundness.sector_certificate_full_rest", SOUND,
       "U = L[:, t] + 0.5 * np.sqrt(R2) + 1e-12", "U = L[:, t] + np.sqrt(R2) + 1e-12",
       "the sector certificate is held against L_k + R_k instead of L_k + R_k/2 (a twice looser check)"),
    # ------------------------------------------------------------------ exact/space.py (41 statements: 3)
    _m("audit21c.space.states_guard_off_by_one", SPACE,
       "idx.max() >= self.size)", "idx.max() > self.size)",
       "states() accepts the index q**n (one past the last state) and decodes it as state 0"),
    _m("audit21c.space.of_drops_max_states", SPACE,
       "return cls(int(model.vocab_size), int(model.length), max_states=max_states)",
       "return cls(int(model.vocab_size), int(model.length))",
       "StateSpace.of() does not hand max_states on (the default 2e7 guard always)"),
    _m("audit21c.space.states_mod_n", SPACE,
       "return (idx[:, None] // self.strides[None, :]) % self.q",
       "return (idx[:, None] // self.strides[None, :]) % self.n",
       "states() takes digits modulo n instead of q (right only when q == n)"),
    # ------------------------------------------------------------------ toolkit/app/output.py (79 statements: 3)
    _m("audit21c.output.free_positions_raw_ids", OUTPUT,
       'out["free_positions"] = [where[int(k)] for k in free]', 'out["free_positions"] = [int(k) for k in free]',
       "describe_real gives the free sites' token positions in the model input instead of their positions in "
       "the text (special tokens counted)"),
    _m("audit21c.output.span_range_short", OUTPUT,
       "if pos == list(range(pos[0], pos[-1] + 1))", "if pos == list(range(pos[0], pos[-1]))",
       "print_real_model never recognizes contiguous free positions (prints the list, not a..b)"),
    _m("audit21c.output.seconds_left_in_payload", OUTPUT,
       'times["seconds"] = out.pop("seconds")', 'times["seconds"] = out["seconds"]',
       "the envelope copies `seconds` into timings but leaves it in the payload too (same-seed runs then "
       "differ outside timings)"),
    # ------------------------------------------------------------------ toolkit/strategies.py (110 statements: 3)
    _m("audit21c.strategies.symmetric_pairwise_no_transpose", STRAT,
       "J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)", "J[ju, iu] = J[iu, ju]",
       "symmetric_pairwise sets J[j, i] = J[i, j] instead of its transpose (incompatible for q >= 2)"),
    _m("audit21c.strategies.table_repair_wrong_context", STRAT,
       "t[i, _table_context(y, i, qq), a]", "t[i, _table_context(x, i, qq), a]",
       "random_tables repairs the entry at the drawn state's context instead of the rectangle corner's"),
    _m("audit21c.strategies.contracting_per_site_no_split", STRAT,
       "per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999",
       "per_site = min(alpha_max, 0.999) if nn > 1 else 0.999",
       "contracting_models gives each of the n - 1 influences alpha_max instead of alpha_max/(n-1)"),
    # ------------------------------------------------------------------ exact/transfer.py (583 statements: 8)
    _m("audit21c.transfer.gauge_wrong_axis", TRANSFER,
       "Phi[k] = A + (B.mean(axis=1) - B.mean())[None, :]", "Phi[k] = A + (B.mean(axis=0) - B.mean())[None, :]",
       "the gauge of a compatible-but-not-transposed edge averages J[j, i] over the wrong axis"),
    _m("audit21c.transfer.potts_ratio_q_minus_1", TRANSFER,
       "ratio = math.log1p(q / math.expm1(alpha))", "ratio = math.log1p((q - 1) / math.expm1(alpha))",
       "the Potts closed form of ln(lambda_1/lambda_2) uses q - 1 for q (ferromagnet, q >= 3)"),
    _m("audit21c.transfer.two_by_two_branches_swapped", TRANSFER,
       "lnum = log2 + (lR if delta > 0 else lS) + l1 - ldet", "lnum = log2 + (lS if delta > 0 else lR) + l1 - ldet",
       "the 2x2 closed form takes S where R belongs (and back): wrong ratio lambda_+/|lambda_-|"),
    _m("audit21c.transfer.chi_without_temperature", TRANSFER,
       "out[\"chi\"] = n * (q / (q - 1)) * sum(_var(p, rho[a]) for a in range(q)) / Ts",
       "out[\"chi\"] = n * (q / (q - 1)) * sum(_var(p, rho[a]) for a in range(q))",
       "the joint-count chi is n Var(m) without the 1/T"),
    _m("audit21c.transfer.token_fraction_of_token_0", TRANSFER,
       'out["fraction_mean"] = ps[token] @ rho', 'out["fraction_mean"] = ps[0] @ rho',
       "without the joint counts, the fraction mean is token 0's whatever `token` is"),
    _m("audit21c.transfer.cycle_close_untransposed", TRANSFER,
       "close = chain.couplings[chain.n - 1].T[None] * beta", "close = chain.couplings[chain.n - 1][None] * beta",
       "the cycle's closing edge uses Phi(s, a) instead of Phi(a, s) (wrong for a non-symmetric potential)"),
    _m("audit21c.transfer.cycle_gap_signed", TRANSFER,
       "return _one_minus_tanh(abs(c) / T) / n", "return _one_minus_tanh(c / T) / n",
       "glauber_cycle_gap of an even antiferromagnetic ring uses 1 - tanh(c/T) with c < 0"),
    _m("audit21c.transfer.path_end_rows_bulk", TRANSFER,
       "rows[0] = rows[-1] = _one_minus_tanh(abs(K))", "rows[0] = rows[-1] = _one_minus_tanh(2 * abs(K))",
       "the path's end rows of I - B sum to 1 - tanh(2K) (the bulk's) instead of 1 - tanh(K)"),
    # ------------------------------------------------------------------ exact/_mp_spectrum.py (116 statements: 3)
    _m("audit21c.mp_spectrum.reversible_gap_top_only", MPS,
       "gap = min(mu[1], 2 - mu[-1])", "gap = mu[1]",
       "the reversible mpmath gap ignores the bottom of the spectrum (1 + lambda_min)"),
    _m("audit21c.mp_spectrum.nonrev_gap_from_lambda2", MPS,
       "out.append((lam2, star, 1 - star, used))", "out.append((lam2, star, 1 - lam2, used))",
       "the non-reversible gap is 1 - Re lambda_2 instead of 1 - |lambda_*|"),
    _m("audit21c.mp_spectrum.random_scan_over_states", MPS,
       "M /= n", "M /= N",
       "the mpmath random-scan kernel averages the site kernels over N states instead of n sites"),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py (102 statements: 3)
    _m("audit21c.estimators.exact_space_q_n_swapped", EST,
       "m = order_parameter(StateSpace(K.q, K.n, max_states=K.n_states).all_states())",
       "m = order_parameter(StateSpace(K.n, K.q, max_states=K.n_states).all_states())",
       "the exact estimator enumerates n**q states instead of q**n (same only when q == n)"),
    _m("audit21c.estimators.exact_phase_scan_dropped", EST,
       'scan=task.option("scan"), name=task.model)\n    K, pi = chain.kernel, chain.pi',
       'name=task.model)\n    K, pi = chain.kernel, chain.pi',
       "exact-phase ignores its `scan` option (always random scan)"),
    _m("audit21c.estimators.sampled_systematic_steps", EST,
       'n_steps = sweeps * n if scan == "random" else sweeps', "n_steps = sweeps * n",
       "sampled-order runs n times too many systematic sweeps (a systematic step is already a sweep)"),
    # ------------------------------------------------------------------ toolkit/app/commands/exact.py (82 statements: 3)
    _m("audit21c.exact_cmd.start_drops_lazy", EXCMD,
       "scan=args.scan, lazy=args.lazy,\n                           max_states=args.max_states, name=args.model)",
       "scan=args.scan,\n                           max_states=args.max_states, name=args.model)",
       "with --start, the chain is built without --lazy"),
    _m("audit21c.exact_cmd.lumpable_only_when_asked", EXCMD,
       'lumpable = args.method != "enumerate" and args.model in REGISTRY_FAMILIES',
       'lumpable = args.method == "lumped" and args.model in REGISTRY_FAMILIES',
       "--method auto builds exchangeable families with the q**n guard (refused beyond enumeration)"),
    _m("audit21c.exact_cmd.start_index_off_by_one", EXCMD,
       "if idx >= space.size:", "if idx > space.size:",
       "--start q**n is not refused with the --start message"),
    # ------------------------------------------------------------------ toolkit/models/families.py (45 statements: 3)
    _m("audit21c.families.coupling_beats_gamma", FAM,
       "if gamma is None and coupling is not None:", "if coupling is not None:",
       "planted-margin: --coupling overrides an explicit gamma (the docstring: an explicit gamma wins)"),
    _m("audit21c.families.independent_shape_swapped", FAM,
       "as_rng(seed).normal(0.0, scale, size=(n, q))", "as_rng(seed).normal(0.0, scale, size=(q, n))",
       "independent: fields of shape (q, n), i.e. q sites over n tokens"),
    _m("audit21c.families.random_pairwise_symmetric_ignored", FAM,
       "return toy.random_pairwise(q, n, scale, symmetric=symmetric, max_memory=None, rng=seed)",
       "return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)",
       "random-pairwise ignores symmetric=True"),
    # ------------------------------------------------------------------ toolkit/exceptions.py (79 statements: 3)
    _m("audit21c.exceptions.sci_mantissa_unrounded", EXC,
       "if round(m, 1) >= 10:", "if m >= 10:",
       "_sci prints a mantissa 9.96 as 10.0e+N instead of 1.0e+(N+1)"),
    _m("audit21c.exceptions.bytes_1024_in_bytes", EXC,
       'if n < 1024:\n        return f"{n:.0f} B"', 'if n <= 1024:\n        return f"{n:.0f} B"',
       "_human_bytes writes 1024 bytes as '1024 B' instead of '1.0 KiB'"),
    _m("audit21c.exceptions.unknown_name_repr", EXC,
       "return str(self.args[0]) if len(self.args) == 1 else super().__str__()", "return super().__str__()",
       "UnknownNameError's str() is the KeyError repr (quoted) instead of the message"),
    # ------------------------------------------------------------------ toolkit/models/sceptr.py (337 statements: 5)
    _m("audit21c.sceptr.cdr3a_window_from_start", SCEPTR,
       'start = min(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       'start = min(_CDR3_START if loop == "CDR3B" else 0, len(seq) - n)',
       "the default window skips the germline CAxx only on CDR3B, not on CDR3A"),
    _m("audit21c.sceptr.with_template_tcr_keeps_text", SCEPTR,
       'if {"tcr", "loop"} & set(changes) and "text" not in changes:',
       'if "loop" in changes and "text" not in changes:',
       "with_template(tcr=...) keeps the old text, which then overrides the new TCR's loop"),
    _m("audit21c.sceptr.load_drops_batch_size", SCEPTR,
       'kw = {} if batch_size is None else {"batch_size": batch_size}', "kw = {}",
       "load_sceptr ignores batch_size"),
    _m("audit21c.sceptr.positions_guard_off_by_one", SCEPTR,
       "bad = [p for p in positions if not 0 <= p < length]", "bad = [p for p in positions if not 0 <= p <= length]",
       "free_positions equal to the loop length pass the check (IndexError later, not the named error)"),
    _m("audit21c.sceptr.all_conditionals_site_order", SCEPTR,
       "pos = self._free.repeat(B)", "pos = self._free.repeat_interleave(B)",
       "all_conditionals pairs the masked copies with the sites in the wrong order (right only for B = 1)"),
    # ------------------------------------------------------------------ exact/unmasking.py (300 statements: 5)
    _m("audit21c.unmasking.margin_top_minus_bottom", UNMASK,
       "score = top[:, :, -1] - top[:, :, -2]", "score = top[:, :, -1] - top[:, :, 0]",
       "margin order ranks by largest minus SMALLEST probability instead of the top-two gap (same for q = 2)"),
    _m("audit21c.unmasking.default_remask_floor_half", UNMASK,
       "sorted({min(2, n), (n + 1) // 2})", "sorted({min(2, n), n // 2})",
       "default_samplers remasks floor(n/2) sites instead of ceil(n/2) (same for even n)"),
    _m("audit21c.unmasking.remask_rounds_floor", UNMASK,
       "for _ in range(-(-r // min(k, r))):", "for _ in range(r // min(k, r)):",
       "remasking re-predicts in floor(r/k) unmasking steps instead of ceil(r/k) (mass left masked when k "
       "does not divide r)"),
    _m("audit21c.unmasking.chain_temperature_unchecked", UNMASK,
       "if chain.temperature != T or chain.n_states != q**n:", "if chain.n_states != q**n:",
       "compare_samplers accepts a chain at another temperature"),
    _m("audit21c.unmasking.tv_after_restarts", UNMASK,
       "for _ in range(tt - done):", "for _ in range(tt):",
       "TV after t Glauber steps steps on t more from the previous t (cumulative: t_1 + ... + t_c steps)"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit21c.soundness.ineq_keeps_best_case": "audit4c.soundness.best_case_shown",
    "audit21c.soundness.ineq_empty_cases_pass": "cov5h3.soundness.no_case_passes",
    "audit21c.soundness.alpha_row_sums": "audit7a.soundness.alpha_row_sums",
    "audit21c.soundness.kernel_drops_lazy_factor": "sweep6s4.soundness.kernel_lazy_unscaled",
    "audit21c.soundness.mult_gap_unsquared": "audit4c.soundness.mult_gap_not_squared",
    "audit21c.soundness.group_exception_swallowed": "audit16b.soundness.group_error_swallowed",
    "audit21c.space.states_guard_off_by_one": "space.index_range_off_by_one",
    "audit21c.space.of_drops_max_states": "audit14a.space.of_drops_max_states",
    "audit21c.output.free_positions_raw_ids": "harden10g.output.free_positions_model_indices",
    "audit21c.output.span_range_short": "audit15a.output.span_off_by_one",
    "audit21c.output.seconds_left_in_payload": "audit4c.output.seconds_kept",
    "audit21c.strategies.symmetric_pairwise_no_transpose": "audit4b.strategies.sym_no_transpose",
    "audit21c.strategies.table_repair_wrong_context": "audit4b.strategies.table_ctx_x",
    "audit21c.strategies.contracting_per_site_no_split": "sweep6s3.strategies.contract_no_n1",
    "audit21c.transfer.gauge_wrong_axis": "audit7a.transfer.gauge_axis",
    "audit21c.transfer.potts_ratio_q_minus_1": "sweep6s2.transfer.potts_ratio_q_minus_1",
    "audit21c.transfer.two_by_two_branches_swapped": "audit7a.transfer.two_by_two_det_branch",
    "audit21c.transfer.chi_without_temperature": "sweep6s2.transfer.chi_no_T",
    "audit21c.transfer.cycle_close_untransposed": "audit7a.transfer.cycle_close_not_transposed",
    "audit21c.transfer.cycle_gap_signed": "audit7a.transfer.cycle_gap_no_abs",
    "audit21c.transfer.path_end_rows_bulk": "transfer.path_end_row_sum",
    "audit21c.mp_spectrum.reversible_gap_top_only": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit21c.mp_spectrum.nonrev_gap_from_lambda2": "prm20d._mp_spectrum.gap_from_lambda2",
    "audit21c.estimators.exact_phase_scan_dropped": "prm20c.estimators.exact_phase_scan_ignored",
    "audit21c.estimators.sampled_systematic_steps": "audit4c.estimators.systematic_steps",
    "audit21c.exact_cmd.start_drops_lazy": "audit7c.exact_cmd.start_chain_not_lazy",
    "audit21c.exact_cmd.lumpable_only_when_asked": "audit5c.exact_cmd.auto_never_lumps",
    "audit21c.exact_cmd.start_index_off_by_one": "audit4d.exact.start_index_bound",
    "audit21c.families.coupling_beats_gamma": "audit9c.families.planted_coupling_overrides_gamma",
    "audit21c.families.independent_shape_swapped": "audit5b.families.independent_transposed",
    "audit21c.exceptions.sci_mantissa_unrounded": "audit4e.exceptions.sci_round_carry",
    "audit21c.exceptions.bytes_1024_in_bytes": "audit4e.exceptions.bytes_1024_boundary",
    "audit21c.exceptions.unknown_name_repr": "sweep6s3.exceptions.unknown_repr",
    "audit21c.sceptr.with_template_tcr_keeps_text": "harden9e.sceptr.with_template_tcr_keeps_text",
    "audit21c.sceptr.positions_guard_off_by_one": "sweep6s5.sceptr.positions_last_refused",
    "audit21c.sceptr.all_conditionals_site_order": "audit9b.sceptr.all_conditionals_pos",
    "audit21c.unmasking.margin_top_minus_bottom": "unmasking.margin_top_minus_bottom",
    "audit21c.unmasking.default_remask_floor_half": "prm18b.unmasking.remask_floor_half",
    "audit21c.unmasking.remask_rounds_floor": "blind2.unmasking.remask_rounds_floor",
    "audit21c.unmasking.chain_temperature_unchecked": "cov5h1.unmasking.chain_temperature",
    "audit21c.unmasking.tv_after_restarts": "unmasking.glauber_repair_restarts",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit21c.soundness.sector_certificate_full_rest": {
        "note": "fresh; no test held the section's certificate claim against an engine whose rest bound is too "
                "small, so a check twice too loose (L_k + R_k) passed a correct toolkit as well. The new test "
                "understates R_k^2 by 0.3 (R_k/2 by 0.548, below the section's own tightness 0.95 on the "
                "antiferromagnet) and needs the claim to fail",
        "killed_by": "tests/toolkit/test_audit21c_soundness.py::"
                     "test_sector_certificate_fails_with_an_understated_rest_bound"},
    "audit21c.sceptr.cdr3a_window_from_start": {
        "note": "fresh; the tests built CDR3A templates with free_positions='all' or checked only the loop's "
                "sequence, never where the default window starts, so the documented default (after the 4th "
                "residue on every CDR3 loop) was pinned on CDR3B alone",
        "killed_by": "tests/toolkit/test_audit21c_sceptr.py::test_cdr3a_window_starts_after_its_fourth_residue"},
    "audit21c.sceptr.load_drops_batch_size": {
        "note": "fresh; batch_size was checked through with_template and the class, not through load_sceptr "
                "(an option accepted and not handed on: the numbers are the same, only the chunking differs)",
        "killed_by": "tests/toolkit/test_audit21c_sceptr.py::test_load_sceptr_hands_batch_size_on"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

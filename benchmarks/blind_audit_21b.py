"""Twenty-first blind mutation audit, part b (issue 30): 48 mutants in the 12 modules dealt to part
21b by ``python benchmarks/blind_audit_5_draw.py --audit 21 --seed 2026120721`` (toolkit/app/claims.py,
exact/kernel.py, toolkit/app/sweep/runners.py, exact/lumped_sectors.py, exact/_powers.py,
toolkit/models/toy.py, exact/distance.py, toolkit/app/commands/verify.py, toolkit/models/registry.py,
toolkit/exact_torch.py, toolkit/app/mixing_diagram.py, exact/rectangles.py), written without
reading ``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_21_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_21b.py --list
    python benchmarks/blind_audit_21b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_21b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

CLAIMS = "toolkit/app/claims.py"
KERNEL = "exact/kernel.py"
RUNNERS = "toolkit/app/sweep/runners.py"
SECTORS = "exact/lumped_sectors.py"
POWERS = "exact/_powers.py"
TOY = "toolkit/models/toy.py"
DIST = "exact/distance.py"
VERIFY = "toolkit/app/commands/verify.py"
REGISTRY = "toolkit/models/registry.py"
TORCH = "toolkit/exact_torch.py"
DIAGRAM = "toolkit/app/mixing_diagram.py"
RECT = "exact/rectangles.py"
TESTS = {f: automut.default_tests(f) for f in (CLAIMS, KERNEL, RUNNERS, SECTORS, POWERS, TOY, DIST, VERIFY,
                                               REGISTRY, TORCH, DIAGRAM, RECT)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/claims.py (39 statements: 3)
    _m("audit21b.claims.kind_not_handed_on", CLAIMS,
       "kind=kind, section=section,", 'kind="theorem", section=section,',
       "ReportClaim drops its kind: every claim, comparisons too, becomes an asserted theorem"),
    _m("audit21b.claims.none_cell_empty", CLAIMS,
       'return "-"', 'return ""',
       "a None cell of a Markdown table is written empty instead of '-'"),
    _m("audit21b.claims.closing_underscore_unescaped", CLAIMS,
       r'r"(?<![\\\w])_|(?<!\\)_(?!\w)"', r'r"(?<![\\\w])_"',
       "md_escape escapes only an underscore that could open emphasis, not one that closes it (word_)"),
    # ------------------------------------------------------------------ exact/kernel.py (283 statements: 5)
    _m("audit21b.kernel.underflow_floor_float64", KERNEL,
       "floor = float(np.log(np.finfo(self.dtype).tiny)) + np.log(self.n)",
       "floor = float(np.log(np.finfo(np.float64).tiny)) + np.log(self.n)",
       "underflows judges a float32 kernel against float64's smallest normal number"),
    _m("audit21b.kernel.log_diagonal_lazy_factor_dropped", KERNEL,
       "out = logsumexp(terms, axis=0) + np.log1p(-self.lazy) - np.log(self.n)",
       "out = logsumexp(terms, axis=0) - np.log(self.n)",
       "log_diagonal of a lazy kernel leaves out the (1 - lazy) factor of the moves' part"),
    _m("audit21b.kernel.systematic_matvec_order", KERNEL,
       "for i in reversed(range(self.n)):", "for i in range(self.n):",
       "systematic-scan P f applies the site updates in the wrong order (P_{n-1} ... P_0)"),
    _m("audit21b.kernel.reverse_chunk_forward_prob", KERNEL,
       "rv = np.broadcast_to(C[lo:hi, :, None, :], (hi - lo, q, q, right))[m]",
       "rv = np.broadcast_to(C[lo:hi, None, :, :], (hi - lo, q, q, right))[m]",
       "offdiag_chunks(reverse=True) gives P(x, y) again where P(y, x) is due"),
    _m("audit21b.kernel.sym_matvec_lazy_factor_dropped", KERNEL,
       "out *= (1 - self.lazy) / self.n", "out /= self.n",
       "sym_matvec of a lazy kernel leaves out the (1 - lazy) factor (S's rows sum above 1)"),
    # ------------------------------------------------------------------ toolkit/app/sweep/runners.py (65 statements: 3)
    _m("audit21b.runners.skipped_counts_duplicates", RUNNERS,
       "n_skipped=len(unique) - len(pending)", "n_skipped=len(tasks) - len(pending)",
       "SweepSummary.n_skipped counts duplicate tasks of the grid as skipped"),
    _m("audit21b.runners.domain_error_not_wrapped", RUNNERS,
       "raise TaskFailedError(task, out) from out", "raise out",
       "a task's domain error stops the sweep unwrapped (no TaskFailedError naming the task)"),
    _m("audit21b.runners.pending_not_deduplicated", RUNNERS,
       "pending = [t for t in dict((t.key, t) for t in tasks).values() if t.key not in done]",
       "pending = [t for t in tasks if t.key not in done]",
       "duplicate tasks of the grid are run once per copy (pending not deduplicated by key)"),
    # ------------------------------------------------------------------ exact/lumped_sectors.py (269 statements: 5)
    _m("audit21b.lumped_sectors.reversible_last_sector_only", SECTORS,
       "reversible &= _is_symmetric(S)", "reversible = _is_symmetric(S)",
       "three_token_gap calls the chain reversible when the last sector alone is symmetric"),
    _m("audit21b.lumped_sectors.lazy_dropped_from_diagonal", SECTORS,
       "vals.insert(0, lazy + w * stay)", "vals.insert(0, w * stay)",
       "sector_operator leaves the holding mass lazy out of its diagonal"),
    _m("audit21b.lumped_sectors.pi_ratio_inverted", SECTORS,
       "0.5 * (lpi[Eba.col] - lpi[Eba.row])", "0.5 * (lpi[Eba.row] - lpi[Eba.col])",
       "sector_operator forms D^(1/2) M D^(-1/2) (same spectrum, not symmetric for a reversible chain)"),
    _m("audit21b.lumped_sectors.e32_a_off_by_one", SECTORS,
       "return (a - c) / (a - b + 1.0)", "return (a - c + 1.0) / (a - b + 1.0)",
       "Molev's coefficient of E_32 on the a-step off by one in its numerator"),
    _m("audit21b.lumped_sectors.dimension_by_hook", SECTORS,
       "sum(gt_dimension(lam) for lam in parts), certified)", "sum(hook_dimension(lam) for lam in parts), certified)",
       "SectorGaps.dimension sums the Specht dimensions f^lambda instead of dim V_lambda"),
    # ------------------------------------------------------------------ exact/_powers.py (125 statements: 3)
    _m("audit21b.powers.worst_index_last_tie", POWERS,
       "d >= d.max() - TIE_ATOL)[0])", "d >= d.max() - TIE_ATOL)[-1])",
       "worst_index takes the highest of the tied starts, not the lowest"),
    _m("audit21b.powers.gallop_stops_before_t_max", POWERS,
       "if t_base + 2**j > t_max:\n            break", "if t_base + 2**j >= t_max:\n            break",
       "strict_crossing does not take a galloping step that lands exactly on t_max"),
    _m("audit21b.powers.matmul_wrong_diagonal", POWERS,
       "self.off * db[None, :]", "self.off * da[:, None]",
       "_Power product multiplies O_a by the holding of its own rows instead of D_b's columns"),
    # ------------------------------------------------------------------ toolkit/models/toy.py (320 statements: 5)
    _m("audit21b.toy.cycle_needs_four", TOY,
       'if graph == "cycle" and n > 2:', 'if graph == "cycle" and n > 3:',
       "a 3-site cycle is built as a path (the closing edge needs n > 3)"),
    _m("audit21b.toy.centred_grand_mean_sign", TOY,
       "M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) + M.mean(",
       "M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) - M.mean(",
       "is_compatible's double centring subtracts the grand mean instead of adding it back"),
    _m("audit21b.toy.masked_logits_wrong_axis", TOY,
       "(Jx * ks[:, None, :, None]).sum(axis=2)", "(Jx * ks[:, None, :, None]).sum(axis=1)",
       "Pairwise.masked_logits sums the couplings over the wrong site axis"),
    _m("audit21b.toy.curie_weiss_n_minus_1", TOY,
       "J[...] = (beta / n) * np.outer(s, s)", "J[...] = (beta / (n - 1)) * np.outer(s, s)",
       "curie_weiss scales its couplings by beta/(n-1) instead of the documented beta/n"),
    _m("audit21b.toy.symmetric_no_token_transpose", TOY,
       "J[i, :i] = np.swapaxes(J[:i, i], -1, -2)", "J[i, :i] = J[:i, i]",
       "random_pairwise(symmetric=True) sets J[j, i] = J[i, j] without the token transpose"),
    # ------------------------------------------------------------------ exact/distance.py (108 statements: 3)
    _m("audit21b.distance.profile_last_time_missing", DIST,
       "for t in range(t_max + 1):\n        d[t] = tv(v, pi_arr)", "for t in range(t_max):\n        d[t] = tv(v, pi_arr)",
       "distance_from never fills d(t_max) (left uninitialised)"),
    _m("audit21b.distance.stepping_past_t_max", DIST,
       "if t >= t_max:\n                return StartMixing(None", "if t > t_max:\n                return StartMixing(None",
       "stepping runs one step past t_max before giving up"),
    _m("audit21b.distance.start_tie_strict", DIST,
       "if seen[0] <= eps + TIE_ATOL:", "if seen[0] < eps:",
       "doubling: a start exactly at d(0) = eps is not mixed at t = 0"),
    # ------------------------------------------------------------------ toolkit/app/commands/verify.py (65 statements: 3)
    _m("audit21b.verify.seed_not_handed_on", VERIFY,
       "rng=args.seed,", "rng=None,",
       "glauber verify ignores --seed (the report is not reproducible)"),
    _m("audit21b.verify.timings_left_in_sections", VERIFY,
       'times["sections"][key] = sec.pop("seconds")', 'times["sections"][key] = sec.get("seconds")',
       "--json: each section's seconds copied to the timings but left in the results"),
    _m("audit21b.verify.sections_not_stripped", VERIFY,
       'else [s.strip() for s in args.sections.split(",") if s.strip()]',
       'else [s for s in args.sections.split(",") if s.strip()]',
       "--sections 'a, b': the names keep their spaces"),
    # ------------------------------------------------------------------ toolkit/models/registry.py (108 statements: 3)
    _m("audit21b.registry.real_model_takes_default_q", REGISTRY,
       ' and key not in params and not (real and key == "q"):', " and key not in params:",
       "make_model applies a command's default q to a real model too"),
    _m("audit21b.registry.logit_table_exponent", REGISTRY,
       "return f + math.log10(n) + n * math.log10(q)", "return f + math.log10(n) + (n - 1) * math.log10(q)",
       "dense_array_bytes of a logit table counts q**(n-1) entries per site, not q**n"),
    _m("audit21b.registry.guard_defaults_win", REGISTRY,
       "eff.update(params)", "eff = {**params, **eff}",
       "the memory guard reads the family's defaults over the given parameters"),
    # ------------------------------------------------------------------ toolkit/exact_torch.py (336 statements: 5)
    _m("audit21b.exact_torch.pair_term_no_transpose", TORCH,
       "return (B if i < j else B.T).reshape(1, q, 1, q, 1)", "return B.reshape(1, q, 1, q, 1)",
       "_pair_term lays J[i, j] out untransposed when j < i (right only for symmetric blocks)"),
    _m("audit21b.exact_torch.from_kernel_drops_lazy", TORCH,
       "scan=K.scan, lazy=K.lazy,", "scan=K.scan, lazy=0.0,",
       "TorchKernel.from_kernel does not carry the kernel's laziness"),
    _m("audit21b.exact_torch.mixing_past_t_max", TORCH,
       "if t >= t_max:\n                worst_x", "if t > t_max:\n                worst_x",
       "torch mixing_time steps once past t_max"),
    _m("audit21b.exact_torch.symmetry_check_no_token_swap", TORCH,
       "np.allclose(J, np.swapaxes(np.swapaxes(J, 0, 1), 2, 3), rtol=0, atol=0)",
       "np.allclose(J, np.swapaxes(J, 0, 1), rtol=0, atol=0)",
       "pairwise_log_pi checks J[j, i] = J[i, j] instead of J[i, j].T"),
    _m("audit21b.exact_torch.float32_string_refused", TORCH,
       'if dtype in ("float32", np.float32, torch.float32):', "if dtype in (np.float32, torch.float32):",
       "the documented dtype spelling 'float32' is refused"),
    # ------------------------------------------------------------------ toolkit/app/mixing_diagram.py (265 statements: 5)
    _m("audit21b.mixing_diagram.lower_bound_finite_top", DIAGRAM,
       'hi = math.inf if kind == "lower" else value + err', "hi = value + err",
       "an exact lower bound on t_rel is given a finite upper end"),
    _m("audit21b.mixing_diagram.tmix_states_strict", DIAGRAM,
       "if t_mix and chain.n_states <= MAX_TMIX_STATES:", "if t_mix and chain.n_states < MAX_TMIX_STATES:",
       "a chain of exactly MAX_TMIX_STATES states gets no exact t_mix"),
    _m("audit21b.mixing_diagram.exact_method_samples", DIAGRAM,
       'if ts or method == "exact":', "if ts:",
       "method='exact' samples a cell that has no exact method"),
    _m("audit21b.mixing_diagram.last_window_dropped", DIAGRAM,
       "for k in range(0, len(ns) - WINDOW + 1):", "for k in range(0, len(ns) - WINDOW):",
       "the change temperature skips the last window of sizes (the largest ones)"),
    _m("audit21b.mixing_diagram.store_key_without_T", DIAGRAM,
       'f"cell-n{n}-T{T:.6g}.json"', 'f"cell-n{n}.json"',
       "the store's cell file is named by n only: cells at other temperatures are read back wrong"),
    # ------------------------------------------------------------------ exact/rectangles.py (246 statements: 5)
    _m("audit21b.rectangles.bound_site_i_twice", RECT,
       "_rectangle.bound(t, u, err[i], err[j])", "_rectangle.bound(t, u, err[i], err[i])",
       "the table's bound uses site i's logit error for site j too"),
    _m("audit21b.rectangles.rtol_floor_dropped", RECT,
       "r * max(1.0, float(np.abs(L.values[i]).max()))", "r * float(np.abs(L.values[i]).max())",
       "logit_rtol override without the floor max(1, max |l_i|)"),
    _m("audit21b.rectangles.duplicate_sites_accepted", RECT,
       "if len(idx) < 2:", "if len(items) < 2:",
       "sites=[1, 1] (one distinct site) is not refused"),
    _m("audit21b.rectangles.two_sites_always_reversible", RECT,
       "if P.n < 2:", "if P.n <= 2:",
       "rectangle_rule calls every two-site chain reversible"),
    _m("audit21b.rectangles.streamed_witnesses_least", RECT,
       'top = top[np.argsort(-absr[top], kind="stable")[:n_witnesses]]',
       'top = top[np.argsort(absr[top], kind="stable")[:n_witnesses]]',
       "the streamed summary keeps each chunk's smallest certified rectangles as witness candidates"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record:
#: same file, same place, same behaviour change). Judged fresh though an entry mutates the same line:
#: lumped_sectors.reversible_last_sector_only (audit14c's `|=` makes any symmetric sector decide, this
#: the last one), lumped_sectors.e32_a_off_by_one (lumped_sectors.e32_denominator moves the
#: denominator), toy.masked_logits_wrong_axis (audit15c masks the wrong axis, this sums over it),
#: distance.start_tie_strict (harden9c drops the slack, this breaks the exact tie too),
#: registry.guard_defaults_win (harden8h2 drops the given parameters, which leaves a family without
#: default n unguarded; here the defaults win only where a family has one), exact_torch.float32_string_refused
#: (harden9b refuses np.float32, this the string), mixing_diagram.store_key_without_T (harden8h1's
#: 3 digits merge close temperatures only, this every one), rectangles.duplicate_sites_accepted
#: (sweep6s2/harden8h2 accept one site, this refuses it but accepts it repeated).
DUPLICATE_OF: dict = {
    "audit21b.claims.kind_not_handed_on": "audit8a.claims.kind_ignored",
    "audit21b.claims.none_cell_empty": "sweep6s4.claims.cell_none",
    "audit21b.claims.closing_underscore_unescaped": "audit4c.claims.trailing_underscore",
    "audit21b.kernel.underflow_floor_float64": "harden9b.kernel.floor_float64_for_float32",
    "audit21b.kernel.log_diagonal_lazy_factor_dropped": "blind3.kernel.logdiag_lazy",
    "audit21b.kernel.systematic_matvec_order": "kernel.systematic_order",
    "audit21b.kernel.reverse_chunk_forward_prob": "blind3.kernel.reverse_copy",
    "audit21b.kernel.sym_matvec_lazy_factor_dropped": "blind3.kernel.sym_lazy",
    "audit21b.runners.skipped_counts_duplicates": "audit4e.runners.skipped_counts_duplicates",
    "audit21b.runners.domain_error_not_wrapped": "audit16c.runners.domain_error_not_wrapped",
    "audit21b.runners.pending_not_deduplicated": "audit5c.runners.pending_not_deduplicated",
    "audit21b.lumped_sectors.lazy_dropped_from_diagonal": "audit4a.lumped_sectors.lazy_diagonal",
    "audit21b.lumped_sectors.pi_ratio_inverted": "lumped_sectors.pi_weight_inverted",
    "audit21b.powers.worst_index_last_tie": "blind3.powers.worst_last",
    "audit21b.powers.gallop_stops_before_t_max": "cmp16c._powers.gallop_short_of_t_max",
    "audit21b.powers.matmul_wrong_diagonal": "blind3.powers.matmul_scale",
    "audit21b.toy.cycle_needs_four": "sweep6s5.toy.cycle_not_closed_at_three",
    "audit21b.toy.centred_grand_mean_sign": "audit4b.toy.centre_sign",
    "audit21b.toy.curie_weiss_n_minus_1": "audit4b.toy.cw_n_minus_1",
    "audit21b.toy.symmetric_no_token_transpose": "audit4b.toy.sym_no_swap",
    "audit21b.distance.profile_last_time_missing": "audit5c.distance.profile_last_unset",
    "audit21b.distance.stepping_past_t_max": "audit5c.distance.stepping_one_past_t_max",
    "audit21b.verify.seed_not_handed_on": "prm18b.verify.seed_ignored",
    "audit21b.verify.timings_left_in_sections": "audit4c.verify.timings_left_in",
    "audit21b.verify.sections_not_stripped": "audit12a.verify.sections_not_stripped",
    "audit21b.registry.real_model_takes_default_q": "audit4e.registry.defaults_q_to_real",
    "audit21b.registry.logit_table_exponent": "audit4e.registry.table_q_power_n_minus_1",
    "audit21b.exact_torch.pair_term_no_transpose": "prm20e.exact_torch.pair_term_not_transposed",
    "audit21b.exact_torch.mixing_past_t_max": "harden11b.exact_torch.stepping_gives_up_late",
    "audit21b.exact_torch.symmetry_check_no_token_swap": "audit8a.exact_torch.log_pi_symmetry_no_token_transpose",
    "audit21b.mixing_diagram.lower_bound_finite_top": "sweep6s4.mixing_diagram.lower_high_finite",
    "audit21b.mixing_diagram.tmix_states_strict": "prm21b.mixing_diagram.tmix_cap_exclusive",
    "audit21b.mixing_diagram.exact_method_samples": "sweep6s4.mixing_diagram.exact_method_samples",
    "audit21b.mixing_diagram.last_window_dropped": "blind2.mixing_diagram.last_window_dropped",
    "audit21b.rectangles.bound_site_i_twice": "blind2.rectangles.err_i_twice",
    "audit21b.rectangles.rtol_floor_dropped": "blind2.rectangles.rtol_no_floor",
    "audit21b.rectangles.two_sites_always_reversible": "harden8h2.rectangles.two_sites_reversible",
    "audit21b.rectangles.streamed_witnesses_least": "harden11e.rectangles.chunk_best_ascending",
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

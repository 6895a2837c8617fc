"""Nineteenth blind mutation audit, part c (issue 30): 48 mutants in the 12 modules dealt to part
19c by ``python benchmarks/blind_audit_5_draw.py --audit 19 --seed 2026120619`` (toolkit/plot.py,
toolkit/app/commands/exact.py, toolkit/app/commands/scan.py, toolkit/app/report/_model.py,
exact/_lowrank_tmix.py, toolkit/app/sweep/executors.py, toolkit/dynamics.py, exact/pairwise_logits.py,
exact/metastable.py, toolkit/app/commands/rectangle.py, toolkit/models/masked_toy.py,
toolkit/models/families.py), written without reading ``scripts/mutants.py``, any other audit's
catalogue or any file under ``tests/`` (protocol: benchmarks/blind_audit_19_protocol.md). 3 mutants
per module under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before
anything runs, ``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_19c.py --list
    python benchmarks/blind_audit_19c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_19c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

PLOT = "toolkit/plot.py"
EXC = "toolkit/app/commands/exact.py"
SCAN = "toolkit/app/commands/scan.py"
RMOD = "toolkit/app/report/_model.py"
LRT = "exact/_lowrank_tmix.py"
EXE = "toolkit/app/sweep/executors.py"
DYN = "toolkit/dynamics.py"
PWL = "exact/pairwise_logits.py"
MET = "exact/metastable.py"
RECT = "toolkit/app/commands/rectangle.py"
MTOY = "toolkit/models/masked_toy.py"
FAM = "toolkit/models/families.py"
TESTS = {f: automut.default_tests(f) for f in (PLOT, EXC, SCAN, RMOD, LRT, EXE, DYN, PWL, MET, RECT, MTOY, FAM)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/plot.py (347 statements: 5)
    _m("audit19c.plot.tv_curve_tmix_strict", PLOT,
       "below = np.flatnonzero(d <= eps)", "below = np.flatnonzero(d < eps)",
       "plot_tv_curve on an array: t_mix is the first t with d(t) < eps instead of <= eps (a tie is missed)"),
    _m("audit19c.plot.lambda_star_real_max", PLOT,
       "return float(min(np.abs(rest).max(), 1.0))", "return float(min(rest.real.max(), 1.0))",
       "_lambda_star: the largest real part (lambda_2) instead of the largest modulus, so a negative or "
       "complex eigenvalue of larger modulus is missed"),
    _m("audit19c.plot.readable_height_scaled", PLOT,
       "fig.set_size_inches(max_width, h)", "fig.set_size_inches(max_width, h * max_width / w)",
       "save/_readable: a figure narrowed to max_width also has its height scaled (documented: height kept)"),
    _m("audit19c.plot.trace_chain_index_guard", PLOT,
       "idx.max() >= v.shape[0]", "idx.max() > v.shape[0]",
       "plot_trace: chains index equal to the number of chains is not refused (off by one at the guard)"),
    _m("audit19c.plot.nlogn_fit_includes_n2", PLOT,
       "ok = (n >= 3) & np.isfinite(t)", "ok = (n >= 2) & np.isfinite(t)",
       "plot_nlogn: the c n ln n fit includes n = 2 (documented: over n >= 3), changing c"),
    # ------------------------------------------------------------------ toolkit/app/commands/exact.py (82 statements: 3)
    _m("audit19c.exact_cmd.start_index_guard", EXC,
       "if idx >= space.size:", "if idx > space.size:",
       "start_state: the index q**n (one past the last state) is not refused with the documented error"),
    _m("audit19c.exact_cmd.start_token_index_bound", EXC,
       "elif t.isdigit() and int(t) < q:", "elif t.isdigit() and int(t) <= q:",
       "start_state: a token index equal to q is accepted (off by one), an out-of-range state instead of the error"),
    _m("audit19c.exact_cmd.lumpable_only_when_lumped", EXC,
       'lumpable = args.method != "enumerate" and', 'lumpable = args.method == "lumped" and',
       "run: with --method auto an exchangeable family is built under the q**n enumeration guard, so a large n "
       "that the lumped chain handles is refused"),
    # ------------------------------------------------------------------ toolkit/app/commands/scan.py (91 statements: 3)
    _m("audit19c.scan_cmd.nmax_exclusive", SCAN,
       'minimum=lo) + 1)', 'minimum=lo))',
       "scan nlogn: sizes run n_min..n_max - 1 (n_max left out)"),
    _m("audit19c.scan_cmd.none_all_hold_fails", SCAN,
       "ok = res.all_hold is not False", "ok = bool(res.all_hold)",
       "scan nlogn: a scan with no applicable bound (all_hold None) exits 1 instead of 0"),
    _m("audit19c.scan_cmd.sizes_conflict_both_only", SCAN,
       "            if given:  # neither silently wins", "            if len(given) == 2:  # neither silently wins",
       "scan nlogn: --sizes with only one of --n-min/--n-max is accepted (one silently loses)"),
    # ------------------------------------------------------------------ toolkit/app/report/_model.py (60 statements: 3)
    _m("audit19c.report_model.slack_for_comparisons", RMOD,
       'if c.kind != "theorem" or c.slack is None:', "if c.slack is None:",
       "slack_cell: comparisons (measured, not asserted) show a slack instead of '-'"),
    _m("audit19c.report_model.slack_format", RMOD,
       'return f"{float(c.slack):.3g}"', 'return f"{float(c.slack):.3f}"',
       "slack_cell: fixed 3 decimals instead of 3 significant digits"),
    _m("audit19c.report_model.reason_numbering", RMOD,
       "for k, c in enumerate(claims, 1) if c.reason]", "for k, c in enumerate(claims) if c.reason]",
       "reason_lines: claims numbered from 0, not as in their table (from 1)"),
    # ------------------------------------------------------------------ exact/_lowrank_tmix.py (195 statements: 5)
    _m("audit19c.lowrank.bound_half_factor", LRT,
       "return (math.inf if x >= 1 else 2.0 * k * e / (1.0 - x)) + 1e-14",
       "return (math.inf if x >= 1 else k * e / (1.0 - x)) + 1e-14",
       "_factored_bound: half the documented 2 k e / (1 - 2 k e), so decisions within the true error are taken"),
    _m("audit19c.lowrank.bisect_skips_last_power", LRT,
       "js = range(k - 2, -1, -1)", "js = range(k - 2, 0, -1)",
       "_bisect_powers: the greedy bisection never tries P^1, so t_mix can be one step late"),
    _m("audit19c.lowrank.prune_sign", LRT,
       "keep = dk > thr - b  # prune only starts provably at most eps",
       "keep = dk > thr + b  # prune only starts provably at most eps",
       "_factored_search doubling: starts within the error bound above eps are pruned (not provably below)"),
    _m("audit19c.lowrank.k_high_off_by_one", LRT,
       "k_high = t_max // tau + 1", "k_high = t_max // tau",
       "_factored_search: when d(k tau) > eps up to t_max the bisection on k stops one block short"),
    _m("audit19c.lowrank.doubling_stop", LRT,
       "if dists[-1] <= thr or 2 * t > t_max:", "if dists[-1] <= thr or t >= t_max:",
       "lowrank_mixing_time: squares past t_max, so a t_mix in (t, t_max] is reported as None"),
    # ------------------------------------------------------------------ toolkit/app/sweep/executors.py (79 statements: 3)
    _m("audit19c.executors.local_zero_accepted", EXE,
       "            if n < 1:", "            if n < 0:",
       "parse_executor: local:0 is accepted (a pool of 0 workers) instead of the error"),
    _m("audit19c.executors.local1_not_serial", EXE,
       'return ("serial", None) if n == 1 else ("local", n)', 'return ("local", n)',
       "parse_executor: local:1 gives a one-worker process pool instead of serial"),
    _m("audit19c.executors.dask_empty_address", EXE,
       "    if kind == \"dask\":\n        if not arg:", "    if kind == \"dask\":\n        if arg is None:",
       "parse_executor: 'dask:' with an empty address is accepted"),
    # ------------------------------------------------------------------ toolkit/dynamics.py (390 statements: 5)
    _m("audit19c.dynamics.event_threshold_D", DYN,
       "for c in (0, D - 1):", "for c in (0, D):",
       "distinguishing_lower_bound: the second event is h > D (impossible) instead of h >= D"),
    _m("audit19c.dynamics.escape_radius_floor", DYN,
       "radius = max(1, math.ceil((1.0 - 1.0 / q) * n / 2.0))", "radius = max(1, math.floor((1.0 - 1.0 / q) * n / 2.0))",
       "_escapes: the escape radius rounded down instead of up (documented ceil((1 - 1/q) n / 2))"),
    _m("audit19c.dynamics.basin_hits_count_input", DYN,
       "if k >= int(first):", "if k >= 0:",
       "find_basins: the input's own quench is counted as a hit of a random start"),
    _m("audit19c.dynamics.far_tie_first", DYN,
       "far = int(len(X) - 1 - np.argmax(dist[::-1]))", "far = int(np.argmax(dist))",
       "dynamic_point: on a tie the farthest start is the first such start, not the last (documented)"),
    _m("audit19c.dynamics.iat_low_one_sided", DYN,
       "lo_t = relaxation_from_iat(max(tau - 1.96 * se, 1.0), k)",
       "lo_t = relaxation_from_iat(max(tau - 1.645 * se, 1.0), k)",
       "_iat_timescale: the low end of t_rel from a 90% interval instead of the documented 95%"),
    # ------------------------------------------------------------------ exact/pairwise_logits.py (177 statements: 5)
    _m("audit19c.pairwise_logits.values_guard_no_n", PWL,
       "need = 8.0 * self.n * self.space.size", "need = 8.0 * self.space.size",
       "values: the memory guard forgets the factor n (an (n, q**n) table), so oversize tables are built"),
    _m("audit19c.pairwise_logits.table_no_transpose", PWL,
       "term = placed(B if i < j else B.T,", "term = placed(B,",
       "_table_block: the coupling block J[i, j] with j < i is not transposed (wrong for asymmetric couplings)"),
    _m("audit19c.pairwise_logits.zero_right_wrong_axis", PWL,
       "term = B[:, 0].reshape((1,) * i + (q,))", "term = B[0, :].reshape((1,) * i + (q,))",
       "site_zero_right: the right neighbour at token 0 read from the wrong axis of J[i, j]"),
    _m("audit19c.pairwise_logits.witness_last", PWL,
       "if cert.any() and witness is None:", "if cert.any():",
       "_decide: the witness is the last certified site pair, not the first"),
    _m("audit19c.pairwise_logits.ratio_last_pair", PWL,
       "ratio = max(ratio, float(r.max()) if r.size else 0.0)", "ratio = float(r.max()) if r.size else 0.0",
       "_decide: the reported max |log R|/bound is that of the last site pair, not the max over pairs"),
    # ------------------------------------------------------------------ exact/metastable.py (237 statements: 5)
    _m("audit19c.metastable.bottleneck_no_eps", MET,
       "[mask]).sum()) - eps", "[mask]).sum())",
       "bottleneck_lower_bound: (1 - pi(S)) / Phi without the - eps"),
    _m("audit19c.metastable.singleton_no_1_over_n", MET,
       "axis=1) - math.log(n)", "axis=1)",
       "singleton_log_exit_times: the 1/n site choice dropped, exit times n times too short"),
    _m("audit19c.metastable.singleton_lazy_sign", MET,
       "log_leave = log_leave + math.log1p(-kernel.lazy)", "log_leave = log_leave - math.log1p(-kernel.lazy)",
       "singleton_log_exit_times: laziness shortens the exit time instead of lengthening it"),
    _m("audit19c.metastable.can_exit_all_seeds", MET,
       "seeds = np.flatnonzero(exits > 0)", "seeds = np.flatnonzero(exits >= 0)",
       "_check_can_exit: every state counts as exiting, so a trapped set is never refused"),
    _m("audit19c.metastable.overflow_cut_boundary", MET,
       "return float(np.exp(self.log_exit_time)) if self.log_exit_time < 709 else math.inf",
       "return float(np.exp(self.log_exit_time)) if self.log_exit_time <= 709 else math.inf",
       "LogExitComparison.exit_time: log = 709 gives a float instead of inf (documented: boundary included)"),
    # ------------------------------------------------------------------ toolkit/app/commands/rectangle.py (105 statements: 3)
    _m("audit19c.rectangle_cmd.topk_equal_q_refused", RECT,
       "if q_known is not None and k > q_known:", "if q_known is not None and k >= q_known:",
       "run: --top-k equal to the size of V is refused (off by one)"),
    _m("audit19c.rectangle_cmd.npairs_adjacent_accepted", RECT,
       '        if args.pairs != "random":', '        if args.pairs == "all":',
       "run: --n-pairs with --pairs adjacent is silently accepted"),
    _m("audit19c.rectangle_cmd.excerpt_split_threshold", RECT,
       "if j - i > 2 * width + 1:", "if j - i > 2 * width:",
       "_excerpt: sites 2 width + 1 apart are shown as two excerpts joined by ... instead of one"),
    # ------------------------------------------------------------------ toolkit/models/masked_toy.py (244 statements: 5)
    _m("audit19c.masked_toy.mfp_field_over_n", MTOY,
       "field=b.field + b.beta / L * c)", "field=b.field + b.beta / self.length * c)",
       "reduced (mean-field Potts): the fixed sites' field divided by n instead of L"),
    _m("audit19c.masked_toy.cw_coupling_over_n", MTOY,
       "J = (b.beta / L)", "J = (b.beta / n)",
       "reduced (Curie-Weiss): the free sites' coupling beta/n instead of beta/L"),
    _m("audit19c.masked_toy.window_floor", MTOY,
       "start = round((L - n) / 2)", "start = (L - n) // 2",
       "_build: the centred window starts at floor((L - n)/2), not Python's round (half to even)"),
    _m("audit19c.masked_toy.length_letters_q20", MTOY,
       'if q <= len(AMINO) else len(text.split())', 'if q < len(AMINO) else len(text.split())',
       "_length: at q = 20 a text of letters is counted as whitespace-separated words"),
    _m("audit19c.masked_toy.free_position_guard", MTOY,
       "bad = [p for p in pos if not 0 <= p < L]", "bad = [p for p in pos if not 0 <= p <= L]",
       "_set_template: a free position equal to L is not refused with the documented error"),
    # ------------------------------------------------------------------ toolkit/models/families.py (45 statements: 3)
    _m("audit19c.families.planted_default_gamma", FAM,
       "gamma = gamma if gamma is not None else 2.0", "gamma = gamma if gamma is not None else 1.0",
       "_planted_margin: default margin 1 instead of the documented 2"),
    _m("audit19c.families.asymmetric_is_symmetric", FAM,
       "return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)",
       "return toy.random_pairwise(q, n, scale, symmetric=True, max_memory=None, rng=seed)",
       "asymmetric-pairwise builds symmetric couplings"),
    _m("audit19c.families.coupling_beats_gamma", FAM,
       "if gamma is None and coupling is not None:", "if coupling is not None:",
       "_planted_margin: --coupling overrides an explicit gamma (documented: explicit gamma wins)"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record).
#: Fresh (judgement calls, same spot but a different behaviour change): lowrank.doubling_stop (audit10a's
#: square_stop_ge stops one doubling early at 2 t = t_max; this one squares past t_max), dynamics.iat_low_one_sided
#: (harden11b's iat_interval_1sigma uses 1.0 sigma; this one 1.645), pairwise_logits.table_no_transpose (audit4a's
#: block_transpose swaps both branches; this one drops the transpose for j < i only), metastable.singleton_lazy_sign
#: (blind3's singleton_lazy_sign gives log1p(lazy); this one -log1p(-lazy), another value).
DUPLICATE_OF: dict = {
    "audit19c.plot.tv_curve_tmix_strict": "audit4e.plot.tmix_strict",
    "audit19c.plot.lambda_star_real_max": "prm19e.plot.lambda_star_real_max",
    "audit19c.plot.readable_height_scaled": "audit14c.plot.narrow_keeps_aspect",
    "audit19c.plot.trace_chain_index_guard": "audit4e.plot.chains_index_equal_n",
    "audit19c.plot.nlogn_fit_includes_n2": "audit4e.plot.nlogn_fit_from_2",
    "audit19c.exact_cmd.start_index_guard": "audit4d.exact.start_index_bound",
    "audit19c.exact_cmd.start_token_index_bound": "audit4d.exact.start_token_digit",
    "audit19c.exact_cmd.lumpable_only_when_lumped": "audit5c.exact_cmd.auto_never_lumps",
    "audit19c.scan_cmd.nmax_exclusive": "audit4d.scan.nmax_exclusive",
    "audit19c.scan_cmd.none_all_hold_fails": "audit4d.scan.none_fails",
    # len(given) > 1 there, == 2 here: `given` holds at most the two flags, so the same behaviour
    "audit19c.scan_cmd.sizes_conflict_both_only": "audit4d.scan.sizes_conflict",
    "audit19c.report_model.slack_for_comparisons": "audit4e.model.slack_shown_for_comparisons",
    "audit19c.report_model.slack_format": "audit14b._model.slack_format",
    "audit19c.report_model.reason_numbering": "audit4e.model.reason_numbering_from_0",
    "audit19c.lowrank.bound_half_factor": "audit14a._lowrank_tmix.bound_halved",
    "audit19c.lowrank.bisect_skips_last_power": "audit15c._lowrank_tmix.bisect_skips_last_power",
    "audit19c.lowrank.prune_sign": "audit15c._lowrank_tmix.prune_margin_sign",
    "audit19c.lowrank.k_high_off_by_one": "audit6c.lowrank.k_high_off_by_one",
    "audit19c.executors.local_zero_accepted": "audit4e.executors.local_zero_accepted",
    "audit19c.executors.local1_not_serial": "audit5b.executors.local1_not_serial",
    "audit19c.executors.dask_empty_address": "audit4e.executors.dask_empty_address",
    "audit19c.dynamics.event_threshold_D": "audit10c.dynamics.distinguish_all_sites_event",
    "audit19c.dynamics.escape_radius_floor": "audit10c.dynamics.escape_radius_floor",
    "audit19c.dynamics.basin_hits_count_input": "audit10c.dynamics.input_counted_as_hit",
    "audit19c.dynamics.far_tie_first": "audit14a.dynamics.far_first_tie",
    "audit19c.pairwise_logits.values_guard_no_n": "audit8a.pairwise_logits.values_guard_no_n",
    "audit19c.pairwise_logits.zero_right_wrong_axis": "audit4a.pairwise_logits.zero_right_row",
    "audit19c.pairwise_logits.witness_last": "sweep6s2.pairwise_logits.rule_last_witness",
    "audit19c.pairwise_logits.ratio_last_pair": "audit11b.pairwise_logits.ratio_last_pair",
    "audit19c.metastable.bottleneck_no_eps": "metastable.bottleneck_numerator",
    "audit19c.metastable.singleton_no_1_over_n": "metastable.singleton_no_site_average",
    "audit19c.metastable.can_exit_all_seeds": "audit5b.metastable.can_exit_seeds_nonneg",
    "audit19c.metastable.overflow_cut_boundary": "cmp15d.metastable.exit_time_finite_at_709",
    "audit19c.rectangle_cmd.topk_equal_q_refused": "audit4d.rectangle.topk_q_boundary",
    "audit19c.rectangle_cmd.npairs_adjacent_accepted": "audit4d.rectangle.npairs_adjacent",
    # j - i >= 2 w + 1 there, > 2 w here: the same on integers
    "audit19c.rectangle_cmd.excerpt_split_threshold": "sweep6s5.rectangle_cmd.excerpt_split_ge",
    "audit19c.masked_toy.mfp_field_over_n": "audit4b.masked_toy.mfp_field_n",
    "audit19c.masked_toy.cw_coupling_over_n": "audit4b.masked_toy.cw_J_n",
    "audit19c.masked_toy.window_floor": "sweep6s5.masked_toy.window_floor",
    "audit19c.masked_toy.length_letters_q20": "harden9b.masked_toy.length_q20_words",
    "audit19c.masked_toy.free_position_guard": "audit6b.masked_toy.free_position_upper_bound",
    "audit19c.families.planted_default_gamma": "audit4b.families.gamma_default",
    "audit19c.families.asymmetric_is_symmetric": "audit4b.families.asym_symmetric",
    "audit19c.families.coupling_beats_gamma": "audit9c.families.planted_coupling_overrides_gamma",
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

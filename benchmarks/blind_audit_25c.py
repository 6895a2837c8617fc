"""Twenty-fifth blind mutation audit, part c (issue 30): 47 mutants in the 12 modules dealt to part
25c by ``python benchmarks/blind_audit_5_draw.py --audit 25 --seed 2026120725`` (toolkit/models/_params.py,
toolkit/_rectangle.py, exact/compat.py, exact/kernel.py, toolkit/models/basins.py, toolkit/app/output.py,
toolkit/bounds.py, exact/_powers.py, toolkit/_margins.py, toolkit/phase.py, exact/influence.py,
toolkit/finite_size.py), written without reading ``scripts/mutants.py``, any other audit's catalogue or
any file under ``tests/`` (protocol: benchmarks/blind_audit_25_protocol.md). 3 mutants per module under
150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs,
``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_25c.py --list
    python benchmarks/blind_audit_25c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_25c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

PARAMS, RECT, COMPAT, KERNEL = "toolkit/models/_params.py", "toolkit/_rectangle.py", "exact/compat.py", "exact/kernel.py"
BASINS, OUTPUT, BOUNDS, POWERS = "toolkit/models/basins.py", "toolkit/app/output.py", "toolkit/bounds.py", "exact/_powers.py"
MARGINS, PHASE, INFL, FSS = "toolkit/_margins.py", "toolkit/phase.py", "exact/influence.py", "toolkit/finite_size.py"
TESTS = {f: automut.default_tests(f) for f in (PARAMS, RECT, COMPAT, KERNEL, BASINS, OUTPUT, BOUNDS, POWERS,
                                               MARGINS, PHASE, INFL, FSS)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/models/_params.py (56 statements: 3)
    _m("audit25c.params.scale_zero_refused", PARAMS,
       "if not (math.isfinite(value) and value >= 0):",
       "if not (math.isfinite(value) and value > 0):",
       "check_scale refuses scale = 0 (documented: finite and >= 0; a boundary at equality)"),
    _m("audit25c.params.short_list_at_head", PARAMS,
       "return shown if len(values) <= head else",
       "return shown if len(values) < head else",
       "short_list adds '... (6 in all)' to a list of exactly `head` values (boundary at equality)"),
    _m("audit25c.params.numpy_bool_scale", PARAMS,
       "if isinstance(scale, (str, bytes, bool, np.bool_)) or np.ndim(scale) != 0:",
       "if isinstance(scale, (str, bytes, bool)) or np.ndim(scale) != 0:",
       "check_scale takes numpy's bool (np.True_ -> 1.0) instead of refusing it as not a number"),
    # ------------------------------------------------------------------ toolkit/_rectangle.py (21 statements: 3)
    _m("audit25c.rectangle.certified_at_equality", RECT,
       "return np.abs(log_r_value) > bound_value",
       "return np.abs(log_r_value) >= bound_value",
       "a rectangle whose |log R| equals its bound counts as certified (the claim is strictly above)"),
    _m("audit25c.rectangle.err_j_factor_two", RECT,
       "4.0 * np.asarray(err_j, dtype=float)",
       "2.0 * np.asarray(err_j, dtype=float)",
       "site j's four logits enter the bound with factor 2 instead of 4 (a dropped factor: unsound bound)"),
    _m("audit25c.rectangle.bound_drops_u", RECT,
       "return ARITH * (t + u) + 4.0",
       "return ARITH * t + 4.0",
       "the round-off term of the bound sums |t_k| only, not the |u_k| of site j (the docstring's formula)"),
    # ------------------------------------------------------------------ exact/compat.py (118 statements: 3)
    _m("audit25c.compat.drift_mean_unweighted", COMPAT,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))",
       "means.append(float(kl.mean()))",
       "the conditional drift's mean KL is the plain mean over contexts, not pi-weighted"),
    _m("audit25c.compat.kolmogorov_last_chunk", COMPAT,
       "kol_err[0] = float(np.nanmax(e)) if math.isnan(kol_err[0]) else max(kol_err[0], float(np.nanmax(e)))",
       "kol_err[0] = float(np.nanmax(e))",
       "the Kolmogorov error keeps the last site pair's chunk only, not the max over every chunk"),
    _m("audit25c.compat.drift_max_reads_mean", COMPAT,
       "return float(max(self.kl_max)) if self.kl_max else 0.0",
       "return float(max(self.kl_mean)) if self.kl_max else 0.0",
       "ConditionalDrift.max reads the pi-weighted means instead of the per-site maxima"),
    # ------------------------------------------------------------------ exact/kernel.py (283 statements: 5)
    _m("audit25c.kernel.offdiag_drops_lazy", KERNEL,
       "w = (1.0 - self.lazy) / n\n        logw = np.log(w) if log else 0.0",
       "w = 1.0 / n\n        logw = np.log(w) if log else 0.0",
       "offdiag_chunks weighs a move by 1/n without the laziness factor (1 - lazy)"),
    _m("audit25c.kernel.log_systematic_order", KERNEL,
       "for i in range(n):\n            left, right = q**i, q ** (n - 1 - i)\n            lc = self.log_site_conditionals(i)",
       "for i in reversed(range(n)):\n            left, right = q**i, q ** (n - 1 - i)\n"
       "            lc = self.log_site_conditionals(i)",
       "log_dense of the systematic scan is log(P_{n-1} ... P_0), the sweep in the wrong order"),
    _m("audit25c.kernel.log_diagonal_no_lazy", KERNEL,
       "            if self.lazy:\n                out = np.logaddexp(out, np.log(self.lazy))\n",
       "",
       "log_diagonal forgets the lazy holding probability (log P(x, x) too small for lazy > 0)"),
    _m("audit25c.kernel.underflow_factor_side", KERNEL,
       "(1 if self.is_random_scan else self.n) < floor",
       "(self.n if self.is_random_scan else 1) < floor",
       "underflows multiplies by n for the random scan instead of the systematic sweep (sides swapped)"),
    _m("audit25c.kernel.reverse_wrong_axis", KERNEL,
       "rv = np.broadcast_to(C[lo:hi, :, None, :], (hi - lo, q, q, right))[m]",
       "rv = np.broadcast_to(C[lo:hi, None, :, :], (hi - lo, q, q, right))[m]",
       "offdiag_chunks(reverse=True) gives P(x, y) again instead of P(y, x) (broadcast on the wrong axis)"),
    # ------------------------------------------------------------------ toolkit/models/basins.py (59 statements: 3)
    _m("audit25c.basins.gamma_zero_accepted", BASINS,
       "if not np.isfinite(g) or g <= 0:",
       "if not np.isfinite(g) or g < 0:",
       "gamma = 0 is accepted as a margin (documented: finite and > 0)"),
    _m("audit25c.basins.hamming_one_accepted", BASINS,
       "if d.min() < 2:",
       "if d.min() < 1:",
       "two planted states at Hamming distance 1 are accepted (only identical states refused)"),
    _m("audit25c.basins.guard_pow_n", BASINS,
       'log10_bytes(n, ("pow", q, n - 1), q), max_memory)',
       'log10_bytes(n, ("pow", q, n), q), max_memory)',
       "planted_margin's memory guard sizes the table as (n, q**n, q): q times too large, refusing what fits"),
    # ------------------------------------------------------------------ toolkit/app/output.py (79 statements: 3)
    _m("audit25c.output.nonfinite_always", OUTPUT,
       "if any(found.values()):",
       "if found:",
       "the envelope writes a `nonfinite` entry of empty lists even when every number is finite"),
    _m("audit25c.output.token_list_at_24", OUTPUT,
       'f", ... ({len(toks)} in all)" if len(toks) > 24 else ""',
       'f", ... ({len(toks)} in all)" if len(toks) >= 24 else ""',
       "print_real_model adds '... (24 in all)' to a token set of exactly 24 (all of them shown)"),
    _m("audit25c.output.free_positions_raw", OUTPUT,
       'out["free_positions"] = [where[int(k)] for k in free]',
       'out["free_positions"] = [int(k) for k in free]',
       "describe_real gives the free sites' positions among all template tokens (special ones included), "
       "not in the text"),
    # ------------------------------------------------------------------ toolkit/bounds.py (198 statements: 5)
    _m("audit25c.bounds.t_lower_first", BOUNDS,
       "return int(self.times[ok[-1]]) if ok.size else 0",
       "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first grid time whose lower bound exceeds eps, not the last"),
    _m("audit25c.bounds.keep_last_grid_time", BOUNDS,
       "keep = grid <= s",
       "keep = grid < s",
       "the grid time equal to the last step run (max_steps) is dropped from the bounds"),
    _m("audit25c.bounds.split_threshold_argmin", BOUNDS,
       "out[g] = cand[int(np.argmax(gap))]",
       "out[g] = cand[int(np.argmin(gap))]",
       "the split event's threshold is the one that separates X from Y worst"),
    _m("audit25c.bounds.split_needs_five", BOUNDS,
       "if R >= 4:",
       "if R > 4:",
       "the split event {h > c} is skipped at exactly 4 replicates per pair (documented: R >= 4)"),
    _m("audit25c.bounds.pilot_tie_break", BOUNDS,
       "chosen = min(met, key=lambda c: (-met[c], dist[c]))",
       "chosen = min(met, key=lambda c: (-met[c], -dist[c]))",
       "coupling_pilot breaks a tie in pairs met towards the LARGEST Hamming distance left"),
    # ------------------------------------------------------------------ exact/_powers.py (125 statements: 3)
    _m("audit25c.powers.worst_index_last", POWERS,
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])",
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[-1])",
       "worst_index resolves a tie to the highest index instead of the lowest"),
    _m("audit25c.powers.gallop_excludes_t_max", POWERS,
       "if t_base + 2**j > t_max:\n            break",
       "if t_base + 2**j >= t_max:\n            break",
       "strict_crossing's galloping step that lands exactly on t_max is not taken (t_max is inclusive)"),
    _m("audit25c.powers.square_at_t_max", POWERS,
       "if d(powers[-1], t) <= eps + TIE_ATOL or 2 * t > t_max:",
       "if d(powers[-1], t) <= eps + TIE_ATOL or 2 * t >= t_max:",
       "power_search stops squaring when 2t equals t_max (boundary at equality of the doubling)"),
    # ------------------------------------------------------------------ toolkit/_margins.py (33 statements: 3)
    _m("audit25c.margins.deficits_axis", MARGINS,
       "return z.max(axis=axis, keepdims=True) - z",
       "return z.max(axis=-1, keepdims=True) - z",
       "deficits ignores its axis argument (max over the last axis)"),
    _m("audit25c.margins.floats_upcast", MARGINS,
       "return z if np.issubdtype(z.dtype, np.floating) else z.astype(float)",
       "return z.astype(float)",
       "float32 logits are upcast to float64 (documented: the caller's float dtype is kept)"),
    _m("audit25c.margins.single_token_zero", MARGINS,
       "return z, np.full_like(z, -np.inf)",
       "return z, z",
       "one token: the second largest is the token itself, so its margin is 0 instead of +inf"),
    # ------------------------------------------------------------------ toolkit/phase.py (236 statements: 5)
    _m("audit25c.phase.n_groups_half_refused", PHASE,
       "if n_groups > n_chains // 2:",
       "if n_groups >= n_chains // 2:",
       "sampled_phase_grid refuses n_groups = n_chains/2 (documented: <= n_chains/2)"),
    _m("audit25c.phase.resolved_any_chain", PHASE,
       "resolved[i, j] = bool(below.any(axis=1).all())",
       "resolved[i, j] = bool(below.any(axis=1).any())",
       "a cell's escape time counts as resolved when ANY chain escaped, not every chain"),
    _m("audit25c.phase.escape_strict_half", PHASE,
       "below = full <= 0.5",
       "below = full < 0.5",
       "escape is the first record with m < 1/2 (documented: m <= 1/2)"),
    _m("audit25c.phase.relaxation_unresolved", PHASE,
       "relaxation=np.where(self.mixing_resolved, self.mixing, np.nan)",
       "relaxation=self.mixing",
       "scaling_data hands on unresolved mixing values (lower bounds) as relaxation times"),
    _m("audit25c.phase.replicates_order", PHASE,
       'reps = np.stack([np.asarray(self.extra["binder_groups"], dtype=float),\n'
       '                             np.asarray(self.extra["susceptibility_groups"], dtype=float)], axis=-1)',
       'reps = np.stack([np.asarray(self.extra["susceptibility_groups"], dtype=float),\n'
       '                             np.asarray(self.extra["binder_groups"], dtype=float)], axis=-1)',
       "the replicates are stacked (chi, U) instead of (U, chi)"),
    # ------------------------------------------------------------------ exact/influence.py (121 statements: 3)
    _m("audit25c.influence.adjacent_token_pairs", INFL,
       "for b, b2 in itertools.combinations(range(q), 2):",
       "for b, b2 in zip(range(q - 1), range(1, q)):",
       "the influence maximum runs over adjacent token pairs (b, b+1) only, not every pair"),
    _m("audit25c.influence.path_coupling_no_slack", INFL,
       "return self.path_coupling_max <= self.path_coupling_target + TOL",
       "return self.path_coupling_max < self.path_coupling_target",
       "path_coupling_holds is strict and without round-off slack: equality (n = 2) fails the claim"),
    _m("audit25c.influence.slack_with_diagonal", INFL,
       "softmax_slack=float(lemma[off].min()) if n > 1 else 0.0",
       "softmax_slack=float(lemma.min()) if n > 1 else 0.0",
       "the softmax-lemma slack's minimum includes the zero diagonal (slack capped at 0)"),
    # ------------------------------------------------------------------ toolkit/finite_size.py (558 statements: 8)
    _m("audit25c.fss.saturation_either_curve", FSS,
       "sat = ((np.abs(U[a]) < U_SATURATION_LOW) & (np.abs(U[b]) < U_SATURATION_LOW)) | (",
       "sat = ((np.abs(U[a]) < U_SATURATION_LOW) | (np.abs(U[b]) < U_SATURATION_LOW)) | (",
       "a point counts as saturated near 0 when EITHER curve is (documented: both)"),
    _m("audit25c.fss.falls_over_all_points", FSS,
       'falls = float((sign[ok] == -1).mean()) if ok.any() else 0.0',
       'falls = float((sign == -1).mean()) if ok.any() else 0.0',
       "`falls` is a fraction of every grid point, saturated ones included, not of the unsaturated ones"),
    _m("audit25c.fss.largest_half_rounds_down", FSS,
       "k = min(pos.size, max(MIN_FIT_SIZES, (pos.size + 1) // 2))",
       "k = min(pos.size, max(MIN_FIT_SIZES, pos.size // 2))",
       "the exponents' window takes the larger half rounded down (an odd number of sizes loses one)"),
    _m("audit25c.fss.hh_error_min", FSS,
       "perr_sum[idx] += np.maximum(ej[pos - 1], ej[pos])",
       "perr_sum[idx] += np.minimum(ej[pos - 1], ej[pos])",
       "the interpolated point's error is the smaller of its two neighbours' (the narrower side)"),
    _m("audit25c.fss.reversed_below_last_pair", FSS,
       'reversed_below = [int(c["n_b"]) for c in cr[-2:] if c["falls_below"]]',
       'reversed_below = [int(c["n_b"]) for c in cr[-1:] if c["falls_below"]]',
       "the ordered-side check reads the last pair of sizes only, not the last two"),
    _m("audit25c.fss.range_four_narrow", FSS,
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] <= MIN_RANGE",
       "a size range of exactly n_max/n_min = 4 is called too narrow (documented: ratio >= 4 suffices)"),
    _m("audit25c.fss.falls_first_pair", FSS,
       'falls = cr[-1]["falls"] if cr else 0.0',
       'falls = cr[0]["falls"] if cr else 0.0',
       "the crossover's resolution test reads the smallest pair of sizes instead of the largest"),
    _m("audit25c.fss.loglog_stderr_dof", FSS,
       "return float(math.sqrt((r @ r) / (x.size - 2) / ((x - x.mean()) ** 2).sum()))",
       "return float(math.sqrt((r @ r) / (x.size - 1) / ((x - x.mean()) ** 2).sum()))",
       "the slope's standard error divides the residuals by m - 1 degrees of freedom instead of m - 2"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record).
#: 42 of the 47 are the same edit (or the same bug) as an entry there; one judgement call is marked in its
#: value. The 5 fresh ones, two of them judgement calls: ``influence.adjacent_token_pairs`` (prm22d's
#: ``first_token_pair_only`` reads the pair (0, 1) alone; this one the adjacent pairs (b, b+1), which miss
#: (0, 2) only at q = 3: another subset of the pairs, counted fresh) and ``influence.path_coupling_no_slack``
#: (sweep6s1's ``coupling_no_tol`` drops the round-off slack but keeps ``<=``, so exact equality still
#: holds; this one is strict, so the equality of n = 2 fails the claim: counted fresh);
#: ``compat.drift_max_reads_mean``, ``powers.square_at_t_max`` and ``fss.hh_error_min`` have no entry at
#: their lines.
DUPLICATE_OF: dict = {
    "audit25c.params.scale_zero_refused": "sweep6s5.params.scale_zero_refused",
    "audit25c.params.short_list_at_head": "audit4b.params.short_list_eq",
    "audit25c.params.numpy_bool_scale": "harden8h2._params.numpy_bool_accepted",
    "audit25c.rectangle.certified_at_equality": "sweep6s3._rectangle.certified_ge",
    "audit25c.rectangle.err_j_factor_two": "sweep6s3._rectangle.err_j_twice",
    "audit25c.rectangle.bound_drops_u": "blind2.rectangle.bound_drops_u",
    "audit25c.compat.drift_mean_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit25c.compat.kolmogorov_last_chunk": "audit4a.compat.kol_err_last_chunk",
    "audit25c.kernel.offdiag_drops_lazy": "audit9a.kernel.offdiag_lazy_dropped",
    "audit25c.kernel.log_systematic_order": "audit17b.kernel.log_systematic_reversed",
    "audit25c.kernel.log_diagonal_no_lazy": "prm22d.kernel.logdiag_no_lazy_mass",
    "audit25c.kernel.underflow_factor_side": "audit8c.kernel.underflows_scan_swapped",
    "audit25c.kernel.reverse_wrong_axis": "blind3.kernel.reverse_copy",
    "audit25c.basins.gamma_zero_accepted": "audit4b.basins.gamma_zero_ok",
    "audit25c.basins.hamming_one_accepted": "audit4b.basins.hamming1_ok",
    "audit25c.basins.guard_pow_n": "prm20e.basins.guard_table_q_power_n",
    "audit25c.output.nonfinite_always": "audit4c.output.nonfinite_always",
    "audit25c.output.token_list_at_24": "prm19b.output.exactly_24_tokens_elided",
    "audit25c.output.free_positions_raw": "harden10g.output.free_positions_model_indices",
    "audit25c.bounds.t_lower_first": "audit10b.bounds.t_lower_first_time",
    "audit25c.bounds.keep_last_grid_time": "audit23a.bounds.keep_last_grid_time_dropped",
    "audit25c.bounds.split_threshold_argmin": "audit10b.bounds.split_threshold_worst",
    "audit25c.bounds.split_needs_five": "cmp14e.bounds.split_from_five",
    "audit25c.bounds.pilot_tie_break": "audit6a.bounds.pilot_tie_largest_distance",
    "audit25c.powers.worst_index_last": "sweep6s1._powers.worst_index_last",
    "audit25c.powers.gallop_excludes_t_max": "cmp16c._powers.gallop_short_of_t_max",
    "audit25c.margins.deficits_axis": "sweep6s3._margins.deficit_axis_last",
    "audit25c.margins.floats_upcast": "harden9b.margins.float32_promoted",
    "audit25c.margins.single_token_zero": ("blind.margins.one_token_zero (judgement: that entry's second largest "
                                           "is 0, this one's the token itself; both give one token a finite "
                                           "margin instead of +inf)"),
    "audit25c.phase.n_groups_half_refused": "prm21e.phase.groups_half_refused",
    "audit25c.phase.resolved_any_chain": "audit12c.phase.resolved_any_chain",
    "audit25c.phase.escape_strict_half": "harden11d.phase.escape_strict_half",
    "audit25c.phase.relaxation_unresolved": "blind3.phase.relaxation_unresolved",
    "audit25c.phase.replicates_order": "lead57.phase.groups_swapped",
    "audit25c.influence.slack_with_diagonal": "harden8h2.influence.slack_with_diagonal",
    "audit25c.fss.saturation_either_curve": "sweep6s3.finite_size.saturation_or",
    "audit25c.fss.falls_over_all_points": "prm18d.finite_size.falls_over_all_points",
    "audit25c.fss.largest_half_rounds_down": "sweep6s3.finite_size.window_half_floor",
    "audit25c.fss.reversed_below_last_pair": "audit24a.finite_size.reversed_below_last_pair",
    "audit25c.fss.range_four_narrow": "audit8c.finite_size.range_boundary",
    "audit25c.fss.falls_first_pair": "prm28a.finite_size.falls_first_pair",
    "audit25c.fss.loglog_stderr_dof": "sweep6s3.finite_size.loglog_se_n1",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run: none survived)
SURVIVOR_NOTES: dict = {}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

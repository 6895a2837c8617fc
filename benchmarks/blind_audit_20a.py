"""Twentieth blind mutation audit, part A (issue 30): 57 mutants in the 12 modules dealt to part
20a by ``python benchmarks/blind_audit_5_draw.py --audit 20 --seed 2026120720`` (exact/lumped.py,
toolkit/_active.py, toolkit/growth.py, toolkit/_margins.py, toolkit/influence.py, toolkit/results.py,
exact/rectangles.py, toolkit/app/claims.py, toolkit/lattice.py, toolkit/exact_torch.py, exact/_gth.py,
toolkit/app/testing.py), written without reading ``scripts/mutants.py``, any other audit's catalogue
or any file under ``tests/`` (protocol: benchmarks/blind_audit_20_protocol.md). 3 mutants per module
under 150 statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs,
``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_20a.py --list
    python benchmarks/blind_audit_20a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_20a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

LU, AC, GR, MA = "exact/lumped.py", "toolkit/_active.py", "toolkit/growth.py", "toolkit/_margins.py"
IN, RE, RC, CL = "toolkit/influence.py", "toolkit/results.py", "exact/rectangles.py", "toolkit/app/claims.py"
LA, ET, GT, TE = "toolkit/lattice.py", "toolkit/exact_torch.py", "exact/_gth.py", "toolkit/app/testing.py"
TESTS = {f: automut.default_tests(f) for f in (LU, AC, GR, MA, IN, RE, RC, CL, LA, ET, GT, TE)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/lumped.py (840 statements: 8)
    _m("audit20a.lumped.multiplicity_j1_no_subtract", LU,
       "(math.comb(n, j - 1) if j >= 1 else 0)", "(math.comb(n, j - 1) if j > 1 else 0)",
       "sector_multiplicity: d_1 = C(n, 1) instead of C(n, 1) - C(n, 0) (the j = 1 subtraction skipped)"),
    _m("audit20a.lumped.kill_without_j", LU,
       "kill = w * j * (", "kill = w * (",
       "_sectors: the killing rate kappa_j(m) loses its factor j (every paired site may move)"),
    _m("audit20a.lumped.down_rate_without_minus_j", LU,
       "lw + np.log(np.maximum(m - j, 0)) + lp0", "lw + np.log(np.maximum(m, 0)) + lp0",
       "_sectors: A_j[m, m-1] uses m free ones instead of m - j (the paired sites counted as free)"),
    _m("audit20a.lumped.count_chain_stay_without_lazy", LU,
       "    stay = np.full(N, lazy)\n    for a in range(q):\n        src, io = others_index(C, a)",
       "    stay = np.zeros(N)\n    for a in range(q):\n        src, io = others_index(C, a)",
       "count_chain: the holding probability loses its lazy part (rows of a lazy chain sum to 1 - lazy)"),
    _m("audit20a.lumped.mono_worst_row_at_tmix", LU,
       "at = times[-1] if t_mix is None else max(t_mix - 1, 0)", "at = times[-1] if t_mix is None else t_mix",
       "_monochromatic (dense): the worst start is read at t_mix (already mixed) instead of t_mix - 1"),
    _m("audit20a.lumped.certified_upper_without_half", LU,
       "U = np.minimum(Lk + 0.5 * np.sqrt(R2), 1.0)", "U = np.minimum(Lk + np.sqrt(R2), 1.0)",
       "_certified: the upper bound L_k + R_k / 2 loses its 1/2 (fewer classes certified, more stepped)"),
    _m("audit20a.lumped.round_off_or", LU,
       "if before - eps > err and eps - after > err:", "if before - eps > err or eps - after > err:",
       "_round_off: t_mix counted certain when only one of the two distances clears eps by more than err"),
    _m("audit20a.lumped.symmetric_lower_not_zero", LU,
       "lo = max(gap - e, 0.0) if kind == \"full\" else 0.0", "lo = max(gap - e, 0.0)",
       "_gap_summary: a symmetric-sector gap (an upper bound) gets gap - err as its lower end, not 0"),
    # ------------------------------------------------------------------ toolkit/_active.py (22 statements: 3)
    _m("audit20a._active.one_extra_round", AC,
       "rounds < max_rounds", "rounds <= max_rounds",
       "advance_active makes max_rounds + 1 rounds"),
    _m("audit20a._active.clock_max", AC,
       "now = int(clock[active].min())", "now = int(clock[active].max())",
       "the bar moves to the largest clock among the running chains instead of the smallest"),
    _m("audit20a._active.round_zero_based", AC,
       "active = step(active, rounds)", "active = step(active, rounds - 1)",
       "step is called with r = 0, 1, ... instead of r = 1, 2, ..."),
    # ------------------------------------------------------------------ toolkit/growth.py (232 statements: 5)
    _m("audit20a.growth.censored_on_tie", GR,
       "max(uncensored) < lo", "max(uncensored) <= lo",
       "bracket: lo counts as censored when an uncensored lower bound equals it"),
    _m("audit20a.growth.jump_uses_censored_middle", GR,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "the jump branch trusts a censored lower end at the middle size"),
    _m("audit20a.growth.needed_ratio_inverted", GR,
       "(m[-1] / m[-2] - 1.0)", "(m[-2] / m[-1] - 1.0)",
       "the steepening test uses m_1 / m_2 instead of m_2 / m_1 (needs less than s_1: any n^z with z >= Z_FAST passes)"),
    _m("audit20a.growth.jump_exponent_lower_pair_span", GR,
       "z = _slope(mid[-2], mid[-1], d[-1])", "z = _slope(mid[-2], mid[-1], d[-2])",
       "the jump branch's exponent divides the top pair's rise by the lower pair's log-size step"),
    _m("audit20a.growth.change_high_max_above", GR,
       "float(T[min(above)]), monotone, note)", "float(T[max(above)]), monotone, note)",
       "change_temperature: high is the highest polynomial temperature above, not the lowest"),
    # ------------------------------------------------------------------ toolkit/_margins.py (33 statements: 3)
    _m("audit20a._margins.strict_top_compare", MA,
       "np.where(z >= top1, top2, top1)", "np.where(z > top1, top2, top1)",
       "max_others: the argmax is compared with itself (its margin is 0, not l(a) - second)"),
    _m("audit20a._margins.state_margin_max", MA,
       "return own.min(axis=1)", "return own.max(axis=1)",
       "state_margins: the largest site margin instead of the smallest"),
    _m("audit20a._margins.second_index_off_by_one", MA,
       "np.take(part, [q - 2], axis=axis)", "np.take(part, [q - 3], axis=axis)",
       "top_two: the third largest (q = 2: the largest again) as the second"),
    # ------------------------------------------------------------------ toolkit/influence.py (76 statements: 3)
    _m("audit20a.influence.osc_max_only", IN,
       "osc = d.max(axis=-1) - d.min(axis=-1)", "osc = d.max(axis=-1)",
       "L_ij: the oscillation loses its min term (max of the difference only)"),
    _m("audit20a.influence.constants_transposed", IN,
       "contraction_constants(R, L)", "contraction_constants(R.T, L.T)",
       "alpha/T0 from R^T, L^T: the column and row versions swapped"),
    _m("audit20a.influence.random_shift_zero", IN,
       "[:, :, :r] + 1", "[:, :, :r]",
       "random replacements: shifts 0..q-2 (the token itself can be a replacement; shift q-1 never drawn)"),
    # ------------------------------------------------------------------ toolkit/results.py (907 statements: 8)
    _m("audit20a.results.list_equals_tuple", RE,
       "return (type(a) is type(b) and len(a) == len(b)", "return (len(a) == len(b)",
       "results_equal: a list equals a tuple with the same items"),
    _m("audit20a.results.z_one_sided", RE,
       "norm.ppf(0.5 + level / 2)", "norm.ppf(level)",
       "Estimate: a level other than 0.95 gets a one-sided z (ci too narrow)"),
    _m("audit20a.results.open_unit_closed_at_one", RE,
       "not 0 < x < 1:", "not 0 < x <= 1:",
       "_check_range: eps or level = 1 accepted on load"),
    _m("audit20a.results.from_blocks_worst_at_tmix", RE,
       "key=lambda r: r[0][t_mix - 1] if t_mix >= 1 else 0.0)", "key=lambda r: r[0][-1])",
       "from_blocks: the worst start is the block farthest at its last recorded time (d(t_mix)), not at t_mix - 1"),
    _m("audit20a.results.quantile_upper_side_left", RE,
       "b = v[np.searchsorted(cum, min(lo + 1, N - 1), side=\"right\")]",
       "b = v[np.searchsorted(cum, min(lo + 1, N - 1), side=\"left\")]",
       "abs_log_r_quantiles (integer weights): the upper neighbour of the interpolation is off by one at a count boundary"),
    _m("audit20a.results.witness_lead_by_pair_key", RE,
       "lead = order[np.sort(first)]", "lead = order[first]",
       "witness_order: the worst of each pair ordered by site pair, not by their |log R|"),
    _m("audit20a.results.pointer_unescape_order", RE,
       "p.replace(\"~1\", \"/\").replace(\"~0\", \"~\")", "p.replace(\"~0\", \"~\").replace(\"~1\", \"/\")",
       "_set_pointer: RFC 6901 unescaping in the wrong order ('~01' becomes '/' instead of '~1')"),
    _m("audit20a.results.failed_needs_hypothesis_true", RE,
       "self.hypothesis_holds is not False and self.holds is False",
       "self.hypothesis_holds is True and self.holds is False",
       "Claim.failed: a theorem with an undecided hypothesis (None) that does not hold is not a failure"),
    # ------------------------------------------------------------------ exact/rectangles.py (246 statements: 5)
    _m("audit20a.rectangles.count_power_n_minus_1", RC,
       "pairs * q ** (n - 2) *", "pairs * q ** (n - 1) *",
       "count_rectangles: q^(n-1) contexts instead of q^(n-2)"),
    _m("audit20a.rectangles.rtol_without_floor_one", RC,
       "r * max(1.0, float(np.abs(L.values[i]).max()))", "r * float(np.abs(L.values[i]).max())",
       "site_errors: logit_rtol times max |l_i| without the floor 1"),
    _m("audit20a.rectangles.stride_restarts_per_chunk", RC,
       "absr[(-offset) % stride::stride]", "absr[::stride]",
       "streamed summary: the strided quantile sample restarts at every chunk (not evenly strided overall)"),
    _m("audit20a.rectangles.bound_not_tempered", RC,
       "\"bound\": _rectangle.bound(t, u, err[i], err[j]).reshape(-1) / T}",
       "\"bound\": _rectangle.bound(t, u, err[i], err[j]).reshape(-1)}",
       "the rectangle bound is not divided by T (log R is)"),
    _m("audit20a.rectangles.witness_context_chunk_offset", RC,
       "(-2, -1)).reshape(-1, q, q)[lo + c, 0, 0]", "(-2, -1)).reshape(-1, q, q)[c, 0, 0]",
       "reference_rectangles: the witness context ignores the chunk's offset lo"),
    # ------------------------------------------------------------------ toolkit/app/claims.py (39 statements: 3)
    _m("audit20a.claims.none_cell_empty", CL,
       "    if v is None:\n        return \"-\"\n    if isinstance(v, str):",
       "    if v is None:\n        return \"\"\n    if isinstance(v, str):",
       "_cell: None shown as an empty cell instead of '-'"),
    _m("audit20a.claims.pipe_not_escaped", CL,
       "return md_escape(_cell(v)).replace(\"|\", \"\\\\|\")", "return md_escape(_cell(v))",
       "md_table: a '|' in a cell is not escaped (breaks the row)"),
    _m("audit20a.claims.bound_value_swapped", CL,
       "hypothesis_holds, bound, value, holds, slack, kind=kind", "hypothesis_holds, value, bound, holds, slack, kind=kind",
       "ReportClaim: bound and value passed to Claim in each other's places"),
    # ------------------------------------------------------------------ toolkit/lattice.py (97 statements: 3)
    _m("audit20a.lattice.onsager_ising_units", LA,
       "return float(coupling) / math.log(1.0 + math.sqrt(2.0))", "return 2.0 * float(coupling) / math.log(1.0 + math.sqrt(2.0))",
       "onsager_temperature: Ising units (J = c, not c/2): T_c twice the Potts value"),
    _m("audit20a.lattice.order_divides_by_q", LA,
       "(q * rho.max(axis=1) - 1.0) / (q - 1.0)", "(q * rho.max(axis=1) - 1.0) / q",
       "_order (q > 2): divided by q instead of q - 1 (m of an ordered state is (q-1)/q, not 1)"),
    _m("audit20a.lattice.chi_without_T", LA,
       "n * (m2 - am**2) / t", "n * (m2 - am**2)",
       "lattice_scaling_data: the susceptibility loses its 1/T"),
    # ------------------------------------------------------------------ toolkit/exact_torch.py (336 statements: 5)
    _m("audit20a.exact_torch.lazy_mix_without_one_minus", ET,
       "out.mul_(1 - self.lazy).add_(f, alpha=self.lazy)", "out.add_(f, alpha=self.lazy)",
       "_lazy: P f = lazy f + (1 - lazy) ... loses its (1 - lazy) factor"),
    _m("audit20a.exact_torch.systematic_matvec_order", ET,
       "            for i in reversed(range(n)):\n                C = self.site(i, f.dtype)",
       "            for i in range(n):\n                C = self.site(i, f.dtype)",
       "matvec (systematic scan): P_0 ... P_{n-1} f applied with P_0 first (the reversed order)"),
    _m("audit20a.exact_torch.lambda_min_without_abs", ET,
       "if abs(lam_min) > lam:", "if lam_min > lam:",
       "spectral_gap (matrix/systematic): a negative lambda_min never sets the absolute gap"),
    _m("audit20a.exact_torch.mixing_one_step_past_tmax", ET,
       "            if t >= t_max:\n                worst_x", "            if t > t_max:\n                worst_x",
       "mixing_time: steps once more than t_max before giving up"),
    _m("audit20a.exact_torch.infinite_T_fill_sign", ET,
       "return acc.fill_(-math.log(q))", "return acc.fill_(math.log(q))",
       "from_pairwise at T = inf: log p = +log q (conditionals q instead of 1/q)"),
    # ------------------------------------------------------------------ exact/_gth.py (99 statements: 3)
    _m("audit20a._gth.solve_drops_exit_fold", GT,
       "            e[k + 1:] += f * e[k]\n            X[k + 1:]", "            X[k + 1:]",
       "gth_solve: eliminating state k does not fold its exit mass into the rows left (pivots too small)"),
    _m("audit20a._gth.small_column_sum", GT,
       "s = A[k, :k].sum()", "s = A[:k, k].sum()",
       "_gth_small: the pivot is the column sum into k, not the row sum out of k"),
    _m("audit20a._gth.lu_keeps_diagonal", GT,
       "            np.fill_diagonal(sub, 0.0)\n            ek[k + 1:] += f * ek[k]",
       "            ek[k + 1:] += f * ek[k]",
       "_gth_lu: the fill-in's diagonal (paths i -> k -> i) is kept, so later pivots count returns as exits"),
    # ------------------------------------------------------------------ toolkit/app/testing.py (469 statements: 8)
    _m("audit20a.testing.holm_is_bonferroni", TE,
       "(m - np.arange(m)) * p[order]", "m * p[order]",
       "_holm: every p-value multiplied by m (Bonferroni) instead of m - rank"),
    _m("audit20a.testing.pearson_dof_plus_one", TE,
       "    dof = len(E) - 1\n", "    dof = len(E)\n",
       "_pearson: dof = number of cells (the sum constraint not removed)"),
    _m("audit20a.testing.passed_at_alpha", TE,
       "passed = bool(np.all(p_adj > alpha))", "passed = bool(np.all(p_adj >= alpha))",
       "check_sampler: a start with adjusted p exactly alpha passes (documented: rejected at p <= alpha)"),
    _m("audit20a.testing.lazy_mistake_ignores_claimed_lazy", TE,
       "return at(lazy2=1.0 - (1.0 - lazy) * 0.5)", "return at(lazy2=0.5)",
       "_mistake_rows: the 'lazy' mistake's kernel ignores the claimed laziness"),
    _m("audit20a.testing.outside_tv_without_half", TE,
       "dist = tv(counts / n_samples, rows, axis=1) + 0.5 * outside / n_samples",
       "dist = tv(counts / n_samples, rows, axis=1) + outside / n_samples",
       "check_sampler: draws outside 0..q-1 count fully (not half) in the observed TV"),
    _m("audit20a.testing.detectable_w_not_bonferroni", TE,
       "alpha / len(S), n_samples)", "alpha, n_samples)",
       "check_sampler: detectable w at level alpha, not the Bonferroni level alpha / starts"),
    _m("audit20a.testing.stationary_eps_half_w", TE,
       "eps = min(0.01, w / 20)", "eps = min(0.01, w / 2)",
       "check_stationary: eps is a half, not a tenth, of the detectable TV (w / 2)"),
    _m("audit20a.testing.every_state_below_max", TE,
       "if N <= max_starts:", "if N < max_starts:",
       "_starts: with exactly max_starts states, a stratified sample instead of every state"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit20a.lumped.multiplicity_j1_no_subtract": "audit6b.lumped.multiplicity_j1",
    "audit20a.lumped.kill_without_j": "audit5c.lumped.kill_drops_j",
    "audit20a.lumped.count_chain_stay_without_lazy": "sweep6s2.lumped.count_stay_no_lazy",
    "audit20a.lumped.mono_worst_row_at_tmix": "audit19a.lumped.mono_worst_at_tmix",
    "audit20a.lumped.round_off_or": "audit8b.lumped.round_off_or",
    "audit20a.lumped.symmetric_lower_not_zero": "i27l.symmetric_interval_from_gap",
    "audit20a._active.one_extra_round": "audit4b.active.rounds_le",
    "audit20a._active.clock_max": "audit4b.active.bar_max_clock",
    "audit20a._active.round_zero_based": "harden8h1.active.rounds_zero_based",
    "audit20a.growth.censored_on_tie": "blind.growth.censored_tie",
    "audit20a.growth.jump_uses_censored_middle": "i24rule.jump_censored_ignored",
    "audit20a.growth.needed_ratio_inverted": "fast.steepen_m_inverted",
    "audit20a.growth.change_high_max_above": "audit5c.growth.change_high_is_max",
    "audit20a._margins.strict_top_compare": "blind.margins.max_others_strict",
    "audit20a._margins.state_margin_max": "blind.margins.state_margin_max",
    "audit20a.influence.osc_max_only": "audit5b.influence.osc_is_max",
    "audit20a.influence.random_shift_zero": "tk_influence.random_shift_zero",
    "audit20a.results.list_equals_tuple": "audit7c.results.list_equals_tuple",
    "audit20a.results.z_one_sided": "blind2.results.z_one_sided",
    "audit20a.results.open_unit_closed_at_one": "cov5h2.results.open_unit",
    "audit20a.results.from_blocks_worst_at_tmix": "prm21e.results.from_blocks_worst_at_t_mix",
    "audit20a.results.witness_lead_by_pair_key": "sweep6s3.results.witness_lead_unsorted",
    "audit20a.results.pointer_unescape_order": "blind.results.unescape_order",
    "audit20a.results.failed_needs_hypothesis_true": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit20a.rectangles.count_power_n_minus_1": "blind2.rectangles.count_power",
    "audit20a.rectangles.rtol_without_floor_one": "blind2.rectangles.rtol_no_floor",
    "audit20a.rectangles.stride_restarts_per_chunk": "audit17b.rectangles.stride_phase_reset",
    "audit20a.rectangles.bound_not_tempered": "sweep6s2.rectangles.bound_not_tempered",
    "audit20a.rectangles.witness_context_chunk_offset": "prm22b.rectangles.witness_chunk_offset",
    "audit20a.claims.none_cell_empty": "sweep6s4.claims.cell_none",
    "audit20a.claims.pipe_not_escaped": "sweep6s4.claims.pipe_unescaped",
    "audit20a.claims.bound_value_swapped": "sweep6s4.claims.bound_value_swapped",
    "audit20a.lattice.onsager_ising_units": "audit4b.lattice.onsager_ising",
    "audit20a.lattice.order_divides_by_q": "cov5h2.lattice.potts_order",
    "audit20a.lattice.chi_without_T": "audit4b.lattice.chi_no_T",
    "audit20a.exact_torch.lazy_mix_without_one_minus": "audit4b.exact_torch.lazy_no_mul",
    "audit20a.exact_torch.systematic_matvec_order": "audit4b.exact_torch.systematic_order",
    "audit20a.exact_torch.lambda_min_without_abs": "audit4b.exact_torch.gap_signed_min",
    "audit20a.exact_torch.mixing_one_step_past_tmax": "cov5h2.exact_torch.t_max_cap",
    "audit20a._gth.solve_drops_exit_fold": "gth.solve_exit_not_folded",
    "audit20a._gth.small_column_sum": "blind3.gth.small_pivot_column",
    "audit20a.testing.pearson_dof_plus_one": "blind.testing.pearson_dof_plus_one",
    "audit20a.testing.lazy_mistake_ignores_claimed_lazy": "blind.testing.mistake_lazy_ignores_base",
    "audit20a.testing.outside_tv_without_half": "sweep7a1.testing.2",
    "audit20a.testing.detectable_w_not_bonferroni": "sweep6s4.testing.no_bonferroni",
    "audit20a.testing.every_state_below_max": "sweep6s4.testing.all_starts_strict",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit20a.growth.jump_exponent_lower_pair_span": {
        "note": "fresh; the jump branch's exponent was tested only on windows with equal log-size steps "
                "(n = 4, 8, 16 in the module docstring), where d[-1] = d[-2]; a window 4, 8, 32 tells them apart",
        "killed_by": "tests/toolkit/test_audit20a_growth.py::"
                     "test_jump_exponent_is_the_top_pairs_slope_over_its_own_log_size_step"},
    "audit20a._gth.lu_keeps_diagonal": {
        "note": "equivalent, and fresh (found after the run, so it stays in the first-run figure as a "
                "survivor): _gth_lu never reads a diagonal entry of Wk (each pivot sums Wk[k, k+1:], the "
                "multipliers read Wk[k+1:, k], U takes -Wk[k, k+1:]), so what the fill_diagonal clears is "
                "never used; the same reason as audit7a._gth.solve_keeps_self_loops (gth_solve), marked "
                "equivalent there. No test; appended to scripts/mutants.py with equivalent=",
        "killed_by": ""},
    "audit20a.testing.passed_at_alpha": {
        "note": "fresh; the documented rule 'a start is rejected at p <= alpha' was never tested at "
                "equality (continuous p-values); a deterministic step and alpha set to the start's own "
                "p-value hit it",
        "killed_by": "tests/toolkit/test_audit20a_testing.py::"
                     "test_a_start_whose_adjusted_p_value_equals_alpha_is_rejected"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

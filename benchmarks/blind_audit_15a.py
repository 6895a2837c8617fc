"""Fifteenth blind mutation audit, part a (issue 30): mutants in 12 of the 36 modules drawn by
``python benchmarks/blind_audit_5_draw.py --audit 15 --seed 2026120515`` (protocol:
benchmarks/blind_audit_15_protocol.md; parts b and c have their own runner files), written
without reading ``scripts/mutants.py``, the earlier audits' catalogues, any file under
``tests/`` or the targeted-coverage records. Each mutant is a bug a developer could make in the
source, read for this audit: 3 mutants for a module under 150 statements, 5 for 150-400, 8
above 400. Mutants believed equivalent before anything ran are in :data:`EQUIVALENT` (none);
the ones found after the first run to be the same bug as an entry of ``scripts/mutants.py``
are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(the files that name the module, then the files the project's catalogue runs against it, then
the module itself, so its doctests run last), computed by :func:`automut.default_tests` when
this file loads, i.e. on the commit the run is made on. A mutant first failed by its module's
doctest is a kill; the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_15a.py --list
    python benchmarks/blind_audit_15a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_15a.py --id 'audit15a.spectral.*' --timeout 300
    python benchmarks/blind_audit_15a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

ST, RE, LZ, SE = "toolkit/app/sweep/store.py", "toolkit/results.py", "exact/_lanczos.py", "exact/spectral.py"
GR, NK, SP, SA = "toolkit/growth.py", "exact/_nonreversible_krylov.py", "exact/space.py", \
    "toolkit/app/commands/samplers.py"
SC, MT, IN, OU = "exact/scans.py", "toolkit/app/mixing_truth.py", "exact/influence.py", "toolkit/app/output.py"

# ---------------------------------------------------------------- test sets (the targeted tests, on the run's commit)
TESTS = {m: automut.default_tests(m) for m in (ST, RE, LZ, SE, GR, NK, SP, SA, SC, MT, IN, OU)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------ toolkit/app/sweep/store.py (94 statements): 3
    _m("audit15a.store.add_always_true", ST,
       "        return cur.rowcount == 1",
       "        return True",
       "ResultStore.add reports True (inserted) for a task whose key was already in the store"),
    _m("audit15a.store.clash_prefix_dropped", ST,
       'name = k if k not in rec and k not in ("duration_s", "created") else prefix + k',
       "name = k if k not in rec else prefix + k",
       "load_results: a result (or parameter) field named duration_s or created keeps its bare name, and the "
       "row's own duration_s/created then overwrite it (no result_ prefix)"),
    _m("audit15a.store.schema_version_flipped", ST,
       "        if version > SCHEMA_VERSION:",
       "        if version < SCHEMA_VERSION:",
       "the schema-version guard is flipped: a store written by a newer toolkit opens, an older one is refused"),

    # ------------------------------------------------------------ toolkit/results.py (901 statements): 8
    _m("audit15a.results.z_one_sided", RE,
       "    return float(norm.ppf(0.5 + level / 2))",
       "    return float(norm.ppf(level))",
       "Estimate's interval at a level other than 0.95 uses the one-sided quantile norm.ppf(level) instead of "
       "the two-sided norm.ppf(1/2 + level/2)"),
    _m("audit15a.results.covers_strict", RE,
       "        return bool(lo <= x <= hi)",
       "        return bool(lo < x < hi)",
       "Estimate.covers excludes the interval's ends (an exact estimate no longer covers its own value)"),
    _m("audit15a.results.open_unit_closed_above", RE,
       "    elif name in _OPEN_UNIT and not 0 < x < 1:",
       "    elif name in _OPEN_UNIT and not 0 < x <= 1:",
       "a saved eps or level of exactly 1 passes the range check (the open interval (0, 1) becomes (0, 1])"),
    _m("audit15a.results.weighted_quantile_position", RE,
       "            h = (N - 1) * p",
       "            h = N * p",
       "abs_log_r_quantiles with integer weights: the quantile position is N p instead of numpy's (N - 1) p"),
    _m("audit15a.results.witness_order_ascending", RE,
       '    order = cand[np.argsort(-absr[cand], kind="stable")]',
       '    order = cand[np.argsort(absr[cand], kind="stable")]',
       "witness_order ranks the rectangles by increasing |log R|: the mildest are shown first"),
    _m("audit15a.results.from_blocks_min_t_mix", RE,
       "        t_mix = max(r[1] for r in results)",
       "        t_mix = min(r[1] for r in results)",
       "MixingResult.from_blocks takes the earliest block's t_mix instead of the latest (the worst start's)"),
    _m("audit15a.results.reserved_key_untagged", RE,
       "        if all(isinstance(k, str) and k not in _RESERVED for k in v):",
       "        if all(isinstance(k, str) for k in v):",
       "a dict whose key is a reserved tag ('__type__', '__array__', ...) is saved as a plain object, so "
       "loading reads it as a tagged value"),
    _m("audit15a.results.failed_needs_true_hypothesis", RE,
       'self.kind == "theorem" and self.hypothesis_holds is not False and self.holds is False',
       'self.kind == "theorem" and self.hypothesis_holds is True and self.holds is False',
       "Claim.failed: a theorem whose hypothesis is undecided (None) and which does not hold no longer counts "
       "as failed (the command would exit 0)"),

    # ------------------------------------------------------------ exact/_lanczos.py (82 statements): 3
    _m("audit15a._lanczos.ritz_vector_beta_index", LZ,
       "            axpy(w, -run.beta[j - 1], v_prev)",
       "            axpy(w, -run.beta[j], v_prev)",
       "ritz_vector's second pass of the recurrence subtracts beta_j v_{j-1} instead of beta_{j-1} v_{j-1}"),
    _m("audit15a._lanczos.next_ritz_min", LZ,
       "    return float(below.max()) if below.size else None",
       "    return float(below.min()) if below.size else None",
       "next_ritz returns the smallest Ritz value below theta - sep instead of the largest"),
    _m("audit15a._lanczos.estimate_first_component", LZ,
       "            est = b * abs(float(y[-1]))",
       "            est = b * abs(float(y[0]))",
       "the residual estimate beta_m |y_m| uses the first component of the Ritz vector of T_m, not the last"),

    # ------------------------------------------------------------ exact/spectral.py (695 statements): 8
    _m("audit15a.spectral.pseudo_gap_no_k", SE,
       "        ratios = [g / (k + 1) for k, g in enumerate(gammas)]",
       "        ratios = [g for k, g in enumerate(gammas)]",
       "the pseudo-spectral gap max_k gamma_k / k drops the 1/k"),
    _m("audit15a.spectral.dense_lam_star_ignores_negative", SE,
       "    lam2, lam_min = float(w.max()), float(w.min())\n    lam_star = max(abs(lam2), abs(lam_min))",
       "    lam2, lam_min = float(w.max()), float(w.min())\n    lam_star = abs(lam2)",
       "reversible dense path: lambda_star is |lambda_2|, ignoring a negative eigenvalue of larger modulus"),
    _m("audit15a.spectral.period_off_by_one", SE,
       "np.gcd.reduce(np.abs(level[r] + 1 - level[c]))",
       "np.gcd.reduce(np.abs(level[r] - level[c]))",
       "_period: the gcd over the moves of level(x) - level(y) instead of level(x) + 1 - level(y)"),
    _m("audit15a.spectral.lower_bound_wrong_end", SE,
       "    log_lo = log_reversible_lower_bound(log_gap_upper, eps)",
       "    log_lo = log_reversible_lower_bound(log_gap_lower, eps)",
       "spectral_mixing_bounds takes the t_mix lower bound at the gap interval's lower end (too high a bound) "
       "instead of its upper end"),
    _m("audit15a.spectral.multiplicative_gap_not_squared", SE,
       "gammas.append(_unit(1.0 - (sv.max() ** 2 if N > 1 else 0.0)))",
       "gammas.append(_unit(1.0 - (sv.max() if N > 1 else 0.0)))",
       "dense multiplicative gaps: gamma_k = 1 - sigma_max(B^k) instead of 1 - sigma_max(B^k)^2"),
    _m("audit15a.spectral.nonrev_dense_argmax_real", SE,
       "    j = int(np.argmax(np.abs(w)))",
       "    j = int(np.argmax(w.real))",
       "non-reversible dense path: lambda_star is the modulus of the eigenvalue of largest real part, not of "
       "largest modulus"),
    _m("audit15a.spectral.intersect_lower_end_min", SE,
       "        lo = self if self.log_lower >= other.log_lower else other",
       "        lo = self if self.log_lower <= other.log_lower else other",
       "_Interval.intersect keeps the smaller of the two lower ends (the union's, not the intersection's)"),
    _m("audit15a.spectral.paulin_ignores_gamma_errors", SE,
       "log_pi_min=log_pi_min, gamma_errors=gamma_errors,",
       "log_pi_min=log_pi_min, gamma_errors=None,",
       "spectral_mixing_bounds (non-reversible) builds Paulin's bound from the point gamma_k, ignoring their "
       "errors (not from the intervals' lower ends)"),

    # ------------------------------------------------------------ toolkit/growth.py (232 statements): 5
    _m("audit15a.growth.bracket_equal_is_conflict", GR,
       "    if lo > hi:\n        return min(t.low for t in own)",
       "    if lo >= hi:\n        return min(t.low for t in own)",
       "bracket flags ends that meet (lo == hi, an exact value) as a conflict and widens them"),
    _m("audit15a.growth.info_needs_both_ends", GR,
       "    info = (lo > 0) | np.isfinite(hi)",
       "    info = (lo > 0) & np.isfinite(hi)",
       "growth_verdict leaves out a size with only a lower or only an upper end (needs both)"),
    _m("audit15a.growth.jump_uses_censored_middle", GR,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "the jump branch accepts a censored lower end at the middle size (a run's own length)"),
    _m("audit15a.growth.steepening_ratio_inverted", GR,
       "(low_slopes[-2] - z_poly) * (m[-1] / m[-2] - 1.0)",
       "(low_slopes[-2] - z_poly) * (m[-2] / m[-1] - 1.0)",
       "the faster rule's steepening threshold uses m_1 / m_2 instead of m_2 / m_1"),
    _m("audit15a.growth.change_high_max_above", GR,
       "    return ChangeTemperature(nv, float(T[k_fast]), float(T[min(above)]), monotone, note)",
       "    return ChangeTemperature(nv, float(T[k_fast]), float(T[max(above)]), monotone, note)",
       "change_temperature's high end is the highest polynomial temperature above the last faster one, not the "
       "lowest"),

    # ------------------------------------------------------------ exact/_nonreversible_krylov.py (122 statements): 3
    _m("audit15a._nonreversible_krylov.first_order_max", NK,
       "    first = min(r, s) / c",
       "    first = max(r, s) / c",
       "two_sided_error's first-order term uses the larger residual instead of the smaller"),
    _m("audit15a._nonreversible_krylov.lambda_2_max", NK,
       "    return min(lam2, lam_star), lam_star, 1.0 - lam_star, err, used",
       "    return max(lam2, lam_star), lam_star, 1.0 - lam_star, err, used",
       "nonreversible_krylov returns max(lambda_2, lambda_star) as lambda_2 (always the modulus)"),
    _m("audit15a._nonreversible_krylov.certify_flipped", NK,
       "    if float(np.min(np.abs(vals))) <= re or not L.rest.size:",
       "    if float(np.min(np.abs(vals))) >= re or not L.rest.size:",
       "_lambda_2's certificate is flipped: lambda_2 is taken from the left run exactly when it is not certified"),

    # ------------------------------------------------------------ exact/space.py (41 statements): 3
    _m("audit15a.space.index_guard_off_by_one", SP,
       "(idx.min() < 0 or idx.max() >= self.size)",
       "(idx.min() < 0 or idx.max() > self.size)",
       "StateSpace.states accepts the index q**n (one past the last state) without an error"),
    _m("audit15a.space.hamming_wrong_axis", SP,
       "        return (self.states(i) != self.states(j)).sum(axis=1)",
       "        return (self.states(i) != self.states(j)).sum(axis=0)",
       "StateSpace.hamming sums over the pairs (axis 0) instead of over the sites"),
    _m("audit15a.space.of_drops_max_states", SP,
       "        return cls(int(model.vocab_size), int(model.length), max_states=max_states)",
       "        return cls(int(model.vocab_size), int(model.length))",
       "StateSpace.of ignores its max_states (always the default guard)"),

    # ------------------------------------------------------------ toolkit/app/commands/samplers.py (87 statements): 3
    _m("audit15a.samplers.kernel_not_transposed", SA,
       "KT = remasking_kernel(cond, r=s.r, order=s.order, k=s.k).T.tocsr()",
       "KT = remasking_kernel(cond, r=s.r, order=s.order, k=s.k).tocsr()",
       "_rounds evolves the law with K instead of K^T (K f, not mu K)"),
    _m("audit15a.samplers.steps_zero_refused", SA,
       "    if any(v < 0 for v in t):",
       "    if any(v <= 0 for v in t):",
       "--steps 0 (documented: integers >= 0) is refused"),
    _m("audit15a.samplers.rounds_off_by_one", SA,
       "    while (R < rounds) if rounds is not None",
       "    while (R <= rounds) if rounds is not None",
       "with --rounds R given, _rounds runs R + 1 rounds"),

    # ------------------------------------------------------------ exact/scans.py (319 statements): 5
    _m("audit15a.scans.potts_theory_no_q", SC,
       "            return (1.0 / (2.0 * (1.0 - model.beta / (q * T))),",
       "            return (1.0 / (2.0 * (1.0 - model.beta / T)),",
       "nlogn_theory for mean-field Potts drops the q of 1 / (2 (1 - beta/(qT))) (first run: written with one "
       "closing parenthesis too many, so the file did not compile and the run errored; corrected after the "
       "record, the same bug)"),
    _m("audit15a.scans.temperatures_ascending", SC,
       "                reverse=True)",
       "                reverse=False)",
       "metastability_scan sorts the temperatures ascending, so the slope fit takes the highest ones"),
    _m("audit15a.scans.escape_bound_key", SC,
       '"exit_time": r.exit_time, "log_exit_time": r.log_exit_time, "escape_bound": r.bound,',
       '"exit_time": r.exit_time, "log_exit_time": r.log_exit_time, "bound": r.bound,',
       "MetastabilityScan.to_dict writes the escape bound under 'bound' instead of 'escape_bound'"),
    _m("audit15a.scans.aicc_no_parameter_penalty", SC,
       "    aic = m * math.log(rss / m) + 2 * k",
       "    aic = m * math.log(rss / m)",
       "_aicc drops the 2 k parameter penalty of the AIC (only the small-sample term is left)"),
    _m("audit15a.scans.lumped_bound_as_exact", SC,
       "            t_mix = mix.t_mix if mix.exact else None",
       "            t_mix = mix.t_mix",
       "nlogn_scan (lumped rows) reports a non-exact t_mix (a lower bound from the monochromatic starts) as exact"),

    # ------------------------------------------------------------ toolkit/app/mixing_truth.py (92 statements): 3
    _m("audit15a.mixing_truth.barrier_deeper_well", MT,
       "    return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "    return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "mean_field_barrier (Curie-Weiss) measures the saddle above the deeper well instead of the shallower"),
    _m("audit15a.mixing_truth.spinodal_field_sign", MT,
       "    beta, h = float(beta), abs(float(field))",
       "    beta, h = float(beta), float(field)",
       "curie_weiss_spinodal uses the signed field: a negative field gives a wrong spinodal"),
    _m("audit15a.mixing_truth.torus_either_band", MT,
       '("faster" if T <= 0.8 * tc else "either")',
       '("faster" if T <= 0.9 * tc else "either")',
       "truth_label (torus): the 'either' band is 10 % below T_c instead of the documented 20 %"),

    # ------------------------------------------------------------ exact/influence.py (121 statements): 3
    _m("audit15a.influence.coupled_sum_no_1_over_n", IN,
       "path_coupling_max=float(1 - 1 / n + worst_sum.max() / n)",
       "path_coupling_max=float(1 - 1 / n + worst_sum.max())",
       "influence: the one-step coupled distance drops the 1/n of (1/n) sum_i TV_i"),
    _m("audit15a.influence.slack_includes_diagonal", IN,
       "softmax_slack=float(lemma[off].min())",
       "softmax_slack=float(lemma.min())",
       "influence: the softmax-lemma slack takes the minimum over the diagonal too (where it is 0)"),
    _m("audit15a.influence.oscillation_over_contexts", IN,
       "float((d.max(axis=ai) - d.min(axis=ai)).max())",
       "float(d.max() - d.min())",
       "L_ij: the oscillation of the logit difference is taken over tokens and contexts together, not over the "
       "tokens per context"),

    # ------------------------------------------------------------ toolkit/app/output.py (79 statements): 3
    _m("audit15a.output.model_overwritten", OU,
       '        out.setdefault("model", info["name"])',
       '        out["model"] = info["name"]',
       "envelope overwrites the payload's own 'model' key with the model name (documented: only where missing)"),
    _m("audit15a.output.nonfinite_always", OU,
       '    if any(found.values()):\n        doc["nonfinite"] = found',
       '    doc["nonfinite"] = found',
       "envelope writes 'nonfinite' even when there is no non-finite number (documented: only when there are any)"),
    _m("audit15a.output.span_off_by_one", OU,
       "pos == list(range(pos[0], pos[-1] + 1))",
       "pos == list(range(pos[0], pos[-1]))",
       "print_real_model never sees contiguous free positions as a span: it prints them as a comma list"),
]

#: Mutants believed equivalent before the run (with why): none.
EQUIVALENT: dict = {}

#: The same bug as an entry of scripts/mutants.py (the same snippet and the same replacement, or one that
#: changes the same behaviour the same way), found after the first run was recorded (protocol step 5).
#: Not duplicates though near one: results.covers_strict (sweep6s3.results.covers_open leaves out the low
#: end only), _nonreversible_krylov.lambda_2_max (audit6b.nrk.lambda2_not_capped drops the cap; this one
#: returns lambda_star always), scans.aicc_no_parameter_penalty (harden11c.scans.aic_k_not_2k keeps a
#: penalty k), influence.oscillation_over_contexts (influence.L_abs_max takes max |d| per context),
#: output.span_off_by_one (harden10g.output.span_end_exclusive changes the printed end, not the test).
DUPLICATE_OF = {
    "audit15a.store.add_always_true": "audit8b.store.add_always_new",
    "audit15a.store.clash_prefix_dropped": "audit5c.store.clash_ignores_reserved_names",
    "audit15a.store.schema_version_flipped": "audit4c.store.newer_schema_accepted",
    "audit15a.results.z_one_sided": "blind2.results.z_one_sided",
    "audit15a.results.open_unit_closed_above": "cov5h2.results.open_unit",
    "audit15a.results.weighted_quantile_position": "audit5c.results.weighted_quantile_position",
    "audit15a.results.witness_order_ascending": "audit5c.results.witness_order_ascending",
    "audit15a.results.from_blocks_min_t_mix": "audit7c.results.from_blocks_min_tmix",
    "audit15a.results.failed_needs_true_hypothesis": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit15a._lanczos.ritz_vector_beta_index": "audit4a._lanczos.ritz_beta_index",
    "audit15a._lanczos.next_ritz_min": "audit4a._lanczos.next_ritz_min",
    "audit15a._lanczos.estimate_first_component": "audit4a._lanczos.residual_first_component",
    "audit15a.spectral.pseudo_gap_no_k": "spectral.ps_gap_not_divided_by_k",
    "audit15a.spectral.dense_lam_star_ignores_negative": "spectral.lambda_star_is_lambda2",
    "audit15a.spectral.period_off_by_one": "cert.period_level_difference",
    "audit15a.spectral.lower_bound_wrong_end": "sweep6s2.spectral.lower_bound_at_lower_end",
    "audit15a.spectral.multiplicative_gap_not_squared": "spectral.mult_gap_not_squared",
    "audit15a.spectral.intersect_lower_end_min": "audit6c.spectral.intersect_wider_lower",
    "audit15a.growth.bracket_equal_is_conflict": "audit13a.growth.bracket_touching_conflict",
    "audit15a.growth.info_needs_both_ends": "harden8h2.growth.upper_only_sizes_dropped",
    "audit15a.growth.jump_uses_censored_middle": "i24rule.jump_censored_ignored",
    "audit15a.growth.steepening_ratio_inverted": "fast.steepen_m_inverted",
    "audit15a.growth.change_high_max_above": "audit5c.growth.change_high_is_max",
    "audit15a._nonreversible_krylov.first_order_max": "harden10i._nonreversible_krylov.two_sided_first_max",
    "audit15a._nonreversible_krylov.certify_flipped": "nrk.lambda2_certificate_inverted",
    "audit15a.space.index_guard_off_by_one": "space.index_range_off_by_one",
    "audit15a.space.hamming_wrong_axis": "audit4a.space.hamming_axis",
    "audit15a.space.of_drops_max_states": "audit14a.space.of_drops_max_states",
    "audit15a.samplers.kernel_not_transposed": "audit11b.samplers.cmd_rounds_kernel_not_transposed",
    "audit15a.samplers.steps_zero_refused": "audit4d.samplers.steps_zero",
    "audit15a.samplers.rounds_off_by_one": "audit4d.samplers.rounds_off_by_one",
    "audit15a.scans.potts_theory_no_q": "sweep6s2.scans.potts_theory_no_q",
    "audit15a.scans.temperatures_ascending": "sweep6s2.scans.temperatures_ascending",
    "audit15a.scans.escape_bound_key": "sweep6s2.scans.escape_bound_key",
    "audit15a.mixing_truth.barrier_deeper_well": "sweep6s4.mixing_truth.barrier_deeper_well",
    "audit15a.mixing_truth.spinodal_field_sign": "audit5a.mixing_truth.field_sign",
    "audit15a.mixing_truth.torus_either_band": "sweep6s4.mixing_truth.torus_band",
    "audit15a.influence.coupled_sum_no_1_over_n": "influence.path_max_no_average",
    "audit15a.influence.slack_includes_diagonal": "harden8h2.influence.slack_with_diagonal",
    "audit15a.output.model_overwritten": "audit6b.output.model_overrides_payload",
    "audit15a.output.nonfinite_always": "harden8h2.output.nonfinite_always",
}

#: Why each first-run survivor survived, and the test that kills it.
SURVIVOR_NOTES = {
    "audit15a.results.reserved_key_untagged": {
        "note": "no test saved a dict keyed by one of the saver's own tags ('__type__', '__array__', ...): "
                "the __items__ form that keeps such a dict apart from a tagged value was never needed",
        "killed_by": "tests/toolkit/test_audit15a_results.py::test_a_dict_keyed_by_a_reserved_tag_round_trips"},
    "audit15a.scans.potts_theory_no_q": {
        "note": "not a survivor of the tests: the catalogue's mutated text did not compile (one closing "
                "parenthesis too many), so the set errored at collection; the corrected mutant (the same bug) "
                "is killed by the existing tests (after-run)",
        "killed_by": "tests/exact/test_blind5a.py (existing)"},
    "audit15a.scans.lumped_bound_as_exact": {
        "note": "no targeted test ran nlogn_scan on a lumped q > 2 model beyond the all-classes size, where "
                "the monochromatic starts give only a lower bound (documented: t_mix None)",
        "killed_by": "tests/exact/test_audit15a_scans.py::test_a_monochromatic_lower_bound_is_not_reported_as_t_mix"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit15a.results.reserved_key_untagged": ["tests/toolkit/test_audit15a_results.py"],
    "audit15a.scans.lumped_bound_as_exact": ["tests/exact/test_audit15a_scans.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

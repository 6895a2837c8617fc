"""Sixteenth blind mutation audit, part a (issue 30): 46 mutants in the 12 modules dealt to
part 16a by ``python benchmarks/blind_audit_5_draw.py --audit 16 --seed 2026120516``
(known_results, exact kernel, mixing_truth, growth, calibration, the scan command, app output,
metastable, sweep estimators, lumped_checks, masked_toy, _nonreversible_krylov), written without
reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``
(protocol: benchmarks/blind_audit_16_protocol.md). Each mutant is a bug a developer could make
in the source, read for this audit: 3 per module under 150 statements, 5 for 150-400. Mutants
believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the
first run to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`
(filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``automut.default_tests(module)`` (the test files
that name the module by dotted path or import, or that the catalogue runs against it, then the
module itself, so its doctests run last), computed when this file loads, so on the commit the
run starts from. A mutant first failed by its module's doctest is a kill; the record also gives
the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_16a.py --list
    python benchmarks/blind_audit_16a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_16a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

KR, KE, MT, GR = ("toolkit/app/report/known_results.py", "exact/kernel.py", "toolkit/app/mixing_truth.py",
                  "toolkit/growth.py")
CA, SC, OU, ME = ("toolkit/calibration.py", "toolkit/app/commands/scan.py", "toolkit/app/output.py",
                  "toolkit/metastable.py")
ES, LC, MK, NK = ("toolkit/app/sweep/estimators.py", "exact/lumped_checks.py", "toolkit/models/masked_toy.py",
                  "exact/_nonreversible_krylov.py")
TESTS = {f: automut.default_tests(f) for f in (KR, KE, MT, GR, CA, SC, OU, ME, ES, LC, MK, NK)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/report/known_results.py
    _m("audit16a.known_results.barrier_rate_no_T", KR, "    return (f(0.0) - f(ms)) / T\n",
       "    return (f(0.0) - f(ms))\n",
       "_barrier_rate drops the 1/T: the free-energy barrier per site is no longer in units of T"),
    _m("audit16a.known_results.cutoff_constant_no_2", KR, "1.0 / (2.0 * (1.0 - 1.0 / 2.0))",
       "1.0 / (1.0 - 1.0 / 2.0)",
       "the Curie-Weiss cutoff constant 1/(2(1 - beta/T)) loses its factor 2 (c = 2 at T = 2)"),
    _m("audit16a.known_results.limit_window_sign", KR, "    return -math.log(2.0 * ndtri((1.0 + eps) / 2.0))",
       "    return math.log(2.0 * ndtri((1.0 + eps) / 2.0))",
       "_limit_window returns +ln(2 Phi^-1((1+eps)/2)) (sign lost): the hypercube window claim compares to -0.45"),
    # ------------------------------------------------------------------ exact/kernel.py
    _m("audit16a.kernel.systematic_matvec_order", KE, "            for i in reversed(range(self.n)):\n",
       "            for i in range(self.n):\n",
       "systematic-scan matvec applies P_0 first (P_{n-1} ... P_0 f) instead of P_0 P_1 ... P_{n-1} f"),
    _m("audit16a.kernel.log_diagonal_no_lazy", KE,
       "out = logsumexp(terms, axis=0) + np.log1p(-self.lazy) - np.log(self.n)",
       "out = logsumexp(terms, axis=0) - np.log(self.n)",
       "log_diagonal drops the (1 - lazy) factor on the moving part of a lazy kernel's diagonal"),
    _m("audit16a.kernel.csr_transpose_flag_inverted", KE, "                if transpose:\n                    np.multiply",
       "                if not transpose:\n                    np.multiply",
       "_csr fills P^T's values for transpose=False and P's for transpose=True (the flag inverted)"),
    _m("audit16a.kernel.sym_matvec_no_lazy", KE, "        out *= (1 - self.lazy) / self.n\n",
       "        out /= self.n\n",
       "sym_matvec drops the (1 - lazy) factor: S = lazy I + (1/n) sum u u^T, not a kernel for lazy > 0"),
    _m("audit16a.kernel.offdiag_reverse_forward", KE,
       "rv = np.broadcast_to(C[lo:hi, :, None, :], (hi - lo, q, q, right))[m]",
       "rv = np.broadcast_to(C[lo:hi, None, :, :], (hi - lo, q, q, right))[m]",
       "offdiag_chunks(reverse=True) gives P(x, y) again as the fourth array instead of P(y, x)"),
    # ------------------------------------------------------------------ toolkit/app/mixing_truth.py
    _m("audit16a.mixing_truth.barrier_deeper_well", MT,
       "    return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "    return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "mean_field_barrier measures the saddle above the deeper well instead of the shallower one"),
    _m("audit16a.mixing_truth.spinodal_field_sign", MT, "    beta, h = float(beta), abs(float(field))",
       "    beta, h = float(beta), float(field)",
       "curie_weiss_spinodal uses the signed field: a negative field gets no spinodal below beta"),
    _m("audit16a.mixing_truth.visible_n_max_zero", MT, "    if n_max < 1:\n",
       "    if n_max < 0:\n",
       "visible_temperature accepts n_max = 0 instead of raising"),
    # ------------------------------------------------------------------ toolkit/growth.py
    _m("audit16a.growth.bracket_censored_tie", GR, "(not uncensored or max(uncensored) < lo)",
       "(not uncensored or max(uncensored) <= lo)",
       "bracket flags lo censored when an uncensored lower bound equals it (lo not only from censored ones)"),
    _m("audit16a.growth.jump_uses_censored_middle", GR, "jumped = bool(jump and not poly and not cw[-2] and s_top",
       "jumped = bool(jump and not poly and s_top",
       "the jump branch uses a censored lower end at the middle size (the run's length, not a bound)"),
    _m("audit16a.growth.change_high_is_max", GR, "float(T[k_fast]), float(T[min(above)]), monotone, note)",
       "float(T[k_fast]), float(T[max(above)]), monotone, note)",
       "change_temperature's high end is the highest polynomial temperature above, not the lowest"),
    _m("audit16a.growth.info_and", GR, "    info = (lo > 0) | np.isfinite(hi)\n",
       "    info = (lo > 0) & np.isfinite(hi)\n",
       "growth_verdict drops sizes with only one end of the bracket (needs both instead of either)"),
    _m("audit16a.growth.window_ratio_boundary", GR, "    if nw[-1] / nw[0] < MIN_WINDOW_RATIO:\n",
       "    if nw[-1] / nw[0] <= MIN_WINDOW_RATIO:\n",
       "a window spanning exactly MIN_WINDOW_RATIO = 1.5 is called too narrow (undetermined)"),
    # ------------------------------------------------------------------ toolkit/calibration.py
    _m("audit16a.calibration.burn_in_guard_off_by_one", CA, "    if burn_in > n_steps - 4:\n",
       "    if burn_in >= n_steps - 4:\n",
       "sampled_summary refuses burn_in = n_steps - 4, which leaves the 4 recorded steps it asks for"),
    _m("audit16a.calibration.lpl_max_sites_strict", CA, "int(model.length) <= LPL_MAX_SITES",
       "int(model.length) < LPL_MAX_SITES",
       "records_pseudo_likelihood leaves out the pseudo-likelihood on a real MLM of exactly 16 sites"),
    _m("audit16a.calibration.exit_max_steps_min", CA, "max_steps=max(100 * n_steps, 10**6)",
       "max_steps=min(100 * n_steps, 10**6)",
       "the exit chains of sampled_summary run min(100 n_steps, 10**6) steps, not at least a million"),
    # ------------------------------------------------------------------ toolkit/app/commands/scan.py
    _m("audit16a.scan.nlogn_range_excludes_n_max", SC,
       "minimum=lo) + 1)", "minimum=lo))",
       "scan nlogn's sizes stop at n_max - 1 (range without + 1)"),
    _m("audit16a.scan.all_hold_none_fails", SC, "        ok = res.all_hold is not False  #",
       "        ok = bool(res.all_hold)  #",
       "scan nlogn exits 1 when no size had an applicable bound (all_hold None), which is not a failure"),
    _m("audit16a.scan.sizes_conflict_both_only", SC, "            if given:  # neither silently wins",
       "            if len(given) == 2:  # neither silently wins",
       "--sizes with only one of --n-min/--n-max is accepted (the given flag silently ignored)"),
    # ------------------------------------------------------------------ toolkit/app/output.py
    _m("audit16a.output.model_overwrites_payload", OU, "        out.setdefault(\"model\", info[\"name\"])",
       "        out[\"model\"] = info[\"name\"]",
       "envelope overwrites the payload's own `model` key with the model info's name (not only where missing)"),
    _m("audit16a.output.free_positions_unmapped", OU,
       "    out[\"free_positions\"] = [where[int(k)] for k in free]",
       "    out[\"free_positions\"] = [int(k) for k in free]",
       "describe_real gives the free positions in the full token list (with specials), not in the shown text"),
    _m("audit16a.output.nonfinite_always", OU, "    if any(found.values()):\n",
       "    if found:\n",
       "envelope writes a `nonfinite` key with empty lists when nothing was non-finite"),
    # ------------------------------------------------------------------ toolkit/metastable.py
    _m("audit16a.metastable.quench_ties_move", ME, "ya[:, i]] <= QUENCH_TIE_ATOL",
       "ya[:, i]] < QUENCH_TIE_ATOL",
       "quench moves a site tied with the maximum to the first argmax instead of keeping it"),
    _m("audit16a.metastable.t_interval_one_sided", ME, "student_t.ppf(0.5 + level / 2, v.size - 1)",
       "student_t.ppf(level, v.size - 1)",
       "_t_interval uses the one-sided quantile: the 95% interval is a 90% one"),
    _m("audit16a.metastable.dwell_sides_swapped", ME, "        was_in = status[f_idx]\n",
       "        was_in = new_status[flip]\n",
       "dwell_times files each completed sojourn under the side it enters, not the side it leaves"),
    _m("audit16a.metastable.exit_rate_no_1_over_n", ME, "    return (1.0 - check_probability(lazy, \"lazy\")) * p.sum(axis=(1, 2)) / n",
       "    return (1.0 - check_probability(lazy, \"lazy\")) * p.sum(axis=(1, 2))",
       "exit_rate drops the 1/n of the random site choice"),
    _m("audit16a.metastable.exit_late_at_max_steps", ME, "        late = new_clock > max_steps\n",
       "        late = new_clock >= max_steps\n",
       "exit_times censors a chain that leaves exactly at step max_steps"),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py
    _m("audit16a.estimators.sampled_var_biased", ES, "m.var(ddof=1)", "m.var()",
       "sampled-order's susceptibility uses the biased (ddof=0) across-chain variance"),
    _m("audit16a.estimators.systematic_steps_times_n", ES,
       "    n_steps = sweeps * n if scan == \"random\" else sweeps\n", "    n_steps = sweeps * n\n",
       "sampled-order runs n_sweeps * n systematic sweeps (a systematic step is already a sweep)"),
    _m("audit16a.estimators.phase_susceptibility_no_n", ES,
       "\"susceptibility\": K.n * var, \"susceptibility_stderr\": 0.0, \"m2\"",
       "\"susceptibility\": var, \"susceptibility_stderr\": 0.0, \"m2\"",
       "exact-phase's susceptibility drops the factor n (Var_pi(m_max) instead of n Var_pi(m_max))"),
    # ------------------------------------------------------------------ exact/lumped_checks.py
    _m("audit16a.lumped_checks.T0_no_quarter", LC, "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4",
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm",
       "count_influence's T0 = (n - 1) L without the 1/4"),
    _m("audit16a.lumped_checks.fixed_points_ascending", LC, "idx = idx[np.argsort(-m[idx], kind=\"stable\")]",
       "idx = idx[np.argsort(m[idx], kind=\"stable\")]",
       "count_fixed_points lists the smallest margin first instead of the largest"),
    _m("audit16a.lumped_checks.basin_not_exclusive", LC, "    return reaches(own) & ~reaches(other)\n",
       "    return reaches(own)\n",
       "count_basin keeps classes that also reach another terminal class (the basin is not exclusive)"),
    _m("audit16a.lumped_checks.exit_sum_skips_lo", LC, "                js = np.arange(lo, n + 1)\n",
       "                js = np.arange(lo + 1, n + 1)\n",
       "the birth-death exit sum from m = n starts at lo + 1 (off by one: the last step out is dropped)"),
    _m("audit16a.lumped_checks.n_certified_no_pairs", LC, "        n_certified = n_pairs * cert_weight\n",
       "        n_certified = cert_weight\n",
       "count_rectangles' exact n_certified forgets the C(n, 2) site pairs each count rectangle stands for"),
    # ------------------------------------------------------------------ toolkit/models/masked_toy.py
    _m("audit16a.masked_toy.mfp_reduced_coupling", MK, "b.beta * self.length / L, field=",
       "b.beta, field=",
       "reduced() of a mean-field Potts base keeps beta for the free sites instead of beta n/L"),
    _m("audit16a.masked_toy.cw_reduced_field_no_1_over_L", MK, "(b.field + b.beta / L * S) * s",
       "(b.field + b.beta * S) * s",
       "reduced() of a Curie-Weiss base folds the fixed spins in with beta instead of beta/L"),
    _m("audit16a.masked_toy.free_position_guard_L", MK, "bad = [p for p in pos if not 0 <= p < L]",
       "bad = [p for p in pos if not 0 <= p <= L]",
       "free_positions accepts L (one past the template's end) instead of raising"),
    _m("audit16a.masked_toy.window_start_floor", MK, "        start = round((L - n) / 2)\n",
       "        start = (L - n) // 2\n",
       "the default window starts at floor((L - n)/2), not round (half to even) as the phase study's"),
    _m("audit16a.masked_toy.length_text_q20", MK, "if q <= len(AMINO) else len(text.split())",
       "if q < len(AMINO) else len(text.split())",
       "_length counts a q = 20 text (amino letters, one character per token) by whitespace-separated words"),
    # ------------------------------------------------------------------ exact/_nonreversible_krylov.py
    _m("audit16a.nonreversible_krylov.error_max", NK, "    return min(first, second)\n",
       "    return max(first, second)\n",
       "two_sided_error takes the larger of the first- and second-order estimates"),
    _m("audit16a.nonreversible_krylov.mismatch_smaller_modulus", NK,
       "mu = mu if abs(mu) >= abs(th) else complex(th)", "mu = mu if abs(mu) <= abs(th) else complex(th)",
       "when the left and right values disagree, the smaller modulus is kept instead of the larger"),
    _m("audit16a.nonreversible_krylov.tops_one_short", NK, "        for k in range(1, k_max + 1):\n",
       "        for k in range(1, k_max):\n",
       "reversibilization_tops returns k = 1..k_max - 1 (one top short)"),
]

#: Marked before the first run, with the reason (none).
EQUIVALENT: dict = {}

#: Filled in after the first run (protocol step 5): mutant id -> the scripts/mutants.py entry
#: that is the same bug (same file, same place, same behaviour change). 41 of the 46. The five
#: fresh ones: known_results.limit_window_sign (the sign, where audit4c/sweep6s4 drop the 2),
#: kernel.csr_transpose_flag_inverted (breaks P and P^T, where kernel.csr_transpose_gathers breaks
#: P^T only), estimators.sampled_var_biased (no entry changes the ddof of the variance itself),
#: lumped_checks.T0_no_quarter (T0 = (n - 1) L, where lumped_checks.T0_half and its copies make it
#: (n - 1) L / 2) and masked_toy.cw_reduced_field_no_1_over_L (beta where audit11b writes beta/n).
DUPLICATE_OF: dict = {
    "audit16a.known_results.barrier_rate_no_T": "audit4c.known.barrier_not_per_t",
    "audit16a.known_results.cutoff_constant_no_2": "audit12b.known_results.cutoff_constant_no_two",
    "audit16a.kernel.systematic_matvec_order": "kernel.systematic_order",
    "audit16a.kernel.log_diagonal_no_lazy": "blind3.kernel.logdiag_lazy",
    "audit16a.kernel.sym_matvec_no_lazy": "blind3.kernel.sym_lazy",
    "audit16a.kernel.offdiag_reverse_forward": "blind3.kernel.reverse_copy",
    "audit16a.mixing_truth.barrier_deeper_well": "blind2.mixing_truth.deeper_well",
    "audit16a.mixing_truth.spinodal_field_sign": "audit5a.mixing_truth.field_sign",
    "audit16a.mixing_truth.visible_n_max_zero": "cov5h3.mixing_truth.n_max_zero",
    "audit16a.growth.bracket_censored_tie": "blind.growth.censored_tie",
    "audit16a.growth.jump_uses_censored_middle": "i24rule.jump_censored_ignored",
    "audit16a.growth.change_high_is_max": "audit5c.growth.change_high_is_max",
    "audit16a.growth.info_and": "harden8h2.growth.upper_only_sizes_dropped",
    "audit16a.growth.window_ratio_boundary": "sweep6s3.growth.window_ratio_le",
    "audit16a.calibration.burn_in_guard_off_by_one": "sweep6s3.calibration.burn_in_margin",
    "audit16a.calibration.lpl_max_sites_strict": "sweep6s3.calibration.lpl_lt",
    "audit16a.calibration.exit_max_steps_min": "cmp14a.calibration.exit_horizon_min",
    "audit16a.scan.nlogn_range_excludes_n_max": "audit4d.scan.nmax_exclusive",
    "audit16a.scan.all_hold_none_fails": "audit4d.scan.none_fails",
    "audit16a.scan.sizes_conflict_both_only": "audit4d.scan.sizes_conflict",
    "audit16a.output.model_overwrites_payload": "audit6b.output.model_overrides_payload",
    "audit16a.output.free_positions_unmapped": "harden10g.output.free_positions_model_indices",
    "audit16a.output.nonfinite_always": "audit4c.output.nonfinite_always",
    "audit16a.metastable.quench_ties_move": "tk_metastable.quench_ties_move",
    "audit16a.metastable.t_interval_one_sided": "i30f.metastable.t_level",
    "audit16a.metastable.dwell_sides_swapped": "audit7a.metastable.dwell_sides_swapped",
    "audit16a.metastable.exit_rate_no_1_over_n": "i30f.metastable.exit_rate_no_n",
    "audit16a.metastable.exit_late_at_max_steps": "tk_metastable.censor_at_max_steps",
    "audit16a.estimators.systematic_steps_times_n": "audit4c.estimators.systematic_steps",
    "audit16a.estimators.phase_susceptibility_no_n": "audit4c.estimators.exact_phase_chi_no_n",
    "audit16a.lumped_checks.fixed_points_ascending": "audit5a.lumped_checks.fixed_points_ascending",
    "audit16a.lumped_checks.basin_not_exclusive": "audit7a.lumped_checks.basin_not_exclusive",
    "audit16a.lumped_checks.exit_sum_skips_lo": "blind.lumped_checks.exit_sum_from_lo_plus_one",
    "audit16a.lumped_checks.n_certified_no_pairs": "i27t.site_pairs_factor",
    "audit16a.masked_toy.mfp_reduced_coupling": "audit6b.masked_toy.mfp_coupling_no_fraction",
    "audit16a.masked_toy.free_position_guard_L": "audit6b.masked_toy.free_position_upper_bound",
    "audit16a.masked_toy.window_start_floor": "harden9b.masked_toy.window_floor_not_round",
    "audit16a.masked_toy.length_text_q20": "harden9b.masked_toy.length_q20_words",
    "audit16a.nonreversible_krylov.error_max": "audit4a._nonreversible_krylov.error_max",
    "audit16a.nonreversible_krylov.mismatch_smaller_modulus": "audit7a._nonreversible_krylov.disagree_smaller",
    "audit16a.nonreversible_krylov.tops_one_short": "audit6b.nrk.tops_one_short",
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

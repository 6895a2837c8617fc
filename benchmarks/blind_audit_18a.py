"""Eighteenth blind mutation audit, part A (issue 30): 42 mutants in the 12 modules dealt to part
18a by ``python benchmarks/blind_audit_5_draw.py --audit 18 --seed 2026120618`` (exact/_gth.py,
toolkit/app/commands/samplers.py, toolkit/models/sceptr.py, toolkit/strategies.py,
toolkit/app/report/__init__.py, toolkit/theory.py, toolkit/chain.py, toolkit/models/toy.py,
toolkit/app/sweep/estimators.py, exact/timescales.py, exact/compat.py, toolkit/app/records.py),
written without reading ``scripts/mutants.py``, any other audit's catalogue or any file under
``tests/`` (protocol: benchmarks/blind_audit_18_protocol.md). 3 mutants per module under 150
statements, 5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs,
``DUPLICATE_OF`` after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_18a.py --list
    python benchmarks/blind_audit_18a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_18a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

GTH = "exact/_gth.py"
SAMPLERS = "toolkit/app/commands/samplers.py"
SCEPTR = "toolkit/models/sceptr.py"
STRATEGIES = "toolkit/strategies.py"
REPORT = "toolkit/app/report/__init__.py"
THEORY = "toolkit/theory.py"
CHAIN = "toolkit/chain.py"
TOY = "toolkit/models/toy.py"
ESTIMATORS = "toolkit/app/sweep/estimators.py"
TIMESCALES = "exact/timescales.py"
COMPAT = "exact/compat.py"
RECORDS = "toolkit/app/records.py"
TESTS = {f: automut.default_tests(f) for f in (GTH, SAMPLERS, SCEPTR, STRATEGIES, REPORT, THEORY, CHAIN, TOY,
                                               ESTIMATORS, TIMESCALES, COMPAT, RECORDS)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/_gth.py (99 statements: 3)
    _m("audit18a.gth.small_skips_state_one", GTH,
       "for k in range(m - 1, 0, -1):",
       "for k in range(m - 1, 1, -1):",
       "unblocked GTH stops one elimination early: state 1 is never eliminated (its x is not normalized "
       "by its exit mass)"),
    _m("audit18a.gth.solve_exit_mass_not_folded", GTH,
       "            e[k + 1:] += f * e[k]\n            X[k + 1:] += np.outer(f, X[k])",
       "            X[k + 1:] += np.outer(f, X[k])",
       "gth_solve: eliminating state k does not pass its exit mass on to the rows still to be "
       "eliminated (pivots too small when an eliminated state both leaves and feeds later ones)"),
    _m("audit18a.gth.lu_pivot_without_exit", GTH,
       "        S = row.sum() + ek[k]\n        U[k, k] = S",
       "        S = row.sum()\n        U[k, k] = S",
       "blocked GTH's block factorization forms each pivot without the row's exit mass to the kept "
       "states (the block's last pivot 0: NaN for every chain above GTH_BLOCK states)"),
    # ------------------------------------------------------------------ toolkit/app/commands/samplers.py (87: 3)
    _m("audit18a.samplers.one_stream_for_all", SAMPLERS,
       "rng = np.random.default_rng([int(seed), a])",
       "rng = np.random.default_rng(int(seed))",
       "--sampled: every sampler draws from the same stream (seed) instead of its own [seed, index]"),
    _m("audit18a.samplers.rounds_one_extra", SAMPLERS,
       "while (R < rounds) if rounds is not None",
       "while (R <= rounds) if rounds is not None",
       "--rounds R runs R + 1 remasking rounds (and reports R + 1)"),
    _m("audit18a.samplers.steps_zero_refused", SAMPLERS,
       "if any(v < 0 for v in t):",
       "if any(v <= 0 for v in t):",
       "--steps 0 (documented as allowed: integers >= 0) is refused"),
    # ------------------------------------------------------------------ toolkit/models/sceptr.py (337: 5)
    _m("audit18a.sceptr.window_offset_every_loop", SCEPTR,
       "start = min(_CDR3_START if loop.startswith(\"CDR3\") else 0, len(seq) - n)",
       "start = min(_CDR3_START if loop.startswith(\"CDR\") else 0, len(seq) - n)",
       "the default window of free sites starts after the 4th residue in CDR1/CDR2 loops too "
       "(documented: at the loop's start)"),
    _m("audit18a.sceptr.position_guard_off_by_one", SCEPTR,
       "bad = [p for p in positions if not 0 <= p < length]",
       "bad = [p for p in positions if not 0 <= p <= length]",
       "free_positions equal to the loop length pass the guard (an IndexError later, not the "
       "InvalidInputError naming the range)"),
    _m("audit18a.sceptr.hidden_mean_counts_cls", SCEPTR,
       "(last.double() * m[None, :, None]).sum(1) / m.sum()",
       "(last.double() * m[None, :, None]).sum(1) / m.numel()",
       "pooled hidden state divided by every token's count (with <cls>) instead of the residue tokens'"),
    _m("audit18a.sceptr.logit_error_no_floor", SCEPTR,
       "return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size",
       "return rtol * np.abs(logits).max(axis=1) if logits.size",
       "logit_error drops the documented floor 1 on the row scale (rows of small logits get a bound "
       "below rtol)"),
    _m("audit18a.sceptr.all_conditionals_site_order", SCEPTR,
       "pos = self._free.repeat(B)",
       "pos = self._free.repeat_interleave(B)",
       "all_conditionals masks and reads sites in the wrong order for B > 1 states (repeat_interleave "
       "instead of repeat)"),
    # ------------------------------------------------------------------ toolkit/strategies.py (110: 3)
    _m("audit18a.strategies.symmetric_without_transpose", STRATEGIES,
       "J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)",
       "J[ju, iu] = J[iu, ju]",
       "symmetric_pairwise sets J[j, i] = J[i, j] (no transpose): incompatible for q >= 3"),
    _m("audit18a.strategies.table_repair_wrong_context", STRATEGIES,
       "t[i, _table_context(y, i, qq), a]",
       "t[i, _table_context(x, i, qq), a]",
       "random_tables repairs the entry at x's context instead of the rectangle corner's (y: x with "
       "x_i = a, x_j = b), so the rectangle may stay below min_asymmetry"),
    _m("audit18a.strategies.contracting_no_per_site_split", STRATEGIES,
       "per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999",
       "per_site = min(alpha_max, 0.999) if nn > 1 else 0.999",
       "contracting_models does not split alpha_max over the n - 1 other sites (alpha_col up to "
       "(n - 1) alpha_max)"),
    # ------------------------------------------------------------------ toolkit/app/report/__init__.py (64: 3)
    _m("audit18a.report.one_stream_for_all", REPORT,
       "np.random.default_rng([seed, mod.STREAM])",
       "np.random.default_rng(seed)",
       "every sampled section draws from the same stream instead of its own numbered one"),
    _m("audit18a.report.stage_weight_off_by_one", REPORT,
       "done = sum(weight[:k - 1]) / (sum(weight) or 1.0)",
       "done = sum(weight[:k]) / (sum(weight) or 1.0)",
       "the progress line counts the section just starting as done (estimate of the rest too small)"),
    _m("audit18a.report.progress_not_to_var_keyword", REPORT,
       "return \"progress\" in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())",
       "return \"progress\" in params",
       "a section function taking **kwargs is not given the progress callable"),
    # ------------------------------------------------------------------ toolkit/theory.py (95: 3)
    _m("audit18a.theory.upper_factor_error_uncapped", THEORY,
       "- float(log_pi_min) - math.log1p(-min(float(pi_relative_error), 0.5))",
       "- float(log_pi_min) - math.log1p(-float(pi_relative_error))",
       "reversible upper bound: pi's relative error not capped at 1/2 (an error >= 1 gives inf or a "
       "ValueError)"),
    _m("audit18a.theory.paulin_upper_end", THEORY,
       "        g = g - e\n",
       "        g = g + e\n",
       "nonreversible_upper_bound uses the upper end gamma_k + error_k of each interval (not a bound)"),
    _m("audit18a.theory.alpha_axes_swapped", THEORY,
       "return (float(R.sum(axis=0).max()), float(R.sum(axis=1).max()),",
       "return (float(R.sum(axis=1).max()), float(R.sum(axis=0).max()),",
       "contraction_constants: alpha_col from row sums and alpha_row from column sums"),
    # ------------------------------------------------------------------ toolkit/chain.py (20: 3)
    _m("audit18a.chain.global_max_shift", CHAIN,
       "z = z - z.max(axis=-1, keepdims=True)",
       "z = z - z.max()",
       "log-softmax shifted by the array's maximum, not each row's (rows far below it underflow to NaN)"),
    _m("audit18a.chain.uniform_wrong_axis", CHAIN,
       "return np.full_like(z, -np.log(z.shape[-1]))",
       "return np.full_like(z, -np.log(z.shape[0]))",
       "T = inf: the uniform law's log over the first axis's length (B), not the token axis's (q)"),
    _m("audit18a.chain.temperature_multiplies", CHAIN,
       "z = z / T\n",
       "z = z * T\n",
       "logits multiplied by T instead of divided (right only at T = 1)"),
    # ------------------------------------------------------------------ toolkit/models/toy.py (320: 5)
    _m("audit18a.toy.centred_grand_mean_sign", TOY,
       "M.mean(axis=-2, keepdims=True) + M.mean(",
       "M.mean(axis=-2, keepdims=True) - M.mean(",
       "is_compatible's double centring subtracts the grand mean instead of adding it back (a "
       "constant offset between J[i, j] and J[j, i].T is then called incompatible)"),
    _m("audit18a.toy.energy_transposed_pair", TOY,
       "e = e + self.J[i, j, x[:, i], x[:, j]]",
       "e = e + self.J[i, j, x[:, j], x[:, i]]",
       "Pairwise.energy reads J[i, j, x_j, x_i] (right only for J[i, j] symmetric in its tokens, e.g. Potts)"),
    _m("audit18a.toy.curie_weiss_n_minus_one", TOY,
       "J[...] = (beta / n) * np.outer(s, s)",
       "J[...] = (beta / (n - 1)) * np.outer(s, s)",
       "curie_weiss couples by beta/(n - 1) instead of the documented beta/n"),
    _m("audit18a.toy.random_symmetric_no_transpose", TOY,
       "J[i, :i] = np.swapaxes(J[:i, i], -1, -2)",
       "J[i, :i] = J[:i, i]",
       "random_pairwise(symmetric=True) sets J[j, i] = J[i, j] without the transpose (compatible only "
       "for q = 2)"),
    _m("audit18a.toy.masked_logits_mask_axis", TOY,
       "(Jx * ks[:, None, :, None]).sum(axis=2)",
       "(Jx * ks[:, :, None, None]).sum(axis=2)",
       "Pairwise.masked_logits applies the unmasked flags of the target site i instead of the context "
       "site j"),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py (102: 3)
    _m("audit18a.estimators.sampled_var_ddof0", ESTIMATORS,
       "mean, var = float(m.mean()), float(m.var(ddof=1))",
       "mean, var = float(m.mean()), float(m.var())",
       "sampled-order: across-chain variance with ddof 0 (biased by (C - 1)/C)"),
    _m("audit18a.estimators.sampled_steps_scan_swapped", ESTIMATORS,
       "n_steps = sweeps * n if scan == \"random\" else sweeps",
       "n_steps = sweeps if scan == \"random\" else sweeps * n",
       "sampled-order runs n_sweeps site updates (random scan) and n * n_sweeps sweeps (systematic)"),
    _m("audit18a.estimators.exact_phase_chi_without_n", ESTIMATORS,
       "\"susceptibility\": K.n * var, \"susceptibility_stderr\": 0.0, \"m2\": m2",
       "\"susceptibility\": var, \"susceptibility_stderr\": 0.0, \"m2\": m2",
       "exact-phase susceptibility Var_pi(m_max) without the factor n"),
    # ------------------------------------------------------------------ exact/timescales.py (279: 5)
    _m("audit18a.timescales.lag_dropped", TIMESCALES,
       "return np.where(mu >= 1.0, 0.0, -lag / np.log1p(-mu))",
       "return np.where(mu >= 1.0, 0.0, -1.0 / np.log1p(-mu))",
       "timescales not multiplied by lag (right only at lag = 1)"),
    _m("audit18a.timescales.rel_without_one_minus_mu", TIMESCALES,
       "r = err_mu / ((1.0 - mu) * np.abs(np.log1p(-mu))) + ROUNDING_REL",
       "r = err_mu / np.abs(np.log1p(-mu)) + ROUNDING_REL",
       "relative error of a timescale without the 1/(1 - mu) of d log1p(-mu)/d mu (too small for fast "
       "processes)"),
    _m("audit18a.timescales.period_level_off_by_one", TIMESCALES,
       "np.abs(level[C.row] + 1 - level[C.col])",
       "np.abs(level[C.row] - level[C.col])",
       "period: gcd of level differences without the +1 of the edge (a 2-cycle gets period 1)"),
    _m("audit18a.timescales.dense_error_without_n", TIMESCALES,
       "err = np.full(mu.size, 10.0 * w.size * _U)",
       "err = np.full(mu.size, 10.0 * _U)",
       "reversible dense eigh: the eigenvalue error estimate loses its factor N"),
    _m("audit18a.timescales.k_guard_off_by_one", TIMESCALES,
       "if k > N - 1:",
       "if k > N:",
       "k = N (there are only N - 1 non-Perron eigenvalues) is accepted instead of refused"),
    # ------------------------------------------------------------------ exact/compat.py (118: 3)
    _m("audit18a.compat.kolmogorov_sign", COMPAT,
       "out = fwd - bwd",
       "out = bwd - fwd",
       "Kolmogorov log ratio of the i-first cycle (-log R / T) instead of the j-first one"),
    _m("audit18a.compat.drift_mean_unweighted", COMPAT,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))",
       "means.append(float(kl.mean()))",
       "conditional drift's mean KL unweighted over contexts instead of pi-weighted"),
    _m("audit18a.compat.edge_tol_signed_logit", COMPAT,
       "M = float(np.abs(L.values).max()) if L.values.size else 0.0",
       "M = float(L.values.max()) if L.values.size else 0.0",
       "the edge tolerance's logit scale is the largest logit, not the largest |logit| (negative "
       "logits give a too small or negative tolerance)"),
    # ------------------------------------------------------------------ toolkit/app/records.py (65: 3)
    _m("audit18a.records.quick_runs_kept", RECORDS,
       "fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]) and \"quick\" not in f)",
       "fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]))",
       "calibration_records reads quick (smoke) runs too"),
    _m("audit18a.records.dynamic_n_without_undetermined", RECORDS,
       "n = f[\"right\"] + f[\"wrong\"] + f[\"undetermined\"]",
       "n = f[\"right\"] + f[\"wrong\"]",
       "dynamic family rows: n leaves out the undetermined verdicts"),
    _m("audit18a.records.static_undetermined_ignores_wrong", RECORDS,
       "\"undetermined\": n - right - wrong,",
       "\"undetermined\": n - right,",
       "static family rows: undetermined counts the wrong verdicts too"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record): same
#: file, same place, same behaviour change. Fresh (4): gth.small_skips_state_one, report.progress_not_to_var_keyword
#: (audit9a.report.takes_progress_var_positional also says *args functions take progress: not the same
#: change), theory.upper_factor_error_uncapped (sweep6s3.theory.pi_err_no_cap moves the cap to 0.9, it does not
#: drop it), timescales.dense_error_without_n.
DUPLICATE_OF: dict = {
    'audit18a.gth.solve_exit_mass_not_folded': 'gth.solve_exit_not_folded',
    'audit18a.gth.lu_pivot_without_exit': 'sweep6s1._gth.lu_pivot_without_exit',
    'audit18a.samplers.one_stream_for_all': 'audit4d.samplers.shared_stream',
    'audit18a.samplers.rounds_one_extra': 'audit4d.samplers.rounds_off_by_one',
    'audit18a.samplers.steps_zero_refused': 'audit4d.samplers.steps_zero',
    'audit18a.sceptr.window_offset_every_loop': 'sweep6s5.sceptr.cdr12_start_offset',
    'audit18a.sceptr.position_guard_off_by_one': 'sweep6s5.sceptr.positions_last_refused',
    'audit18a.sceptr.hidden_mean_counts_cls': 'audit6c.sceptr.pool_with_cls',
    'audit18a.sceptr.logit_error_no_floor': 'sweep6s5.sceptr.error_no_floor',
    'audit18a.sceptr.all_conditionals_site_order': 'audit9b.sceptr.all_conditionals_pos',
    'audit18a.strategies.symmetric_without_transpose': 'audit4b.strategies.sym_no_transpose',
    'audit18a.strategies.table_repair_wrong_context': 'audit4b.strategies.table_ctx_x',
    'audit18a.strategies.contracting_no_per_site_split': 'sweep6s3.strategies.contract_no_n1',
    'audit18a.report.one_stream_for_all': 'audit5a.report.stream_without_number',
    'audit18a.report.stage_weight_off_by_one': 'audit5a.report.stage_weight_off_by_one',
    'audit18a.theory.paulin_upper_end': 'blind.theory.paulin_upper_end',
    'audit18a.theory.alpha_axes_swapped': 'sweep6s3.theory.alpha_row_col_swapped',
    'audit18a.chain.global_max_shift': 'audit4b.chain.global_max',
    'audit18a.chain.uniform_wrong_axis': 'audit5a.chain.uniform_wrong_axis',
    'audit18a.chain.temperature_multiplies': 'chain.tempering_times_T',
    'audit18a.toy.centred_grand_mean_sign': 'audit4b.toy.centre_sign',
    'audit18a.toy.energy_transposed_pair': 'prm20e.toy.energy_tokens_transposed',
    'audit18a.toy.curie_weiss_n_minus_one': 'audit4b.toy.cw_n_minus_1',
    'audit18a.toy.random_symmetric_no_transpose': 'audit4b.toy.sym_no_swap',
    'audit18a.toy.masked_logits_mask_axis': 'audit15c.toy.masked_keep_wrong_axis',
    'audit18a.estimators.sampled_var_ddof0': 'audit16a.estimators.sampled_var_biased',
    'audit18a.estimators.sampled_steps_scan_swapped': 'audit5c.estimators.scan_steps_flipped',
    'audit18a.estimators.exact_phase_chi_without_n': 'audit4c.estimators.exact_phase_chi_no_n',
    'audit18a.timescales.lag_dropped': 'sweep6s2.timescales.no_lag',
    'audit18a.timescales.rel_without_one_minus_mu': 'blind3.timescales.rel_error',
    'audit18a.timescales.period_level_off_by_one': 'audit10b.timescales.period_no_plus_one',
    'audit18a.timescales.k_guard_off_by_one': 'audit10b.timescales.k_equal_n_accepted',
    'audit18a.compat.kolmogorov_sign': 'compat.kolmogorov_sign',
    'audit18a.compat.drift_mean_unweighted': 'audit4a.compat.drift_unweighted_mean',
    'audit18a.compat.edge_tol_signed_logit': 'audit11c.compat.tolerance_signed_max_logit',
    'audit18a.records.quick_runs_kept': 'records.quick_runs_read',
    'audit18a.records.dynamic_n_without_undetermined': 'audit4c.records.dynamic_n_no_undetermined',
    'audit18a.records.static_undetermined_ignores_wrong': 'prm19b.records.static_undetermined_keeps_wrong',
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit18a.timescales.dense_error_without_n": {
        "note": "fresh; not a bug in the code. The targeted tests checked that each timescale's error estimate "
                "covers the actual error, never that it is at least the accuracy a dense symmetric eigensolver "
                "gives (about N u on each gap, the module docstring's own figure); dense eigh is far more accurate "
                "than that on the tests' chains, so an estimate of 10 u still covered them. New test: on 4..64-state "
                "product chains (spectrum 1 - k/n in closed form) the relative error is at least "
                "(N - 1) u / ((1 - mu) |ln(1 - mu)|)",
        "killed_by": "tests/exact/test_audit18a_timescales.py::"
                     "test_dense_reversible_timescales_carry_at_least_the_eigensolvers_n_u",
    },
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

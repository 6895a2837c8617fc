"""Fifth blind mutation audit, part b (issue 30): mutants in the 12 modules dealt to part b by
``benchmarks/blind_audit_5_draw.py`` (36 drawn at random, seed 20261203, from the 124 modules of
``toolkit/`` and ``exact/`` with at least 20 statements: toolkit/app/sweep/executors, exact/_gth,
toolkit/app/commands/sample, exact/_mp_spectrum, toolkit/models/base, exact/metastable,
exact/timescales, toolkit/influence, toolkit/calibration, exact/analysis, exact/observables,
toolkit/models/families), written without reading ``scripts/mutants.py``, the earlier audits'
catalogues or any file under ``tests/`` (protocol: benchmarks/blind_audit_5_protocol.md; parts a
and c audit their modules in their own runner files). Each mutant is a bug a developer could
make in the source, read for this audit: 3 per module under 150 statements, 5 for 150-400 (one
more for exact/metastable and exact/analysis). Mutants believed equivalent are marked
(``EQUIVALENT``) before anything ran; the ones found after the first run to be the same bug as
an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions, or, for a private module, those of
its importer), before any mutant ran. Each set ends with the mutated module's own file, so
its doctests run last; a mutant first failed by its module's doctest is a kill, and the
record also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_5b.py --list
    python benchmarks/blind_audit_5b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_5b.py --id 'audit5b.gth.*' --timeout 300
    python benchmarks/blind_audit_5b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_EXEC = ["tests/toolkit/test_sweep.py", "tests/toolkit/test_infrastructure_by_hand.py", "tests/test_cli_sweep.py",
           "toolkit/app/sweep/executors.py"]
TS_GTH = ["tests/exact/test_passage.py", "tests/exact/test_stationary_scale.py", "tests/exact/test_numerics.py",
          "tests/exact/test_timescales.py", "tests/exact/test_peer_fixtures.py", "exact/_gth.py"]
TS_SAMPLE = ["tests/test_cli_sample.py", "tests/test_cli_audit_sample_rectangle.py", "tests/test_cli_samplers.py",
             "tests/test_bad_inputs_first_hour.py", "tests/test_cli_audit_rectangle_mlm.py",
             "toolkit/app/commands/sample.py"]
TS_MP = ["tests/exact/test_low_temperature.py", "tests/exact/test_pinned_spectral.py", "tests/exact/test_certified_gap.py",
         "tests/exact/test_numerics.py", "exact/_mp_spectrum.py"]
TS_BASE = ["tests/toolkit/test_incompat.py", "tests/exact/test_logits.py", "tests/exact/test_unmasking.py",
           "tests/toolkit/test_blind4b.py", "tests/toolkit/test_strategies.py", "tests/test_bad_inputs.py",
           "toolkit/models/base.py"]
TS_META = ["tests/exact/test_metastable.py", "tests/exact/test_pinned_metastable.py", "tests/toolkit/test_metastable.py",
           "tests/test_verify_reference.py", "tests/test_bad_inputs.py", "exact/metastable.py"]
TS_TIMES = ["tests/exact/test_timescales.py", "tests/toolkit/test_mixing_summary.py", "tests/toolkit/test_dynamics.py",
            "tests/toolkit/test_results.py", "tests/test_bad_inputs.py", "exact/timescales.py"]
TS_INFL = ["tests/toolkit/test_influence.py", "tests/toolkit/test_pinned_incompat.py", "tests/toolkit/test_results.py",
           "tests/test_bad_inputs.py", "toolkit/influence.py"]
TS_CAL = ["tests/exact/test_calibration.py", "tests/toolkit/test_diagnostics.py", "tests/test_cli_sample.py",
          "tests/toolkit/test_results.py", "tests/toolkit/test_memory_guards.py", "tests/test_bad_inputs.py",
          "toolkit/calibration.py"]
TS_ANA = ["tests/test_cli_audit_exact.py", "tests/exact/test_lumped_fast.py", "tests/exact/test_guards_at_scale.py",
          "tests/test_cli_exact.py", "tests/toolkit/test_results.py", "tests/test_bad_inputs.py", "exact/analysis.py"]
TS_OBS = ["tests/exact/test_calibration.py", "tests/exact/test_errors.py", "tests/toolkit/test_diagnostics.py",
          "tests/toolkit/test_dynamics.py", "exact/observables.py"]
TS_FAM = ["tests/toolkit/test_exchangeable_models.py", "tests/toolkit/test_registry.py", "tests/toolkit/test_blind4b.py",
          "tests/test_bad_inputs.py", "toolkit/models/families.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


EX, GT, SA, MP = "toolkit/app/sweep/executors.py", "exact/_gth.py", "toolkit/app/commands/sample.py", \
    "exact/_mp_spectrum.py"
BA, ME, TI, IN = "toolkit/models/base.py", "exact/metastable.py", "exact/timescales.py", "toolkit/influence.py"
CA, AN, OB, FA = "toolkit/calibration.py", "exact/analysis.py", "exact/observables.py", "toolkit/models/families.py"

MUTANTS = [
    # ------------------------------------------------------------ toolkit/app/sweep/executors.py (79 statements)
    _m("audit5b.executors.local1_not_serial", EX,
       'return ("serial", None) if n == 1 else ("local", n)', 'return ("local", n)',
       "parse_executor: 'local:1' (and 'local' on a one-CPU machine) gives a one-worker process pool, not the "
       "documented ('serial', None)", TS_EXEC),
    _m("audit5b.executors.local0_accepted", EX,
       "            if n < 1:\n", "            if n < 0:\n",
       "parse_executor: the guard of local:N is off by one, so 'local:0' is accepted (('local', 0)) instead of "
       "raising InvalidInputError naming the spec", TS_EXEC),
    _m("audit5b.executors.serial_narrow_except", EX,
       "        except Exception as exc:\n            yield t, exc",
       "        except InvalidInputError as exc:\n            yield t, exc",
       "_run_serial: only InvalidInputError from a task is yielded as that task's failure; any other error "
       "propagates and stops the whole serial sweep", TS_EXEC),
    # ------------------------------------------------------------ exact/_gth.py (95 statements)
    _m("audit5b.gth.lu_exit_fold_dropped", GT,
       "            ek[k + 1:] += f * ek[k]\n", "",
       "_gth_lu (blocked GTH, chains above GTH_BLOCK = 128 states): eliminating state k no longer folds its exit "
       "mass into the rows still to be eliminated, so later pivots miss the paths out via k", TS_GTH),
    _m("audit5b.gth.blocked_backsub_no_transpose", GT,
       'z = solve_triangular(Uf, y, trans="T", lower=False, check_finite=False)',
       'z = solve_triangular(Uf, y, lower=False, check_finite=False)',
       "_gth back substitution (blocked path, above 128 states): pi_B = pi_K U M^{-1} solves with U instead of "
       "U^T (a row-vector solve written as a column one)", TS_GTH),
    _m("audit5b.gth.solve_backsub_column", GT,
       "X[k] = (X[k] + Nm[k, k + 1:] @ X[k + 1:]) / S[k]", "X[k] = (X[k] + Nm[k + 1:, k] @ X[k + 1:]) / S[k]",
       "gth_solve back substitution reads the eliminated column Nm[k+1:, k] instead of row k's entries Nm[k, k+1:] "
       "(the same on a symmetric W such as the doctest's)", TS_GTH),
    # ------------------------------------------------------------ toolkit/app/commands/sample.py (175 statements)
    _m("audit5b.sample.chains_minimum_1", SA,
       'check_int(args.chains, "chains", minimum=2)', 'check_int(args.chains, "chains", minimum=1)',
       "glauber sample accepts --chains 1 (R-hat needs two chains) instead of refusing it naming --chains", TS_SAMPLE),
    _m("audit5b.sample.ess_half_iat", SA,
       "return mean.n_samples / iat", "return mean.n_samples / (2 * iat)",
       "_ess: effective sample size N / (2 tau) (the 1/2 + sum convention mixed with tau = 1 + 2 sum), half the "
       "true N / tau, so the ESS warning fires too early", TS_SAMPLE),
    _m("audit5b.sample.rejection_free_steps_swapped", SA,
       "steps = args.steps * (n if args.rejection_free else 1)", "steps = args.steps * (1 if args.rejection_free else n)",
       "sampling_cost: the n calls per jump are charged to the plain chain and not to the rejection-free one "
       "(the announced cost is n times too large / small)", TS_SAMPLE),
    _m("audit5b.sample.coupling_steps_or_real", SA,
       "if args.coupling_steps is None and real:", "if args.coupling_steps is None or real:",
       "run: a toy model's --coupling-steps default becomes --steps (not max(4 steps, 1000)), and a real MLM's "
       "given --coupling-steps is overwritten by --steps", TS_SAMPLE),
    _m("audit5b.sample.exact_outside_none", SA,
       "            if row.ok is False:\n", "            if not row.ok:\n",
       "sampling_warnings: a row with no verdict (ok None: a diagnostic, no exact value) is warned about as an "
       "exact value outside its interval", TS_SAMPLE),
    # ------------------------------------------------------------ exact/_mp_spectrum.py (116 statements)
    _m("audit5b.mp_spectrum.lazy_factor_dropped", MP,
       "M = M * (1 - lazy) + mpmath.eye(N) * lazy", "M = M + mpmath.eye(N) * lazy",
       "mp_kernel: the lazy kernel adds lazy I without scaling P by (1 - lazy); rows sum to 1 + lazy", TS_MP),
    _m("audit5b.mp_spectrum.random_scan_no_1_over_n", MP,
       "                M += Pi\n            M /= n\n", "                M += Pi\n",
       "mp_kernel: the random-scan kernel is the sum of the site kernels, not their mean (the 1/n dropped)", TS_MP),
    _m("audit5b.mp_spectrum.gap_ignores_negative_end", MP,
       "gap = min(mu[1], 2 - mu[-1])", "gap = mu[1]",
       "reversible_gap: the gap is 1 - lambda_2 only, ignoring the eigenvalues near -1 (the absolute gap is "
       "1 - max|lambda|)", TS_MP),
    # ------------------------------------------------------------ toolkit/models/base.py (103 statements)
    _m("audit5b.base.site_guard_off_by_one", BA,
       "sites.max() >= n", "sites.max() > n",
       "checked_logits: a site index equal to n passes the range check (off by one) instead of raising "
       "InvalidInputError naming `sites`", TS_BASE),
    _m("audit5b.base.error_row_min", BA,
       "err = err.max(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "err = err.min(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "logit_error_bound: a declared (B, q) error is reduced per row by its min, not its max (not a bound on every "
       "logit of the row)", TS_BASE),
    _m("audit5b.base.row_scale_floor_dropped", BA,
       "np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size", "np.abs(logits).max(axis=1) if logits.size",
       "_row_scale: the row's largest |logit| is no longer floored at 1, so rows of small logits get a bound "
       "below the absolute rounding of the sum (0 for an all-zero row)", TS_BASE),
    # ------------------------------------------------------------ exact/metastable.py (237 statements)
    _m("audit5b.metastable.rows_lazy_dropped", ME,
       "v.append(P.cond[i][y] * ((1.0 - P.lazy) / n))", "v.append(P.cond[i][y] * (1.0 / n))",
       "_rows_offdiag (random-scan kernels): the off-diagonal moves drop the (1 - lazy) factor, so exit times of "
       "a lazy kernel are those of the non-lazy one", TS_META),
    _m("audit5b.metastable.singleton_lazy_sign", ME,
       "log_leave + math.log1p(-kernel.lazy)", "log_leave + math.log1p(kernel.lazy)",
       "singleton_log_exit_times: the lazy factor enters as ln(1 + lazy) instead of ln(1 - lazy) (sign flip)", TS_META),
    _m("audit5b.metastable.bottleneck_eps_sign", ME,
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps",
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) + eps",
       "bottleneck_lower_bound: (1 - pi(S) + eps) / Phi(S), eps with the wrong sign (not a lower bound)", TS_META),
    _m("audit5b.metastable.conductance_complement_mass", ME,
       "ls = float(logsumexp(lp[mask]))", "ls = float(logsumexp(lp[~mask]))",
       "conductance (sparse/log path): Q(S, S^c) divided by pi(S^c) instead of pi(S)", TS_META),
    _m("audit5b.metastable.can_exit_seeds_nonneg", ME,
       "seeds = np.flatnonzero(exits > 0)", "seeds = np.flatnonzero(exits >= 0)",
       "_check_can_exit: every state counts as exiting, so a set with trapped states (exit time infinite) is not "
       "refused with InvalidInputError", TS_META),
    _m("audit5b.metastable.to_dict_bound_key", ME,
       '"escape_bound": self.bound', '"bound": self.bound',
       "EscapeCheck.to_dict writes the escape bound under the key 'bound' instead of 'escape_bound'", TS_META),
    # ------------------------------------------------------------ exact/timescales.py (273 statements)
    _m("audit5b.timescales.lag_dropped", TI,
       "np.where(mu >= 1.0, 0.0, -lag / np.log1p(-mu))", "np.where(mu >= 1.0, 0.0, -1.0 / np.log1p(-mu))",
       "_timescale ignores `lag`: timescales are not multiplied by the steps per step of P", TS_TIMES),
    _m("audit5b.timescales.period_off_by_one", TI,
       "np.abs(level[C.row] + 1 - level[C.col])", "np.abs(level[C.row] - level[C.col])",
       "_period: the gcd of level(u) - level(v) over edges, without the + 1 of the edge itself (periods come out "
       "wrong: a cycle of 3 gets period 1 or 2)", TS_TIMES),
    _m("audit5b.timescales.reversible_arguments_flipped", TI,
       "return mu, np.where(w < 0, math.pi, 0.0), err, method", "return mu, np.where(w > 0, math.pi, 0.0), err, method",
       "_reversible: the eigenvalues' arguments are swapped (pi for positive eigenvalues, 0 for negative)", TS_TIMES),
    _m("audit5b.timescales.k_guard_n", TI,
       "    if k > N - 1:\n", "    if k > N:\n",
       "implied_timescales: k = N (one more than there are non-Perron eigenvalues) is accepted instead of raising "
       "InvalidInputError naming `k`", TS_TIMES),
    _m("audit5b.timescales.ritz_half_dropped", TI,
       "    E *= 0.5\n", "",
       "_ritz: the Dirichlet form without its 1/2 (sum over ordered pairs counts each edge twice), so the refined "
       "gaps near 1 (below REFINE_GAP) are doubled and their timescales halved", TS_TIMES),
    # ------------------------------------------------------------ toolkit/influence.py (76 statements)
    _m("audit5b.influence.osc_is_max", IN,
       "osc = d.max(axis=-1) - d.min(axis=-1)", "osc = d.max(axis=-1)",
       "influence_estimates: L_ij is the largest logit change, not its oscillation max - min", TS_INFL),
    _m("audit5b.influence.replacements_unclamped", IN,
       'r = min(check_int(replacements, "replacements", minimum=1), q - 1)',
       'r = check_int(replacements, "replacements", minimum=1)',
       "influence_estimates: replacements=r above q - 1 is not clamped to the q - 1 other tokens", TS_INFL),
    _m("audit5b.influence.witness_divmod_mb", IN,
       "c_best, r_best = np.divmod(best, r)", "c_best, r_best = np.divmod(best, mb)",
       "influence_estimates: the witness (context row, token) is decoded from the flat (context, replacement) "
       "index with the wrong stride", TS_INFL),
    # ------------------------------------------------------------ toolkit/calibration.py (147 statements)
    _m("audit5b.calibration.burn_in_guard", CA,
       "if burn_in > n_steps - 4:", "if burn_in > n_steps:",
       "sampled_summary: a burn_in leaving fewer than 4 recorded steps (even none) is not refused with "
       "InvalidInputError naming `burn_in`", TS_CAL),
    _m("audit5b.calibration.to_dict_burn_in_key", CA,
       '"burn_in": self.burn_in, "method": self.method,', '"burn-in": self.burn_in, "method": self.method,',
       "SampledSummary.to_dict writes burn_in under the key 'burn-in' (a JSON round trip loses it)", TS_CAL),
    _m("audit5b.calibration.coupling_quantile_flipped", CA,
       "np.quantile(coal.times, 1 - lv, axis=1", "np.quantile(coal.times, lv, axis=1",
       "sampled_summary: the default coupling times are the lv-quantiles of the coalescence times, not the "
       "(1 - lv)-quantiles where the bound crosses 1/2, 1/4, 1/10", TS_CAL),
    # ------------------------------------------------------------ exact/analysis.py (201 statements)
    _m("audit5b.analysis.auto_lumps_systematic", AN,
       'if method == "enumerate" or not symmetric or scan != "random":',
       'if method == "enumerate" or not symmetric:',
       "exact_method: 'auto' may choose the lumped engine for the systematic scan (not symmetric under site "
       "permutations)", TS_ANA),
    _m("audit5b.analysis.min_temperature_factor", AN,
       "return 4.0 * max_logit / float(np.finfo(np.float64).max)",
       "return max_logit / float(np.finfo(np.float64).max)",
       "min_temperature drops the factor 4 (logit / T - max of two logits of opposite signs overflows below it)",
       TS_ANA),
    _m("audit5b.analysis.check_scale_max_temperature", AN,
       "    T = float(temps.min())\n", "    T = float(temps.max())\n",
       "check_logit_scale: of several temperatures, the largest is checked, so a too-small one among them is not "
       "refused", TS_ANA),
    _m("audit5b.analysis.lumped_limit_max", AN,
       "limit = min(float(max_states), float(MAX_COUNT_STATES))", "limit = max(float(max_states), float(MAX_COUNT_STATES))",
       "_check_lumped_size: the count chain's size is checked against the larger of max_states and the engine's "
       "limit, so a lower max_states is not enforced", TS_ANA),
    _m("audit5b.analysis.lower_bound_not_clipped", AN,
       "t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0)),",
       "t_mix_lower_bound=None if bounds.lower is None else float(bounds.lower),",
       "exact_report: a negative spectral lower bound is reported as is instead of as 0 (documented)", TS_ANA),
    _m("audit5b.analysis.warning_temperature_inverted", AN,
       "{T * rel / PI_RTOL_WARN:.2g}", "{T * PI_RTOL_WARN / rel:.2g}",
       "report_warnings: the temperature above which pi is accurate is T tol / rel instead of T rel / tol "
       "(the round-off grows like 1/T)", TS_ANA),
    # ------------------------------------------------------------ exact/observables.py (47 statements)
    _m("audit5b.observables.scale_dropped", OB,
       "        f = f / scale   #", "        f = f   #",
       "exact_iat no longer divides f by its largest magnitude: an observable of size 1e200 overflows f**2 (NaN "
       "or a wrong tau instead of the unit observable's)", TS_OBS),
    _m("audit5b.observables.singleton_any_set", OB,
       "            and mask.sum() == 1:", "            and mask.sum() >= 1:",
       "exact_exit_times takes the one-state shortcut for every non-empty set (the exit time from the set's first "
       "state alone, zero elsewhere)", TS_OBS),
    _m("audit5b.observables.centre_unweighted", OB,
       "fc = f - pi @ f", "fc = f - f.mean()",
       "exact_iat centres f by its unweighted mean, not its stationary mean pi(f)", TS_OBS),
    # ------------------------------------------------------------ toolkit/models/families.py (45 statements)
    _m("audit5b.families.independent_transposed", FA,
       "normal(0.0, scale, size=(n, q))", "normal(0.0, scale, size=(q, n))",
       "'independent' builds its field table (q, n) instead of (n, q): q sites of n tokens", TS_FAM),
    _m("audit5b.families.asymmetric_is_symmetric", FA,
       "return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)",
       "return toy.random_pairwise(q, n, scale, symmetric=True, max_memory=None, rng=seed)",
       "'asymmetric-pairwise' builds a symmetric J (a reversible chain)", TS_FAM),
    _m("audit5b.families.planted_default_margin", FA,
       "gamma = gamma if gamma is not None else 2.0", "gamma = gamma if gamma is not None else 1.0",
       "'planted-margin' defaults to margin 1, not the documented 2", TS_FAM),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; those that only matter on a path the tests
#: may not reach, e.g. GTH's blocked path above 128 states, say which in their description).
#: Considered and not written, because they are equivalent: dropping ``np.fill_diagonal(sub, 0.0)`` in
#: gth_solve / _gth_lu (the diagonal is never read), ``max(m - GTH_BLOCK, 1)`` -> ``m - GTH_BLOCK``
#: (m > 128 there), ``np.outer(1, pi)`` -> ``np.outer(pi, 1)`` in exact_iat (pi @ fc = 0 makes g's
#: constant irrelevant), ``d = 1 if loops[c].any() else _period(G, c)`` -> ``_period(G, c)`` (a self-loop
#: makes the gcd 1 anyway).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently): 20 of the 46; 19 were killed in the first run, base.error_row_min survived
#: (its twin i30c.err_rowmin is killed by a test outside this audit's grep-chosen set).
DUPLICATE_OF = {
    "audit5b.executors.local0_accepted": "audit4e.executors.local_zero_accepted (and cov5h3.executors.local_zero)",
    "audit5b.gth.lu_exit_fold_dropped": "stationary.gth_exit_not_propagated",
    "audit5b.gth.solve_backsub_column": "blind3.gth.backsub_column",
    "audit5b.sample.exact_outside_none": "audit4d.sample.exact_outside_none",
    "audit5b.mp_spectrum.lazy_factor_dropped": "blind.mp_spectrum.lazy_not_scaled",
    "audit5b.mp_spectrum.gap_ignores_negative_end": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit5b.base.site_guard_off_by_one": "audit4b.base.site_n_accepted (and cov5h2.base.sites_range)",
    "audit5b.base.error_row_min": "i30c.err_rowmin",
    "audit5b.base.row_scale_floor_dropped": "audit4b.base.row_scale_no_floor",
    "audit5b.metastable.rows_lazy_dropped": "metastable.offdiag_ignores_lazy",
    "audit5b.metastable.singleton_lazy_sign": "blind3.emeta.singleton_lazy_sign",
    "audit5b.metastable.bottleneck_eps_sign": "blind3.emeta.bottleneck_eps_sign",
    "audit5b.timescales.lag_dropped": "blind3.timescales.lag_dropped",
    "audit5b.timescales.period_off_by_one": "blind3.timescales.period_gcd",
    "audit5b.calibration.burn_in_guard": "blind3.calibration.burn_guard",
    "audit5b.analysis.min_temperature_factor": "blind3.analysis.min_temperature",
    "audit5b.analysis.warning_temperature_inverted": "blind3.analysis.warn_temperature",
    "audit5b.observables.singleton_any_set": "audit4a.observables.singleton_any_set",
    "audit5b.families.asymmetric_is_symmetric": "audit4b.families.asym_symmetric",
    "audit5b.families.planted_default_margin": "audit4b.families.gamma_default",
}

#: Survivors of the first run: why they survived and the test that kills them now.
SURVIVOR_NOTES = {
    "audit5b.sample.ess_half_iat": {
        "note": "no test in the set checks the ESS value against N / tau",
        "killed_by": "tests/toolkit/test_blind5b.py::test_ess_is_the_samples_over_the_integrated_autocorrelation_time"},
    "audit5b.base.error_row_min": {
        "note": "no test in the set declares a (B, q) error table whose rows have unequal entries",
        "killed_by": "tests/toolkit/test_blind5b.py::test_logit_error_bound_is_the_rows_largest_declared_error"},
    "audit5b.metastable.to_dict_bound_key": {
        "note": "no test in the set reads EscapeCheck.to_dict's keys",
        "killed_by": "tests/exact/test_blind5b.py::test_escape_check_to_dict_has_the_escape_bound"},
    "audit5b.influence.replacements_unclamped": {
        "note": "no test in the set asks for more replacements than the q - 1 other tokens",
        "killed_by": "tests/toolkit/test_blind5b.py::test_influence_replacements_above_q_minus_1_are_every_other_token"},
    "audit5b.calibration.to_dict_burn_in_key": {
        "note": "no test in the set reads the burn_in key of SampledSummary.to_dict",
        "killed_by": "tests/toolkit/test_blind5b.py::test_sampled_summary_to_dict_keeps_burn_in_and_default_coupling_times_reach_a_tenth"},
    "audit5b.calibration.coupling_quantile_flipped": {
        "note": "no test checks where the default coupling times fall on the bound (any times give valid upper bounds)",
        "killed_by": "tests/toolkit/test_blind5b.py::test_sampled_summary_to_dict_keeps_burn_in_and_default_coupling_times_reach_a_tenth"},
    "audit5b.analysis.auto_lumps_systematic": {
        "note": "no test in the set asks exact_method about the systematic scan of a lumpable model out of enumeration's default reach",
        "killed_by": "tests/exact/test_blind5b.py::test_auto_never_lumps_the_systematic_scan"},
    "audit5b.analysis.lumped_limit_max": {
        "note": "a timeout, not a kill: tests/exact/test_guards_at_scale.py::test_lumped_chain_respects_max_states tests this guard, but under the mutant analyze(CurieWeiss(2000), max_states=1e3) runs the whole lumped analysis instead of refusing, past the 300 s timeout; the added test asks exact_method, which refuses (or not) at once",
        "killed_by": "tests/exact/test_blind5b.py::test_lumped_size_is_held_to_a_lower_max_states"},
    "audit5b.analysis.lower_bound_not_clipped": {
        "note": "no test in the set builds a report from a negative lower bound, so the clip is never exercised",
        "killed_by": "tests/exact/test_blind5b.py::test_exact_report_reports_a_negative_lower_bound_as_zero"},
    "audit5b.observables.scale_dropped": {
        "note": "no test in the set gives exact_iat an observable whose square overflows float64",
        "killed_by": "tests/exact/test_blind5b.py::test_exact_iat_is_scale_free_even_where_f_squared_overflows"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit5b.sample.ess_half_iat": ["tests/toolkit/test_blind5b.py"],
    "audit5b.base.error_row_min": ["tests/toolkit/test_blind5b.py"],
    "audit5b.metastable.to_dict_bound_key": ["tests/exact/test_blind5b.py"],
    "audit5b.influence.replacements_unclamped": ["tests/toolkit/test_blind5b.py"],
    "audit5b.calibration.to_dict_burn_in_key": ["tests/toolkit/test_blind5b.py"],
    "audit5b.calibration.coupling_quantile_flipped": ["tests/toolkit/test_blind5b.py"],
    "audit5b.analysis.auto_lumps_systematic": ["tests/exact/test_blind5b.py"],
    "audit5b.analysis.lumped_limit_max": ["tests/exact/test_blind5b.py"],
    "audit5b.analysis.lower_bound_not_clipped": ["tests/exact/test_blind5b.py"],
    "audit5b.observables.scale_dropped": ["tests/exact/test_blind5b.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Seventh blind mutation audit, part a (issue 30): mutants in the 12 modules dealt to part a
by ``python benchmarks/blind_audit_5_draw.py --audit 7 --seed 2026120307`` (exact/lumped_checks,
toolkit/_validation, exact/observables, exact/_nonreversible_krylov, toolkit/diagnostics,
toolkit/calibration, toolkit/app/records, toolkit/metastable, exact/_mp_spectrum, exact/_gth,
toolkit/app/report/soundness, exact/transfer), written without reading ``scripts/mutants.py``,
the earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_7_protocol.md; parts b and c audit the other drawn modules in their own
runner files). Each mutant is a bug a developer could make in the source, read for this audit:
3 mutants for a module under 150 statements, 5 for 150-400, 8 above 400, one or two more for
some large modules. Mutants believed equivalent are marked (``EQUIVALENT``) before anything
ran; the ones found after the first run to be the same bug as an entry of
``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests run last; a mutant first failed by
its module's doctest is a kill, and the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_7a.py --list
    python benchmarks/blind_audit_7a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_7a.py --id 'audit7a.transfer.*' --timeout 300
    python benchmarks/blind_audit_7a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_LC = ["tests/exact/test_sweep7a3_lumped_checks.py", "tests/exact/test_cov5h1_lumped_checks.py", "tests/exact/test_sweep6s2_lumped_checks.py",
         "tests/exact/test_blind5a.py", "tests/exact/test_cov5h1_analysis.py", "tests/exact/test_lumped_fast.py",
         "tests/exact/test_lumped_low_temperature.py", "tests/exact/test_lumped.py", "tests/test_bad_inputs.py",
         "exact/lumped_checks.py"]
TS_VAL = ["tests/toolkit/test_cov5h2_input_checks.py", "tests/toolkit/test_sweep6s3_validation.py",
          "tests/test_bad_inputs.py", "toolkit/_validation.py"]
TS_OBS = ["tests/exact/test_sweep6s2_observables.py", "tests/exact/test_cov5h1_observables_rectangles.py",
          "tests/exact/test_blind5b.py", "tests/exact/test_calibration.py", "tests/exact/test_errors.py",
          "tests/toolkit/test_diagnostics.py", "tests/toolkit/test_dynamics.py", "tests/test_cli_audit_exact.py",
          "exact/observables.py"]
TS_NRK = ["tests/exact/test_sweep7a4_nonreversible_krylov.py", "tests/exact/test_nonreversible_krylov.py", "tests/exact/test_cov5h1_nonreversible_krylov.py",
          "tests/exact/test_sweep6s1_nonreversible_krylov.py", "tests/exact/test_blind6b.py",
          "exact/_nonreversible_krylov.py"]
TS_DIAG = ["tests/toolkit/test_diagnostics.py", "tests/toolkit/test_diagnostics_arviz.py",
           "tests/toolkit/test_pinned_diagnostics.py", "tests/toolkit/test_sweep6s3_diagnostics.py",
           "tests/toolkit/test_cov5h2_input_checks.py", "tests/toolkit/test_cov5h2_last_checks.py",
           "tests/toolkit/test_intervals_by_hand.py", "tests/toolkit/test_sampling.py", "tests/exact/test_calibration.py",
           "toolkit/diagnostics.py"]
TS_CAL = ["tests/toolkit/test_sweep6s3_calibration.py", "tests/exact/test_calibration.py", "tests/test_cli_sample.py",
          "tests/test_cov5h3_compare_reference.py", "tests/toolkit/test_blind5b.py", "tests/toolkit/test_blind6b.py",
          "tests/toolkit/test_sweep6s4_compare.py", "tests/test_sweep6s5_sample_cmd.py", "tests/test_bad_inputs.py",
          "toolkit/calibration.py"]
TS_REC = ["tests/toolkit/test_sweep6s4_records.py", "tests/test_cov5h3_report_small.py",
          "tests/test_cov5h3_commands_misc.py", "tests/toolkit/test_mixing_summary.py",
          "tests/toolkit/test_cov5h3_mixing_summary.py", "tests/toolkit/test_sweep6s4_mixing_summary.py",
          "tests/test_report_phase.py", "tests/toolkit/test_sweep6s4_report_phase.py", "toolkit/app/records.py"]
TS_MET = ["tests/toolkit/test_sweep7a3_metastable.py", "tests/toolkit/test_metastable.py", "tests/toolkit/test_sweep6s3_metastable.py",
          "tests/toolkit/test_cov5h2_small_modules.py", "tests/toolkit/test_cov5h2_semantic.py",
          "tests/toolkit/test_intervals_by_hand.py", "tests/toolkit/test_margins.py", "tests/toolkit/test_semantic.py",
          "tests/toolkit/test_sweep6s4_semantic.py", "tests/toolkit/test_pinned_sampling.py",
          "tests/test_exact_vs_sampled.py", "tests/exact/test_calibration.py", "tests/test_report_sections_by_hand.py",
          "tests/test_bad_inputs.py", "toolkit/metastable.py"]
TS_MP = ["tests/exact/test_sweep7a3_mp_spectrum.py", "tests/exact/test_sweep6s1_mp_spectrum.py", "tests/exact/test_cov5h1_mp_spectrum.py",
         "tests/exact/test_cov5h1_small_modules.py", "tests/exact/test_certified_gap.py",
         "tests/exact/test_pinned_spectral.py", "tests/exact/test_numerics.py", "tests/exact/test_lumped.py",
         "exact/_mp_spectrum.py"]
TS_GTH = ["tests/exact/test_sweep7a2__gth.py", "tests/exact/test_sweep6s1_gth.py", "tests/exact/test_passage.py", "tests/exact/test_peer_fixtures.py",
          "tests/exact/test_cov5h1_stationary.py", "tests/exact/test_metastable.py", "tests/exact/test_numerics.py",
          "exact/_gth.py"]
TS_SND = ["tests/toolkit/test_sweep7a4_soundness.py", "tests/toolkit/test_sweep6s4_soundness.py", "tests/test_verify_soundness.py",
          "tests/test_cov5h3_compare_reference.py", "tests/test_one_copy.py", "tests/toolkit/test_blind5a.py",
          "toolkit/app/report/soundness.py"]
TS_TR = ["tests/exact/test_transfer.py", "tests/exact/test_sweep6s2_transfer.py", "tests/exact/test_cov5h1_transfer.py",
         "tests/toolkit/test_finite_size.py", "exact/transfer.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


LC, VA, OB, NK = "exact/lumped_checks.py", "toolkit/_validation.py", "exact/observables.py", \
    "exact/_nonreversible_krylov.py"
DI, CA, RE, ME = "toolkit/diagnostics.py", "toolkit/calibration.py", "toolkit/app/records.py", "toolkit/metastable.py"
MP, GT, SO, TR = "exact/_mp_spectrum.py", "exact/_gth.py", "toolkit/app/report/soundness.py", "exact/transfer.py"

MUTANTS = [
    # ------------------------------------------------------------------ exact/lumped_checks.py (320 statements)
    _m("audit7a.lumped_checks.t0_half", LC,
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4",
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 2",
       "count_influence: T0 = (n - 1) L / 2 instead of (n - 1) L / 4 (a dropped factor 1/2)", TS_LC),
    _m("audit7a.lumped_checks.fixed_points_weak", LC,
       "idx = np.flatnonzero(m > 0)",
       "idx = np.flatnonzero(m >= 0)",
       "count_fixed_points: classes with margin 0 (ties, not strict fixed points) are listed too", TS_LC),
    _m("audit7a.lumped_checks.birth_death_from_lo_plus_one", LC,
       "js = np.arange(lo, n + 1)",
       "js = np.arange(lo + 1, n + 1)",
       "log_exit_time_from_set (q = 2 up-set): the birth-death sum starts at j = lo + 1 (off by one: "
       "drops the term of the set's lowest level)", TS_LC),
    _m("audit7a.lumped_checks.basin_not_exclusive", LC,
       "return reaches(own) & ~reaches(other)",
       "return reaches(own)",
       "count_basin: the classes that also reach another attractor are kept (basin not exclusive)", TS_LC),
    _m("audit7a.lumped_checks.entropy_sign", LC,
       "entropy = float(-(nu[nu > 0] * law.log_pi[nu > 0]).sum() + (nu * log_mult).sum())",
       "entropy = float(-(nu[nu > 0] * law.log_pi[nu > 0]).sum() - (nu * log_mult).sum())",
       "lumped_exact_report: pi_entropy subtracts the multinomial term sum nu ln M(c) instead of adding it "
       "(H(pi) = H(nu) + sum nu ln M)", TS_LC),
    _m("audit7a.lumped_checks.margin_max", LC,
       "margin[rows] = np.minimum(margin[rows], margins(g, axis=1)[:, a])",
       "margin[rows] = np.maximum(margin[rows], margins(g, axis=1)[:, a])",
       "_margins_and_moves: a class's margin is the largest over its tokens instead of the smallest (min/max)",
       TS_LC),
    # ------------------------------------------------------------------ toolkit/_validation.py (167 statements)
    _m("audit7a._validation.probability_one_allowed", VA,
       "upper_ok = value <= 1 if allow_one else value < 1",
       "upper_ok = value <= 1 if allow_one else value <= 1",
       "check_probability: p = 1 accepted without allow_one (a lazy or level of 1 passes)", TS_VAL),
    _m("audit7a._validation.states_token_q", VA,
       "arr.min() < 0 or arr.max() >= q",
       "arr.min() < 0 or arr.max() > q",
       "check_states: token q (one past the vocabulary) accepted (off by one)", TS_VAL),
    _m("audit7a._validation.rng_negative_seed", VA,
       "isinstance(rng, numbers.Integral) and not isinstance(rng, bool) and rng < 0",
       "isinstance(rng, numbers.Integral) and not isinstance(rng, bool) and rng < -1",
       "as_rng: seed -1 is not refused with InvalidInputError (numpy raises its own ValueError)", TS_VAL),
    _m("audit7a._validation.state_space_equal_refused", VA,
       "(log_size < 300 and q**n > limit)",
       "(log_size < 300 and q**n >= limit)",
       "check_state_space: a space of exactly max_states states is refused (boundary)", TS_VAL),
    _m("audit7a._validation.int_accepts_bool", VA,
       "if isinstance(value, bool) or not isinstance(value, numbers.Integral):",
       "if not isinstance(value, numbers.Integral):",
       "check_int: True/False accepted as 1/0 (the bool guard dropped)", TS_VAL),
    # ------------------------------------------------------------------ exact/observables.py (47 statements)
    _m("audit7a.observables.uniform_centering", OB,
       "fc = f - pi @ f",
       "fc = f - f.mean()",
       "exact_iat: f centred by its uniform mean instead of its stationary mean pi(f)", TS_OBS),
    _m("audit7a.observables.reducible_nan", OB,
       "            return float(\"inf\")",
       "            return float(\"nan\")",
       "exact_iat: a kernel reducible in float64 (singular I - P + 1 pi^T) gives NaN instead of the documented "
       "inf", TS_OBS),
    _m("audit7a.observables.singleton_any_set", OB,
       "and mask.sum() == 1:",
       "and mask.sum() >= 1:",
       "exact_exit_times: the single-state formula 1/(1 - P(x,x)) used for any set (its first state)", TS_OBS),
    # ------------------------------------------------------------------ exact/_nonreversible_krylov.py (122 statements)
    _m("audit7a._nonreversible_krylov.disagree_smaller", NK,
       "mu = mu if abs(mu) >= abs(th) else complex(th)",
       "mu = mu if abs(mu) <= abs(th) else complex(th)",
       "nonreversible_krylov: when the left and right values disagree, the smaller modulus is kept (min/max)",
       TS_NRK),
    _m("audit7a._nonreversible_krylov.farthest_right_vector", NK,
       "f = R.vectors[:, int(np.argmin(np.abs(R.values - th)))]",
       "f = R.vectors[:, int(np.argmax(np.abs(R.values - th)))]",
       "nonreversible_krylov: the right Ritz vector of the value farthest from the left run's (argmin/argmax)",
       TS_NRK),
    _m("audit7a._nonreversible_krylov.tops_not_deflated", NK,
       "                v = v - s * (s @ v)\n                for _ in range(k):\n                    v = S(v)",
       "                for _ in range(k):\n                    v = S(v)",
       "reversibilization_tops: the input is not projected off sqrt(pi) (the unit eigenvalue not deflated)",
       TS_NRK),
    # ------------------------------------------------------------------ toolkit/diagnostics.py (234 statements)
    _m("audit7a.diagnostics.short_chain_any_m", DI,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:",
       "if N < SHORT_CHAIN_TAUS * tau:",
       "integrated_autocorrelation_time: the short-chain note also for several chains (documented: one chain)",
       TS_DIAG),
    _m("audit7a.diagnostics.split_odd", DI,
       "return np.concatenate([x[:, :half], x[:, x.shape[1] - half:]], axis=0)",
       "return np.concatenate([x[:, :half], x[:, half:]], axis=0)",
       "_split: the second half of an odd-length chain is one draw longer than the first (concatenate fails)",
       TS_DIAG),
    _m("audit7a.diagnostics.burn_in_strict", DI,
       "keep = np.asarray(run.times) >= burn_in",
       "keep = np.asarray(run.times) > burn_in",
       "summarize_run: the record at step burn_in is dropped too (documented: steps < burn_in)", TS_DIAG),
    _m("audit7a.diagnostics.rhat_min", DI,
       "return max(vals) if vals else float(\"nan\")",
       "return min(vals) if vals else float(\"nan\")",
       "rhat: the smaller of bulk and tail R-hat (documented: the maximum)", TS_DIAG),
    _m("audit7a.diagnostics.tail_ess_max", DI,
       "return min(_ess_quantile(x, p) for p in TAIL_PROBS)",
       "return max(_ess_quantile(x, p) for p in TAIL_PROBS)",
       "effective_sample_size(method='tail'): the larger of the 5 % and 95 % quantile ESS (min/max)", TS_DIAG),
    # ------------------------------------------------------------------ toolkit/calibration.py (147 statements)
    _m("audit7a.calibration.burn_in_boundary", CA,
       "if burn_in > n_steps - 4:",
       "if burn_in >= n_steps - 4:",
       "sampled_summary: burn_in leaving exactly 4 recorded steps is refused (off by one)", TS_CAL),
    _m("audit7a.calibration.lpl_sites_strict", CA,
       "int(model.length) <= LPL_MAX_SITES",
       "int(model.length) < LPL_MAX_SITES",
       "records_pseudo_likelihood: a real MLM of exactly LPL_MAX_SITES sites loses the log pseudo-likelihood",
       TS_CAL),
    _m("audit7a.calibration.iat_spec_no_scan", CA,
       "{\"quantity\": \"iat\", \"observable\": obs_name, \"scan\": scan}",
       "{\"quantity\": \"iat\", \"observable\": obs_name}",
       "sampled_summary: the iat spec loses its 'scan' key (the exact side cannot tell a systematic scan)",
       TS_CAL),
    # ------------------------------------------------------------------ toolkit/app/records.py (65 statements)
    _m("audit7a.records.quick_kept", RE,
       "fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]) and \"quick\" not in f)",
       "fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]))",
       "calibration_records: quick (smoke-run) records are not left out", TS_REC),
    _m("audit7a.records.no_transition_right_crossover_only", RE,
       "else k != \"transition\"))",
       "else k == \"crossover\"))",
       "family_rows (static): with truth 'no transition' only 'crossover' verdicts count right ('inconclusive' "
       "no longer)", TS_REC),
    _m("audit7a.records.dynamic_n_no_undetermined", RE,
       "n = f[\"right\"] + f[\"wrong\"] + f[\"undetermined\"]",
       "n = f[\"right\"] + f[\"wrong\"]",
       "family_rows (dynamic): n leaves out the undetermined verdicts", TS_REC),
    # ------------------------------------------------------------------ toolkit/metastable.py (284 statements)
    _m("audit7a.metastable.threshold_low_open", ME,
       "return (v >= lo) & (v <= hi)",
       "return (v > lo) & (v <= hi)",
       "threshold_set: the low threshold excluded (documented: low <= observable <= high)", TS_MET),
    _m("audit7a.metastable.quench_tie_moves", ME,
       "keep = deficits(L)[np.arange(active.size), ya[:, i]] <= QUENCH_TIE_ATOL",
       "keep = deficits(L)[np.arange(active.size), ya[:, i]] < QUENCH_TIE_ATOL",
       "quench: a tie with the maximum moves to the first argmax (documented: ties keep x_i)", TS_MET),
    _m("audit7a.metastable.exit_at_max_steps_censored", ME,
       "late = new_clock > max_steps",
       "late = new_clock >= max_steps",
       "exit_times: an exit exactly at step max_steps is counted censored (boundary)", TS_MET),
    _m("audit7a.metastable.dwell_sides_swapped", ME,
       "        ins.append(dur[ok & was_in])\n        outs.append(dur[ok & ~was_in])",
       "        ins.append(dur[ok & ~was_in])\n        outs.append(dur[ok & was_in])",
       "dwell_times: sojourns inside and outside swapped", TS_MET),
    _m("audit7a.metastable.t_interval_df", ME,
       "float(student_t.ppf(0.5 + level / 2, v.size - 1)) * se",
       "float(student_t.ppf(0.5 + level / 2, v.size)) * se",
       "_t_interval: Student-t with n degrees of freedom instead of n - 1", TS_MET),
    _m("audit7a.metastable.exit_rate_no_1_over_n", ME,
       "return (1.0 - check_probability(lazy, \"lazy\")) * p.sum(axis=(1, 2)) / n",
       "return (1.0 - check_probability(lazy, \"lazy\")) * p.sum(axis=(1, 2))",
       "exit_rate: the factor 1/n of the random site choice dropped", TS_MET),
    # ------------------------------------------------------------------ exact/_mp_spectrum.py (116 statements)
    _m("audit7a._mp_spectrum.gap_no_negative_end", MP,
       "gap = min(mu[1], 2 - mu[-1])",
       "gap = mu[1]",
       "reversible_gap: the absolute gap ignores the eigenvalue near -1 (2 - mu_max)", TS_MP),
    _m("audit7a._mp_spectrum.lazy_swapped", MP,
       "M = M * (1 - lazy) + mpmath.eye(N) * lazy",
       "M = M * lazy + mpmath.eye(N) * (1 - lazy)",
       "mp_kernel: the lazy weights swapped (lazy P + (1 - lazy) I)", TS_MP),
    _m("audit7a._mp_spectrum.lambda2_modulus", MP,
       "lam2 = max(mpmath.re(z) for z in w)",
       "lam2 = max(abs(z) for z in w)",
       "nonreversible_spectrum: lambda_2 is the largest modulus instead of the largest real part", TS_MP),
    # ------------------------------------------------------------------ exact/_gth.py (95 statements)
    _m("audit7a._gth.solve_keeps_self_loops", GT,
       "            np.fill_diagonal(sub, 0.0)  # paths i -> k -> i are not moves out of i\n",
       "",
       "gth_solve: paths i -> k -> i stay on the diagonal and enter the pivots as moves out of i", TS_GTH),
    _m("audit7a._gth.lu_exit_mass_not_folded", GT,
       "            ek[k + 1:] += f * ek[k]\n",
       "",
       "_gth_lu: the exit mass of an eliminated state is not folded into the remaining rows", TS_GTH),
    _m("audit7a._gth.small_back_transposed", GT,
       "x[j] = x[:j] @ A[:j, j]",
       "x[j] = x[:j] @ A[j, :j]",
       "_gth_small: back substitution reads the row of j instead of its column (wrong axis)", TS_GTH),
    # ------------------------------------------------------------------ toolkit/app/report/soundness.py (467 statements)
    _m("audit7a.soundness.kernel_no_lazy_diagonal", SO,
       "    P[np.arange(N), np.arange(N)] += lazy\n",
       "",
       "_kernel (reference): the lazy mass is not put on the diagonal (rows sum to 1 - lazy)", TS_SND),
    _m("audit7a.soundness.best_case_shown", SO,
       "if worst_key is None or margin < worst_key:",
       "if worst_key is None or margin > worst_key:",
       "_Inequalities.check: the case with the most slack is kept as 'worst' (a failing case can be hidden)",
       TS_SND),
    _m("audit7a.soundness.sym_gap_no_negative_end", SO,
       "self.gap = float(1.0 - max(abs(ev[0]), abs(ev[-2])))",
       "self.gap = float(1.0 - abs(ev[-2]))",
       "_Exact (reference): the reversible absolute gap ignores the most negative eigenvalue", TS_SND),
    _m("audit7a.soundness.alpha_row_sums", SO,
       "return float(R.sum(axis=0).max())",
       "return float(R.sum(axis=1).max())",
       "_alpha (reference): max_i sum_j R_ij (row sums) instead of max_j sum_i R_ij (wrong axis)", TS_SND),
    _m("audit7a.soundness.mult_gap_sigma_not_squared", SO,
       "out.append(float(1.0 - sv[1] ** 2))",
       "out.append(float(1.0 - sv[1]))",
       "_Exact.mult_gaps (reference): gamma_k = 1 - sigma_2 instead of 1 - sigma_2^2", TS_SND),
    _m("audit7a.soundness.contraction_ref_no_n", SO,
       "ref = math.ceil(n * math.log(n / EPS) / (1 - a)) if a < 1 else math.nan",
       "ref = math.ceil(n * math.log(1 / EPS) / (1 - a)) if a < 1 else math.nan",
       "_contraction_escape: the reference contraction bound uses ln(1/eps) for ln(n/eps)", TS_SND),
    _m("audit7a.soundness.escape_ref_log_q", SO,
       "esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size - 1), case)",
       "esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size), case)",
       "_contraction_escape: the reference escape bound divides by q instead of q - 1", TS_SND),
    _m("audit7a.soundness.coupling_t2_not_doubled", SO,
       "([2.0 * float(t[i2[0]])] if i2.size else [])",
       "([float(t[i2[0]])] if i2.size else [])",
       "_coupling: the reference t_upper = min(t_1, t_2) without doubling t_2", TS_SND),
    # ------------------------------------------------------------------ exact/transfer.py (583 statements)
    _m("audit7a.transfer.joint_chi_no_simplex_factor", TR,
       "out[\"chi\"] = n * (q / (q - 1)) * sum(_var(p, rho[a]) for a in range(q)) / Ts",
       "out[\"chi\"] = n * sum(_var(p, rho[a]) for a in range(q)) / Ts",
       "_joint_moments: chi without the factor q/(q-1) of Var(m)", TS_TR),
    _m("audit7a.transfer.susceptibility_over_T", TR,
       "out[\"susceptibility\"] = n * _var(p, mmax)",
       "out[\"susceptibility\"] = n * _var(p, mmax) / Ts",
       "_joint_moments: susceptibility divided by T (toolkit.phase's convention has no 1/T)", TS_TR),
    _m("audit7a.transfer.potts_ratio_q_minus_1", TR,
       "ratio = math.log1p(q / math.expm1(alpha))",
       "ratio = math.log1p((q - 1) / math.expm1(alpha))",
       "_bulk_spectrum (Potts closed form, ferro): lambda_1/lambda_2 = 1 + (q-1)/(e^alpha - 1) for "
       "1 + q/(e^alpha - 1)", TS_TR),
    _m("audit7a.transfer.two_by_two_det_branch", TR,
       "lnum = log2 + (lR if delta > 0 else lS) + l1 - ldet",
       "lnum = log2 + (lS if delta > 0 else lR) + l1 - ldet",
       "_two_by_two: the det > 0 and det < 0 formulas of lambda_+/|lambda_-| swapped", TS_TR),
    _m("audit7a.transfer.cycle_gap_no_abs", TR,
       "return _one_minus_tanh(abs(c) / T) / n",
       "return _one_minus_tanh(c / T) / n",
       "glauber_cycle_gap: |coupling| not taken (an even antiferromagnetic ring gets 1 - tanh(c/T) with c < 0)",
       TS_TR),
    _m("audit7a.transfer.path_end_rows", TR,
       "rows[0] = rows[-1] = _one_minus_tanh(abs(K))",
       "rows[0] = rows[-1] = _one_minus_tanh(2 * abs(K))",
       "glauber_linear_sector_gap: the end rows' sums 1 - tanh(2K) instead of 1 - tanh(K)", TS_TR),
    _m("audit7a.transfer.gauge_axis", TR,
       "Phi[k] = A + (B.mean(axis=1) - B.mean())[None, :] - (A.mean(axis=0) - A.mean())[None, :]",
       "Phi[k] = A + (B.mean(axis=0) - B.mean())[None, :] - (A.mean(axis=0) - A.mean())[None, :]",
       "nearest_neighbour_chain: the gauge takes B's column means for its row means (wrong axis)", TS_TR),
    _m("audit7a.transfer.cycle_close_not_transposed", TR,
       "close = chain.couplings[chain.n - 1].T[None] * beta[:, None, None]",
       "close = chain.couplings[chain.n - 1][None] * beta[:, None, None]",
       "_finish: the closing edge Phi(a, s) of a cycle read as Phi(s, a) (asymmetric potentials)", TS_TR),
    _m("audit7a.transfer.joint_drops_zero_last", TR,
       "keep = rows[:, -1] >= 0",
       "keep = rows[:, -1] > 0",
       "joint_count_law: count vectors with no site on the last token are dropped", TS_TR),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary or
#: on inputs the tests may not reach say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. All 29 were killed in the first run.
DUPLICATE_OF = {
    "audit7a.lumped_checks.t0_half": "lumped_checks.T0_half",
    "audit7a.lumped_checks.birth_death_from_lo_plus_one": "blind.lumped_checks.exit_sum_from_lo_plus_one",
    "audit7a.lumped_checks.entropy_sign": "i30f.lumped_checks.entropy_sign",
    "audit7a._validation.probability_one_allowed": "blind3.validation.probability_one",
    "audit7a._validation.states_token_q": "blind3.validation.states_q",
    "audit7a._validation.state_space_equal_refused": "sweep6s3._validation.state_space_ge",
    "audit7a.observables.uniform_centering": "audit5b.observables.centre_unweighted",
    "audit7a.observables.singleton_any_set": "audit4a.observables.singleton_any_set",
    "audit7a.diagnostics.short_chain_any_m": "diagnostics.short_chain_any_m",
    "audit7a.calibration.burn_in_boundary": "sweep6s3.calibration.burn_in_margin",
    "audit7a.calibration.lpl_sites_strict": "sweep6s3.calibration.lpl_lt",
    "audit7a.calibration.iat_spec_no_scan": "sweep6s3.calibration.iat_spec_no_scan",
    "audit7a.records.quick_kept": "records.quick_runs_read",
    "audit7a.records.dynamic_n_no_undetermined": "audit4c.records.dynamic_n_no_undetermined",
    "audit7a.metastable.threshold_low_open": "sweep6s3.metastable.threshold_open",
    "audit7a.metastable.quench_tie_moves": "tk_metastable.quench_ties_move",
    "audit7a.metastable.exit_at_max_steps_censored": "tk_metastable.censor_at_max_steps",
    "audit7a.metastable.t_interval_df": "tk_metastable.t_interval_dof",
    "audit7a.metastable.exit_rate_no_1_over_n": "i30f.metastable.exit_rate_no_n",
    "audit7a._mp_spectrum.gap_no_negative_end": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit7a._mp_spectrum.lambda2_modulus": "sweep6s1._mp_spectrum.lambda2_is_modulus",
    "audit7a._gth.lu_exit_mass_not_folded": "stationary.gth_exit_not_propagated",
    "audit7a._gth.small_back_transposed": "audit6a.gth.small_back_sub_transposed",
    "audit7a.soundness.best_case_shown": "audit4c.soundness.best_case_shown",
    "audit7a.soundness.mult_gap_sigma_not_squared": "audit4c.soundness.mult_gap_not_squared",
    "audit7a.soundness.coupling_t2_not_doubled": "audit4c.soundness.coupling_no_doubling",
    "audit7a.transfer.susceptibility_over_T": "sweep6s2.transfer.susceptibility_over_T",
    "audit7a.transfer.potts_ratio_q_minus_1": "sweep6s2.transfer.potts_ratio_q_minus_1",
    "audit7a.transfer.path_end_rows": "transfer.path_end_row_sum",
}

#: Survivors of the first run: why they survived and the test that kills them now (three found
#: equivalent after the run, with the reason; they stay counted as survivors in the first run's score).
SURVIVOR_NOTES = {
    "audit7a.lumped_checks.fixed_points_weak": {
        "note": "no test had a class of margin exactly 0 (a tie); every tested model's classes have margin != 0",
        "killed_by": "tests/exact/test_blind7a.py::test_no_coupling_has_no_strict_count_fixed_point"},
    "audit7a.observables.reducible_nan": {
        "note": "no test gave exact_iat a kernel reducible in float64 (the documented inf)",
        "killed_by": "tests/exact/test_blind7a.py::test_iat_of_a_kernel_reducible_in_float64_is_inf"},
    "audit7a._nonreversible_krylov.tops_not_deflated": {
        "note": "equivalent, found after the run: S and S^T both fix sqrt(pi) (S s = D^(1/2) P 1 = s, S^T s = "
                "D^(-1/2) P^T pi = s) and so preserve its orthogonal complement; (S^T)^k S^k commutes with the "
                "projection, and the projection kept at the end of the operator removes the s component, so "
                "dropping the first projection changes only round-off",
        "killed_by": ""},
    "audit7a.metastable.dwell_sides_swapped": {
        "note": "no test told the inside sojourns from the outside ones (symmetric cases)",
        "killed_by": "tests/toolkit/test_blind7a.py::test_dwell_times_inside_and_outside_are_the_two_geometric_means"},
    "audit7a._gth.solve_keeps_self_loops": {
        "note": "equivalent, found after the run: gth_solve never reads a diagonal entry of Nm (pivots sum "
                "Nm[k, k+1:], the multipliers read Nm[k+1:, k], the back substitution Nm[k, k+1:]), so what the "
                "fill_diagonal clears is never used",
        "killed_by": ""},
    "audit7a.soundness.sym_gap_no_negative_end": {
        "note": "equivalent, found after the run: the reference _kernel is always a random-scan heat-bath kernel "
                "(lazy >= 0), which is positive semi-definite in pi's inner product, so the smallest eigenvalue "
                "of the symmetrized kernel is >= 0 (to round-off) and never sets the absolute gap",
        "killed_by": ""},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit7a.lumped_checks.fixed_points_weak": ["tests/exact/test_blind7a.py"],
    "audit7a.observables.reducible_nan": ["tests/exact/test_blind7a.py"],
    "audit7a.metastable.dwell_sides_swapped": ["tests/toolkit/test_blind7a.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

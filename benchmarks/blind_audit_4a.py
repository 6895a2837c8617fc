"""Fourth blind mutation audit, part a (issue 30): mutants in the 15 ``exact/`` modules never
audited before (space, _rounding, observables, logits, _lanczos, compat, _arnoldi,
_nonreversible_krylov, _linalg, _lowrank_tmix, _harmonic_ritz, pairwise_logits, lumped_sectors,
scans, colour_lumped), written without reading ``scripts/mutants.py``, the earlier audits'
catalogues or any file under ``tests/`` (protocol: benchmarks/blind_audit_4_protocol.md; parts b and c
audit ``toolkit/`` in their own runner files). Each mutant is a bug a developer could make in
the source, read for this audit. Mutants believed equivalent are marked (``EQUIVALENT``) before
anything ran; the ones found after the first run to be the same bug as an entry of
``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests run last; a mutant first failed by
its module's doctest is a kill, and the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_4a.py --baseline --jobs 1 --json before.json
    python benchmarks/blind_audit_4a.py --id 'audit4a.scans.*' --timeout 300
    python benchmarks/blind_audit_4a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_SPACE = ["tests/exact/test_errors.py", "tests/exact/test_pinned_mixing.py", "tests/exact/test_calibration.py",
            "tests/test_cli_vocabulary.py", "tests/toolkit/test_remasking_sampled.py", "tests/test_bad_inputs.py",
            "exact/space.py"]
TS_ROUNDING = ["tests/exact/test_certified_gap.py", "exact/_rounding.py"]
TS_OBS = ["tests/exact/test_calibration.py", "tests/exact/test_errors.py", "tests/toolkit/test_diagnostics.py",
          "tests/toolkit/test_dynamics.py", "tests/test_cli_audit_exact.py", "exact/observables.py"]
TS_LOGITS = ["tests/exact/test_rectangle_rule.py", "tests/exact/test_kernel.py", "tests/exact/test_checks.py",
             "tests/exact/test_errors.py", "tests/test_bad_inputs.py", "tests/toolkit/test_margins.py", "exact/logits.py"]
TS_LANCZOS = ["tests/exact/test_lanczos.py", "exact/_lanczos.py"]
TS_COMPAT = ["tests/exact/test_compat.py", "tests/exact/test_checks.py", "tests/toolkit/test_incompat.py",
             "tests/exact/test_markov.py", "exact/compat.py"]
TS_ARNOLDI = ["tests/exact/test_arnoldi.py", "tests/exact/test_nonreversible_krylov.py", "exact/_arnoldi.py"]
TS_NRK = ["tests/exact/test_nonreversible_krylov.py", "exact/_nonreversible_krylov.py"]
TS_LINALG = ["tests/exact/test_kernel.py", "tests/exact/test_certified_gap.py", "tests/test_bad_inputs.py",
             "tests/exact/test_passage.py", "tests/exact/test_peer_fixtures.py", "exact/_linalg.py"]
TS_LOWRANK = ["tests/exact/test_tmix_large.py", "tests/exact/test_distance.py", "tests/exact/test_errors.py",
              "exact/_lowrank_tmix.py"]
TS_HR = ["tests/exact/test_harmonic_ritz.py", "tests/exact/test_certified_gap.py", "exact/_harmonic_ritz.py"]
TS_PAIRWISE = ["tests/exact/test_markov.py", "tests/test_bad_inputs.py", "exact/pairwise_logits.py"]
TS_SECTORS = ["tests/exact/test_lumped_sectors.py", "tests/exact/test_lumped_fast.py", "tests/test_cli_exact.py",
              "exact/lumped_sectors.py"]
TS_SCANS = ["tests/exact/test_scans.py", "tests/exact/test_pinned_influence.py", "tests/exact/test_pinned_metastable.py",
            "tests/toolkit/test_results.py", "tests/toolkit/test_plot.py", "tests/test_bad_inputs.py", "exact/scans.py"]
TS_COLOUR = ["tests/exact/test_colour_lumped.py", "tests/test_bad_inputs.py", "exact/colour_lumped.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


SP, RO, OB, LG, LZ = "exact/space.py", "exact/_rounding.py", "exact/observables.py", "exact/logits.py", \
    "exact/_lanczos.py"
CO, AR, NK, LA, LR = "exact/compat.py", "exact/_arnoldi.py", "exact/_nonreversible_krylov.py", "exact/_linalg.py", \
    "exact/_lowrank_tmix.py"
HR, PL, LS, SC, CL = "exact/_harmonic_ritz.py", "exact/pairwise_logits.py", "exact/lumped_sectors.py", \
    "exact/scans.py", "exact/colour_lumped.py"

MUTANTS = [
    # ------------------------------------------------------------------ exact/space.py
    _m("audit4a.space.states_guard_off_by_one", SP, "idx.max() >= self.size", "idx.max() > self.size",
       "StateSpace.states accepts the index q**n (one past the last state) instead of raising", TS_SPACE),
    _m("audit4a.space.negative_index_accepted", SP, "(idx.min() < 0 or idx.max() >= self.size)",
       "(idx.max() >= self.size)", "StateSpace.states accepts negative indices (floor division wraps them)",
       TS_SPACE),
    _m("audit4a.space.q_minimum_1", SP, 'check_int(q, "q", minimum=2)', 'check_int(q, "q", minimum=1)',
       "a one-token vocabulary (q = 1) is accepted by StateSpace", TS_SPACE),
    _m("audit4a.space.hamming_axis", SP, "(self.states(i) != self.states(j)).sum(axis=1)",
       "(self.states(i) != self.states(j)).sum(axis=0)", "hamming sums over the states (axis 0) instead of the sites",
       TS_SPACE),
    # ------------------------------------------------------------------ exact/_rounding.py
    _m("audit4a._rounding.n_factor_always", RO, "site * (1 if K.is_random_scan else K.n)", "site * K.n",
       "log_rounding multiplies the per-conditional error by n for random-scan kernels too (only a systematic "
       "sweep multiplies n conditionals)", TS_ROUNDING),
    _m("audit4a._rounding.gap_no_path_steps", RO, "d + 3.0 * path_steps(P) * d", "d + 3.0 * d",
       "gap_rounding drops the n of rho_pi = n delta: gap (delta + 3 delta) instead of gap (delta + 3 n delta)",
       TS_ROUNDING),
    _m("audit4a._rounding.pi_no_path_steps", RO, "return path_steps(P) * log_rounding(P)", "return log_rounding(P)",
       "pi_rounding returns delta instead of n delta", TS_ROUNDING),
    _m("audit4a._rounding.L_signed_max", RO, "L = float(np.max(np.abs(values)))", "L = float(np.max(values))",
       "L = max l instead of max |l|: large negative logits carry no rounding", TS_ROUNDING),
    # ------------------------------------------------------------------ exact/observables.py
    _m("audit4a.observables.singleton_any_set", OB, "and mask.sum() == 1", "and mask.sum() >= 1",
       "exact_exit_times takes the single-state formula 1/(1 - P(x,x)) for any set of a random-scan kernel "
       "(the first state of the set)", TS_OBS),
    _m("audit4a.observables.zero_variance_not_nan", OB, "if not var > 0:", "if var < 0:",
       "a constant observable (Var_pi f = 0) is not answered NaN: 0/0 is computed", TS_OBS),
    _m("audit4a.observables.exit_overflow_unguarded", OB, "out[x] = np.exp(lt) if lt < 709 else np.inf",
       "out[x] = np.exp(lt)", "a log exit time above float64's range overflows in exp (RuntimeWarning) instead of "
       "giving inf quietly", TS_OBS),
    # ------------------------------------------------------------------ exact/logits.py
    _m("audit4a.logits.error_last_batch", LG,
       "error[i] = max(error[i], float(logit_error_bound(model, states, sites, lg).max()))",
       "error[i] = float(logit_error_bound(model, states, sites, lg).max())",
       "site_logits keeps the declared logit error of the last batch of a site, not the largest over its batches",
       TS_LOGITS),
    _m("audit4a.logits.site_error_no_n", LG, "return 2.0 * self.n * float(np.finfo(np.float64).eps)",
       "return 2.0 * float(np.finfo(np.float64).eps)",
       "the assumed logit error of a hand-built SiteLogits drops the factor n (2 eps max|l| instead of 2 n eps max|l|)",
       TS_LOGITS),
    _m("audit4a.logits.min_log_conditional_max", LG, "return min(float(self.log_tempered(i, T).min()) for",
       "return min(float(self.log_tempered(i, T).max()) for",
       "min_log_conditional takes each site's largest log-conditional (min over sites of the max)", TS_LOGITS),
    _m("audit4a.logits.tokens_dropped", LG, "tuple(tokens) if tokens is not None else None, error,",
       "None, error,", "site_logits drops the model's token strings (SiteLogits.tokens None)", TS_LOGITS),
    # ------------------------------------------------------------------ exact/_lanczos.py
    _m("audit4a._lanczos.ritz_beta_index", LZ, "axpy(w, -run.beta[j - 1], v_prev)", "axpy(w, -run.beta[j], v_prev)",
       "ritz_vector's rerun of the recurrence subtracts beta_j v_{j-1} instead of beta_{j-1} v_{j-1}", TS_LANCZOS),
    _m("audit4a._lanczos.residual_first_component", LZ, "est = b * abs(float(y[-1]))", "est = b * abs(float(y[0]))",
       "the residual estimate uses the Ritz vector's first component instead of its last (beta_m |y_1|)",
       TS_LANCZOS),
    _m("audit4a._lanczos.next_ritz_min", LZ, "return float(below.max()) if below.size else None",
       "return float(below.min()) if below.size else None",
       "next_ritz returns the smallest Ritz value below theta - sep instead of the largest", TS_LANCZOS),
    _m("audit4a._lanczos.no_stop_at_N", LZ, "or j + 1 == maxiter or j + 1 == N:", "or j + 1 == maxiter:",
       "the check after N steps (the Krylov space is the whole space) is skipped: the recurrence continues past N",
       TS_LANCZOS),
    # ------------------------------------------------------------------ exact/compat.py
    _m("audit4a.compat.drift_unweighted_mean", CO, "means.append(float((kl * np.exp(lw[:, 0])).sum()))",
       "means.append(float(kl.mean()))",
       "conditional_drift's kl_mean is the plain mean over contexts instead of the pi-weighted mean", TS_COMPAT),
    _m("audit4a.compat.drift_kl_direction", CO, "terms = np.where(pc > 0, pc * (lpc - lc), 0.0)",
       "terms = np.where(pc > 0, np.exp(lc) * (lc - lpc), 0.0)",
       "conditional drift computes KL(p_i || pi_T(.|x_-i)) instead of KL(pi_T(.|x_-i) || p_i)", TS_COMPAT),
    _m("audit4a.compat.kolmogorov_inf_kept", CO, "    out[~np.isfinite(out)] = np.nan\n", "",
       "a Kolmogorov ratio with a zero transition probability is +-inf instead of nan", TS_COMPAT),
    _m("audit4a.compat.kol_err_last_chunk", CO,
       "max(kol_err[0], float(np.nanmax(e)))", "float(np.nanmax(e))",
       "kolmogorov_max_error keeps the last chunk's maximum instead of the maximum over all chunks", TS_COMPAT),
    _m("audit4a.compat.systematic_not_rejected", CO, "        if not P.is_random_scan:\n            raise",
       "        if not P.is_random_scan and P.n < 1:\n            raise",
       "Kolmogorov ratios of a systematic-scan kernel are not refused (computed as if random-scan)", TS_COMPAT),
    # ------------------------------------------------------------------ exact/_arnoldi.py
    _m("audit4a._arnoldi.any_converged", AR, "done = bool(np.all(res[want] <= tol))",
       "done = bool(np.any(res[want] <= tol))",
       "Krylov-Schur stops when any wanted Ritz pair has converged instead of all", TS_ARNOLDI),
    _m("audit4a._arnoldi.threshold_splits_ties", AR, "srt[k] >= srt[k - 1] - 1e-12 * abs(srt[k - 1])",
       "srt[k] > srt[k - 1]",
       "_threshold never extends k over ties: a conjugate pair can be split between wanted and unwanted", TS_ARNOLDI),
    _m("audit4a._arnoldi.m_cap_N", AR, "m = min(m, N - 1)", "m = min(m, N)",
       "the basis size is capped at N instead of N - 1 (m + 1 vectors in N dimensions)", TS_ARNOLDI),
    _m("audit4a._arnoldi.residual_first_row", AR, "res = np.abs(beta * Y[m - 1, :])", "res = np.abs(beta * Y[0, :])",
       "Ritz residual estimate |beta e_1^T y| instead of |beta e_m^T y|", TS_ARNOLDI),
    # ------------------------------------------------------------------ exact/_nonreversible_krylov.py
    _m("audit4a._nonreversible_krylov.second_order_no_c", NK, "second = r * s / (c * delta)",
       "second = r * s / delta", "two_sided_error's second-order term drops the condition number 1/c", TS_NRK),
    _m("audit4a._nonreversible_krylov.error_max", NK, "return min(first, second)", "return max(first, second)",
       "two_sided_error takes the larger of the first- and second-order estimates", TS_NRK),
    _m("audit4a._nonreversible_krylov.delta_largest", NK, "delta = max(min(dist), 0.0)", "delta = max(max(dist), 0.0)",
       "the separation delta is the largest distance to the rest of the spectrum instead of the smallest", TS_NRK),
    _m("audit4a._nonreversible_krylov.lambda2_certify_flip", NK,
       "if float(np.min(np.abs(vals))) <= re or not L.rest.size:",
       "if float(np.min(np.abs(vals))) >= re or not L.rest.size:",
       "lambda_2 taken from the left run when the smallest modulus is at least the largest real part "
       "(the certificate's inequality reversed)", TS_NRK),
    # ------------------------------------------------------------------ exact/_linalg.py
    _m("audit4a._linalg.stochastic_one_sided", LA, "bad = np.flatnonzero(np.abs(sums - 1.0) >",
       "bad = np.flatnonzero((sums - 1.0) >",
       "check_stochastic rejects rows summing to more than 1 only: rows summing to less pass", TS_LINALG),
    _m("audit4a._linalg.empty_accepted", LA, "if P.shape[0] == 0:", "if P.shape[0] < 0:",
       "check_stochastic accepts a 0 x 0 matrix", TS_LINALG),
    _m("audit4a._linalg.lazy_csr_vector_no_diagonal", LA, "out += d[:, None] * mu if mu.ndim == 2 else d * mu",
       "out += d[:, None] * mu if mu.ndim == 2 else 0.0 * mu",
       "the CSR P^T product of large small-q kernels drops the diagonal for a single vector", TS_LINALG),
    _m("audit4a._linalg.offdiag_pairs_sparse_log_reverse", LA,
       "np.log(np.asarray(M[r, c]).ravel()), np.log(np.asarray(M[c, r]).ravel())",
       "np.log(np.asarray(M[r, c]).ravel()), np.log(np.asarray(M[r, c]).ravel())",
       "offdiag_pairs(log=True) of a sparse matrix returns P(x, y) as its own reverse", TS_LINALG),
    # ------------------------------------------------------------------ exact/_lowrank_tmix.py
    _m("audit4a._lowrank_tmix.tmax_boundary", LR, "t_low + 1 if t_low + 1 <= t_max else None, worst)",
       "t_low + 1 if t_low + 1 < t_max else None, worst)",
       "_bisect_powers reports t_mix = t_max as not reached", TS_LOWRANK),
    _m("audit4a._lowrank_tmix.greedy_skips_top", LR, "for i in range(J - 1, -1, -1):", "for i in range(J - 2, -1, -1):",
       "the factored search's greedy bisection skips the step 2^(J-1) (t_mix off by up to tau/2)", TS_LOWRANK),
    _m("audit4a._lowrank_tmix.sparse_tv_off_support", LR, "minlength=M.shape[0]) + pi.sum())",
       "minlength=M.shape[0]))", "_tv of a sparse power drops the mass of pi off the row's support", TS_LOWRANK),
    # ------------------------------------------------------------------ exact/_harmonic_ritz.py
    _m("audit4a._harmonic_ritz.fixed_no_denominator", HR, "fixed = th_h / (1 + th_h) if th_h < 1 else mpmath.inf",
       "fixed = th_h if th_h < 1 else mpmath.inf",
       "the eta-free lower end theta_1/(1 + theta_1 max h) becomes theta_1 (1 - theta_1 max h)", TS_HR),
    _m("audit4a._harmonic_ritz.err_no_rel", HR, "err = th1 * (below + rel)", "err = th1 * below",
       "the reported error drops the inputs' rounding and the law's error (rel)", TS_HR),
    _m("audit4a._harmonic_ritz.wells_ties", HR, "log_pi[c] > log_pi[r])", "log_pi[c] >= log_pi[r])",
       "local_maxima: a state with a neighbour of equal pi is not a well (ties)", TS_HR),
    _m("audit4a._harmonic_ritz.refine_mismatch_check_reversible", HR,
       "if not reversible and not abs(res.gap - gap) <= error + res.error:",
       "if reversible and not abs(res.gap - gap) <= error + res.error:",
       "refine's check that the pencil's gap is the one given applies to reversible chains instead of "
       "non-reversible ones", TS_HR),
    # ------------------------------------------------------------------ exact/pairwise_logits.py
    _m("audit4a.pairwise_logits.block_transpose", PL, "placed(B if i < j else B.T,", "placed(B.T if i < j else B,",
       "the coupling block J[i, j] is placed transposed (a symmetric J hides it)", TS_PAIRWISE),
    _m("audit4a.pairwise_logits.zero_right_row", PL, "term = B[:, 0].reshape((1,) * i + (q,))",
       "term = B[0, :].reshape((1,) * i + (q,))",
       "site_zero_right reads J[i, j][0, a] instead of J[i, j][a, 0] for the later sites at token 0", TS_PAIRWISE),
    _m("audit4a.pairwise_logits.neighbours_transpose", PL, "np.any(self.J[i, j] != 0)", "np.any(self.J[j, i] != 0)",
       "neighbours of site i read from J[j, i]: a one-way coupling J[i, j] != 0 = J[j, i] is dropped", TS_PAIRWISE),
    # ------------------------------------------------------------------ exact/lumped_sectors.py
    _m("audit4a.lumped_sectors.lazy_weight", LS, "w = (1.0 - lazy) / n", "w = 1.0 / n",
       "sector_operator's move weight ignores laziness: (1/n) instead of (1 - lazy)/n", TS_SECTORS),
    _m("audit4a.lumped_sectors.lazy_diagonal", LS, "vals.insert(0, lazy + w * stay)", "vals.insert(0, w * stay)",
       "the lazy holding probability is left off the sector operator's diagonal", TS_SECTORS),
    _m("audit4a.lumped_sectors.error_not_updated", LS, "bests, err = (ls, lam), e", "bests = (ls, lam)",
       "three_token_gap keeps error 0: the error of the sector holding lambda_star is not recorded", TS_SECTORS),
    _m("audit4a.lumped_sectors.cw_no_round_up", LS, "float(((A @ v) / v).max()) * (1 + 1e-12)",
       "float(((A @ v) / v).max())", "collatz_wielandt_bound is not rounded up (a float64 ratio can fall below rho)",
       TS_SECTORS),
    _m("audit4a.lumped_sectors.zero_partition_accepted", LS, " or parts[0] == 0:", ":",
       "_check_partition accepts (0, 0, 0)", TS_SECTORS),
    # ------------------------------------------------------------------ exact/scans.py
    _m("audit4a.scans.temperatures_ascending", SC, "reverse=True)", ")",
       "metastability_scan sorts temperatures ascending: the slope is fitted over the highest temperatures",
       TS_SCANS),
    _m("audit4a.scans.fit_needs_four", SC, "if len(exact_rows) >= 3:", "if len(exact_rows) > 3:",
       "nlogn_scan fits only with 4 or more exact rows (documented: 3)", TS_SCANS),
    _m("audit4a.scans.lumped_ratio_no_log", SC, "t_mix / (n * math.log(n))\n            note",
       "t_mix / n\n            note", "lumped rows' ratio is t_mix / n instead of t_mix / (n ln n)", TS_SCANS),
    _m("audit4a.scans.potts_theory_no_q", SC, "(1.0 / (2.0 * (1.0 - model.beta / (q * T))),",
       "(1.0 / (2.0 * (1.0 - model.beta / T)),",
       "mean-field Potts cutoff constant 1/(2(1 - beta/T)) instead of 1/(2(1 - beta/(qT)))", TS_SCANS),
    _m("audit4a.scans.all_hold_empty_true", SC, "return all(applicable) if applicable else None",
       "return all(applicable)", "NlognScan.all_hold is True (vacuously) instead of None when no row applies",
       TS_SCANS),
    # ------------------------------------------------------------------ exact/colour_lumped.py
    _m("audit4a.colour_lumped.uniform_field_rejected", CL, "return bool(np.ptp(model.field) == 0)",
       "return bool(np.all(model.field == 0))",
       "is_colour_symmetric rejects mean-field Potts with a uniform non-zero field", TS_COLOUR),
    _m("audit4a.colour_lumped.abs_m_moment", CL, "float(w @ np.sqrt(m2))", "float(np.sqrt(w @ m2))",
       "<|m|> computed as sqrt(<|m|^2>)", TS_COLOUR),
    _m("audit4a.colour_lumped.potts_energy_factor", CL, "return model.beta / (2.0 * n) * ((C.astype(float) ** 2)",
       "return model.beta / n * ((C.astype(float) ** 2)",
       "mean-field Potts energy beta/n instead of beta/(2n) per pair sum", TS_COLOUR),
    _m("audit4a.colour_lumped.single_state_branch", CL, "if ch.n_states == 1:", "if ch.n_states == 0:",
       "colour_symmetric_gap's one-partition branch (n = 1) is never taken", TS_COLOUR),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary or
#: at a size the tests may not reach say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. All 9 were killed in the first run.
DUPLICATE_OF = {
    "audit4a.space.states_guard_off_by_one": "space.index_range_off_by_one",
    "audit4a._arnoldi.threshold_splits_ties": "arnoldi.threshold_splits_pairs",
    "audit4a._arnoldi.residual_first_row": "arnoldi.residual_wrong_row",
    "audit4a._nonreversible_krylov.lambda2_certify_flip": "nrk.lambda2_certificate_inverted",
    "audit4a._linalg.lazy_csr_vector_no_diagonal": "linalg.transpose_products_no_diagonal",
    "audit4a._harmonic_ritz.wells_ties": "harmonic.wells_strict",
    "audit4a.scans.temperatures_ascending": "scans.slope_highest_T",
    "audit4a.scans.potts_theory_no_q": "scans.potts_cutoff_no_q",
    "audit4a.scans.all_hold_empty_true": "scans.all_hold_vacuous",
}

#: Survivors of the first run: why they survived and the test that kills them now.
SURVIVOR_NOTES = {
    "audit4a.space.q_minimum_1": {
        "note": "equivalent, found after the run: check_state_space (called next) repeats the check with the "
                "same message (`q` must be >= 2; got 1), so no input tells the two apart; the contract is now "
                "pinned anyway",
        "killed_by": ""},
    "audit4a._rounding.gap_no_path_steps": {
        "note": "gap_rounding was not tested", "killed_by": "tests/exact/test_certified_gap.py::test_rounding_model_by_hand"},
    "audit4a.logits.error_last_batch": {
        "note": "every model in the sets declares the same error in every batch of a site",
        "killed_by": "tests/exact/test_logits.py::test_declared_error_is_the_largest_over_every_batch"},
    "audit4a.logits.site_error_no_n": {
        "note": "no test built a SiteLogits by hand without errors",
        "killed_by": "tests/exact/test_logits.py::test_assumed_error_of_a_table_built_by_hand"},
    "audit4a.logits.min_log_conditional_max": {
        "note": "SiteLogits.min_log_conditional was not tested",
        "killed_by": "tests/exact/test_logits.py::test_min_log_conditional_is_the_smallest_probability"},
    "audit4a.logits.tokens_dropped": {
        "note": "no test read SiteLogits.tokens", "killed_by": "tests/exact/test_logits.py::test_token_strings_are_kept"},
    "audit4a._lanczos.residual_first_component": {
        "note": "the estimate only delays the stop (40 steps instead of 20), the answer stays right",
        "killed_by": "tests/exact/test_lanczos.py::test_lanczos_residual_estimate_is_the_ritz_pairs_residual"},
    "audit4a._lanczos.next_ritz_min": {
        "note": "next_ritz was not tested", "killed_by": "tests/exact/test_lanczos.py::test_next_ritz_is_the_largest_value_below_the_ghosts"},
    "audit4a._lanczos.no_stop_at_N": {
        "note": "no test ran Lanczos on fewer states than its steps",
        "killed_by": "tests/exact/test_lanczos.py::test_lanczos_stops_when_the_krylov_space_is_the_whole_space"},
    "audit4a.compat.kolmogorov_inf_kept": {
        "note": "no test gave a matrix with a zero transition on a cycle",
        "killed_by": "tests/exact/test_compat.py::test_kolmogorov_ratio_of_a_zero_transition_is_nan"},
    "audit4a.compat.kol_err_last_chunk": {
        "note": "kolmogorov_max_error was only checked to be small",
        "killed_by": "tests/exact/test_compat.py::test_kolmogorov_max_error_is_the_largest_over_every_site_pair"},
    "audit4a._arnoldi.m_cap_N": {
        "note": "no test ran Krylov-Schur on fewer than 11 states; the test found a real bug at N = 3 (a restart "
                "split a conjugate pair's Schur block: Ritz value 0.983 with residual 8e-13, true residual 0.11), "
                "fixed in exact/_arnoldi.py",
        "killed_by": "tests/exact/test_arnoldi.py::test_small_spaces_keep_an_orthonormal_basis"},
    "audit4a._nonreversible_krylov.second_order_no_c": {
        "note": "two_sided_error was only reached through runs whose first-order term wins",
        "killed_by": "tests/exact/test_nonreversible_krylov.py::test_two_sided_error_by_hand"},
    "audit4a._nonreversible_krylov.delta_largest": {
        "note": "a larger delta only shrinks an error estimate that still covered the dense error",
        "killed_by": "tests/exact/test_nonreversible_krylov.py::test_separation_is_the_distance_to_the_nearest_other_eigenvalue"},
    "audit4a._lowrank_tmix.tmax_boundary": {
        "note": "no test set t_max equal to t_mix",
        "killed_by": "tests/exact/test_tmix_large.py::test_lowrank_t_mix_at_the_horizon"},
    "audit4a._harmonic_ritz.fixed_no_denominator": {
        "note": "in every tested case the residual bound was the tighter one",
        "killed_by": "tests/exact/test_harmonic_ritz.py::test_eta_free_interval_is_theta_over_one_plus_theta_max_h"},
    "audit4a._harmonic_ritz.refine_mismatch_check_reversible": {
        "note": "refine was not tested directly",
        "killed_by": "tests/exact/test_harmonic_ritz.py::test_refine_checks_the_given_gap_of_a_nonreversible_chain_only"},
    "audit4a.pairwise_logits.block_transpose": {
        "note": "the on-the-fly logits' tests (tests/exact/test_lanczos.py, test_rectangle_rule.py, test_markov.py; the "
                "first two outside the set chosen by grep, run after the record: they pass under all three "
                "pairwise_logits mutants) use couplings that hide them",
        "killed_by": "tests/exact/test_pairwise_logits.py::test_on_the_fly_table_equals_the_models_own_logits"},
    "audit4a.pairwise_logits.zero_right_row": {
        "note": "symmetric J only", "killed_by": "tests/exact/test_pairwise_logits.py::test_site_zero_right_is_the_table_with_the_later_sites_at_token_0"},
    "audit4a.pairwise_logits.neighbours_transpose": {
        "note": "no one-way coupling", "killed_by": "tests/exact/test_pairwise_logits.py::test_on_the_fly_table_equals_the_models_own_logits"},
    "audit4a.lumped_sectors.error_not_updated": {
        "note": "SectorGaps.error was not read by the tests",
        "killed_by": "tests/exact/test_lumped_sectors.py::test_three_token_gap_reports_the_error_of_lambda_star"},
    "audit4a.lumped_sectors.cw_no_round_up": {
        "note": "the bound was tested with a relative slack of 1e-12 below rho",
        "killed_by": "tests/exact/test_lumped_sectors.py::test_collatz_wielandt_bound_is_rounded_up_past_float64"},
    "audit4a.scans.fit_needs_four": {
        "note": "no test checked that exactly 3 exact rows give a fit",
        "killed_by": "tests/exact/test_scans.py::test_nlogn_scan_fits_from_three_exact_rows"},
    "audit4a.colour_lumped.uniform_field_rejected": {
        "note": "no test used a uniform non-zero field",
        "killed_by": "tests/exact/test_colour_lumped.py::test_a_uniform_field_is_colour_symmetric_and_changes_nothing"},
    "audit4a.colour_lumped.single_state_branch": {
        "note": "equivalent in its numbers, found after the run: on one partition spectral_summary's dense route "
                "gives the same gap 1, lambda_star 0 and error 0 as the branch; only the method label differs "
                "('(1 partitions): dense' for '(one partition)'), which no test pins",
        "killed_by": ""},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    **{f"audit4a.logits.{k}": ["tests/exact/test_logits.py"] for k in
       ("error_last_batch", "site_error_no_n", "min_log_conditional_max", "tokens_dropped")},
    **{f"audit4a.pairwise_logits.{k}": ["tests/exact/test_pairwise_logits.py"] for k in
       ("block_transpose", "zero_right_row", "neighbours_transpose")},
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

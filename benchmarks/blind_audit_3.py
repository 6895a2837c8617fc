"""Third blind mutation audit (issue 30): 56 mutants in 17 modules, written without reading
``scripts/mutants.py``, the earlier audits' catalogues (:mod:`benchmarks.blind_audit`,
:mod:`benchmarks.blind_audit_2`: only the names of the files they mutated were listed, to
favour the modules they covered least) or any file under ``tests/``. Each mutant is a bug a
developer could make in the source (``toolkit/``, ``exact/``), read for this audit. The
mutants believed equivalent were marked (``EQUIVALENT``) before anything ran; the ones found
after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record; the record gives the score over all and
over the fresh ones).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests (part of the suite:
``--doctest-modules`` in setup.cfg) run last; a mutant first failed by its module's doctest
is a kill, and the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_3.py --baseline --jobs 1 --json before.json
    python benchmarks/blind_audit_3.py --id 'blind3.passage.*' --timeout 300
    python benchmarks/blind_audit_3.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import, names only)
TS_POWERS = ["tests/exact/test_distance.py", "tests/exact/test_pinned_mixing.py", "tests/exact/test_formulas_by_hand.py",
             "tests/exact/test_reference_chains.py", "exact/_powers.py"]
TS_DISTANCE = ["tests/exact/test_distance.py", "tests/exact/test_peer_fixtures.py", "exact/distance.py"]
TS_MIXING = ["tests/exact/test_pinned_mixing.py", "tests/exact/test_distance.py", "tests/exact/test_formulas_by_hand.py",
             "tests/exact/test_reference_chains.py", "tests/exact/test_properties.py", "exact/mixing.py"]
TS_PASSAGE = ["tests/exact/test_passage.py", "tests/exact/test_peer_fixtures.py", "exact/passage.py"]
TS_TIMESCALES = ["tests/exact/test_timescales.py", "tests/exact/test_peer_fixtures.py", "exact/timescales.py"]
TS_KERNEL = ["tests/exact/test_kernel.py", "tests/exact/test_formulas_by_hand.py", "tests/exact/test_residuals_by_hand.py",
             "tests/exact/test_metastable.py", "exact/kernel.py"]
TS_ANALYSIS = ["tests/test_cli_audit_exact.py", "tests/exact/test_guards_at_scale.py", "tests/test_bad_inputs.py",
               "exact/analysis.py"]
TS_CHECKS = ["tests/exact/test_checks.py", "tests/exact/test_low_temperature.py", "exact/checks.py"]
TS_EMETA = ["tests/exact/test_metastable.py", "tests/exact/test_pinned_metastable.py", "tests/toolkit/test_metastable.py",
            "exact/metastable.py"]
TS_GTH = ["tests/exact/test_passage.py", "tests/exact/test_peer_fixtures.py", "tests/exact/test_stationary_scale.py",
          "tests/exact/test_markov.py", "exact/_gth.py"]
TS_VALID = ["tests/test_bad_inputs.py", "tests/test_bad_inputs_first_hour.py", "tests/test_one_copy.py",
            "toolkit/_validation.py"]
TS_TMETA = ["tests/toolkit/test_metastable.py", "tests/toolkit/test_intervals_by_hand.py",
            "tests/toolkit/test_pinned_sampling.py", "tests/toolkit/test_margins.py", "toolkit/metastable.py"]
TS_INCOMPAT = ["tests/toolkit/test_incompat.py", "tests/toolkit/test_pinned_incompat.py",
               "tests/toolkit/test_intervals_by_hand.py", "tests/exact/test_numerics.py", "toolkit/incompat.py"]
TS_PHASE = ["tests/toolkit/test_phase.py", "toolkit/phase.py"]
TS_CALIB = ["tests/exact/test_calibration.py", "tests/test_cli_sample.py", "tests/toolkit/test_diagnostics.py",
            "toolkit/calibration.py"]
TS_COMMON = ["tests/test_cli_free.py", "tests/test_cli_audit_phase_sweep.py", "toolkit/app/commands/_common.py"]
TS_SUMMARY = ["tests/toolkit/test_mixing_summary.py", "toolkit/app/mixing_summary.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


PW, DI, MX, PA, TS, KE = "exact/_powers.py", "exact/distance.py", "exact/mixing.py", "exact/passage.py", \
    "exact/timescales.py", "exact/kernel.py"
AN, CH, EM, GT, VA, TM = "exact/analysis.py", "exact/checks.py", "exact/metastable.py", "exact/_gth.py", \
    "toolkit/_validation.py", "toolkit/metastable.py"
IC, PH, CA, CM, MS = "toolkit/incompat.py", "toolkit/phase.py", "toolkit/calibration.py", \
    "toolkit/app/commands/_common.py", "toolkit/app/mixing_summary.py"

MUTANTS = [
    # ---- exact/_powers.py: the off-diagonal power arithmetic and the doubling search
    _m("blind3.powers.tv_diag", PW,
       "np.abs(1.0 - self.s[rows] - nu[rows])", "np.abs(self.s[rows] - nu[rows])",
       "_Power.tv takes the diagonal K^t(x, x) as s(x) instead of 1 - s(x)", TS_POWERS),
    _m("blind3.powers.matmul_scale", PW,
       "self.off * db[None, :]", "self.off * da[:, None]",
       "_Power product: O_a D_b scales O_a's rows by D_a instead of its columns by D_b", TS_POWERS),
    _m("blind3.powers.worst_last", PW,
       "d >= d.max() - TIE_ATOL)[0])", "d >= d.max() - TIE_ATOL)[-1])",
       "worst_index picks the highest tied index, not the lowest", TS_POWERS),
    _m("blind3.powers.search_break", PW,
       "continue\n        cand = M_low @ powers[j]", "break\n        cand = M_low @ powers[j]",
       "power_search's greedy bisection stops at the first power past t_max instead of trying smaller ones",
       TS_POWERS),
    # ---- exact/distance.py: d_mu(t) from a start
    _m("blind3.distance.vec_power_T", DI,
       "v * (1.0 - K.s) + v @ K.off", "v * (1.0 - K.s) + K.off @ v",
       "_vec_power applies K to v from the right (K v) instead of the left (v K)", TS_DISTANCE),
    _m("blind3.distance.profile_op", DI,
       "_, PT, N = as_operator(P)\n    t_max = check_int(t_max, \"t_max\", minimum=0)",
       "PT, _, N = as_operator(P)\n    t_max = check_int(t_max, \"t_max\", minimum=0)",
       "distance_from evolves mu by P f (the operator) instead of P^T mu", TS_DISTANCE),
    _m("blind3.distance.stepping_no_tie", DI,
       "while not tie_or_below(dists[-1], prev, eps):", "while dists[-1] > eps:",
       "stepping t_mix from a start drops the tie rule (d_mu(t) = eps exactly, broken by round-off)",
       TS_DISTANCE),
    # ---- exact/mixing.py
    _m("blind3.mixing.profile_blocks", MX,
       "d[t] = max(d[t], float(tv(D, pi[:, None], axis=0).max()))", "d[t] = float(tv(D, pi[:, None], axis=0).max())",
       "distance_profile keeps only the last block of starts' worst distance, not the max over blocks", TS_MIXING),
    _m("blind3.mixing.pi_residual_loose", MX,
       "PI_RESIDUAL_MAX = 1e-6", "PI_RESIDUAL_MAX = 1e-2",
       "a given pi is accepted with ||pi P - pi||_1 up to 1e-2 (a wrong law moves t_mix silently)", TS_MIXING),
    _m("blind3.mixing.stepping_tmax", MX,
       "if t >= t_max:\n                return np.array(profile), t,", "if t > t_max:\n                return np.array(profile), t,",
       "stepping runs one step past t_max before giving up", TS_MIXING),
    # ---- exact/passage.py
    _m("blind3.passage.reversal_swap", PA,
       "np.exp(lp[r] + lv - lp[c])", "np.exp(lp[c] + lv - lp[r])",
       "time reversal P*(y, x) = pi(x) P(x, y) / pi(y) written with pi(y)/pi(x)", TS_PASSAGE),
    _m("blind3.passage.survival_order", PA,
       "u = np.asarray(Pop @ (outside * u), dtype=float)", "u = outside * np.asarray(Pop @ u, dtype=float)",
       "survival (P D)^t 1 computed as (D P)^t 1", TS_PASSAGE),
    _m("blind3.passage.between_unnormalized", PA,
       "w = np.exp(lp[Amask] - logsumexp(lp[Amask]))", "w = np.exp(lp[Amask])",
       "passage time between sets weighs the origin by pi, not pi(. | A)", TS_PASSAGE),
    _m("blind3.passage.return_plus1", PA,
       "Pm = 1.0 + np.asarray(Pop @ mz, dtype=float)", "Pm = np.asarray(Pop @ mz, dtype=float)",
       "return time E_x[tau_B^+] = 1 + (P m_B)(x) loses the first step", TS_PASSAGE),
    _m("blind3.passage.state_set_bound", PA,
       "idx.min() < 0 or idx.max() >= N", "idx.min() < 0 or idx.max() > N",
       "state_set accepts state N (one past the last)", TS_PASSAGE),
    # ---- exact/timescales.py
    _m("blind3.timescales.period_gcd", TS,
       "level[C.row] + 1 - level[C.col]", "level[C.row] - level[C.col]",
       "the period's gcd over edges uses level(u) - level(v) instead of level(u) + 1 - level(v)", TS_TIMESCALES),
    _m("blind3.timescales.lag_dropped", TS,
       "-lag / np.log1p(-mu))", "-1.0 / np.log1p(-mu))",
       "implied timescales ignore the lag", TS_TIMESCALES),
    _m("blind3.timescales.rel_error", TS,
       "r = err_mu / ((1.0 - mu) * np.abs(np.log1p(-mu)))", "r = err_mu / np.abs(np.log1p(-mu))",
       "relative error of -1/log1p(-mu) drops the (1 - mu) factor of the derivative", TS_TIMESCALES),
    _m("blind3.timescales.perron_by_modulus", TS,
       "perron = int(np.argmin(np.abs(lam - 1.0)))   # not the first",
       "perron = int(np.argmax(np.abs(lam)))   # not the first",
       "dense eig takes the Perron eigenvalue as the largest modulus (a periodic chain ties at -1)", TS_TIMESCALES),
    # ---- exact/kernel.py
    _m("blind3.kernel.logdiag_lazy", KE,
       "out = logsumexp(terms, axis=0) + np.log1p(-self.lazy) - np.log(self.n)",
       "out = logsumexp(terms, axis=0) - np.log(self.n)",
       "log_diagonal drops the (1 - lazy) factor before adding lazy", TS_KERNEL),
    _m("blind3.kernel.systematic_order", KE,
       "for i in reversed(range(self.n)):\n                out = self._site_apply(out, i)",
       "for i in range(self.n):\n                out = self._site_apply(out, i)",
       "systematic matvec applies P_0 first (P_{n-1} ... P_0 f) instead of P_0 ... P_{n-1} f", TS_KERNEL),
    _m("blind3.kernel.sym_lazy", KE,
       "out *= (1 - self.lazy) / self.n", "out /= self.n",
       "sym_matvec forgets the (1 - lazy) weight of the moves", TS_KERNEL),
    _m("blind3.kernel.reverse_copy", KE,
       "rv = np.broadcast_to(C[lo:hi, :, None, :]", "rv = np.broadcast_to(C[lo:hi, None, :, :]",
       "offdiag_chunks(reverse=True) returns P(x, y) as the reverse entry P(y, x)", TS_KERNEL),
    # ---- exact/analysis.py
    _m("blind3.analysis.warn_temperature", AN,
       "T * rel / PI_RTOL_WARN", "T * PI_RTOL_WARN / rel",
       "the pi-accuracy warning's least temperature inverts the 1/T scaling", TS_ANALYSIS),
    _m("blind3.analysis.lump_q2_boundary", AN,
       "(q == 2 and n > LUMP_Q2_ABOVE_N)", "(q == 2 and n >= LUMP_Q2_ABOVE_N)",
       "q = 2 exchangeable models lumped from n = 12 instead of above it", TS_ANALYSIS),
    _m("blind3.analysis.min_temperature", AN,
       "return 4.0 * max_logit / float(np.finfo(np.float64).max)",
       "return max_logit / float(np.finfo(np.float64).max)",
       "min_temperature only keeps logit/T finite, not logit/T - max (overflows between M/fmax and 2M/fmax)",
       TS_ANALYSIS),
    # ---- exact/checks.py
    _m("blind3.checks.drift_roundoff", CH,
       "\"drift\": DRIFT_ATOL + 2 * rho + 2 * e,", "\"drift\": DRIFT_ATOL + 2 * rho,",
       "conditional-drift tolerance drops the round-off of the log entries (grows like 1/T)", TS_CHECKS),
    _m("blind3.checks.bottleneck_smallest", CH,
       "if best[\"bound\"] is None or bound > best[\"bound\"]:", "if best[\"bound\"] is None or bound < best[\"bound\"]:",
       "_best_bottleneck keeps the smallest bound over the basins, not the largest", TS_CHECKS),
    _m("blind3.checks.rectangle_claim_and", CH,
       "compatible == db, None),", "compatible and db, None),",
       "the rectangle-reversibility claim holds only when both say reversible (fails on agreeing incompatible models)",
       TS_CHECKS),
    # ---- exact/metastable.py
    _m("blind3.emeta.singleton_n", EM,
       "log_leave = logsumexp(logp.reshape(states.size, -1), axis=1) - math.log(n)",
       "log_leave = logsumexp(logp.reshape(states.size, -1), axis=1)",
       "singleton exit time forgets the 1/n site choice of the random scan", TS_EMETA),
    _m("blind3.emeta.singleton_lazy_sign", EM,
       "math.log1p(-kernel.lazy)", "math.log1p(kernel.lazy)",
       "singleton exit time multiplies the leaving rate by (1 + lazy) instead of (1 - lazy)", TS_EMETA),
    _m("blind3.emeta.bottleneck_eps_sign", EM,
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps",
       "num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) + eps",
       "bottleneck bound (1 - pi(S) + eps)/Phi(S): sign of eps", TS_EMETA),
    # ---- exact/_gth.py
    _m("blind3.gth.backsub_column", GT,
       "X[k] = (X[k] + Nm[k, k + 1:] @ X[k + 1:]) / S[k]", "X[k] = (X[k] + Nm[k + 1:, k] @ X[k + 1:]) / S[k]",
       "gth_solve back substitution reads column k instead of row k", TS_GTH),
    _m("blind3.gth.small_pivot_column", GT,
       "s = A[k, :k].sum()", "s = A[:k, k].sum()",
       "_gth_small's pivot is the column sum into k instead of k's row sum out", TS_GTH),
    _m("blind3.gth.lu_exit_fold", GT,
       "            ek[k + 1:] += f * ek[k]\n    return L, U", "    return L, U",
       "blocked GTH's LU does not fold the eliminated state's exit mass into the later rows", TS_GTH),
    # ---- toolkit/_validation.py
    _m("blind3.validation.eps_one", VA,
       "if not 0 < value < 1:", "if not 0 < value <= 1:",
       "check_eps accepts eps = 1", TS_VALID),
    _m("blind3.validation.probability_one", VA,
       "upper_ok = value <= 1 if allow_one else value < 1", "upper_ok = value <= 1",
       "check_probability accepts 1 without allow_one (lazy = 1: a chain that never moves)", TS_VALID),
    _m("blind3.validation.states_q", VA,
       "arr.min() < 0 or arr.max() >= q)", "arr.min() < 0 or arr.max() > q)",
       "check_states accepts token q", TS_VALID),
    _m("blind3.validation.temperature_zero", VA,
       "if math.isnan(value) or value <= 0:", "if math.isnan(value) or value < 0:",
       "check_temperature accepts T = 0", TS_VALID),
    _m("blind3.validation.int_minimum", VA,
       "if minimum is not None and value < minimum:", "if minimum is not None and value <= minimum:",
       "check_int refuses the minimum itself", TS_VALID),
    # ---- toolkit/metastable.py
    _m("blind3.tmeta.t_df", TM,
       "student_t.ppf(0.5 + level / 2, v.size - 1)", "student_t.ppf(0.5 + level / 2, v.size)",
       "Student-t interval of the mean with n degrees of freedom instead of n - 1", TS_TMETA),
    _m("blind3.tmeta.exit_rate_lazy", TM,
       "return (1.0 - check_probability(lazy, \"lazy\")) * p.sum(axis=(1, 2)) / n",
       "check_probability(lazy, \"lazy\")\n    return p.sum(axis=(1, 2)) / n",
       "exit_rate ignores laziness", TS_TMETA),
    _m("blind3.tmeta.dwell_uncapped", TM,
       "np.where(status[active], end - clock[active], 0.0)", "np.where(status[active], new_clock - clock[active], 0.0)",
       "dwell time inside counts the last holding time past n_steps (fraction inside can exceed the truth)",
       TS_TMETA),
    _m("blind3.tmeta.quench_tie", TM,
       "ya[:, i]] <= QUENCH_TIE_ATOL", "ya[:, i]] < QUENCH_TIE_ATOL",
       "quench moves a token tied with the maximum to the first argmax (ties no longer keep x_i)", TS_TMETA),
    _m("blind3.tmeta.censor_boundary", TM,
       "late = new_clock > max_steps", "late = new_clock >= max_steps",
       "an exit exactly at max_steps is counted as censored", TS_TMETA),
    # ---- toolkit/incompat.py
    _m("blind3.incompat.err_rows", IC,
       "0.5 * (Ei[:, :, B1] + Ei[:, :, B2])", "0.5 * (Ei[:, :, B1] + Ei[:, :, B1])",
       "rectangle bound uses row b's logit error for both rows b and b' (rows of mixed magnitudes)", TS_INCOMPAT),
    _m("blind3.incompat.dedup_j", IC,
       "    ctx[rows, table[\"j\"]] = -1\n", "",
       "distinct rectangles: contexts differing at site j are not merged", TS_INCOMPAT),
    _m("blind3.incompat.triu_starts", IC,
       "(2 * n - np.arange(n) - 1) // 2", "(2 * n - np.arange(n) + 1) // 2",
       "_triu_pairs: the position of (i, i + 1) off by i (random site pairs wrong)", TS_INCOMPAT),
    # ---- toolkit/phase.py
    _m("blind3.phase.majority_over_q", PH,
       "return counts.max(axis=1) / n", "return counts.max(axis=1) / q",
       "majority fraction divides by q instead of n", TS_PHASE),
    _m("blind3.phase.relaxation_unresolved", PH,
       "relaxation=np.where(self.mixing_resolved, self.mixing, np.nan)", "relaxation=self.mixing",
       "PhaseGrid.scaling_data passes unresolved (lower-bound) mixing values as relaxation times", TS_PHASE),
    # ---- toolkit/calibration.py
    _m("blind3.calibration.burn_guard", CA,
       "if burn_in > n_steps - 4:", "if burn_in > n_steps:",
       "sampled_summary accepts a burn-in that leaves fewer than 4 recorded steps", TS_CALIB),
    _m("blind3.calibration.coupling_kind", CA,
       "\"upper bound\", b, {\"quantity\": \"d\"", "\"estimate\", b, {\"quantity\": \"d\"",
       "the coupling bound on d(t) labelled an estimate (checked for coverage, not as a bound)", TS_CALIB),
    # ---- toolkit/app/commands/_common.py (CLI validation)
    _m("blind3.common.range_exclusive", CM,
       "range(int(a), int(b) + 1)", "range(int(a), int(b))",
       "grid START:STOP drops STOP (both ends are documented as included)", TS_COMMON),
    _m("blind3.common.free_minus_one", CM,
       "slice(v, v + 1 if v != -1 else None)", "slice(v, v + 1)",
       "--free -1 becomes slice(-1, 0), which selects nothing", TS_COMMON),
    # ---- toolkit/app/mixing_summary.py
    _m("blind3.summary.first_change", MS,
       "c = changes[-1]", "c = changes[0]",
       "plain_words reports the change of class on the smallest window, not the largest", TS_SUMMARY),
    _m("blind3.summary.growth_decided", MS,
       "decided = verdict in (POLYNOMIAL, FASTER)", "decided = verdict == POLYNOMIAL",
       "growth_claim leaves 'faster than polynomial' unresolved", TS_SUMMARY),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None of the 56
#: is believed equivalent (each was checked to change an output on some input; the ones that
#: only matter at a boundary say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. All 12 were killed in the first run.
DUPLICATE_OF = {
    "blind3.distance.stepping_no_tie": "distance.stepping_no_tie_slack",
    "blind3.mixing.profile_blocks": "mixing.profile_last_block",
    "blind3.mixing.stepping_tmax": "mixing.stepping_gives_up_late",
    "blind3.passage.return_plus1": "passage.return_time_without_first_step",
    "blind3.kernel.systematic_order": "kernel.systematic_order",
    "blind3.emeta.singleton_n": "metastable.singleton_no_site_average, i30f.metastable_exact.no_1_over_n",
    "blind3.gth.lu_exit_fold": "stationary.gth_exit_not_propagated",
    "blind3.tmeta.t_df": "tk_metastable.t_interval_dof",
    "blind3.tmeta.exit_rate_lazy": "tk_metastable.exit_rate_ignores_lazy",
    "blind3.tmeta.quench_tie": "tk_metastable.quench_ties_move",
    "blind3.tmeta.censor_boundary": "tk_metastable.censor_at_max_steps",
    "blind3.summary.growth_decided": "i26.growth_claim_faster_unresolved",
}

#: After the first run: per survivor, why nothing caught it and the test that now kills it.
SURVIVOR_NOTES = {
    "blind3.powers.worst_last": {
        "note": "no test held a tied worst start to the documented lowest-index rule",
        "killed_by": "tests/exact/test_pinned_mixing.py::test_worst_start_of_a_symmetric_chain_is_the_lowest_tied_state"},
    "blind3.passage.state_set_bound": {
        "note": "index N raised an IndexError instead of the named InvalidInputError; no test gave N",
        "killed_by": "tests/exact/test_passage.py::test_a_state_index_one_past_the_last_is_refused_naming_the_set"},
    "blind3.timescales.perron_by_modulus": {
        "note": "only a non-reversible periodic chain (dense eig) reaches the choice, and on a pure cycle the exact "
                "unit circle hides it (checked: the 3-cycle's timescales are unchanged); on a period-2 chain the "
                "mutant gives a timescale of 1.5e15 where the truth is 1.17",
        "killed_by": "tests/exact/test_timescales.py::test_periodic_non_reversible_chain_has_one_unit_root_besides_perron"},
    "blind3.kernel.logdiag_lazy": {
        "note": "no test of log_diagonal on a lazy kernel",
        "killed_by": "tests/exact/test_kernel.py::test_log_diagonal_of_a_lazy_kernel_by_hand"},
    "blind3.kernel.sym_lazy": {
        "note": "no test of sym_matvec on a lazy kernel",
        "killed_by": "tests/exact/test_kernel.py::test_sym_matvec_of_a_lazy_kernel_is_the_geometric_mean_kernel"},
    "blind3.kernel.reverse_copy": {
        "note": "no test in its set compared the reverse entries with P(y, x) of a non-symmetric kernel (on "
                "two independent sites, lazy or not, the mutant returns P(x, y) twice)",
        "killed_by": "tests/exact/test_kernel.py::test_offdiag_chunks_reverse_entries_are_the_transposed_kernel"},
    "blind3.analysis.lump_q2_boundary": {
        "note": "the documented boundary (n > 12) was not pinned; the test lives in tests/exact/test_lumped_fast.py, "
                "outside this mutant's import-chosen set (the after run adds it: AFTER_TESTS)",
        "killed_by": "tests/exact/test_lumped_fast.py::"
                     "test_q2_exchangeable_models_are_lumped_above_the_documented_size_not_at_it"},
    "blind3.checks.drift_roundoff": {
        "note": "the drift measured on the models tried stays below 2 % of the allowance even at T = 1e-10, so no "
                "verdict changes; the reported allowance itself was not held to its round-off bound",
        "killed_by": "tests/exact/test_checks.py::test_conditional_drift_allowance_covers_the_log_entry_round_off"},
    "blind3.checks.bottleneck_smallest": {
        "note": "a model needs two basins with pi(S) < 1 - eps and different bounds (Curie-Weiss n = 5, field "
                "0.02, T = 0.4: 39.4 and 25.5); no test in its set pinned the claim's bound on such a model",
        "killed_by": "tests/exact/test_checks.py::test_bottleneck_claim_takes_the_largest_basin_bound"},
    "blind3.validation.states_q": {
        "note": "token q raised an IndexError (or read the wrong logits) instead of the named InvalidInputError",
        "killed_by": "tests/test_bad_inputs.py::test_states_with_a_token_outside_the_vocabulary_are_refused"},
    "blind3.tmeta.dwell_uncapped": {
        "note": "the overshoot is one holding time per chain, small against the run; no test in its set held the "
                "fraction to an exact value",
        "killed_by": "tests/toolkit/test_metastable.py::test_dwell_fraction_inside_the_whole_space_is_exactly_one"},
    "blind3.incompat.triu_starts": {
        "note": "no test in its set compared random pairs with the pair list (the wrong positions still give "
                "pairs i < j for some draws)",
        "killed_by": "tests/toolkit/test_incompat.py::test_random_site_pairs_drawn_to_the_total_are_every_pair_once"},
    "blind3.phase.relaxation_unresolved": {
        "note": "no test in its set built a grid with unresolved cells",
        "killed_by": "tests/toolkit/test_phase.py::test_scaling_data_leaves_out_unresolved_mixing_values"},
    "blind3.calibration.burn_guard": {
        "note": "no test of the burn-in guard's boundary",
        "killed_by": "tests/exact/test_calibration.py::test_sampled_summary_needs_four_recorded_steps_after_burn_in"},
    "blind3.summary.first_change": {
        "note": "no test in its set gave plain_words more than one change",
        "killed_by": "tests/toolkit/test_mixing_summary.py::test_plain_words_reports_the_change_on_the_largest_sizes"},
}

#: ``--after``: test files added to a mutant's import-chosen set for the runs after the
#: audit's tests (where the killing test lives in a file the set did not name).
AFTER_TESTS = {"blind3.analysis.lump_q2_boundary": ["tests/exact/test_lumped_fast.py"]}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

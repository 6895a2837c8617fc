"""Twenty-second blind mutation audit, part a (issue 30): 49 mutants in the 12 modules dealt to part
22a by ``python benchmarks/blind_audit_5_draw.py --audit 22 --seed 2026120722`` (exact/passage.py,
toolkit/theory.py, toolkit/finite_size.py, toolkit/strategies.py, toolkit/bounds.py,
exact/unmasking.py, toolkit/coupling.py, exact/compat.py, exact/_mp_spectrum.py, exact/influence.py,
toolkit/models/base.py, toolkit/_rectangle.py), written without reading ``scripts/mutants.py``, any
other audit's catalogue or any file under ``tests/`` (protocol:
benchmarks/blind_audit_22_protocol.md). 3 mutants per module under 150 statements, 5 for 150-400,
8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF`` after the first run's
record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_22a.py --list
    python benchmarks/blind_audit_22a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_22a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

PAS, THE, FSS, STR = "exact/passage.py", "toolkit/theory.py", "toolkit/finite_size.py", "toolkit/strategies.py"
BND, UNM, CPL, CMP = "toolkit/bounds.py", "exact/unmasking.py", "toolkit/coupling.py", "exact/compat.py"
MPS, INF, BAS, REC = "exact/_mp_spectrum.py", "exact/influence.py", "toolkit/models/base.py", "toolkit/_rectangle.py"
TESTS = {f: automut.default_tests(f) for f in (PAS, THE, FSS, STR, BND, UNM, CPL, CMP, MPS, INF, BAS, REC)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/passage.py (353 statements: 5)
    _m("audit22a.passage.reversed_pi_swapped", PAS,
       "vals.append(np.exp(lp[r] + lv - lp[c]))", "vals.append(np.exp(lp[c] + lv - lp[r]))",
       "the time reversal P*(y, x) = pi(x) P(x, y) / pi(y) built with pi(y)/pi(x) instead: the backward "
       "committor of a non-uniform law is wrong"),
    _m("audit22a.passage.between_unweighted", PAS,
       "w = np.exp(lp[Amask] - logsumexp(lp[Amask]))", "w = np.full(int(Amask.sum()), 1.0 / Amask.sum())",
       "the mean first passage time between sets averages over the origin uniformly instead of by pi(. | A)"),
    _m("audit22a.passage.survival_dp_order", PAS,
       "u = np.asarray(Pop @ (outside * u), dtype=float)", "u = outside * np.asarray(Pop @ u, dtype=float)",
       "the survival P_x(tau_B^+ > t_max) as (D P)^t 1 instead of (P D)^t 1: 0 on B instead of the "
       "probability of not returning"),
    _m("audit22a.passage.closed_classes_col", PAS,
       "open_[labels[Gc.row[leaks]]] = True", "open_[labels[Gc.col[leaks]]] = True",
       "a class is marked open when an edge enters it, not when one leaves it: the closed classes are wrong"),
    _m("audit22a.passage.state_set_upper_guard", PAS,
       "if idx.size and (idx.min() < 0 or idx.max() >= N):", "if idx.size and (idx.min() < 0 or idx.max() > N):",
       "state index N (one past the last) is not refused with InvalidInputError (an IndexError instead)"),
    # ------------------------------------------------------------------ toolkit/theory.py (95 statements: 3)
    _m("audit22a.theory.paulin_eps_not_squared", THE,
       "L = math.log(1.0 / (4 * eps * eps)) - lpm", "L = math.log(1.0 / (4 * eps)) - lpm",
       "Paulin's bound with ln(1/(4 eps pi_min)) instead of ln(1/(4 eps^2 pi_min)): eps not squared"),
    _m("audit22a.theory.upper_pi_error_raises", THE,
       "- float(log_pi_min) - math.log1p(-min(float(pi_relative_error), 0.5))",
       "- float(log_pi_min) + math.log1p(-min(float(pi_relative_error), 0.5))",
       "the reversible upper bound raises pi_min by its relative error instead of lowering it (anti-conservative)"),
    _m("audit22a.theory.contraction_axes_swapped", THE,
       "return (float(R.sum(axis=0).max()), float(R.sum(axis=1).max()),",
       "return (float(R.sum(axis=1).max()), float(R.sum(axis=0).max()),",
       "alpha_col and alpha_row swapped (row sums reported as the column-sum contraction coefficient)"),
    # ------------------------------------------------------------------ toolkit/finite_size.py (558 statements: 8)
    _m("audit22a.finite_size.crossing_noise_factor", FSS,
       "noise = np.zeros_like(D) if err is None else 2.0 * np.hypot(err[a], err[b])",
       "noise = np.zeros_like(D) if err is None else np.hypot(err[a], err[b])",
       "a Binder difference counts as significant at 1 combined error instead of 2"),
    _m("audit22a.finite_size.tx_last_crossing", FSS,
       "T_x = xs[len(xs) // 2] if xs else None", "T_x = xs[-1] if xs else None",
       "a pair's crossing temperature T_x is the last crossing instead of the middle one"),
    _m("audit22a.finite_size.largest_half_floor", FSS,
       "k = min(pos.size, max(MIN_FIT_SIZES, (pos.size + 1) // 2))",
       "k = min(pos.size, max(MIN_FIT_SIZES, pos.size // 2))",
       "the exponents' window takes the smaller half of an odd number of sizes"),
    _m("audit22a.finite_size.jackknife_no_m_minus_1", FSS,
       "return float(math.sqrt((m - 1) / m * ((v - v.mean()) ** 2).sum())) if m >= MIN_JACKKNIFE else math.nan",
       "return float(math.sqrt(1 / m * ((v - v.mean()) ** 2).sum())) if m >= MIN_JACKKNIFE else math.nan",
       "the jackknife error without its (m - 1) factor: errors too small by sqrt(m - 1)"),
    _m("audit22a.finite_size.approach_first_distance", FSS,
       "d[-1] <= PEAK_NEAR_REL * tc_b", "d[0] <= PEAK_NEAR_REL * tc_b",
       "the peaks' approach to the crossing tests the first of the three largest peaks instead of the last"),
    _m("audit22a.finite_size.power_law_params", FSS,
       "aic0, aic1 = chi0 + 2 * k0, chi1 + 2 * 3", "aic0, aic1 = chi0 + 2 * k0, chi1 + 2 * 2",
       "the power law T_c + a n^-theta counted with 2 parameters in its AIC instead of 3"),
    _m("audit22a.finite_size.log_law_inverse_n_from_4", FSS,
       "cols = [np.log(n), np.ones_like(n)] + ([1.0 / n] if n.size >= 5 else [])",
       "cols = [np.log(n), np.ones_like(n)] + ([1.0 / n] if n.size >= 4 else [])",
       "the log law's 1/n correction term fitted from 4 points instead of 5"),
    _m("audit22a.finite_size.huge_exact_too", FSS,
       "huge = (not np.isfinite(tc_p_err) and not exact) or", "huge = (not np.isfinite(tc_p_err)) or",
       "exact data without a peak-extrapolation error (fewer than 5 sizes) counts as a 'huge' error too"),
    # ------------------------------------------------------------------ toolkit/strategies.py (110 statements: 3)
    _m("audit22a.strategies.table_repair_wrong_context", STR,
       "t[i, _table_context(y, i, qq), a] += 2 * min_asymmetry", "t[i, _table_context(x, i, qq), a] += 2 * min_asymmetry",
       "random_tables repairs the entry of the drawn context x instead of the rectangle's corner (a, b): the "
       "rectangle may stay below min_asymmetry"),
    _m("audit22a.strategies.contracting_per_site_not_divided", STR,
       "per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999",
       "per_site = min(alpha_max, 0.999) if nn > 1 else 0.999",
       "contracting_models does not share alpha_max among the n - 1 other sites: alpha_col may exceed alpha_max"),
    _m("audit22a.strategies.corner_lj_wrong_token", STR,
       "return float(model.logits(state(u, v)[None], np.array([j]))[0, v])",
       "return float(model.logits(state(u, v)[None], np.array([j]))[0, u])",
       "the rectangle's l_j reads the logit of token u (site i's) instead of v: the repair decision is wrong"),
    # ------------------------------------------------------------------ toolkit/bounds.py (198 statements: 5)
    _m("audit22a.bounds.t_upper_no_doubling", BND,
       "cands += [2.0 * float(self.times[ok2[0]])] if ok2.size else []",
       "cands += [float(self.times[ok2[0]])] if ok2.size else []",
       "sub-multiplicativity used without the factor 2: t_upper = t_2 instead of 2 t_2"),
    _m("audit22a.bounds.t_lower_first", BND,
       "return int(self.times[ok[-1]]) if ok.size else 0", "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first grid time whose lower bound exceeds eps instead of the last"),
    _m("audit22a.bounds.lower_no_bonferroni", BND,
       "z_lo = _z(1.0 - alpha / (2 * G))", "z_lo = _z(1.0 - alpha / 2)",
       "the lower curve's Wilson ends without the Bonferroni correction over the G grid times"),
    _m("audit22a.bounds.event_y_lower_end", BND,
       "up = wilson_bounds((hy > c).sum(axis=1), m, z)[1]", "up = wilson_bounds((hy > c).sum(axis=1), m, z)[0]",
       "the event bound subtracts the lower Wilson end of P(h_Y > c) instead of the upper one"),
    _m("audit22a.bounds.pilot_tie_far", BND,
       "chosen = min(met, key=lambda c: (-met[c], dist[c]))", "chosen = min(met, key=lambda c: (-met[c], -dist[c]))",
       "coupling_pilot breaks a tie in pairs met by the largest Hamming distance left instead of the smallest"),
    # ------------------------------------------------------------------ exact/unmasking.py (300 statements: 5)
    _m("audit22a.unmasking.margin_top_minus_bottom", UNM,
       "score = top[:, :, -1] - top[:, :, -2]", "score = top[:, :, -1] - top[:, :, 0]",
       "the margin rule scores the top probability minus the smallest instead of the second (same for q = 2)"),
    _m("audit22a.unmasking.default_remask_floor", UNM,
       "for r in sorted({min(2, n), (n + 1) // 2}) if r >= 1]", "for r in sorted({min(2, n), n // 2}) if r >= 1]",
       "default_samplers remasks floor(n/2) sites instead of ceil(n/2)"),
    _m("audit22a.unmasking.remask_rounds_floor", UNM,
       "for _ in range(-(-r // min(k, r))):", "for _ in range(r // min(k, r)):",
       "remasking re-predicts in floor(r/k) unmasking steps instead of ceil(r/k): sites left masked"),
    _m("audit22a.unmasking.tv_after_not_incremental", UNM,
       "for _ in range(tt - done):", "for _ in range(tt):",
       "tv_after steps t more Glauber steps from the previous t instead of stepping on to t"),
    _m("audit22a.unmasking.partial_guard_at_max", UNM,
       "math.isfinite(max_partial) and (q + 1) ** n > max_partial):",
       "math.isfinite(max_partial) and (q + 1) ** n >= max_partial):",
       "partial_conditionals refuses (q+1)^n equal to max_partial (the limit is inclusive)"),
    # ------------------------------------------------------------------ toolkit/coupling.py (351 statements: 5)
    _m("audit22a.coupling.lazy_coin_flipped", CPL,
       "move = rng.random(B) >= lazy if lazy else None", "move = rng.random(B) < lazy if lazy else None",
       "coupled_step moves with probability lazy instead of 1 - lazy"),
    _m("audit22a.coupling.random_pair_no_mod", CPL,
       "y[same, 0] = (y[same, 0] + 1) % q", "y[same, 0] = y[same, 0] + 1",
       "start_pairs' random pair repair without mod q: token q (out of range) when y_0 = q - 1"),
    _m("audit22a.coupling.tv_bound_ge", CPL,
       "k = (self.times > t).sum(axis=1)", "k = (self.times >= t).sum(axis=1)",
       "tv_bound counts P(tau >= t) instead of P(tau > t)"),
    _m("audit22a.coupling.lag_floor", CPL,
       "v = np.maximum(0.0, np.ceil((tau_c - lag - t) / lag))", "v = np.maximum(0.0, np.floor((tau_c - lag - t) / lag))",
       "the L-lag bound with floor instead of ceil of (tau - L - t)/L"),
    _m("audit22a.coupling.hurdle_no_bonferroni", CPL,
       "student_t.ppf(0.9875, k - 1)", "student_t.ppf(0.975, k - 1)",
       "the hurdle upper end's Student-t factor at 97.5% instead of the Bonferroni 98.75%"),
    # ------------------------------------------------------------------ exact/compat.py (118 statements: 3)
    _m("audit22a.compat.kolmogorov_bwd_site", CMP,
       "e(P, x10, x11, j) + e(P, x00, x10, i)", "e(P, x10, x11, j) + e(P, x00, x10, j)",
       "the backward cycle's last transition x00 -> x10 (a move of site i) read at site j"),
    _m("audit22a.compat.drift_mean_unweighted", CMP,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))", "means.append(float(kl.mean()))",
       "the conditional drift's mean KL over contexts unweighted instead of pi-weighted"),
    _m("audit22a.compat.drift_kl_sign", CMP,
       "terms = np.where(pc > 0, pc * (lpc - lc), 0.0)", "terms = np.where(pc > 0, pc * (lc - lpc), 0.0)",
       "the KL terms with the log ratio reversed (then clipped at 0: the drift reads 0)"),
    # ------------------------------------------------------------------ exact/_mp_spectrum.py (116 statements: 3)
    _m("audit22a.mp_spectrum.gap_no_negative_end", MPS,
       "gap = min(mu[1], 2 - mu[-1])", "gap = mu[1]",
       "the reversible gap ignores the eigenvalue near -1 (spectral gap, not absolute gap)"),
    _m("audit22a.mp_spectrum.accept_without_margin", MPS,
       "if gap > 1e15 * err:", "if gap > err:",
       "the gap is accepted once above its error bound, not 1e15 times it (too few digits)"),
    _m("audit22a.mp_spectrum.drop_farthest", MPS,
       "w = sorted(w, key=lambda z: abs(z - 1))[1:]", "w = sorted(w, key=lambda z: abs(z - 1))[:-1]",
       "the non-reversible spectrum drops the eigenvalue farthest from 1 instead of the unit one"),
    # ------------------------------------------------------------------ exact/influence.py (121 statements: 3)
    _m("audit22a.influence.path_coupling_no_over_n", INF,
       "path_coupling_max=float(1 - 1 / n + worst_sum.max() / n) if n > 1 else 0.0",
       "path_coupling_max=float(1 - 1 / n + worst_sum.max()) if n > 1 else 0.0",
       "the exact one-step coupled distance without the 1/n on the sum of TVs"),
    _m("audit22a.influence.target_alpha_row", INF,
       "path_coupling_target=1 - (1 - alpha_col) / n", "path_coupling_target=1 - (1 - alpha_row) / n",
       "the path-coupling target from the row-sum alpha instead of the column-sum one"),
    _m("audit22a.influence.slack_with_diagonal", INF,
       "softmax_slack=float(lemma[off].min()) if n > 1 else 0.0", "softmax_slack=float(lemma.min()) if n > 1 else 0.0",
       "the softmax-lemma slack includes the diagonal (0 there): slack capped at 0"),
    # ------------------------------------------------------------------ toolkit/models/base.py (104 statements: 3)
    _m("audit22a.base.declared_error_row_min", BAS,
       "err = err.max(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "err = err.min(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "a declared per-logit error (B, q) reduced per row by its min instead of its max"),
    _m("audit22a.base.assumed_error_no_n", BAS,
       "rtol = LOW_PRECISION_RTOL.get(dtype, 2.0 * int(model.length) * EPS64)",
       "rtol = LOW_PRECISION_RTOL.get(dtype, 2.0 * EPS64)",
       "the assumed logit error 2 eps instead of 2 n eps"),
    _m("audit22a.base.sites_guard_off_by_one", BAS,
       "if sites.size and (sites.min() < 0 or sites.max() >= n):",
       "if sites.size and (sites.min() < 0 or sites.max() > n):",
       "checked_logits lets site n (one past the last) through"),
    # ------------------------------------------------------------------ toolkit/_rectangle.py (21 statements: 3)
    _m("audit22a.rectangle.log_r_t_sign", REC,
       "(t[..., 0] - t[..., 1] - t[..., 2] + t[..., 3])", "(t[..., 0] - t[..., 1] + t[..., 2] - t[..., 3])",
       "log R's t part with the signs of t3 and t4 swapped"),
    _m("audit22a.rectangle.err_j_factor", REC,
       "4.0 * np.asarray(err_j, dtype=float)", "np.asarray(err_j, dtype=float)",
       "the certificate counts err_j once instead of 4 times (4 logits of site j in log R)"),
    _m("audit22a.rectangle.certified_ge", REC,
       "return np.abs(log_r_value) > bound_value", "return np.abs(log_r_value) >= bound_value",
       "a rectangle with |log R| equal to its bound counts as certified"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record):
#: the same file, place and behaviour change (the mutated file is byte-identical to that entry's). Fresh (9):
#: finite_size.approach_first_distance (audit13a.finite_size.approach_any changes the same line's all/any),
#: finite_size.log_law_inverse_n_from_4 (prm22e's boundary goes the other way, > 5), finite_size.huge_exact_too,
#: strategies.corner_lj_wrong_token, coupling.random_pair_no_mod (harden8h2 deletes the line instead),
#: mp_spectrum.accept_without_margin (cmp13b: > to >= at the same threshold), mp_spectrum.drop_farthest,
#: rectangle.log_r_t_sign (earlier entries change the u side's signs), rectangle.err_j_factor (4 -> 1; earlier
#: entries halve it, 4 -> 2, or change err_i too).
DUPLICATE_OF: dict = {
    "audit22a.passage.reversed_pi_swapped": "blind3.passage.reversal_swap",
    "audit22a.passage.between_unweighted": "passage.between_unweighted",
    "audit22a.passage.survival_dp_order": "blind3.passage.survival_order",
    "audit22a.passage.closed_classes_col": "audit13b.passage.closed_classes_by_target",
    "audit22a.passage.state_set_upper_guard": "blind3.passage.state_set_bound",
    "audit22a.theory.paulin_eps_not_squared": "spectral.nonrev_eps_not_squared",
    "audit22a.theory.upper_pi_error_raises": "blind.theory.pi_error_raises_pi_min",
    "audit22a.theory.contraction_axes_swapped": "sweep6s3.theory.alpha_row_col_swapped",
    "audit22a.finite_size.crossing_noise_factor": "sweep6s3.finite_size.noise_no_2",
    "audit22a.finite_size.tx_last_crossing": "audit20b.finite_size.crossing_last_not_middle",
    "audit22a.finite_size.largest_half_floor": "sweep6s3.finite_size.window_half_floor",
    "audit22a.finite_size.jackknife_no_m_minus_1": "audit19a.finite_size.jackknife_factor",
    "audit22a.finite_size.power_law_params": "audit19a.finite_size.aic_power_two_params",
    "audit22a.strategies.table_repair_wrong_context": "audit4b.strategies.table_ctx_x",
    "audit22a.strategies.contracting_per_site_not_divided": "sweep6s3.strategies.contract_no_n1",
    "audit22a.bounds.t_upper_no_doubling": "i30c.no_doubling",
    "audit22a.bounds.t_lower_first": "i30c.t_lower_first",
    "audit22a.bounds.lower_no_bonferroni": "i30f.bounds.no_bonferroni",
    "audit22a.bounds.event_y_lower_end": "audit7b.bounds.event_y_lower_end",
    "audit22a.bounds.pilot_tie_far": "audit6a.bounds.pilot_tie_largest_distance",
    "audit22a.unmasking.margin_top_minus_bottom": "unmasking.margin_top_minus_bottom",
    "audit22a.unmasking.default_remask_floor": "sweep6s2.unmasking.default_remask_half_floor",
    "audit22a.unmasking.remask_rounds_floor": "blind2.unmasking.remask_rounds_floor",
    "audit22a.unmasking.tv_after_not_incremental": "unmasking.glauber_repair_restarts",
    "audit22a.unmasking.partial_guard_at_max": "sweep6s2.unmasking.partial_guard_ge",
    "audit22a.coupling.lazy_coin_flipped": "blind2.coupling.lazy_inverted",
    "audit22a.coupling.tv_bound_ge": "coupling.tv_bound_ge",
    "audit22a.coupling.lag_floor": "coupling.lag_floor",
    "audit22a.coupling.hurdle_no_bonferroni": "audit11a.coupling.hurdle_no_bonferroni",
    "audit22a.compat.kolmogorov_bwd_site": "audit9b.compat.bwd_site",
    "audit22a.compat.drift_mean_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit22a.compat.drift_kl_sign": "audit13c.compat.kl_sign",
    "audit22a.mp_spectrum.gap_no_negative_end": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit22a.influence.path_coupling_no_over_n": "influence.path_max_no_average",
    "audit22a.influence.target_alpha_row": "influence.path_target_row",
    "audit22a.influence.slack_with_diagonal": "harden8h2.influence.slack_with_diagonal",
    "audit22a.base.declared_error_row_min": "i30c.err_rowmin",
    "audit22a.base.assumed_error_no_n": "prm21e.base.assumed_rtol_without_n",
    "audit22a.base.sites_guard_off_by_one": "audit4b.base.site_n_accepted",
    "audit22a.rectangle.certified_ge": "sweep6s3._rectangle.certified_ge",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit22a.finite_size.approach_first_distance": {
        "note": "fresh; no test reached the approach rule with the three largest peaks' first distance outside PEAK_NEAR_REL and the last inside it (sampled data without an extrapolation error, so only that rule can confirm the crossing); no code bug",
        "killed_by": "tests/toolkit/test_audit22a_finite_size.py::test_peaks_closing_in_with_the_last_within_6_percent_confirm_the_crossing"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Twenty-third blind mutation audit, part c (issue 30): 46 mutants in the 12 modules dealt to part
23c by ``python benchmarks/blind_audit_5_draw.py --audit 23 --seed 2026120723`` (toolkit/exact_torch.py,
toolkit/app/report/_model.py, exact/_rounding.py, exact/lumped_checks.py, toolkit/_validation.py,
exact/compat.py, toolkit/app/phase.py, toolkit/_margins.py, toolkit/models/masked_toy.py,
toolkit/lattice.py, toolkit/models/families.py, toolkit/app/compare.py), written without reading
``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/`` (protocol:
benchmarks/blind_audit_23_protocol.md). 3 mutants per module under 150 statements, 5 for 150-400,
8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF`` after the first run's
record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_23c.py --list
    python benchmarks/blind_audit_23c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_23c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

TORCH = "toolkit/exact_torch.py"
MODEL = "toolkit/app/report/_model.py"
ROUND = "exact/_rounding.py"
LCHK = "exact/lumped_checks.py"
VALID = "toolkit/_validation.py"
COMPAT = "exact/compat.py"
PHASE = "toolkit/app/phase.py"
MARG = "toolkit/_margins.py"
MTOY = "toolkit/models/masked_toy.py"
LATT = "toolkit/lattice.py"
FAM = "toolkit/models/families.py"
CMP = "toolkit/app/compare.py"
TESTS = {f: automut.default_tests(f) for f in (TORCH, MODEL, ROUND, LCHK, VALID, COMPAT, PHASE, MARG, MTOY, LATT,
                                                FAM, CMP)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/exact_torch.py (336 statements: 5)
    _m("audit23c.exact_torch.sym_matvec_lazy_factor_dropped", TORCH,
       "out.mul_((1 - self.lazy) / self.n)", "out.mul_(1.0 / self.n)",
       "the symmetrized random-scan product forgets the (1 - lazy) weight of the moves: S = lazy I + (1/n) sum ..."),
    _m("audit23c.exact_torch.systematic_rmatvec_reversed", TORCH,
       "            out = mu\n            for i in range(n):",
       "            out = mu\n            for i in reversed(range(n)):",
       "the systematic-scan P^T mu applies the site updates last-to-first (mu P_{n-1} ... P_0 instead of "
       "mu P_0 ... P_{n-1})"),
    _m("audit23c.exact_torch.gap_converged_either_end", TORCH,
       "conv, r = conv and conv_neg, max(r, r_neg)", "conv, r = conv or conv_neg, max(r, r_neg)",
       "a matrix's gap is called converged when only one of the two Lanczos ends converged (no warning)"),
    _m("audit23c.exact_torch.mixing_t_max_off_by_one", TORCH,
       "            if t >= t_max:\n", "            if t > t_max:\n",
       "the stepping runs one step past t_max before giving up"),
    _m("audit23c.exact_torch.pairwise_log_pi_symmetry_check_token_axes", TORCH,
       "np.allclose(J, np.swapaxes(np.swapaxes(J, 0, 1), 2, 3), rtol=0, atol=0)",
       "np.allclose(J, np.swapaxes(J, 0, 1), rtol=0, atol=0)",
       "the closed-form log pi accepts couplings with J[j, i] = J[i, j] (not its transpose): the token axes are "
       "not swapped in the symmetry check"),
    # ------------------------------------------------------------------ toolkit/app/report/_model.py (60 statements: 3)
    _m("audit23c.report_model.slack_format_fixed", MODEL,
       'return f"{float(c.slack):.3g}"', 'return f"{float(c.slack):.3f}"',
       "the slack column prints three decimals instead of three significant digits"),
    _m("audit23c.report_model.reason_lines_zero_based", MODEL,
       'return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims, 1) if c.reason]',
       'return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims) if c.reason]',
       "the reason lines number claims from 0, not as in the table (from 1)"),
    _m("audit23c.report_model.claims_table_stops_at_empty_section", MODEL,
       "            if not s.claims:\n                continue", "            if not s.claims:\n                break",
       "the claims table stops at the first section without claims, dropping every later section"),
    # ------------------------------------------------------------------ exact/_rounding.py (30 statements: 3)
    _m("audit23c.rounding.scan_factor_swapped", ROUND,
       "return site * (1 if K.is_random_scan else K.n)", "return site * (K.n if K.is_random_scan else 1)",
       "the n conditionals of a systematic sweep are charged to the random-scan kernel and vice versa"),
    _m("audit23c.rounding.gap_rounding_drops_n", ROUND,
       "return abs(float(gap)) * (d + 3.0 * path_steps(P) * d)", "return abs(float(gap)) * (d + 3.0 * d)",
       "the gap's rounding error uses rho_pi = delta instead of n delta"),
    _m("audit23c.rounding.largest_logit_signed", ROUND,
       "L = float(np.max(np.abs(values))) if values.size else 0.0", "L = float(np.max(values)) if values.size else 0.0",
       "L = max l instead of max |l|: very negative logits are not counted in the rounding"),
    # ------------------------------------------------------------------ exact/lumped_checks.py (320 statements: 5)
    _m("audit23c.lumped_checks.max_bound_last_pair_only", LCHK,
       "max_bound = max(max_bound, float(bd.max()))", "max_bound = float(bd.max())",
       "max_bound is the bound of the last token-pair block, not the largest over all (equal when q = 2)"),
    _m("audit23c.lumped_checks.n_certified_drops_site_pairs", LCHK,
       "        n_certified = n_pairs * cert_weight\n", "        n_certified = cert_weight\n",
       "the exact count of certified rectangles forgets the C(n, 2) site pairs each count rectangle stands for"),
    _m("audit23c.lumped_checks.exit_down_set_off_by_one", LCHK,
       "js = np.arange(0, hi + 1)", "js = np.arange(0, hi)",
       "the birth-death exit time of a down-set {m <= hi} from m = 0 leaves out the term j = hi"),
    _m("audit23c.lumped_checks.fixed_points_ties_counted", LCHK,
       "idx = np.flatnonzero(m > 0)", "idx = np.flatnonzero(m >= 0)",
       "count classes of margin 0 (a tie at the argmax) are listed as strict fixed points"),
    _m("audit23c.lumped_checks.basin_terminal_wrong_end", LCHK,
       "terminal[comp[Ac.row[leaving]]] = False", "terminal[comp[Ac.col[leaving]]] = False",
       "a component is marked non-terminal when an edge enters it instead of when one leaves it"),
    # ------------------------------------------------------------------ toolkit/_validation.py (167 statements: 5)
    _m("audit23c.validation.eps_accepts_zero", VALID,
       "if not 0 < value < 1:", "if not 0 <= value < 1:",
       "check_eps accepts eps = 0 (the open interval (0, 1) becomes [0, 1))"),
    _m("audit23c.validation.probability_accepts_one", VALID,
       "upper_ok = value <= 1 if allow_one else value < 1", "upper_ok = value <= 1",
       "check_probability accepts 1 without allow_one"),
    _m("audit23c.validation.states_token_q_accepted", VALID,
       "if arr.size and (arr.min() < 0 or arr.max() >= q):", "if arr.size and (arr.min() < 0 or arr.max() > q):",
       "check_states accepts the token q (one past the vocabulary)"),
    _m("audit23c.validation.model_repr_cut_at_60", VALID,
       "shown = shown if len(shown) <= 60 else shown[:57] + \"...\"",
       "shown = shown if len(shown) < 60 else shown[:57] + \"...\"",
       "check_model cuts a repr of exactly 60 characters (documented: kept whole)"),
    _m("audit23c.validation.state_space_equal_refused", VALID,
       "(log_size < 300 and q**n > limit)", "(log_size < 300 and q**n >= limit)",
       "check_state_space refuses a state space exactly at max_states"),
    # ------------------------------------------------------------------ exact/compat.py (118 statements: 3)
    _m("audit23c.compat.backward_last_edge_wrong_site", COMPAT,
       "e(P, x10, x11, j) + e(P, x00, x10, i)", "e(P, x10, x11, j) + e(P, x00, x10, j)",
       "the backward cycle's last move x00 -> x10 is read at site j instead of site i"),
    _m("audit23c.compat.drift_mean_unweighted", COMPAT,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))", "means.append(float(kl.mean()))",
       "the mean conditional drift is the plain mean over contexts, not pi-weighted"),
    _m("audit23c.compat.kolmogorov_error_last_chunk", COMPAT,
       "kol_err[0] = float(np.nanmax(e)) if math.isnan(kol_err[0]) else max(kol_err[0], float(np.nanmax(e)))",
       "kol_err[0] = float(np.nanmax(e))",
       "the Kolmogorov error is the last chunk's maximum, not the maximum over every chunk"),
    # ------------------------------------------------------------------ toolkit/app/phase.py (197 statements: 5)
    _m("audit23c.phase.rhat_nan_not_refused", PHASE,
       "if not np.isfinite(r_hat):", "if np.isinf(r_hat):",
       "a sampled point whose R-hat was not estimated (NaN) is not refused as unconverged"),
    _m("audit23c.phase.ess_without_tau_counts_draws", PHASE,
       'ess = draws / tau if np.isfinite(tau) and tau > 0 else float("nan")',
       "ess = draws / tau if np.isfinite(tau) and tau > 0 else draws",
       "a point with no relaxation time counts every draw as independent (missing tau taken as 1)"),
    _m("audit23c.phase.replicates_first_point_count", PHASE,
       "R = min(v.shape[0] for v in rep_grid.values())", "R = next(iter(rep_grid.values())).shape[0]",
       "the replicate count of the grid is the first point's, not the smallest over the points"),
    _m("audit23c.phase.window_start_truncated", PHASE,
       "start = int(min(max(round(centre - n / 2), 0), length - n))",
       "start = int(min(max(int(centre - n / 2), 0), length - n))",
       "the window start truncates centre - n/2 instead of Python's round (half to even)"),
    _m("audit23c.phase.preset_coupling_default_wins", PHASE,
       'params = {"coupling": 1.0, **params}', 'params = {**params, "coupling": 1.0}',
       "the preset grid of a Potts path/torus ignores the user's coupling (the default 1 overrides it)"),
    # ------------------------------------------------------------------ toolkit/_margins.py (33 statements: 3)
    _m("audit23c.margins.single_token_other_plus_inf", MARG,
       "return z, np.full_like(z, -np.inf)", "return z, np.full_like(z, np.inf)",
       "with one token the 'second largest' is +inf, so its margin is -inf instead of +inf"),
    _m("audit23c.margins.max_others_strict", MARG,
       "return np.where(z >= top1, top2, top1)", "return np.where(z > top1, top2, top1)",
       "max_others never takes the second largest: the argmax's margin is 0"),
    _m("audit23c.margins.state_margin_max", MARG,
       "return own.min(axis=1)", "return own.max(axis=1)",
       "a state's margin is the largest site margin, not the smallest"),
    # ------------------------------------------------------------------ toolkit/models/masked_toy.py (243 statements: 5)
    _m("audit23c.masked_toy.mfp_fixed_field_over_n", MTOY,
       "field=b.field + b.beta / L * c)", "field=b.field + b.beta / self.length * c)",
       "the fixed positions' field in the reduced mean-field Potts is beta/n per count instead of beta/L"),
    _m("audit23c.masked_toy.pairwise_reduced_field_transposed", MTOY,
       "b.J[free[:, None], fixed[None, :], :, self._text[fixed][None, :]]",
       "b.J[fixed[None, :], free[:, None], :, self._text[fixed][None, :]]",
       "the reduced pairwise field reads J[j, i] (the fixed site's pull) instead of J[i, j]"),
    _m("audit23c.masked_toy.build_window_floor", MTOY,
       "start = round((L - n) / 2)", "start = (L - n) // 2",
       "the family's default window starts at floor((L - n)/2), not round half to even as the phase study"),
    _m("audit23c.masked_toy.logits_site_not_mapped", MTOY,
       "return np.asarray(self.base.logits(full, self.free_positions[sites]), dtype=float)",
       "return np.asarray(self.base.logits(full, sites), dtype=float)",
       "the logits of free site i are read at template position i, not at free_positions[i]"),
    _m("audit23c.masked_toy.length_amino_boundary", MTOY,
       'return len("".join(text.split())) if q <= len(AMINO) else len(text.split())',
       'return len("".join(text.split())) if q < len(AMINO) else len(text.split())',
       "with q = 20 (the default) a text's length counts words instead of letters"),
    # ------------------------------------------------------------------ toolkit/lattice.py (97 statements: 3)
    _m("audit23c.lattice.onsager_ising_units", LATT,
       "return float(coupling) / math.log(1.0 + math.sqrt(2.0))",
       "return 2.0 * float(coupling) / math.log(1.0 + math.sqrt(2.0))",
       "T_c in Ising units (2 J / ln(1 + sqrt 2) with J = c) instead of the Potts units (J = c/2)"),
    _m("audit23c.lattice.susceptibility_without_temperature", LATT,
       "reps[i, j, :, 1] = n * (m2 - am**2) / t", "reps[i, j, :, 1] = n * (m2 - am**2)",
       "the connected susceptibility is not divided by T"),
    _m("audit23c.lattice.stderr_ddof0", LATT,
       "err = reps.std(axis=2, ddof=1) / math.sqrt(R)", "err = reps.std(axis=2) / math.sqrt(R)",
       "the replicate standard error uses the biased (ddof = 0) standard deviation"),
    # ------------------------------------------------------------------ toolkit/models/families.py (45 statements: 3)
    _m("audit23c.families.planted_gamma_default", FAM,
       "gamma = gamma if gamma is not None else 2.0", "gamma = gamma if gamma is not None else 1.0",
       "the planted margin's default gamma is 1, not the documented 2"),
    _m("audit23c.families.planted_coupling_overrides_gamma", FAM,
       "if gamma is None and coupling is not None:", "if coupling is not None:",
       "an explicit gamma loses to --coupling (documented: an explicit gamma wins)"),
    _m("audit23c.families.potts_default_graph", FAM,
       'def _potts(q=3, n=6, coupling=1.0, graph="complete"):', 'def _potts(q=3, n=6, coupling=1.0, graph="cycle"):',
       "the potts family's default graph is the cycle, not the complete graph"),
    # ------------------------------------------------------------------ toolkit/app/compare.py (139 statements: 3)
    _m("audit23c.compare.censored_checks_upper_end", CMP,
       "return sampled.ci[0] <= exact + 1e-9 * max(1.0, abs(exact))",
       "return sampled.ci[1] >= exact - 1e-9 * max(1.0, abs(exact))",
       "a censored ('lower estimate') row is checked by its interval's upper end instead of its lower end"),
    _m("audit23c.compare.all_ok_none_fails", CMP,
       "return all(r.ok is not False for r in self.rows)", "return all(r.ok for r in self.rows)",
       "a row with nothing to check (ok None) makes the table fail"),
    _m("audit23c.compare.coverage_pvalue_equal_alpha_rejected", CMP,
       "return self.pvalue >= alpha", "return self.pvalue > alpha",
       "a coverage test with p-value exactly alpha is rejected (documented: passes)"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit23c.exact_torch.sym_matvec_lazy_factor_dropped": "audit4b.exact_torch.sym_no_lazy",
    "audit23c.exact_torch.mixing_t_max_off_by_one": "cov5h2.exact_torch.t_max_cap",
    "audit23c.exact_torch.pairwise_log_pi_symmetry_check_token_axes": "audit8a.exact_torch.log_pi_symmetry_no_token_transpose",
    "audit23c.report_model.slack_format_fixed": "audit14b._model.slack_format",
    "audit23c.report_model.reason_lines_zero_based": "audit4e.model.reason_numbering_from_0",
    "audit23c.rounding.scan_factor_swapped": "audit5a.rounding.scan_factor_swapped",
    "audit23c.rounding.gap_rounding_drops_n": "audit4a._rounding.gap_no_path_steps",
    "audit23c.rounding.largest_logit_signed": "audit4a._rounding.L_signed_max",
    "audit23c.lumped_checks.n_certified_drops_site_pairs": "i27t.site_pairs_factor",
    "audit23c.lumped_checks.exit_down_set_off_by_one": "audit5a.lumped_checks.downset_off_by_one",
    "audit23c.lumped_checks.fixed_points_ties_counted": "audit7a.lumped_checks.fixed_points_weak",
    "audit23c.validation.probability_accepts_one": "blind3.validation.probability_one",
    "audit23c.validation.states_token_q_accepted": "blind3.validation.states_q",
    "audit23c.validation.model_repr_cut_at_60": "cmp15e._validation.model_repr_cut_at_60",
    "audit23c.validation.state_space_equal_refused": "sweep6s3._validation.state_space_ge",
    "audit23c.compat.backward_last_edge_wrong_site": "audit9b.compat.bwd_site",
    "audit23c.compat.drift_mean_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit23c.compat.kolmogorov_error_last_chunk": "audit4a.compat.kol_err_last_chunk",
    # NaN R-hat let through in both (prm27a: `r_hat is None`, never true; here `isinf`): same verdicts
    "audit23c.phase.rhat_nan_not_refused": "prm27a.phase.nan_rhat_counted_converged",
    # int() and math.floor agree on every start the clamp at 0 keeps
    "audit23c.phase.window_start_truncated": "prm21b.phase.window_floor",
    "audit23c.phase.preset_coupling_default_wins": "audit7b.phase.preset_coupling_overridden",
    "audit23c.margins.single_token_other_plus_inf": "audit14a._margins.one_token_minus_inf",
    "audit23c.margins.max_others_strict": "blind.margins.max_others_strict",
    "audit23c.margins.state_margin_max": "blind.margins.state_margin_max",
    "audit23c.masked_toy.mfp_fixed_field_over_n": "audit4b.masked_toy.mfp_field_n",
    "audit23c.masked_toy.pairwise_reduced_field_transposed": "audit6b.masked_toy.pairwise_field_transposed",
    "audit23c.masked_toy.build_window_floor": "sweep6s5.masked_toy.window_floor",
    "audit23c.masked_toy.length_amino_boundary": "harden9b.masked_toy.length_q20_words",
    "audit23c.lattice.onsager_ising_units": "audit4b.lattice.onsager_ising",
    "audit23c.lattice.susceptibility_without_temperature": "audit4b.lattice.chi_no_T",
    "audit23c.lattice.stderr_ddof0": "audit16b.lattice.stderr_ddof0",
    "audit23c.families.planted_gamma_default": "audit4b.families.gamma_default",
    "audit23c.families.planted_coupling_overrides_gamma": "audit9c.families.planted_coupling_overrides_gamma",
    "audit23c.families.potts_default_graph": "audit4b.families.potts_graph_default",
    "audit23c.compare.all_ok_none_fails": "audit4c.compare.all_ok_none_fails",
    "audit23c.compare.coverage_pvalue_equal_alpha_rejected": "cmp13a.compare.passes_strict",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit23c.exact_torch.gap_converged_either_end": {
        "note": "no test had a matrix whose two Lanczos ends converge at different step counts within the cap; "
                "a two-cluster random walk (lambda_2 isolated near 1, the bottom a dense cluster) capped at 15 "
                "steps has the top end converged and the bottom not: the code warns, the mutant does not. Fresh; "
                "no real bug",
        "killed_by": "tests/toolkit/test_audit23c_exact_torch.py::test_matrix_gap_warns_when_only_the_top_end_converged"},
    "audit23c.lumped_checks.max_bound_last_pair_only": {
        "note": "the tests' count_rectangles bounds were equal in every token-pair block (q = 2: one block; the "
                "symmetric q >= 3 models alike); an ExchangeableTable whose one nonzero logit is token 0's leaves "
                "the last block (1, 2) x (1, 2) at bound 0, and the enumerated summary's largest bound is positive. "
                "Fresh; no real bug",
        "killed_by": "tests/exact/test_audit23c_lumped_checks.py::test_max_bound_is_the_largest_over_every_token_pair_block"},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

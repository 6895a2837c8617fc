"""Tenth blind mutation audit, part b (issue 30): 44 mutants in the 12 modules dealt to part b
by the draw of ``benchmarks/blind_audit_5_draw.py --audit 10 --seed 2026120410`` (exact/basins,
toolkit/bounds, toolkit/app/report/_math, toolkit/theory, toolkit/models/base,
toolkit/models/_hf_convert, exact/timescales, toolkit/app/report/contraction,
toolkit/app/commands/exact, toolkit/app/report/phase, toolkit/app/sweep/estimators,
exact/mixing), written without reading ``scripts/mutants.py``, the earlier audits'
catalogues or any file under ``tests/`` (protocol: benchmarks/blind_audit_10_protocol.md;
parts a and c have their own runner files). Each mutant is a bug a developer could make in
the source, read for this audit: 3 per module under 150 statements, 5 for 150-400. Mutants
believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the
first run to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`
(filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's *targeted tests* as the project defines them,
``scripts/automut.py``'s ``default_tests(module)`` (``python scripts/automut.py MODULE
--list-tests``: every test file that names the module by dotted path or import, then the
module itself for its doctests), computed when this file is loaded, so on the commit it runs
on. None added, none dropped. A mutant first failed by its module's doctest is a kill, and the
record also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_10b.py --list
    python benchmarks/blind_audit_10b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_10b.py --id 'audit10b.timescales.*' --timeout 300
    python benchmarks/blind_audit_10b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)
from automut import default_tests  # noqa: E402  (a module's targeted tests)

ROOT = Path(__file__).resolve().parents[1]

BA, BO, MA, TH = "exact/basins.py", "toolkit/bounds.py", "toolkit/app/report/_math.py", "toolkit/theory.py"
BS, HF, TS, CT = "toolkit/models/base.py", "toolkit/models/_hf_convert.py", "exact/timescales.py", \
    "toolkit/app/report/contraction.py"
EX, PH, ES, MX = "toolkit/app/commands/exact.py", "toolkit/app/report/phase.py", "toolkit/app/sweep/estimators.py", \
    "exact/mixing.py"

# ---------------------------------------------------------------- test sets (the modules' targeted tests)
TESTS = {f: default_tests(f) for f in (BA, BO, MA, TH, BS, HF, TS, CT, EX, PH, ES, MX)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ exact/basins.py (181 statements: 5)
    _m("audit10b.basins.fixed_points_smallest_first", BA,
       'idx = idx[np.argsort(-m[idx], kind="stable")]', 'idx = idx[np.argsort(m[idx], kind="stable")]',
       "fixed_points lists the strict argmax fixed points smallest margin first (documented: largest first)"),
    _m("audit10b.basins.fixed_points_ties_count", BA,
       "idx = np.flatnonzero(m > 0)", "idx = np.flatnonzero(m >= 0)",
       "fixed_points counts states with margin 0 (a tie with another token) as strict argmax fixed points"),
    _m("audit10b.basins.several_attractors_labelled", BA,
       "one = counts == 1", "one = counts >= 1",
       "basins labels a state that reaches several attractors with the first of them instead of -1 "
       "(so it falls in an exclusive basin)"),
    _m("audit10b.basins.whole_space_set_accepted", BA,
       "    if k == N:\n        raise InvalidInputError(f\"`in_set_mask` selects all {N} states",
       "    if k > N:\n        raise InvalidInputError(f\"`in_set_mask` selects all {N} states",
       "_check_set_mask no longer refuses a set that holds every state (no exit exists)"),
    _m("audit10b.basins.start_outside_set_accepted", BA,
       "if start >= N or not mask[start]:", "if start >= N:",
       "uphill_moves accepts a start outside the set (documented: an index inside the set)"),
    # ------------------------------------------------------------------ toolkit/bounds.py (198 statements: 5)
    _m("audit10b.bounds.t_lower_first_time", BO,
       "return int(self.times[ok[-1]]) if ok.size else 0", "return int(self.times[ok[0]]) if ok.size else 0",
       "MixingBounds.t_lower is the first grid time whose lower bound exceeds eps, not the largest"),
    _m("audit10b.bounds.split_threshold_worst", BO,
       "out[g] = cand[int(np.argmax(gap))]", "out[g] = cand[int(np.argmin(gap))]",
       "_split_threshold picks the threshold that separates h_X from h_Y worst (argmin for argmax)"),
    _m("audit10b.bounds.summary_lower_no_plus_one", BO,
       "{self.t_lower + 1} <= t_mix <= {up}", "{self.t_lower} <= t_mix <= {up}",
       "MixingBounds.summary prints t_lower <= t_mix, though t_mix > t_lower (it should print t_lower + 1)"),
    _m("audit10b.bounds.pilot_tie_break_farthest", BO,
       "chosen = min(met, key=lambda c: (-met[c], dist[c]))", "chosen = min(met, key=lambda c: (-met[c], -dist[c]))",
       "coupling_pilot breaks a tie in pairs met by the largest Hamming distance left, not the smallest"),
    _m("audit10b.bounds.lower_no_bonferroni", BO,
       "z_lo = _z(1.0 - alpha / (2 * G))", "z_lo = _z(1.0 - alpha / 2)",
       "the lower side's Wilson ends drop the Bonferroni factor over the G grid times (the whole lower "
       "curve no longer holds at 1 - alpha)"),
    # ------------------------------------------------------------------ toolkit/app/report/_math.py (83: 3)
    _m("audit10b._math.iff_after_le", MA,
       'OPERATORS = (("<=>", "⇔"), ("<=", "≤"),', 'OPERATORS = (("<=", "≤"), ("<=>", "⇔"),',
       "math_html tries <= before <=>, so an equivalence renders as ≤> instead of ⇔"),
    _m("audit10b._math.italic_in_subscripts", MA,
       "elif len(word) == 1 and not roman:", "elif len(word) == 1:",
       "single letters inside a plain sub/superscript (x_i, x^t) are set in italics too "
       "(documented: roman in scripts)"),
    _m("audit10b._math.star_before_paren_is_mark", MA,
       'if prev.isspace() or nxt.isalnum() or nxt == "(":', "if prev.isspace() or nxt.isalnum():",
       "a * followed by ( (\"2*(x+1)\") renders as a superscript star (a marked state), not a product"),
    # ------------------------------------------------------------------ toolkit/theory.py (95: 3)
    _m("audit10b.theory.paulin_tie_larger_k", TH,
       "if k * m < best:", "if k * m <= best:",
       "nonreversible_upper_bound reports the largest minimizing k on a tie, not the smallest"),
    _m("audit10b.theory.alpha_col_row_swapped", TH,
       "return (float(R.sum(axis=0).max()), float(R.sum(axis=1).max()),",
       "return (float(R.sum(axis=1).max()), float(R.sum(axis=0).max()),",
       "contraction_constants returns the largest row sum of R as alpha_col and the column sum as alpha_row"),
    _m("audit10b.theory.paulin_pi_error_raises_pi_min", TH,
       "lpm += math.log1p(-min(float(pi_relative_error), 0.5))",
       "lpm -= math.log1p(-min(float(pi_relative_error), 0.5))",
       "nonreversible_upper_bound raises pi_min by its relative error instead of lowering it (unsound)"),
    # ------------------------------------------------------------------ toolkit/models/base.py (103: 3)
    _m("audit10b.base.row_scale_no_floor", BS,
       "return np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size",
       "return np.abs(logits).max(axis=1) if logits.size",
       "the logit error's row scale drops its floor of 1 (rows of small logits get a bound near 0)"),
    _m("audit10b.base.declared_error_min_over_row", BS,
       "err = err.max(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "err = err.min(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "a declared (B, q) logit error is reduced by its row minimum, not its maximum (unsound)"),
    _m("audit10b.base.masked_checks_unmasked_rows", BS,
       "bad = mask & ~np.isfinite(out).all(axis=2)", "bad = ~np.isfinite(out).all(axis=2)",
       "checked_masked_logits raises on non-finite rows at unmasked sites (documented: unspecified)"),
    # ------------------------------------------------------------------ toolkit/models/_hf_convert.py (92: 3)
    _m("audit10b._hf_convert.layer_norms_swapped", HF,
       '"self_attn_layer_norm": "attention.output.LayerNorm",\n        "fc1": "intermediate.dense",\n'
       '        "fc2": "output.dense",\n        "final_layer_norm": "output.LayerNorm",',
       '"self_attn_layer_norm": "output.LayerNorm",\n        "fc1": "intermediate.dense",\n'
       '        "fc2": "output.dense",\n        "final_layer_norm": "attention.output.LayerNorm",',
       "convert_sapiens_state_dict maps fairseq's attention and final layer norms onto each other's slots "
       "(same shapes: loads silently)"),
    _m("audit10b._hf_convert.bert_layer_norm_eps", HF,
       "layer_norm_eps=1e-5,", "layer_norm_eps=1e-12,",
       "sapiens_config uses BERT's layer-norm epsilon 1e-12 instead of fairseq's 1e-5"),
    _m("audit10b._hf_convert.one_layer_short", HF,
       'return 1 + max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))',
       'return max(int(k[len(p):].split(".")[0]) for k in fairseq_sd if k.startswith(p))',
       "_n_layers counts the largest layer index, one fewer than the layers (the last layer is dropped)"),
    # ------------------------------------------------------------------ exact/timescales.py (273: 5)
    _m("audit10b.timescales.dirichlet_no_half", TS,
       "    E *= 0.5\n", "",
       "_ritz drops the 1/2 of the Dirichlet form: the refined gaps near 1 are doubled"),
    _m("audit10b.timescales.period_no_plus_one", TS,
       "np.abs(level[C.row] + 1 - level[C.col])", "np.abs(level[C.row] - level[C.col])",
       "_period takes the gcd of level(u) - level(v) (the +1 of the edge dropped): periods come out wrong"),
    _m("audit10b.timescales.rel_near_zero_bounded", TS,
       "unsure = (mu <= err_mu) | (1.0 - mu <= err_mu)", "unsure = mu <= err_mu",
       "_rel gives a finite relative error for |lambda| within its error of 0 (documented: inf)"),
    _m("audit10b.timescales.frame_index_from_one", TS,
       '"i": np.arange(2, self.timescales.size + 2)', '"i": np.arange(1, self.timescales.size + 1)',
       "ImpliedTimescales.to_frame numbers the processes from 1 (documented: 2 = slowest)"),
    _m("audit10b.timescales.k_equal_n_accepted", TS,
       "if k > N - 1:", "if k > N:",
       "implied_timescales accepts k = N (documented: at most N - 1) and returns N - 1 timescales"),
    # ------------------------------------------------------------------ toolkit/app/report/contraction.py (38: 3)
    _m("audit10b.contraction.fit_includes_n2", CT,
       "ns = np.array([r.n for r in scan.rows if r.n >= 3], dtype=float)\n"
       "    ts = np.array([r.t_mix for r in scan.rows if r.n >= 3], dtype=float)",
       "ns = np.array([r.n for r in scan.rows if r.n >= 2], dtype=float)\n"
       "    ts = np.array([r.t_mix for r in scan.rows if r.n >= 2], dtype=float)",
       "the n ln n fit includes n = 2 (the text says n >= 3)"),
    _m("audit10b.contraction.r2_uncentred", CT,
       "r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))",
       "r2 = float(1 - (resid @ resid) / (ts @ ts))",
       "the fit's R^2 divides by the uncentred sum of squares (inflated R^2)"),
    _m("audit10b.contraction.slack_swapped", CT,
       "slack=slack_upper(r.t_mix, r.bound)", "slack=slack_upper(r.bound, r.t_mix)",
       "the claims' slack swaps the value and the bound"),
    # ------------------------------------------------------------------ toolkit/app/commands/exact.py (82: 3)
    _m("audit10b.exact.start_index_one_past", EX,
       "if idx >= space.size:", "if idx > space.size:",
       "--start accepts the index q**n (one past the last state) without its own error"),
    _m("audit10b.exact.start_token_index_q", EX,
       "elif t.isdigit() and int(t) < q:", "elif t.isdigit() and int(t) <= q:",
       "--start accepts the token index q (one past the last token)"),
    _m("audit10b.exact.json_start_key", EX,
       'extra = {} if from_start is None else {"from_start": from_start.to_dict()}',
       'extra = {} if from_start is None else {"start": from_start.to_dict()}',
       "the JSON of glauber exact --start names the block 'start' instead of 'from_start'"),
    # ------------------------------------------------------------------ toolkit/app/report/phase.py (157: 5)
    _m("audit10b.phase.right_exact_match", PH,
       'return verdict == truth if truth != "no transition" else verdict != "transition"',
       "return verdict == truth",
       "_right: for truth 'no transition' only the (never given) verdict 'no transition' counts as right"),
    _m("audit10b.phase.real_crossover_unresolved", PH,
       'if verdict in ("transition", "crossover"):', 'if verdict == "transition":',
       "_real_verdict calls a real MLM's crossover 'not resolved' (documented: decided, holds)"),
    _m("audit10b.phase.real_last_reason", PH,
       "first = str(reasons[0]).rstrip(\".\") if reasons", "first = str(reasons[-1]).rstrip(\".\") if reasons",
       "_real_verdict quotes the last reason, not the first"),
    _m("audit10b.phase.spinodal_tolerance_min", PH,
       'dev <= max(tol, 0.02 * c["T_s"])', 'dev <= min(tol, 0.02 * c["T_s"])',
       "the spinodal claim's tolerance is the smaller of 2 errors and 2 %, not the larger"),
    _m("audit10b.phase.loaded_tc_one_error", PH,
       'abs(tce - c["T_c"]) <= 2 * tcs, kind="comparison"', 'abs(tce - c["T_c"]) <= tcs, kind="comparison"',
       "the loaded exact T_c claim holds within 1 error while it states 'within 2 errors'"),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py (102: 3)
    _m("audit10b.estimators.order_stderr_over_c", ES,
       '"order_mean_stderr": math.sqrt(var / C)', '"order_mean_stderr": math.sqrt(var) / C',
       "sampled-order's standard error of the mean is sd / C instead of sd / sqrt(C)"),
    _m("audit10b.estimators.exact_phase_pi_max", ES,
       '"t_mix": mix.t_mix, "pi_min": float(pi.min())', '"t_mix": mix.t_mix, "pi_min": float(pi.max())',
       "exact-phase reports the largest stationary probability as pi_min"),
    _m("audit10b.estimators.one_group_accepted", ES,
       'check_int(opts["n_groups"], "n_groups", minimum=2)', 'check_int(opts["n_groups"], "n_groups", minimum=1)',
       "the phase estimator accepts n_groups = 1 (no spread between groups: no error bar)"),
    # ------------------------------------------------------------------ exact/mixing.py (106: 3)
    _m("audit10b.mixing.profile_last_block_only", MX,
       "d[t] = max(d[t], float(tv(D, pi[:, None], axis=0).max()))", "d[t] = float(tv(D, pi[:, None], axis=0).max())",
       "distance_profile keeps only the last block of starts' distance (worst start over the blocks lost)"),
    _m("audit10b.mixing.stepping_worst_t_short", MX,
       "worst_t, worst_x = t + 1, int(", "worst_t, worst_x = t, int(",
       "stepping reports t_mix one step short (the time a block's last start is retired, minus one)"),
    _m("audit10b.mixing.stepping_t_max_late", MX,
       "if t >= t_max:", "if t > t_max:",
       "stepping evolves one step past t_max before giving up (a t_mix of t_max + 1 is reported)"),
]

#: Mutants believed equivalent before the first run (with why): none.
EQUIVALENT: dict = {}

#: Filled in after the first run was recorded and committed (protocol step 5): id -> the entry of
#: ``scripts/mutants.py`` that is the same bug (found by the source lines each changes, then read).
#: ``exact.json_start_key`` renames the key where harden8h1's entry drops the block: the same
#: observable (no ``from_start`` in the JSON), so counted as a duplicate. Not duplicates (fresh):
#: ``basins.start_outside_set_accepted`` (sweep6s1's entry is ``start == N``, not a start outside
#: the set), ``bounds.split_threshold_worst`` (sweep6s3's entry is the tie-break among equal gaps),
#: ``theory.paulin_pi_error_raises_pi_min`` (blind.theory.pi_error_raises_pi_min is the same slip
#: in the reversible bound's ``_upper_factor``, another function), ``_math.italic_in_subscripts``,
#: ``timescales.rel_near_zero_bounded``, ``estimators.order_stderr_over_c``,
#: ``estimators.exact_phase_pi_max``.
DUPLICATE_OF = {
    "audit10b.basins.fixed_points_smallest_first": "metastable.fixed_points_order",
    "audit10b.basins.fixed_points_ties_count": "blind.basins.fixed_point_ties",
    "audit10b.basins.several_attractors_labelled": "sweep6s1.basins.label_first_of_several",
    "audit10b.basins.whole_space_set_accepted": "sweep6s1.basins.whole_space_allowed",
    "audit10b.bounds.t_lower_first_time": "i30c.t_lower_first",
    "audit10b.bounds.summary_lower_no_plus_one": "sweep6s3.bounds.summary_no_plus_one",
    "audit10b.bounds.pilot_tie_break_farthest": "audit6a.bounds.pilot_tie_largest_distance",
    "audit10b.bounds.lower_no_bonferroni": "i30f.bounds.no_bonferroni",
    "audit10b._math.iff_after_le": "audit4c.math.operator_order",
    "audit10b._math.star_before_paren_is_mark": "sweep6s4.math.star_before_paren",
    "audit10b.theory.paulin_tie_larger_k": "sweep6s3.theory.nonrev_tie_last",
    "audit10b.theory.alpha_col_row_swapped": "sweep6s3.theory.alpha_row_col_swapped",
    "audit10b.base.row_scale_no_floor": "audit4b.base.row_scale_no_floor",
    "audit10b.base.declared_error_min_over_row": "i30c.err_rowmin",
    "audit10b.base.masked_checks_unmasked_rows": "audit4b.base.masked_unmasked_rows",
    "audit10b._hf_convert.layer_norms_swapped": "sweep6s5.hf_convert.layer_norms_swapped",
    "audit10b._hf_convert.bert_layer_norm_eps": "audit5a.hf_convert.layer_norm_eps",
    "audit10b._hf_convert.one_layer_short": "audit5a.hf_convert.n_layers_off_by_one",
    "audit10b.timescales.dirichlet_no_half": "audit5b.timescales.ritz_half_dropped",
    "audit10b.timescales.period_no_plus_one": "blind3.timescales.period_gcd",
    "audit10b.timescales.frame_index_from_one": "sweep6s2.timescales.frame_i_from_one",
    "audit10b.timescales.k_equal_n_accepted": "audit5b.timescales.k_guard_n",
    "audit10b.contraction.fit_includes_n2": "harden8h2.contraction.fit_from_n2",
    "audit10b.contraction.r2_uncentred": "audit4e.contraction.r2_uncentred",
    "audit10b.contraction.slack_swapped": "audit4e.contraction.slack_args_swapped",
    "audit10b.exact.start_index_one_past": "audit4d.exact.start_index_bound",
    "audit10b.exact.start_token_index_q": "audit4d.exact.start_token_digit",
    "audit10b.exact.json_start_key": "harden8h1.exact_cmd.start_json_dropped",
    "audit10b.phase.right_exact_match": "audit4c.report_phase.no_transition_exact",
    "audit10b.phase.real_crossover_unresolved": "audit4c.report_phase.crossover_not_decided",
    "audit10b.phase.real_last_reason": "audit8c.report_phase.real_reason_last",
    "audit10b.phase.spinodal_tolerance_min": "audit9b.phase.spinodal_min",
    "audit10b.phase.loaded_tc_one_error": "audit4c.report_phase.tc_one_error",
    "audit10b.estimators.one_group_accepted": "sweep6s4.estimators.phase_groups_min_1",
    "audit10b.mixing.profile_last_block_only": "mixing.profile_last_block",
    "audit10b.mixing.stepping_worst_t_short": "mixing.stepping_off_by_one",
    "audit10b.mixing.stepping_t_max_late": "mixing.stepping_gives_up_late",
}

#: Filled in after the first run: id -> {"note": why it survived, "killed_by": the test added}.
SURVIVOR_NOTES = {
    "audit10b.estimators.exact_phase_pi_max": {
        "note": "fresh; no targeted test read pi_min from the exact-phase estimator (its t_mix, susceptibility "
                "and moments were checked)",
        "killed_by": "tests/toolkit/test_audit10b_estimators.py::"
                     "test_exact_phase_pi_min_is_the_smallest_stationary_probability"},
    "audit10b.mixing.profile_last_block_only": {
        "note": "a test-set miss, the same bug as mixing.profile_last_block, whose catalogue test set "
                "(tests/exact/test_pinned_mixing.py, block=1 and block=5 against matrix powers) kills it; that "
                "file imports distance_profile from the package (`from exact import distance_profile`), so it "
                "does not name exact.mixing and is not among the module's targeted tests. The one targeted "
                "test with block=1 (test_sweep6s2_mixing.py) is a two-state chain whose worst start is the "
                "last block",
        "killed_by": "tests/exact/test_audit10b_mixing.py::test_profile_is_the_worst_start_over_every_block"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs (they name the
#: module, so the targeted tests include them from the commit that adds them on).
AFTER_TESTS = {
    "audit10b.estimators.exact_phase_pi_max": ["tests/toolkit/test_audit10b_estimators.py"],
    "audit10b.mixing.profile_last_block_only": ["tests/exact/test_audit10b_mixing.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

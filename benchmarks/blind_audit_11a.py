"""Eleventh blind mutation audit, part a (issue 30): mutants in 12 of the 36 modules drawn by
``python benchmarks/blind_audit_5_draw.py --audit 11 --seed 2026120411`` (toolkit/app/report/phase.py,
exact/colour_lumped.py, exact/mixing.py, toolkit/models/exchangeable.py, exact/reversibility.py,
toolkit/models/families.py, toolkit/_states.py, toolkit/app/phase.py, toolkit/app/records.py,
toolkit/app/report/_model.py, toolkit/app/report/_math.py, toolkit/coupling.py), written without
reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``
(protocol: benchmarks/blind_audit_11_protocol.md; parts b and c audit the other 24 modules in
their own runner files). Each mutant is a bug a developer could make in the source, read for
this audit: 3 mutants for a module under 150 statements, 5 for 150-400. Mutants believed
equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the first run
to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled
in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Ids: ``audit11a.<module stem>.<what>``; the two modules named ``phase.py`` are told apart as
``audit11a.phase.*`` (toolkit/app/phase.py) and ``audit11a.report_phase.*`` (toolkit/app/report/phase.py).

Test sets: each module's *targeted tests*, ``automut.default_tests(module)`` (the files under
``tests/`` that name the module, plus the files that entries of ``scripts/mutants.py`` on the
module run, then the module itself for its doctests), computed when this file is loaded, so on
the commit it runs on (the GO commit for the first run). A mutant first failed by its module's
doctest is a kill; the record also gives the score with those counted as survivors.

Usage::

    python benchmarks/blind_audit_11a.py --list
    python benchmarks/blind_audit_11a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_11a.py --id 'audit11a.coupling.*' --timeout 300
    python benchmarks/blind_audit_11a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted tests of a module: automut.default_tests)

RP, CL, MX, EX = "toolkit/app/report/phase.py", "exact/colour_lumped.py", "exact/mixing.py", \
    "toolkit/models/exchangeable.py"
RV, FA, ST, AP = "exact/reversibility.py", "toolkit/models/families.py", "toolkit/_states.py", \
    "toolkit/app/phase.py"
RC, MO, MA, CO = "toolkit/app/records.py", "toolkit/app/report/_model.py", "toolkit/app/report/_math.py", \
    "toolkit/coupling.py"

#: The targeted tests of each module (computed on the commit this file runs on).
TESTS = {f: automut.default_tests(f) for f in (RP, CL, MX, EX, RV, FA, ST, AP, RC, MO, MA, CO)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/report/phase.py
    _m("audit11a.report_phase.right_no_transition_literal", RP,
       'return verdict == truth if truth != "no transition" else verdict != "transition"',
       "return verdict == truth",
       "_right: a case whose truth is 'no transition' is right only for a verdict spelled 'no transition' "
       "(crossover or inconclusive, anything but transition, should count as right)"),
    _m("audit11a.report_phase.sampled_exponents_as_stderr", RP, "_exps(ex, spread=True)", "_exps(ex)",
       "the sampled calibration rows show the medians' seed spread as '± stderr' instead of '(seed spread s)'"),
    _m("audit11a.report_phase.mixing_change_no_floor", RP, 'dev <= max(tol, 0.02 * c["T_s"])', "dev <= tol",
       "the mixing-change claim drops its 2 % floor: a change with a zero stderr must hit T_s exactly"),
    _m("audit11a.report_phase.loaded_tc_one_error", RP, 'abs(tce - c["T_c"]) <= 2 * tcs',
       'abs(tce - c["T_c"]) <= tcs',
       "a loaded exact case's T_c claim checks within 1 error instead of the 2 errors its bound states"),
    _m("audit11a.report_phase.real_crossover_not_resolved", RP, 'if verdict in ("transition", "crossover"):',
       'if verdict == "transition":',
       "_real_verdict: a real MLM whose verdict is crossover is reported 'not resolved' instead of 'holds'"),
    # ------------------------------------------------------------------ exact/colour_lumped.py
    _m("audit11a.colour_lumped.orbit_run_no_reset", CL, "run = np.where(same, run + 1, 1.0)",
       "run = np.where(same, run + 1, run)",
       "_log_base: the run length of equal parts is not reset after a run ends, so a later run continues "
       "the earlier one's count (#orbit of (2, 2, 1, 1) at q = 4: 4!/(2 3) = 4 instead of 4!/(2! 2!) = 6)"),
    _m("audit11a.colour_lumped.abs_m_sqrt_of_mean", CL, "float(w @ np.sqrt(m2))", "float(np.sqrt(w @ m2))",
       "colour_order_moments returns sqrt(<|m|^2>) instead of <|m|>"),
    _m("audit11a.colour_lumped.potts_energy_no_half", CL,
       "return model.beta / (2.0 * n) * ((C.astype(float) ** 2)", "return model.beta / n * ((C.astype(float) ** 2)",
       "_energy of mean-field Potts without the 1/2 of the pairs i < j: the stationary law at twice the coupling"),
    # ------------------------------------------------------------------ exact/mixing.py
    _m("audit11a.mixing.profile_last_block_wins", MX,
       "d[t] = max(d[t], float(tv(D, pi[:, None], axis=0).max()))", "d[t] = float(tv(D, pi[:, None], axis=0).max())",
       "distance_profile keeps the last block's worst distance instead of the max over blocks of starts"),
    _m("audit11a.mixing.stepping_t_max_off_by_one", MX, "if t >= t_max:", "if t > t_max:",
       "stepping evolves one step past t_max before giving up (t_mix may come out as t_max + 1)"),
    _m("audit11a.mixing.given_law_wrong_attribute", MX, 'law = getattr(pi, "pi", None)',
       'law = getattr(pi, "log_pi", None)',
       "given_stationary reads a StationaryLaw's log_pi where it should read its pi"),
    # ------------------------------------------------------------------ toolkit/models/exchangeable.py
    _m("audit11a.exchangeable.negative_counts_accepted", EX,
       "if arr.size and (arr.min() < 0 or np.any(arr.sum(axis=1) != n - 1)):",
       "if arr.size and np.any(arr.sum(axis=1) != n - 1):",
       "_check_counts accepts a row with a negative count whose sum is n - 1 (e.g. (-1, n) for q = 2)"),
    _m("audit11a.exchangeable.cw_error_signed_field", EX,
       "return gamma(3) * (abs(self.beta) / self.length * S + abs(self.field))",
       "return gamma(3) * (abs(self.beta) / self.length * S + self.field)",
       "CurieWeiss' declared logit error adds the field with its sign: a negative field lowers the bound"),
    _m("audit11a.exchangeable.potts_scalar_field_rejected", EX, "if f.shape not in ((), (self.vocab_size,)):",
       "if f.shape != (self.vocab_size,):",
       "MeanFieldPotts rejects a scalar field, which its message says is allowed ('a number or shape (q,)')"),
    _m("audit11a.exchangeable.table_roundoff_float64", EX, "self._roundoff = float(np.finfo(dt).eps) / 2 if",
       "self._roundoff = float(np.finfo(np.float64).eps) / 2 if",
       "ExchangeableTable trusts a float32 table to float64's unit roundoff (its declared error 2^29 too small)"),
    _m("audit11a.exchangeable.guard_counts_n_sites", EX,
       "rows = (math.lgamma(n + q - 1) - math.lgamma(q) - math.lgamma(n))",
       "rows = (math.lgamma(n + q) - math.lgamma(q) - math.lgamma(n + 1))",
       "random_exchangeable's memory guard counts the count vectors of n sites, C(n + q - 1, q - 1), "
       "instead of the n - 1 other sites' C(n + q - 2, q - 1)"),
    # ------------------------------------------------------------------ exact/reversibility.py
    _m("audit11a.reversibility.db_residual_no_lazy", RV, "scale = (1 - K.lazy) / K.n", "scale = 1.0 / K.n",
       "the random-scan detailed-balance residual forgets the (1 - lazy) factor of the off-diagonal flows"),
    _m("audit11a.reversibility.one_way_flow_ignored", RV, "both_zero = np.isneginf(F) & np.isneginf(F.T)",
       "both_zero = np.isneginf(F) | np.isneginf(F.T)",
       "edge_relative_residual sets an edge with a flow one way only to 0 (the docstring: 1): a one-way "
       "chain looks reversible"),
    _m("audit11a.reversibility.edge_tolerance_one_pi_error", RV, "EDGE_RTOL + 2 * pi_relative_error + 2 * e",
       "EDGE_RTOL + pi_relative_error + 2 * e",
       "edge_tolerance counts pi's relative error once instead of on both ends of the edge"),
    # ------------------------------------------------------------------ toolkit/models/families.py
    _m("audit11a.families.coupling_beats_gamma", FA, "if gamma is None and coupling is not None:",
       "if coupling is not None:",
       "planted-margin: --coupling overrides an explicit gamma (the docstring: an explicit gamma wins)"),
    _m("audit11a.families.nn_chain_default_path", FA, 'graph="cycle", seed=0):', 'graph="path", seed=0):',
       "the nn-chain family's default graph is a path instead of the cycle"),
    _m("audit11a.families.asymmetric_is_symmetric", FA, "symmetric=False, max_memory=None",
       "symmetric=True, max_memory=None", "the asymmetric-pairwise family builds a symmetric coupling"),
    # ------------------------------------------------------------------ toolkit/_states.py
    _m("audit11a._states.tie_decrease_sign", ST, "(excess <= np.asarray(d_prev, dtype=float) - d)",
       "(excess <= d - np.asarray(d_prev, dtype=float))",
       "tie_or_below compares the excess with the last step's increase d(t) - d(t-1) instead of its decrease"),
    _m("audit11a._states.encode_without_axis0", ST, "np.delete(np.asarray(x), i, axis=-1)",
       "np.delete(np.asarray(x), i, axis=0)",
       "encode_without deletes row i of a batch instead of site i of every state"),
    _m("audit11a._states.tv_no_accumulator", ST, ".sum(axis=axis, dtype=dtype)", ".sum(axis=axis)",
       "tv ignores its dtype (the float64 accumulator for float32 rows)"),
    # ------------------------------------------------------------------ toolkit/app/phase.py
    _m("audit11a.phase.ess_without_groups", AP,
       'draws = _num(row.get("n_groups")) * _num(row.get("chains_per_group")) * _num(row.get("n_sweeps"))',
       'draws = _num(row.get("chains_per_group")) * _num(row.get("n_sweeps"))',
       "point_convergence's draws forget the replicate groups (chains per group x sweeps only)"),
    _m("audit11a.phase.nn_grid_symmetric_and", AP,
       'symmetric = bool(p.get("symmetric", True)) or float(p.get("disorder", 0.0)) == 0.0',
       'symmetric = bool(p.get("symmetric", True)) and float(p.get("disorder", 0.0)) == 0.0',
       "_nn_grid: a symmetric chain with disorder gets the enumerated (incompatible) grid"),
    _m("audit11a.phase.window_clamp_off_by_one", AP, "0), length - n))", "0), length - n + 1))",
       "window_positions clamps the start to length - n + 1: a window at the right end runs past the template"),
    _m("audit11a.phase.mfp_q2_curie_units", AP, "return beta / 2.0, beta / 2.0", "return beta, beta",
       "mean_field_potts_temperatures(2) gives beta (Curie-Weiss units) instead of beta/2 (Potts units)"),
    _m("audit11a.phase.preset_coupling_overridden", AP, 'params = {"coupling": 1.0, **params}',
       'params = {**params, "coupling": 1.0}',
       "preset_for('potts') overrides the given coupling with 1 (the temperatures no longer follow it)"),
    # ------------------------------------------------------------------ toolkit/app/records.py
    _m("audit11a.records.quick_records_kept", RC,
       'if fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]) and "quick" not in f)',
       "if fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]))",
       "calibration_records reads the quick (smoke-run) records too"),
    _m("audit11a.records.no_transition_right_literal", RC, 'else k != "transition"))', "else k == truth))",
       "family_rows: where the truth is 'no transition', only a verdict spelled like the truth is right "
       "(crossover and inconclusive should be)"),
    _m("audit11a.records.dynamic_n_without_undetermined", RC, 'n = f["right"] + f["wrong"] + f["undetermined"]',
       'n = f["right"] + f["wrong"]', "family_rows (dynamic): n leaves out the undetermined verdicts"),
    # ------------------------------------------------------------------ toolkit/app/report/_model.py
    _m("audit11a._model.slack_of_comparisons", MO, 'if c.kind != "theorem" or c.slack is None:',
       "if c.slack is None:", "slack_cell shows a comparison's slack (the docstring: '-' for comparisons)"),
    _m("audit11a._model.long_words_broken", MO, "break_long_words=False", "break_long_words=True",
       "wrapped_table breaks a word longer than its column ('tran/sitio/n') instead of widening the column"),
    _m("audit11a._model.reasons_numbered_from_0", MO, "for k, c in enumerate(claims, 1) if c.reason]",
       "for k, c in enumerate(claims) if c.reason]",
       "reason_lines numbers the claims from 0, not as in their table (from 1)"),
    # ------------------------------------------------------------------ toolkit/app/report/_math.py
    _m("audit11a._math.iff_after_le", MA, 'OPERATORS = (("<=>", "⇔"), ("<=", "≤"),',
       'OPERATORS = (("<=", "≤"), ("<=>", "⇔"),',
       "math_html tries '<=' before '<=>': an equivalence renders as '≤>'"),
    _m("audit11a._math.star_before_paren_superscript", MA, 'if prev.isspace() or nxt.isalnum() or nxt == "(":',
       "if prev.isspace() or nxt.isalnum():", "math_html renders '2*(x)' with a superscript star, not a product"),
    _m("audit11a._math.negative_script_unmatched", MA, 're.compile(r"-?[A-Za-z0-9.]+\\*?|\\*")',
       're.compile(r"[A-Za-z0-9.]+\\*?|\\*")',
       "a sub/superscript starting with a minus (x^-1) is not taken as a script: the caret stays literal"),
    # ------------------------------------------------------------------ toolkit/coupling.py
    _m("audit11a.coupling.wilson_half_width_m", CO, "z * z / (4 * m * m)", "z * z / (4 * m)",
       "wilson_interval's half width with z^2/(4m) under the root instead of z^2/(4m^2)"),
    _m("audit11a.coupling.hurdle_no_bonferroni", CO, "student_t.ppf(0.9875, k - 1)", "student_t.ppf(0.975, k - 1)",
       "_hurdle_upper's Student-t end at 97.5 % one-sided instead of the Bonferroni 98.75 %"),
    _m("audit11a.coupling.lag_floor", CO, "np.ceil((tau_c - lag - t) / lag)", "np.floor((tau_c - lag - t) / lag)",
       "the L-lag bound rounds (tau - L - t)/L down instead of up"),
    _m("audit11a.coupling.damage_perturbation_may_be_null", CO, "rng.integers(1, q, size=n_chains)) % q",
       "rng.integers(0, q, size=n_chains)) % q",
       "damage_spreading's random perturbation may redraw the start token: some pairs start equal"),
    _m("audit11a.coupling.tv_bound_at_max_steps", CO, "if t >= self.max_steps and self.n_censored:",
       "if t > self.max_steps and self.n_censored:",
       "tv_bound accepts t = max_steps with censored pairs (the censored count as apart at max_steps)"),
]

#: Believed equivalent before the first run (with the reason): none.
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. 34 of the 44; all were killed in the first run.
#: Near misses, counted fresh: ``exchangeable.negative_counts_accepted`` (sweep6s5.counts_sum_n
#: changes the sum test, not the sign test), ``exchangeable.cw_error_signed_field``
#: (audit4b.mfp_err_signed is MeanFieldPotts' error; sweep6s5.cw_error_no_field drops the field),
#: ``exchangeable.potts_scalar_field_rejected`` (sweep6s5.mfp_field_shape accepts too much, this
#: rejects too much), ``colour_lumped.orbit_run_no_reset`` (harden9c.orbit_run_two caps a run at
#: 2), ``phase.ess_without_groups`` (audit4c.ess_without_chains and cov5h3.ess_draws drop the
#: chains per group, not the groups), ``coupling.hurdle_no_bonferroni`` (i30f.hurdle_dof changes
#: the degrees of freedom, not the level).
DUPLICATE_OF = {
    "audit11a.report_phase.right_no_transition_literal": "audit4c.report_phase.no_transition_exact",
    "audit11a.report_phase.mixing_change_no_floor": "sweep6s4.report_phase.spinodal_tol_errors_only",
    "audit11a.report_phase.loaded_tc_one_error": "audit4c.report_phase.tc_one_error",
    "audit11a.report_phase.real_crossover_not_resolved": "audit4c.report_phase.crossover_not_decided",
    "audit11a.colour_lumped.abs_m_sqrt_of_mean": "audit4a.colour_lumped.abs_m_moment",
    "audit11a.colour_lumped.potts_energy_no_half": "audit4a.colour_lumped.potts_energy_factor",
    "audit11a.mixing.profile_last_block_wins": "mixing.profile_last_block",
    "audit11a.mixing.stepping_t_max_off_by_one": "mixing.stepping_gives_up_late",
    # a different change, the same bug: a StationaryLaw given as pi is refused (its pi not read)
    "audit11a.mixing.given_law_wrong_attribute": "harden11a.mixing.given_law_not_read",
    "audit11a.exchangeable.table_roundoff_float64": "sweep6s5.exchangeable.table_roundoff_f64",
    "audit11a.reversibility.db_residual_no_lazy": "sweep6s2.reversibility.glauber_scale_no_lazy",
    # a different change, the same bug: an edge with a flow one way only gives 0, not 1
    "audit11a.reversibility.one_way_flow_ignored": "harden8h2.reversibility.one_way_edge_zero",
    "audit11a.reversibility.edge_tolerance_one_pi_error": "i30f.reversibility.tol_pi_once",
    "audit11a.families.coupling_beats_gamma": "audit9c.families.planted_coupling_overrides_gamma",
    "audit11a.families.nn_chain_default_path": "sweep6s5.families.nn_chain_graph",
    "audit11a.families.asymmetric_is_symmetric": "audit4b.families.asym_symmetric",
    "audit11a._states.encode_without_axis0": "audit6b._states.encode_without_axis0",
    "audit11a._states.tv_no_accumulator": "audit6b._states.tv_dtype_dropped",
    "audit11a.phase.nn_grid_symmetric_and": "harden8h2.phase.nn_grid_needs_both",
    "audit11a.phase.window_clamp_off_by_one": "audit7b.phase.window_clamp_off_by_one",
    "audit11a.phase.mfp_q2_curie_units": "cov5h3.app_phase.mfp_q2",
    "audit11a.phase.preset_coupling_overridden": "audit7b.phase.preset_coupling_overridden",
    "audit11a.records.quick_records_kept": "records.quick_runs_read",
    # k == truth is k == "no transition" in that branch
    "audit11a.records.no_transition_right_literal": "records.static_right_no_transition",
    "audit11a.records.dynamic_n_without_undetermined": "audit4c.records.dynamic_n_no_undetermined",
    "audit11a._model.slack_of_comparisons": "audit4e.model.slack_shown_for_comparisons",
    "audit11a._model.long_words_broken": "sweep6s4.report_model.break_long_words",
    "audit11a._model.reasons_numbered_from_0": "audit4e.model.reason_numbering_from_0",
    "audit11a._math.iff_after_le": "audit4c.math.operator_order",
    "audit11a._math.star_before_paren_superscript": "sweep6s4.math.star_before_paren",
    "audit11a._math.negative_script_unmatched": "audit4c.math.script_no_minus",
    "audit11a.coupling.wilson_half_width_m": "blind2.coupling.wilson_term_m",
    "audit11a.coupling.lag_floor": "coupling.lag_floor",
    "audit11a.coupling.tv_bound_at_max_steps": "sweep6s3.coupling.censor_guard_gt",
}

#: Survivors of the first run: why they survived and the test that kills them now.
SURVIVOR_NOTES: dict = {}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Thirteenth blind mutation audit, part a (issue 30): 49 mutants in the 12 modules dealt to
part a by the draw (``python benchmarks/blind_audit_5_draw.py --audit 13 --seed 2026120513``):
exact/_arnoldi.py, toolkit/diagnostics.py, exact/basins.py, exact/colour_lumped.py,
toolkit/growth.py, toolkit/app/report/semantic.py, toolkit/coupling.py, toolkit/influence.py,
toolkit/finite_size.py, toolkit/app/commands/rectangle.py, toolkit/lattice.py and
toolkit/strategies.py (3 mutants for a module under 150 statements, 5 for 150-400, 8 above
400). Written without reading ``scripts/mutants.py``, the earlier audits' catalogues or any
file under ``tests/`` (protocol: benchmarks/blind_audit_13_protocol.md; parts b and c have
their own runner files). Each mutant is a bug a developer could make in the source, read for
this audit. Mutants believed equivalent are marked (``EQUIVALENT``) before anything ran; the
ones found after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(the test files that name the module, plus the files the project's catalogue runs on it, then
the module itself, so its doctests run last), computed by ``automut.default_tests`` when this
file loads, so on the commit it runs on (the GO commit for the first run). A mutant first
failed by its module's doctest is a kill; the record also gives the score with those counted
as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_13a.py --list
    python benchmarks/blind_audit_13a.py --baseline --jobs 1 --timeout 300 --json first.json
    python benchmarks/blind_audit_13a.py --id 'audit13a.growth.*' --timeout 300
    python benchmarks/blind_audit_13a.py --summarize first.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

AR, DG, BA, CL = "exact/_arnoldi.py", "toolkit/diagnostics.py", "exact/basins.py", "exact/colour_lumped.py"
GR, SE, CO, IN = "toolkit/growth.py", "toolkit/app/report/semantic.py", "toolkit/coupling.py", "toolkit/influence.py"
FS, RC, LT, ST = "toolkit/finite_size.py", "toolkit/app/commands/rectangle.py", "toolkit/lattice.py", \
    "toolkit/strategies.py"
MODULES = (AR, DG, BA, CL, GR, SE, CO, IN, FS, RC, LT, ST)

# ---------------------------------------------------------------- test sets (automut.default_tests, at load)
TESTS = {m: automut.default_tests(m) for m in MODULES}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ exact/_arnoldi.py (3)
    _m("audit13a._arnoldi.converged_any", AR,
       "done = bool(np.all(res[want] <= tol))", "done = bool(np.any(res[want] <= tol))",
       "krylov_schur stops (converged) when any wanted Ritz pair's residual is below tol, not all of them"),
    _m("audit13a._arnoldi.breakdown_min_eps", AR,
       "breakdown = max(BREAKDOWN_RTOL, 32 * float(np.finfo(dtype).eps))",
       "breakdown = min(BREAKDOWN_RTOL, 32 * float(np.finfo(dtype).eps))",
       "the Arnoldi breakdown threshold takes the smaller of 1e-13 and 32 eps of the basis dtype (min for "
       "max): in a float32 basis a rounding residue is normalized into a new direction"),
    _m("audit13a._arnoldi.restart_b_column", AR,
       "b = beta * Z[m - 1, :p]", "b = beta * Z[:p, m - 1]",
       "after a restart the new residual row b of the Krylov-Schur relation takes a column of the Schur "
       "vectors, not their last row (wrong axis)"),
    # ------------------------------------------------------------------ toolkit/diagnostics.py (5)
    _m("audit13a.diagnostics.between_ddof0", DG,
       "B = N * x.mean(axis=1).var(ddof=1) if m > 1 else 0.0",
       "B = N * x.mean(axis=1).var(ddof=0) if m > 1 else 0.0",
       "the between-chain variance of Stan's autocorrelation uses ddof=0 (var_plus too small with few chains)"),
    _m("audit13a.diagnostics.short_flag_any_chains", DG,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:", "if N < SHORT_CHAIN_TAUS * tau:",
       "the short-chain note is added for several chains too, not only for one chain"),
    _m("audit13a.diagnostics.rhat_min", DG,
       "return max(vals) if vals else float(\"nan\")", "return min(vals) if vals else float(\"nan\")",
       "rank-normalized R-hat is the smaller of the bulk and tail versions, not the larger"),
    _m("audit13a.diagnostics.mcse_sd_no_quarter", DG,
       "return float(math.sqrt(varvar / evar / 4.0))", "return float(math.sqrt(varvar / evar))",
       "mcse(method='sd') drops the 1/4 of the delta method (d sqrt(v) = dv / (2 sqrt v)): twice the error"),
    _m("audit13a.diagnostics.burn_in_boundary", DG,
       "keep = np.asarray(run.times) >= burn_in", "keep = np.asarray(run.times) > burn_in",
       "summarize_run drops the record at step burn_in too (documented: only steps < burn_in are dropped)"),
    # ------------------------------------------------------------------ exact/basins.py (5)
    _m("audit13a.basins.fixed_point_margin_zero", BA,
       "idx = np.flatnonzero(m > 0)", "idx = np.flatnonzero(m >= 0)",
       "fixed_points lists states of margin 0 (a tie) as strict argmax fixed points"),
    _m("audit13a.basins.terminal_by_target", BA,
       "terminal[comp[Ac.row[leaving]]] = False", "terminal[comp[Ac.col[leaving]]] = False",
       "a component is marked non-terminal when an edge enters it, not when one leaves it (attractors wrong)"),
    _m("audit13a.basins.labels_several", BA,
       "one = counts == 1", "one = counts >= 1",
       "a state that reaches several attractors gets the first one's label instead of -1"),
    _m("audit13a.basins.exit_farthest", BA,
       "v = int(outside[np.argmin(d[outside])])", "v = int(outside[np.argmax(d[outside])])",
       "least_uphill_path walks back from the farthest state outside the set, not the nearest (argmax for argmin)"),
    _m("audit13a.basins.basin_default_inclusive", BA,
       "def basin(self, k: int, *, exclusive: bool = True)", "def basin(self, k: int, *, exclusive: bool = False)",
       "Basins.basin defaults to the inclusive basin (every state that reaches k), not the exclusive one"),
    # ------------------------------------------------------------------ exact/colour_lumped.py (3)
    _m("audit13a.colour_lumped.no_orbit_factor", CL,
       "out = log_orbit + gammaln(n + 1.0) - gammaln(C + 1.0).sum(axis=1)",
       "out = gammaln(n + 1.0) - gammaln(C + 1.0).sum(axis=1)",
       "the lumped stationary law drops the orbit count #orbit(lambda) (only the multinomial is kept)"),
    _m("audit13a.colour_lumped.cw_field_accepted", CL,
       "return model.field == 0", "return True",
       "is_colour_symmetric accepts Curie-Weiss with a field (not colour-equivariant): no error raised"),
    _m("audit13a.colour_lumped.energy_no_half", CL,
       "return model.beta / (2.0 * n) * ((C.astype(float) ** 2).sum(axis=1) - n)",
       "return model.beta / n * ((C.astype(float) ** 2).sum(axis=1) - n)",
       "the mean-field Potts energy of a partition drops the 1/2 of beta/(2n) (twice the coupling)"),
    # ------------------------------------------------------------------ toolkit/growth.py (5)
    _m("audit13a.growth.bracket_touching_conflict", GR,
       "    if lo > hi:\n        return min(t.low for t in own)", "    if lo >= hi:\n        return min(t.low for t in own)",
       "bracket flags a conflict when the ends touch (lo == hi: an exact value with zero error)"),
    _m("audit13a.growth.jump_uses_censored", GR,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "the jump branch uses a censored lower end at the middle size (the run's own length)"),
    _m("audit13a.growth.fast_any_pair", GR,
       "fast = bool(all(math.isfinite(s) and s >= z_fast for s in low_slopes)",
       "fast = bool(any(math.isfinite(s) and s >= z_fast for s in low_slopes)",
       "the faster rule needs the lower ends to grow faster than n^Z_FAST over one pair of the window, not both"),
    _m("audit13a.growth.interval_low_sign", GR,
       "interval = (_slope(lhi[0], llo[-1], span) if lw[-1] > 0",
       "interval = (_slope(llo[-1], lhi[0], span) if lw[-1] > 0",
       "the exponent interval's low end is ln(hi_{K-2} / lo_K) / span (arguments swapped: sign flipped)"),
    _m("audit13a.growth.change_lowest_faster", GR,
       "k_fast = max(fast)", "k_fast = min(fast)",
       "change_temperature takes the lowest faster temperature as the interval's low end, not the highest"),
    # ------------------------------------------------------------------ toolkit/app/report/semantic.py (3)
    _m("audit13a.semantic.low_high_swapped", SE,
       "low, high = study.results[0], study.results[-1]", "low, high = study.results[-1], study.results[0]",
       "the low-vs-high-T sojourn claim compares the highest temperature's results as 'low'"),
    _m("audit13a.semantic.occupancy_fraction", SE,
       "f\"{100 * b.occupancy[i]:.1f}%\"", "f\"{b.occupancy[i]:.1f}%\"",
       "the basin table prints the occupancy fraction with a % sign (no factor 100)"),
    _m("audit13a.semantic.trap_column_recurrent", SE,
       "\"yes\" if i in b.traps else \"no\", res.texts[i]", "\"yes\" if i in b.recurrent else \"no\", res.texts[i]",
       "the basin table's trap column reads the recurrent basins"),
    # ------------------------------------------------------------------ toolkit/coupling.py (5)
    _m("audit13a.coupling.lazy_inverted", CO,
       "move = rng.random(B) >= lazy if lazy else None", "move = rng.random(B) < lazy if lazy else None",
       "coupled_step moves with probability lazy and holds with 1 - lazy (the lazy coin inverted)"),
    _m("audit13a.coupling.damage_shift_zero", CO,
       "new = (x[rows, sites] + rng.integers(1, q, size=n_chains)) % q",
       "new = (x[rows, sites] + rng.integers(0, q, size=n_chains)) % q",
       "damage_spreading's random perturbation can redraw the same token (shift 0): no damage at t = 0"),
    _m("audit13a.coupling.tv_bound_at_max_steps", CO,
       "if t >= self.max_steps and self.n_censored:", "if t > self.max_steps and self.n_censored:",
       "tv_bound accepts t = max_steps with censored pairs (their tau is unknown there) instead of raising"),
    _m("audit13a.coupling.lag_floor", CO,
       "v = np.maximum(0.0, np.ceil((tau_c - lag - t) / lag))", "v = np.maximum(0.0, np.floor((tau_c - lag - t) / lag))",
       "the L-lag bound rounds (tau - L - t) / L down, not up (floor for ceil): the bound is too small"),
    _m("audit13a.coupling.hurdle_t_dof", CO,
       "student_t.ppf(0.9875, k - 1)", "student_t.ppf(0.9875, k)",
       "the hurdle upper bound's Student-t quantile has k degrees of freedom, not k - 1"),
    # ------------------------------------------------------------------ toolkit/influence.py (3)
    _m("audit13a.influence.one_site_accepted", IN,
       "if n < 2:\n        raise InvalidInputError(f\"influence needs n >= 2",
       "if n < 1:\n        raise InvalidInputError(f\"influence needs n >= 2",
       "influence_estimates accepts a one-site model (no pair j != i) instead of raising"),
    _m("audit13a.influence.witness_token_axis", IN,
       "tok = b[c_best, np.arange(n)[None, :], r_best]", "tok = b[c_best, np.arange(n)[:, None], r_best]",
       "the witness token is read at site i's replacement, not site j's (wrong axis)"),
    _m("audit13a.influence.witness_row_no_offset", IN,
       "np.stack([c_best + lo, tok], axis=-1)", "np.stack([c_best, tok], axis=-1)",
       "the witness context row is the index within its batch, not in all contexts (batch offset dropped)"),
    # ------------------------------------------------------------------ toolkit/finite_size.py (8)
    _m("audit13a.finite_size.binder_m2_not_squared", FS,
       "object.__setattr__(self, \"binder\", 1.0 - m4 / (3.0 * m2**2))",
       "object.__setattr__(self, \"binder\", 1.0 - m4 / (3.0 * m2))",
       "ScalingData's Binder cumulant from moments divides by 3 <m^2>, not 3 <m^2>^2"),
    _m("audit13a.finite_size.saturation_either", FS,
       "sat = ((np.abs(U[a]) < U_SATURATION_LOW) & (np.abs(U[b]) < U_SATURATION_LOW)) | (",
       "sat = ((np.abs(U[a]) < U_SATURATION_LOW) | (np.abs(U[b]) < U_SATURATION_LOW)) | (",
       "binder_crossings counts a point as saturated near 0 when either curve is, not both"),
    _m("audit13a.finite_size.loglog_stderr_dof", FS,
       "return float(math.sqrt((r @ r) / (x.size - 2) / ((x - x.mean()) ** 2).sum()))",
       "return float(math.sqrt((r @ r) / (x.size - 1) / ((x - x.mean()) ** 2).sum()))",
       "the slope's standard error uses x.size - 1 degrees of freedom, not x.size - 2"),
    _m("audit13a.finite_size.jackknife_factor", FS,
       "return float(math.sqrt((m - 1) / m * ((v - v.mean()) ** 2).sum()))",
       "return float(math.sqrt(1.0 / m * ((v - v.mean()) ** 2).sum()))",
       "the jackknife error uses 1/m for (m - 1)/m (the plain spread of the leave-one-out values)"),
    _m("audit13a.finite_size.narrow_ratio_boundary", FS,
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] <= MIN_RANGE",
       "fss_verdict calls a size range of ratio exactly 4 too narrow (documented: n_max / n_min < 4)"),
    _m("audit13a.finite_size.approach_any", FS,
       "approach = d.size == 3 and bool(np.all(np.diff(d) <= 0))",
       "approach = d.size == 3 and bool(np.any(np.diff(d) <= 0))",
       "the largest three peaks 'close in' on the crossing when one step gets closer, not both"),
    _m("audit13a.finite_size.per_L_stderr_unscaled", FS,
       "Estimate(e.value * d, stderr=e.stderr * d, method=e.method)",
       "Estimate(e.value * d, stderr=e.stderr, method=e.method)",
       "the per-linear-size exponents (times d) keep the per-site standard error (not times d)"),
    _m("audit13a.finite_size.to_dict_tc_stderr_field", FS,
       "\"critical_temperature_stderr\": self.critical_temperature_stderr,",
       "\"critical_temperature_stderr\": self.peak_tc_stderr,",
       "FSSVerdict.to_dict writes the peak extrapolation's error as the critical temperature's (wrong field)"),
    # ------------------------------------------------------------------ toolkit/app/commands/rectangle.py (3)
    _m("audit13a.rectangle.text_j_from_i", RC,
       "\"text_j\": model.tokens[int(x[w.j])]", "\"text_j\": model.tokens[int(x[w.i])]",
       "each witness's text_j is the text's token at site i (copy-paste of text_i)"),
    _m("audit13a.rectangle.excerpt_trailing_dots", RC,
       "(\"...\" if hi < len(x) else \"\")", "(\"...\" if hi <= len(x) else \"\")",
       "a witness excerpt that reaches the end of the text still ends with '...'"),
    _m("audit13a.rectangle.top_k_one", RC,
       "k = check_int(args.top_k, \"top-k\", minimum=2)", "k = check_int(args.top_k, \"top-k\", minimum=1)",
       "--top-k 1 (no rectangle: C(1, 2) = 0) is accepted instead of rejected"),
    # ------------------------------------------------------------------ toolkit/lattice.py (3)
    _m("audit13a.lattice.chi_no_temperature", LT,
       "reps[i, j, :, 1] = n * (m2 - am**2) / t", "reps[i, j, :, 1] = n * (m2 - am**2)",
       "the connected susceptibility drops its 1/T"),
    _m("audit13a.lattice.err_not_of_mean", LT,
       "err = reps.std(axis=2, ddof=1) / math.sqrt(R)", "err = reps.std(axis=2, ddof=1)",
       "the standard errors of the replicate means are the replicates' spread (no 1/sqrt(R))"),
    _m("audit13a.lattice.one_neighbour_per_axis", LT,
       "for shift in (1, -1):", "for shift in (1,):",
       "_neighbour_counts counts one periodic neighbour per axis, not two (half the coupling: wrong law)"),
    # ------------------------------------------------------------------ toolkit/strategies.py (3)
    _m("audit13a.strategies.symmetric_no_transpose", ST,
       "J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)", "J[ju, iu] = J[iu, ju]",
       "symmetric_pairwise copies J[i, j] to J[j, i] without transposing the token axes (incompatible "
       "wherever a drawn block is not symmetric)"),
    _m("audit13a.strategies.table_repair_wrong_context", ST,
       "t[i, _table_context(y, i, qq), a]", "t[i, _table_context(x, i, qq), a]",
       "random_tables repairs the entry at the drawn context x, not at the rectangle's corner (a, b): the "
       "rectangle may stay below min_asymmetry"),
    _m("audit13a.strategies.contracting_pairwise_2c", ST,
       "return Pairwise(h, _array(draw, (nn, nn, qq, qq), c))", "return Pairwise(h, _array(draw, (nn, nn, qq, qq), 2 * c))",
       "contracting_models draws pairwise couplings up to 2c, not c (alpha may exceed alpha_max)"),
]

#: Mutants believed equivalent before the run, with why (none).
EQUIVALENT: dict = {}

#: The mutants that are the same bug as an entry of ``scripts/mutants.py`` (protocol step 5, after the first
#: run was recorded): the entry's id. An entry counts when it makes the same change with the same effect
#: (found by comparing every entry whose changed lines meet a mutant's, and every entry of the module that
#: names the mutated expression); judgement calls are in the record.
DUPLICATE_OF = {
    "audit13a._arnoldi.converged_any": "audit4a._arnoldi.any_converged",
    "audit13a._arnoldi.breakdown_min_eps": "harden8h2._arnoldi.float32_breakdown_f64",
    "audit13a.diagnostics.short_flag_any_chains": "diagnostics.short_chain_any_m",
    "audit13a.diagnostics.rhat_min": "audit7a.diagnostics.rhat_min",
    "audit13a.diagnostics.burn_in_boundary": "audit7a.diagnostics.burn_in_strict",
    "audit13a.basins.fixed_point_margin_zero": "blind.basins.fixed_point_ties",
    "audit13a.basins.terminal_by_target": "blind.basins.terminal_target",
    "audit13a.basins.labels_several": "sweep6s1.basins.label_first_of_several",
    "audit13a.basins.basin_default_inclusive": "sweep6s1.basins.basin_inclusive_default",
    "audit13a.colour_lumped.no_orbit_factor": "colour_lumped.orbit_dropped",
    "audit13a.colour_lumped.energy_no_half": "audit4a.colour_lumped.potts_energy_factor",
    "audit13a.growth.jump_uses_censored": "i24rule.jump_censored_ignored",
    "audit13a.growth.change_lowest_faster": "growth.change_lowest_fast",
    "audit13a.semantic.low_high_swapped": "audit4e.semantic.low_high_swapped",
    "audit13a.semantic.occupancy_fraction": "sweep6s4.semantic.occupancy_fraction",
    "audit13a.semantic.trap_column_recurrent": "harden8h2.report_semantic.trap_column_recurrent",
    "audit13a.coupling.lazy_inverted": "blind2.coupling.lazy_inverted",
    "audit13a.coupling.damage_shift_zero": "audit11a.coupling.damage_perturbation_may_be_null",
    "audit13a.coupling.tv_bound_at_max_steps": "sweep6s3.coupling.censor_guard_gt",
    "audit13a.coupling.lag_floor": "coupling.lag_floor",
    "audit13a.coupling.hurdle_t_dof": "i30f.coupling.hurdle_dof",
    "audit13a.influence.one_site_accepted": "audit4b.influence.n1_accepted",
    "audit13a.influence.witness_row_no_offset": "audit4b.influence.witness_no_offset",
    "audit13a.finite_size.binder_m2_not_squared": "cov5h2.finite_size.binder_moments",
    "audit13a.finite_size.saturation_either": "sweep6s3.finite_size.saturation_or",
    "audit13a.finite_size.loglog_stderr_dof": "sweep6s3.finite_size.loglog_se_n1",
    "audit13a.finite_size.narrow_ratio_boundary": "audit8c.finite_size.range_boundary",
    "audit13a.finite_size.per_L_stderr_unscaled": "cov5h2.finite_size.per_l_stderr",
    "audit13a.rectangle.text_j_from_i": "audit5c.rectangle.text_j_from_site_i",
    "audit13a.rectangle.excerpt_trailing_dots": "harden9d.rectangle.excerpt_tail_ellipsis",
    "audit13a.rectangle.top_k_one": "audit4d.rectangle.topk_min",
    "audit13a.lattice.chi_no_temperature": "audit4b.lattice.chi_no_T",
    "audit13a.lattice.err_not_of_mean": "sweep6s3.lattice.err_no_sqrt_R",
    "audit13a.lattice.one_neighbour_per_axis": "audit4b.lattice.one_neighbour",
    "audit13a.strategies.symmetric_no_transpose": "audit4b.strategies.sym_no_transpose",
    "audit13a.strategies.table_repair_wrong_context": "audit4b.strategies.table_ctx_x",
    "audit13a.strategies.contracting_pairwise_2c": "audit4b.strategies.contract_2c",
}

#: Survivor notes: why the targeted tests let the mutant through, and the test that kills it now.
SURVIVOR_NOTES = {
    "audit13a.finite_size.approach_any": {
        "note": "no test had the three largest resolved peaks move away from the crossing and back within 6 % "
                "where the peak extrapolation could not confirm it (with a usable extrapolation, peak_agrees "
                "decides first)",
        "killed_by": "tests/toolkit/test_audit13a_finite_size.py::test_peaks_that_move_away_then_back_do_not_close_in"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {"audit13a.finite_size.approach_any": ["tests/toolkit/test_audit13a_finite_size.py"]}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Fourteenth blind mutation audit, part c (issue 30): 52 mutants in the twelve modules dealt to
14c by the draw (``python benchmarks/blind_audit_5_draw.py --audit 14 --seed 2026120514``:
toolkit/models/base.py, exact/lumped_sectors.py, exact/lumped_checks.py,
toolkit/app/report/phase.py, exact/scans.py, toolkit/app/mixing_summary.py,
toolkit/app/phase_point.py, toolkit/plot.py, toolkit/app/compare.py, toolkit/chain.py,
toolkit/bounds.py, toolkit/app/claims.py), written without reading ``scripts/mutants.py``, the
earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_14_protocol.md; parts a and b audit their own modules in their own runner
files). Each mutant is a bug a developer could make in the source, read for this audit: 3 per
module under 150 statements, 5 for 150-400. Mutants believed equivalent before anything ran are
in :data:`EQUIVALENT` (none); the ones found after the first run to be the same bug as an entry
of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (marked after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(the test files that name the module, plus the files the project's catalogue runs against it,
then the module itself, so its doctests run last), computed by
``automut.default_tests(module)`` when this file loads, i.e. on the commit it runs on (the GO
commit of the first run); a mutant first failed by its module's doctest is a kill, and the
record also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_14c.py --list
    python benchmarks/blind_audit_14c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_14c.py --id 'audit14c.bounds.*' --timeout 300
    python benchmarks/blind_audit_14c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

BA, LS, LC = "toolkit/models/base.py", "exact/lumped_sectors.py", "exact/lumped_checks.py"
RP, SC, MS = "toolkit/app/report/phase.py", "exact/scans.py", "toolkit/app/mixing_summary.py"
PP, PL, CP = "toolkit/app/phase_point.py", "toolkit/plot.py", "toolkit/app/compare.py"
CH, BO, CL = "toolkit/chain.py", "toolkit/bounds.py", "toolkit/app/claims.py"

# ---------------------------------------------------------------- test sets (automut.default_tests, at load)
TESTS = {f: automut.default_tests(f) for f in (BA, LS, LC, RP, SC, MS, PP, PL, CP, CH, BO, CL)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------ toolkit/models/base.py (104 statements): 3
    _m("audit14c.base.row_scale_no_floor", BA,
       "return np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size",
       "return np.abs(logits).max(axis=1) if logits.size",
       "the row scale of the default logit error loses its floor of 1 (a row of small logits gets a bound "
       "below the documented rtol * max(|logit|, 1))"),
    _m("audit14c.base.sites_guard_off_by_one", BA,
       "if sites.size and (sites.min() < 0 or sites.max() >= n):",
       "if sites.size and (sites.min() < 0 or sites.max() > n):",
       "checked_logits lets the site index n (one past the last site) through its range check"),
    _m("audit14c.base.declared_error_min", BA,
       "err = err.max(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "err = err.min(axis=1) if err.shape[1] else np.zeros(err.shape[0])",
       "a per-logit declared error (B, q) is reduced to the row's smallest error instead of its largest"),

    # ------------------------------------------------------------ exact/lumped_sectors.py (269 statements): 5
    _m("audit14c.lumped_sectors.lazy_dropped_on_diagonal", LS,
       "vals.insert(0, lazy + w * stay)",
       "vals.insert(0, w * stay)",
       "the sector operator's diagonal drops the lazy holding term (lazy I), keeping only (1 - lazy) times it"),
    _m("audit14c.lumped_sectors.similarity_sign", LS,
       "0.5 * (lpi[Eba.col] - lpi[Eba.row])",
       "0.5 * (lpi[Eba.row] - lpi[Eba.col])",
       "the similarity transform uses D^(1/2) M D^(-1/2) instead of D^(-1/2) M D^(1/2): same spectrum, but "
       "a reversible chain's sector is no longer symmetric"),
    _m("audit14c.lumped_sectors.hook_off_by_one", LS,
       "math.log(rows[i] - j + cols[j] - i - 1)",
       "math.log(rows[i] - j + cols[j] - i)",
       "the hook length counts one cell too many (f^lambda, the multiplicity of every sector eigenvalue)"),
    _m("audit14c.lumped_sectors.reversible_any_sector", LS,
       "reversible &= _is_symmetric(S)",
       "reversible |= _is_symmetric(S)",
       "three_token_gap calls the chain reversible when any sector (not every one) is symmetric"),
    _m("audit14c.lumped_sectors.positive_log_p_accepted", LS,
       "or np.isnan(log_p).any() or (log_p > 1e-12).any():",
       "or np.isnan(log_p).any():",
       "sector_operator accepts log_p with positive entries (not log-probabilities) without an error"),

    # ------------------------------------------------------------ exact/lumped_checks.py (320 statements): 5
    _m("audit14c.lumped_checks.rectangle_no_temperature", LC,
       "lr = _rectangle.log_r(t, u) / T",
       "lr = _rectangle.log_r(t, u)",
       "count rectangles' log R is not divided by the temperature (the bound still is)"),
    _m("audit14c.lumped_checks.T0_half_not_quarter", LC,
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4",
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 2",
       "count_influence's T_0 = (n - 1) L / 4 uses L / 2"),
    _m("audit14c.lumped_checks.exit_up_set_uses_up_rate", LC,
       "return float(logsumexp(tail[js] - lnu[js] - down[js]))",
       "return float(logsumexp(tail[js] - lnu[js] - up[js]))",
       "the birth-death exit time from an up-set {m >= lo} divides by K(j, j + 1) instead of K(j, j - 1)"),
    _m("audit14c.lumped_checks.basin_other_not_terminal", LC,
       "other = np.flatnonzero(terminal[comp] & (comp != comp[row]))",
       "other = np.flatnonzero(comp != comp[row])",
       "count_basin excludes the classes that reach any other class, not only those reaching another "
       "terminal (attracting) class"),
    _m("audit14c.lumped_checks.margin_max_over_tokens", LC,
       "margin[rows] = np.minimum(margin[rows], margins(g, axis=1)[:, a])",
       "margin[rows] = np.maximum(margin[rows], margins(g, axis=1)[:, a])",
       "a count class's margin is the largest (not the smallest) over the tokens it holds"),

    # ------------------------------------------------------------ toolkit/app/report/phase.py (157 statements): 5
    _m("audit14c.phase.right_no_transition_exact", RP,
       'return verdict == truth if truth != "no transition" else verdict != "transition"',
       "return verdict == truth",
       "a known 'no transition' case is right only on the verdict 'no transition' (an inconclusive or "
       "crossover verdict counts as wrong)"),
    _m("audit14c.phase.crossover_not_resolved", RP,
       'if verdict in ("transition", "crossover"):',
       'if verdict in ("transition",):',
       "a real MLM's crossover verdict is reported 'not resolved' instead of 'holds'"),
    _m("audit14c.phase.num_fixed_format", RP,
       'else f"{x:.{d}g}"',
       'else f"{x:.{d}f}"',
       "the table's numbers are written with d decimals (f) instead of d significant digits (g)"),
    _m("audit14c.phase.loaded_tc_one_error", RP,
       'abs(tce - c["T_c"]) <= 2 * tcs',
       'abs(tce - c["T_c"]) <= tcs',
       "a loaded exact case's T_c is compared within one error instead of the stated two"),
    _m("audit14c.phase.real_reason_last", RP,
       'first = str(reasons[0]).rstrip(".") if reasons else "no reason recorded"',
       'first = str(reasons[-1]).rstrip(".") if reasons else "no reason recorded"',
       "an unresolved real MLM's reason quotes the verdict's last reason instead of its first"),

    # ------------------------------------------------------------ exact/scans.py (319 statements): 5
    _m("audit14c.scans.cw_theory_no_half", SC,
       "return (1.0 / (2.0 * (1.0 - model.beta / T)),",
       "return (1.0 / (1.0 - model.beta / T),",
       "the Curie-Weiss cutoff constant 1 / (2 (1 - beta/T)) loses its factor 1/2"),
    _m("audit14c.scans.potts_theory_no_q", SC,
       "return (1.0 / (2.0 * (1.0 - model.beta / (q * T))),",
       "return (1.0 / (2.0 * (1.0 - model.beta / T)),",
       "the mean-field Potts cutoff constant drops the q of beta/(qT)"),
    _m("audit14c.scans.all_hold_any", SC,
       "return all(applicable) if applicable else None",
       "return any(applicable) if applicable else None",
       "NlognScan.all_hold is True when any applicable row holds, not every one"),
    _m("audit14c.scans.aicc_correction_off_by_one", SC,
       "return aic + (2 * k * (k + 1) / (m - k - 1) if m - k - 1 > 0 else math.inf)",
       "return aic + (2 * k * (k + 1) / (m - k) if m - k - 1 > 0 else math.inf)",
       "the small-sample AICc correction divides by m - k instead of m - k - 1"),
    _m("audit14c.scans.slope_intercept_scaled", SC,
       "return m, float(a * sy / sx), float(b * sy), left_out",
       "return m, float(a * sy / sx), float(b * sy / sx), left_out",
       "the escape fit's intercept is unscaled by the 1/T axis scale too (it is in units of ln E only)"),

    # ------------------------------------------------------------ toolkit/app/mixing_summary.py (167 statements): 5
    _m("audit14c.mixing_summary.change_first_window", MS,
       "c = changes[-1]",
       "c = changes[0]",
       "plain_words states the class change of the smallest window instead of the largest sizes"),
    _m("audit14c.mixing_summary.exponent_range_swapped", MS,
       'f"; fitted exponents {min(zs):.2g} to {max(zs):.2g}"',
       'f"; fitted exponents {max(zs):.2g} to {min(zs):.2g}"',
       "the range of fitted exponents is written from the largest to the smallest"),
    _m("audit14c.mixing_summary.wrong_rate_strict", MS,
       'r["wrong"] / max(r["n"], 1) <= limit, kind="comparison"',
       'r["wrong"] / max(r["n"], 1) < limit, kind="comparison"',
       "a calibration family's wrong-verdict rate must be strictly below its limit (an exact family with "
       "no wrong verdict fails the limit 0)"),
    _m("audit14c.mixing_summary.faster_not_decided", MS,
       "decided = verdict in (POLYNOMIAL, FASTER)",
       "decided = verdict == POLYNOMIAL",
       "growth_claim treats 'faster than polynomial' as undetermined (not resolved)"),
    _m("audit14c.mixing_summary.vacuous_counts_every_bound", MS,
       'vac = sum(1 for c in cells for t in c.get("timescales", []) if t.get("vacuous"))',
       'vac = sum(1 for c in cells for t in c.get("timescales", []))',
       "plain_words counts every timescale as a vacuous bound"),

    # ------------------------------------------------------------ toolkit/app/phase_point.py (312 statements): 5
    _m("audit14c.phase_point.potts_norm_inverted", PP,
       "m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "m2 = ((q - 1.0) / q) * ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "the q > 2 Potts order parameter is normalised by (q-1)/q instead of q/(q-1) (|m| = 1 no longer "
       "in one colour)"),
    _m("audit14c.phase_point.susceptibility_no_temperature", PP,
       '"susceptibility": n * (m2 - am * am) / T,',
       '"susceptibility": n * (m2 - am * am),',
       "an exact point's susceptibility n (<m^2> - <|m|>^2) / T loses its 1/T"),
    _m("audit14c.phase_point.lattice_side_two", PP,
       "if not torus or L * L != n or L < 4 or L % 2:",
       "if not torus or L * L != n or L < 2 or L % 2:",
       "method 'lattice' accepts a 2 x 2 torus (the documented guard is L even and >= 4)"),
    _m("audit14c.phase_point.states_at_most_log_only", PP,
       "return n * np.log10(q) <= np.log10(limit) + 1 and q**n <= limit",
       "return n * np.log10(q) <= np.log10(limit) + 1",
       "_states_at_most keeps only its coarse log test, so up to 10x the limit counts as enumerable"),
    _m("audit14c.phase_point.lumped_relaxation_in_steps", PP,
       "return 1.0 / (n * gap) if gap > 0 else np.inf",
       "return 1.0 / gap if gap > 0 else np.inf",
       "the lumped relaxation time is 1/gap in steps instead of 1/(n gap) in sweeps"),

    # ------------------------------------------------------------ toolkit/plot.py (347 statements): 5
    _m("audit14c.plot.tv_tmix_strict", PL,
       "below = np.flatnonzero(d <= eps)",
       "below = np.flatnonzero(d < eps)",
       "plot_tv_curve marks t_mix at the first d(t) < eps instead of d(t) <= eps"),
    _m("audit14c.plot.lambda_star_drops_largest", PL,
       "rest = np.delete(vals, int(np.argmin(np.abs(vals - 1.0))))",
       "rest = np.delete(vals, int(np.argmax(np.abs(vals))))",
       "_lambda_star removes the eigenvalue of largest modulus (it may be -1) instead of the one closest to 1"),
    _m("audit14c.plot.narrow_keeps_aspect", PL,
       "fig.set_size_inches(max_width, h)",
       "fig.set_size_inches(max_width, h * max_width / w)",
       "save narrows a wide figure keeping its aspect ratio (its height shrinks) instead of its height"),
    _m("audit14c.plot.trace_chain_guard_off_by_one", PL,
       "if idx.size and (idx.min() < 0 or idx.max() >= v.shape[0]):",
       "if idx.size and (idx.min() < 0 or idx.max() > v.shape[0]):",
       "plot_trace lets the chain index n_chains through its range check"),
    _m("audit14c.plot.nlogn_fit_keeps_missing", PL,
       "ok = (n >= 3) & np.isfinite(t)",
       "ok = n >= 3",
       "plot_nlogn's c n ln n fit keeps the rows without an exact t_mix (NaN), so the fit is NaN"),

    # ------------------------------------------------------------ toolkit/app/compare.py (139 statements): 3
    _m("audit14c.compare.passes_strict", CP,
       "return self.pvalue >= alpha",
       "return self.pvalue > alpha",
       "CoverageResult.passes rejects at pvalue == alpha (documented: it passes)"),
    _m("audit14c.compare.upper_bound_no_z", CP,
       "return max(sampled.value + z * sampled.stderr, sampled.ci[1]) >= exact - 1e-12",
       "return max(sampled.value, sampled.ci[1]) >= exact - 1e-12",
       "check_row's upper bound drops the z standard errors of its allowance"),
    _m("audit14c.compare.all_ok_none_fails", CP,
       "return all(r.ok is not False for r in self.rows)",
       "return all(r.ok for r in self.rows)",
       "CalibrationTable.all_ok counts a row with nothing to check (ok None) as a failure"),

    # ------------------------------------------------------------ toolkit/chain.py (20 statements): 3
    _m("audit14c.chain.temperature_multiplies", CH,
       "z = z / T",
       "z = z * T",
       "the tempered conditional multiplies the logits by T instead of dividing"),
    _m("audit14c.chain.uniform_wrong_axis", CH,
       "return np.full_like(z, -np.log(z.shape[-1]))",
       "return np.full_like(z, -np.log(z.shape[0]))",
       "at T = inf the uniform law uses the number of rows instead of the number of tokens"),
    _m("audit14c.chain.shift_by_row_min", CH,
       "z = z - z.max(axis=-1, keepdims=True)",
       "z = z - z.min(axis=-1, keepdims=True)",
       "the stabilising shift subtracts the row minimum (exp overflows for a wide logit range)"),

    # ------------------------------------------------------------ toolkit/bounds.py (198 statements): 5
    _m("audit14c.bounds.t_upper_no_doubling", BO,
       "cands += [2.0 * float(self.times[ok2[0]])] if ok2.size else []",
       "cands += [float(self.times[ok2[0]])] if ok2.size else []",
       "t_upper's sub-multiplicative candidate is t_2, not 2 t_2 (d(2t) <= dbar(t)^2)"),
    _m("audit14c.bounds.t_lower_first_time", BO,
       "return int(self.times[ok[-1]]) if ok.size else 0",
       "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first (not the largest) grid time whose lower bound exceeds eps"),
    _m("audit14c.bounds.wilson_half_width", BO,
       "half = z * np.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den",
       "half = z * np.sqrt(p * (1 - p) / m + z * z / (2 * m * m)) / den",
       "the Wilson half-width's z^2/(4 m^2) term is z^2/(2 m^2)"),
    _m("audit14c.bounds.lower_no_bonferroni", BO,
       "z_lo = _z(1.0 - alpha / (2 * G))",
       "z_lo = _z(1.0 - alpha)",
       "the lower side's Wilson ends drop the Bonferroni correction over the G grid times and two events"),
    _m("audit14c.bounds.pilot_tie_largest_distance", BO,
       "chosen = min(met, key=lambda c: (-met[c], dist[c]))",
       "chosen = max(met, key=lambda c: (met[c], dist[c]))",
       "coupling_pilot breaks a tie in pairs met by the largest Hamming distance left, not the smallest"),

    # ------------------------------------------------------------ toolkit/app/claims.py (39 statements): 3
    _m("audit14c.claims.code_spans_escaped", CL,
       "if k % 2:",
       "if k % 2 == 0:",
       "md_escape escapes inside code spans and leaves the prose between them unescaped"),
    _m("audit14c.claims.pipe_not_escaped", CL,
       'return md_escape(_cell(v)).replace("|", "\\\\|")',
       "return md_escape(_cell(v))",
       "md_table leaves a | in a cell unescaped (it splits the row)"),
    _m("audit14c.claims.default_kind_comparison", CL,
       'kind: str = "theorem", *, verdict',
       'kind: str = "comparison", *, verdict',
       "ReportClaim's default kind becomes 'comparison' (a theorem row is reported, not asserted)"),
]

#: Mutants believed equivalent before the run (none).
EQUIVALENT: dict = {}

#: The mutants that are the same bug as an entry of ``scripts/mutants.py`` (marked after the first run was
#: recorded, protocol step 5): the same snippet made wrong the same way, or the same term made wrong with
#: another wrong value (phase_point.potts_norm_inverted: the factor q/(q-1) inverted, the entry drops it;
#: compare.upper_bound_no_z: z stderr dropped, the entry uses 1 stderr; bounds.lower_no_bonferroni: z at
#: 1 - alpha, the entry at 1 - alpha/2, both without the G grid times; scans.aicc_correction_off_by_one: the
#: entry also moves the guard; bounds.pilot_tie_largest_distance: max over (met, dist), the entry min over
#: (-met, -dist), the same choice). 15 are fresh.
DUPLICATE_OF: dict = {
    "audit14c.base.row_scale_no_floor": "audit4b.base.row_scale_no_floor",
    "audit14c.base.sites_guard_off_by_one": "audit4b.base.site_n_accepted",
    "audit14c.base.declared_error_min": "i30c.err_rowmin",
    "audit14c.lumped_sectors.lazy_dropped_on_diagonal": "audit4a.lumped_sectors.lazy_diagonal",
    "audit14c.lumped_sectors.similarity_sign": "lumped_sectors.pi_weight_inverted",
    "audit14c.lumped_sectors.hook_off_by_one": "lumped_sectors.hook_off_by_one",
    "audit14c.lumped_sectors.positive_log_p_accepted": "audit6c.sectors.log_p_positive_accepted",
    "audit14c.lumped_checks.T0_half_not_quarter": "lumped_checks.T0_half",
    "audit14c.lumped_checks.margin_max_over_tokens": "audit7a.lumped_checks.margin_max",
    "audit14c.phase.right_no_transition_exact": "audit4c.report_phase.no_transition_exact",
    "audit14c.phase.crossover_not_resolved": "audit4c.report_phase.crossover_not_decided",
    "audit14c.phase.loaded_tc_one_error": "audit4c.report_phase.tc_one_error",
    "audit14c.phase.real_reason_last": "audit8c.report_phase.real_reason_last",
    "audit14c.scans.cw_theory_no_half": "scans.cw_cutoff_no_half",
    "audit14c.scans.potts_theory_no_q": "scans.potts_cutoff_no_q",
    "audit14c.scans.aicc_correction_off_by_one": "audit5a.scans.aicc_off_by_one",
    "audit14c.mixing_summary.change_first_window": "blind3.summary.first_change",
    "audit14c.mixing_summary.exponent_range_swapped": "audit9a.mixing_summary.exponent_range_swapped",
    "audit14c.mixing_summary.wrong_rate_strict": "sweep6s4.mixing_summary.sampled_limit_strict",
    "audit14c.mixing_summary.faster_not_decided": "i26.growth_claim_faster_unresolved",
    "audit14c.phase_point.potts_norm_inverted": "audit4c.phase_point.potts_norm_dropped",
    "audit14c.phase_point.susceptibility_no_temperature": "audit4c.phase_point.chi_no_temperature",
    "audit14c.phase_point.lumped_relaxation_in_steps": "audit4c.phase_point.lumped_relaxation_steps",
    "audit14c.plot.tv_tmix_strict": "audit4e.plot.tmix_strict",
    "audit14c.plot.trace_chain_guard_off_by_one": "audit4e.plot.chains_index_equal_n",
    "audit14c.compare.passes_strict": "cmp13a.compare.passes_strict",
    "audit14c.compare.upper_bound_no_z": "i30f.compare.upper_no_z",
    "audit14c.compare.all_ok_none_fails": "audit4c.compare.all_ok_none_fails",
    "audit14c.chain.temperature_multiplies": "chain.tempering_times_T",
    "audit14c.chain.uniform_wrong_axis": "audit5a.chain.uniform_wrong_axis",
    "audit14c.chain.shift_by_row_min": "audit13b.chain.shift_by_min",
    "audit14c.bounds.t_upper_no_doubling": "i30c.no_doubling",
    "audit14c.bounds.t_lower_first_time": "i30c.t_lower_first",
    "audit14c.bounds.lower_no_bonferroni": "i30f.bounds.no_bonferroni",
    "audit14c.bounds.pilot_tie_largest_distance": "audit6a.bounds.pilot_tie_largest_distance",
    "audit14c.claims.pipe_not_escaped": "sweep6s4.claims.pipe_unescaped",
    "audit14c.claims.default_kind_comparison": "audit4c.claims.default_comparison",
}

#: Notes on the survivors of the first run and the tests that killed them.
SURVIVOR_NOTES = {
    "audit14c.phase_point.lattice_side_two": {
        "note": "no test asked point_method(model, 'lattice') about a 2 x 2 torus; potts() itself refuses a torus "
                "with L < 3 (torus_side), so only a model declaring graph='torus' with n = 4 reaches the guard, "
                "whose message states the contract (L even and >= 4)",
        "killed_by": "tests/toolkit/test_audit14c_phase_point.py::test_lattice_refuses_a_declared_two_by_two_torus"},
    "audit14c.plot.narrow_keeps_aspect": {
        "note": "the tests checked the narrowed width only, not the documented kept height",
        "killed_by": "tests/toolkit/test_audit14c_plot.py::test_save_narrows_a_wide_figure_and_keeps_its_height"},
    "audit14c.plot.nlogn_fit_keeps_missing": {
        "note": "no test drew plot_nlogn with a row whose t_mix is None beside exact rows (the fit became NaN and "
                "was silently not drawn)",
        "killed_by": "tests/toolkit/test_audit14c_plot.py::test_nlogn_fit_leaves_out_rows_without_an_exact_t_mix"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs (they name their
#: modules, so ``automut.default_tests`` lists them too from the commit that adds them).
AFTER_TESTS = {
    "audit14c.phase_point.lattice_side_two": ["tests/toolkit/test_audit14c_phase_point.py"],
    "audit14c.plot.narrow_keeps_aspect": ["tests/toolkit/test_audit14c_plot.py"],
    "audit14c.plot.nlogn_fit_keeps_missing": ["tests/toolkit/test_audit14c_plot.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

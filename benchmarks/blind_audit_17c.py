"""Seventeenth blind mutation audit, part c (issue 30): mutants in the twelve modules dealt to
part 17c by ``python benchmarks/blind_audit_5_draw.py --audit 17 --seed 2026120517``
(toolkit/app/commands/verify.py, toolkit/app/report/semantic.py, exact/transfer.py,
exact/_harmonic_ritz.py, toolkit/models/toy.py, exact/_powers.py, exact/metastable.py,
toolkit/models/base.py, toolkit/app/sweep/tasks.py, toolkit/app/commands/study.py,
toolkit/app/phase_point.py, toolkit/app/sweep/runners.py), written from the modules' source
without reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under
``tests/`` (protocol: benchmarks/blind_audit_17_protocol.md). Mutants per module: 3 under 150
statements, 5 for 150-400, 8 above 400. Each mutant is a bug a developer could make in the
source, read for this audit; none was marked equivalent before the run. The ones found after
the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``automut.default_tests(module)`` (the files under
``tests/`` that name the module, the catalogue's files for it, then the module itself, so its
doctests run last), computed when this file loads: on the GO commit for the first run.

Usage::

    python benchmarks/blind_audit_17c.py --list
    python benchmarks/blind_audit_17c.py --baseline --jobs 1 --timeout 300 --json first.json
    python benchmarks/blind_audit_17c.py --summarize first.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

VE, SE, TR = "toolkit/app/commands/verify.py", "toolkit/app/report/semantic.py", "exact/transfer.py"
HR, TOY, PW = "exact/_harmonic_ritz.py", "toolkit/models/toy.py", "exact/_powers.py"
MS, BA, TA = "exact/metastable.py", "toolkit/models/base.py", "toolkit/app/sweep/tasks.py"
ST, PP, RU = "toolkit/app/commands/study.py", "toolkit/app/phase_point.py", "toolkit/app/sweep/runners.py"

TESTS = {f: automut.default_tests(f) for f in (VE, SE, TR, HR, TOY, PW, MS, BA, TA, ST, PP, RU)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/commands/verify.py (65)
    _m("audit17c.verify.empty_sections_accepted", VE,
       "if args.sections is not None and not sections:", "if args.sections and not sections:",
       "`glauber verify --sections ''` runs every section instead of refusing a list that names none"),
    _m("audit17c.verify.exit_code_always_0", VE,
       "return 0 if report.ok else 1", "return 0",
       "`glauber verify` exits 0 when a theorem check fails (documented: exits 1)"),
    _m("audit17c.verify.timings_left_in", VE,
       'times["sections"][key] = sec.pop("seconds")', 'times["sections"][key] = sec.get("seconds")',
       "--json: each section's wall-clock seconds are copied to the timings but left in the results "
       "(which should be reproducible)"),
    # ------------------------------------------------------------------ toolkit/app/report/semantic.py (38)
    _m("audit17c.semantic.low_high_swapped", SE,
       "low, high = study.results[0], study.results[-1]", "high, low = study.results[0], study.results[-1]",
       "the dwell comparison takes the highest temperature as 'low T' (claim inverted)"),
    _m("audit17c.semantic.occupancy_percent", SE,
       'f"{100 * b.occupancy[i]:.1f}%"', 'f"{b.occupancy[i]:.1f}%"',
       "the basin table prints the occupancy fraction with a % sign, without the factor 100"),
    _m("audit17c.semantic.needs_real_false", SE,
       "NEEDS_REAL = True", "NEEDS_REAL = False",
       "the semantic section no longer declares that it needs the real MLMs (--no-real --sections semantic "
       "is not refused)"),
    # ------------------------------------------------------------------ exact/transfer.py (583)
    _m("audit17c.transfer.gauge_axis", TR,
       "Phi[k] = A + (B.mean(axis=1) - B.mean())[None, :]", "Phi[k] = A + (B.mean(axis=0) - B.mean())[None, :]",
       "nearest_neighbour_chain's gauge of a compatible non-symmetric edge takes J[j, i]'s column means "
       "instead of its row means (wrong Phi when the offsets are not symmetric)"),
    _m("audit17c.transfer.even_antiferro_refused", TR,
       "if c < 0 and n % 2:", "if c < 0:",
       "glauber_cycle_gap refuses every antiferromagnetic ring, the even ones too (documented: allowed)"),
    _m("audit17c.transfer.connected_chi_no_T", TR,
       'out["connected_chi"] = n * _var(p, absm) / Ts', 'out["connected_chi"] = n * _var(p, absm)',
       "connected_chi is n Var(|m|) without the 1/T (documented n Var(|m|)/T)"),
    _m("audit17c.transfer.susceptibility_over_T", TR,
       'out["susceptibility"] = n * _var(p, mmax)', 'out["susceptibility"] = n * _var(p, mmax) / Ts',
       "susceptibility (toolkit.phase's convention n Var(m_max), no 1/T) divided by T"),
    _m("audit17c.transfer.potts_ratio_q_minus_1", TR,
       "math.log1p(q / math.expm1(alpha))", "math.log1p((q - 1) / math.expm1(alpha))",
       "the Potts closed form of ln(lambda_1/|lambda_2|) (ferromagnetic) uses q - 1 for q"),
    _m("audit17c.transfer.two_by_two_swap", TR,
       "(lR if delta > 0 else lS)", "(lS if delta > 0 else lR)",
       "_two_by_two: the ratio lambda_+/|lambda_-| takes S for R and R for S (det > 0 / det < 0 swapped)"),
    _m("audit17c.transfer.closing_edge_transpose", TR,
       "close = chain.couplings[chain.n - 1].T[None]", "close = chain.couplings[chain.n - 1][None]",
       "the cycle's closing edge Phi_{n-1}(x_{n-1}, x_0) is read transposed (wrong for an asymmetric Phi)"),
    _m("audit17c.transfer.potts_chain_cycle_n2", TR,
       'boundary = "cycle" if graph == "cycle" and n >= 3 else "path"',
       'boundary = "cycle" if graph == "cycle" and n >= 2 else "path"',
       "potts_chain(q, 2, c, graph='cycle') is a cycle (refused) instead of the path, as potts does"),
    # ------------------------------------------------------------------ exact/_harmonic_ritz.py (274)
    _m("audit17c._harmonic_ritz.plateau_wells", HR,
       "log_pi[c] > log_pi[r])", "log_pi[c] >= log_pi[r])",
       "local_maxima: a state tied with a neighbour is no longer a well (plateaus have no wells)"),
    _m("audit17c._harmonic_ritz.fixed_interval", HR,
       "fixed = th_h / (1 + th_h) if th_h < 1 else mpmath.inf", "fixed = th_h if th_h < 1 else mpmath.inf",
       "the eta-free interval's relative width is theta_1 max h instead of theta_1 max h / (1 + theta_1 max h)"),
    _m("audit17c._harmonic_ritz.eta_theta1", HR,
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th_top", "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th1",
       "the separation eta subtracts theta_1 instead of the top Ritz value theta_{m-1} (too large for m > 2)"),
    _m("audit17c._harmonic_ritz.law_error_once", HR,
       "rel = 2 * law_error + inputs", "rel = law_error + inputs",
       "the law's relative error enters the interval once instead of twice (pi in the form and the norm)"),
    _m("audit17c._harmonic_ritz.generator_diagonal", HR,
       "G[i, i] = mpmath.fsum(A[i, j] for j in range(m) if j != i)", "G[i, i] = mpmath.fsum(A[i, j] for j in range(m))",
       "_mp_generator adds A's own diagonal (the returns s -> R -> s) to the diagonal of the generator"),
    # ------------------------------------------------------------------ toolkit/models/toy.py (320)
    _m("audit17c.toy.centred_grand_mean_sign", TOY,
       "M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) + M.mean(",
       "M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) - M.mean(",
       "Pairwise.is_compatible's double centring subtracts the grand mean (constant offsets of J[i, j] "
       "make a compatible model incompatible)"),
    _m("audit17c.toy.masked_ignores_mask", TOY,
       "(Jx * ks[:, None, :, None]).sum(axis=2)", "Jx.sum(axis=2)",
       "Pairwise.masked_logits sums the couplings of the masked sites too (the mask is ignored)"),
    _m("audit17c.toy.curie_weiss_no_1_over_n", TOY,
       "J[...] = (beta / n) * np.outer(s, s)", "J[...] = beta * np.outer(s, s)",
       "curie_weiss drops the mean-field 1/n of the coupling"),
    _m("audit17c.toy.symmetric_no_transpose", TOY,
       "J[i, :i] = np.swapaxes(J[:i, i], -1, -2)", "J[i, :i] = J[:i, i]",
       "random_pairwise(symmetric=True) copies J[j, i] without transposing its token axes (incompatible)"),
    _m("audit17c.toy.diagonal_kept", TOY,
       "        J[np.arange(n), np.arange(n)] = 0.0\n        self.h, self.J = h, J",
       "        self.h, self.J = h, J",
       "Pairwise keeps J[i, i] (documented: ignored): a site's logits depend on its own token"),
    # ------------------------------------------------------------------ exact/_powers.py (125)
    _m("audit17c._powers.worst_index_last", PW,
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])",
       "return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[-1])",
       "worst_index resolves a tie to the highest index (documented: the lowest)"),
    _m("audit17c._powers.matmul_wrong_diag", PW,
       "self.off * db[None, :]", "self.off * da[:, None]",
       "_Power product O_a D_b scales by the left factor's diagonal (rows) instead of the right's (columns)"),
    _m("audit17c._powers.tv_no_own_column", PW,
       "np.abs(M - nu[None, :]).sum(axis=1) - nu[rows] + ", "np.abs(M - nu[None, :]).sum(axis=1) + ",
       "_Power.tv keeps |0 - nu(x)| for the diagonal entry beside the true |K^t(x, x) - nu(x)|"),
    # ------------------------------------------------------------------ exact/metastable.py (237)
    _m("audit17c.metastable.no_lazy_factor", MS,
       "v.append(P.cond[i][y] * ((1.0 - P.lazy) / n))", "v.append(P.cond[i][y] * (1.0 / n))",
       "exit times of a lazy random-scan kernel ignore the laziness (moves at rate 1/n, not (1 - lazy)/n)"),
    _m("audit17c.metastable.gth_self_paths", MS,
       "        sub[np.diag_indices_from(sub)] = 0.0  # paths i -> k -> i are not moves out of i\n", "",
       "GTH exit times count the paths i -> k -> i as moves out of i (pivots too large)"),
    _m("audit17c.metastable.singleton_no_1_over_n", MS,
       "axis=1) - math.log(n)", "axis=1)",
       "singleton_log_exit_times forgets the random scan's 1/n site choice"),
    _m("audit17c.metastable.conductance_inflow", MS,
       "sel = mask[r] & ~mask[c]", "sel = ~mask[r] & mask[c]",
       "conductance sums the flow into S instead of out of it (equal only for reversible chains)"),
    _m("audit17c.metastable.exit_time_709", MS,
       "return float(np.exp(self.log_exit_time)) if self.log_exit_time < 709 else math.inf",
       "return float(np.exp(self.log_exit_time)) if self.log_exit_time <= 709 else math.inf",
       "exit_time at log = 709 is e^709 instead of inf (documented: 709 included in the overflow cut)"),
    # ------------------------------------------------------------------ toolkit/models/base.py (104)
    _m("audit17c.base.assumed_rtol_no_2", BA,
       "2.0 * int(model.length) * EPS64", "int(model.length) * EPS64",
       "logit_error_bound's assumed rule is n eps instead of the documented 2 n eps"),
    _m("audit17c.base.site_guard_off_by_one", BA,
       "sites.max() >= n):", "sites.max() > n):",
       "checked_logits accepts the site n (one past the last)"),
    _m("audit17c.base.declared_error_min", BA,
       "err = err.max(axis=1) if err.shape[1]", "err = err.min(axis=1) if err.shape[1]",
       "a declared (B, q) logit error is reduced per row by its smallest entry, not its largest"),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py (146)
    _m("audit17c.tasks.deterministic_last_seed", TA,
       "s = seeds[0]", "s = seeds[-1]",
       "a deterministic estimator's one task per (n, T) takes the last seed (documented: the first)"),
    _m("audit17c.tasks.integer_option_truncated", TA,
       '            if not v.is_integer():\n                raise InvalidInputError(f"`{name}` must be an integer; '
       'got {value!r}")\n', "",
       "an integer estimator option given 2.5 is truncated to 2 instead of refused"),
    _m("audit17c.tasks.canonical_unsorted", TA,
       'json.dumps(self.spec(), sort_keys=True, separators=(",", ":"))',
       'json.dumps(self.spec(), sort_keys=False, separators=(",", ":"))',
       "Task.canonical is not sorted by key (documented: sorted keys, no spaces), so the keys change"),
    # ------------------------------------------------------------------ toolkit/app/commands/study.py (73)
    _m("audit17c.study.zero_temperature_accepted", ST,
       "math.isfinite(t) and t > 0)]", "math.isfinite(t) and t >= 0)]",
       "`glauber study --temperature 0` is accepted (documented: finite and > 0)"),
    _m("audit17c.study.infinite_budget_accepted", ST,
       "not (math.isfinite(args.budget) and args.budget > 0)", "not (args.budget > 0)",
       "`glauber study --budget inf` is accepted (documented: > 0 and finite)"),
    _m("audit17c.study.skipped_reported_done", ST,
       's.key: s.skipped or "done" for s in report.sections', 's.key: "done" for s in report.sections',
       "the --json summary reports a skipped section as done (its reason lost)"),
    # ------------------------------------------------------------------ toolkit/app/phase_point.py (312)
    _m("audit17c.phase_point.susceptibility_no_T", PP,
       '"susceptibility": n * (m2 - am * am) / T', '"susceptibility": n * (m2 - am * am)',
       "phase_point's connected susceptibility drops the 1/T (documented n (<m^2> - <|m|>^2) / T)"),
    _m("audit17c.phase_point.order_no_q_factor", PP,
       "m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).sum(axis=1)", "m2 = ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "the Potts order parameter |m|^2 (q >= 3) drops the normalization q/(q-1) (a constant state no longer 1)"),
    _m("audit17c.phase_point.cycle_coupling_no_offset", PP,
       "c = float(model.J[0, 1, 0, 0] - model.J[0, 1, 0, 1])", "c = float(model.J[0, 1, 0, 0])",
       "the relaxation time of a q = 2 cycle takes J[0, 1, 0, 0] as the Potts coupling (right only when "
       "J[0, 1, 0, 1] = 0, as for potts)"),
    _m("audit17c.phase_point.lattice_odd_side", PP,
       "L * L != n or L < 4 or L % 2", "L * L != n or L < 4",
       "point_method accepts method 'lattice' on a torus of odd side (documented: L even)"),
    _m("audit17c.phase_point.rejection_free_per_step", PP,
       "rf = exit_rate * n < RF_CHANGES_PER_SWEEP", "rf = exit_rate < RF_CHANGES_PER_SWEEP",
       "mlm_phase_point compares the changes per step, not per sweep (n steps), with RF_CHANGES_PER_SWEEP"),
    # ------------------------------------------------------------------ toolkit/app/sweep/runners.py (65)
    _m("audit17c.runners.skipped_counts_duplicates", RU,
       "n_skipped=len(unique) - len(pending)", "n_skipped=len(tasks) - len(pending)",
       "SweepSummary.n_skipped counts duplicate tasks of the grid as skipped"),
    _m("audit17c.runners.duplicates_run_twice", RU,
       "pending = [t for t in dict((t.key, t) for t in tasks).values() if t.key not in done]",
       "pending = [t for t in tasks if t.key not in done]",
       "run_sweep runs a task listed twice twice (no de-duplication by key)"),
    _m("audit17c.runners.any_error_wrapped", RU,
       "if isinstance(out, GlauberError):", "if isinstance(out, Exception):",
       "a task's non-domain error (a bug) is wrapped as TaskFailedError instead of re-raised as itself"),
]

#: Mutants believed equivalent, with the reason (marked before any run): none.
EQUIVALENT: dict = {}

#: Mutant id -> the entry of scripts/mutants.py that is the same bug (filled in after the first run).
DUPLICATE_OF: dict = {
    "audit17c.verify.empty_sections_accepted": "audit4c.verify.empty_string_sections",
    "audit17c.verify.exit_code_always_0": "audit4c.verify.exit_zero",
    "audit17c.verify.timings_left_in": "audit4c.verify.timings_left_in",
    "audit17c.semantic.low_high_swapped": "audit4e.semantic.low_high_swapped",
    "audit17c.semantic.occupancy_percent": "sweep6s4.semantic.occupancy_fraction",
    "audit17c.transfer.gauge_axis": "audit7a.transfer.gauge_axis",
    "audit17c.transfer.connected_chi_no_T": "audit9c.transfer.connected_chi_no_temperature",
    "audit17c.transfer.susceptibility_over_T": "sweep6s2.transfer.susceptibility_over_T",
    "audit17c.transfer.potts_ratio_q_minus_1": "sweep6s2.transfer.potts_ratio_q_minus_1",
    "audit17c.transfer.two_by_two_swap": "audit7a.transfer.two_by_two_det_branch",
    "audit17c.transfer.closing_edge_transpose": "audit7a.transfer.cycle_close_not_transposed",
    "audit17c.transfer.potts_chain_cycle_n2": "audit10a.transfer.potts_chain_cycle2",
    "audit17c._harmonic_ritz.plateau_wells": "harmonic.wells_strict",
    "audit17c._harmonic_ritz.fixed_interval": "audit4a._harmonic_ritz.fixed_no_denominator",
    "audit17c._harmonic_ritz.eta_theta1": "audit6a.harmonic_ritz.eta_from_theta1",
    "audit17c._harmonic_ritz.law_error_once": "sweep6s1._harmonic_ritz.law_error_once",
    "audit17c._harmonic_ritz.generator_diagonal": "sweep6s1._harmonic_ritz.generator_keeps_diagonal",
    "audit17c.toy.centred_grand_mean_sign": "audit4b.toy.centre_sign",
    "audit17c.toy.masked_ignores_mask": "toy.pairwise_masked_terms_kept",
    "audit17c.toy.curie_weiss_no_1_over_n": "audit10c.toy.curie_weiss_no_1_over_n",
    "audit17c.toy.symmetric_no_transpose": "audit4b.toy.sym_no_swap",
    "audit17c.toy.diagonal_kept": "audit4b.toy.diag_kept",
    "audit17c._powers.worst_index_last": "blind3.powers.worst_last",
    "audit17c._powers.matmul_wrong_diag": "blind3.powers.matmul_scale",
    "audit17c._powers.tv_no_own_column": "sweep6s1._powers.tv_diagonal_term",
    "audit17c.metastable.no_lazy_factor": "metastable.offdiag_ignores_lazy",
    "audit17c.metastable.gth_self_paths": "metastable.gth_keep_self_loops",
    "audit17c.metastable.singleton_no_1_over_n": "metastable.singleton_no_site_average",
    "audit17c.metastable.conductance_inflow": "sweep6s2.metastable.conductance_flow_into_S",
    "audit17c.metastable.exit_time_709": "cmp15d.metastable.exit_time_finite_at_709",
    "audit17c.base.assumed_rtol_no_2": "audit4b.base.default_rtol_no2",
    "audit17c.base.site_guard_off_by_one": "audit4b.base.site_n_accepted",
    "audit17c.base.declared_error_min": "i30c.err_rowmin",
    "audit17c.tasks.deterministic_last_seed": "audit4c.tasks.unseeded_last_seed",
    "audit17c.tasks.integer_option_truncated": "sweep6s4.tasks.int_truncated",
    "audit17c.tasks.canonical_unsorted": "audit11c.tasks.canonical_unsorted",
    "audit17c.study.zero_temperature_accepted": "audit4d.study.temperature_zero",
    "audit17c.study.infinite_budget_accepted": "harden8h1.study_cmd.budget_inf",
    "audit17c.study.skipped_reported_done": "audit10a.study_cmd.sections_always_done",
    "audit17c.phase_point.susceptibility_no_T": "audit4c.phase_point.chi_no_temperature",
    "audit17c.phase_point.order_no_q_factor": "audit4c.phase_point.potts_norm_dropped",
    "audit17c.phase_point.lattice_odd_side": "audit4c.phase_point.lattice_odd_side",
    "audit17c.phase_point.rejection_free_per_step": "audit16c.phase_point.rf_rate_per_step_not_sweep",
    "audit17c.runners.skipped_counts_duplicates": "audit4e.runners.skipped_counts_duplicates",
    "audit17c.runners.duplicates_run_twice": "audit5c.runners.pending_not_deduplicated",
    "audit17c.runners.any_error_wrapped": "cov5h3.runners.wrapped",
}

#: Survivors: why they survived and the test that kills them now (filled in after the first run).
SURVIVOR_NOTES: dict = {
    "audit17c.metastable.gth_self_paths": {
        "note": "equivalent, found after the run (and so marked on the same bug in scripts/mutants.py, "
                "metastable.gth_keep_self_loops): the diagonal of the GTH working matrix is never read, since "
                "each pivot is re-formed from Nm[k, k+1:] and the multipliers from Nm[k+1:, k], both strictly "
                "off-diagonal; counted as a survivor because it was not marked before the run",
        "killed_by": ""},
    "audit17c.phase_point.cycle_coupling_no_offset": {
        "note": "every tested q = 2 cycle was potts (J[0, 1, 0, 1] = 0), where the raw entry J[0, 1, 0, 0] is the "
                "effective coupling; nothing tested a uniform cycle whose blocks carry a constant offset",
        "killed_by": "tests/test_audit17c_phase_point.py::"
                     "test_cycle_relaxation_uses_the_effective_coupling_not_the_raw_entry"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS: dict = {}   # the new test file names toolkit.app.phase_point: in its targeted set already


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

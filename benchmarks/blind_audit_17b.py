"""Seventeenth blind mutation audit, part b (issue 30): mutants in the 12 modules dealt to part b
by ``python benchmarks/blind_audit_5_draw.py --audit 17 --seed 2026120517`` (toolkit/lattice.py,
exact/kernel.py, exact/_mp_spectrum.py, exact/logits.py, exact/rectangles.py,
toolkit/app/claims.py, toolkit/app/commands/window.py, toolkit/dynamics.py,
toolkit/app/commands/phase.py, toolkit/app/sweep/store.py, exact/passage.py,
toolkit/diagnostics.py), written from the modules' source without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/``
(protocol: benchmarks/blind_audit_17_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400 (none here). Each mutant is a bug a developer could make in the
source. Mutants believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones
found after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record).

Disclosure: while reading ``benchmarks/blind_audit_4a.py`` for its structure (its ``_m`` and
``main``), the end of its ``SURVIVOR_NOTES`` and ``AFTER_TESTS`` came into view (ids of audit 4a's
survivors in exact/logits.py: ``error_last_batch``, ``site_error_no_n``,
``min_log_conditional_max``, ``tokens_dropped``, and in four modules not drawn here). The
exact/logits.py mutants below avoid those four bugs; nothing else of the earlier catalogues was
read.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``automut.default_tests(module)`` (the files under
``tests/`` that name the module or import it, those the catalogue runs for it, then the module
itself for its doctests), computed when this file loads, so on the commit it runs on.

Usage::

    python benchmarks/blind_audit_17b.py --list
    python benchmarks/blind_audit_17b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_17b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

LA, KE, MP, LG = "toolkit/lattice.py", "exact/kernel.py", "exact/_mp_spectrum.py", "exact/logits.py"
RE, CL, WI, DY = "exact/rectangles.py", "toolkit/app/claims.py", "toolkit/app/commands/window.py", "toolkit/dynamics.py"
PH, ST, PA, DI = "toolkit/app/commands/phase.py", "toolkit/app/sweep/store.py", "exact/passage.py", \
    "toolkit/diagnostics.py"
MODULES = (LA, KE, MP, LG, RE, CL, WI, DY, PH, ST, PA, DI)
TESTS = {m: automut.default_tests(m) for m in MODULES}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------ toolkit/lattice.py (97 statements: 3)
    _m("audit17b.lattice.err_ddof0", LA,
       "err = reps.std(axis=2, ddof=1) / math.sqrt(R)", "err = reps.std(axis=2, ddof=0) / math.sqrt(R)",
       "lattice_scaling_data: the replicate standard error uses the biased sd (ddof=0)"),
    _m("audit17b.lattice.chi_no_temperature", LA,
       "reps[i, j, :, 1] = n * (m2 - am**2) / t", "reps[i, j, :, 1] = n * (m2 - am**2)",
       "lattice_scaling_data: the connected susceptibility loses its 1/T"),
    _m("audit17b.lattice.potts_order_over_q", LA,
       "return (q * rho.max(axis=1) - 1.0) / (q - 1.0)", "return (q * rho.max(axis=1) - 1.0) / q",
       "_order (q > 2): the Potts order parameter divided by q instead of q - 1 (ordered state gives (q-1)/q)"),
    # ------------------------------------------------------------ exact/kernel.py (283 statements: 5)
    _m("audit17b.kernel.log_diagonal_no_lazy", KE,
       "out = logsumexp(terms, axis=0) + np.log1p(-self.lazy) - np.log(self.n)",
       "out = logsumexp(terms, axis=0) - np.log(self.n)",
       "log_diagonal: the (1 - lazy) factor of the moves is dropped (lazy kernels' log P(x, x) too large)"),
    _m("audit17b.kernel.log_systematic_reversed", KE,
       "for i in range(n):\n            left, right = q**i, q ** (n - 1 - i)\n            lc = self.log_site_conditionals(i)",
       "for i in reversed(range(n)):\n            left, right = q**i, q ** (n - 1 - i)\n"
       "            lc = self.log_site_conditionals(i)",
       "_log_dense_systematic: the sweep's product taken in reverse order (P_{n-1} ... P_0)"),
    _m("audit17b.kernel.sym_matvec_no_lazy", KE,
       "out *= (1 - self.lazy) / self.n", "out /= self.n",
       "sym_matvec: the (1 - lazy) factor dropped (lazy S = lazy I + P-part not scaled)"),
    _m("audit17b.kernel.offdiag_reverse_is_forward", KE,
       "rv = np.broadcast_to(C[lo:hi, :, None, :], (hi - lo, q, q, right))[m]",
       "rv = np.broadcast_to(C[lo:hi, None, :, :], (hi - lo, q, q, right))[m]",
       "offdiag_chunks(reverse=True): the reverse entry P(y, x) broadcast on the wrong axis (gives P(x, y))"),
    _m("audit17b.kernel.underflows_no_sweep_factor", KE,
       "return self.min_log_conditional * (1 if self.is_random_scan else self.n) < floor",
       "return self.min_log_conditional < floor",
       "underflows: a systematic sweep's product of n conditionals not accounted for"),
    # ------------------------------------------------------------ exact/_mp_spectrum.py (116 statements: 3)
    _m("audit17b.mp_spectrum.gap_ignores_negative", MP,
       "gap = min(mu[1], 2 - mu[-1])", "gap = mu[1]",
       "reversible_gap: the absolute gap ignores the most negative eigenvalue (1 - lambda_2 only)"),
    _m("audit17b.mp_spectrum.systematic_product_reversed", MP,
       "M = M * Pi", "M = Pi * M",
       "mp_kernel: the systematic sweep multiplied in reverse order (P_{n-1} ... P_0)"),
    _m("audit17b.mp_spectrum.nonrev_err_gap_only", MP,
       "err = 2 * max(abs(ga - gb), abs(l2a - l2b))", "err = 2 * abs(ga - gb)",
       "nonreversible_spectrum: the error estimate ignores the change of lambda_2 between precisions"),
    # ------------------------------------------------------------ exact/logits.py (82 statements: 3)
    _m("audit17b.logits.site_error_no_floor", LG,
       "max(float(np.abs(self.values[i]).max()), 1.0)", "float(np.abs(self.values[i]).max())",
       "SiteLogits.site_error (assumed rule): the floor 1 on the row's largest |logit| dropped"),
    _m("audit17b.logits.batch_size_zero_accepted", LG,
       "and not isinstance(b, bool) and b > 0 else None", "and not isinstance(b, bool) and b >= 0 else None",
       "_model_batch_size: a model's batch_size 0 taken as its batch size (off by one at the guard)"),
    _m("audit17b.logits.own_batch_ignored", LG,
       "batch_size = own if own is not None else 1 << 16", "batch_size = 1 << 16",
       "site_logits: the default batch size ignores the model's own batch_size (documented default)"),
    # ------------------------------------------------------------ exact/rectangles.py (246 statements: 5)
    _m("audit17b.rectangles.rtol_no_floor", RE,
       "r * max(1.0, float(np.abs(L.values[i]).max()))", "r * float(np.abs(L.values[i]).max())",
       "site_errors(logit_rtol): the floor 1 on the site's largest |logit| dropped"),
    _m("audit17b.rectangles.bound_not_tempered", RE,
       '"bound": _rectangle.bound(t, u, err[i], err[j]).reshape(-1) / T}',
       '"bound": _rectangle.bound(t, u, err[i], err[j]).reshape(-1)}',
       "_iter_rectangles: the bound is not divided by T (certification then depends on T)"),
    _m("audit17b.rectangles.site_index_guard", RE,
       "if not 0 <= s < n:", "if not 0 <= s <= n:",
       "_site_pairs: site index n accepted (off by one at the guard)"),
    _m("audit17b.rectangles.stride_phase_reset", RE,
       "sample.append(absr[(-offset) % stride::stride])", "sample.append(absr[::stride])",
       "_streamed_summary: the strided subsample restarts in every chunk (not evenly strided overall)"),
    _m("audit17b.rectangles.witness_signed", RE,
       'picked = witness_order(np.abs(cols["log_r"]), cols["i"]', 'picked = witness_order(cols["log_r"], cols["i"]',
       "_witnesses: the worst rectangles ranked by signed log R, not |log R|"),
    # ------------------------------------------------------------ toolkit/app/claims.py (39 statements: 3)
    _m("audit17b.claims.kind_dropped", CL,
       "holds, slack, kind=kind, section=section,", "holds, slack, section=section,",
       "ReportClaim: the kind is not passed on (every claim a theorem)"),
    _m("audit17b.claims.verdict_reason_swapped", CL,
       "verdict=verdict, reason=reason)", "verdict=reason, reason=verdict)",
       "ReportClaim: verdict and reason passed under each other's keyword"),
    _m("audit17b.claims.trailing_underscore", CL,
       r'_|(?<!\\)_(?!\w)", r"\\_", t)', r'_", r"\\_", t)',
       "_escape_plain: an underscore that could close emphasis (x_ ) is not escaped"),
    # ------------------------------------------------------------ toolkit/app/commands/window.py (57 statements: 3)
    _m("audit17b.window.chains_minimum_one", WI,
       'check_int(args.chains, "chains", minimum=2)', 'check_int(args.chains, "chains", minimum=1)',
       "glauber window: --chains 1 accepted (R-hat needs two chains)"),
    _m("audit17b.window.exit_always_zero", WI,
       "return 0 if r.all_ok else 1", "return 0",
       "glauber window: exit status 0 when a sampled check fails (documented: 1)"),
    _m("audit17b.window.rhat_nan_warning_never", WI,
       'q.spec.get("quantity") == "rhat" and math.isnan(q.estimate.value)',
       'q.spec.get("quantity") == "rhat" and math.isinf(q.estimate.value)',
       "window_warnings: the undefined (NaN) R-hat warning tests for inf instead"),
    # ------------------------------------------------------------ toolkit/dynamics.py (390 statements: 5)
    _m("audit17b.dynamics.all_sites_event_off_by_one", DY,
       "for c in (0, D - 1):", "for c in (0, D):",
       "distinguishing_lower_bound: the event {h >= D} becomes {h > D} (never true)"),
    _m("audit17b.dynamics.n_tests_ignored", DY,
       "(4 * max(G, int(n_tests or 0)))", "(4 * G)",
       "distinguishing_lower_bound: the Bonferroni count n_tests ignored (only the G times recorded)"),
    _m("audit17b.dynamics.input_counted_as_hit", DY,
       "        if k >= int(first):\n            hits[key] += 1", "        hits[key] += 1",
       "find_basins: the input's own quench counted as a hit of a random start"),
    _m("audit17b.dynamics.iat_sweeps_no_k", DY,
       "taus[name] = float(est.value) * k / n  # in sweeps", "taus[name] = float(est.value) / n  # in sweeps",
       "_iat_timescale: the reported IATs in sweeps lose the record spacing k"),
    _m("audit17b.dynamics.far_first_on_tie", DY,
       "far = int(len(X) - 1 - np.argmax(dist[::-1]))", "far = int(np.argmax(dist))",
       "dynamic_point: the farthest start takes the first on a tie (documented: the last)"),
    # ------------------------------------------------------------ toolkit/app/commands/phase.py (238 statements: 5)
    _m("audit17b.phase.two_temperatures", PH,
       "if len(ts) < 3:", "if len(ts) < 2:",
       "_check_temperatures: two distinct temperatures accepted (documented: at least three)"),
    _m("audit17b.phase.torus_odd_L", PH,
       "(lattice and (L < 4 or L % 2))", "(lattice and L < 4)",
       "_check_torus: an odd L accepted for checkerboard sampling"),
    _m("audit17b.phase.sweeps_warning_max", PH,
       'sweeps = min(int(r["n_sweeps"]) for r in rows)', 'sweeps = max(int(r["n_sweeps"]) for r in rows)',
       "sampling_warnings: the sweeps warning looks at the largest recorded sweeps, not the smallest"),
    _m("audit17b.phase.size_limit_off_by_one", PH,
       "(most is not None and n > most)", "(most is not None and n >= most)",
       "_check_sizes: the template's full length (n = most) refused"),
    _m("audit17b.phase.not_computed_reported", PH,
       '.items()\n               if not str(why).startswith("not computed")]', ".items()]",
       "sampling_warnings: quantities 'not computed' by design reported as missing"),
    # ------------------------------------------------------------ toolkit/app/sweep/store.py (94 statements: 3)
    _m("audit17b.store.add_true_on_duplicate", ST,
       "return cur.rowcount == 1", "return True",
       "ResultStore.add: True also when the key was already there (documented: False)"),
    _m("audit17b.store.clash_duration_created", ST,
       'name = k if k not in rec and k not in ("duration_s", "created") else prefix + k',
       "name = k if k not in rec else prefix + k",
       "load_results: a result field named duration_s/created not prefixed (overwritten by the row's own)"),
    _m("audit17b.store.schema_newer_off_by_one", ST,
       "if version > SCHEMA_VERSION:", "if version > SCHEMA_VERSION + 1:",
       "ResultStore: a store one schema version newer than the toolkit accepted"),
    # ------------------------------------------------------------ exact/passage.py (353 statements: 5)
    _m("audit17b.passage.survival_order", PA,
       "u = np.asarray(Pop @ (outside * u), dtype=float)", "u = outside * np.asarray(Pop @ u, dtype=float)",
       "_survival: (D P)^t 1 instead of (P D)^t 1 (survival from B's own states 0)"),
    _m("audit17b.passage.risky_through_B", PA,
       "risky = can_reach(sp.csr_matrix(G.multiply((~B)[:, None])), never) & ~B",
       "risky = can_reach(G, never) & ~B",
       "mean_first_passage_times: paths that pass through B count as falling where B is out of reach"),
    _m("audit17b.passage.between_unnormalized", PA,
       "w = np.exp(lp[Amask] - logsumexp(lp[Amask]))", "w = np.exp(lp[Amask])",
       "mean_first_passage_times(origin=): pi not conditioned on the origin set (weights sum to pi(A))"),
    _m("audit17b.passage.start_index_off_by_one", PA,
       "if idx >= N:", "if idx > N:",
       "start_distribution: start index N accepted by the guard (off by one)"),
    _m("audit17b.passage.reversal_flipped", PA,
       "vals.append(np.exp(lp[r] + lv - lp[c]))", "vals.append(np.exp(lp[c] + lv - lp[r]))",
       "_reversed: the time reversal weights pi(x)/pi(y) instead of pi(y)/pi(x)"),
    # ------------------------------------------------------------ toolkit/diagnostics.py (234 statements: 5)
    _m("audit17b.diagnostics.short_flag_every_m", DI,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:", "if N < SHORT_CHAIN_TAUS * tau:",
       "integrated_autocorrelation_time: the short-chain flag raised for several chains too"),
    _m("audit17b.diagnostics.iat_se_no_m", DI,
       "se = tau * math.sqrt(2.0 * (2 * M + 1) / (m * N))", "se = tau * math.sqrt(2.0 * (2 * M + 1) / N)",
       "integrated_autocorrelation_time: Sokal's stderr ignores the number of chains"),
    _m("audit17b.diagnostics.burn_in_strict", DI,
       "keep = np.asarray(run.times) >= burn_in", "keep = np.asarray(run.times) > burn_in",
       "summarize_run: the record at step burn_in dropped too (documented: steps < burn_in dropped)"),
    _m("audit17b.diagnostics.tail_max", DI,
       "return min(_ess_quantile(x, p) for p in TAIL_PROBS)", "return max(_ess_quantile(x, p) for p in TAIL_PROBS)",
       "effective_sample_size(method='tail'): the larger of the two quantile ESS"),
    _m("audit17b.diagnostics.mean_sd_ddof0", DI,
       "sd = float(x.std(ddof=1))", "sd = float(x.std(ddof=0))",
       "mean_estimate: the standard error uses the biased sd (ddof=0)"),
]

#: Mutants believed equivalent before the run (none).
EQUIVALENT: dict = {}

#: Mutants found after the first run to be the same bug as an entry of scripts/mutants.py (same file, same
#: place, same behaviour change; found by reading the entries whose snippet overlaps this catalogue's).
DUPLICATE_OF: dict = {
    "audit17b.lattice.err_ddof0": "audit16b.lattice.stderr_ddof0",
    "audit17b.lattice.chi_no_temperature": "audit4b.lattice.chi_no_T",
    "audit17b.lattice.potts_order_over_q": "cov5h2.lattice.potts_order",
    "audit17b.kernel.log_diagonal_no_lazy": "blind3.kernel.logdiag_lazy",
    "audit17b.kernel.sym_matvec_no_lazy": "blind3.kernel.sym_lazy",
    "audit17b.kernel.offdiag_reverse_is_forward": "blind3.kernel.reverse_copy",
    "audit17b.kernel.underflows_no_sweep_factor": "sweep6s1.kernel.underflow_sweep_single",
    "audit17b.mp_spectrum.gap_ignores_negative": "blind.mp_spectrum.gap_ignores_minus_one",
    "audit17b.mp_spectrum.systematic_product_reversed": "cov5h1.mp_spectrum.systematic_order",
    "audit17b.logits.site_error_no_floor": "audit8a.logits.site_error_no_floor",
    "audit17b.logits.batch_size_zero_accepted": "sweep6s2.logits.batch_size_zero",
    "audit17b.logits.own_batch_ignored": "audit16c.logits.own_batch_size_ignored",
    "audit17b.rectangles.rtol_no_floor": "blind2.rectangles.rtol_no_floor",
    "audit17b.rectangles.bound_not_tempered": "sweep6s2.rectangles.bound_not_tempered",
    "audit17b.rectangles.site_index_guard": "sweep6s2.rectangles.site_upper_inclusive",
    "audit17b.claims.kind_dropped": "audit8a.claims.kind_ignored",
    "audit17b.claims.trailing_underscore": "audit4c.claims.trailing_underscore",
    "audit17b.window.chains_minimum_one": "audit9b.window.chains_min",
    "audit17b.window.exit_always_zero": "audit4d.window.exit_status",
    "audit17b.window.rhat_nan_warning_never": "audit5a.window.rhat_isinf",
    "audit17b.dynamics.all_sites_event_off_by_one": "audit10c.dynamics.distinguish_all_sites_event",
    "audit17b.dynamics.n_tests_ignored": "sweep6s3.dynamics.n_tests_ignored",
    "audit17b.dynamics.input_counted_as_hit": "audit10c.dynamics.input_counted_as_hit",
    "audit17b.dynamics.iat_sweeps_no_k": "audit10c.dynamics.iat_sweeps_no_record_every",
    "audit17b.dynamics.far_first_on_tie": "audit14a.dynamics.far_first_tie",
    "audit17b.phase.two_temperatures": "audit4d.phase.two_temperatures",
    "audit17b.phase.torus_odd_L": "audit4d.phase.torus_odd",
    "audit17b.phase.sweeps_warning_max": "harden11b.phase_cmd.sweeps_warning_max",
    "audit17b.phase.size_limit_off_by_one": "sweep6s5.phase.sizes_most_ge",
    "audit17b.phase.not_computed_reported": "cov5h3.cli_phase.missing_not_computed",
    "audit17b.store.add_true_on_duplicate": "audit8b.store.add_always_new",
    "audit17b.store.clash_duration_created": "audit5c.store.clash_ignores_reserved_names",
    "audit17b.passage.survival_order": "blind3.passage.survival_order",
    "audit17b.passage.risky_through_B": "passage.mfpt_paths_through_target",
    "audit17b.passage.between_unnormalized": "blind3.passage.between_unnormalized",
    "audit17b.passage.reversal_flipped": "blind3.passage.reversal_swap",
    "audit17b.diagnostics.short_flag_every_m": "diagnostics.short_chain_any_m",
    "audit17b.diagnostics.burn_in_strict": "audit7a.diagnostics.burn_in_strict",
    "audit17b.diagnostics.tail_max": "audit7a.diagnostics.tail_ess_max",
}

#: Survivor notes (filled after the first run).
SURVIVOR_NOTES: dict = {
    "audit17b.mp_spectrum.nonrev_err_gap_only": {
        "note": "the tests' non-reversible chains have lambda_2 and lambda_star equally well conditioned, so the "
                "gap's change alone gave the same estimate; not a bug in the code",
        "killed_by": "tests/exact/test_audit17b_mp_spectrum.py::"
                     "test_error_estimate_covers_lambda_2_of_a_near_defective_cluster"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

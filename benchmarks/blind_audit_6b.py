"""Sixth blind mutation audit, part b (issue 30): mutants in the 12 modules dealt to part b by
``benchmarks/blind_audit_5_draw.py --audit 6 --seed 2026120306`` (36 drawn at random from the
modules of ``toolkit/`` and ``exact/`` with at least 20 statements): toolkit/app/compare,
toolkit/_states, toolkit/models/masked_toy, toolkit/app/commands/sweep,
toolkit/app/report/metastability, toolkit/app/output, toolkit/app/commands/check,
toolkit/app/commands/scan, exact/_nonreversible_krylov, toolkit/device_chains, toolkit/phase,
exact/lumped; written without reading ``scripts/mutants.py``, the earlier audits' catalogues or
any file under ``tests/`` (protocol: benchmarks/blind_audit_6_protocol.md; parts a and c audit
their modules in their own runner files). Each mutant is a bug a developer could make in the
source, read for this audit: 3 per module under 150 statements, 5 for 150-400 (one more for
toolkit/models/masked_toy), 8 above 400 (two more for exact/lumped). Mutants believed
equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the first run
to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in
after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only, mechanically: each module has a regular expression
(:data:`TEST_PATTERNS`: its import path and public names) and its set is every
``tests/**/test_*.py`` whose text matches it (``grep -lE``), plus the test files that import a
matching helper module of ``tests/`` (``bad_inputs_cases.py``), sorted. The sets are computed
when the runner starts, so the first run, on the commit of the contract sweep (which added
tests the auditor never saw), takes that commit's files by the same rule; the record lists
each mutant's tests. Each set ends with the mutated module's own file, so its doctests run
last; a mutant first failed by its module's doctest is a kill, and the record also gives the
score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_6b.py --list
    python benchmarks/blind_audit_6b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_6b.py --id 'audit6b.lumped.*' --timeout 300
    python benchmarks/blind_audit_6b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

CP, ST, MT, SW = ("toolkit/app/compare.py", "toolkit/_states.py", "toolkit/models/masked_toy.py",
                  "toolkit/app/commands/sweep.py")
MS, OU, CK, SC = ("toolkit/app/report/metastability.py", "toolkit/app/output.py", "toolkit/app/commands/check.py",
                  "toolkit/app/commands/scan.py")
NK, DC, PH, LU = ("exact/_nonreversible_krylov.py", "toolkit/device_chains.py", "toolkit/phase.py",
                  "exact/lumped.py")

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TEST_PATTERNS = {
    CP: r"app\.compare|calibration_table|CoverageResult|CalibrationTable|CalibrationRow|check_row",
    ST: r"toolkit\._states|from toolkit import _states|tie_or_below|encode_without|context_index",
    MT: r"masked_toy|MaskedToy|nn_chain|toy_tokens|masked-(independent|chain|mean-field-potts|curie-weiss)",
    SW: r"commands\.sweep|commands import sweep|\[\"sweep\"|\"sweep\",",
    MS: r"report\.metastability|section_metastability",
    OU: r"app\.output|describe_real|print_real_model|emit_json|dump_json|output import",
    CK: r"commands\.check|commands import check|\[\"check\"|\"check\",",
    SC: r"commands\.scan|commands import scan|scan_warnings|\[\"scan\"|\"scan\",",
    NK: r"_nonreversible_krylov|nonreversible_krylov|reversibilization_tops|two_sided_error",
    DC: r"device_chains|run_chains_on_device|inverse_cdf_torch",
    PH: r"toolkit\.phase([^_a-z]|$)|from toolkit import phase|majority_fraction|sampled_phase_grid|PhaseGrid",
    LU: r"exact\.lumped([^_a-z]|$)|from exact import lumped|lumped_mixing_time|lumped_spectral_gap|"
        r"lumped_exit_times|sector_multiplicity|count_stationary_law|sector_eigenvalues|class_chain|count_chain\(",
}


def _test_set(module: str) -> list[str]:
    """``grep -lE TEST_PATTERNS[module]`` over ``tests/**/test_*.py`` (and the test files that
    import a matching helper of ``tests/``), sorted, then ``module`` itself (its doctests)."""
    pat = re.compile(TEST_PATTERNS[module], re.M)
    files = sorted(p for p in (ROOT / "tests").rglob("*.py") if "__pycache__" not in p.parts)
    texts = {p: p.read_text(errors="replace") for p in files}
    hits = {p for p, t in texts.items() if pat.search(t)}
    for h in [p for p in hits if not p.name.startswith("test_") and p.name not in ("conftest.py", "__init__.py")]:
        hits |= {p for p, t in texts.items() if p.name.startswith("test_") and re.search(rf"\b{h.stem}\b", t)}
    return [str(p.relative_to(ROOT)) for p in sorted(hits) if p.name.startswith("test_")] + [module]


TESTS = {m: _test_set(m) for m in TEST_PATTERNS}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/compare.py
    _m("audit6b.compare.upper_bound_min", CP,
       "return max(sampled.value + z * sampled.stderr, sampled.ci[1]) >= exact - 1e-12",
       "return min(sampled.value + z * sampled.stderr, sampled.ci[1]) >= exact - 1e-12",
       "check_row's upper bound takes the smaller of value + z stderr and the interval's upper end"),
    _m("audit6b.compare.exit_main_scan", CP,
       'tau = exact_exit_times(main.with_scan("random").kernel, mask)',
       "tau = exact_exit_times(main.kernel, mask)",
       "the exact exit time is taken on the summary's own scan (systematic sweeps) instead of the random scan"),
    _m("audit6b.compare.passes_alpha", CP,
       "def passes(self, alpha: float = 0.01) -> bool:",
       "def passes(self, alpha: float = 0.05) -> bool:",
       "CoverageResult.passes defaults to alpha = 0.05 instead of 0.01"),
    # ------------------------------------------------------------------ toolkit/_states.py
    _m("audit6b._states.tie_or", ST,
       "((excess <= TIE_ATOL) & (excess <= np.asarray(d_prev, dtype=float) - d))",
       "((excess <= TIE_ATOL) | (excess <= np.asarray(d_prev, dtype=float) - d))",
       "tie_or_below accepts d above eps by any excess no larger than the last step's decrease (| for &)"),
    _m("audit6b._states.encode_without_axis0", ST,
       "return encode(np.delete(np.asarray(x), i, axis=-1), q)",
       "return encode(np.delete(np.asarray(x), i, axis=0), q)",
       "encode_without deletes row i (axis 0) instead of site i for a batch of states"),
    _m("audit6b._states.tv_dtype_dropped", ST,
       "d = 0.5 * np.abs(np.asarray(mu) - np.asarray(nu)).sum(axis=axis, dtype=dtype)",
       "d = 0.5 * np.abs(np.asarray(mu) - np.asarray(nu)).sum(axis=axis)",
       "tv ignores its dtype argument (float32 rows summed in float32)"),
    # ------------------------------------------------------------------ toolkit/models/masked_toy.py
    _m("audit6b.masked_toy.mfp_coupling_no_fraction", MT,
       "return MeanFieldPotts(q, self.length, b.beta * self.length / L, field=b.field + b.beta / L * c)",
       "return MeanFieldPotts(q, self.length, b.beta, field=b.field + b.beta / L * c)",
       "reduced() of a mean-field Potts window keeps beta for the free sites instead of beta n / L"),
    _m("audit6b.masked_toy.cw_tokens_not_spins", MT,
       "S = float(s[self._text[fixed]].sum())",
       "S = float(self._text[fixed].sum())",
       "reduced() of a Curie-Weiss window sums the fixed tokens' indices (0/1) instead of their spins (-1/+1)"),
    _m("audit6b.masked_toy.window_floor", MT,
       "start = round((L - n) / 2)",
       "start = (L - n) // 2",
       "the default window starts at floor((L - n)/2) instead of Python's round (half to even)"),
    _m("audit6b.masked_toy.free_position_upper_bound", MT,
       "bad = [p for p in pos if not 0 <= p < L]",
       "bad = [p for p in pos if not 0 <= p <= L]",
       "free position L (one past the template) is not refused by the position check"),
    _m("audit6b.masked_toy.toy_tokens_boundary", MT,
       "return list(AMINO[:q]) if q <= len(AMINO) else",
       "return list(AMINO[:q]) if q < len(AMINO) else",
       "toy_tokens(20) gives t0..t19 instead of the 20 amino-acid letters"),
    _m("audit6b.masked_toy.pairwise_field_transposed", MT,
       "h = b.h[free] + b.J[free[:, None], fixed[None, :], :, self._text[fixed][None, :]].sum(axis=1)",
       "h = b.h[free] + b.J[fixed[None, :], free[:, None], :, self._text[fixed][None, :]].sum(axis=1)",
       "reduced() of a pairwise base takes the fixed sites' field from J[j, i] instead of J[i, j]"),
    # ------------------------------------------------------------------ toolkit/app/commands/sweep.py
    _m("audit6b.sweep.exact_phase_unguarded", SW,
       'exact = [e for e in estimators if e in ("exact", "exact-phase")]',
       'exact = [e for e in estimators if e in ("exact",)]',
       "the enumeration guard before the store exists skips the exact-phase estimator"),
    _m("audit6b.sweep.free_stop_negative", SW,
       "v.start is None or v.stop is None or v.start < 0 or v.stop < 0)",
       "v.start is None or v.stop is None or v.start < 0)",
       "a --free slice with a negative stop is not refused"),
    _m("audit6b.sweep.connect_timeout_zero", SW,
       'if not (args.connect_timeout > 0 and args.connect_timeout < float("inf")):',
       'if not (args.connect_timeout >= 0 and args.connect_timeout < float("inf")):',
       "--connect-timeout 0 is accepted"),
    # ------------------------------------------------------------------ toolkit/app/report/metastability.py
    _m("audit6b.metastability.slack_swapped", MS,
       "slack=slack_lower_log(r.log_exit_time, r.log_bound)",
       "slack=slack_lower_log(r.log_bound, r.log_exit_time)",
       "the escape-bound claim's slack has its arguments swapped (bound and exit time)"),
    _m("audit6b.metastability.quick_no_basins", MS,
       "if quick and basin_rows:",
       "if quick:",
       "quick mode drops every basin row instead of keeping the first"),
    _m("audit6b.metastability.data_key", MS,
       '("model", "basin_size", "gamma", "k", "k_gamma",',
       '("model", "size", "gamma", "k", "k_gamma",',
       "the section's data names the basin size 'size' instead of 'basin_size'"),
    # ------------------------------------------------------------------ toolkit/app/output.py
    _m("audit6b.output.nonfinite_always", OU,
       "if any(found.values()):",
       "if found:",
       "envelope writes the nonfinite entry even when no value is non-finite"),
    _m("audit6b.output.model_overrides_payload", OU,
       'out.setdefault("model", info["name"])',
       'out["model"] = info["name"]',
       "envelope overwrites the payload's own model entry with the model info's name"),
    _m("audit6b.output.short_width", OU,
       'return s if len(s) <= width else s[: width - 3] + "..."',
       'return s if len(s) <= width else s[:width] + "..."',
       "_short keeps width characters before the ellipsis (the result is width + 3 long)"),
    # ------------------------------------------------------------------ toolkit/app/commands/check.py
    _m("audit6b.check.exit_always_zero", CK,
       "return 0 if report.all_hold else 1",
       "return 0",
       "glauber check exits 0 when a claim whose hypothesis holds fails"),
    _m("audit6b.check.default_n", CK,
       'p.set_defaults(_model_defaults={"q": 3, "n": 6})',
       'p.set_defaults(_model_defaults={"q": 3, "n": 5})',
       "glauber check's default model size is n = 5 instead of 6"),
    _m("audit6b.check.warnings_key", CK,
       '{**report.to_dict(), "warnings": warnings}',
       '{**report.to_dict(), "warning": warnings}',
       "the JSON of glauber check names its warnings 'warning'"),
    # ------------------------------------------------------------------ toolkit/app/commands/scan.py
    _m("audit6b.scan.n_max_excluded", SC,
       'sizes = range(lo, check_int(10 if args.n_max is None else args.n_max, "n_max", minimum=lo) + 1)',
       'sizes = range(lo, check_int(10 if args.n_max is None else args.n_max, "n_max", minimum=lo))',
       "scan nlogn leaves out n = n_max"),
    _m("audit6b.scan.none_is_failure", SC,
       "ok = res.all_hold is not False",
       "ok = res.all_hold",
       "scan nlogn exits 1 when no size had an applicable bound (all_hold None)"),
    _m("audit6b.scan.sizes_with_one_flag", SC,
       "if given:  # neither silently wins",
       "if len(given) > 1:  # neither silently wins",
       "--sizes with only one of --n-min/--n-max is accepted (the flag silently ignored)"),
    # ------------------------------------------------------------------ exact/_nonreversible_krylov.py
    _m("audit6b.nrk.two_sided_max", NK,
       "    return min(first, second)\n",
       "    return max(first, second)\n",
       "two_sided_error takes the larger of the first- and second-order terms"),
    _m("audit6b.nrk.lambda2_not_capped", NK,
       "return min(lam2, lam_star), lam_star, 1.0 - lam_star, err, used",
       "return lam2, lam_star, 1.0 - lam_star, err, used",
       "lambda_2 is not capped by lambda_star"),
    _m("audit6b.nrk.tops_one_short", NK,
       "for k in range(1, k_max + 1):",
       "for k in range(1, k_max):",
       "reversibilization_tops stops at k_max - 1"),
    # ------------------------------------------------------------------ toolkit/device_chains.py
    _m("audit6b.device_chains.inverse_cdf_strict", DC,
       "return (c <= (u * c[..., -1])[..., None]).sum(dim=-1).clamp_(max=p.shape[-1] - 1)",
       "return (c < (u * c[..., -1])[..., None]).sum(dim=-1).clamp_(max=p.shape[-1] - 1)",
       "inverse_cdf_torch counts categories with cumsum < u instead of <= u (zero-weight ones drawn at ties)"),
    _m("audit6b.device_chains.no_temperature", DC,
       "a = inverse_cdf_torch(torch.softmax(lg / T, dim=-1), u)",
       "a = inverse_cdf_torch(torch.softmax(lg, dim=-1), u)",
       "the device chain draws from softmax(logits) whatever the temperature"),
    _m("audit6b.device_chains.lazy_flipped", DC,
       "keep = torch.rand(B, generator=gen, device=dev) < lazy",
       "keep = torch.rand(B, generator=gen, device=dev) > lazy",
       "a lazy chain keeps its token with probability 1 - lazy instead of lazy"),
    # ------------------------------------------------------------------ toolkit/phase.py
    _m("audit6b.phase.majority_stride", PH,
       "counts = np.bincount((x + q * np.arange(B)[:, None]).ravel(), minlength=B * q).reshape(B, q)",
       "counts = np.bincount((x + n * np.arange(B)[:, None]).ravel(), minlength=B * q).reshape(B, q)",
       "majority_fraction offsets each row by n instead of q (rows' counts mixed when n != q)"),
    _m("audit6b.phase.relaxation_unresolved", PH,
       "relaxation=np.where(self.mixing_resolved, self.mixing, np.nan),",
       "relaxation=self.mixing,",
       "scaling_data passes unresolved mixing values (lower bounds) as relaxation times"),
    _m("audit6b.phase.groups_guard", PH,
       "if n_groups > n_chains // 2:",
       "if n_groups > n_chains:",
       "sampled_phase_grid accepts groups of a single chain (n_groups up to n_chains)"),
    _m("audit6b.phase.to_dict_stderr_key", PH,
       '"susceptibility_stderr": self.susceptibility_stderr.tolist(),',
       '"susceptibility_err": self.susceptibility_stderr.tolist(),',
       "PhaseGrid.to_dict names the susceptibility's standard error 'susceptibility_err'"),
    _m("audit6b.phase.temps_unsorted", PH,
       "ts = sorted({check_temperature(t) for t in np.asarray(list(temperatures), dtype=float).reshape(-1)})",
       "ts = list({check_temperature(t) for t in np.asarray(list(temperatures), dtype=float).reshape(-1)})",
       "the sampled grid's temperatures are deduplicated but not sorted"),
    # ------------------------------------------------------------------ exact/lumped.py
    _m("audit6b.lumped.certified_any_q", LU,
       'if starts == "certified" and q != 2:',
       'if starts == "certified" and q < 2:',
       "starts='certified' with q > 2 is not refused"),
    _m("audit6b.lumped.multiplicity_j1", LU,
       "return math.comb(n, j) - (math.comb(n, j - 1) if j >= 1 else 0)",
       "return math.comb(n, j) - (math.comb(n, j - 1) if j > 1 else 0)",
       "sector_multiplicity(n, 1) is C(n, 1) = n instead of n - 1"),
    _m("audit6b.lumped.kill_no_j", LU,
       "kill = w * j * (np.where(m >= 1,",
       "kill = w * (np.where(m >= 1,",
       "the sector's killing rate drops the factor j (the number of paired sites)"),
    _m("audit6b.lumped.count_chain_no_lazy", LU,
       "stay = np.full(N, lazy)\n    for a in range(q):\n        src, io = others_index(C, a)",
       "stay = np.zeros(N)\n    for a in range(q):\n        src, io = others_index(C, a)",
       "the count chain's holding probability leaves out the lazy part"),
    _m("audit6b.lumped.certified_no_sqrt", LU,
       "U = np.minimum(Lk + 0.5 * np.sqrt(R2), 1.0)",
       "U = np.minimum(Lk + 0.5 * R2, 1.0)",
       "the certified upper bound adds R_k^2 / 2 instead of R_k / 2 (too small: classes certified wrongly)"),
    _m("audit6b.lumped.exit_mask_dtype", LU,
       "if mask.shape != (chain.n_states,) or mask.dtype != bool:",
       "if mask.shape != (chain.n_states,):",
       "lumped_exit_times accepts a non-boolean mask"),
    _m("audit6b.lumped.symmetric_lower_end", LU,
       'lo = max(gap - e, 0.0) if kind == "full" else 0.0',
       "lo = max(gap - e, 0.0)",
       "a symmetric-sector gap (an upper bound) gets a positive lower end gap - error"),
    _m("audit6b.lumped.deflate_not_reversed", LU,
       "lnu = law.log_pi[::-1]  # count-vector rows run m = n..0; sector levels m = 0..n",
       "lnu = law.log_pi  # count-vector rows run m = n..0; sector levels m = 0..n",
       "sector 0's Perron vector is deflated in count-vector order (m = n..0) instead of level order"),
    _m("audit6b.lumped.one_site_gap_no_lazy", LU,
       "return _gap_summary(1.0 - lazy, 0.0, lazy, lazy, q=q, n=n, sector=0,",
       "return _gap_summary(1.0, 0.0, lazy, lazy, q=q, n=n, sector=0,",
       "the one-site gap ignores laziness (1 instead of 1 - lazy)"),
    _m("audit6b.lumped.class_counts_negative", LU,
       "if c.shape != (q,) or np.any(c < 0) or int(c.sum()) != n",
       "if c.shape != (q,) or int(c.sum()) != n",
       "class_chain does not refuse negative counts that sum to n"),
]

#: mutants believed before the run to change no behaviour, with the reason
EQUIVALENT: dict[str, str] = {}

#: filled in after the first run: the entry of scripts/mutants.py that is the same bug
DUPLICATE_OF: dict[str, str] = {
    'audit6b.compare.passes_alpha': 'sweep6s4.compare.passes_alpha_005',
    'audit6b.masked_toy.cw_tokens_not_spins': 'sweep6s5.masked_toy.cw_fixed_sum_sign',
    'audit6b.masked_toy.window_floor': 'sweep6s5.masked_toy.window_floor',
    'audit6b.masked_toy.toy_tokens_boundary': 'sweep6s5.masked_toy.tokens_letters_below_20',
    'audit6b.sweep.exact_phase_unguarded': 'audit4d.sweep.exact_phase_unguarded',
    'audit6b.metastability.slack_swapped': 'audit4e.meta.slack_args_swapped',
    'audit6b.metastability.quick_no_basins': 'audit4e.meta.quick_no_basin',
    'audit6b.output.nonfinite_always': 'audit4c.output.nonfinite_always',
    'audit6b.check.exit_always_zero': 'audit4d.check.exit_status',
    'audit6b.scan.n_max_excluded': 'audit4d.scan.nmax_exclusive',
    'audit6b.scan.none_is_failure': 'audit4d.scan.none_fails',
    'audit6b.scan.sizes_with_one_flag': 'audit4d.scan.sizes_conflict',
    'audit6b.nrk.two_sided_max': 'audit4a._nonreversible_krylov.error_max',
    'audit6b.device_chains.inverse_cdf_strict': 'audit4b.device_chains.cdf_strict',
    'audit6b.device_chains.lazy_flipped': 'audit4b.device_chains.lazy_flipped',
    'audit6b.phase.relaxation_unresolved': 'blind3.phase.relaxation_unresolved',
    'audit6b.phase.groups_guard': 'cov5h2.phase.n_groups',
    'audit6b.phase.temps_unsorted': 'sweep6s3.phase.temps_unsorted',
    'audit6b.lumped.certified_any_q': 'audit5c.lumped.certified_any_q',
    'audit6b.lumped.kill_no_j': 'audit5c.lumped.kill_drops_j',
    'audit6b.lumped.count_chain_no_lazy': 'sweep6s2.lumped.count_stay_no_lazy',
    'audit6b.lumped.symmetric_lower_end': 'i27l.symmetric_interval_from_gap',
}

#: filled in after the first run: {"note": ..., "killed_by": ...} per survivor
SURVIVOR_NOTES: dict[str, dict] = {
    'audit6b.compare.exit_main_scan': {'note': "no test built a summary of a systematic-scan run with an exit row: the exact exit time was only checked where the summary's scan was random", 'killed_by': 'tests/toolkit/test_blind6b.py::test_exact_exit_time_is_the_random_scan_ones_whatever_the_summary_scan'},
    'audit6b.sweep.free_stop_negative': {'note': "a negative stop gives an empty range, refused later as 'no free site' with exit 2 too: no test read the message of the sweep's own --free check", 'killed_by': 'tests/test_blind6b_commands.py::test_sweep_refuses_a_free_slice_with_a_negative_stop'},
    'audit6b.metastability.data_key': {'note': "the section's data (basins) was never read by key", 'killed_by': 'tests/toolkit/test_blind6b.py::test_metastability_section_data_names_the_basin_columns'},
    'audit6b.output.model_overrides_payload': {'note': "envelope's 'where missing' was tested only for payloads without a model entry", 'killed_by': 'tests/toolkit/test_blind6b.py::test_envelope_keeps_the_payloads_own_model_entry'},
    'audit6b.nrk.lambda2_not_capped': {'note': 'equivalent in exact arithmetic (Re lambda <= |lambda| <= lambda_star); the cap guards only against round-off in the Ritz values, so no natural chain shows it: the test forces a lambda_2 estimate above lambda_star', 'killed_by': 'tests/exact/test_blind6b.py::test_lambda_2_is_capped_by_lambda_star'},
    'audit6b.lumped.exit_mask_dtype': {'note': "the mask's dtype check was never given a 0/1 integer mask", 'killed_by': 'tests/exact/test_blind6b.py::test_lumped_exit_times_refuses_a_mask_that_is_not_boolean'},
    'audit6b.lumped.class_counts_negative': {'note': 'the counts check was tested with wrong sums and shapes, never with a negative count that keeps the sum', 'killed_by': 'tests/exact/test_blind6b.py::test_class_chain_refuses_negative_counts_that_sum_to_n'},
}

#: filled in after the first run: tests added for the survivors (run with --after)
AFTER_TESTS: dict[str, list[str]] = {
    'audit6b.compare.exit_main_scan': ['tests/toolkit/test_blind6b.py'],
    'audit6b.metastability.data_key': ['tests/toolkit/test_blind6b.py'],
    'audit6b.output.model_overrides_payload': ['tests/toolkit/test_blind6b.py'],
    'audit6b.sweep.free_stop_negative': ['tests/test_blind6b_commands.py'],
    'audit6b.nrk.lambda2_not_capped': ['tests/exact/test_blind6b.py'],
    'audit6b.lumped.exit_mask_dtype': ['tests/exact/test_blind6b.py'],
    'audit6b.lumped.class_counts_negative': ['tests/exact/test_blind6b.py'],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

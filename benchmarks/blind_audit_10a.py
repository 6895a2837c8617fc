"""Tenth blind mutation audit, part a (issue 30): 56 mutants in the 12 modules dealt to 10a by
the tenth draw (``python benchmarks/blind_audit_5_draw.py --audit 10 --seed 2026120410``:
exact/_lowrank_tmix, toolkit/models/masked_toy, toolkit/growth, toolkit/app/report/calibration,
exact/rectangles, exact/transfer, toolkit/app/study, toolkit/app/report/semantic,
toolkit/app/commands/sample, exact/compat, exact/_arnoldi, toolkit/app/commands/study), written
without reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under
``tests/`` (protocol: benchmarks/blind_audit_10_protocol.md). Each mutant is a bug a developer
could make in the source, read for this audit: 3 per module under 150 statements, 5 for 150-400,
8 above 400. Mutants believed equivalent are marked (``EQUIVALENT``) before anything ran; the
ones found after the first run to be the same bug as an entry of ``scripts/mutants.py`` are in
:data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets (new in the tenth audit): each module's targeted tests as the project defines them,
``python scripts/automut.py MODULE --list-tests`` (every test file that names the module by
dotted path or import, then the module itself for its doctests), computed when this file loads
(:func:`automut.default_tests`), so on the commit it runs on. None added, none dropped.
A mutant first failed by its module's doctest is a kill; the record also gives the score with
those counted as survivors (``tests/`` only).

Ids: ``audit10a.<module stem>.<what>``; the two ``study`` modules are ``study`` (toolkit/app)
and ``study_cmd`` (toolkit/app/commands), the report sections ``report_calibration`` and
``report_semantic``, the ``sample`` command ``sample_cmd``.

Usage::

    python benchmarks/blind_audit_10a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_10a.py --id 'audit10a.transfer.*' --timeout 300
    python benchmarks/blind_audit_10a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)
from automut import default_tests  # noqa: E402  (the modules' targeted tests)

ROOT = Path(__file__).resolve().parents[1]

LR, MT, GR = "exact/_lowrank_tmix.py", "toolkit/models/masked_toy.py", "toolkit/growth.py"
RC, RE, TR = "toolkit/app/report/calibration.py", "exact/rectangles.py", "exact/transfer.py"
ST, RS, SC = "toolkit/app/study.py", "toolkit/app/report/semantic.py", "toolkit/app/commands/sample.py"
CO, AR, SD = "exact/compat.py", "exact/_arnoldi.py", "toolkit/app/commands/study.py"
MODULES = (LR, MT, GR, RC, RE, TR, ST, RS, SC, CO, AR, SD)
#: each module's targeted tests (``scripts/automut.py MODULE --list-tests``), on this commit
TESTS = {f: default_tests(f) for f in MODULES}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------ exact/_lowrank_tmix.py (5)
    _m("audit10a.lowrank_tmix.tmax_one_guard", LR,
       "    if t_max < 1:\n        return done(None, int(np.argmax(d0)))",
       "    if t_max <= 1:\n        return done(None, int(np.argmax(d0)))",
       "off-by-one at the t_max guard: t_max = 1 returns 'not mixed' without looking at d(1)"),
    _m("audit10a.lowrank_tmix.square_stop_ge", LR,
       "if dists[-1] <= thr or 2 * t > t_max:",
       "if dists[-1] <= thr or 2 * t >= t_max:",
       "squaring stops one power early when 2t == t_max: d(t_max) is never checked, a time <= t_max is "
       "reported where the chain has not mixed by t_max"),
    _m("audit10a.lowrank_tmix.k_high_cap", LR,
       "k_high = t_max // tau + 1  # d(k tau) > eps up to t_max",
       "k_high = t_max // tau  # d(k tau) > eps up to t_max",
       "the factored search's cap k_high one too small: a chain not mixed by t_max is reported mixed"),
    _m("audit10a.lowrank_tmix.bisect_worst_unmapped", LR,
       "    worst = int(active[worst_index(d_low)])\n    return done(t_low + 1 if t_low + 1 <= t_max else None, worst)\n",
       "    worst = int(worst_index(d_low))\n    return done(t_low + 1 if t_low + 1 <= t_max else None, worst)\n",
       "dense bisection's worst start is the index among the still-active starts, not mapped back to a state"),
    _m("audit10a.lowrank_tmix.factored_greedy_skips_top", LR,
       "for i in range(J - 1, -1, -1):",
       "for i in range(J - 2, -1, -1):",
       "the factored path's greedy bisection skips the largest step 2^(J-1): times in the upper half of "
       "(k tau, (k+1) tau] are never reached"),
    # ------------------------------------------------------------ toolkit/models/masked_toy.py (5)
    _m("audit10a.masked_toy.mfp_field_norm", MT,
       "field=b.field + b.beta / L * c)",
       "field=b.field + b.beta / self.length * c)",
       "reduced mean-field Potts: the fixed sites' field divided by n (free sites) instead of L (template)"),
    _m("audit10a.masked_toy.cw_spin_sum", MT,
       "S = float(s[self._text[fixed]].sum())",
       "S = float(self._text[fixed].sum())",
       "reduced Curie-Weiss: the fixed sites' magnetization summed over token indices (0/1), not spins (-1/+1)"),
    _m("audit10a.masked_toy.window_floor", MT,
       "start = round((L - n) / 2)",
       "start = (L - n) // 2",
       "the default window starts at floor((L - n)/2), not Python's round (half to even) as the phase "
       "study's window does"),
    _m("audit10a.masked_toy.text_index_bound", MT,
       "(arr.min() < 0 or arr.max() >= q)):",
       "(arr.min() < 0 or arr.max() > q)):",
       "a text of token indices accepts index q (one past V) instead of raising InvalidInputError"),
    _m("audit10a.masked_toy.length_amino_boundary", MT,
       "return len(\"\".join(text.split())) if q <= len(AMINO) else len(text.split())",
       "return len(\"\".join(text.split())) if q < len(AMINO) else len(text.split())",
       "the template length of a string text with q = 20 counts whitespace words, not letters"),
    # ------------------------------------------------------------ toolkit/growth.py (5)
    _m("audit10a.growth.info_and", GR,
       "info = (lo > 0) | np.isfinite(hi)",
       "info = (lo > 0) & np.isfinite(hi)",
       "sizes with only a lower or only an upper end are dropped (needs both, not either)"),
    _m("audit10a.growth.window_ratio_le", GR,
       "if nw[-1] / nw[0] < MIN_WINDOW_RATIO:",
       "if nw[-1] / nw[0] <= MIN_WINDOW_RATIO:",
       "a window spanning exactly MIN_WINDOW_RATIO is refused"),
    _m("audit10a.growth.jump_uses_censored", GR,
       "jumped = bool(jump and not poly and not cw[-2] and s_top <= z_poly)",
       "jumped = bool(jump and not poly and s_top <= z_poly)",
       "the jump branch uses a censored lower end at the middle size (the run's length, not a bound)"),
    _m("audit10a.growth.interval_low_end", GR,
       "interval = (_slope(lhi[0], llo[-1], span) if lw[-1] > 0 else -math.inf",
       "interval = (_slope(llo[0], llo[-1], span) if lw[-1] > 0 else -math.inf",
       "the polynomial exponent interval's low end from ln(lo_K / lo_{K-2}), not ln(lo_K / hi_{K-2})"),
    _m("audit10a.growth.change_above_max", GR,
       "return ChangeTemperature(nv, float(T[k_fast]), float(T[min(above)]), monotone, note)",
       "return ChangeTemperature(nv, float(T[k_fast]), float(T[max(above)]), monotone, note)",
       "the change temperature's high end is the highest polynomial temperature, not the lowest above "
       "the faster one"),
    # ------------------------------------------------------------ toolkit/app/report/calibration.py (3)
    _m("audit10a.report_calibration.quick_families", RC,
       "families = families[1:3]",
       "families = families[:2]",
       "--quick runs independent sites and symmetric Potts instead of symmetric Potts and asymmetric pairwise"),
    _m("audit10a.report_calibration.agree_strict", RC,
       "n_ok >= 0.8 * n_rows,",
       "n_ok > 0.8 * n_rows,",
       "the '>= 80% of rows agree' claim fails at exactly 80 %"),
    _m("audit10a.report_calibration.coupling_point_value", RC,
       "\"coupling inequality\", True, r.sampled.ci[1], r.exact.value, r.ok,",
       "\"coupling inequality\", True, r.sampled.value, r.exact.value, r.ok,",
       "the coupling claim reports the point estimate as the bound, not the interval's upper end"),
    # ------------------------------------------------------------ exact/rectangles.py (5)
    _m("audit10a.rectangles.one_site_accepted", RE,
       "if len(idx) < 2:\n            raise InvalidInputError(f\"`sites` must name at least 2 distinct sites",
       "if len(idx) < 1:\n            raise InvalidInputError(f\"`sites` must name at least 2 distinct sites",
       "`sites` naming one distinct site is not refused (no site pair: no InvalidInputError)"),
    _m("audit10a.rectangles.stride_offset_sign", RE,
       "sample.append(absr[(-offset) % stride::stride])",
       "sample.append(absr[offset % stride::stride])",
       "the streamed quantile subsample's stride phase runs the wrong way across chunks (not evenly strided)"),
    _m("audit10a.rectangles.rtol_min_one", RE,
       "return np.array([r * max(1.0, float(np.abs(L.values[i]).max())) for i in range(L.n)])",
       "return np.array([r * min(1.0, float(np.abs(L.values[i]).max())) for i in range(L.n)])",
       "logit_rtol errors scaled by min(1, max |l_i|) instead of max(1, max |l_i|)"),
    _m("audit10a.rectangles.corner_site_order", RE,
       "si = self.q ** (self.n - 1 - self.i.astype(np.int64))",
       "si = self.q ** self.i.astype(np.int64)",
       "corner_indices: site i's place value in the wrong order (site 0 least significant)"),
    _m("audit10a.rectangles.stride_floor", RE,
       "stride = max(1, int(math.ceil(total / float(max_sample))))",
       "stride = max(1, int(total / float(max_sample)))",
       "the quantile subsample's stride rounded down: more than max_rectangles values kept"),
    # ------------------------------------------------------------ exact/transfer.py (8)
    _m("audit10a.transfer.gauge_axis", TR,
       "Phi[k] = A + (B.mean(axis=1) - B.mean())[None, :]",
       "Phi[k] = A + (B.mean(axis=0) - B.mean())[None, :]",
       "the gauge of a compatible-but-not-transposed edge takes J[j, i]'s column means, not its row means"),
    _m("audit10a.transfer.token_m2_factor", TR,
       "out[\"magnetization_sq\"] = (q / (q - 1)) * sum(p @ (rho - 1.0 / q) ** 2 for p in ps)",
       "out[\"magnetization_sq\"] = sum(p @ (rho - 1.0 / q) ** 2 for p in ps)",
       "<|m|^2> from the per-token laws without the factor q/(q-1)"),
    _m("audit10a.transfer.connected_chi_no_T", TR,
       "out[\"connected_chi\"] = n * _var(p, absm) / Ts",
       "out[\"connected_chi\"] = n * _var(p, absm)",
       "the connected susceptibility n Var(|m|) not divided by T"),
    _m("audit10a.transfer.potts_afm_ratio", TR,
       "ratio = math.log(q / -math.expm1(alpha) - 1.0)",
       "ratio = math.log(q / -math.expm1(alpha) + 1.0)",
       "antiferromagnetic Potts closed form: ln(lambda_1/|lambda_2|) with + 1 for - 1"),
    _m("audit10a.transfer.path_end_rows", TR,
       "rows[0] = rows[-1] = _one_minus_tanh(abs(K))",
       "rows[0] = rows[-1] = _one_minus_tanh(2 * abs(K))",
       "the path's end rows of I - B use 1 - tanh(2K) (an inner site's) instead of 1 - tanh(K)"),
    _m("audit10a.transfer.potts_chain_cycle2", TR,
       "boundary = \"cycle\" if graph == \"cycle\" and n >= 3 else \"path\"",
       "boundary = \"cycle\" if graph == \"cycle\" and n >= 2 else \"path\"",
       "potts_chain(graph='cycle') with n = 2 builds a cycle (refused) instead of the one-edge path"),
    _m("audit10a.transfer.to_model_no_transpose", TR,
       "J[j, i] += self.couplings[k].T",
       "J[j, i] += self.couplings[k]",
       "to_model: J[j, i] = Phi instead of Phi^T (a different, incompatible model for asymmetric Phi)"),
    _m("audit10a.transfer.cycle_close_transpose", TR,
       "close = chain.couplings[chain.n - 1].T[None] * beta[:, None, None]",
       "close = chain.couplings[chain.n - 1][None] * beta[:, None, None]",
       "the cycle's closing edge read as Phi(s, a) instead of Phi(a, s) (wrong for asymmetric potentials)"),
    # ------------------------------------------------------------ toolkit/app/study.py (8)
    _m("audit10a.study.bracket_ratio_strict", ST,
       "    if d[\"ratio\"] <= 10:\n        return \"holds\", \"\"",
       "    if d[\"ratio\"] < 10:\n        return \"holds\", \"\"",
       "a bracket exactly 10x wide is 'not resolved' instead of 'holds' (ratio <= 10)"),
    _m("audit10a.study.escape_refuted_low_end", ST,
       "if m.ci[1] < bound:",
       "if m.ci[0] < bound:",
       "the escape claim is 'refuted' when the interval's low end (not its whole interval) is below the bound"),
    _m("audit10a.study.budget_line_remainders", ST,
       "for k in sorted(keys, key=lambda k: exact[k] - pct[k], reverse=True)[:100 - sum(pct.values())]:",
       "for k in sorted(keys, key=lambda k: exact[k] - pct[k])[:100 - sum(pct.values())]:",
       "largest remainders: the leftover percent goes to the smallest remainders"),
    _m("audit10a.study.stage_line_rest", ST,
       "rest = budget * sum(shares.get(c, 0.0) for c in order[k:])",
       "rest = budget * sum(shares.get(c, 0.0) for c in order[k + 1:])",
       "the progress line's time left leaves out the section just starting"),
    _m("audit10a.study.pairs_all_strict", ST,
       "pairs = \"all\" if n_pairs >= n_all else \"random\"",
       "pairs = \"all\" if n_pairs > n_all else \"random\"",
       "incompatibility: a budget for every site pair still draws them 'random' (never 'all')"),
    _m("audit10a.study.fixed_points_unordered", ST,
       "    uniq = uniq[np.argsort(first)]\n",
       "",
       "metastability: the distinct fixed points left in lexicographic order, so row 0 (x*, its margin "
       "gamma) need not be the sequence's"),
    _m("audit10a.study.budget_zero", ST,
       "if not (math.isfinite(seconds) and seconds > 0):",
       "if not (math.isfinite(seconds) and seconds >= 0):",
       "study() accepts budget=0 instead of raising InvalidInputError"),
    _m("audit10a.study.results_skipped_key", ST,
       "\"skipped\": s.skipped,\n                                    \"figures\"",
       "\"skip\": s.skipped,\n                                    \"figures\"",
       "results.json: a section's skip reason written under 'skip', not 'skipped'"),
    # ------------------------------------------------------------ toolkit/app/report/semantic.py (3)
    _m("audit10a.report_semantic.low_high_swapped", RS,
       "low, high = study.results[0], study.results[-1]",
       "low, high = study.results[-1], study.results[0]",
       "the low-vs-high-T sojourn claim compares the temperatures the wrong way round"),
    _m("audit10a.report_semantic.longest_dwell_min", RS,
       "f\"{np.nanmax(b.mean_dwells):.3g}\"",
       "f\"{np.nanmin(b.mean_dwells):.3g}\"",
       "the 'longest mean dwell' column shows the shortest"),
    _m("audit10a.report_semantic.occupancy_percent", RS,
       "f\"{100 * b.occupancy[i]:.1f}%\"",
       "f\"{b.occupancy[i]:.1f}%\"",
       "basin occupancy printed as a fraction with a % sign (factor 100 dropped)"),
    # ------------------------------------------------------------ toolkit/app/commands/sample.py (5)
    _m("audit10a.sample_cmd.ess_convention", SC,
       "return mean.n_samples / iat",
       "return mean.n_samples / (2 * iat)",
       "ESS = N / (2 tau) (the other autocorrelation-time convention) instead of N / tau"),
    _m("audit10a.sample_cmd.exact_outside_none", SC,
       "if row.ok is False:",
       "if not row.ok:",
       "rows without an exact comparison (ok None) are warned as 'exact value outside'"),
    _m("audit10a.sample_cmd.coupling_steps_min", SC,
       "max_steps = args.coupling_steps if args.coupling_steps is not None else max(4 * args.steps, 1000)",
       "max_steps = args.coupling_steps if args.coupling_steps is not None else min(4 * args.steps, 1000)",
       "the cost estimate's default coupled-step cap is min(4 steps, 1000), not max"),
    _m("audit10a.sample_cmd.toy_coupling_steps", SC,
       "if args.coupling_steps is None and real:",
       "if args.coupling_steps is None:",
       "toy models' coupled pairs capped at --steps too (documented: max(4 steps, 1000); --steps for real MLMs)"),
    _m("audit10a.sample_cmd.outside_more_boundary", SC,
       "more = f\", ... ({len(outside)} in all)\" if len(outside) > 6 else \"\"",
       "more = f\", ... ({len(outside)} in all)\" if len(outside) >= 6 else \"\"",
       "the text-outside-V warning says '...' when exactly the 6 shown are all there are"),
    # ------------------------------------------------------------ exact/compat.py (3)
    _m("audit10a.compat.drift_unweighted", CO,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))",
       "means.append(float(kl.mean()))",
       "conditional drift's kl_mean is the plain mean over contexts, not pi-weighted"),
    _m("audit10a.compat.kolmogorov_min", CO,
       "else max(kol_err[0], float(np.nanmax(e)))",
       "else min(kol_err[0], float(np.nanmax(e)))",
       "the Kolmogorov error over chunks keeps the smallest chunk maximum, not the largest"),
    _m("audit10a.compat.systematic_not_refused", CO,
       "        if not P.is_random_scan:\n            raise InvalidInputError(\"Kolmogorov ratios",
       "        if False:\n            raise InvalidInputError(\"Kolmogorov ratios",
       "Kolmogorov ratios of a systematic-scan kernel are not refused (silently uses its site conditionals)"),
    # ------------------------------------------------------------ exact/_arnoldi.py (3)
    _m("audit10a.arnoldi.dgks_inverted", AR,
       "if after > DGKS * before:",
       "if after < DGKS * before:",
       "CGS2's second pass taken when little cancelled and skipped when most of |w| cancelled"),
    _m("audit10a.arnoldi.residual_first_row", AR,
       "res = np.abs(beta * Y[m - 1, :]) / np.linalg.norm(Y, axis=0)",
       "res = np.abs(beta * Y[0, :]) / np.linalg.norm(Y, axis=0)",
       "Ritz residual estimates from the first component of y, not the last (e_m^T y)"),
    _m("audit10a.arnoldi.basis_size_n", AR,
       "m = min(m, N - 1)",
       "m = min(m, N)",
       "the basis may hold N vectors (m = N): the guard k < m < N no longer refuses k = N - 1"),
    # ------------------------------------------------------------ toolkit/app/commands/study.py (3)
    _m("audit10a.study_cmd.temperature_zero", SD,
       "bad = [t for t in out if not (math.isfinite(t) and t > 0)]",
       "bad = [t for t in out if not (math.isfinite(t) and t >= 0)]",
       "--temperature 0 passes the command's check (the error no longer names --temperature)"),
    _m("audit10a.study_cmd.json_no_censored", SD,
       "for k in (\"t_lower\", \"t_upper\", \"ratio\", \"coupling\", \"n_censored\")}",
       "for k in (\"t_lower\", \"t_upper\", \"ratio\", \"coupling\")}",
       "the JSON summary's mixing entries leave out n_censored"),
    _m("audit10a.study_cmd.sections_always_done", SD,
       "\"sections\": {s.key: s.skipped or \"done\" for s in report.sections}}",
       "\"sections\": {s.key: \"done\" for s in report.sections}}",
       "the JSON summary says 'done' for skipped sections instead of the skip reason"),
]

#: Mutants believed equivalent before anything ran (id -> why): none.
EQUIVALENT: dict = {}

#: The same bug as an entry of scripts/mutants.py (protocol step 5, after the first run was
#: recorded): the entry changing the same snippet in the same way, or to the same effect
#: (``audit4e.semantic.low_high_swapped`` swaps the names, ``audit4a.compat.systematic_not_rejected``
#: guards the raise with a never-true ``P.n < 1``, ``sweep6s2.rectangles.stride_floor`` floors by
#: ``//``). Not duplicates: ``tmax_one_guard`` (harden9c's is ``t_max < 0``), ``coupling_point_value``
#: (audit4e's takes the interval's low end), ``rtol_min_one`` (the others drop the floor),
#: ``potts_afm_ratio`` (sweep6s2's drops the ``- 1``), ``longest_dwell_min`` (sweep6s4's is the
#: mean), ``toy_coupling_steps`` (audit5b's is ``or real``), ``dgks_inverted`` (arnoldi's never
#: takes the second pass), ``sections_always_done`` (audit6a's changes the word).
DUPLICATE_OF = {
    "audit10a.lowrank_tmix.k_high_cap": "audit6c.lowrank.k_high_off_by_one",
    "audit10a.lowrank_tmix.factored_greedy_skips_top": "audit4a._lowrank_tmix.greedy_skips_top",
    "audit10a.masked_toy.mfp_field_norm": "audit4b.masked_toy.mfp_field_n",
    "audit10a.masked_toy.cw_spin_sum": "sweep6s5.masked_toy.cw_fixed_sum_sign",
    "audit10a.masked_toy.window_floor": "sweep6s5.masked_toy.window_floor",
    "audit10a.masked_toy.text_index_bound": "cov5h2.masked_toy.text_index_range",
    "audit10a.masked_toy.length_amino_boundary": "harden9b.masked_toy.length_q20_words",
    "audit10a.growth.info_and": "harden8h2.growth.upper_only_sizes_dropped",
    "audit10a.growth.window_ratio_le": "sweep6s3.growth.window_ratio_le",
    "audit10a.growth.jump_uses_censored": "i24rule.jump_censored_ignored",
    "audit10a.growth.interval_low_end": "audit5c.growth.interval_low_from_low_ends",
    "audit10a.growth.change_above_max": "audit5c.growth.change_high_is_max",
    "audit10a.report_calibration.quick_families": "cov5h3.calibration.quick_families",
    "audit10a.report_calibration.agree_strict": "sweep6s4.calibration_section.rate_strict",
    "audit10a.rectangles.one_site_accepted": "sweep6s2.rectangles.one_site_allowed",
    "audit10a.rectangles.stride_floor": "sweep6s2.rectangles.stride_floor",
    "audit10a.transfer.gauge_axis": "audit7a.transfer.gauge_axis",
    "audit10a.transfer.token_m2_factor": "sweep6s2.transfer.token_moments_m2",
    "audit10a.transfer.connected_chi_no_T": "audit9c.transfer.connected_chi_no_temperature",
    "audit10a.transfer.path_end_rows": "transfer.path_end_row_sum",
    "audit10a.transfer.cycle_close_transpose": "audit7a.transfer.cycle_close_not_transposed",
    "audit10a.study.bracket_ratio_strict": "audit4c.study.bracket_ratio_strict",
    "audit10a.study.escape_refuted_low_end": "audit4c.study.escape_refuted_low_end",
    "audit10a.study.budget_line_remainders": "cov5h3.study.remainder_smallest",
    "audit10a.study.stage_line_rest": "sweep6s4.study.stage_rest_from_next",
    "audit10a.study.budget_zero": "audit4c.study.budget_zero_accepted",
    "audit10a.report_semantic.low_high_swapped": "audit4e.semantic.low_high_swapped",
    "audit10a.report_semantic.occupancy_percent": "sweep6s4.semantic.occupancy_fraction",
    "audit10a.sample_cmd.ess_convention": "audit5b.sample.ess_half_iat",
    "audit10a.sample_cmd.exact_outside_none": "audit4d.sample.exact_outside_none",
    "audit10a.sample_cmd.coupling_steps_min": "sweep6s5.sample_cmd.cost_cap_min",
    "audit10a.sample_cmd.outside_more_boundary": "harden9d.sample.outside_exactly_six_counted",
    "audit10a.compat.drift_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit10a.compat.kolmogorov_min": "audit7c.compat.kolmogorov_error_min",
    "audit10a.compat.systematic_not_refused": "audit4a.compat.systematic_not_rejected",
    "audit10a.arnoldi.residual_first_row": "arnoldi.residual_wrong_row",
    "audit10a.arnoldi.basis_size_n": "audit4a._arnoldi.m_cap_N",
    "audit10a.study_cmd.temperature_zero": "audit4d.study.temperature_zero",
    "audit10a.study_cmd.json_no_censored": "jsonref2.study.mixing_censored_dropped",
}

#: The first run's survivors: why they survived, and the test that kills them (written after
#: the first run was recorded; each shown to fail under its mutant and pass without).
SURVIVOR_NOTES = {
    "audit10a.rectangles.stride_offset_sign": {
        "note": "the streamed-summary tests check the subsample's size and the max, on chunks whose sizes are "
                "multiples of the stride (81 rectangles in chunks of 9, strides 9 and 3), where the phase at a "
                "chunk boundary changes nothing; no test compared the quantiles with the documented even "
                "stride over the whole stream",
        "killed_by": "tests/exact/test_audit10a_rectangles.py::test_streamed_quantiles_are_an_even_stride_across_chunks"},
    "audit10a.study.fixed_points_unordered": {
        "note": "no test of the metastability section had a sequence whose fixed point sorts after another one "
                "reached from a random start; the row order (row 0: the sequence's x*, its margin gamma and "
                "escape bound) was unchecked",
        "killed_by": "tests/toolkit/test_audit10a_study.py::test_metastability_row_zero_is_the_sequences_fixed_point"},
    "audit10a.study.results_skipped_key": {
        "note": "the study's tests read results.json's claims and data, not its per-section 'skipped' "
                "(the verify report's layout, docs/json.md)",
        "killed_by": "tests/toolkit/test_audit10a_study.py::test_study_results_json_names_why_a_section_was_skipped"},
    "audit10a.study_cmd.json_no_censored": {
        "note": "a test-set miss: tests/test_json_reference.py::test_json_keys_match_the_reference[study] (the "
                "--json key reference of jsonref2.study.mixing_censored_dropped) fails under it (checked), but "
                "it runs the command through the CLI and names no module, so it is not among the command's "
                "targeted tests; none of those mentions n_censored",
        "killed_by": "tests/test_audit10a_study_cmd.py::test_study_json_summary_keys_and_skip_reasons"},
    "audit10a.study_cmd.sections_always_done": {
        "note": "the targeted CLI tests run only sections that run ('done'); none had a skipped section "
                "(docs/json.md: 'done or why it was skipped')",
        "killed_by": "tests/test_audit10a_study_cmd.py::test_study_json_summary_keys_and_skip_reasons"},
}

#: Test files this audit added (``--after``), per mutant (they name their modules, so they are
#: also in the targeted tests computed on any later commit).
AFTER_TESTS = {
    "audit10a.rectangles.stride_offset_sign": ["tests/exact/test_audit10a_rectangles.py"],
    "audit10a.study.fixed_points_unordered": ["tests/toolkit/test_audit10a_study.py"],
    "audit10a.study.results_skipped_key": ["tests/toolkit/test_audit10a_study.py"],
    "audit10a.study_cmd.json_no_censored": ["tests/test_audit10a_study_cmd.py"],
    "audit10a.study_cmd.sections_always_done": ["tests/test_audit10a_study_cmd.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Sixth blind mutation audit, part a (issue 30): mutants in the 12 modules dealt to part a by
``python benchmarks/blind_audit_5_draw.py --audit 6 --seed 2026120306`` (exact/rectangles,
exact/_gth, toolkit/app/commands/phase, toolkit/app/report/incompatibility,
toolkit/app/commands/study, toolkit/bounds, toolkit/app/commands/_common, toolkit/_margins,
toolkit/app/mixing_truth, exact/checks, exact/_harmonic_ritz, toolkit/calibration), written
without reading ``scripts/mutants.py``, the earlier audits' catalogues or any file under
``tests/`` (protocol: benchmarks/blind_audit_6_protocol.md; parts b and c audit the other
modules of the draw in their own runner files). Each mutant is a bug a developer could make in
the source, read for this audit: 3 mutants for a module under 150 statements, 5 for 150-400
(``_common.py``, 391 statements, has one more). Mutants believed equivalent are marked
(``EQUIVALENT``) before anything ran; the ones found after the first run to be the same bug
as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran: a fixed list
per module (the files that import it or name what it defines, the most direct first), then
the test files added after this catalogue's base commit (the contract sweep, which the first
run waits for) that name the module or its public functions, resolved when the runner starts
(:func:`_added`; the record lists every mutant's resolved set). Each set ends with the
mutated module's own file, so its doctests run last; a mutant first failed by its module's
doctest is a kill, and the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_6a.py --list
    python benchmarks/blind_audit_6a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_6a.py --id 'audit6a.bounds.*' --timeout 300
    python benchmarks/blind_audit_6a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

#: The main commit this catalogue was written on: test files absent there are the ones added
#: since (the contract sweep's among them), searched by :func:`_added`.
BASE_COMMIT = "6996405"


def _base_tests() -> set:
    try:
        out = subprocess.run(["git", "ls-tree", "-r", "--name-only", BASE_COMMIT, "tests"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return set()
    return set(out.split())


_BASE = _base_tests()


def _added(pattern: str) -> list:
    """The test files (``tests/**/test_*.py``) added after :data:`BASE_COMMIT` whose text matches
    ``pattern`` (a regular expression over imports and public names, as ``grep -lE`` reads it);
    this audit's own files (``test_blind6a*``) are left to :data:`AFTER_TESTS`."""
    rx = re.compile(pattern)
    out = []
    for p in sorted(ROOT.glob("tests/**/test_*.py")):
        rel = p.relative_to(ROOT).as_posix()
        if rel not in _BASE and not p.name.startswith("test_blind6a") and rx.search(p.read_text(errors="replace")):
            out.append(rel)
    return out


def _set(fixed, pattern: str, module: str) -> list:
    """A test set: the fixed files, the added ones matching ``pattern``, then the module itself."""
    return [*fixed, *(f for f in _added(pattern) if f not in fixed), module]


RE, GT, PH, IN, ST = "exact/rectangles.py", "exact/_gth.py", "toolkit/app/commands/phase.py", \
    "toolkit/app/report/incompatibility.py", "toolkit/app/commands/study.py"
BO, CM, MA, MT, CH = "toolkit/bounds.py", "toolkit/app/commands/_common.py", "toolkit/_margins.py", \
    "toolkit/app/mixing_truth.py", "exact/checks.py"
HR, CA = "exact/_harmonic_ritz.py", "toolkit/calibration.py"

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_RECT = _set(["tests/exact/test_rectangle_rule.py", "tests/exact/test_cov5h1_observables_rectangles.py",
                "tests/exact/test_compat.py", "tests/toolkit/test_incompat.py", "tests/exact/test_blind5a.py",
                "tests/toolkit/test_results.py"],
               r"exact\.rectangles|all_rectangles|rectangle_summary|reference_rectangles|count_rectangles|"
               r"RectangleTable|rectangle_rule|corner_indices", RE)
TS_GTH = _set(["tests/exact/test_passage.py", "tests/exact/test_peer_fixtures.py",
               "tests/exact/test_cov5h1_stationary.py", "tests/exact/test_numerics.py", "tests/exact/test_metastable.py"],
              r"exact\._gth|gth_solve|_gth_small|_gth_lu|GTH_BLOCK", GT)
TS_PHASE = _set(["tests/test_cli_phase_checks.py", "tests/test_cov5h3_cli_phase.py", "tests/test_cli_phase.py",
                 "tests/toolkit/test_blind5a.py", "tests/test_bad_inputs.py"],
                r"commands\.phase|commands import phase|\"phase\"|mixing_change_of|sampling_warnings", PH)
TS_INC = _set(["tests/test_cov5h3_report_incompatibility.py", "tests/test_report_sections_by_hand.py"],
              r"report\.incompatibility|section_incompatibility|TOY_FAMILIES", IN)
TS_STUDY = _set(["tests/test_cli_study.py", "tests/test_cov5h3_commands_misc.py", "tests/test_bad_inputs.py"],
                r"commands\.study|commands import study|\"study\"", ST)
TS_BOUNDS = _set(["tests/toolkit/test_coupling_bounds.py", "tests/toolkit/test_bound_soundness.py",
                  "tests/toolkit/test_cov5h2_input_checks.py", "tests/toolkit/test_results.py",
                  "tests/test_verify_soundness.py"],
                 r"toolkit\.bounds|toolkit import bounds|mixing_bounds|coupling_pilot|wilson_bounds|MixingBounds|"
                 r"CouplingPilot", BO)
TS_COMMON = _set(["tests/test_cov5h3_common.py", "tests/test_cli_free.py", "tests/test_blind5c_commands.py",
                  "tests/test_cli_vocabulary.py", "tests/test_bad_inputs_first_hour.py",
                  "tests/test_cli_audit_phase_sweep.py"],
                 r"commands\._common|commands import _common|parse_free|parse_grid|resolve_free|guard_toy|real_sizes|"
                 r"seed_value|check_store", CM)
TS_MARG = _set(["tests/toolkit/test_margins.py", "tests/toolkit/test_metastable.py", "tests/exact/test_metastable.py",
                "tests/test_one_copy.py"],
               r"toolkit\._margins|toolkit import _margins|state_margins|max_others|top_two", MA)
TS_TRUTH = _set(["tests/toolkit/test_cov5h3_mixing_truth.py", "tests/toolkit/test_blind5a.py",
                 "tests/toolkit/test_mixing_diagram.py"],
                r"mixing_truth|truth_label|mean_field_barrier|curie_weiss_spinodal|visible_temperature|torus_tc", MT)
TS_CHECKS = _set(["tests/exact/test_checks.py", "tests/exact/test_blind5a.py", "tests/test_cli_audit_exact.py",
                  "tests/exact/test_markov.py", "tests/toolkit/test_results.py"],
                 r"exact\.checks|exact import checks|check_claims|CheckReport|kolmogorov_roundoff", CH)
TS_HR = _set(["tests/exact/test_harmonic_ritz.py", "tests/exact/test_cov5h1_harmonic_ritz.py",
              "tests/exact/test_certified_gap.py"],
             r"_harmonic_ritz|harmonic_ritz_gap|local_maxima|HarmonicRitz", HR)
TS_CAL = _set(["tests/exact/test_calibration.py", "tests/toolkit/test_blind5b.py", "tests/test_cli_sample.py",
               "tests/test_cov5h3_compare_reference.py", "tests/toolkit/test_results.py", "tests/test_bad_inputs.py"],
              r"toolkit\.calibration|toolkit import calibration|sampled_summary|records_pseudo_likelihood|"
              r"default_observables|SampledSummary|SampledQuantity", CA)


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/rectangles.py
    _m("audit6a.rectangles.count_no_square", RE, "return pairs * q ** (n - 2) * (q * (q - 1) // 2) ** 2",
       "return pairs * q ** (n - 2) * (q * (q - 1) // 2)",
       "count_rectangles forgets to square the number of token pairs (q(q-1)/2 instead of (q(q-1)/2)**2)", TS_RECT),
    _m("audit6a.rectangles.one_site_accepted", RE, "if len(idx) < 2:", "if len(idx) < 1:",
       "_site_pairs accepts sites= naming a single site (no InvalidInputError; no pair at all)", TS_RECT),
    _m("audit6a.rectangles.rtol_no_floor", RE, "r * max(1.0, float(np.abs(L.values[i]).max()))",
       "r * float(np.abs(L.values[i]).max())",
       "site_errors drops the 'at least 1' floor of logit_rtol * max(1, max|l_i|)", TS_RECT),
    _m("audit6a.rectangles.corner_order", RE,
       "c + self.a2 * si + self.b2 * sj, c + self.a2 * si + self.b * sj], axis=1)",
       "c + self.a2 * si + self.b * sj, c + self.a2 * si + self.b2 * sj], axis=1)",
       "corner_indices gives the last two corners in the wrong order ((a',b) before (a',b'))", TS_RECT),
    _m("audit6a.rectangles.bound_not_tempered", RE,
       '"bound": _rectangle.bound(t, u, err[i], err[j]).reshape(-1) / T}',
       '"bound": _rectangle.bound(t, u, err[i], err[j]).reshape(-1)}',
       "the table's bound is not divided by T while log R is (certification then depends on T)", TS_RECT),
    # ------------------------------------------------------------------ exact/_gth.py
    _m("audit6a.gth.exit_mass_no_factor", GT, "e[k + 1:] += f * e[k]", "e[k + 1:] += e[k]",
       "gth_solve folds the eliminated state's whole exit mass into each later row (the factor f dropped)",
       TS_GTH),
    _m("audit6a.gth.small_back_sub_transposed", GT, "x[j] = x[:j] @ A[:j, j]", "x[j] = x[:j] @ A[j, :j]",
       "_gth_small's back substitution reads row j instead of column j", TS_GTH),
    _m("audit6a.gth.blocked_back_sub_no_transpose", GT,
       'z = solve_triangular(Uf, y, trans="T", lower=False, check_finite=False)',
       "z = solve_triangular(Uf, y, lower=False, check_finite=False)",
       "the blocked GTH's back substitution solves with U instead of U^T (chains above GTH_BLOCK = 128 states)",
       TS_GTH),
    # ------------------------------------------------------------------ toolkit/app/commands/phase.py
    _m("audit6a.phase.sizes_counted_with_repeats", PH, "if len(sizes) < 2:", "if len(ns) < 2:",
       "--n 8,8 passes the 'at least two distinct sizes' check (repeats counted)", TS_PHASE),
    _m("audit6a.phase.two_temperatures_accepted", PH, "if len(ts) < 3:", "if len(ts) < 2:",
       "--temperature with two distinct values is accepted (three are needed)", TS_PHASE),
    _m("audit6a.phase.torus_odd_side_accepted", PH, "(lattice and (L < 4 or L % 2))", "(lattice and L < 4)",
       "a torus of odd side L (n = 25, 49) passes the checkerboard-sweep check", TS_PHASE),
    _m("audit6a.phase.one_group_accepted", PH, "args.groups is not None and args.groups < 2:",
       "args.groups is not None and args.groups < 1:", "--groups 1 is accepted (2 replicate groups needed)",
       TS_PHASE),
    _m("audit6a.phase.mixing_change_two_sizes", PH, "if len(rows) < 3:", "if len(rows) < 2:",
       "mixing_change_of locates the change from 2 sizes (3 with known relaxation times are needed)", TS_PHASE),
    # ------------------------------------------------------------------ toolkit/app/report/incompatibility.py
    _m("audit6a.incompatibility.reversible_claim_flipped", IN,
       "spec.reversible == (table.n_certified == 0)))", "spec.reversible == (table.n_certified > 0)))",
       "the 'reversible iff all rectangles vanish' claim compares with the wrong side (certified > 0)", TS_INC),
    _m("audit6a.incompatibility.toy_key_renamed", IN,
       '("family", "rectangles", "certified", "fraction", "median_abs_log_r"',
       '("family", "rectangles", "certified", "fraction", "median_log_r"',
       "the section's data rows name the median |log R| 'median_log_r'", TS_INC),
    _m("audit6a.incompatibility.median_is_q90", IN, 'summ.quantiles["q50"],\n                     summ.max_abs',
       'summ.quantiles["q90"],\n                     summ.max_abs',
       "the toy table's median column holds the 90% quantile of |log R|", TS_INC),
    # ------------------------------------------------------------------ toolkit/app/commands/study.py
    _m("audit6a.study.zero_temperature_accepted", ST, "if not (math.isfinite(t) and t > 0)]",
       "if not (math.isfinite(t) and t >= 0)]", "--temperature 0 passes study's check", TS_STUDY),
    _m("audit6a.study.zero_budget_accepted", ST, "(math.isfinite(args.budget) and args.budget > 0)",
       "(math.isfinite(args.budget) and args.budget >= 0)", "--budget 0 passes study's check", TS_STUDY),
    _m("audit6a.study.section_status_word", ST, 's.skipped or "done" for s in report.sections',
       's.skipped or "ran" for s in report.sections',
       "the JSON summary marks a section that ran 'ran' instead of 'done'", TS_STUDY),
    # ------------------------------------------------------------------ toolkit/bounds.py
    _m("audit6a.bounds.t_upper_no_doubling", BO, "cands += [2.0 * float(self.times[ok2[0]])]",
       "cands += [float(self.times[ok2[0]])]",
       "t_upper takes t_2 instead of 2 t_2 for the sqrt(eps) crossing (sub-multiplicativity misapplied)", TS_BOUNDS),
    _m("audit6a.bounds.t_lower_first", BO, "return int(self.times[ok[-1]]) if ok.size else 0",
       "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first grid time whose lower bound exceeds eps, not the last", TS_BOUNDS),
    _m("audit6a.bounds.event_no_half", BO, "np.maximum(0.0, 0.5 * (lo - up))", "np.maximum(0.0, lo - up)",
       "the event lower bound drops the 1/2 of dbar(t) <= 2 d(t)", TS_BOUNDS),
    _m("audit6a.bounds.pilot_tie_largest_distance", BO, "key=lambda c: (-met[c], dist[c])",
       "key=lambda c: (-met[c], -dist[c])",
       "coupling_pilot breaks a tie in pairs met by the largest Hamming distance left", TS_BOUNDS),
    _m("audit6a.bounds.summary_lower_plus_one", BO, "{self.t_lower + 1} <= t_mix", "{self.t_lower} <= t_mix",
       "MixingBounds.summary prints t_lower <= t_mix instead of t_lower + 1 (t_mix > t_lower)", TS_BOUNDS),
    # ------------------------------------------------------------------ toolkit/app/commands/_common.py
    _m("audit6a.common.free_empty_range_accepted", CM, "a >= 0 and b >= 0 and b <= a", "a >= 0 and b >= 0 and b < a",
       "parse_free accepts the empty range '3:3'", TS_COMMON),
    _m("audit6a.common.free_minus_one_empty", CM, "slice(v, v + 1 if v != -1 else None)", "slice(v, v + 1)",
       "parse_free turns position -1 into slice(-1, 0), which selects nothing", TS_COMMON),
    _m("audit6a.common.grid_count_not_cumulative", CM, "_check_grid_count(b - a + 1 + len(out), name, item)",
       "_check_grid_count(b - a + 1, name, item)",
       "parse_grid checks each START:STOP item's count alone, not the grid's running total", TS_COMMON),
    _m("audit6a.common.real_q_columns_swapped", CM, 'REAL_Q[name][1 if tokens == "all" else 0]',
       'REAL_Q[name][0 if tokens == "all" else 1]',
       "real_sizes takes the default set's q for --tokens all and the full vocabulary's otherwise", TS_COMMON),
    _m("audit6a.common.magnitude_sign", CM, "abs(v) * 10 * max(n, 1) > MAX_LOGIT", "v * 10 * max(n, 1) > MAX_LOGIT",
       "_check_magnitudes lets a huge negative coupling/field/scale through (abs dropped)", TS_COMMON),
    _m("audit6a.common.grid_integers_truncate", CM, "r = round(v) if math.isfinite(v) else None",
       "r = int(v) if math.isfinite(v) else None",
       "_grid_integers truncates instead of rounding (a geometric value 63.99999999999999 is refused)", TS_COMMON),
    # ------------------------------------------------------------------ toolkit/_margins.py
    _m("audit6a.margins.max_others_strict", MA, "np.where(z >= top1, top2, top1)", "np.where(z > top1, top2, top1)",
       "max_others uses the largest logit also for the argmax itself (margin of the argmax 0)", TS_MARG),
    _m("audit6a.margins.single_token_zero", MA, "return z, np.full_like(z, -np.inf)", "return z, np.full_like(z, 0.0)",
       "top_two with one token gives second largest 0 instead of -inf (margin l(a), not +inf)", TS_MARG),
    _m("audit6a.margins.state_margin_max", MA, "own.min(axis=1)", "own.max(axis=1)",
       "state_margins takes the largest site margin instead of the smallest", TS_MARG),
    # ------------------------------------------------------------------ toolkit/app/mixing_truth.py
    _m("audit6a.mixing_truth.torus_either_band", MT, '("faster" if T <= 0.8 * tc else "either")',
       '("faster" if T <= 0.9 * tc else "either")',
       "truth_label's torus 'either' band is 10% below T_c instead of 20%", TS_TRUTH),
    _m("audit6a.mixing_truth.barrier_deeper_well", MT, "saddle - max(float(phi[a]), float(phi[b]))",
       "saddle - min(float(phi[a]), float(phi[b]))",
       "mean_field_barrier measures the saddle above the deeper well, not the shallower", TS_TRUTH),
    _m("audit6a.mixing_truth.spinodal_field_sign", MT, "beta, h = float(beta), abs(float(field))",
       "beta, h = float(beta), float(field)",
       "curie_weiss_spinodal with a negative field is not the one of |field| (abs dropped)", TS_TRUTH),
    # ------------------------------------------------------------------ exact/checks.py
    _m("audit6a.checks.alpha_row_is_col", CH, '"alpha_row": inf.alpha_row.value,', '"alpha_row": inf.alpha_col,',
       "CheckReport.to_dict writes alpha_col under 'alpha_row'", TS_CHECKS),
    _m("audit6a.checks.bottleneck_smallest", CH, 'if best["bound"] is None or bound > best["bound"]:',
       'if best["bound"] is None or bound < best["bound"]:',
       "_best_bottleneck keeps the smallest bound over the basins, not the largest", TS_CHECKS),
    _m("audit6a.checks.escape_max_slack", CH, '"min_log_slack": min((e.log_slack', '"min_log_slack": max((e.log_slack',
       "to_dict's escape_bound.min_log_slack is the largest slack", TS_CHECKS),
    # ------------------------------------------------------------------ exact/_harmonic_ritz.py
    _m("audit6a.harmonic_ritz.plateau_not_well", HR, "log_pi[c] > log_pi[r])", "log_pi[c] >= log_pi[r])",
       "local_maxima drops states tied with a neighbour (a flat top is no well)", TS_HR),
    _m("audit6a.harmonic_ritz.one_well_tried", HR, "if m < 2 or m > (WELLS_MAX", "if m < 1 or m > (WELLS_MAX",
       "harmonic_ritz_gap tries the reduction with a single well (IndexError instead of None)", TS_HR),
    _m("audit6a.harmonic_ritz.residual_not_squared", HR, "res2 += theta[k] ** 2 * part", "res2 += theta[k] * part",
       "the Ritz residual's theta_k^2 factor is theta_k", TS_HR),
    _m("audit6a.harmonic_ritz.lower_end_sign", HR, "mpmath.log1p(-below)", "mpmath.log1p(below)",
       "the interval's lower end is theta_1 (1 + below) (above theta_1) instead of theta_1 (1 - below)", TS_HR),
    _m("audit6a.harmonic_ritz.eta_from_theta1", HR, "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th_top",
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th1",
       "the separation eta subtracts theta_1 instead of the largest Ritz value theta_{m-1} (3 wells or more)", TS_HR),
    # ------------------------------------------------------------------ toolkit/calibration.py
    _m("audit6a.calibration.burn_in_off_by_one", CA, "if burn_in > n_steps - 4:", "if burn_in > n_steps - 3:",
       "sampled_summary accepts a burn_in leaving 3 recorded steps (4 needed)", TS_CAL),
    _m("audit6a.calibration.lpl_boundary", CA, "int(model.length) <= LPL_MAX_SITES", "int(model.length) < LPL_MAX_SITES",
       "a real MLM of exactly LPL_MAX_SITES = 16 sites loses its log pseudo-likelihood observable", TS_CAL),
    _m("audit6a.calibration.iat_spec_no_scan", CA, '{"quantity": "iat", "observable": obs_name, "scan": scan}',
       '{"quantity": "iat", "observable": obs_name}',
       "the iat row's spec omits the scan (the exact side then computes the random-scan value)", TS_CAL),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary or
#: at a size the tests may not reach say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh. 29 of the 47, all killed in the first run; 11 of them are
#: the same bug as a mutant the contract sweep wrote (``sweep6s*``) beside the test that kills it.
#: Not duplicates (a different bug on the same line): count_no_square (blind2's changes q's
#: exponent), gth.exit_mass_no_factor (gth.solve_exit_not_folded drops the whole fold),
#: gth.small_back_sub_transposed (stationary.gth_small_back_subst uses sums and means),
#: common.real_q_columns_swapped (sweep6s5's always takes the default set),
#: harmonic_ritz.eta_from_theta1 (harmonic.eta_not_less_top sets eta = 1),
#: calibration.burn_in_off_by_one (sweep6s3's refuses one burn-in too many; this one allows one too many).
DUPLICATE_OF = {
    "audit6a.rectangles.one_site_accepted": "sweep6s2.rectangles.one_site_allowed",
    "audit6a.rectangles.rtol_no_floor": "blind2.rectangles.rtol_no_floor",
    "audit6a.rectangles.corner_order": "sweep6s2.rectangles.corner_order",
    "audit6a.rectangles.bound_not_tempered": "sweep6s2.rectangles.bound_not_tempered",
    "audit6a.gth.blocked_back_sub_no_transpose": "audit5b.gth.blocked_backsub_no_transpose",
    "audit6a.phase.sizes_counted_with_repeats": "sweep6s5.phase.sizes_not_distinct",
    "audit6a.phase.two_temperatures_accepted": "audit4d.phase.two_temperatures",
    "audit6a.phase.torus_odd_side_accepted": "audit4d.phase.torus_odd",
    "audit6a.phase.one_group_accepted": "sweep6s5.phase.groups_one",
    "audit6a.phase.mixing_change_two_sizes": "audit4d.phase.mixing_change_two_sizes",
    "audit6a.study.zero_temperature_accepted": "audit4d.study.temperature_zero",
    "audit6a.study.zero_budget_accepted": "sweep6s5.study.budget_zero_ok",
    "audit6a.bounds.t_upper_no_doubling": "i30c.no_doubling",
    "audit6a.bounds.t_lower_first": "i30c.t_lower_first",
    "audit6a.bounds.event_no_half": "blind2.bounds.event_no_half",
    "audit6a.bounds.summary_lower_plus_one": "sweep6s3.bounds.summary_no_plus_one",
    "audit6a.common.free_minus_one_empty": "blind3.common.free_minus_one",
    "audit6a.common.grid_count_not_cumulative": "sweep6s5._common.grid_count_item_only",
    "audit6a.common.magnitude_sign": "audit5c._common.magnitude_guard_sign",
    "audit6a.margins.max_others_strict": "blind.margins.max_others_strict",
    "audit6a.margins.single_token_zero": "blind.margins.one_token_zero",
    "audit6a.margins.state_margin_max": "blind.margins.state_margin_max",
    "audit6a.mixing_truth.torus_either_band": "sweep6s4.mixing_truth.torus_band",
    "audit6a.mixing_truth.barrier_deeper_well": "blind2.mixing_truth.deeper_well",
    "audit6a.mixing_truth.spinodal_field_sign": "audit5a.mixing_truth.field_sign",
    "audit6a.checks.bottleneck_smallest": "blind3.checks.bottleneck_smallest",
    "audit6a.harmonic_ritz.plateau_not_well": "harmonic.wells_strict",
    "audit6a.calibration.lpl_boundary": "sweep6s3.calibration.lpl_lt",
    "audit6a.calibration.iat_spec_no_scan": "sweep6s3.calibration.iat_spec_no_scan",
}

#: Survivors of the first run: why they survived and the test that kills them now.
SURVIVOR_NOTES = {
    "audit6a.incompatibility.toy_key_renamed": {
        "note": "the section's toy rows (results.json) were checked for their family labels and claims, never for "
                "the names of their columns, which glauber rectangle --json and the real rows share",
        "killed_by": "tests/toolkit/test_blind6a.py::test_incompatibility_toy_rows_median_and_max_of_every_rectangle"},
    "audit6a.incompatibility.median_is_q90": {
        "note": "no test compared the toy table's median with the rectangles' own median; on the compatible "
                "families every quantile is round-off, so only the incompatible ones separate q50 from q90",
        "killed_by": "tests/toolkit/test_blind6a.py::test_incompatibility_toy_rows_median_and_max_of_every_rectangle"},
    "audit6a.bounds.pilot_tie_largest_distance": {
        "note": "coupling_pilot's test ran 200 steps, where every coupling met every pair (the chosen one met "
                "all), so the documented tie rule (most met, then least distance) was never reached",
        "killed_by": "tests/toolkit/test_blind6a.py::test_coupling_pilot_picks_most_met_then_least_distance"},
    "audit6a.checks.escape_max_slack": {
        "note": "the sweep's test compared min_log_slack with the min over the escapes on Potts(2, 3), whose two "
                "fixed points are symmetric (equal slacks: min = max); a field makes the two wells' slacks differ "
                "(closed form ln(1 + e^(-gamma/T)))",
        "killed_by": "tests/exact/test_blind6a.py::test_escape_bound_min_log_slack_is_the_tightest_fixed_point"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit6a.incompatibility.toy_key_renamed": ["tests/toolkit/test_blind6a.py"],
    "audit6a.incompatibility.median_is_q90": ["tests/toolkit/test_blind6a.py"],
    "audit6a.bounds.pilot_tie_largest_distance": ["tests/toolkit/test_blind6a.py"],
    "audit6a.checks.escape_max_slack": ["tests/exact/test_blind6a.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

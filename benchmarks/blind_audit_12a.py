"""Twelfth blind mutation audit, part a (issue 30): 38 mutants in the 12 modules dealt to 12a
(samplers command, report section semantic, verify command, exact/distance, report _math,
records, sweep tasks, plot, _active, report section incompatibility, exact/_powers,
exceptions), written without reading ``scripts/mutants.py``, the earlier audits' catalogues or
any file under ``tests/`` (protocol: benchmarks/blind_audit_12_protocol.md; parts b and c have
their own runner files). Each mutant is a bug a developer could make in the source, read for
this audit: 3 per module under 150 statements, 5 for 150-400 (toolkit/plot.py). Mutants
believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the
first run to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`
(filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(:func:`automut.default_tests`: the files under ``tests/`` that name the module, plus the files
the project's catalogue runs on it, then the module itself, so its doctests run last),
computed when this file loads, i.e. on the commit the run is made on. A mutant first failed by
its module's doctest is a kill; the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_12a.py --list
    python benchmarks/blind_audit_12a.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_12a.py --id 'audit12a.plot.*' --timeout 300
    python benchmarks/blind_audit_12a.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted tests: automut.default_tests)

SA, SE, VE = "toolkit/app/commands/samplers.py", "toolkit/app/report/semantic.py", "toolkit/app/commands/verify.py"
DI, MA, RE = "exact/distance.py", "toolkit/app/report/_math.py", "toolkit/app/records.py"
TA, PL, AC = "toolkit/app/sweep/tasks.py", "toolkit/plot.py", "toolkit/_active.py"
IN, PO, EX = "toolkit/app/report/incompatibility.py", "exact/_powers.py", "toolkit/exceptions.py"

#: each module's targeted tests (``scripts/automut.py MODULE --list-tests``), on the commit run
TESTS = {f: automut.default_tests(f) for f in (SA, SE, VE, DI, MA, RE, TA, PL, AC, IN, PO, EX)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------ toolkit/app/commands/samplers.py
    _m("audit12a.samplers.steps_zero_rejected", SA,
       "    if any(v < 0 for v in t):\n",
       "    if any(v <= 0 for v in t):\n",
       "`--steps` guard off by one: t = 0 (documented as allowed, integers >= 0) is refused"),
    _m("audit12a.samplers.rounds_one_extra", SA,
       "    while (R < rounds) if rounds is not None else",
       "    while (R <= rounds) if rounds is not None else",
       "_rounds: a given --rounds R makes R + 1 remasking rounds (and reports R + 1 and the TV after them)"),
    _m("audit12a.samplers.laws_kept_by_default", SA,
       "        if not args.laws:\n",
       "        if args.laws:\n",
       "--json: the laws and pi are dropped when --laws is given and kept without it (flipped condition)"),
    # ------------------------------------------------------------ toolkit/app/report/semantic.py
    _m("audit12a.semantic.low_high_swapped", SE,
       "    low, high = study.results[0], study.results[-1]\n",
       "    low, high = study.results[-1], study.results[0]\n",
       "the low-T / high-T sojourn comparison takes the results in the wrong order (claim and its ratio inverted)"),
    _m("audit12a.semantic.occupancy_percent_factor", SE,
       'f"{100 * b.occupancy[i]:.1f}%"',
       'f"{b.occupancy[i]:.1f}%"',
       "basin table: the occupancy fraction printed with a % sign without the factor 100"),
    _m("audit12a.semantic.longest_dwell_min", SE,
       'f"{np.nanmax(b.mean_dwells):.3g}"',
       'f"{np.nanmin(b.mean_dwells):.3g}"',
       "'longest mean dwell' column reports the shortest (nanmax -> nanmin)"),
    # ------------------------------------------------------------ toolkit/app/commands/verify.py
    _m("audit12a.verify.sections_not_stripped", VE,
       "[s.strip() for s in args.sections.split(\",\") if s.strip()]",
       "[s for s in args.sections.split(\",\") if s.strip()]",
       "--sections 'a, b': the names are not stripped, so ' b' is an unknown section"),
    _m("audit12a.verify.seconds_left_in_results", VE,
       '            times["sections"][key] = sec.pop("seconds")\n',
       '            times["sections"][key] = sec.get("seconds")\n',
       "_timings copies each section's seconds instead of moving them out (results no longer reproducible)"),
    _m("audit12a.verify.quick_ignored", VE,
       "    report = verify(args.out, quick=args.quick,",
       "    report = verify(args.out, quick=False,",
       "--quick ignored: the report is always computed on the full grids"),
    # ------------------------------------------------------------ exact/distance.py
    _m("audit12a.distance.stepping_one_past_t_max", DI,
       "            if t >= t_max:\n",
       "            if t > t_max:\n",
       "stepping: one step past t_max is evaluated (t_mix = t_max + 1 reported as reached)"),
    _m("audit12a.distance.doubling_t_max_one", DI,
       "    if t_max < 1:\n        return None, seen\n",
       "    if t_max <= 1:\n        return None, seen\n",
       "doubling: t_max = 1 gives up at once, though d(1) <= eps gives t_mix = 1"),
    _m("audit12a.distance.str_first_distance", DI,
       "(d_mu(t_max) = {_fmt(self.distances[-1])}",
       "(d_mu(t_max) = {_fmt(self.distances[0])}",
       "StartMixing.__str__ (not reached): d_mu(t_max) printed as d_mu(0)"),
    # ------------------------------------------------------------ toolkit/app/report/_math.py
    _m("audit12a._math.operators_order", MA,
       'OPERATORS = (("<=>", "⇔"), ("<=", "≤"),',
       'OPERATORS = (("<=", "≤"), ("<=>", "⇔"),',
       "operator table order: '<=' matched before '<=>', so '<=>' renders as '≤>'"),
    _m("audit12a._math.group_depth_one", MA,
       "            if depth == 0:\n",
       "            if depth == 1:\n",
       "_group: a nested bracket closes the group at the first inner ')' (depth test off by one)"),
    _m("audit12a._math.roman_ignored", MA,
       "            elif len(word) == 1 and not roman:\n",
       "            elif len(word) == 1:\n",
       "a one-letter sub/superscript is set in italics though the script is roman"),
    # ------------------------------------------------------------ toolkit/app/records.py
    _m("audit12a.records.quick_included", RE,
       ' and "quick" not in f)',
       ")",
       "calibration_records no longer leaves out the quick (smoke) runs"),
    _m("audit12a.records.crossover_truth_right", RE,
       'k == truth if truth in ("transition", "crossover")',
       'k == truth if truth == "transition"',
       "static rows: for truth 'crossover' any verdict but 'transition' counts as right (inconclusive too)"),
    _m("audit12a.records.dynamic_n_undetermined", RE,
       '                n = f["right"] + f["wrong"] + f["undetermined"]\n',
       '                n = f["right"] + f["wrong"]\n',
       "dynamic rows: n leaves out the undetermined verdicts"),
    # ------------------------------------------------------------ toolkit/app/sweep/tasks.py
    _m("audit12a.tasks.unseeded_last_seed", TA,
       "            s = seeds[0]\n",
       "            s = seeds[-1]\n",
       "a deterministic estimator's one task per (n, T) takes the last seed, not the first (documented)"),
    _m("audit12a.tasks.bool_case_sensitive", TA,
       '            if value.lower() in ("1", "true", "yes"):\n',
       '            if value in ("1", "true", "yes"):\n',
       "_coerce: 'True' / 'YES' from the command line refused as a boolean (case-sensitive)"),
    _m("audit12a.tasks.defaults_override_params", TA,
       "        return {**accepted, **params}\n",
       "        return {**params, **accepted}\n",
       "_model_params: the family's defaults override the parameters given"),
    # ------------------------------------------------------------ toolkit/plot.py
    _m("audit12a.plot.tv_curve_strict_eps", PL,
       "            below = np.flatnonzero(d <= eps)\n",
       "            below = np.flatnonzero(d < eps)\n",
       "plot_tv_curve on an array: t_mix marked at the first d < eps, not d <= eps"),
    _m("audit12a.plot.lambda_star_min", PL,
       "    return float(min(np.abs(rest).max(), 1.0))\n",
       "    return float(min(np.abs(rest).min(), 1.0))\n",
       "_lambda_star: the smallest modulus of the non-unit eigenvalues, not the largest"),
    _m("audit12a.plot.spectrum_two_states", PL,
       '    elif vals.size >= 2 and hasattr(spectrum, "n_states"):',
       '    elif vals.size > 2 and hasattr(spectrum, "n_states"):',
       "plot_spectrum of a 2-state kernel draws no lambda_* circle (size guard off by one)"),
    _m("audit12a.plot.trace_mean_axis", PL,
       "    ax.plot(t, v.mean(axis=0),",
       "    ax.plot(t, v.mean(axis=1),",
       "plot_trace: the mean over chains taken over steps (wrong axis)"),
    _m("audit12a.plot.nlogn_fit_from_four", PL,
       "        ok = (n >= 3) & np.isfinite(t)\n",
       "        ok = (n > 3) & np.isfinite(t)\n",
       "plot_nlogn: the c n ln n fit leaves out n = 3 (documented: over n >= 3)"),
    # ------------------------------------------------------------ toolkit/_active.py
    _m("audit12a._active.bar_cumulative", AC,
       "                    bar.update(now - shown)\n",
       "                    bar.update(now)\n",
       "advance_active: the bar moves by the clock itself each time, not by its increase"),
    _m("audit12a._active.clock_max", AC,
       "                now = int(clock[active].min())\n",
       "                now = int(clock[active].max())\n",
       "advance_active: the bar follows the largest clock of the running chains, not the smallest"),
    _m("audit12a._active.bar_not_closed", AC,
       "        if bar is not None:\n            bar.close()\n",
       "        if bar is not None and active.size:\n            bar.close()\n",
       "advance_active: the bar is closed only when chains are still running (not after a normal finish)"),
    # ------------------------------------------------------------ toolkit/app/report/incompatibility.py
    _m("audit12a.incompatibility.reversible_iff_flipped", IN,
       "spec.reversible == (table.n_certified == 0)))",
       "spec.reversible == (table.n_certified > 0)))",
       "claim 'reversible iff all rectangles vanish' compares with the negation"),
    _m("audit12a.incompatibility.certified_ge_zero", IN,
       "table.n_certified, table.n_certified > 0,",
       "table.n_certified, table.n_certified >= 0,",
       "'incompatibility certified' holds with 0 certified rectangles"),
    _m("audit12a.incompatibility.toy_json_keys_swapped", IN,
       '"fraction", "median_abs_log_r", "max_abs_log_r",',
       '"fraction", "max_abs_log_r", "median_abs_log_r",',
       "results.json toy rows: median and max |log R| under each other's key"),
    # ------------------------------------------------------------ exact/_powers.py
    _m("audit12a._powers.worst_index_last", PO,
       "    return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])\n",
       "    return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[-1])\n",
       "worst_index: ties resolve to the highest index, not the lowest (documented)"),
    _m("audit12a._powers.t_mix_at_t_max", PO,
       "    t_mix = t_low + 1 if t_low + 1 <= t_max else None\n",
       "    t_mix = t_low + 1 if t_low + 1 < t_max else None\n",
       "power_search: t_mix = t_max exactly reported as not reached"),
    _m("audit12a._powers.matmul_wrong_axis", PO,
       "self.off * db[None, :]",
       "self.off * db[:, None]",
       "_Power.__matmul__: the right factor's diagonal scales rows instead of columns"),
    # ------------------------------------------------------------ toolkit/exceptions.py
    _m("audit12a.exceptions.sci_unrounded_carry", EX,
       "    if round(m, 1) >= 10:\n",
       "    if m >= 10:\n",
       "_sci: a mantissa 9.96 is printed as '10.0e+NN' (carry tested before rounding)"),
    _m("audit12a.exceptions.bytes_1024_unit", EX,
       "    if n < 1024:\n        return f\"{n:.0f} B\"\n",
       "    if n <= 1024:\n        return f\"{n:.0f} B\"\n",
       "_human_bytes: 1024 bytes printed as '1024 B', not '1.0 KiB'"),
    _m("audit12a.exceptions.unknown_name_repr", EX,
       "        return str(self.args[0]) if len(self.args) == 1 else super().__str__()\n",
       "        return super().__str__()\n",
       "UnknownNameError.__str__: the message printed as a KeyError repr (quoted)"),
]

#: mutants believed to change no behaviour, marked before the first run (with why)
EQUIVALENT = {}

#: mutants found after the first run to be the same bug as an entry of scripts/mutants.py
DUPLICATE_OF = {
    "audit12a.samplers.steps_zero_rejected": "audit4d.samplers.steps_zero",
    "audit12a.samplers.rounds_one_extra": "audit4d.samplers.rounds_off_by_one",
    "audit12a.samplers.laws_kept_by_default": "audit6c.samplers.laws_flag_inverted",
    "audit12a.semantic.low_high_swapped": "audit4e.semantic.low_high_swapped",
    "audit12a.semantic.occupancy_percent_factor": "sweep6s4.semantic.occupancy_fraction",
    "audit12a.semantic.longest_dwell_min": "audit10a.report_semantic.longest_dwell_min",
    "audit12a.verify.seconds_left_in_results": "audit4c.verify.timings_left_in",
    "audit12a.distance.stepping_one_past_t_max": "audit5c.distance.stepping_one_past_t_max",
    "audit12a.distance.str_first_distance": "audit10c.distance.str_first_distance",
    "audit12a._math.operators_order": "audit4c.math.operator_order",
    "audit12a._math.roman_ignored": "audit10b._math.italic_in_subscripts",
    "audit12a.records.quick_included": "records.quick_runs_read",
    "audit12a.records.dynamic_n_undetermined": "audit4c.records.dynamic_n_no_undetermined",
    "audit12a.tasks.unseeded_last_seed": "audit4c.tasks.unseeded_last_seed",
    "audit12a.tasks.defaults_override_params": "audit4c.tasks.defaults_override_params",
    "audit12a.plot.tv_curve_strict_eps": "audit4e.plot.tmix_strict",
    "audit12a.plot.lambda_star_min": "audit4e.plot.kernel_lambda_star_min",
    "audit12a._active.bar_cumulative": "audit7b.active.bar_absolute",
    "audit12a._active.clock_max": "audit4b.active.bar_max_clock",
    "audit12a.incompatibility.reversible_iff_flipped": "audit6a.incompatibility.reversible_claim_flipped",
    "audit12a.incompatibility.toy_json_keys_swapped": "audit9c.incompatibility.toy_keys_swapped",
    "audit12a._powers.worst_index_last": "blind3.powers.worst_last",
    "audit12a._powers.t_mix_at_t_max": "mixing.doubling_t_max_boundary",
    # O_a D_b scaled by rows: blind3's uses da, this one db; on every squaring (P^(2^j) @ P^(2^j)) da = db,
    # so the two differ only on the bisection's products
    "audit12a._powers.matmul_wrong_axis": "blind3.powers.matmul_scale",
    "audit12a.exceptions.sci_unrounded_carry": "audit4e.exceptions.sci_round_carry",
    "audit12a.exceptions.bytes_1024_unit": "audit4e.exceptions.bytes_1024_boundary",
    "audit12a.exceptions.unknown_name_repr": "sweep6s3.exceptions.unknown_repr",
}

#: per survivor: why it survived and the test that kills it now
SURVIVOR_NOTES = {
    "audit12a.distance.doubling_t_max_one": {
        "note": "no test ran the doubling search from a start with t_max = 1 where t_mix = 1 "
                "(cov5h1.distance.t_max_zero guards t_max = 0 only)",
        "killed_by": "tests/exact/test_audit12a_distance.py::test_t_mix_one_is_reached_with_t_max_one"},
    "audit12a.incompatibility.certified_ge_zero": {
        "note": "every toy family listed as incompatible has certified rectangles, so '> 0' and '>= 0' agree on "
                "the shipped families; no test fed the section a family with none",
        "killed_by": "tests/toolkit/test_audit12a_incompatibility.py::"
                     "test_incompatibility_claim_fails_on_a_family_with_no_certified_rectangle"},
}

#: test files added by this audit, run after a mutant's own set in ``--after`` runs
AFTER_TESTS = {
    "audit12a.distance.doubling_t_max_one": ["tests/exact/test_audit12a_distance.py"],
    "audit12a.incompatibility.certified_ge_zero": ["tests/toolkit/test_audit12a_incompatibility.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Fourth blind mutation audit, part d (issue 30): 45 mutants in 14 modules of the command layer
(``toolkit/app/commands/{phase,sample,sweep,rectangle,samplers,scan,exact,window,study,check}.py``,
``toolkit/app/cli.py``, ``toolkit/app/_interrupt.py``, ``toolkit/app/pytest_plugin.py``,
``toolkit/testing.py``; never audited before), written without reading ``scripts/mutants.py``,
the earlier audits' catalogues or any file under ``tests/``. Each mutant is a bug a developer
could make in what a command computes, validates and prints as a number or a verdict
(argument checks, defaults, exit codes, JSON keys). Mutants believed equivalent are marked
(``EQUIVALENT``) before anything ran; those found after the first run to be the same bug as
an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`.

The runner is the first audit's (``_copy_tree``, ``_run_tests``, ``run_mutant`` of
``benchmarks/blind_audit.py``): each mutant replaces one exact snippet of one file (it must
occur there exactly once) in a copy of the repository, runs ``python -m pytest -x -q -p
no:cacheprovider -m "not slow and not gpu" <tests>`` there (``CI=1``, one BLAS/OpenMP thread),
one mutant at a time, and restores the file. Exit code 1 with a FAILED test: killed; 0:
survived; ``timeout``: not a kill; anything else: an error (not a kill).

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
name the command or import the module), before any mutant ran; each ends with the mutated
module's own file (its doctests).

Usage::

    python benchmarks/blind_audit_4d.py --baseline --jobs 1 --json before.json
    python benchmarks/blind_audit_4d.py --id 'audit4d.scan.*' --timeout 300
    python benchmarks/blind_audit_4d.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import, names only)
_BAD = ["tests/test_bad_inputs.py", "tests/test_bad_inputs_first_hour.py"]
TS_PHASE = ["tests/test_cli_phase.py", "tests/test_cli_phase_checks.py", "tests/test_cli_audit_phase_sweep.py", *_BAD,
            "toolkit/app/commands/phase.py"]
TS_SAMPLE = ["tests/test_cli_sample.py", "tests/test_cli_audit_sample_rectangle.py",
             "tests/test_cli_audit_rectangle_mlm.py", "tests/test_cli_window_warnings.py", "tests/test_cli_free.py",
             *_BAD, "toolkit/app/commands/sample.py"]
TS_SWEEP = ["tests/test_cli_sweep.py", "tests/test_cli_sweep_checks.py", "tests/test_cli_audit_phase_sweep.py", *_BAD,
            "toolkit/app/commands/sweep.py"]
TS_RECT = ["tests/test_cli_rectangle.py", "tests/test_cli_audit_sample_rectangle.py",
           "tests/test_cli_audit_rectangle_mlm.py", "tests/test_cli_free.py", *_BAD,
           "toolkit/app/commands/rectangle.py"]
TS_SAMPLERS = ["tests/test_cli_samplers.py", "tests/test_readme_samplers.py", *_BAD,
               "toolkit/app/commands/samplers.py"]
TS_SCAN = ["tests/test_cli_audit_exact.py", "tests/test_cli_check.py", "tests/test_cli_vocabulary.py", *_BAD,
           "toolkit/app/commands/scan.py"]
TS_EXACT = ["tests/test_cli_exact.py", "tests/test_cli_exact_start.py", "tests/test_cli_audit_exact.py", *_BAD,
            "toolkit/app/commands/exact.py"]
TS_WINDOW = ["tests/test_cli_window_warnings.py", "tests/toolkit/test_real_window.py", "tests/test_cli_audit_exact.py",
             *_BAD, "toolkit/app/commands/window.py"]
TS_STUDY = ["tests/test_cli_study.py", *_BAD, "toolkit/app/commands/study.py"]
TS_CHECK = ["tests/test_cli_check.py", "tests/test_cli_audit_exact.py", *_BAD, "toolkit/app/commands/check.py"]
TS_CLI = ["tests/test_cli_vocabulary.py", "tests/test_exceptions.py", "tests/test_cli_samplers.py", *_BAD,
          "toolkit/app/cli.py"]
TS_INTERRUPT = ["tests/test_cli_vocabulary.py", "toolkit/app/_interrupt.py"]
TS_PLUGIN = ["tests/toolkit/test_testing.py", "toolkit/app/pytest_plugin.py"]
TS_TESTING = ["tests/toolkit/test_testing.py", "tests/toolkit/test_testing_strategies.py", "tests/test_layering.py",
              "toolkit/testing.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


_C = "toolkit/app/commands/"
PH, SA, SW, RE, SS, SC, EX, WI, ST, CK = (_C + f for f in (
    "phase.py", "sample.py", "sweep.py", "rectangle.py", "samplers.py", "scan.py", "exact.py", "window.py", "study.py",
    "check.py"))
CL, IN, PL, TE = "toolkit/app/cli.py", "toolkit/app/_interrupt.py", "toolkit/app/pytest_plugin.py", "toolkit/testing.py"

MUTANTS = [
    # ---- commands/phase.py: the grid's checks, the mixing change, the warnings, the JSON
    _m("audit4d.phase.one_size", PH,
       "if len(sizes) < 2:", "if len(sizes) < 1:",
       "--n with one distinct size is accepted (finite-size scaling needs two)", TS_PHASE),
    _m("audit4d.phase.two_temperatures", PH,
       "if len(ts) < 3:", "if len(ts) < 2:",
       "--temperature with two distinct values is accepted (three are documented as needed)", TS_PHASE),
    _m("audit4d.phase.infinite_temperature", PH,
       "if not (math.isfinite(t) and t > 0):", "if not (t > 0):",
       "--temperature inf is accepted", TS_PHASE),
    _m("audit4d.phase.torus_odd", PH,
       "(lattice and (L < 4 or L % 2))", "(lattice and L < 4)",
       "a torus of odd side L (n = 25) is accepted for checkerboard sweeps", TS_PHASE),
    _m("audit4d.phase.mixing_change_two_sizes", PH,
       "if len(rows) < 3:", "if len(rows) < 2:",
       "mixing_change_of runs on 2 sizes with known relaxation times (3 documented as needed)", TS_PHASE),
    _m("audit4d.phase.lattice_sweeps_boundary", PH,
       "if sweeps < MIN_LATTICE_SWEEPS and", "if sweeps <= MIN_LATTICE_SWEEPS and",
       "a lattice run of exactly the recommended minimum of recorded sweeps is warned of", TS_PHASE),
    _m("audit4d.phase.json_n_key", PH,
       '"n": [int(n) for n in data.n_values]', '"n_values": [int(n) for n in data.n_values]',
       "the JSON lists the sizes under n_values instead of n", TS_PHASE),
    # ---- commands/sample.py
    _m("audit4d.sample.ess_flipped", SA,
       "if ess is not None and ess < ess_min:", "if ess is not None and ess > ess_min:",
       "the ESS warning fires when the effective sample size is above the minimum, not below", TS_SAMPLE),
    _m("audit4d.sample.steps_min", SA,
       'check_int(args.steps, "steps", minimum=8)', 'check_int(args.steps, "steps", minimum=1)',
       "--steps below 8 is accepted", TS_SAMPLE),
    _m("audit4d.sample.toy_coupling_swapped", SA,
       "TOY_COUPLING = (8, 64)", "TOY_COUPLING = (64, 8)",
       "the toy coupling's default pairs and replicates are swapped", TS_SAMPLE),
    _m("audit4d.sample.exact_outside_none", SA,
       "if row.ok is False:", "if not row.ok:",
       "a row with no verdict (ok None) is warned of as an exact value outside its interval", TS_SAMPLE),
    _m("audit4d.sample.text_source_flipped", SA,
       "if args.text is not None:\n        return TOKENS_ALL_WITH_TEXT", "if args.text is None:\n        return TOKENS_ALL_WITH_TEXT",
       "a real MLM's token set is every token without --text and the default set with it (reversed)", TS_SAMPLE),
    # ---- commands/sweep.py
    _m("audit4d.sweep.seed_max", SW,
       "if min(seeds) < 0:", "if max(seeds) < 0:",
       "a seed grid with a negative seed among non-negative ones is accepted", TS_SWEEP),
    _m("audit4d.sweep.memory_cap_ignored", SW,
       "max_memory=min(asked, cap), hint=hint)", "max_memory=cap, hint=hint)",
       "the memory guard ignores a --max-memory below the library's cap", TS_SWEEP),
    _m("audit4d.sweep.exact_phase_unguarded", SW,
       'e in ("exact", "exact-phase")]', 'e in ("exact",)]',
       "the exact-phase estimator escapes the enumeration guard", TS_SWEEP),
    _m("audit4d.sweep.free_mismatch", SW,
       "bad = [n for n in ns if n != len(free)]", "bad = [n for n in ns if n > len(free)]",
       "a --n smaller than the number of --free sites is accepted", TS_SWEEP),
    _m("audit4d.sweep.json_skipped", SW,
       '"n_skipped": summary.n_skipped,', '"n_skipped": summary.n_new,',
       "the JSON's n_skipped reports the tasks run, not the ones reused", TS_SWEEP),
    _m("audit4d.rectangle.topk_min", RE,
       'check_int(args.top_k, "top-k", minimum=2)', 'check_int(args.top_k, "top-k", minimum=1)',
       "--top-k 1 is accepted (no rectangle from one token)", TS_RECT),
    _m("audit4d.rectangle.topk_q_boundary", RE,
       "if q_known is not None and k > q_known:", "if q_known is not None and k >= q_known:",
       "--top-k equal to the number of tokens of V is refused", TS_RECT),
    _m("audit4d.rectangle.site_pairs_count", RE,
       '"n_site_pairs": int(len({(a, b) for a, b in zip(table["i"], table["j"], strict=True)})),',
       '"n_site_pairs": int(len(table["i"])),',
       "n_site_pairs counts the rectangles' rows, not the distinct site pairs", TS_RECT),
    _m("audit4d.rectangle.npairs_adjacent", RE,
       'if args.pairs != "random":', 'if args.pairs == "all":',
       "--n-pairs with --pairs adjacent is accepted (and ignored)", TS_RECT),
    _m("audit4d.samplers.steps_zero", SS,
       "if any(v < 0 for v in t):", "if any(v <= 0 for v in t):",
       "--steps 0 (the sampler's law itself) is refused", TS_SAMPLERS),
    _m("audit4d.samplers.rounds_off_by_one", SS,
       "while (R < rounds) if rounds", "while (R <= rounds) if rounds",
       "an explicit --rounds R runs R + 1 rounds", TS_SAMPLERS),
    _m("audit4d.samplers.shared_stream", SS,
       "rng = np.random.default_rng([int(seed), a])", "rng = np.random.default_rng(int(seed))",
       "every sampler draws from the same stream (seed), not its own [seed, index]", TS_SAMPLERS),
    _m("audit4d.samplers.json_pi_kept", SS,
       'd.pop("laws"), d.pop("pi")', 'd.pop("laws")',
       "without --laws the JSON still carries pi (q^n numbers)", TS_SAMPLERS),
    # ---- commands/scan.py
    _m("audit4d.scan.exit_status", SC,
       "return 0 if ok else 1", "return 0",
       "a scan whose bound fails exits 0", TS_SCAN),
    _m("audit4d.scan.none_fails", SC,
       "ok = res.all_hold is not False", "ok = bool(res.all_hold)",
       "an nlogn scan with no applicable bound (all_hold None) exits 1", TS_SCAN),
    _m("audit4d.scan.nmax_exclusive", SC,
       'minimum=lo) + 1)', 'minimum=lo))',
       "the sizes --n-min..--n-max leave out --n-max", TS_SCAN),
    _m("audit4d.scan.sizes_conflict", SC,
       "if given:  # neither silently wins", "if len(given) > 1:  # neither silently wins",
       "--sizes with one of --n-min / --n-max is accepted (and the bound ignored)", TS_SCAN),
    # ---- commands/exact.py
    _m("audit4d.exact.start_index_bound", EX,
       "if idx >= space.size:", "if idx > space.size:",
       "--start q**n (one past the last state) is accepted", TS_EXACT),
    _m("audit4d.exact.start_token_digit", EX,
       "elif t.isdigit() and int(t) < q:", "elif t.isdigit() and int(t) <= q:",
       "--start with a token index q is accepted", TS_EXACT),
    _m("audit4d.exact.start_count", EX,
       "if len(parts) != n:", "if len(parts) < n:",
       "--start with more tokens than sites is accepted", TS_EXACT),
    _m("audit4d.exact.sectors_symmetric", EX,
       'if args.sectors != "auto" and method != "lumped":', 'if args.sectors == "all" and method != "lumped":',
       "--sectors symmetric on an enumerated model is accepted (and ignored)", TS_EXACT),
    # ---- commands/window.py
    _m("audit4d.window.exit_status", WI,
       "return 0 if r.all_ok else 1", "return 0",
       "a window whose sampled check fails exits 0", TS_WINDOW),
    _m("audit4d.window.infinite_flipped", WI,
       "if infinite_exact(row):", "if not infinite_exact(row):",
       "the exact-infinite warning is given for the finite rows, not the infinite ones", TS_WINDOW),
    _m("audit4d.study.temperature_zero", ST,
       "if not (math.isfinite(t) and t > 0)]", "if not (math.isfinite(t) and t >= 0)]",
       "--temperature 0 is accepted", TS_STUDY),
    _m("audit4d.study.sections_partial", ST,
       "        if bad:\n", "        if len(bad) == len(sections):\n",
       "--sections with one unknown name among known ones is accepted", TS_STUDY),
    # ---- commands/check.py
    _m("audit4d.check.exit_status", CK,
       "return 0 if report.all_hold else 1", "return 0",
       "a failed claim exits 0", TS_CHECK),
    _m("audit4d.check.rtol_unchecked", CK,
       "if args.logit_rtol is not None:  # before", "if False:  # before",
       "a negative --logit-rtol is not refused before the model is enumerated", TS_CHECK),
    # ---- toolkit/app/cli.py
    _m("audit4d.cli.user_error_status", CL,
       'print(f"glauber {args.command}: error: {msg}", file=sys.stderr)\n        return 2',
       'print(f"glauber {args.command}: error: {msg}", file=sys.stderr)\n        return 1',
       "a user error exits 1 (a failed check's status), not 2", TS_CLI),
    _m("audit4d.cli.multiline_error", CL,
       'msg = " ".join(str(exc).split("\\n"))', "msg = str(exc)",
       "an error message with a newline is printed on several lines", TS_CLI),
    _m("audit4d.cli.extra_ignored", CL,
       "if extra:  # `glauber exact --jsn`", "if False:  # `glauber exact --jsn`",
       "unrecognized arguments are silently ignored", TS_CLI),
    # ---- toolkit/app/_interrupt.py
    _m("audit4d.interrupt.exit_status", IN,
       "os._exit(130)", "os._exit(1)",
       "the forced exit after Ctrl-C has status 1, not 130", TS_INTERRUPT),
    # ---- toolkit/app/pytest_plugin.py
    _m("audit4d.plugin.stationary_swapped", PL,
       "(check_stationary if stationary else check_sampler)", "(check_sampler if stationary else check_stationary)",
       "glauber_check runs the stationary check by default and the one-step check with stationary=True", TS_PLUGIN),
    _m("audit4d.testing.all_short", TE,
       '"text_step", "with_specials"]', '"text_step"]',
       "toolkit.testing's __all__ leaves out with_specials", TS_TESTING),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is: each
#: changes an output, an accepted input or an exit status on some input (the boundary ones say
#: which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): none of the
#: 45 is the same bug as an entry there (its 7 entries on these modules mutate other lines:
#: exact --start's token order, the negative-number pattern's other form, stdout errors, the cost
#: estimate, phase --method on real MLMs, the samplers' rounds tolerance); all 45 are fresh.
DUPLICATE_OF: dict = {}

#: After the first run: per survivor, why nothing caught it and the test that now kills it.
SURVIVOR_NOTES = {
    "audit4d.sample.toy_coupling_swapped": {
        "note": "pairs x replicates is 512 either way, so no count changed; no test compared the command's toy defaults with the library's (8 start pairs, 64 replicates)",
        "killed_by": "tests/test_cli_audit_commands.py::test_sample_toy_coupling_defaults_are_the_librarys"},
    "audit4d.sweep.seed_max": {
        "note": "a negative seed was refused later anyway (by the task grid, as `seed` must be >= 0) but no test gave one beside a non-negative seed to the sweep's own check",
        "killed_by": "tests/test_cli_audit_commands.py::test_sweep_refuses_a_negative_seed_among_others_before_the_store"},
    "audit4d.sweep.memory_cap_ignored": {
        "note": 'the memory tests asked above the 8 GiB cap or gave models above it; none a model between --max-memory and the cap',
        "killed_by": "tests/test_cli_audit_commands.py::test_sweep_memory_guard_takes_a_max_memory_below_the_cap"},
    "audit4d.sweep.exact_phase_unguarded": {
        "note": 'the guard was tested with --estimator exact only; under the mutant the first exact-phase task fails after the store exists',
        "killed_by": "tests/test_cli_audit_commands.py::test_sweep_exact_phase_estimator_has_the_enumeration_guard"},
    "audit4d.sweep.free_mismatch": {
        "note": 'no test gave --n and --free together to sweep; under the mutant the task fails after the store exists',
        "killed_by": "tests/test_cli_audit_commands.py::test_sweep_refuses_a_size_below_the_number_of_free_sites"},
    "audit4d.sweep.json_skipped": {
        "note": "no test read n_skipped (nor n_new) from the sweep's JSON",
        "killed_by": "tests/test_cli_audit_commands.py::test_sweep_json_counts_new_and_reused_tasks"},
    "audit4d.samplers.steps_zero": {
        "note": 'no test gave --steps 0 (accepted by the contract: integers >= 0)',
        "killed_by": "tests/test_cli_audit_commands.py::test_samplers_steps_zero_is_the_samplers_own_law"},
    "audit4d.samplers.json_pi_kept": {
        "note": 'the JSON tests all gave --laws',
        "killed_by": "tests/test_cli_audit_commands.py::test_samplers_json_carries_the_laws_and_pi_only_with_laws"},
    "audit4d.scan.exit_status": {
        "note": 'the bounds are theorems, so no real scan fails them; no test held the exit status to a failed bound',
        "killed_by": "tests/test_cli_audit_commands.py::test_scan_exits_1_when_its_bound_fails"},
    "audit4d.exact.start_token_digit": {
        "note": "no test gave the token index q; the mutant fails later with the state check's message",
        "killed_by": "tests/test_cli_audit_commands.py::test_exact_start_refuses_a_token_past_q_and_too_many_tokens"},
    "audit4d.exact.start_count": {
        "note": 'the token-count test gave too few tokens only',
        "killed_by": "tests/test_cli_audit_commands.py::test_exact_start_refuses_a_token_past_q_and_too_many_tokens"},
    "audit4d.window.exit_status": {
        "note": 'no test read the exit status of a window whose sampled rows miss',
        "killed_by": "tests/test_cli_audit_commands.py::test_window_exits_1_when_a_sampled_check_fails"},
    "audit4d.check.exit_status": {
        "note": 'the claims are theorems, so no real model fails one; no test held the exit status to a failed claim',
        "killed_by": "tests/test_cli_audit_commands.py::test_check_exits_1_when_a_claim_fails"},
    "audit4d.check.rtol_unchecked": {
        "note": 'the library refuses the negative value too, with the same words, once the model is enumerated; no test gave it with a model beyond enumeration',
        "killed_by": "tests/test_cli_audit_commands.py::test_check_refuses_a_negative_logit_rtol_before_the_model_is_enumerated"},
    "audit4d.cli.multiline_error": {
        "note": 'no error message in the tests held a newline',
        "killed_by": "tests/test_cli_audit_commands.py::test_an_error_message_with_a_newline_is_printed_on_one_line"},
    "audit4d.testing.all_short": {
        "note": 'the names were imported one by one, never through __all__',
        "killed_by": "tests/test_cli_audit_commands.py::test_toolkit_testing_exports_every_name_its_docstring_lists"},
}

#: ``--after``: test files added to a mutant's import-chosen set for the runs after the audit's tests.
AFTER_TESTS = {f"audit4d.{k}": ["tests/test_cli_audit_commands.py"] for k in (
    "sample.toy_coupling_swapped",
    "sweep.seed_max",
    "sweep.memory_cap_ignored",
    "sweep.exact_phase_unguarded",
    "sweep.free_mismatch",
    "sweep.json_skipped",
    "samplers.steps_zero",
    "samplers.json_pi_kept",
    "scan.exit_status",
    "exact.start_token_digit",
    "exact.start_count",
    "window.exit_status",
    "check.exit_status",
    "check.rtol_unchecked",
    "cli.multiline_error",
    "testing.all_short",
)}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

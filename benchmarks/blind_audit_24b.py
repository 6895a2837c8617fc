"""Twenty-fourth blind mutation audit, part b (issue 30): 45 mutants in the 12 modules dealt to part
24b by ``python benchmarks/blind_audit_5_draw.py --audit 24 --seed 2026120724`` (exact/_nonreversible_krylov.py,
exact/space.py, toolkit/app/commands/sweep.py, toolkit/models/_params.py, toolkit/models/basins.py,
exact/spectral.py, toolkit/app/sweep/executors.py, toolkit/app/commands/rectangle.py, exact/analysis.py,
toolkit/app/sweep/runners.py, toolkit/models/base.py, exact/basins.py), written without reading
``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_24_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_24b.py --list
    python benchmarks/blind_audit_24b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_24b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

NRK = "exact/_nonreversible_krylov.py"
SPACE = "exact/space.py"
SWEEP_CMD = "toolkit/app/commands/sweep.py"
PARAMS = "toolkit/models/_params.py"
MBASINS = "toolkit/models/basins.py"
SPECTRAL = "exact/spectral.py"
EXECUTORS = "toolkit/app/sweep/executors.py"
RECT = "toolkit/app/commands/rectangle.py"
ANALYSIS = "exact/analysis.py"
RUNNERS = "toolkit/app/sweep/runners.py"
BASE = "toolkit/models/base.py"
EBASINS = "exact/basins.py"
TESTS = {f: automut.default_tests(f) for f in (NRK, SPACE, SWEEP_CMD, PARAMS, MBASINS, SPECTRAL, EXECUTORS, RECT,
                                               ANALYSIS, RUNNERS, BASE, EBASINS)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ exact/_nonreversible_krylov.py (122 statements: 3)
    _m("audit24b.nonreversible_krylov.lambda2_certified_and", NRK,
       "if float(np.min(np.abs(vals))) <= re or not L.rest.size:",
       "if float(np.min(np.abs(vals))) <= re and not L.rest.size:",
       "lambda_2 taken from the left run only when the Ritz values certify it AND nothing was left out "
       "(either alone suffices): a third LR run where none is needed, or none where one is"),
    _m("audit24b.nonreversible_krylov.delta_largest_distance", NRK,
       "delta = max(min(dist), 0.0) if dist else 0.0",
       "delta = max(max(dist), 0.0) if dist else 0.0",
       "the separation delta taken as the largest distance to the rest of the spectrum, not the smallest: "
       "the second-order error term too small"),
    _m("audit24b.nonreversible_krylov.tops_one_adjoint", NRK,
       "for _ in range(k):\n                    v = ST(v)",
       "for _ in range(1):\n                    v = ST(v)",
       "the reversibilization operator applies B^T once instead of k times: (B^T) B^k, not (B^T)^k B^k, "
       "so gamma_k for k >= 2 is wrong"),
    # ------------------------------------------------------------------ exact/space.py (41 statements: 3)
    _m("audit24b.space.index_guard_off_by_one", SPACE,
       "idx.max() >= self.size",
       "idx.max() > self.size",
       "states(size) is not refused: the index q**n wraps round to the all-zero state"),
    _m("audit24b.space.last_offender_quoted", SPACE,
       "bad = int(idx[(idx < 0) | (idx >= self.size)][0])",
       "bad = int(idx[(idx < 0) | (idx >= self.size)][-1])",
       "the error message quotes the last out-of-range index instead of the first"),
    _m("audit24b.space.of_swaps_q_n", SPACE,
       "return cls(int(model.vocab_size), int(model.length), max_states=max_states)",
       "return cls(int(model.length), int(model.vocab_size), max_states=max_states)",
       "StateSpace.of(model) builds n**q states (q and n swapped)"),
    # ------------------------------------------------------------------ toolkit/app/commands/sweep.py (147 statements: 3)
    _m("audit24b.sweep_cmd.exact_phase_unguarded", SWEEP_CMD,
       'exact = [e for e in estimators if e in ("exact", "exact-phase")]',
       'exact = [e for e in estimators if e in ("exact",)]',
       "the enumeration guard before the store exists skips --estimator exact-phase: a huge n fails in its "
       "first task instead"),
    _m("audit24b.sweep_cmd.max_memory_at_most_refused", SWEEP_CMD,
       'if parse_bytes(text, "--max-memory") > parse_bytes(DEFAULT_MAX_MEMORY):',
       'if parse_bytes(text, "--max-memory") >= parse_bytes(DEFAULT_MAX_MEMORY):',
       "--max-memory equal to the most (its default, 8GiB) is refused: every sweep with the default fails"),
    _m("audit24b.sweep_cmd.seed_first_only", SWEEP_CMD,
       "if min(seeds) < 0:",
       "if seeds[0] < 0:",
       "a negative seed is refused only when it is the first of the grid"),
    # ------------------------------------------------------------------ toolkit/models/_params.py (56 statements: 3)
    _m("audit24b.params.pow_swapped", PARAMS,
       "total += k * math.log10(q)",
       "total += q * math.log10(k)",
       'log10_bytes of a ("pow", q, k) dimension computes k**q instead of q**k'),
    _m("audit24b.params.zero_scale_refused", PARAMS,
       "math.isfinite(value) and value >= 0",
       "math.isfinite(value) and value > 0",
       "check_scale refuses scale = 0 (documented finite and >= 0)"),
    _m("audit24b.params.noun_counts_given", PARAMS,
       'noun = "parameter" if len(unknown) == 1 else "parameters"',
       'noun = "parameter" if len(given) == 1 else "parameters"',
       "the message's noun counts every keyword given, not the unknown ones"),
    # ------------------------------------------------------------------ toolkit/models/basins.py (59 statements: 3)
    _m("audit24b.models_basins.zero_gamma_accepted", MBASINS,
       "if not np.isfinite(g) or g <= 0:",
       "if not np.isfinite(g) or g < 0:",
       "gamma = 0 accepted (documented > 0): a 'strict' fixed point with margin 0"),
    _m("audit24b.models_basins.hamming_one_accepted", MBASINS,
       "if d.min() < 2:",
       "if d.min() < 1:",
       "planted states at Hamming distance 1 are not refused (only equal ones)"),
    _m("audit24b.models_basins.first_gamma_for_all", MBASINS,
       "row[x[k, i]] = max_others(row)[x[k, i]] + g[k]",
       "row[x[k, i]] = max_others(row)[x[k, i]] + g[0]",
       "every planted state gets the first state's margin, not its own gamma"),
    # ------------------------------------------------------------------ exact/spectral.py (697 statements: 8)
    _m("audit24b.spectral.pseudo_k_off_by_one", SPECTRAL,
       "ps_k = int(np.argmax(ratios)) + 1",
       "ps_k = int(np.argmax(ratios))",
       "the pseudo-spectral k is one too small (0-based), and its gap read from the wrong ratio"),
    _m("audit24b.spectral.intersect_certified_or", SPECTRAL,
       "self.certified and other.certified,",
       "self.certified or other.certified,",
       "the intersection of a bound and an estimate is reported as a bound (certified if either is)"),
    _m("audit24b.spectral.reversible_deflate_smallest", SPECTRAL,
       "k = int(np.argmin(np.abs(w)))\n    keep = np.ones(w.size, dtype=bool)",
       "k = int(np.argmin(w))\n    keep = np.ones(w.size, dtype=bool)",
       "the dense reversible path drops the most negative eigenvalue instead of the deflated one (nearest 0)"),
    _m("audit24b.spectral.nonreversible_star_real_part", SPECTRAL,
       "j = int(np.argmax(np.abs(w)))",
       "j = int(np.argmax(w.real))",
       "non-reversible dense lambda_star taken at the eigenvalue of largest real part, not largest modulus"),
    _m("audit24b.spectral.period_diagonal_ge", SPECTRAL,
       "if np.any(np.asarray(M.diagonal()) > 0):",
       "if np.any(np.asarray(M.diagonal()) >= 0):",
       "every chain is declared aperiodic (period 1): a periodic chain's gap is not set to 0"),
    _m("audit24b.spectral.lower_bound_wrong_end", SPECTRAL,
       "log_lo = log_reversible_lower_bound(log_gap_upper, eps)",
       "log_lo = log_reversible_lower_bound(log_gap_lower, eps)",
       "the t_mix lower bound is taken at the gap interval's lower end (not valid: the upper end gives the bound)"),
    _m("audit24b.spectral.gap_error_min_side", SPECTRAL,
       "err = max(gap - iv.lower, iv.upper - gap)\n    if err == 0 and d == 1:",
       "err = min(gap - iv.lower, iv.upper - gap)\n    if err == 0 and d == 1:",
       "gap_error is the narrower half of the interval (e.g. 0 where the gap is clipped at 1), not the wider"),
    _m("audit24b.spectral.paulin_k_or_finite", SPECTRAL,
       "if k is not None and math.isfinite(hi):",
       "if k is not None or math.isfinite(hi):",
       "a Paulin bound with no k left (every gamma_k interval reaching 0) is reported as an infinite upper bound "
       "instead of none with its note"),
    # ------------------------------------------------------------------ toolkit/app/sweep/executors.py (79 statements: 3)
    _m("audit24b.executors.local_zero_accepted", EXECUTORS,
       "            if n < 1:",
       "            if n < 0:",
       "local:0 accepted (an executor with zero workers) instead of refused"),
    _m("audit24b.executors.local_alone_serial", EXECUTORS,
       "n = os.cpu_count() or 1",
       "n = 1",
       "'local' alone runs serially instead of on every CPU"),
    _m("audit24b.executors.serial_raises", EXECUTORS,
       "        except Exception as exc:\n            yield t, exc",
       "        except Exception:\n            raise",
       "the serial executor lets a task's exception escape instead of handing it back with its task "
       "(the sweep's TaskFailedError naming the task is lost)"),
    # ------------------------------------------------------------------ toolkit/app/commands/rectangle.py (105 statements: 3)
    _m("audit24b.rectangle_cmd.top_k_equal_q_refused", RECT,
       "if q_known is not None and k > q_known:",
       "if q_known is not None and k >= q_known:",
       "--top-k equal to the number of tokens of V is refused before the model loads"),
    _m("audit24b.rectangle_cmd.text_j_from_i", RECT,
       '"text_j": model.tokens[int(x[w.j])]',
       '"text_j": model.tokens[int(x[w.i])]',
       "each witness's text_j shows the text's token at site i (copy-paste)"),
    _m("audit24b.rectangle_cmd.site_pairs_counts_rows", RECT,
       'int(len({(a, b) for a, b in zip(table["i"], table["j"], strict=True)}))',
       'int(len(table["i"]))',
       "n_site_pairs counts the table's rows (rectangles), not the distinct site pairs"),
    # ------------------------------------------------------------------ exact/analysis.py (201 statements: 5)
    _m("audit24b.analysis.lump_q2_at_boundary", ANALYSIS,
       "(q == 2 and n > LUMP_Q2_ABOVE_N)",
       "(q == 2 and n >= LUMP_Q2_ABOVE_N)",
       "q = 2 exchangeable models are lumped at n = LUMP_Q2_ABOVE_N already (documented: above it)"),
    _m("audit24b.analysis.logit_scale_largest_T", ANALYSIS,
       "T = float(temps.min())",
       "T = float(temps.max())",
       "check_logit_scale over a grid of temperatures checks the largest, not the smallest: a too-small T passes"),
    _m("audit24b.analysis.warn_temperature_inverted", ANALYSIS,
       "above T ~ {T * rel / PI_RTOL_WARN:.2g}",
       "above T ~ {T * PI_RTOL_WARN / rel:.2g}",
       "the pi-accuracy warning names T * threshold / rel instead of T * rel / threshold (the ratio inverted)"),
    _m("audit24b.analysis.lumped_limit_max", ANALYSIS,
       "limit = min(float(max_states), float(MAX_COUNT_STATES))",
       "limit = max(float(max_states), float(MAX_COUNT_STATES))",
       "the lumped size guard takes the larger of max_states and the engine's limit, not the smaller"),
    _m("audit24b.analysis.negative_lower_bound_kept", ANALYSIS,
       "t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0))",
       "t_mix_lower_bound=None if bounds.lower is None else float(bounds.lower)",
       "a spectral t_mix lower bound below 0 is reported as is (documented: reported as 0)"),
    # ------------------------------------------------------------------ toolkit/app/sweep/runners.py (65 statements: 3)
    _m("audit24b.runners.skipped_counts_duplicates", RUNNERS,
       "n_skipped=len(unique) - len(pending)",
       "n_skipped=len(tasks) - len(pending)",
       "n_skipped counts duplicate tasks of the grid as skipped (len(tasks), not the unique keys)"),
    _m("audit24b.runners.only_input_errors_wrapped", RUNNERS,
       "if isinstance(out, GlauberError):",
       "if isinstance(out, InvalidInputError):",
       "only invalid-input errors become TaskFailedError naming the task; other domain errors escape raw"),
    _m("audit24b.runners.no_tasks_accepted", RUNNERS,
       '    if not tasks:\n        raise InvalidInputError("the sweep has no tasks")\n',
       "",
       "an empty sweep is not refused: it returns an empty summary"),
    # ------------------------------------------------------------------ toolkit/models/base.py (104 statements: 3)
    _m("audit24b.base.row_scale_no_floor", BASE,
       "return np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size",
       "return np.abs(logits).max(axis=1) if logits.size",
       "the logit error's row scale loses its floor of 1: rows of small logits get a bound far too small"),
    _m("audit24b.base.declared_error_min", BASE,
       "err = err.max(axis=1) if err.shape[1]",
       "err = err.min(axis=1) if err.shape[1]",
       "a model's (B, q) declared logit error is reduced per row by the smallest entry, not the largest"),
    _m("audit24b.base.masked_unmasked_checked", BASE,
       "bad = mask & ~np.isfinite(out).all(axis=2)",
       "bad = ~np.isfinite(out).all(axis=2)",
       "non-finite masked logits at unmasked sites (unspecified by the contract) are refused"),
    # ------------------------------------------------------------------ exact/basins.py (181 statements: 5)
    _m("audit24b.exact_basins.zero_margin_fixed_point", EBASINS,
       "idx = np.flatnonzero(m > 0)",
       "idx = np.flatnonzero(m >= 0)",
       "states of margin exactly 0 (ties) are listed as strict argmax fixed points"),
    _m("audit24b.exact_basins.terminal_by_target", EBASINS,
       "terminal[comp[Ac.row[leaving]]] = False",
       "terminal[comp[Ac.col[leaving]]] = False",
       "components with an edge INTO them are marked non-terminal instead of those with an edge out"),
    _m("audit24b.exact_basins.label_first_of_several", EBASINS,
       "one = counts == 1",
       "one = counts >= 1",
       "a state reaching several attractors is labelled with the first instead of -1"),
    _m("audit24b.exact_basins.start_guard_off_by_one", EBASINS,
       "if start >= N or not mask[start]:",
       "if start > N or not mask[start]:",
       "start = N is not refused with the documented error (an IndexError instead)"),
    _m("audit24b.exact_basins.exit_state_index_lost", EBASINS,
       "v = int(outside[np.argmin(d[outside])])",
       "v = int(np.argmin(d[outside]))",
       "the nearest exit state is taken as its position in the outside list, not its state index"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record)
DUPLICATE_OF: dict = {
    "audit24b.space.index_guard_off_by_one": "sweep6s2.space.upper_inclusive",
    "audit24b.space.last_offender_quoted": "audit16c.space.bad_index_names_last_offender",
    "audit24b.space.of_swaps_q_n": "prm23c.space.of_sizes_swapped",
    "audit24b.sweep_cmd.exact_phase_unguarded": "audit4d.sweep.exact_phase_unguarded",
    "audit24b.sweep_cmd.max_memory_at_most_refused": "sweep6s5.sweep_cmd.max_memory_ge",
    "audit24b.params.pow_swapped": "audit8c.params.log10_bytes_pow",
    "audit24b.params.zero_scale_refused": "audit4b.params.scale_zero_refused",
    "audit24b.models_basins.zero_gamma_accepted": "audit4b.basins.gamma_zero_ok",
    "audit24b.models_basins.hamming_one_accepted": "audit4b.basins.hamming1_ok",
    "audit24b.models_basins.first_gamma_for_all": "sweep6s5.basins.gamma_first_state",
    "audit24b.spectral.pseudo_k_off_by_one": "i30f.spectral.ps_k_off",
    "audit24b.spectral.intersect_certified_or": "harden11c.spectral.intersect_certified_or",
    "audit24b.spectral.nonreversible_star_real_part": "audit15a.spectral.nonrev_dense_argmax_real",
    "audit24b.spectral.period_diagonal_ge": "harden8h2.spectral.periodic_read_as_aperiodic",
    "audit24b.spectral.lower_bound_wrong_end": "sweep6s2.spectral.lower_bound_at_lower_end",
    "audit24b.executors.local_zero_accepted": "audit4e.executors.local_zero_accepted",
    "audit24b.executors.local_alone_serial": "cov5h3.executors.local_all_cpus",
    "audit24b.executors.serial_raises": "harden8h2.executors.serial_raises",
    "audit24b.rectangle_cmd.top_k_equal_q_refused": "audit4d.rectangle.topk_q_boundary",
    "audit24b.rectangle_cmd.text_j_from_i": "audit5c.rectangle.text_j_from_site_i",
    "audit24b.rectangle_cmd.site_pairs_counts_rows": "audit4d.rectangle.site_pairs_count",
    "audit24b.analysis.lump_q2_at_boundary": "blind3.analysis.lump_q2_boundary",
    "audit24b.analysis.logit_scale_largest_T": "audit5b.analysis.check_scale_max_temperature",
    "audit24b.analysis.warn_temperature_inverted": "blind3.analysis.warn_temperature",
    "audit24b.analysis.lumped_limit_max": "audit5b.analysis.lumped_limit_max",
    "audit24b.analysis.negative_lower_bound_kept": "audit5b.analysis.lower_bound_not_clipped",
    "audit24b.runners.skipped_counts_duplicates": "audit4e.runners.skipped_counts_duplicates",
    "audit24b.runners.only_input_errors_wrapped": "audit4e.runners.only_input_errors_wrapped",
    "audit24b.runners.no_tasks_accepted": "audit4e.runners.empty_sweep_accepted",
    "audit24b.base.row_scale_no_floor": "audit4b.base.row_scale_no_floor",
    "audit24b.base.declared_error_min": "i30c.err_rowmin",
    "audit24b.base.masked_unmasked_checked": "audit4b.base.masked_unmasked_rows",
    "audit24b.exact_basins.zero_margin_fixed_point": "audit10b.basins.fixed_points_ties_count",
    "audit24b.exact_basins.terminal_by_target": "blind.basins.terminal_target",
    "audit24b.exact_basins.label_first_of_several": "sweep6s1.basins.label_first_of_several",
    "audit24b.exact_basins.start_guard_off_by_one": "sweep6s1.basins.start_past_end",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {
    "audit24b.params.noun_counts_given": {
        "note": "fresh; (inferred from the survival) no test gave one unknown keyword "
                "beside valid ones, where len(given) and len(unknown) differ",
        "killed_by": "tests/toolkit/test_audit24b_params.py::test_one_unknown_among_valid_keywords_is_singular"},
    "audit24b.spectral.gap_error_min_side": {
        "note": "fresh; (inferred) no test read gap_error on a one-sided interval; a gap clipped at 1 "
                "(P = [[1/2, 1/2], [1/2, 1/2]]) has a one-sided interval",
        "killed_by": "tests/exact/test_audit24b_spectral.py::"
                     "test_gap_error_is_the_wider_side_when_the_interval_is_clipped_at_one"},
    "audit24b.spectral.paulin_k_or_finite": {
        "note": "fresh, EQUIVALENT (found after the first run, not counted as such in the figure): "
                "toolkit.theory.nonreversible_upper_bound sets best_k only together with a finite best "
                "(float(k * m), m an int from math.ceil, which raises rather than return inf), so k is None "
                "exactly when hi is inf and `and`/`or` agree; no test can kill it",
        "killed_by": None},
}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

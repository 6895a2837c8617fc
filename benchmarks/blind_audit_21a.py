"""Twenty-first blind mutation audit, part a (issue 30): 47 mutants in the 12 modules dealt to part
21a by ``python benchmarks/blind_audit_5_draw.py --audit 21 --seed 2026120721`` (toolkit/results.py,
toolkit/app/sweep/store.py, exact/markov.py, toolkit/models/masked_toy.py, toolkit/influence.py,
exact/_lowrank_tmix.py, toolkit/app/sweep/tasks.py, toolkit/chain.py, exact/_gth.py,
toolkit/app/commands/window.py, toolkit/app/sweep/executors.py, toolkit/app/report/calibration.py),
written without reading ``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_21_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_21a.py --list
    python benchmarks/blind_audit_21a.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_21a.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

RES = "toolkit/results.py"
STORE = "toolkit/app/sweep/store.py"
MARKOV = "exact/markov.py"
MTOY = "toolkit/models/masked_toy.py"
INFL = "toolkit/influence.py"
LOWR = "exact/_lowrank_tmix.py"
TASKS = "toolkit/app/sweep/tasks.py"
CHAIN = "toolkit/chain.py"
GTH = "exact/_gth.py"
WIN = "toolkit/app/commands/window.py"
EXE = "toolkit/app/sweep/executors.py"
CAL = "toolkit/app/report/calibration.py"
TESTS = {f: automut.default_tests(f) for f in (RES, STORE, MARKOV, MTOY, INFL, LOWR, TASKS, CHAIN, GTH, WIN, EXE,
                                               CAL)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/results.py (907 statements: 8)
    _m("audit21a.results.fmt_huge_int_exponent", RES,
       "else ''}~10^{len(str(abs(x))) - 1}\"",
       "else ''}~10^{len(str(abs(x)))}\"",
       "_fmt: an int beyond 10**300 is shown as ~10^(its number of digits), one too many (off by one "
       "in the exponent)"),
    _m("audit21a.results.nan_equals_any_float", RES,
       "return bool(a == b) or (math.isnan(float(a)) and math.isnan(float(b)))",
       "return bool(a == b) or (math.isnan(float(a)) or math.isnan(float(b)))",
       "results_equal: a NaN float equals any number (or for and), not only another NaN"),
    _m("audit21a.results.pointer_unescape_order", RES,
       'parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]',
       'parts = [p.replace("~0", "~").replace("~1", "/") for p in pointer.split("/")[1:]]',
       "_set_pointer: RFC 6901 unescaping in the wrong order (~0 first), so the escaped key '~1' "
       "('~01') is read as '/'"),
    _m("audit21a.results.open_unit_closed", RES,
       "elif name in _OPEN_UNIT and not 0 < x < 1:",
       "elif name in _OPEN_UNIT and not 0 <= x <= 1:",
       "_check_range: eps and level of 0 or 1 are accepted when loading (the open interval (0, 1) "
       "becomes closed)"),
    _m("audit21a.results.z_one_sided", RES,
       "return float(norm.ppf(0.5 + level / 2))",
       "return float(norm.ppf(level))",
       "_z: the one-sided quantile norm.ppf(level) instead of the two-sided one, so an Estimate at a "
       "level other than 0.95 gets too narrow an interval"),
    _m("audit21a.results.weighted_quantile_left", RES,
       'a = v[np.searchsorted(cum, lo, side="right")]',
       'a = v[np.searchsorted(cum, lo, side="left")]',
       "abs_log_r_quantiles (integer weights): the lower neighbour of position lo is looked up with "
       "side='left', one value too early where lo is a cumulative count"),
    _m("audit21a.results.failed_needs_true_hypothesis", RES,
       'return self.kind == "theorem" and self.hypothesis_holds is not False and self.holds is False',
       'return self.kind == "theorem" and self.hypothesis_holds is True and self.holds is False',
       "Claim.failed: a theorem whose hypothesis is undecided (None) never counts as failed"),
    _m("audit21a.results.witness_pairs_by_id", RES,
       "lead = order[np.sort(first)]",
       "lead = order[first]",
       "witness_order: the lead witnesses (worst of each site pair) come in order of the pair's index, "
       "not of their worst |log R|"),
    # ------------------------------------------------------------------ toolkit/app/sweep/store.py (94 statements: 3)
    _m("audit21a.store.add_always_true", STORE,
       "return cur.rowcount == 1",
       "return True",
       "ResultStore.add: returns True even when the key was already there (nothing inserted)"),
    _m("audit21a.store.clash_ignores_duration", STORE,
       'name = k if k not in rec and k not in ("duration_s", "created") else prefix + k',
       "name = k if k not in rec else prefix + k",
       "load_results: a field named duration_s or created is not prefixed, so the row's own "
       "duration_s/created overwrite it"),
    _m("audit21a.store.foreign_db_adopted", STORE,
       "            if tables:\n",
       "            if tables and not create:\n",
       "_check_or_init: an SQLite database of other tables is turned into a results store (when "
       "create=True) instead of being refused"),
    # ------------------------------------------------------------------ exact/markov.py (207 statements: 5)
    _m("audit21a.markov.with_scan_ignores_lazy", MARKOV,
       "if scan == self.scan and lazy == self.lazy:",
       "if scan == self.scan:",
       "with_scan: returns the chain itself when only the laziness differs, so a lazy chain's "
       "_random_scan() (compatibility, contraction, check) is the lazy chain"),
    _m("audit21a.markov.with_temperature_drops_lazy", MARKOV,
       "return ExactChain(self.logits, temperature=temperature, scan=self.scan, lazy=self.lazy,",
       "return ExactChain(self.logits, temperature=temperature, scan=self.scan,",
       "with_temperature: the laziness is not handed on (the new chain is not lazy)"),
    _m("audit21a.markov.scan_order_tv_default_T", MARKOV,
       'sys_pi = stationary_law(GlauberKernel(c.logits, temperature=c.temperature, scan="systematic")).pi',
       'sys_pi = stationary_law(GlauberKernel(c.logits, scan="systematic")).pi',
       "scan_order_tv: the systematic-scan law is computed at T = 1 whatever the chain's temperature"),
    _m("audit21a.markov.mixing_cache_ignores_t_max", MARKOV,
       'key = ("mixing", eps, method, t_max)',
       'key = ("mixing", eps, method)',
       "mixing: the cache key leaves out t_max, so a second call with another t_max gets the first "
       "call's result"),
    _m("audit21a.markov.contraction_own_tmix", MARKOV,
       "return ContractionCheck(c.influence(eps), c.mixing(eps).t_mix)",
       "return ContractionCheck(c.influence(eps), self.mixing(eps).t_mix)",
       "contraction: the t_mix beside the bound is the chain's own (lazy or systematic), not the "
       "random-scan chain's"),
    # ------------------------------------------------------------------ toolkit/models/masked_toy.py (243 statements: 5)
    _m("audit21a.masked_toy.mfp_field_over_n", MTOY,
       "field=b.field + b.beta / L * c)",
       "field=b.field + b.beta / self.length * c)",
       "reduced (mean-field Potts): the fixed sites' counts enter the field with beta/n instead of "
       "beta/L (equal when every position is free)"),
    _m("audit21a.masked_toy.cw_coupling_over_n", MTOY,
       "J = (b.beta / L) * (1.0 - np.eye(n))",
       "J = (b.beta / n) * (1.0 - np.eye(n))",
       "reduced (Curie-Weiss): the free sites' couplings are beta/n instead of beta/L (equal when "
       "every position is free)"),
    _m("audit21a.masked_toy.window_start_floor", MTOY,
       "start = round((L - n) / 2)",
       "start = (L - n) // 2",
       "_build: the default window starts at floor((L - n)/2), not Python's round (half to even): "
       "one position off from the phase study's window when L - n = 3 mod 4"),
    _m("audit21a.masked_toy.graph_kept_when_permuted", MTOY,
       "if hasattr(b, attr) and len(free) == L and np.array_equal(free, np.arange(L)):",
       "if hasattr(b, attr) and len(free) == L:",
       "reduced (pairwise): the graph/coupling tags are copied when every position is free in a "
       "permuted order (the reduced model's sites are then not the base's)"),
    _m("audit21a.masked_toy.tokens_20_boundary", MTOY,
       "return list(AMINO[:q]) if q <= len(AMINO) else",
       "return list(AMINO[:q]) if q < len(AMINO) else",
       "toy_tokens: q = 20 gets t0..t19 instead of the 20 amino-acid letters"),
    # ------------------------------------------------------------------ toolkit/influence.py (76 statements: 3)
    _m("audit21a.influence.replacements_not_capped", INFL,
       'r = min(check_int(replacements, "replacements", minimum=1), q - 1)',
       'r = check_int(replacements, "replacements", minimum=1)',
       "influence_estimates: an int `replacements` above q - 1 is not capped at q - 1"),
    _m("audit21a.influence.witness_on_ties", INFL,
       "better = (bval > R) & offdiag",
       "better = (bval >= R) & offdiag",
       "influence_estimates: a tie moves the witness to the later batch, and pairs of zero influence "
       "get a witness (documented: the witness attaining R[i, j]; -1 where none)"),
    _m("audit21a.influence.L_transposed", INFL,
       "L = np.maximum(L, np.where(offdiag, osc_ij.max(axis=(0, 3)), 0.0))",
       "L = np.maximum(L, np.where(offdiag, osc_ij.max(axis=(0, 3)).T, 0.0))",
       "influence_estimates: L[i, j] holds the sensitivity of site j to site i (transposed; hidden "
       "for symmetric couplings)"),
    # ------------------------------------------------------------------ exact/_lowrank_tmix.py (195 statements: 5)
    _m("audit21a.lowrank_tmix.bound_edge_finite", LOWR,
       "return (math.inf if x >= 1 else 2.0 * k * e / (1.0 - x)) + 1e-14",
       "return (math.inf if x > 1 else 2.0 * k * e / (1.0 - x)) + 1e-14",
       "_factored_bound: at 2 k e = 1 exactly, divides by zero instead of returning inf"),
    _m("audit21a.lowrank_tmix.prune_above_margin", LOWR,
       "keep = dk > thr - b  # prune only starts provably at most eps",
       "keep = dk > thr + b  # prune only starts provably at most eps",
       "_factored_search (doubling on k): prunes starts within the error bound above eps too, not "
       "only those provably at most eps"),
    _m("audit21a.lowrank_tmix.bisect_skips_t_max", LOWR,
       "if t_low + 2**j > t_max:",
       "if t_low + 2**j >= t_max:",
       "_bisect_powers: the candidate time exactly t_max is skipped (t_mix = t_max is reported as not "
       "reached)"),
    _m("audit21a.lowrank_tmix.k_high_short", LOWR,
       "k_high = t_max // tau + 1",
       "k_high = t_max // tau",
       "_factored_search: with d(k tau) > eps up to t_max, the bisection on k stops one block short of t_max"),
    _m("audit21a.lowrank_tmix.no_tie_atol", LOWR,
       "thr = eps + TIE_ATOL",
       "thr = eps",
       "lowrank_mixing_time: the ties rule (d(t) within 1e-12 of eps counts as mixed) is dropped"),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py (146 statements: 3)
    _m("audit21a.tasks.bool_one_refused", TASKS,
       'if value.lower() in ("1", "true", "yes"):',
       'if value.lower() in ("true", "yes"):',
       "_coerce: the spelling '1' of a boolean option is refused"),
    _m("audit21a.tasks.deterministic_min_seed", TASKS,
       "s = seeds[0]",
       "s = min(seeds)",
       "make_grid: a deterministic estimator's one task gets the smallest seed, not the first "
       "(documented: at the first seed)"),
    _m("audit21a.tasks.int_option_truncated", TASKS,
       "            if not v.is_integer():\n",
       "            if False:\n",
       "_coerce: a non-integer value of an integer option is truncated instead of refused"),
    # ------------------------------------------------------------------ toolkit/chain.py (20 statements: 3)
    _m("audit21a.chain.shift_by_min", CHAIN,
       "z = z - z.max(axis=-1, keepdims=True)",
       "z = z - z.min(axis=-1, keepdims=True)",
       "tempered_log_conditionals: subtracts the row minimum, not the maximum (overflow for widely "
       "spread logits)"),
    _m("audit21a.chain.uniform_first_axis", CHAIN,
       "return np.full_like(z, -np.log(z.shape[-1]))",
       "return np.full_like(z, -np.log(z.shape[0]))",
       "tempered_log_conditionals at T = inf: the uniform law over the first axis's length, not q "
       "(equal for a square or single-row input)"),
    _m("audit21a.chain.conditionals_ignore_T", CHAIN,
       "return tempered_conditionals(checked_logits(model, x, sites), temperature)",
       "return tempered_conditionals(checked_logits(model, x, sites), 1.0)",
       "conditionals: the temperature is not handed on (always T = 1)"),
    # ------------------------------------------------------------------ exact/_gth.py (99 statements: 3)
    _m("audit21a.gth.pivot_column_sum", GTH,
       "s = A[k, :k].sum()",
       "s = A[:k, k].sum()",
       "_gth_small: the pivot is the column's sum, not the row's (equal for a symmetric A)"),
    _m("audit21a.gth.solve_exit_not_folded", GTH,
       "            e[k + 1:] += f * e[k]\n",
       "",
       "gth_solve: the eliminated state's exit mass is not folded into the remaining rows' exit mass"),
    _m("audit21a.gth.lu_L_sign", GTH,
       "L[k + 1:, k] = -f",
       "L[k + 1:, k] = f",
       "_gth_lu: L's off-diagonal entries positive (sign slip), so the blocked GTH solves the wrong system"),
    # ------------------------------------------------------------------ toolkit/app/commands/window.py (57 statements: 3)
    _m("audit21a.window_cmd.one_chain_accepted", WIN,
       'check_int(args.chains, "chains", minimum=2)',
       'check_int(args.chains, "chains", minimum=1)',
       "glauber window: --chains 1 is accepted (R-hat needs two chains)"),
    _m("audit21a.window_cmd.exit_zero_always", WIN,
       "return 0 if r.all_ok else 1",
       "return 0",
       "glauber window: exits 0 even when a sampled check fails (documented: exits 1)"),
    _m("audit21a.window_cmd.nan_any_quantity_rhat", WIN,
       'if q.spec.get("quantity") == "rhat" and math.isnan(q.estimate.value):',
       "if math.isnan(q.estimate.value):",
       "window_warnings: any quantity with a NaN estimate gets the undefined-R-hat warning, not only R-hat"),
    # ------------------------------------------------------------------ toolkit/app/sweep/executors.py (79 statements: 3)
    _m("audit21a.executors.local_one_not_serial", EXE,
       'return ("serial", None) if n == 1 else ("local", n)',
       'return ("local", n)',
       "parse_executor: 'local:1' gives a pool of one worker, not the serial executor (documented)"),
    _m("audit21a.executors.local_zero_accepted", EXE,
       "            if n < 1:\n",
       "            if n < 0:\n",
       "parse_executor: 'local:0' is accepted (N >= 1 is documented)"),
    _m("audit21a.executors.serial_suffix_accepted", EXE,
       'if spec == "serial":',
       'if kind == "serial":',
       "parse_executor: 'serial:anything' is accepted as serial instead of refused"),
    # ------------------------------------------------------------------ toolkit/app/report/calibration.py (37 statements: 3)
    _m("audit21a.report_calibration.eighty_percent_strict", CAL,
       "n_ok >= 0.8 * n_rows,",
       "n_ok > 0.8 * n_rows,",
       "section_calibration: exactly 80% of the rows agreeing fails the '>= 80% of rows' claim"),
    _m("audit21a.report_calibration.coupling_claim_any_kind", CAL,
       'if r.ok is not None and r.kind == "upper bound":',
       "if r.ok is not None:",
       "section_calibration: every compared row, not only the coupling upper bounds, becomes a "
       "'coupling bound >= exact d(t)' claim"),
    _m("audit21a.report_calibration.slack_args_swapped", CAL,
       "slack=slack_upper(r.exact.value, r.sampled.ci[1])",
       "slack=slack_upper(r.sampled.ci[1], r.exact.value)",
       "section_calibration: the coupling claim's slack has value and bound swapped"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record):
#: same file, same place, same behaviour change. Not duplicates although an entry mutates the same
#: line: results.open_unit_closed (cov5h2.results.open_unit closes only the upper end; this one
#: accepts 0 too), store.foreign_db_adopted (cov5h3.store.foreign_tables drops the refusal for
#: create=False as well, which then fails with another message; this one only when create=True),
#: tasks.bool_one_refused (sweep6s4/audit12a drop 'yes' or the lower-casing, not '1').
DUPLICATE_OF: dict = {
    "audit21a.results.fmt_huge_int_exponent": "prm22e.results.huge_int_digits",
    "audit21a.results.nan_equals_any_float": "blind2.results.equal_nan_or",
    "audit21a.results.pointer_unescape_order": "blind.results.unescape_order",
    "audit21a.results.z_one_sided": "blind2.results.z_one_sided",
    "audit21a.results.weighted_quantile_left": "audit18b.results.weighted_quantile_left",
    "audit21a.results.failed_needs_true_hypothesis": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit21a.results.witness_pairs_by_id": "sweep6s3.results.witness_lead_unsorted",
    "audit21a.store.add_always_true": "audit8b.store.add_always_new",
    "audit21a.store.clash_ignores_duration": "audit5c.store.clash_ignores_reserved_names",
    "audit21a.markov.with_scan_ignores_lazy": "blind.markov.with_scan_ignores_lazy",
    "audit21a.markov.with_temperature_drops_lazy": "sweep6s2.markov.with_temperature_drops_lazy",
    "audit21a.markov.scan_order_tv_default_T": "blind.markov.scan_order_tv_T1",
    "audit21a.markov.mixing_cache_ignores_t_max": "audit8c.markov.mixing_key_no_t_max",
    "audit21a.markov.contraction_own_tmix": "blind.markov.contraction_own_tmix",
    "audit21a.masked_toy.mfp_field_over_n": "audit4b.masked_toy.mfp_field_n",
    "audit21a.masked_toy.cw_coupling_over_n": "audit4b.masked_toy.cw_J_n",
    "audit21a.masked_toy.window_start_floor": "sweep6s5.masked_toy.window_floor",
    "audit21a.masked_toy.graph_kept_when_permuted": "harden9e.masked_toy.reduced_permuted_keeps_graph",
    "audit21a.masked_toy.tokens_20_boundary": "sweep6s5.masked_toy.tokens_letters_below_20",
    "audit21a.influence.replacements_not_capped": "audit5b.influence.replacements_unclamped",
    "audit21a.lowrank_tmix.bound_edge_finite": "cmp14b._lowrank_tmix.bound_at_pole",
    "audit21a.lowrank_tmix.prune_above_margin": "audit15c._lowrank_tmix.prune_margin_sign",
    "audit21a.lowrank_tmix.bisect_skips_t_max": "prm18a.lowrank_tmix.bisect_t_max_exclusive",
    "audit21a.lowrank_tmix.k_high_short": "audit6c.lowrank.k_high_off_by_one",
    "audit21a.lowrank_tmix.no_tie_atol": "sweep6s1._lowrank_tmix.no_ties_rule",
    "audit21a.tasks.deterministic_min_seed": "audit8b.tasks.deterministic_min_seed",
    "audit21a.tasks.int_option_truncated": "sweep6s4.tasks.int_truncated",
    "audit21a.chain.shift_by_min": "audit13b.chain.shift_by_min",
    "audit21a.chain.uniform_first_axis": "audit5a.chain.uniform_wrong_axis",
    "audit21a.chain.conditionals_ignore_T": "audit11b.chain.conditionals_ignore_temperature",
    "audit21a.gth.pivot_column_sum": "blind3.gth.small_pivot_column",
    "audit21a.gth.solve_exit_not_folded": "gth.solve_exit_not_folded",
    "audit21a.window_cmd.one_chain_accepted": "audit9b.window.chains_min",
    "audit21a.window_cmd.exit_zero_always": "audit4d.window.exit_status",
    "audit21a.window_cmd.nan_any_quantity_rhat": "harden8h1.window.rhat_nan_all_quantities",
    "audit21a.executors.local_one_not_serial": "audit5b.executors.local1_not_serial",
    "audit21a.executors.local_zero_accepted": "audit4e.executors.local_zero_accepted",
    "audit21a.executors.serial_suffix_accepted": "prm20c.executors.serial_with_arg_accepted",
    "audit21a.report_calibration.eighty_percent_strict": "sweep6s4.calibration_section.rate_strict",
    "audit21a.report_calibration.coupling_claim_any_kind": "prm20b.report_calibration.claims_every_row",
    "audit21a.report_calibration.slack_args_swapped": "audit15c.calibration.slack_arguments_swapped",
}

#: survivor id -> {"note": ..., "killed_by": "tests/...::test_name"} (after the first run)
SURVIVOR_NOTES: dict = {}

#: mutant id -> extra test files for the after-run (`--after`), where automut does not pick the new tests up
AFTER_TESTS: dict = {}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Sixteenth blind mutation audit, part c (issue 30): mutants in the 12 modules dealt to part c by
``python benchmarks/blind_audit_5_draw.py --audit 16 --seed 2026120516`` (toolkit/exact_torch,
toolkit/app/sweep/runners, exact/space, exact/_lowrank_tmix, toolkit/app/phase_point,
exact/observables, exact/__init__, toolkit/app/commands/sample, toolkit/app/commands/window,
toolkit/app/cli, toolkit/models/adapter, exact/logits), written without reading
``scripts/mutants.py``, the earlier audits' catalogues, the promise sweep's work (prm18) or any
file under ``tests/`` (protocol: benchmarks/blind_audit_16_protocol.md). Each mutant is a bug a
developer could make in the source, read for this audit: 3 per module under 150 statements, 5
for 150-400, 8 above 400. Mutants believed equivalent are marked (``EQUIVALENT``) before anything
ran; the ones found after the first run to be the same bug as an entry of ``scripts/mutants.py``
are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``automut.default_tests(module)`` (the files under
``tests/`` that name the module, then the files the catalogue runs against it, then the module
itself for its doctests), computed when this file loads, so on the commit the run runs on.

Blindness, one slip said plainly: reading the structure of ``benchmarks/blind_audit_4a.py`` (its
docstring, ``_m`` and ``main``, as the protocol allows), the first 80 lines printed also showed
its first two mutants (``StateSpace.states``' index guard: off by one, negatives accepted) and,
near ``main``, the names of four of its ``AFTER_TESTS`` keys on ``exact/logits.py``
(``error_last_batch``, ``site_error_no_n``, ``min_log_conditional_max``, ``tokens_dropped``).
None of those bugs is in this catalogue: its mutants of ``exact/space.py`` and ``exact/logits.py``
were chosen elsewhere in those files.

Usage::

    python benchmarks/blind_audit_16c.py --list
    python benchmarks/blind_audit_16c.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_16c.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets: automut.default_tests)

ET, RU, SP, LR = ("toolkit/exact_torch.py", "toolkit/app/sweep/runners.py", "exact/space.py",
                  "exact/_lowrank_tmix.py")
PP, OB, EI, SA = ("toolkit/app/phase_point.py", "exact/observables.py", "exact/__init__.py",
                  "toolkit/app/commands/sample.py")
WI, CL, AD, LG = ("toolkit/app/commands/window.py", "toolkit/app/cli.py", "toolkit/models/adapter.py",
                  "exact/logits.py")

#: The targeted tests of each module, on the commit this file is loaded on.
TESTS = {m: automut.default_tests(m) for m in (ET, RU, SP, LR, PP, OB, EI, SA, WI, CL, AD, LG)}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/exact_torch.py (328 statements: 5)
    _m("audit16c.exact_torch.log_pi_symmetry_no_block_transpose", ET,
       "if not np.allclose(J, np.swapaxes(np.swapaxes(J, 0, 1), 2, 3), rtol=0, atol=0):",
       "if not np.allclose(J, np.swapaxes(J, 0, 1), rtol=0, atol=0):",
       "pairwise_log_pi's compatibility check compares J[j, i] with J[i, j] instead of J[i, j]^T: couplings "
       "J[j, i] = J[i, j]^T with non-symmetric blocks are refused, and J[j, i] = J[i, j] (incompatible) accepted"),
    _m("audit16c.exact_torch.from_kernel_float64_reads_float32", ET,
       "get = K.site_conditionals64 if (dt == torch.float64 and hasattr(K, \"site_conditionals64\")) \\",
       "get = K.site_conditionals64 if (dt == torch.float32 and hasattr(K, \"site_conditionals64\")) \\",
       "from_kernel: a float64 copy of a float32 kernel reads the float32 site_conditionals (not the numbers a "
       "float64 kernel stores), and a float32 copy reads the float64 ones"),
    _m("audit16c.exact_torch.sym_matvec_lazy_factor_dropped", ET,
       "out.mul_((1 - self.lazy) / self.n)",
       "out.div_(self.n)",
       "sym_matvec forgets the (1 - lazy) factor of the moving part: S = lazy I + (1/n) sum u u^T, not a "
       "stochastic-like symmetrization of the lazy kernel (lazy > 0: gaps too small)"),
    _m("audit16c.exact_torch.mixing_time_t_max_off_by_one", ET,
       "            if t >= t_max:\n",
       "            if t > t_max:\n",
       "torch mixing_time steps once past t_max before giving up: a start still above eps at t_max is evolved "
       "to t_max + 1, and t_mix = t_max + 1 can be reported"),
    _m("audit16c.exact_torch.gap_error_delta_farthest_ritz", ET,
       "delta = lam - float(below.max()) if below.size else 0.0",
       "delta = lam - float(below.min()) if below.size else 0.0",
       "spectral_gap's Kato-Temple error r^2/delta takes delta to the farthest Ritz value below, not the nearest: "
       "the reported gap_error is too small (not a bound)"),
    # ------------------------------------------------------------------ toolkit/app/sweep/runners.py (65: 3)
    _m("audit16c.runners.duplicate_tasks_run_twice", RU,
       "pending = [t for t in dict((t.key, t) for t in tasks).values() if t.key not in done]",
       "pending = [t for t in tasks if t.key not in done]",
       "run_sweep no longer collapses tasks with the same key: a duplicate task is run twice (and n_skipped "
       "can go negative)"),
    _m("audit16c.runners.skipped_counts_duplicates", RU,
       "n_skipped=len(unique) - len(pending)",
       "n_skipped=len(tasks) - len(pending)",
       "SweepSummary.n_skipped counts duplicate tasks of the grid as 'already stored (skipped)'"),
    _m("audit16c.runners.domain_error_not_wrapped", RU,
       "                            if isinstance(out, GlauberError):\n",
       "                            if False:\n",
       "a task's domain error (GlauberError) is re-raised bare instead of as TaskFailedError naming the task"),
    # ------------------------------------------------------------------ exact/space.py (41: 3)
    _m("audit16c.space.hamming_wrong_axis", SP,
       "return (self.states(i) != self.states(j)).sum(axis=1)",
       "return (self.states(i) != self.states(j)).sum(axis=0)",
       "StateSpace.hamming sums over the pairs (axis 0) instead of the sites: per-site counts, not per-pair "
       "distances"),
    _m("audit16c.space.of_ignores_max_states", SP,
       "return cls(int(model.vocab_size), int(model.length), max_states=max_states)",
       "return cls(int(model.vocab_size), int(model.length))",
       "StateSpace.of drops its max_states argument: the default guard (2e7) is used whatever the caller asked"),
    _m("audit16c.space.bad_index_names_last_offender", SP,
       "bad = int(idx[(idx < 0) | (idx >= self.size)][0])",
       "bad = int(idx[(idx < 0) | (idx >= self.size)][-1])",
       "StateSpace.states' error names the last out-of-range index, not the first offender"),
    # ------------------------------------------------------------------ exact/_lowrank_tmix.py (195: 5)
    _m("audit16c.lowrank_tmix.bound_half_factor", LR,
       "return (math.inf if x >= 1 else 2.0 * k * e / (1.0 - x)) + 1e-14",
       "return (math.inf if x >= 1 else k * e / (1.0 - x)) + 1e-14",
       "_factored_bound is a quarter of 4 k e / (1 - 2 k e), not half: decisions within the true error bound "
       "are taken instead of falling back to dense doubling"),
    _m("audit16c.lowrank_tmix.bisect_worst_local_index", LR,
       "    worst = int(active[worst_index(d_low)])\n    return done(t_low + 1 if t_low + 1 <= t_max else None, worst)",
       "    worst = int(worst_index(d_low))\n    return done(t_low + 1 if t_low + 1 <= t_max else None, worst)",
       "_bisect_powers reports the worst start as its position among the starts still searched, not its state "
       "index (wrong worst_start once starts are pruned)"),
    _m("audit16c.lowrank_tmix.ties_rule_dropped", LR,
       "    thr = eps + TIE_ATOL\n",
       "    thr = eps\n",
       "lowrank_mixing_time compares d(t) with eps itself, without the ties rule's 1e-12: a distance equal to "
       "eps up to round-off counts as above it (t_mix one step late)"),
    _m("audit16c.lowrank_tmix.factored_t_max_boundary", LR,
       "return done(t_low + 1 if t_low + 1 <= t_max else None, worst,",
       "return done(t_low + 1 if t_low + 1 < t_max else None, worst,",
       "the factored search reports t_mix = None (not reached) when t_mix equals t_max"),
    _m("audit16c.lowrank_tmix.k_high_off_by_one", LR,
       "k_high = t_max // tau + 1",
       "k_high = t_max // tau",
       "the factored search's bisection on k never tries k = t_max // tau: when d(k tau) > eps up to the last "
       "doubling, the interval ((t_max // tau) - 1) tau .. t_max is searched from the wrong k"),
    # ------------------------------------------------------------------ toolkit/app/phase_point.py (312: 5)
    _m("audit16c.phase_point.order_moments_inverted_norm", PP,
       "m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "m2 = ((q - 1.0) / q) * ((rho - 1.0 / q) ** 2).sum(axis=1)",
       "_order_moments (q > 2) normalizes |m|^2 by (q-1)/q instead of q/(q-1): an ordered state has m^2 < 1"),
    _m("audit16c.phase_point.nn_cycle_needs_n4", PP,
       "        if n > 2:\n            allowed[0, n - 1] = allowed[n - 1, 0] = True",
       "        if n > 3:\n            allowed[0, n - 1] = allowed[n - 1, 0] = True",
       "_nn_info does not take the closing edge of a 3-site cycle as nearest-neighbour: a hand-built Pairwise "
       "3-cycle is not a transfer-matrix chain"),
    _m("audit16c.phase_point.lattice_odd_side_accepted", PP,
       "if not torus or L * L != n or L < 4 or L % 2:",
       "if not torus or L * L != n or L < 4:",
       "point_method('lattice') accepts an odd torus side (checkerboard sweeps need L even)"),
    _m("audit16c.phase_point.rf_rate_per_step_not_sweep", PP,
       "rf = exit_rate * n < RF_CHANGES_PER_SWEEP",
       "rf = exit_rate < RF_CHANGES_PER_SWEEP",
       "mlm_phase_point takes rejection-free sampling by changes per step, not per sweep (n steps)"),
    _m("audit16c.phase_point.group_specific_heat_one_T", PP,
       "e_reps.append([float(Eg.var()) / (n * T * T),",
       "e_reps.append([float(Eg.var()) / (n * T),",
       "the per-group specific heat is Var(E) / (n T), not Var(E) / (n T^2)"),
    # ------------------------------------------------------------------ exact/observables.py (55: 3)
    _m("audit16c.observables.constant_f_not_nan", OB,
       "if np.ptp(f) == 0:",
       "if np.ptp(f) < 0:",
       "exact_iat of a constant observable is no longer NaN by its range: round-off in f - pi f decides"),
    _m("audit16c.observables.two_closed_classes_finite", OB,
       "if _closed_class_count(P, N) > 1:",
       "if _closed_class_count(P, N) > 2:",
       "exact_iat of a kernel with exactly two closed classes (reducible) is not inf"),
    _m("audit16c.observables.singleton_branch_any_set", OB,
       "and mask.sum() == 1:",
       "and mask.sum() >= 1:",
       "exact_exit_times takes the single-state formula for any set of a random-scan kernel: only its first "
       "state gets 1/(1 - P(x, x)), the rest 0"),
    # ------------------------------------------------------------------ exact/__init__.py (23: 3)
    _m("audit16c.exact_init.all_typo", EI,
       '    "mixing_time_from",\n',
       '    "mixing_time_form",\n',
       "exact.__all__ names 'mixing_time_form' (a typo): `from exact import *` fails and mixing_time_from is "
       "not exported"),
    _m("audit16c.exact_init.all_drops_last", EI,
       '    "implied_timescales",\n',
       "",
       "exact.__all__ leaves out implied_timescales (the index names it)"),
    _m("audit16c.exact_init.balance_residual_alias", EI,
       "from .stationary import balance_residual, stationary, stationary_law, stationary_residual",
       "from .stationary import stationary, stationary_law, stationary_residual\n"
       "from .stationary import stationary_residual as balance_residual",
       "exact.balance_residual is bound to stationary_residual (a copy-paste import)"),
    # ------------------------------------------------------------------ toolkit/app/commands/sample.py (176: 5)
    _m("audit16c.sample_cmd.ess_zero_iat", SA,
       "if not mean.n_samples or not math.isfinite(iat) or iat <= 0:",
       "if not mean.n_samples or not math.isfinite(iat) or iat < 0:",
       "_ess divides by an IAT of 0 (documented: no IAT, None)"),
    _m("audit16c.sample_cmd.rhat_at_threshold_warns", SA,
       "if math.isfinite(r) and r > rhat_max:",
       "if math.isfinite(r) and r >= rhat_max:",
       "sampling_warnings warns on an R-hat equal to RHAT_MAX (documented: above it)"),
    _m("audit16c.sample_cmd.memory_coupled_half", SA,
       "coupled = run_memory(model, n_chains=2 * 2 * args.pairs * args.replicates, n_records=0, scan=args.scan)",
       "coupled = run_memory(model, n_chains=2 * args.pairs * args.replicates, n_records=0, scan=args.scan)",
       "check_sampling_memory counts the coupled chains of --pairs start pairs once, not 2 pairs x 2 chains: "
       "half their memory"),
    _m("audit16c.sample_cmd.toy_coupling_steps_default", SA,
       "if args.coupling_steps is None and real:",
       "if args.coupling_steps is None:",
       "a toy model's --coupling-steps default becomes --steps (documented: max(4 steps, 1000); --steps only "
       "for real MLMs)"),
    _m("audit16c.sample_cmd.outside_v_count_at_six", SA,
       'more = f", ... ({len(outside)} in all)" if len(outside) > 6 else ""',
       'more = f", ... ({len(outside)} in all)" if len(outside) >= 6 else ""',
       "text_outside_v_warnings adds ', ... (6 in all)' when all 6 tokens are shown"),
    # ------------------------------------------------------------------ toolkit/app/commands/window.py (57: 3)
    _m("audit16c.window_cmd.exit_status_always_zero", WI,
       "return 0 if r.all_ok else 1",
       "return 0",
       "glauber window exits 0 when a sampled check fails (documented: 1)"),
    _m("audit16c.window_cmd.free_alias_conflict_unchecked", WI,
       "if alias is not None and args.free is not None:  # neither silently wins",
       "if False:  # neither silently wins",
       "glauber window with both --free and --free-positions: --free-positions silently wins"),
    _m("audit16c.window_cmd.rhat_nan_key", WI,
       'if q.spec.get("quantity") == "rhat" and math.isnan(q.estimate.value):',
       'if q.spec.get("quantity") == "r-hat" and math.isnan(q.estimate.value):',
       "window_warnings never warns of an undefined (NaN) R-hat (wrong quantity key)"),
    # ------------------------------------------------------------------ toolkit/app/cli.py (94: 3)
    _m("audit16c.cli.negative_number_needs_digit", CL,
       'NEGATIVE_NUMBER = re.compile(r"^-\\.?\\d")',
       'NEGATIVE_NUMBER = re.compile(r"^-\\d")',
       "a value such as -.5 is taken for an option again (documented: a dash and a digit, -.5 too)"),
    _m("audit16c.cli.error_message_not_one_line", CL,
       'msg = " ".join(str(exc).split("\\n"))',
       "msg = str(exc)",
       "a GlauberError whose message has line breaks is printed on several lines (documented: one line)"),
    _m("audit16c.cli.file_oserror_swallowed", CL,
       "    if exc.filename is not None:\n        return False\n",
       "",
       "an OSError (ENOSPC, ...) writing a file the command opened is reported as a stdout error (exit 2, "
       "output to /dev/null) instead of raised"),
    # ------------------------------------------------------------------ toolkit/models/adapter.py (442: 8)
    _m("audit16c.adapter.parse_list_chars_always", AD,
       "elif chars and not any(c.isspace() for c in value.strip()):",
       "elif not any(c.isspace() for c in value.strip()):",
       "_parse_list splits a single word into characters for every model, not only residue models"),
    _m("audit16c.adapter.one_token_accepted", AD,
       "if not tokens or len(tokens) < 2:",
       "if not tokens or len(tokens) < 1:",
       "a token set of one token is accepted (documented: at least 2)"),
    _m("audit16c.adapter.special_wrap_no_bare_match", AD,
       "for k in range(len(full) - len(raw) + 1):",
       "for k in range(len(full) - len(raw)):",
       "_special_wrap never matches the raw ids at the last offset: a tokenizer adding nothing after (or "
       "nothing at all) falls back to cls/sep guesses"),
    _m("audit16c.adapter.free_position_one_past_end", AD,
       "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "a free position equal to the text's length (one past its last token) is accepted"),
    _m("audit16c.adapter.logit_error_dtype_prefix", AD,
       'rtol = LOW_PRECISION_RTOL.get(str(self.dtype).removeprefix("torch."), 1e-12)',
       "rtol = LOW_PRECISION_RTOL.get(str(self.dtype), 1e-12)",
       "logit_error looks the dtype up as 'torch.float32' (never found): every dtype gets float64's 1e-12"),
    _m("audit16c.adapter.with_template_drops_batch_size", AD,
       'kw = {"tokens": self.tokens, "batch_size": self.batch_size}',
       'kw = {"tokens": self.tokens}',
       "with_template resets batch_size to the default 128 instead of keeping this model's"),
    _m("audit16c.adapter.hub_id_taken_for_path", AD,
       'or name.count("/") > 1',
       'or name.count("/") >= 1',
       "_looks_like_path takes a hub id 'org/name' for a local path (ModelNotAvailableError about a directory)"),
    _m("audit16c.adapter.pooled_mean_over_all_positions", AD,
       "out_h.append(((h * m[None, :, None]).sum(1) / m.sum()).cpu())",
       "out_h.append(((h * m[None, :, None]).sum(1) / m.numel()).cpu())",
       "the pooled hidden state divides the sum over non-special positions by the input length (special "
       "positions counted): not their mean"),
    # ------------------------------------------------------------------ exact/logits.py (82: 3)
    _m("audit16c.logits.own_batch_size_ignored", LG,
       "batch_size = own if own is not None else 1 << 16",
       "batch_size = 1 << 16",
       "site_logits ignores the model's own batch_size (documented default): one call of 2**16 rows"),
    _m("audit16c.logits.tempered_dtype_ignored", LG,
       "out = np.empty(self.values.shape, dtype=dtype)",
       "out = np.empty(self.values.shape, dtype=np.float64)",
       "SiteLogits.tempered ignores its dtype argument (always float64)"),
    _m("audit16c.logits.site_error_max_over_sites", LG,
       "return float(self.error[i])",
       "return float(self.error.max())",
       "site_error(i) returns the largest error over all sites, not site i's"),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary say
#: which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same file, same place, same change of behaviour;
#: the same text, or the same change written differently: ``< 0`` on a range that is never
#: negative is ``False``, ``>= 1`` on a count is ``> 0``, a key that never matches is a key that
#: never matches). 32 of the 49; all 32 were killed in the first run. Judged fresh although an
#: entry changes the same line: ``runners.domain_error_not_wrapped`` (audit4e's still wraps
#: InvalidInputError), ``space.bad_index_names_last_offender`` (sweep6s2 names the largest index),
#: ``phase_point.order_moments_inverted_norm`` (audit4c/sweep6s4 drop the factor, this inverts
#: it), ``phase_point.rf_rate_per_step_not_sweep`` (cmp15b makes the threshold inclusive),
#: ``observables.two_closed_classes_finite`` (lead48 never checks; this still catches three or
#: more closed classes), ``exact_init.balance_residual_alias`` (sweep6s1 rebinds stationary_law),
#: ``adapter.parse_list_chars_always``, ``adapter.special_wrap_no_bare_match``,
#: ``adapter.logit_error_dtype_prefix`` and ``logits.own_batch_size_ignored`` (other changes of
#: the same lines). ``exact_torch.from_kernel_float64_reads_float32`` is harden9b's bug: a float64
#: copy reads the float32 tables. It also makes a float32 copy read the float64 tables, rounded
#: to float32, which are the same numbers.
DUPLICATE_OF = {
    "audit16c.exact_torch.log_pi_symmetry_no_block_transpose": "audit8a.exact_torch.log_pi_symmetry_no_token_transpose",
    "audit16c.exact_torch.from_kernel_float64_reads_float32": "harden9b.exact_torch.float64_copy_of_float32",
    "audit16c.exact_torch.sym_matvec_lazy_factor_dropped": "audit4b.exact_torch.sym_no_lazy",
    "audit16c.exact_torch.mixing_time_t_max_off_by_one": "cov5h2.exact_torch.t_max_cap",
    "audit16c.runners.duplicate_tasks_run_twice": "audit5c.runners.pending_not_deduplicated",
    "audit16c.runners.skipped_counts_duplicates": "audit4e.runners.skipped_counts_duplicates",
    "audit16c.space.hamming_wrong_axis": "audit4a.space.hamming_axis",
    "audit16c.space.of_ignores_max_states": "audit14a.space.of_drops_max_states",
    "audit16c.lowrank_tmix.bound_half_factor": "audit14a._lowrank_tmix.bound_halved",
    "audit16c.lowrank_tmix.bisect_worst_local_index": "audit10a.lowrank_tmix.bisect_worst_unmapped",
    "audit16c.lowrank_tmix.ties_rule_dropped": "sweep6s1._lowrank_tmix.no_ties_rule",
    "audit16c.lowrank_tmix.k_high_off_by_one": "audit6c.lowrank.k_high_off_by_one",
    "audit16c.phase_point.lattice_odd_side_accepted": "audit4c.phase_point.lattice_odd_side",
    "audit16c.observables.constant_f_not_nan": "prm18a.observables.constant_not_nan",
    "audit16c.observables.singleton_branch_any_set": "audit4a.observables.singleton_any_set",
    "audit16c.sample_cmd.ess_zero_iat": "cmp14c.sample.ess_iat_zero",
    "audit16c.sample_cmd.rhat_at_threshold_warns": "sweep6s5.sample_cmd.rhat_ge",
    "audit16c.sample_cmd.memory_coupled_half": "audit9b.sample.coupled_memory_factor",
    "audit16c.sample_cmd.toy_coupling_steps_default": "audit10a.sample_cmd.toy_coupling_steps",
    "audit16c.sample_cmd.outside_v_count_at_six": "audit9b.sample.outside_v_more",
    "audit16c.window_cmd.exit_status_always_zero": "audit4d.window.exit_status",
    "audit16c.window_cmd.free_alias_conflict_unchecked": "prm18b.window.alias_conflict_accepted",
    "audit16c.window_cmd.rhat_nan_key": "audit9b.window.rhat_key",
    "audit16c.cli.negative_number_needs_digit": "audit7c.cli.negative_number_no_dot",
    "audit16c.cli.error_message_not_one_line": "audit4d.cli.multiline_error",
    "audit16c.cli.file_oserror_swallowed": "harden8h2.cli.file_error_as_stdout",
    "audit16c.adapter.one_token_accepted": "audit4b.adapter.one_token_ok",
    "audit16c.adapter.free_position_one_past_end": "audit4b.adapter.free_pos_upper",
    "audit16c.adapter.with_template_drops_batch_size": "audit8c.adapter.with_template_batch",
    "audit16c.adapter.hub_id_taken_for_path": "sweep6s5.adapter.one_slash_is_path",
    "audit16c.adapter.pooled_mean_over_all_positions": "audit6c.adapter.pool_over_all_positions",
    "audit16c.logits.tempered_dtype_ignored": "audit7b.logits.tempered_dtype_ignored",
}

#: The two survivors of the first run (both fresh), why they lived and the test that kills each.
#: Neither is a bug in the code: each is a documented promise that no test checked.
SURVIVOR_NOTES = {
    "audit16c.exact_torch.gap_error_delta_farthest_ritz": {
        "note": "the tests check gap_error < 1e-9 on converged runs, where r is round-off and "
                "min(r, r^2/delta) hardly depends on delta, and that a stub's gap_error passes "
                "through. None computes the Kato-Temple error of an unconverged run, so the choice "
                "of delta (the nearest Ritz value below) was never checked",
        "killed_by": "tests/toolkit/test_audit16c_exact_torch.py::"
                     "test_gap_error_is_kato_temple_with_the_nearest_ritz_value_below (Lanczos stopped "
                     "at 4 steps, r and delta from a numpy Rayleigh-Ritz step on the same Krylov space)"},
    "audit16c.phase_point.group_specific_heat_one_T": {
        "note": "a test plants energies by hand (T = 2) and checks each group's energy cumulant, "
                "the second entry of energy_replicates, but not the first, the specific heat; the "
                "overall specific_heat (its own line, correct) is only checked to be finite",
        "killed_by": "tests/toolkit/test_audit16c_phase_point.py::"
                     "test_energy_replicates_are_var_over_n_t_squared_per_group (T = 2, the recorded "
                     "energies from a spy on _energy, Var(E_g) / (n T^2) per group)"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs (both files
#: import their module by name, so ``automut.default_tests`` picks them up as well).
AFTER_TESTS = {
    "audit16c.exact_torch.gap_error_delta_farthest_ritz": ["tests/toolkit/test_audit16c_exact_torch.py"],
    "audit16c.phase_point.group_specific_heat_one_T": ["tests/toolkit/test_audit16c_phase_point.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

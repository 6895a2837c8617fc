"""Fourteenth blind mutation audit, part b (issue 30): 58 mutants in the 12 modules dealt to
14b by ``python benchmarks/blind_audit_5_draw.py --audit 14 --seed 2026120514`` (3 mutants for
a module under 150 statements, 5 for 150-400, 8 above 400), written by an outside reviewer from
the modules' source only, without reading ``scripts/mutants.py``, the earlier audits'
catalogues or any file under ``tests/`` (protocol: benchmarks/blind_audit_14_protocol.md;
parts a and c audit their own modules in their own runner files). Each mutant is a bug a
developer could make: a flipped comparison or a boundary, min/max swapped, a dropped factor, a
wrong axis, a wrong end of an interval, a skipped branch, a guard that no longer refuses bad
input, a renamed JSON key, a wrong count in printed text. Mutants believed equivalent are
marked (``EQUIVALENT``) with the reason (none before the run; one found equivalent after it, so
marked); the ones found after the first run to be the same bug as an entry of
``scripts/mutants.py`` are in :data:`DUPLICATE_OF`.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's targeted tests, ``python scripts/automut.py MODULE --list-tests``
(the test files that name the module, then the files the project's catalogue runs against it,
then the module itself, so its doctests run last), computed when this file is loaded
(:func:`automut.default_tests`), so the first run uses the sets of the commit it runs on. A
mutant first failed by its module's doctest is a kill, and the record also gives the score
with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_14b.py --list
    python benchmarks/blind_audit_14b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_14b.py --id 'audit14b.study.*' --timeout 300
    python benchmarks/blind_audit_14b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted tests of a module: automut.default_tests)

MO, DI, SA, PH = ("toolkit/app/report/_model.py", "toolkit/diagnostics.py", "toolkit/app/commands/sample.py",
                  "toolkit/app/phase.py")
MK, ME, ST, UN = ("exact/markov.py", "toolkit/app/report/metastability.py", "toolkit/app/study.py",
                  "exact/unmasking.py")
CH, RF, WR, SO = ("exact/checks.py", "toolkit/app/report/reference.py", "toolkit/app/report/_write.py",
                  "toolkit/app/report/soundness.py")
MODULES = (MO, DI, SA, PH, MK, ME, ST, UN, CH, RF, WR, SO)

#: each module's targeted tests (``scripts/automut.py MODULE --list-tests``), the module last
TESTS = {m: automut.default_tests(m) for m in MODULES}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------ toolkit/app/report/_model.py (3)
    _m("audit14b._model.reason_numbering", MO,
       'return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims, 1) if c.reason]',
       'return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims) if c.reason]',
       "reason_lines numbers the claims from 0, not as in their table (from 1)"),
    _m("audit14b._model.wrap_min_lines", MO,
       "for k in range(max(len(c) for c in r)):",
       "for k in range(min(len(c) for c in r)):",
       "wrapped_table: a row takes as many lines as its shortest cell (min for max): wrapped text is cut"),
    _m("audit14b._model.slack_format", MO,
       'return f"{float(c.slack):.3g}"',
       'return f"{float(c.slack):.3f}"',
       "slack_cell prints the slack to 3 decimals, not 3 significant digits"),

    # ------------------------------------------------------------ toolkit/diagnostics.py (5)
    _m("audit14b.diagnostics.split_odd", DI,
       "return np.concatenate([x[:, :half], x[:, x.shape[1] - half:]], axis=0)",
       "return np.concatenate([x[:, :half], x[:, half:]], axis=0)",
       "_split keeps the middle draw of an odd-length chain in the second half (halves of unequal length)"),
    _m("audit14b.diagnostics.burn_in_boundary", DI,
       "keep = np.asarray(run.times) >= burn_in",
       "keep = np.asarray(run.times) > burn_in",
       "summarize_run drops the record at step burn_in too (only steps < burn_in are to be dropped)"),
    _m("audit14b.diagnostics.short_chain_any_m", DI,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:",
       "if N < SHORT_CHAIN_TAUS * tau:",
       "the short-chain note is put on several chains too (documented: one chain only)"),
    _m("audit14b.diagnostics.sokal_se_factor", DI,
       "se = tau * math.sqrt(2.0 * (2 * M + 1) / (m * N))",
       "se = tau * math.sqrt((2 * M + 1) / (m * N))",
       "Sokal's standard error of tau loses its factor 2 under the root"),
    _m("audit14b.diagnostics.between_axis", DI,
       "B = N * x.mean(axis=1).var(ddof=1) if m > 1 else 0.0",
       "B = N * x.mean(axis=0).var(ddof=1) if m > 1 else 0.0",
       "autocorrelation: the between-chain variance from the per-time means (wrong axis), not the chain means"),

    # ------------------------------------------------------------ toolkit/app/commands/sample.py (5)
    _m("audit14b.sample.ess_zero_iat", SA,
       "if not mean.n_samples or not math.isfinite(iat) or iat <= 0:",
       "if not mean.n_samples or not math.isfinite(iat) or iat < 0:",
       "_ess accepts an IAT of 0 (documented: no IAT; it divides by zero)"),
    _m("audit14b.sample.coupled_factor", SA,
       'coupled = run_memory(model, n_chains=2 * 2 * args.pairs * args.replicates, n_records=0, scan=args.scan)',
       'coupled = run_memory(model, n_chains=2 * args.pairs * args.replicates, n_records=0, scan=args.scan)',
       "check_sampling_memory counts one chain per coupled pair, not two (half the coupled chains' memory)"),
    _m("audit14b.sample.cost_max_steps_min", SA,
       "max_steps = args.coupling_steps if args.coupling_steps is not None else max(4 * args.steps, 1000)",
       "max_steps = args.coupling_steps if args.coupling_steps is not None else min(4 * args.steps, 1000)",
       "sampling_cost: the default coupling cap min(4 steps, 1000) for max (the cost under-announced)"),
    _m("audit14b.sample.exact_outside_none", SA,
       "if row.ok is False:",
       "if not row.ok:",
       "sampling_warnings: a row with no verdict (ok None) warns 'exact-outside' as if the exact value missed"),
    _m("audit14b.sample.toy_coupling_steps", SA,
       "if args.coupling_steps is None and real:",
       "if args.coupling_steps is None:",
       "toy models' coupled pairs capped at --steps too (documented default for toys: max(4 steps, 1000))"),

    # ------------------------------------------------------------ toolkit/app/phase.py (5)
    _m("audit14b.phase.binder_square", PH,
       "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2) ** 2)",
       "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2))",
       "exact_phase_grid's Binder cumulant divides by 3 m2, not 3 m2^2"),
    _m("audit14b.phase.err_sqrt_r", PH,
       "err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)",
       "err_U = replicates[..., 0].std(axis=2, ddof=1)",
       "_assemble: the Binder error is the replicates' sd, not the standard error of their mean (no 1/sqrt R)"),
    _m("audit14b.phase.ess_groups_dropped", PH,
       'draws = _num(row.get("n_groups")) * _num(row.get("chains_per_group")) * _num(row.get("n_sweeps"))',
       'draws = _num(row.get("chains_per_group")) * _num(row.get("n_sweeps"))',
       "point_convergence counts the draws of one replicate group only (n_groups dropped from the ESS)"),
    _m("audit14b.phase.window_n_zero", PH,
       "if not 1 <= n <= length:",
       "if not 0 <= n <= length:",
       "window_positions accepts n = 0 (an empty window) instead of refusing it"),
    _m("audit14b.phase.grid_ignored", PH,
       'spec = dict(REAL_GRIDS[grid]["tiny-en" if toy else model])',
       'spec = dict(REAL_GRIDS["cpu"]["tiny-en" if toy else model])',
       "real_phase_data runs the cpu grid whatever grid= names"),

    # ------------------------------------------------------------ exact/markov.py (5)
    _m("audit14b.markov.with_scan_lazy_ignored", MK,
       "if scan == self.scan and lazy == self.lazy:",
       "if scan == self.scan:",
       "with_scan returns the chain itself when only the laziness differs"),
    _m("audit14b.markov.with_temperature_lazy", MK,
       "return ExactChain(self.logits, temperature=temperature, scan=self.scan, lazy=self.lazy,",
       "return ExactChain(self.logits, temperature=temperature, scan=self.scan,",
       "with_temperature drops the chain's laziness (a lazy chain's other temperature is not lazy)"),
    _m("audit14b.markov.mixing_cache_key", MK,
       'key = ("mixing", eps, method, t_max)',
       'key = ("mixing", eps)',
       "mixing() caches by eps only: a later call with another method or t_max gets the first answer"),
    _m("audit14b.markov.scan_order_temperature", MK,
       'sys_pi = stationary_law(GlauberKernel(c.logits, temperature=c.temperature, scan="systematic")).pi',
       'sys_pi = stationary_law(GlauberKernel(c.logits, scan="systematic")).pi',
       "scan_order_tv's systematic chain at the kernel's default temperature, not the chain's"),
    _m("audit14b.markov.contraction_own_scan", MK,
       "return ContractionCheck(c.influence(eps), c.mixing(eps).t_mix)",
       "return ContractionCheck(c.influence(eps), self.mixing(eps).t_mix)",
       "contraction compares the bound with the t_mix of this (systematic or lazy) chain, not the random scan's"),

    # ------------------------------------------------------------ toolkit/app/report/metastability.py (3)
    _m("audit14b.metastability.quick_no_basins", ME,
       "if quick and basin_rows:",
       "if quick:",
       "quick mode skips every basin model (documented: quick keeps the first)"),
    _m("audit14b.metastability.basin_abs_dropped", ME,
       "abs(b.slope - b.k_gamma) <= 0.1 * b.k_gamma",
       "b.slope - b.k_gamma <= 0.1 * b.k_gamma",
       "the basin comparison holds for any slope below k*gamma (abs dropped)"),
    _m("audit14b.metastability.data_key_V", ME,
       '"V", "slope"), r, strict=True)) for r in basin_rows]}',
       '"cost", "slope"), r, strict=True)) for r in basin_rows]}',
       "the basins' exit cost saved under the key 'cost', not 'V' (results.json)"),

    # ------------------------------------------------------------ toolkit/app/study.py (8)
    _m("audit14b.study.escape_ci_low_end", ST,
       "if m.ci[1] < bound:",
       "if m.ci[0] < bound:",
       "_escape_verdict refutes when the interval's lower end is below the bound (documented: the whole interval)"),
    _m("audit14b.study.bracket_vacuous_boundary", ST,
       "    if low <= 1:\n        upper = (",
       "    if low < 1:\n        upper = (",
       "_bracket_verdict: a lower bound of exactly 1 (t_mix's floor) is no longer vacuous"),
    _m("audit14b.study.shares_mixing_not_chosen", ST,
       'if not text_model and "mixing" in chosen:',
       "if not text_model:",
       "study_shares gives the semantic share to mixing even when mixing is not run"),
    _m("audit14b.study.budget_line_remainders", ST,
       "key=lambda k: exact[k] - pct[k], reverse=True)",
       "key=lambda k: exact[k] - pct[k])",
       "budget_line rounds up the smallest remainders, not the largest"),
    _m("audit14b.study.stage_rest_off_by_one", ST,
       "rest = budget * sum(shares.get(c, 0.0) for c in order[k:])",
       "rest = budget * sum(shares.get(c, 0.0) for c in order[k + 1:])",
       "_stage_line's time left leaves out the section that starts now"),
    _m("audit14b.study.window_indices_not_positions", ST,
       "return model.with_template(text=text, free_positions=[pos[k] for k in idx]), idx",
       "return model.with_template(text=text, free_positions=[int(k) for k in idx]), idx",
       "_window frees the sites at the window's indices, not the model's free positions at those indices"),
    _m("audit14b.study.budget_zero_accepted", ST,
       "if not (math.isfinite(seconds) and seconds > 0):",
       "if not (math.isfinite(seconds) and seconds >= 0):",
       "study accepts budget=0 (documented: > 0)"),
    _m("audit14b.study.write_section_count", ST,
       'md[2] = (f"{len(report.sections) - 1} sections in',
       'md[2] = (f"{len(report.sections)} sections in',
       "write_study counts the budget head as a section in index.md's summary line"),

    # ------------------------------------------------------------ exact/unmasking.py (5)
    _m("audit14b.unmasking.margin_lowest", UN,
       "score = top[:, :, -1] - top[:, :, -2]",
       "score = top[:, :, -1] - top[:, :, 0]",
       "margin order: the gap between the largest and the smallest probability, not the top two"),
    _m("audit14b.unmasking.l2r_sign", UN,
       "score = np.broadcast_to(-np.arange(n, dtype=float), mask.shape)",
       "score = np.broadcast_to(np.arange(n, dtype=float), mask.shape)",
       "left-to-right unmasks the rightmost masked sites first"),
    _m("audit14b.unmasking.remask_floor_rounds", UN,
       "for _ in range(-(-r // min(k, r))):",
       "for _ in range(r // min(k, r)):",
       "remasking_kernel takes floor(r/k) unmasking steps, not ceil(r/k): some remasked sites stay masked"),
    _m("audit14b.unmasking.default_remask_floor", UN,
       "for r in sorted({min(2, n), (n + 1) // 2}) if r >= 1]",
       "for r in sorted({min(2, n), n // 2}) if r >= 1]",
       "default_samplers remasks floor(n/2) sites, not ceil(n/2)"),
    _m("audit14b.unmasking.tv_after_restart", UN,
       "for _ in range(tt - done):",
       "for _ in range(tt):",
       "compare_samplers steps tt more times from the last t (cumulative over-stepping) for TV after t"),

    # ------------------------------------------------------------ exact/checks.py (3)
    _m("audit14b.checks.bottleneck_smallest", CH,
       'if best["bound"] is None or bound > best["bound"]:',
       'if best["bound"] is None or bound < best["bound"]:',
       "_best_bottleneck keeps the smallest bound over the basins, not the largest"),
    _m("audit14b.checks.escape_worst_max", CH,
       "worst = min(esc, key=lambda e: e.log_slack)",
       "worst = max(esc, key=lambda e: e.log_slack)",
       "the escape-bound claim shows the loosest fixed point, not the tightest"),
    _m("audit14b.checks.all_hold_none", CH,
       "return all(c.holds is not False for c in self.claims)",
       "return all(c.holds for c in self.claims)",
       "all_hold counts a claim whose hypothesis fails (holds None) as violated"),

    # ------------------------------------------------------------ toolkit/app/report/reference.py (5)
    _m("audit14b.reference.two_state_min", RF,
       "return max(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)",
       "return min(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)",
       "the two-state closed form d(t) with min(p, r) for max(p, r)"),
    _m("audit14b.reference.check_strict", RF,
       "num(ref[k]), num(comp[k]), bool(diff[k] <= tol),",
       "num(ref[k]), num(comp[k]), bool(diff[k] < tol),",
       "an equality claim holds only for a difference strictly below tol (tol 0: never)"),
    _m("audit14b.reference.ising_2c", RF,
       "g, g_ref = exact.spectral_summary(K).spectral_gap, (1.0 - math.tanh(c / T)) / n",
       "g, g_ref = exact.spectral_summary(K).spectral_gap, (1.0 - math.tanh(2 * c / T)) / n",
       "Glauber's Ising-ring gap with tanh(2c/T) (J = c read as the Ising coupling), not tanh(c/T)"),
    _m("audit14b.reference.ehrenfest_not_lazy", RF,
       "+ np.diag(k[1:] / (2 * n), -1) + np.diag((n - k[:-1]) / (2 * n), 1)",
       "+ np.diag(k[1:] / n, -1) + np.diag((n - k[:-1]) / n, 1)",
       "the Ehrenfest weight chain without its lazy factor 1/2 on the moves"),
    _m("audit14b.reference.data_key", RF,
       's.data = {"cases": chk.rows, "hypercube_t_mix": hyper, "ising_gap": ising,',
       's.data = {"cases": chk.rows, "hypercube_tmix": hyper, "ising_gap": ising,',
       "the hypercube t_mix table saved under 'hypercube_tmix' (results.json key)"),

    # ------------------------------------------------------------ toolkit/app/report/_write.py (3)
    _m("audit14b._write.ranges_last_run", WR,
       '        run = [k]\n    if run:\n        out.append(f"{run[0]}" if len(run) == 1 else f"{run[0]}-{run[-1]}")\n',
       "        run = [k]\n",
       "_ranges drops the last run of numbers ([1, 2, 3, 5] -> '1-3')"),
    _m("audit14b._write.said_swapped", WR,
       'said = {True: "holds", False: "does not hold", None: "not decided"}',
       'said = {True: "does not hold", False: "holds", None: "not decided"}',
       "the hypotheses list says 'holds' for a hypothesis that does not and the reverse"),
    _m("audit14b._write.n_failed_all", WR,
       '"n_failed": len(report.failures), "claims"',
       '"n_failed": len(report.claims), "claims"',
       "results.json's n_failed counts every claim, not the failures"),

    # ------------------------------------------------------------ toolkit/app/report/soundness.py (8)
    _m("audit14b.soundness.kernel_no_1_over_n", SO,
       "np.add.at(P, (np.arange(N), Y @ w), (1.0 - lazy) * p[:, a] / n)",
       "np.add.at(P, (np.arange(N), Y @ w), (1.0 - lazy) * p[:, a])",
       "the reference random-scan kernel without the site choice's 1/n"),
    _m("audit14b.soundness.gap_ignores_negative", SO,
       "self.gap = float(1.0 - max(abs(ev[0]), abs(ev[-2])))",
       "self.gap = float(1.0 - abs(ev[-2]))",
       "the reference absolute gap ignores the most negative eigenvalue (the relative gap)"),
    _m("audit14b.soundness.mult_gap_no_square", SO,
       "out.append(float(1.0 - sv[1] ** 2))",
       "out.append(float(1.0 - sv[1]))",
       "gamma_k = 1 - sigma_2 instead of 1 - sigma_2^2"),
    _m("audit14b.soundness.alpha_row_sums", SO,
       "return float(R.sum(axis=0).max())",
       "return float(R.sum(axis=1).max())",
       "the reference alpha from row sums of R (wrong axis), not column sums"),
    _m("audit14b.soundness.worst_is_best", SO,
       "if worst_key is None or margin < worst_key:",
       "if worst_key is None or margin > worst_key:",
       "an inequality claim shows its case with the most slack: a failing case is hidden"),
    _m("audit14b.soundness.strict_ignored", SO,
       "and ((value < bound if strict else value <= bound) if upper",
       "and ((value <= bound) if upper",
       "a strict upper inequality claim accepts equality"),
    _m("audit14b.soundness.escape_log_q", SO,
       "esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size - 1), case)",
       "esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size), case)",
       "the reference escape bound divides by q, not q - 1"),
    _m("audit14b.soundness.coupling_no_doubling", SO,
       "([2.0 * float(t[i2[0]])] if i2.size else [])",
       "([float(t[i2[0]])] if i2.size else [])",
       "the reference t_upper = min(t_1, t_2), without the doubling of t_2"),
]

#: Mutants that change no behaviour, with the reason. None was marked before the run; the one
#: below was found equivalent after the first run (when ``scripts/mutants.py`` was opened: its
#: entry audit7a.soundness.sym_gap_no_negative_end, the same replacement, is marked equivalent
#: for this reason), so the record gives the first-run score with it as written (54/58) and
#: without it (54/57).
EQUIVALENT: dict = {
    "audit14b.soundness.gap_ignores_negative":
        "(marked after the first run) the reference _kernel is a random-scan heat-bath kernel (lazy >= 0), "
        "positive semi-definite in pi's inner product (an average of the site updates, each an orthogonal "
        "projection), so the symmetrized kernel's smallest eigenvalue is >= 0 up to round-off and never sets the "
        "absolute gap: 1 - max(|ev[0]|, |ev[-2]|) = 1 - |ev[-2]|",
}

#: Same bug as an entry of ``scripts/mutants.py`` (marked after the first run's record, commit
#: dd83a81: the entry that changes the same line with the same replacement or the same bug).
DUPLICATE_OF: dict = {
    "audit14b._model.reason_numbering": "audit4e.model.reason_numbering_from_0",
    "audit14b._model.wrap_min_lines": "audit4e.model.wrapped_row_truncated",
    "audit14b.diagnostics.split_odd": "audit7a.diagnostics.split_odd",
    "audit14b.diagnostics.burn_in_boundary": "audit7a.diagnostics.burn_in_strict",
    "audit14b.diagnostics.short_chain_any_m": "diagnostics.short_chain_any_m",
    "audit14b.diagnostics.sokal_se_factor": "diagnostics.sokal_se_no_2",
    "audit14b.sample.ess_zero_iat": "cmp14c.sample.ess_iat_zero",
    "audit14b.sample.coupled_factor": "audit9b.sample.coupled_memory_factor",
    "audit14b.sample.cost_max_steps_min": "sweep6s5.sample_cmd.cost_cap_min",
    "audit14b.sample.exact_outside_none": "audit4d.sample.exact_outside_none",
    "audit14b.sample.toy_coupling_steps": "audit10a.sample_cmd.toy_coupling_steps",
    "audit14b.phase.binder_square": "audit4c.phase.exact_binder_m2",
    "audit14b.phase.err_sqrt_r": "audit4c.phase.replicate_error_no_sqrt_r",
    "audit14b.phase.ess_groups_dropped": "audit11a.phase.ess_without_groups",
    "audit14b.phase.window_n_zero": "cov5h3.app_phase.window_n_zero",
    "audit14b.markov.with_scan_lazy_ignored": "blind.markov.with_scan_ignores_lazy",
    "audit14b.markov.with_temperature_lazy": "sweep6s2.markov.with_temperature_drops_lazy",
    "audit14b.markov.mixing_cache_key": "audit8c.markov.mixing_key_no_t_max",
    "audit14b.markov.scan_order_temperature": "blind.markov.scan_order_tv_T1",
    "audit14b.markov.contraction_own_scan": "blind.markov.contraction_own_tmix",
    "audit14b.metastability.quick_no_basins": "audit4e.meta.quick_no_basin",
    "audit14b.metastability.data_key_V": "jsonref2.metastability.basin_cost_key",
    "audit14b.study.escape_ci_low_end": "audit4c.study.escape_refuted_low_end",
    "audit14b.study.bracket_vacuous_boundary": "i26.bracket_floor_not_vacuous",
    "audit14b.study.shares_mixing_not_chosen": "sweep6s4.study.shares_without_mixing",
    "audit14b.study.budget_line_remainders": "cov5h3.study.remainder_smallest",
    "audit14b.study.stage_rest_off_by_one": "harden11e.study.stage_line_rest_without_current",
    "audit14b.study.window_indices_not_positions": "cov5h3.study.window_toy_positions",
    "audit14b.study.budget_zero_accepted": "audit4c.study.budget_zero_accepted",
    "audit14b.unmasking.margin_lowest": "unmasking.margin_top_minus_bottom",
    "audit14b.unmasking.remask_floor_rounds": "blind2.unmasking.remask_rounds_floor",
    "audit14b.unmasking.default_remask_floor": "sweep6s2.unmasking.default_remask_half_floor",
    "audit14b.unmasking.tv_after_restart": "unmasking.glauber_repair_restarts",
    "audit14b.checks.bottleneck_smallest": "blind3.checks.bottleneck_smallest",
    "audit14b.checks.escape_worst_max": "harden11b.checks.escape_loosest",
    "audit14b.reference.two_state_min": "audit4c.reference.two_state_min",
    "audit14b.reference.check_strict": "audit8c.reference.claim_strict_tol",
    "audit14b.reference.data_key": "jsonref2.reference.hypercube_key",
    "audit14b._write.ranges_last_run": "audit5a.write.ranges_last_run_dropped",
    "audit14b._write.said_swapped": "audit4e.write.hypothesis_said_swapped",
    "audit14b.soundness.gap_ignores_negative": "audit7a.soundness.sym_gap_no_negative_end",
    "audit14b.soundness.mult_gap_no_square": "audit4c.soundness.mult_gap_not_squared",
    "audit14b.soundness.alpha_row_sums": "audit7a.soundness.alpha_row_sums",
    "audit14b.soundness.worst_is_best": "audit4c.soundness.best_case_shown",
    "audit14b.soundness.strict_ignored": "audit4c.soundness.strict_ignored",
    "audit14b.soundness.escape_log_q": "audit7a.soundness.escape_ref_log_q",
    "audit14b.soundness.coupling_no_doubling": "audit4c.soundness.coupling_no_doubling",
}

#: Notes on the survivors of the first run.
SURVIVOR_NOTES: dict = {
    "audit14b.diagnostics.split_odd": {
        "note": "not a survivor in substance: the mutated _split raises a ValueError on an odd-length chain while "
                "a fixture of tests/exact/test_calibration.py (first in the set) builds its table, an ERROR at "
                "setup, and -x stops there with no FAILED test, which the runner counts as an error, not a kill; "
                "run alone, tests/toolkit/test_diagnostics.py (later in the same set) FAILS under it (the "
                "catalogue's audit7a.diagnostics.split_odd, the same bug). No test added: the test set's order "
                "keeps the error first, so the after-run is an error again",
        "killed_by": ""},
    "audit14b.metastability.basin_abs_dropped": {
        "note": "the basins' comparison was tested from above only (a slope over 1.1 k*gamma fails); a slope below "
                "k*gamma, the overestimate the section's text names for k > 1, passed with abs dropped",
        "killed_by": "tests/toolkit/test_audit14b_report.py::test_a_basin_slope_well_below_k_gamma_does_not_agree"},
    "audit14b.study.write_section_count": {
        "note": "no test read index.md's count of sections (the budget head is the preamble, not a section)",
        "killed_by": "tests/toolkit/test_audit14b_report.py::test_study_index_counts_the_sections_run_not_the_budget_head"},
    "audit14b.soundness.gap_ignores_negative": {
        "note": "equivalent (EQUIVALENT, found after the run): the reference kernel is positive semi-definite",
        "killed_by": ""},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS: dict = {
    "audit14b.metastability.basin_abs_dropped": ["tests/toolkit/test_audit14b_report.py"],
    "audit14b.study.write_section_count": ["tests/toolkit/test_audit14b_report.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

"""Ninth blind mutation audit, part b (issue 30): mutants in the 12 modules the draw dealt to
9b (``python benchmarks/blind_audit_5_draw.py --audit 9 --seed 2026120409``: toolkit/app/commands/sample.py,
toolkit/models/sceptr.py, toolkit/app/commands/window.py, toolkit/calibration.py, exact/compat.py,
toolkit/_active.py, toolkit/app/testing.py, toolkit/models/adapter.py, exact/_gth.py,
exact/lumped.py, exact/lumped_checks.py, toolkit/app/report/phase.py), written without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_9_protocol.md; parts a and c audit their own modules in their own runner
files). Each mutant is a bug a developer could make in the source, read for this audit: 3 per
module under 150 statements, 5 for 150-400, 8 above 400 (59 in all). Mutants believed
equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after the first run
to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in
after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran, the most
direct files first (``-x`` stops at the first failure); at the GO commit the files added since the
catalogue's first commit that the same ``grep -l`` patterns match (this stop's hardening tests) were put
at the head of their sets, before the run. Each set ends with the mutated
module's own file, so its doctests run last; a mutant first failed by its module's doctest is
a kill, and the record also gives the score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_9b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_9b.py --id 'audit9b.lumped.*' --timeout 300
    python benchmarks/blind_audit_9b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_SAMPLE = ["tests/test_harden9b_sample_cmd.py",
             "tests/test_cli_sample.py", "tests/test_sweep6s5_sample_cmd.py", "tests/test_sweep8s2_sample_cmd.py",
             "tests/toolkit/test_blind5a.py", "tests/toolkit/test_memory_guards.py", "toolkit/app/commands/sample.py"]
TS_SCEPTR = ["tests/toolkit/test_harden9c_sceptr.py",
             "tests/toolkit/test_sceptr.py", "tests/toolkit/test_cov5h2_sceptr.py", "tests/toolkit/test_sweep7a3_sceptr.py",
             "tests/toolkit/test_blind6c_sceptr.py", "tests/toolkit/test_sweep6s5_sceptr.py",
             "tests/test_sweep6s5_start_sceptr.py", "toolkit/models/sceptr.py"]
TS_WINDOW = ["tests/toolkit/test_harden9b_zoo.py",
             "tests/test_cli_window_warnings.py", "tests/test_harden8h1_window.py", "tests/test_sweep6s5_window.py",
             "tests/toolkit/test_real_window.py", "toolkit/app/commands/window.py"]
TS_CALIBRATION = ["tests/toolkit/test_harden9b_calibration.py", "tests/test_harden9b_sample_cmd.py",
                  "tests/toolkit/test_sweep8s2_calibration.py", "tests/toolkit/test_sweep6s3_calibration.py",
                  "tests/exact/test_calibration.py", "tests/toolkit/test_blind5b.py", "tests/toolkit/test_blind6b.py",
                  "tests/test_cli_sample.py", "tests/test_sweep6s5_sample_cmd.py", "toolkit/calibration.py"]
TS_COMPAT = ["tests/exact/test_compat.py", "tests/exact/test_sweep6s1_compat.py", "tests/exact/test_sweep7a4_compat.py",
             "tests/exact/test_checks.py", "tests/exact/test_cov5h1_more_small.py", "tests/toolkit/test_incompat.py",
             "exact/compat.py"]
TS_ACTIVE = ["tests/toolkit/test_active.py", "tests/toolkit/test_sweep6s3_active.py", "toolkit/_active.py"]
TS_TESTING = ["tests/toolkit/test_testing.py", "tests/toolkit/test_sweep7a1_app_testing.py",
              "tests/toolkit/test_cov5h3_testing.py", "tests/toolkit/test_sweep6s4_testing.py",
              "tests/toolkit/test_harden8h1_testing.py", "tests/toolkit/test_testing_strategies.py",
              "tests/toolkit/test_blind7b.py", "toolkit/app/testing.py"]
TS_ADAPTER = ["tests/toolkit/test_harden9c_adapter.py", "tests/toolkit/test_harden9b_hf_convert.py",
              "tests/toolkit/test_harden9b_zoo.py",
              "tests/toolkit/test_mlm.py", "tests/toolkit/test_cov5h2_adapter.py",
              "tests/toolkit/test_sweep6s5_adapter_template.py", "tests/toolkit/test_sweep6s5_adapter.py",
              "tests/toolkit/test_sweep8s1_adapter.py", "tests/toolkit/test_blind4b_mlm.py", "tests/toolkit/test_blind8c.py",
              "toolkit/models/adapter.py"]
TS_GTH = ["tests/exact/test_sweep6s1_gth.py", "tests/exact/test_sweep7a2__gth.py", "tests/exact/test_harden8h1_gth.py",
          "tests/exact/test_passage.py", "tests/exact/test_cov5h1_stationary.py", "tests/exact/test_numerics.py",
          "exact/_gth.py"]
TS_LUMPED = ["tests/exact/test_harden9l_lumped.py", "tests/exact/test_harden9l_lumped_sectors.py",
             "tests/toolkit/test_harden9b_known_results.py",
             "tests/exact/test_lumped.py", "tests/exact/test_lumped_fast.py", "tests/exact/test_cov5h1_lumped.py",
             "tests/exact/test_sweep6s2_lumped.py", "tests/exact/test_sweep7a4_lumped.py", "tests/exact/test_blind5a.py",
             "tests/exact/test_blind6b.py", "tests/exact/test_blind5c_lumped_distance.py",
             "tests/exact/test_lumped_low_temperature.py", "exact/lumped.py"]
TS_LCHECKS = ["tests/exact/test_harden9l_lumped_checks.py",
              "tests/exact/test_sweep6s2_lumped_checks.py", "tests/exact/test_sweep7a3_lumped_checks.py",
              "tests/exact/test_cov5h1_lumped_checks.py", "tests/exact/test_blind7a.py", "tests/exact/test_lumped.py",
              "tests/exact/test_lumped_fast.py", "tests/exact/test_blind5a.py", "exact/lumped_checks.py"]
TS_PHASE = ["tests/toolkit/test_harden9b_report_phase.py",
            "tests/test_report_phase.py", "tests/test_cov5h3_report_phase.py", "tests/toolkit/test_sweep6s4_report_phase.py",
            "tests/toolkit/test_sweep8s1_report_phase.py", "toolkit/app/report/phase.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


SA, SC, WI, CA = "toolkit/app/commands/sample.py", "toolkit/models/sceptr.py", "toolkit/app/commands/window.py", \
    "toolkit/calibration.py"
CO, AC, TE, AD = "exact/compat.py", "toolkit/_active.py", "toolkit/app/testing.py", "toolkit/models/adapter.py"
GT, LU, LC, PH = "exact/_gth.py", "exact/lumped.py", "exact/lumped_checks.py", "toolkit/app/report/phase.py"

MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/commands/sample.py (5)
    _m("audit9b.sample.ess_inverted", SA, "return mean.n_samples / iat", "return mean.n_samples * iat",
       "effective sample size n * tau instead of n / tau (the ESS warning never fires when tau > 1)", TS_SAMPLE),
    _m("audit9b.sample.cap_hint_key", SA, '_CAP_HINTS = {"coalescence": "raise --coupling-steps"',
       '_CAP_HINTS = {"coupling": "raise --coupling-steps"',
       "the censored-coalescence hint keyed by the wrong spec quantity: the warning says 'raise the step cap', "
       "not '--coupling-steps'", TS_SAMPLE),
    _m("audit9b.sample.coupled_memory_factor", SA, "n_chains=2 * 2 * args.pairs * args.replicates",
       "n_chains=2 * args.pairs * args.replicates",
       "memory check of the coupled chains drops the factor 2 of the two chains per pair (half the memory counted)",
       TS_SAMPLE),
    _m("audit9b.sample.outside_v_more", SA, "if len(outside) > 6 else", "if len(outside) >= 6 else",
       "text-outside-V warning: exactly 6 tokens outside V get the ', ... (6 in all)' tail (off by one)", TS_SAMPLE),
    _m("audit9b.sample.exact_outside_none", SA, "if row.ok is False:", "if not row.ok:",
       "exact-outside warnings also for rows with no verdict (ok None: diagnostics), not only for misses",
       TS_SAMPLE),
    # ------------------------------------------------------------------ toolkit/models/sceptr.py (5)
    _m("audit9b.sceptr.window_start_max", SC,
       'start = min(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       'start = max(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       "default window start: max instead of min (the window sits at the loop's end, not after CASS)", TS_SCEPTR),
    _m("audit9b.sceptr.positions_upper", SC, "bad = [p for p in positions if not 0 <= p < length]",
       "bad = [p for p in positions if not 0 <= p <= length]",
       "free_positions bound check off by one: position == loop length accepted (no InvalidInputError)",
       TS_SCEPTR),
    _m("audit9b.sceptr.all_conditionals_pos", SC, "pos = self._free.repeat(B)",
       "pos = self._free.repeat_interleave(B)",
       "all_conditionals reads the head at the wrong token per row (positions interleaved, not tiled)",
       TS_SCEPTR),
    _m("audit9b.sceptr.with_template_text", SC, 'kw["text"] = None  # a text was the old loop',
       'pass  # a text was the old loop',
       "with_template(loop=...) keeps the old loop's text as the new loop's sequence", TS_SCEPTR),
    _m("audit9b.sceptr.logit_error_floor", SC, "rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)",
       "rtol * np.minimum(np.abs(logits).max(axis=1), 1.0)",
       "logit error scale: min instead of max with 1 (the bound at most rtol, not rtol * max |logit|)", TS_SCEPTR),
    # ------------------------------------------------------------------ toolkit/app/commands/window.py (3)
    _m("audit9b.window.chains_min", WI, 'check_int(args.chains, "chains", minimum=2)',
       'check_int(args.chains, "chains", minimum=1)',
       "--chains 1 accepted by the flag check (the library's n_chains check fires later, naming its keyword)",
       TS_WINDOW),
    _m("audit9b.window.exit_code", WI, "return 0 if r.all_ok else 1", "return 0",
       "exit status 0 even when a sampled check fails (documented: exits 1)", TS_WINDOW),
    _m("audit9b.window.rhat_key", WI, 'if q.spec.get("quantity") == "rhat" and math.isnan',
       'if q.spec.get("quantity") == "R-hat" and math.isnan',
       "undefined R-hat warning keyed by the row name's spelling, not the spec quantity 'rhat' (never fires)",
       TS_WINDOW),
    # ------------------------------------------------------------------ toolkit/calibration.py (3)
    _m("audit9b.calibration.lpl_max_sites", CA, "int(model.length) <= LPL_MAX_SITES",
       "int(model.length) < LPL_MAX_SITES",
       "a real MLM with exactly LPL_MAX_SITES sites loses the log pseudo-likelihood (off by one)",
       TS_CALIBRATION),
    _m("audit9b.calibration.burn_in_guard", CA, "if burn_in > n_steps - 4:", "if burn_in > n_steps - 3:",
       "burn_in = n_steps - 3 accepted (documented: at least 4 recorded steps)", TS_CALIBRATION),
    _m("audit9b.calibration.default_burn_in", CA, "burn_in = n_steps // 2 if burn_in is None",
       "burn_in = n_steps // 4 if burn_in is None",
       "default burn-in a quarter instead of half (documented: half)", TS_CALIBRATION),
    # ------------------------------------------------------------------ exact/compat.py (3)
    _m("audit9b.compat.bwd_site", CO, "e(P, x00, x10, i)", "e(P, x00, x10, j)",
       "Kolmogorov backward product: the x00 -> x10 move read at site j instead of i", TS_COMPAT),
    _m("audit9b.compat.drift_unweighted", CO, "means.append(float((kl * np.exp(lw[:, 0])).sum()))",
       "means.append(float(kl.mean()))",
       "conditional drift mean: plain mean over contexts, not pi-weighted", TS_COMPAT),
    _m("audit9b.compat.drift_direction", CO, "pc * (lpc - lc)", "np.exp(lc) * (lpc - lc)",
       "conditional drift weighted by the model's conditional (-KL(p || pi_T), clipped to 0): the wrong KL "
       "direction", TS_COMPAT),
    # ------------------------------------------------------------------ toolkit/_active.py (3)
    _m("audit9b._active.rounds_le", AC, "rounds < max_rounds", "rounds <= max_rounds",
       "one round more than max_rounds (off by one at the guard)", TS_ACTIVE),
    _m("audit9b._active.bar_absolute", AC, "bar.update(now - shown)", "bar.update(now)",
       "clock-driven bar advanced by the clock itself, not by its increase (overshoots)", TS_ACTIVE),
    _m("audit9b._active.clock_max", AC, "int(clock[active].min())", "int(clock[active].max())",
       "bar moved to the largest clock of the running chains, not the smallest", TS_ACTIVE),
    # ------------------------------------------------------------------ toolkit/app/testing.py (8)
    _m("audit9b.testing.holm_no_accumulate", TE, "np.maximum.accumulate((m - np.arange(m)) * p[order])",
       "(m - np.arange(m)) * p[order]",
       "Holm adjustment without the running maximum (adjusted p-values not monotone in p)", TS_TESTING),
    _m("audit9b.testing.pearson_dof", TE, "dof = len(E) - 1", "dof = len(E)",
       "chi-square degrees of freedom one too many (cells, not cells - 1)", TS_TESTING),
    _m("audit9b.testing.rows_matvec", TE, "mu = K.rmatvec(mu)", "mu = K.matvec(mu)",
       "rows of P^k computed as P f (columns) instead of mu P", TS_TESTING),
    _m("audit9b.testing.lazy_mistake_base", TE, "return at(lazy2=1.0 - (1.0 - lazy) * 0.5)",
       "return at(lazy2=0.5)",
       "the 'lazy added' mistake's kernel ignores the claimed lazy (holds 1/2, not 1 - (1 - lazy)/2)", TS_TESTING),
    _m("audit9b.testing.bonferroni_dropped", TE, "alpha / len(S), n_samples)", "alpha, n_samples)",
       "detectable effect size at level alpha, not the Bonferroni level alpha / starts (documented)", TS_TESTING),
    _m("audit9b.testing.starts_bound", TE, "idx.max() >= N", "idx.max() > N",
       "start index N (one past the last state) not refused (off by one)", TS_TESTING),
    _m("audit9b.testing.outside_token_q", TE, "((arr < 0) | (arr >= q)).any(axis=1)",
       "((arr < 0) | (arr > q)).any(axis=1)",
       "token q (the first one outside 0..q-1) not seen as outside", TS_TESTING),
    _m("audit9b.testing.stationary_eps_max", TE, "eps = min(0.01, w / 20)", "eps = max(0.01, w / 20)",
       "check_stationary runs t_mix(eps) with eps the larger, not the smaller, of 0.01 and w/20", TS_TESTING),
    # ------------------------------------------------------------------ toolkit/models/adapter.py (8)
    _m("audit9b.adapter.maxlen_offset", AD, 'offset = int(getattr(embeddings, "padding_idx", 0) or 0) + 1',
       'offset = int(getattr(embeddings, "padding_idx", 0) or 0)',
       "RoBERTa-family max length: the position offset padding_idx + 1 loses its + 1", TS_ADAPTER),
    _m("audit9b.adapter.free_in_content", AD, "special[self.free_positions] = False",
       "pass  # free positions left as they are in the template",
       "content mask: free sites of a prefix/suffix template ([MASK] in it) left out of the hidden-state mean",
       TS_ADAPTER),
    _m("audit9b.adapter.positions_upper", AD, "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "free_positions bound off by one: position == text length accepted", TS_ADAPTER),
    _m("audit9b.adapter.masked_logits_flip", AD,
       "free[torch.as_tensor(mask, device=self.device)] = self.mask_id",
       "free[~torch.as_tensor(mask, device=self.device)] = self.mask_id",
       "masked_logits masks the unmasked sites (mask inverted)", TS_ADAPTER),
    _m("audit9b.adapter.bf16_dtype", AD, '"bfloat16": torch.bfloat16, "bf16": torch.bfloat16,',
       '"bfloat16": torch.bfloat16, "bf16": torch.float16,',
       "dtype alias 'bf16' resolved to float16", TS_ADAPTER),
    _m("audit9b.adapter.with_template_n", AD, 'kw["n"] = self.length', "pass",
       "with_template(prefix=...) without n: the old n is not carried over", TS_ADAPTER),
    _m("audit9b.adapter.text_outside_in", AD,
       "for k, i in enumerate(self._original)\n                if i not in self._index_by_id]",
       "for k, i in enumerate(self._original)\n                if i in self._index_by_id]",
       "text_outside_v lists the text's tokens that ARE in V", TS_ADAPTER),
    _m("audit9b.adapter.unk_not_refused", AD, "if any(i is None or i == self.unk_id for i in ids):",
       "if any(i is None for i in ids):",
       "template text unknown to the tokenizer becomes [UNK] silently (no InvalidInputError)", TS_ADAPTER),
    # ------------------------------------------------------------------ exact/_gth.py (3)
    _m("audit9b._gth.small_axis", GT, "s = A[k, :k].sum()", "s = A[:k, k].sum()",
       "unblocked GTH pivot from the column into k instead of k's row out (wrong axis)", TS_GTH),
    _m("audit9b._gth.lu_exit_mass", GT, "ek[k + 1:] += f * ek[k]", "pass  # exit mass not folded",
       "blocked GTH factorization: the eliminated state's exit mass not folded into the later pivots",
       TS_GTH),
    _m("audit9b._gth.solve_rhs_fold", GT, "X[k + 1:] += np.outer(f, X[k])", "pass  # right-hand side not folded",
       "gth_solve: the forward elimination leaves the right-hand sides unchanged", TS_GTH),
    # ------------------------------------------------------------------ exact/lumped.py (8)
    _m("audit9b.lumped.kill_no_j", LU, "kill = w * j * (", "kill = w * (",
       "sector j's killing rate drops the factor j (j paired sites can move)", TS_LUMPED),
    _m("audit9b.lumped.symmetric_lower_end", LU, 'lo = max(gap - e, 0.0) if kind == "full" else 0.0',
       "lo = max(gap - e, 0.0)",
       "a symmetric-sector gap's interval starts at gap - error, not 0 (it only bounds the full gap from above)",
       TS_LUMPED),
    _m("audit9b.lumped.auto_ignores_tmax", LU,
       "if t_L is None or t_L * total > STEP_BUDGET or t_L > (t_max if t_max is not None else 10**6):",
       "if t_L is None or t_L * total > STEP_BUDGET:",
       "starts='auto' with a t_max below the count chain's t_mix still steps every class (gives up at t_max "
       "instead of the certified / monochromatic route)", TS_LUMPED),
    _m("audit9b.lumped.round_off_or", LU, "if before - eps > err and eps - after > err:",
       "if before - eps > err or eps - after > err:",
       "t_mix round-off 0 when only one of d(t_mix - 1), d(t_mix) clears eps by more than the error", TS_LUMPED),
    _m("audit9b.lumped.certified_no_sqrt", LU, "U = np.minimum(Lk + 0.5 * np.sqrt(R2), 1.0)",
       "U = np.minimum(Lk + 0.5 * R2, 1.0)",
       "certified upper bound L_k + R_k^2 / 2 instead of L_k + R_k / 2 (too small where R_k < 1)", TS_LUMPED),
    _m("audit9b.lumped.class_counts_negative", LU, "if c.shape != (q,) or np.any(c < 0) or int(c.sum()) != n",
       "if c.shape != (q,) or int(c.sum()) != n",
       "class_chain accepts negative counts summing to n (no InvalidInputError)", TS_LUMPED),
    _m("audit9b.lumped.stay_no_lazy", LU, "stay = np.full(N, lazy)", "stay = np.zeros(N)",
       "count chain's holding probability without the lazy part (rows sum to 1 - lazy)", TS_LUMPED),
    _m("audit9b.lumped.one_site_lazy", LU, "return _gap_summary(1.0 - lazy, 0.0, lazy, lazy,",
       "return _gap_summary(1.0, 0.0, 0.0, 0.0,",
       "n = 1 (one site) gap 1 whatever lazy (eigenvalues 1 and lazy: gap 1 - lazy)", TS_LUMPED),
    # ------------------------------------------------------------------ exact/lumped_checks.py (5)
    _m("audit9b.lumped_checks.t0_quarter", LC, "(n - 1) * Lm / 4", "(n - 1) * Lm / 2",
       "T_0 = (n - 1) L / 2 instead of (n - 1) L / 4 (dropped factor 1/2)", TS_LCHECKS),
    _m("audit9b.lumped_checks.exit_set_from_lo", LC, "js = np.arange(lo, n + 1)", "js = np.arange(lo + 1, n + 1)",
       "birth-death exit time of {m >= lo}: the sum starts at lo + 1 (the last term lost)", TS_LCHECKS),
    _m("audit9b.lumped_checks.certified_no_pairs", LC, "n_certified = n_pairs * cert_weight",
       "n_certified = cert_weight",
       "certified rectangles not multiplied by the C(n, 2) site pairs (exact-integer branch)", TS_LCHECKS),
    _m("audit9b.lumped_checks.exit_class_no_lazy", LC,
       "chain = count_chain(model, temperature=temperature, lazy=lazy)\n    r, _, lv = chain.log_offdiag",
       "chain = count_chain(model, temperature=temperature)\n    r, _, lv = chain.log_offdiag",
       "log_exit_time_from_class ignores lazy (the holding probability without the lazy part)", TS_LCHECKS),
    _m("audit9b.lumped_checks.fixed_points_nonstrict", LC, "idx = np.flatnonzero(m > 0)",
       "idx = np.flatnonzero(m >= 0)",
       "count fixed points include margin-0 classes (ties: not strict fixed points)", TS_LCHECKS),
    # ------------------------------------------------------------------ toolkit/app/report/phase.py (5)
    _m("audit9b.phase.right_inconclusive", PH, 'else verdict != "transition"', 'else verdict == "no transition"',
       "a model with no transition judged right only on 'no transition' (an inconclusive or crossover "
       "verdict counted wrong)", TS_PHASE),
    _m("audit9b.phase.real_verdict_crossover", PH, 'if verdict in ("transition", "crossover"):',
       'if verdict in ("transition",):',
       "a real MLM's crossover verdict reported 'not resolved' instead of 'holds'", TS_PHASE),
    _m("audit9b.phase.exps_list_swap", PH, "else (e[0], e[1])", "else (e[1], e[0])",
       "exponents given as [value, stderr] lists read as (stderr, value)", TS_PHASE),
    _m("audit9b.phase.loaded_tc_factor", PH, 'abs(tce - c["T_c"]) <= 2 * tcs', 'abs(tce - c["T_c"]) <= tcs',
       "loaded exact T_c claim checked within 1 error, not the 2 errors it states", TS_PHASE),
    _m("audit9b.phase.spinodal_min", PH, 'dev <= max(tol, 0.02 * c["T_s"])', 'dev <= min(tol, 0.02 * c["T_s"])',
       "spinodal claim tolerance: min instead of max of 2 errors and 2 % of T_s", TS_PHASE),
]

#: Mutants believed equivalent before the run (none: each changes an output on some input).
EQUIVALENT: dict = {}

#: Filled in after the first run (protocol step 5): mutant id -> the scripts/mutants.py entry it repeats
#: (the same snippet with the same replacement, or one with the same effect on every input).
DUPLICATE_OF = {
    "audit9b.sample.exact_outside_none": "audit4d.sample.exact_outside_none",
    "audit9b.sceptr.positions_upper": "sweep6s5.sceptr.positions_last_refused",
    "audit9b.window.exit_code": "audit4d.window.exit_status",
    "audit9b.calibration.lpl_max_sites": "sweep6s3.calibration.lpl_lt",
    "audit9b.calibration.burn_in_guard": "audit6a.calibration.burn_in_off_by_one",
    "audit9b.calibration.default_burn_in": "sweep6s3.calibration.burn_in_third",   # n // 4 there n // 3
    "audit9b.compat.drift_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit9b.compat.drift_direction": "compat.drift_uses_own_pi",                  # both: drift 0 everywhere
    "audit9b._active.rounds_le": "audit4b.active.rounds_le",
    "audit9b._active.bar_absolute": "audit7b.active.bar_absolute",
    "audit9b._active.clock_max": "audit4b.active.bar_max_clock",
    "audit9b.testing.holm_no_accumulate": "blind.testing.holm_not_monotone",
    "audit9b.testing.pearson_dof": "i28.dof",
    "audit9b.testing.lazy_mistake_base": "blind.testing.mistake_lazy_ignores_base",
    "audit9b.testing.bonferroni_dropped": "sweep6s4.testing.no_bonferroni",
    "audit9b.testing.starts_bound": "cov5h3.testing.starts_range",
    "audit9b.testing.outside_token_q": "audit8b.testing.token_q_inside",
    "audit9b.testing.stationary_eps_max": "audit8b.testing.stationary_eps_max",
    "audit9b.adapter.maxlen_offset": "sweep6s5.adapter.roberta_offset_no_plus_one",
    "audit9b.adapter.free_in_content": "audit6c.adapter.free_sites_not_content",
    "audit9b.adapter.positions_upper": "audit4b.adapter.free_pos_upper",
    "audit9b._gth.small_axis": "blind3.gth.small_pivot_column",
    "audit9b._gth.lu_exit_mass": "stationary.gth_exit_not_propagated",
    "audit9b._gth.solve_rhs_fold": "gth.solve_rhs_not_folded",
    "audit9b.lumped.kill_no_j": "audit5c.lumped.kill_drops_j",
    "audit9b.lumped.symmetric_lower_end": "i27l.symmetric_interval_from_gap",
    "audit9b.lumped.round_off_or": "audit8b.lumped.round_off_or",
    "audit9b.lumped.certified_no_sqrt": "audit6b.lumped.certified_no_sqrt",
    "audit9b.lumped.class_counts_negative": "audit6b.lumped.class_counts_negative",
    "audit9b.lumped.stay_no_lazy": "sweep6s2.lumped.count_stay_no_lazy",
    "audit9b.lumped.one_site_lazy": "cov5h1.lumped.one_site_gap",
    "audit9b.lumped_checks.t0_quarter": "lumped_checks.T0_half",
    "audit9b.lumped_checks.exit_set_from_lo": "blind.lumped_checks.exit_sum_from_lo_plus_one",
    "audit9b.lumped_checks.certified_no_pairs": "i27t.site_pairs_factor",
    "audit9b.lumped_checks.exit_class_no_lazy": "sweep6s2.lumped_checks.exit_no_lazy",
    "audit9b.lumped_checks.fixed_points_nonstrict": "audit7a.lumped_checks.fixed_points_weak",
    "audit9b.phase.right_inconclusive": "audit4c.report_phase.no_transition_exact",  # verdict == truth: the same
    "audit9b.phase.real_verdict_crossover": "audit4c.report_phase.crossover_not_decided",
    "audit9b.phase.loaded_tc_factor": "audit4c.report_phase.tc_one_error",
}

#: Filled in after the first run: survivor id -> {"note": ..., "killed_by": test id}.
SURVIVOR_NOTES = {
    "audit9b.sample.coupled_memory_factor": {
        "note": "no test compared the coupled chains' share of check_sampling_memory with run_memory for the "
                "documented 2 pairs x replicates x 2 chains (the cost estimate's twin, sweep6s5.sample_cmd."
                "cost_coupled_two, is in sampling_cost); not a bug in the code",
        "killed_by": "tests/toolkit/test_blind9b.py::test_sample_memory_check_counts_two_chains_per_coupled_pair"},
    "audit9b.sample.outside_v_more": {
        "note": "the text-outside-V warning was tested with few tokens or many, never exactly 6 (the boundary "
                "of the shown list); not a bug in the code",
        "killed_by": "tests/toolkit/test_blind9b.py::test_sample_text_outside_v_lists_six_then_counts"},
    "audit9b.sceptr.with_template_text": {
        "note": "with_template(loop=...) after a text on another loop was not tested: the old loop's text "
                "would become the new loop's sequence; not a bug in the code",
        "killed_by": "tests/toolkit/test_blind9b_models.py::test_sceptr_with_template_new_loop_reads_its_own_sequence"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {
    "audit9b.sample.coupled_memory_factor": ["tests/toolkit/test_blind9b.py"],
    "audit9b.sample.outside_v_more": ["tests/toolkit/test_blind9b.py"],
    "audit9b.sceptr.with_template_text": ["tests/toolkit/test_blind9b_models.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

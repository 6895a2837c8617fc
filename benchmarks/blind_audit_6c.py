"""Sixth blind mutation audit, part c (issue 30): mutants in the 12 modules dealt to part c by
``python benchmarks/blind_audit_5_draw.py --audit 6 --seed 2026120306`` (toolkit/models/adapter.py,
exact/_lowrank_tmix.py, exact/lumped_sectors.py, toolkit/plot.py, exact/scans.py,
toolkit/models/sceptr.py, toolkit/semantic.py, exact/_lanczos.py, toolkit/app/sweep/tasks.py,
toolkit/app/commands/samplers.py, exact/distance.py, exact/spectral.py), written without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_6_protocol.md; parts a and b audit their own modules in their own runner
files). Each mutant is a bug a developer could make in the source, read for this audit: 3 for a
module under 150 statements, 5 for 150-400, 8 above 400 (exact/spectral.py, 694 statements: 9).
Mutants believed equivalent are marked (``EQUIVALENT``) before anything ran; the ones found after
the first run to be the same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF`
(filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that import
the mutated module or name its public functions; the patterns are in :data:`GREP_PATTERNS`), before
any mutant ran, narrowed to the files about the module where the grep named many. After the rebase onto the
commit of the contract sweep (GO file), and before the first run, the sweep's new test files named
after a module (``tests/**/test_sweep6s*_<module>*.py``) were appended to that module's set, by name
only. Each set ends with
the mutated module's own file, so its doctests run last; a mutant first failed by its module's
doctest is a kill, and the record also gives the score with those counted as survivors
(``tests/`` only).

Usage::

    python benchmarks/blind_audit_6c.py --list
    python benchmarks/blind_audit_6c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_6c.py --id 'audit6c.spectral.*' --timeout 300
    python benchmarks/blind_audit_6c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

#: the ``grep -l`` patterns over ``tests/`` that chose each module's test files
GREP_PATTERNS = {
    "toolkit/models/adapter.py": r"models.adapter\|MaskedLM",
    "exact/_lowrank_tmix.py": r"_lowrank_tmix\|lowrank",
    "exact/lumped_sectors.py": r"lumped_sectors\|three_token\|collatz_wielandt\|partitions3",
    "toolkit/plot.py": r"toolkit.plot\|plot_tv_curve\|plot_trace\|plot_nlogn\|plot_rectangles",
    "exact/scans.py": r"exact.scans\|nlogn_scan\|metastability_scan\|fit_nlogn\|nlogn_theory",
    "toolkit/models/sceptr.py": r"sceptr",
    "toolkit/semantic.py": r"toolkit.semantic\|semantic_run\|basin_statistics\|cluster_embeddings\|lexicon_fraction",
    "exact/_lanczos.py": r"_lanczos\|lanczos_top",
    "toolkit/app/sweep/tasks.py": r"sweep.tasks\|make_grid\|sweep import",
    "toolkit/app/commands/samplers.py": r"commands.samplers\|samplers\b",
    "exact/distance.py": r"exact.distance\|mixing_time_from\|distance_from",
    "exact/spectral.py": r"exact.spectral\|spectral_summary\|multiplicative_gaps\|spectral_mixing_bounds",
}

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_ADAPTER = ["tests/toolkit/test_mlm.py", "tests/toolkit/test_cov5h2_adapter.py", "tests/toolkit/test_blind4b_mlm.py",
              "tests/toolkit/test_testing.py", "tests/toolkit/test_sweep6s5_adapter.py", "tests/toolkit/test_sweep6s5_adapter_template.py", "toolkit/models/adapter.py"]
TS_LOWRANK = ["tests/exact/test_cov5h1_lowrank.py", "tests/exact/test_tmix_large.py", "tests/exact/test_distance.py",
              "tests/exact/test_errors.py", "tests/exact/test_sweep6s1_lowrank_tmix.py", "exact/_lowrank_tmix.py"]
TS_SECTORS = ["tests/exact/test_lumped_sectors.py", "tests/exact/test_cov5h1_lumped_sectors.py",
              "tests/exact/test_lumped_fast.py", "tests/test_cli_exact.py", "tests/exact/test_sweep6s2_lumped_sectors.py", "exact/lumped_sectors.py"]
TS_PLOT = ["tests/toolkit/test_plot.py", "tests/toolkit/test_cov5h2_plot.py", "tests/test_bad_inputs.py",
           "tests/toolkit/test_infrastructure_by_hand.py", "tests/toolkit/test_sweep6s3_plot.py", "toolkit/plot.py"]
TS_SCANS = ["tests/exact/test_scans.py", "tests/exact/test_cov5h1_scans.py", "tests/exact/test_blind5a.py",
            "tests/exact/test_pinned_influence.py", "tests/exact/test_pinned_metastable.py",
            "tests/toolkit/test_results.py", "tests/toolkit/test_plot.py", "tests/test_bad_inputs.py", "tests/exact/test_sweep6s2_scans.py", "tests/test_sweep6s5_scan_cmd.py", "exact/scans.py"]
TS_SCEPTR = ["tests/toolkit/test_sceptr.py", "tests/toolkit/test_cov5h2_sceptr.py", "tests/toolkit/test_mlm.py",
             "tests/toolkit/test_sweep6s5_sceptr.py", "tests/test_sweep6s5_start_sceptr.py", "toolkit/models/sceptr.py"]
TS_SEMANTIC = ["tests/toolkit/test_semantic.py", "tests/toolkit/test_cov5h2_semantic.py",
               "tests/toolkit/test_blind5c_growth_semantic.py", "tests/toolkit/test_blind4b.py",
               "tests/toolkit/test_results.py", "tests/test_exceptions.py", "tests/toolkit/test_sweep6s3_semantic.py", "tests/toolkit/test_sweep6s4_semantic.py", "toolkit/semantic.py"]
TS_LANCZOS = ["tests/exact/test_lanczos.py", "tests/exact/test_cov5h1_spectral.py", "tests/exact/test_sweep6s1_lanczos.py", "exact/_lanczos.py"]
TS_TASKS = ["tests/toolkit/test_sweep.py", "tests/toolkit/test_cov5h3_sweep_tasks.py", "tests/toolkit/test_blind5c_sweep.py",
            "tests/toolkit/test_cov5h3_sweep_runs.py", "tests/test_cli_sweep.py", "tests/toolkit/test_sweep6s4_tasks.py", "toolkit/app/sweep/tasks.py"]
TS_SAMPLERS = ["tests/test_cli_samplers.py", "tests/test_readme_samplers.py", "tests/test_cli_audit_commands.py",
               "tests/test_sweep6s5_samplers.py", "tests/toolkit/test_sweep6s4_samplers.py", "toolkit/app/commands/samplers.py"]
TS_DISTANCE = ["tests/exact/test_distance.py", "tests/exact/test_blind5c_lumped_distance.py",
               "tests/exact/test_cov5h1_more_small.py", "tests/exact/test_peer_fixtures.py", "tests/toolkit/test_results.py",
               "tests/test_bad_inputs.py", "tests/exact/test_sweep6s1_distance.py", "exact/distance.py"]
TS_SPECTRAL = ["tests/exact/test_certified_gap.py", "tests/exact/test_cov5h1_spectral.py", "tests/exact/test_pinned_spectral.py",
               "tests/exact/test_formulas_by_hand.py", "tests/exact/test_reference_chains.py", "tests/exact/test_lanczos.py",
               "tests/exact/test_numerics.py", "tests/exact/test_low_temperature.py", "tests/toolkit/test_theory.py",
               "tests/test_bad_inputs.py", "tests/exact/test_sweep6s2_spectral.py", "exact/spectral.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


AD, LR, LS, PL = "toolkit/models/adapter.py", "exact/_lowrank_tmix.py", "exact/lumped_sectors.py", "toolkit/plot.py"
SC, SE, SM, LZ = "exact/scans.py", "toolkit/models/sceptr.py", "toolkit/semantic.py", "exact/_lanczos.py"
TK, SA, DI, SP = "toolkit/app/sweep/tasks.py", "toolkit/app/commands/samplers.py", "exact/distance.py", "exact/spectral.py"

MUTANTS = [
    # ------------------------------------------------------------------ toolkit/models/adapter.py (442 statements: 8)
    _m("audit6c.adapter.dtype_default_f64", AD,
       "    if dtype is None:\n        return torch.float32",
       "    if dtype is None:\n        return torch.float64",
       "dtype=None resolves to float64 instead of the documented float32 default", TS_ADAPTER),
    _m("audit6c.adapter.hub_id_is_path", AD,
       'name.count("/") > 1',
       'name.count("/") >= 1',
       "_looks_like_path: a hub id 'org/name' (one slash) is taken for a local path", TS_ADAPTER),
    _m("audit6c.adapter.duplicate_by_string", AD,
       "            if i in seen:\n",
       "            if s in seen.values():\n",
       "_set_tokens: duplicates detected by their strings, not their token ids (two spellings of one token pass)",
       TS_ADAPTER),
    _m("audit6c.adapter.free_position_past_end", AD,
       "bad = [p for p in free_positions if not 0 <= p < len(body)]",
       "bad = [p for p in free_positions if not 0 <= p <= len(body)]",
       "free_positions == len(text tokens) is not refused (off by one at the guard)", TS_ADAPTER),
    _m("audit6c.adapter.free_sites_not_content", AD,
       "        special[self.free_positions] = False\n",
       "",
       "the free sites (the template's [MASK] placeholders) are left out of the pooled hidden state's positions",
       TS_ADAPTER),
    _m("audit6c.adapter.pool_over_all_positions", AD,
       "out_h.append(((h * m[None, :, None]).sum(1) / m.sum()).cpu())",
       "out_h.append(((h * m[None, :, None]).sum(1) / m.numel()).cpu())",
       "pooled hidden state divided by the sequence length, special tokens included, not the content count",
       TS_ADAPTER),
    _m("audit6c.adapter.logit_error_no_floor", AD,
       '        return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)\n\n    def logits(',
       '        return rtol * np.abs(logits).max(axis=1)\n\n    def logits(',
       "logit_error: the row scale's documented floor of 1 dropped (tiny logits get a tiny bound)", TS_ADAPTER),
    _m("audit6c.adapter.outside_without_special", AD,
       "range(self.model.config.vocab_size) if i not in inside]",
       "range(self.model.config.vocab_size) if i not in inside and i not in self._special_ids]",
       "special_ids('outside') leaves out the special tokens it documents as included", TS_ADAPTER),
    # ------------------------------------------------------------------ exact/_lowrank_tmix.py (192 statements: 5)
    _m("audit6c.lowrank.k_high_off_by_one", LR,
       "k_high = t_max // tau + 1",
       "k_high = t_max // tau",
       "factored search: when d(k tau) > eps up to t_max the last block (k_low tau, t_max] is not searched", TS_LOWRANK),
    _m("audit6c.lowrank.c_power_k", LR,
       "X = c_power(k - 1) @ B",
       "X = c_power(k) @ B",
       "A^k = Q C^(k-1) B computed with C^k (one factor of tau too many)", TS_LOWRANK),
    _m("audit6c.lowrank.skip_last_bit", LR,
       "    for i in range(J - 1, -1, -1):\n",
       "    for i in range(J - 1, 0, -1):\n",
       "greedy bisection inside (k tau, (k+1) tau] skips the step 2^0 (t_mix off by one)", TS_LOWRANK),
    _m("audit6c.lowrank.sparse_tv_double", LR,
       "a = np.abs(M.data - pi[M.indices]) - pi[M.indices]",
       "a = np.abs(M.data - pi[M.indices])",
       "sparse _tv: pi's mass on the support counted twice (the off-support correction term dropped)", TS_LOWRANK),
    _m("audit6c.lowrank.bisect_t_max_strict", LR,
       "    worst = int(active[worst_index(d_low)])\n    return done(t_low + 1 if t_low + 1 <= t_max else None, worst)\n",
       "    worst = int(active[worst_index(d_low)])\n    return done(t_low + 1 if t_low + 1 < t_max else None, worst)\n",
       "_bisect_powers: t_mix == t_max reported as not reached", TS_LOWRANK),
    # ------------------------------------------------------------------ exact/lumped_sectors.py (269 statements: 5)
    _m("audit6c.sectors.zero_partition", LS,
       "not parts[0] >= parts[1] >= parts[2] >= 0 or parts[0] == 0:",
       "not parts[0] >= parts[1] >= parts[2] >= 0:",
       "_check_partition accepts (0, 0, 0) (documented: not all zero)", TS_SECTORS),
    _m("audit6c.sectors.lazy_dropped", LS,
       "vals.insert(0, lazy + w * stay)",
       "vals.insert(0, w * stay)",
       "sector operator: the lazy mass dropped from the diagonal", TS_SECTORS),
    _m("audit6c.sectors.cw_min", LS,
       "return float(((A @ v) / v).max()) * (1 + 1e-12)",
       "return float(((A @ v) / v).min()) * (1 + 1e-12)",
       "Collatz-Wielandt bound with min (a lower bound on rho) instead of max", TS_SECTORS),
    _m("audit6c.sectors.symmetric_sector_included", LS,
       "parts = [lam for lam in partitions3(n) if lam[0] != n]",
       "parts = list(partitions3(n))",
       "three_token_gap includes the symmetric sector (n) (its eigenvalue 1 becomes lambda_2)", TS_SECTORS),
    _m("audit6c.sectors.log_p_positive_accepted", LS,
       "or np.isnan(log_p).any() or (log_p > 1e-12).any():",
       "or np.isnan(log_p).any():",
       "sector_operator accepts positive log-probabilities", TS_SECTORS),
    # ------------------------------------------------------------------ toolkit/plot.py (347 statements: 5)
    _m("audit6c.plot.tv_strict_eps", PL,
       "below = np.flatnonzero(d <= eps)",
       "below = np.flatnonzero(d < eps)",
       "plot_tv_curve on an array: t_mix marked at the first d < eps, not d <= eps", TS_PLOT),
    _m("audit6c.plot.chain_index_guard", PL,
       "idx.max() >= v.shape[0]",
       "idx.max() > v.shape[0]",
       "plot_trace: chain index == n_chains not refused with InvalidInputError", TS_PLOT),
    _m("audit6c.plot.nlogn_fit_from_2", PL,
       "ok = (n >= 3) & np.isfinite(t)",
       "ok = (n >= 2) & np.isfinite(t)",
       "plot_nlogn's c n ln n fit over n >= 2 (documented: n >= 3)", TS_PLOT),
    _m("audit6c.plot.trace_mean_of_drawn", PL,
       "ax.plot(t, v.mean(axis=0), color=\"k\"",
       "ax.plot(t, v[idx].mean(axis=0), color=\"k\"",
       "plot_trace: the mean over the drawn chains only (documented: over all chains)", TS_PLOT),
    _m("audit6c.plot.table_log_r_signed", PL,
       "return np.abs(np.asarray(result.log_r, dtype=float)), None if bound is None",
       "return np.asarray(result.log_r, dtype=float), None if bound is None",
       "plot_rectangles on a RectangleTable: log R not made absolute (negative values clipped to the floor)",
       TS_PLOT),
    # ------------------------------------------------------------------ exact/scans.py (319 statements: 5)
    _m("audit6c.scans.holds_strict", SC,
       "return self.t_mix <= self.bound",
       "return self.t_mix < self.bound",
       "NlognRow.holds: t_mix == bound counted as a violation", TS_SCANS),
    _m("audit6c.scans.fit_needs_four", SC,
       "if len(exact_rows) >= 3:",
       "if len(exact_rows) > 3:",
       "nlogn_scan fits only with 4 or more exact rows (documented: 3)", TS_SCANS),
    _m("audit6c.scans.potts_theory_no_q", SC,
       "return (1.0 / (2.0 * (1.0 - model.beta / (q * T))),",
       "return (1.0 / (2.0 * (1.0 - model.beta / T)),",
       "nlogn_theory for mean-field Potts: the factor q dropped from beta/(qT)", TS_SCANS),
    _m("audit6c.scans.temperatures_ascending", SC,
       "for t in np.atleast_1d(np.asarray(temperatures, dtype=float))},\n                reverse=True)",
       "for t in np.atleast_1d(np.asarray(temperatures, dtype=float))})",
       "metastability_scan sorts temperatures ascending: the slope is fitted on the highest, not the lowest", TS_SCANS),
    _m("audit6c.scans.escape_bound_key", SC,
       '"escape_bound": r.bound,',
       '"bound": r.bound,',
       "MetastabilityScan.to_dict rows: the escape bound under the key 'bound' instead of 'escape_bound'", TS_SCANS),
    # ------------------------------------------------------------------ toolkit/models/sceptr.py (337 statements: 5)
    _m("audit6c.sceptr.one_token_ok", SE,
       "    if len(tokens) < 2:\n        raise InvalidInputError(f\"`tokens` must hold at least 2 residues",
       "    if len(tokens) < 1:\n        raise InvalidInputError(f\"`tokens` must hold at least 2 residues",
       "_parse_tokens accepts a single residue (q = 1)", TS_SCEPTR),
    _m("audit6c.sceptr.position_past_end", SE,
       "bad = [p for p in positions if not 0 <= p < length]",
       "bad = [p for p in positions if not 0 <= p <= length]",
       "_parse_positions: position == loop length not refused (off by one)", TS_SCEPTR),
    _m("audit6c.sceptr.window_not_clamped", SE,
       'start = min(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)',
       'start = _CDR3_START if loop.startswith("CDR3") else 0',
       "the default window of n sites is not moved back when it would run past the loop's end", TS_SCEPTR),
    _m("audit6c.sceptr.pool_with_cls", SE,
       "out_h.append(((last.double() * m[None, :, None]).sum(1) / m.sum()).cpu())",
       "out_h.append(((last.double() * m[None, :, None]).sum(1) / m.numel()).cpu())",
       "pooled hidden state divided by all tokens (<cls> included), not the residue tokens", TS_SCEPTR),
    _m("audit6c.sceptr.q_last_residues", SE,
       "            tokens = tokens[:q]\n",
       "            tokens = tokens[-q:]\n",
       "load_sceptr(q=...) takes the last q amino acids, not the documented first q", TS_SCEPTR),
    # ------------------------------------------------------------------ toolkit/semantic.py (474 statements: 8)
    _m("audit6c.semantic.lexicon_comments_kept", SM,
       'w = line.split("#", 1)[0].strip()',
       "w = line.strip()",
       "political_lexicon: '#' comments not stripped (comment lines and trailing comments become words)", TS_SEMANTIC),
    _m("audit6c.semantic.fraction_is_count", SM,
       "return member[x].mean(axis=-1)",
       "return member[x].sum(axis=-1)",
       "lexicon_fraction returns the count of lexicon slots, not the fraction", TS_SEMANTIC),
    _m("audit6c.semantic.records_stop_before_end", SM,
       "times = np.arange(0, n_steps + 1, record_every, dtype=np.int64)",
       "times = np.arange(0, n_steps, record_every, dtype=np.int64)",
       "semantic_run records up to n_steps - 1, not n_steps", TS_SEMANTIC),
    _m("audit6c.semantic.silhouette_a_own_size", SM,
       "sums[rows, own] / np.maximum(own_size - 1, 1)",
       "sums[rows, own] / np.maximum(own_size, 1)",
       "silhouette: a(i) averaged over the whole own cluster (itself included), not the others", TS_SEMANTIC),
    _m("audit6c.semantic.k_vs_points", SM,
       "        if k > distinct:\n",
       "        if k > X.shape[0]:\n",
       "cluster_embeddings: k compared with the number of points, not of distinct embeddings", TS_SEMANTIC),
    _m("audit6c.semantic.order_by_first", SM,
       "order = np.lexsort((first, -counts))",
       "order = np.lexsort((-counts, first))",
       "clusters numbered by first appearance, not by decreasing size", TS_SEMANTIC),
    _m("audit6c.semantic.every_basin_trap", SM,
       "order[:min(n_traps, k - 1)]",
       "order[:n_traps]",
       "basin_statistics: every basin may be a trap (documented: at least one is not)", TS_SEMANTIC),
    _m("audit6c.semantic.jump_prob_with_self", SM,
       "exits = int(self.counts[b].sum() - self.counts[b, b])",
       "exits = int(self.counts[b].sum())",
       "graph edges: jump_probability over all transitions from b, self transitions included", TS_SEMANTIC),
    # ------------------------------------------------------------------ exact/_lanczos.py (82 statements: 3)
    _m("audit6c.lanczos.no_check_at_maxiter", LZ,
       "if (j + 1) % CHECK_EVERY == 0 or b == 0.0 or j + 1 == maxiter or j + 1 == N:",
       "if (j + 1) % CHECK_EVERY == 0 or b == 0.0 or j + 1 == N:",
       "lanczos_top does not evaluate the Ritz values at the last allowed step (theta stale or nan)", TS_LANCZOS),
    _m("audit6c.lanczos.ritz_beta_index", LZ,
       "axpy(w, -run.beta[j - 1], v_prev)",
       "axpy(w, -run.beta[j], v_prev)",
       "ritz_vector's second recurrence subtracts beta_j instead of beta_(j-1) times v_(j-1)", TS_LANCZOS),
    _m("audit6c.lanczos.next_ritz_min", LZ,
       "return float(below.max()) if below.size else None",
       "return float(below.min()) if below.size else None",
       "next_ritz returns the smallest Ritz value below theta - sep, not the largest", TS_LANCZOS),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py (146 statements: 3)
    _m("audit6c.tasks.deterministic_last_seed", TK,
       "            s = seeds[0]\n",
       "            s = seeds[-1]\n",
       "make_grid: a deterministic estimator gets the last seed (documented: the first)", TS_TASKS),
    _m("audit6c.tasks.params_overridden_by_defaults", TK,
       "return {**accepted, **params}",
       "return {**params, **accepted}",
       "_model_params: the family's defaults override the given parameters", TS_TASKS),
    _m("audit6c.tasks.int_option_truncated", TK,
       "            if not v.is_integer():\n                raise InvalidInputError(f\"`{name}` must be an integer; got {value!r}\")\n",
       "",
       "_coerce: a non-integer value for an integer option is truncated, not refused", TS_TASKS),
    # ------------------------------------------------------------------ toolkit/app/commands/samplers.py (87 statements: 3)
    _m("audit6c.samplers.sampled_one", SA,
       'check_int(args.sampled, "--sampled", minimum=2)',
       'check_int(args.sampled, "--sampled", minimum=1)',
       "--sampled 1 accepted (no interval from one draw)", TS_SAMPLERS),
    _m("audit6c.samplers.steps_zero_refused", SA,
       "if any(v < 0 for v in t):",
       "if any(v <= 0 for v in t):",
       "--steps 0 refused (documented: integers >= 0)", TS_SAMPLERS),
    _m("audit6c.samplers.laws_flag_inverted", SA,
       "        if not args.laws:\n",
       "        if args.laws:\n",
       "--json drops the laws exactly when --laws asks for them", TS_SAMPLERS),
    # ------------------------------------------------------------------ exact/distance.py (108 statements: 3)
    _m("audit6c.distance.stepping_one_past_t_max", DI,
       "            if t >= t_max:\n",
       "            if t > t_max:\n",
       "stepping steps once past t_max before giving up", TS_DISTANCE),
    _m("audit6c.distance.vec_power_transposed", DI,
       "return v * (1.0 - K.s) + v @ K.off",
       "return v * (1.0 - K.s) + K.off @ v",
       "_vec_power multiplies by the power's transpose (P^t v instead of v P^t)", TS_DISTANCE),
    _m("audit6c.distance.eps_default", DI,
       "def mixing_time_from(P, start, *, eps: float = 0.25,",
       "def mixing_time_from(P, start, *, eps: float = 0.2,",
       "mixing_time_from's default eps 0.2 instead of 0.25", TS_DISTANCE),
    # ------------------------------------------------------------------ exact/spectral.py (694 statements: 9)
    _m("audit6c.spectral.eigenvalues_ascending", SP,
       'return vals[np.argsort(-np.abs(vals), kind="stable")]',
       'return vals[np.argsort(np.abs(vals), kind="stable")]',
       "eigenvalues() sorted by increasing modulus (documented: decreasing)", TS_SPECTRAL),
    _m("audit6c.spectral.auto_dense_strict", SP,
       '    if method == "auto":\n        method = "dense" if N <= DENSE_MAX else "krylov"\n    if method not in',
       '    if method == "auto":\n        method = "dense" if N < DENSE_MAX else "krylov"\n    if method not in',
       "spectral_summary auto: a chain of exactly DENSE_MAX = 256 states goes to Krylov (documented: dense up to 256)",
       TS_SPECTRAL),
    _m("audit6c.spectral.rev_gap_last", SP,
       "rev_gap = gammas[0]",
       "rev_gap = gammas[-1]",
       "reversibilization gap taken from gamma_kmax, not gamma_1", TS_SPECTRAL),
    _m("audit6c.spectral.lam_star_ignores_negative", SP,
       "    lam2, lam_min = float(w.max()), float(w.min())\n    lam_star = max(abs(lam2), abs(lam_min))",
       "    lam2, lam_min = float(w.max()), float(w.min())\n    lam_star = abs(lam2)",
       "reversible dense: lambda_star ignores the most negative eigenvalue", TS_SPECTRAL),
    _m("audit6c.spectral.lam_star_real_part", SP,
       "lam_star = float(np.abs(w[j]))",
       "lam_star = float(w[j].real)",
       "non-reversible dense: lambda_star the real part of the top eigenvalue, not its modulus", TS_SPECTRAL),
    _m("audit6c.spectral.period_level_diff", SP,
       "np.abs(level[r] + 1 - level[c])",
       "np.abs(level[r] - level[c])",
       "_period: gcd of level differences without the +1 of the move", TS_SPECTRAL),
    _m("audit6c.spectral.intersect_wider_lower", SP,
       "lo = self if self.log_lower >= other.log_lower else other\n        hi = self if self.log_upper <= other.log_upper",
       "lo = self if self.log_lower <= other.log_lower else other\n        hi = self if self.log_upper <= other.log_upper",
       "_Interval.intersect keeps the lower of the two lower ends (not the common part)", TS_SPECTRAL),
    _m("audit6c.spectral.lower_bound_at_lower_end", SP,
       "log_lo = log_reversible_lower_bound(log_gap_upper, eps)",
       "log_lo = log_reversible_lower_bound(log_gap_lower, eps)",
       "spectral_mixing_bounds: the t_mix lower bound taken at the gap interval's lower end (not a bound)",
       TS_SPECTRAL),
    _m("audit6c.spectral.gamma_not_squared", SP,
       "gammas.append(_unit(1.0 - (sv.max() ** 2 if N > 1 else 0.0)))",
       "gammas.append(_unit(1.0 - (sv.max() if N > 1 else 0.0)))",
       "multiplicative gaps (dense): 1 - sigma instead of 1 - sigma^2", TS_SPECTRAL),
]

#: mutants believed to change no behaviour, with why (marked before any run)
EQUIVALENT: dict = {}

#: filled in after the first run (protocol step 5): the same bug as an entry of scripts/mutants.py (the
#: earliest such entry; 14 of the 40 are the same bug only as an entry the contract sweep sweep6s1-s5 added
#: in fc3477a, while this catalogue was being written blind)
DUPLICATE_OF = {
    "audit6c.adapter.hub_id_is_path": "sweep6s5.adapter.one_slash_is_path",
    "audit6c.adapter.free_position_past_end": "audit4b.adapter.free_pos_upper",
    "audit6c.adapter.logit_error_no_floor": "audit4b.adapter.err_no_floor",
    "audit6c.lowrank.sparse_tv_double": "sweep6s1._lowrank_tmix.sparse_tv_off_support",
    "audit6c.lowrank.bisect_t_max_strict": "audit4a._lowrank_tmix.tmax_boundary",
    "audit6c.sectors.zero_partition": "audit4a.lumped_sectors.zero_partition_accepted",
    "audit6c.sectors.lazy_dropped": "audit4a.lumped_sectors.lazy_diagonal",
    "audit6c.sectors.cw_min": "lumped_sectors.cw_min_ratio",
    "audit6c.sectors.symmetric_sector_included": "sweep6s2.lumped_sectors.gap_keeps_symmetric",
    "audit6c.plot.tv_strict_eps": "audit4e.plot.tmix_strict",
    "audit6c.plot.chain_index_guard": "audit4e.plot.chains_index_equal_n",
    "audit6c.plot.nlogn_fit_from_2": "audit4e.plot.nlogn_fit_from_2",
    "audit6c.plot.trace_mean_of_drawn": "sweep6s3.plot.trace_mean_drawn",
    "audit6c.scans.holds_strict": "sweep6s2.scans.holds_strict",
    "audit6c.scans.fit_needs_four": "audit4a.scans.fit_needs_four",
    "audit6c.scans.potts_theory_no_q": "scans.potts_cutoff_no_q",
    "audit6c.scans.temperatures_ascending": "sweep6s2.scans.temperatures_ascending",
    "audit6c.scans.escape_bound_key": "sweep6s2.scans.escape_bound_key",
    "audit6c.sceptr.position_past_end": "sweep6s5.sceptr.positions_last_refused",
    "audit6c.semantic.lexicon_comments_kept": "cov5h2.semantic.lexicon_comment",
    "audit6c.semantic.fraction_is_count": "audit4b.semantic.lexicon_count",
    "audit6c.semantic.records_stop_before_end": "sweep6s3.semantic.times_exclusive",
    "audit6c.semantic.silhouette_a_own_size": "audit4b.semantic.silhouette_a_self",
    "audit6c.semantic.k_vs_points": "cov5h2.semantic.k_distinct",
    "audit6c.semantic.every_basin_trap": "audit4b.semantic.traps_all",
    "audit6c.semantic.jump_prob_with_self": "audit4b.semantic.jump_prob_self",
    "audit6c.lanczos.ritz_beta_index": "audit4a._lanczos.ritz_beta_index",
    "audit6c.lanczos.next_ritz_min": "audit4a._lanczos.next_ritz_min",
    "audit6c.tasks.deterministic_last_seed": "sweep6s4.tasks.deterministic_last_seed",
    "audit6c.tasks.params_overridden_by_defaults": "audit4c.tasks.defaults_override_params",
    "audit6c.tasks.int_option_truncated": "sweep6s4.tasks.int_truncated",
    "audit6c.samplers.steps_zero_refused": "audit4d.samplers.steps_zero",
    "audit6c.distance.stepping_one_past_t_max": "audit5c.distance.stepping_one_past_t_max",
    "audit6c.distance.vec_power_transposed": "blind3.distance.vec_power_T",
    "audit6c.distance.eps_default": "sweep6s1.distance.default_eps",
    "audit6c.spectral.rev_gap_last": "sweep6s2.spectral.rev_gap_is_last",
    "audit6c.spectral.lam_star_ignores_negative": "spectral.lambda_star_is_lambda2",
    "audit6c.spectral.period_level_diff": "cert.period_level_difference",
    "audit6c.spectral.lower_bound_at_lower_end": "sweep6s2.spectral.lower_bound_at_lower_end",
    "audit6c.spectral.gamma_not_squared": "spectral.mult_gap_not_squared",
}

#: filled in after the first run: what each survivor showed, and the test that kills it
SURVIVOR_NOTES = {
    "audit6c.sceptr.pool_with_cls": {
        "note": "the tests checked the pooled state's shape and finiteness only, never its value; the divisor "
                "(residue tokens, <cls> left out) was free",
        "killed_by": "tests/toolkit/test_blind6c_sceptr.py::test_pooled_hidden_state_is_the_mean_over_residue_tokens"},
    "audit6c.semantic.order_by_first": {
        "note": "the cluster-numbering tests had the larger cluster appear first, so size order and "
                "first-appearance order agreed",
        "killed_by": "tests/toolkit/test_blind6c.py::test_clusters_are_numbered_by_decreasing_size_not_first_appearance"},
    "audit6c.lanczos.no_check_at_maxiter": {
        "note": "no test stopped a run by maxiter at a step that is not a multiple of CHECK_EVERY (5), where the "
                "reported theta must still be the last step's",
        "killed_by": "tests/exact/test_blind6c.py::test_lanczos_stopped_by_maxiter_reports_the_last_steps_ritz_value"},
    "audit6c.spectral.auto_dense_strict": {
        "note": "no test ran method='auto' at exactly DENSE_MAX = 256 states (the documented 'dense up to 256')",
        "killed_by": "tests/exact/test_blind6c.py::test_auto_method_is_dense_up_to_256_states"},
}

#: test files added after the first run, appended to a mutant's set by ``--after``
AFTER_TESTS = {
    "audit6c.sceptr.pool_with_cls": ["tests/toolkit/test_blind6c_sceptr.py"],
    "audit6c.semantic.order_by_first": ["tests/toolkit/test_blind6c.py"],
    "audit6c.lanczos.no_check_at_maxiter": ["tests/exact/test_blind6c.py"],
    "audit6c.spectral.auto_dense_strict": ["tests/exact/test_blind6c.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

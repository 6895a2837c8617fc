"""Seventh blind mutation audit, part c (issue 30): mutants in the 12 modules dealt to auditor c
by ``python benchmarks/blind_audit_5_draw.py --audit 7 --seed 2026120307`` (toolkit/unmasking,
toolkit/app/report/contraction, toolkit/app/cli, toolkit/semantic, toolkit/results,
toolkit/app/commands/exact, exact/distance, exact/compat, toolkit/sampling, exact/analysis,
toolkit/app/sweep/estimators, toolkit/app/window), written without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_7_protocol.md). Each mutant is a bug a developer could make in the
source, read for this audit: 3 mutants for a module under 150 statements, 5 for 150-400, 8 above
400 (one more for toolkit/semantic.py, 474 statements). Mutants believed equivalent are marked
(``EQUIVALENT``) before anything ran; the ones found after the first run to be the same bug as
an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions), before any mutant ran. Each set
ends with the mutated module's own file, so its doctests run last; a mutant first failed by
its module's doctest is a kill, and the record also gives the score with those counted as
survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_7c.py --list
    python benchmarks/blind_audit_7c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_7c.py --id 'audit7c.semantic.*' --timeout 300
    python benchmarks/blind_audit_7c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_UNMASK = ["tests/toolkit/test_unmasking_sampled.py", "tests/toolkit/test_remasking_sampled.py",
             "tests/toolkit/test_tv_interval.py", "tests/toolkit/test_sweep6s3_unmasking.py",
             "tests/toolkit/test_sweep6s4_samplers.py", "tests/toolkit/test_cov5h2_last_checks.py",
             "toolkit/unmasking.py"]
TS_CONTRACTION = ["tests/toolkit/test_sweep6s4_meta_contraction.py", "tests/test_report_sections_by_hand.py",
                  "toolkit/app/report/contraction.py"]
TS_CLI = ["tests/test_cov5h3_common.py", "tests/test_cov5h3_cli_interrupt.py", "tests/test_exceptions.py",
          "tests/test_cli_vocabulary.py", "tests/test_blind5c_commands.py",
          "tests/toolkit/test_sweep6s4_cli_calibration.py", "tests/test_bad_inputs_first_hour.py",
          "tests/test_bad_inputs.py", "toolkit/app/cli.py"]
TS_SEMANTIC = ["tests/toolkit/test_semantic.py", "tests/toolkit/test_cov5h2_semantic.py",
               "tests/toolkit/test_sweep6s3_semantic.py", "tests/toolkit/test_blind5c_growth_semantic.py",
               "tests/toolkit/test_blind6c.py", "tests/toolkit/test_blind4b.py", "toolkit/semantic.py"]
TS_RESULTS = ["tests/toolkit/test_results.py", "tests/toolkit/test_cov5h2_results.py",
              "tests/toolkit/test_sweep6s3_results.py", "tests/toolkit/test_blind5c_results.py",
              "tests/toolkit/test_roundtrip_nonfinite.py", "tests/toolkit/test_sweep6s4_claims.py",
              "tests/test_verdicts_and_text.py", "tests/test_json_reference.py", "toolkit/results.py"]
TS_RESULTS_MIX = ["tests/toolkit/test_results.py", "tests/toolkit/test_cov5h2_results.py",
                  "tests/toolkit/test_sweep6s3_results.py", "tests/exact/test_cov5h1_mixing.py",
                  "tests/exact/test_sweep6s2_mixing.py", "tests/exact/test_pinned_mixing.py", "toolkit/results.py"]
TS_RESULTS_CLAIM = ["tests/toolkit/test_results.py", "tests/toolkit/test_sweep6s3_results.py",
                    "tests/toolkit/test_blind5c_results.py", "tests/toolkit/test_sweep6s4_claims.py",
                    "tests/test_verdicts_and_text.py", "tests/test_verify_soundness.py",
                    "tests/toolkit/test_sweep6s4_soundness.py", "toolkit/results.py"]
TS_EXACT_CMD = ["tests/test_sweep6s5_exact_cmd.py", "tests/test_cli_exact_start.py", "tests/test_blind5c_commands.py",
                "tests/test_cli_audit_commands.py", "tests/test_cli_audit_exact.py", "tests/test_cli_exact.py",
                "toolkit/app/commands/exact.py"]
TS_DISTANCE = ["tests/exact/test_distance.py", "tests/exact/test_sweep6s1_distance.py",
               "tests/exact/test_blind5c_lumped_distance.py", "tests/exact/test_cov5h1_more_small.py",
               "tests/test_cli_exact_start.py", "exact/distance.py"]
TS_COMPAT = ["tests/exact/test_compat.py", "tests/exact/test_sweep6s1_compat.py", "tests/exact/test_checks.py",
             "tests/exact/test_cov5h1_more_small.py", "tests/toolkit/test_incompat.py", "tests/exact/test_markov.py",
             "exact/compat.py"]
TS_SAMPLING = ["tests/toolkit/test_sampling.py", "tests/toolkit/test_sweep6s3_sampling.py",
               "tests/toolkit/test_cov5h2_sampling.py", "tests/toolkit/test_pinned_sampling.py",
               "tests/toolkit/test_memory_guards.py", "tests/toolkit/test_dynamics.py", "tests/toolkit/test_blind4b.py",
               "toolkit/sampling.py"]
TS_ANALYSIS = ["tests/exact/test_cov5h1_analysis.py", "tests/exact/test_sweep6s1_analysis.py",
               "tests/exact/test_blind5b.py", "tests/exact/test_guards_at_scale.py", "tests/exact/test_lumped_fast.py",
               "tests/test_cli_audit_exact.py", "tests/exact/test_lumped.py", "exact/analysis.py"]
TS_ESTIMATORS = ["tests/toolkit/test_sweep6s4_estimators.py", "tests/toolkit/test_sweep.py",
                 "tests/toolkit/test_blind5c_sweep.py", "tests/toolkit/test_cov5h3_sweep_tasks.py",
                 "tests/toolkit/test_infrastructure_by_hand.py", "toolkit/app/sweep/estimators.py"]
TS_WINDOW = ["tests/toolkit/test_real_window.py", "tests/toolkit/test_cov5h3_window.py",
             "tests/toolkit/test_sweep6s4_window.py", "tests/test_sweep6s5_window.py",
             "tests/test_cli_window_warnings.py", "toolkit/app/window.py"]


# The automatic mutation sweep's new files (tests/**/test_sweep7*.py, on the GO commit), found by the same
# grep -l patterns as each set above, added after the rebase and before the first run; the module's own
# file stays last.
TS_UNMASK[-1:-1] = ['tests/toolkit/test_sweep7a3_samplers.py']
TS_CLI[-1:-1] = ['tests/test_sweep7a4_cli.py']
TS_RESULTS[-1:-1] = ['tests/toolkit/test_sweep7a1_results.py']
TS_RESULTS_MIX[-1:-1] = ['tests/toolkit/test_sweep7a1_results.py']
TS_RESULTS_CLAIM[-1:-1] = ['tests/toolkit/test_sweep7a1_results.py']
TS_EXACT_CMD[-1:-1] = ['tests/test_sweep7a1_exact_cmd.py']
TS_DISTANCE[-1:-1] = ['tests/exact/test_sweep7a1_markov.py', 'tests/exact/test_sweep7a4_lumped.py']
TS_COMPAT[-1:-1] = ['tests/exact/test_sweep7a4_compat.py', 'tests/toolkit/test_sweep7a4_report_incompatibility.py']
TS_SAMPLING[-1:-1] = ['tests/toolkit/test_sweep7a3_sampling.py']
TS_ANALYSIS[-1:-1] = ['tests/exact/test_sweep7a1_analysis.py']
TS_ESTIMATORS[-1:-1] = ['tests/toolkit/test_sweep7a1_executors.py']
TS_WINDOW[-1:-1] = ['tests/toolkit/test_sweep7a4_window.py']


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


UN, CT, CL, SE = "toolkit/unmasking.py", "toolkit/app/report/contraction.py", "toolkit/app/cli.py", \
    "toolkit/semantic.py"
RS, EC, DI, CO = "toolkit/results.py", "toolkit/app/commands/exact.py", "exact/distance.py", "exact/compat.py"
SA, AN, ES, WI = "toolkit/sampling.py", "exact/analysis.py", "toolkit/app/sweep/estimators.py", \
    "toolkit/app/window.py"

MUTANTS = [
    # ------------------------------------------------------------------ toolkit/unmasking.py (133 statements)
    _m("audit7c.unmasking.left_to_right_reversed", UN,
       "score = np.broadcast_to(-np.arange(n, dtype=float), (B, n))",
       "score = np.broadcast_to(np.arange(n, dtype=float), (B, n))",
       "order='left-to-right' unmasks the rightmost masked site first (sign of the score flipped)", TS_UNMASK),
    _m("audit7c.unmasking.cp_lower_upper_quantile", UN,
       "L = float(beta.ppf(delta / 2, c, N2 - c + 1)) if c > 0 else 0.0",
       "L = float(beta.ppf(1 - delta / 2, c, N2 - c + 1)) if c > 0 else 0.0",
       "tv_interval's one-sided Clopper-Pearson lower bound L takes the upper quantile of the beta law "
       "(the interval's lower end too high: coverage lost)", TS_UNMASK),
    _m("audit7c.unmasking.remask_k_sites", UN,
       "sites = np.argsort(rng.random((B, n)), axis=1)[:, :r]",
       "sites = np.argsort(rng.random((B, n)), axis=1)[:, :k]",
       "sample_remasking remasks k sites per round instead of r (the same only at the default k = r)", TS_UNMASK),
    # ------------------------------------------------------------------ toolkit/app/report/contraction.py (38)
    _m("audit7c.contraction.slack_swapped", CT,
       "slack=slack_upper(r.t_mix, r.bound)",
       "slack=slack_upper(r.bound, r.t_mix)",
       "the per-n claim's slack is computed with value and bound swapped (1 - bound/t_mix)", TS_CONTRACTION),
    _m("audit7c.contraction.r2_uncentred", CT,
       "r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))",
       "r2 = float(1 - (resid @ resid) / (ts @ ts))",
       "the fit's R^2 divides by the uncentred sum of squares (too close to 1)", TS_CONTRACTION),
    _m("audit7c.contraction.fit_r2_key", CT,
       's.data = {"scan": scan.to_dict(), "fit_c": c, "fit_r2": r2}',
       's.data = {"scan": scan.to_dict(), "fit_c": c, "fit_r2": c}',
       "the section's data stores the slope c under 'fit_r2'", TS_CONTRACTION),
    # ------------------------------------------------------------------ toolkit/app/cli.py (94)
    _m("audit7c.cli.interrupt_status", CL,
       'print(f"glauber {args.command}: interrupted", file=sys.stderr)\n        return 130',
       'print(f"glauber {args.command}: interrupted", file=sys.stderr)\n        return 1',
       "Ctrl-C exits with status 1 (a failed check) instead of the documented 130", TS_CLI),
    _m("audit7c.cli.negative_number_no_dot", CL,
       'NEGATIVE_NUMBER = re.compile(r"^-\\.?\\d")',
       'NEGATIVE_NUMBER = re.compile(r"^-\\d")',
       "a value such as '-.5' is taken for an option again (the negative-number pattern drops '-.digit')",
       TS_CLI),
    _m("audit7c.cli.unknown_option_top_parser", CL,
       "where = _innermost(parser.commands.get(args.command, parser), args)",
       "where = parser",
       "an unrecognized option of a subcommand is reported by the top parser ('glauber: error ... see glauber "
       "--help') instead of the command's own", TS_CLI),
    # ------------------------------------------------------------------ toolkit/semantic.py (474)
    _m("audit7c.semantic.silhouette_own_size", SE,
       "a = np.where(own_size > 1, sums[rows, own] / np.maximum(own_size - 1, 1), 0.0)",
       "a = np.where(own_size > 1, sums[rows, own] / np.maximum(own_size, 1), 0.0)",
       "the silhouette's mean intra-cluster distance divides by the cluster size (the point itself counted)",
       TS_SEMANTIC),
    _m("audit7c.semantic.k_tie_larger", SE,
       "max(silhouettes, key=lambda kk: (silhouettes[kk], -kk))",
       "max(silhouettes, key=lambda kk: (silhouettes[kk], kk))",
       "equal silhouettes choose the larger k (documented: the smaller)", TS_SEMANTIC),
    _m("audit7c.semantic.clusters_increasing_size", SE,
       "order = np.lexsort((first, -counts))",
       "order = np.lexsort((first, counts))",
       "clusters are numbered by increasing size (documented: decreasing)", TS_SEMANTIC),
    _m("audit7c.semantic.recurrent_over_chains", SE,
       "recurrent = tuple(int(b) for b in range(k) if (visits[b] >= 2).any())",
       "recurrent = tuple(int(b) for b in range(k) if visits[b].sum() >= 2)",
       "a basin entered once by each of two chains counts as recurrent (runs summed over chains)", TS_SEMANTIC),
    _m("audit7c.semantic.traps_all_basins", SE,
       "traps = tuple(int(b) for b in order[:min(n_traps, k - 1)] if np.isfinite(md[b]))",
       "traps = tuple(int(b) for b in order[:min(n_traps, k)] if np.isfinite(md[b]))",
       "every basin may be a trap (documented: min(n_traps, k - 1), at least one basin is not)", TS_SEMANTIC),
    _m("audit7c.semantic.censored_and", SE,
       "cens = first | last",
       "cens = first & last",
       "only a run that is both first and last is censored (first runs and last runs alone are not)",
       TS_SEMANTIC),
    _m("audit7c.semantic.jump_probability_self", SE,
       "exits = int(self.counts[b].sum() - self.counts[b, b])",
       "exits = int(self.counts[b].sum())",
       "the graph's jump_probability divides by every record leaving b, self transitions included "
       "(the same as probability)", TS_SEMANTIC),
    _m("audit7c.semantic.times_drop_last", SE,
       "times = np.arange(0, n_steps + 1, record_every, dtype=np.int64)",
       "times = np.arange(0, n_steps, record_every, dtype=np.int64)",
       "semantic_run never records step n_steps (documented: records up to n_steps)", TS_SEMANTIC),
    _m("audit7c.semantic.visits_wrong_axis", SE,
       '"visits": self.visits.sum(axis=1).tolist()',
       '"visits": self.visits.sum(axis=0).tolist()',
       "BasinStats.to_dict's visits are summed over basins (per chain) instead of over chains (per basin)",
       TS_SEMANTIC),
    # ------------------------------------------------------------------ toolkit/results.py (901)
    _m("audit7c.results.nan_equals_anything", RS,
       "return bool(a == b) or (math.isnan(float(a)) and math.isnan(float(b)))",
       "return bool(a == b) or math.isnan(float(a))",
       "results_equal: a NaN on the left equals any number", TS_RESULTS),
    _m("audit7c.results.list_equals_tuple", RS,
       "return (type(a) is type(b) and len(a) == len(b)",
       "return (len(a) == len(b)",
       "results_equal: a list equals a tuple with the same items (documented: never)", TS_RESULTS),
    _m("audit7c.results.pointer_unescape_order", RS,
       'parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]',
       'parts = [p.replace("~0", "~").replace("~1", "/") for p in pointer.split("/")[1:]]',
       "JSON Pointer unescaping in the wrong order (RFC 6901: '~1' first): '~01' decodes to '/' instead of "
       "'~1'", TS_RESULTS),
    _m("audit7c.results.open_unit_closed", RS,
       "elif name in _OPEN_UNIT and not 0 < x < 1:",
       "elif name in _OPEN_UNIT and not 0 <= x <= 1:",
       "a saved eps or level of 0 or 1 is accepted on load (documented: in (0, 1))", TS_RESULTS),
    _m("audit7c.results.z_one_sided", RS,
       "return float(norm.ppf(0.5 + level / 2))",
       "return float(norm.ppf(level))",
       "_z gives the one-sided quantile (an Estimate's interval at level != 0.95 too narrow)", TS_RESULTS),
    _m("audit7c.results.weighted_quantile_position", RS,
       "h = (N - 1) * p",
       "h = N * p",
       "abs_log_r_quantiles with integer weights places the quantile at N p instead of numpy's (N - 1) p",
       TS_RESULTS),
    _m("audit7c.results.from_blocks_min_tmix", RS,
       "t_mix = max(r[1] for r in results)",
       "t_mix = min(r[1] for r in results)",
       "MixingResult.from_blocks takes the earliest block's t_mix (documented: the latest)", TS_RESULTS_MIX),
    _m("audit7c.results.failed_unknown_hypothesis", RS,
       'return self.kind == "theorem" and self.hypothesis_holds is not False and self.holds is False',
       'return self.kind == "theorem" and self.hypothesis_holds is True and self.holds is False',
       "Claim.failed ignores a theorem that does not hold when its hypothesis is undecided (None)",
       TS_RESULTS_CLAIM),
    # ------------------------------------------------------------------ toolkit/app/commands/exact.py (82)
    _m("audit7c.exact_cmd.sectors_symmetric_unchecked", EC,
       'if args.sectors != "auto" and method != "lumped":',
       'if args.sectors == "all" and method != "lumped":',
       "--sectors symmetric on an enumerated model is silently ignored instead of refused", TS_EXACT_CMD),
    _m("audit7c.exact_cmd.warnings_key", EC,
       '**extra, "warnings": warnings}',
       '**extra, "warning": warnings}',
       "the JSON output lists the accuracy warnings under 'warning' (documented: 'warnings')", TS_EXACT_CMD),
    _m("audit7c.exact_cmd.start_chain_not_lazy", EC,
       "scan=args.scan, lazy=args.lazy,\n",
       "scan=args.scan,\n",
       "with --start the chain is built without --lazy (the report and d_mu(t) of the non-lazy chain)",
       TS_EXACT_CMD),
    # ------------------------------------------------------------------ exact/distance.py (108)
    _m("audit7c.distance.stepping_one_past_tmax", DI,
       "if t >= t_max:",
       "if t > t_max:",
       "stepping evaluates d_mu(t_max + 1) before giving up (one step past t_max)", TS_DISTANCE),
    _m("audit7c.distance.auto_boundary", DI,
       'method = "doubling" if N <= DOUBLING_MAX else "stepping"',
       'method = "doubling" if N < DOUBLING_MAX else "stepping"',
       "method='auto' steps at exactly DOUBLING_MAX states (documented: doubling up to DOUBLING_MAX)",
       TS_DISTANCE),
    _m("audit7c.distance.distance_from_transpose", DI,
       "_, PT, N = as_operator(P)\n    t_max = check_int(t_max",
       "PT, _, N = as_operator(P)\n    t_max = check_int(t_max",
       "distance_from steps mu with P instead of its transpose (P mu, not mu P)", TS_DISTANCE),
    # ------------------------------------------------------------------ exact/compat.py (118)
    _m("audit7c.compat.drift_mean_unweighted", CO,
       "means.append(float((kl * np.exp(lw[:, 0])).sum()))",
       "means.append(float(kl.mean()))",
       "conditional_drift's kl_mean is the plain mean over contexts (documented: pi-weighted)", TS_COMPAT),
    _m("audit7c.compat.drift_reversed_kl", CO,
       "terms = np.where(pc > 0, pc * (lpc - lc), 0.0)",
       "terms = np.where(pc > 0, np.exp(lc) * (lc - lpc), 0.0)",
       "conditional_drift computes KL(p_i^T || pi_T(.|x_-i)) (the reverse of the documented direction)",
       TS_COMPAT),
    _m("audit7c.compat.kolmogorov_error_min", CO,
       "else max(kol_err[0], float(np.nanmax(e)))",
       "else min(kol_err[0], float(np.nanmax(e)))",
       "kolmogorov_max_error keeps the smallest chunk maximum (max over rectangles only within one chunk)",
       TS_COMPAT),
    # ------------------------------------------------------------------ toolkit/sampling.py (470)
    _m("audit7c.sampling.lazy_flipped", SA,
       "move = rng.random(B) >= lazy if lazy else None",
       "move = rng.random(B) < lazy if lazy else None",
       "glauber_step moves with probability lazy instead of 1 - lazy", TS_SAMPLING),
    _m("audit7c.sampling.systematic_lazy_in_place", SA,
       "y = x.copy() if move is not None else x",
       "y = x",
       "a lazy systematic sweep updates the states in place: laziness is ignored for scan='systematic'",
       TS_SAMPLING),
    _m("audit7c.sampling.rejection_free_rate_not_lazy", SA,
       "rate = (1.0 - lazy) * total / n",
       "rate = total / n",
       "rejection_free_jump's exit rate drops the factor 1 - lazy (holding times too short for a lazy chain)",
       TS_SAMPLING),
    _m("audit7c.sampling.record_at_change_new_state", SA,
       'r_hi = np.searchsorted(times, end, side="left")',
       'r_hi = np.searchsorted(times, end, side="right")',
       "run_rejection_free: a record at the very step of a change keeps the old state", TS_SAMPLING),
    _m("audit7c.sampling.burn_in_equal_refused", SA,
       "if burn_in > n_steps:",
       "if burn_in >= n_steps:",
       "n_record_times refuses burn_in = n_steps (one record, at the last step)", TS_SAMPLING),
    _m("audit7c.sampling.records_bytes_no_times", SA,
       '"records": 8 * R * (1 + B * (len(obs) + (n if record_states else 0))),',
       '"records": 8 * R * B * (len(obs) + (n if record_states else 0)),',
       "run_memory's records part leaves out the record times array (8 R bytes)", TS_SAMPLING),
    _m("audit7c.sampling.inverse_cdf_strict", SA,
       "a = (c <= target).sum(axis=-1)",
       "a = (c < target).sum(axis=-1)",
       "inverse_cdf can return a leading zero-weight category when u = 0 (documented: never)", TS_SAMPLING),
    _m("audit7c.sampling.steps_per_second_no_chains", SA,
       "return self.n_chains * self.n_steps / self.wall_time if self.wall_time > 0 else math.inf",
       "return self.n_steps / self.wall_time if self.wall_time > 0 else math.inf",
       "ChainRun.steps_per_second leaves out the number of chains (documented: chain-steps per second)",
       TS_SAMPLING),
    # ------------------------------------------------------------------ exact/analysis.py (201)
    _m("audit7c.analysis.q2_boundary", AN,
       "(q == 2 and n > LUMP_Q2_ABOVE_N)",
       "(q == 2 and n >= LUMP_Q2_ABOVE_N)",
       "exact_method lumps q = 2 at n = LUMP_Q2_ABOVE_N (documented: above it)", TS_ANALYSIS),
    _m("audit7c.analysis.warning_temperature_inverted", AN,
       "above T ~ {T * rel / PI_RTOL_WARN:.2g}",
       "above T ~ {T * PI_RTOL_WARN / rel:.2g}",
       "report_warnings names T * threshold / rel instead of T * rel / threshold (error ~ 1/T)", TS_ANALYSIS),
    _m("audit7c.analysis.logit_scale_max_temperature", AN,
       "T = float(temps.min())",
       "T = float(temps.max())",
       "check_logit_scale checks the largest temperature of a grid instead of the smallest", TS_ANALYSIS),
    _m("audit7c.analysis.lower_bound_unclamped", AN,
       "t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0)),",
       "t_mix_lower_bound=None if bounds.lower is None else float(bounds.lower),",
       "exact_report reports a negative t_mix lower bound (documented: below 0 is reported as 0)",
       TS_ANALYSIS),
    _m("audit7c.analysis.max_logit_counts_n", AN,
       "c = (n - 1) * np.eye(q, dtype=np.int64)",
       "c = n * np.eye(q, dtype=np.int64)",
       "_max_abs_logit evaluates count logits at n other sites (the other sites number n - 1)", TS_ANALYSIS),
    # ------------------------------------------------------------------ toolkit/app/sweep/estimators.py (102)
    _m("audit7c.estimators.exact_susceptibility_no_n", ES,
       '"susceptibility": K.n * var, "susceptibility_stderr": 0.0,\n    }',
       '"susceptibility": var, "susceptibility_stderr": 0.0,\n    }',
       "the 'exact' estimator's susceptibility drops the factor n (documented: n Var_pi(m))", TS_ESTIMATORS),
    _m("audit7c.estimators.sampled_one_chain", ES,
       '"n_chains": check_int(opts["n_chains"], "n_chains", minimum=2)',
       '"n_chains": check_int(opts["n_chains"], "n_chains", minimum=1)',
       "sampled-order accepts n_chains = 1 (an across-chain variance of one chain)", TS_ESTIMATORS),
    _m("audit7c.estimators.var_se_naive", ES,
       "var_se = math.sqrt(max(mu4 - (C - 3) / (C - 1) * mu2**2, 0.0) / C)",
       "var_se = math.sqrt(max(mu4 - mu2**2, 0.0) / C)",
       "the sample variance's standard error drops the (C - 3)/(C - 1) factor", TS_ESTIMATORS),
    # ------------------------------------------------------------------ toolkit/app/window.py (218)
    _m("audit7c.window.lj_wrong_site", WI,
       "return L.values[j, base + ta * si + tb * sj]",
       "return L.values[i, base + ta * si + tb * sj]",
       "window_rectangle_log_r reads site i's logits for l_j (copy-paste): every log R is 0", TS_WINDOW),
    _m("audit7c.window.sampled_upper_open", WI,
       'hi = math.inf if kind == "lower bound" else value',
       'hi = math.inf if kind == "upper bound" else value',
       "a sampled lower-bound row gets the interval [value, value] (documented: [value, inf))", TS_WINDOW),
    _m("audit7c.window.rows_count_states", WI,
       'timings = {"rows": int(L.n * L.space.size // L.q),',
       'timings = {"rows": int(L.space.size),',
       "the timings' 'rows' is q**n (documented: the n q**(n-1) masked rows enumerated)", TS_WINDOW),
    _m("audit7c.window.memo_count_duplicates", WI,
       "self.n_computed += rows.size",
       "self.n_computed += int(need.sum())",
       "MemoizedModel.n_computed counts repeated rows of one call (documented: the rows the wrapped model "
       "evaluated)", TS_WINDOW),
    _m("audit7c.window.rtol_tolerance_factor", WI,
       "tol = 8.0 * float(logit_rtol) * max(1.0, float(np.abs(L.values).max()))",
       "tol = float(logit_rtol) * max(1.0, float(np.abs(L.values).max()))",
       "with logit_rtol given, the logit tolerance drops the factor 8 (documented: 8 logit_rtol M)", TS_WINDOW),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary or
#: at a size the tests may not reach say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (same text, or the same change written
#: differently, or a change that contains that entry's bug: results.nan_equals_anything (NaN
#: on the left only), results.open_unit_closed (0 and 1 accepted, the entry: 1),
#: window.sampled_upper_open (lower-bound rows closed, and upper-bound rows opened)); they are
#: not fresh. 40 of the 56; 39 of them were killed in the first run (the survivor
#: exact_cmd.sectors_symmetric_unchecked is audit4d's text: its test set here had no test of it).
DUPLICATE_OF = {
    "audit7c.unmasking.left_to_right_reversed": "blind2.tk_unmasking.l2r_is_r2l",
    "audit7c.contraction.slack_swapped": "audit4e.contraction.slack_args_swapped",
    "audit7c.contraction.r2_uncentred": "audit4e.contraction.r2_uncentred",
    "audit7c.cli.interrupt_status": "cov5h3.cli.interrupt_status",
    "audit7c.cli.unknown_option_top_parser": "sweep6s4.cli.extra_to_top_parser",
    "audit7c.semantic.silhouette_own_size": "audit4b.semantic.silhouette_a_self",
    "audit7c.semantic.k_tie_larger": "audit4b.semantic.k_tie_larger",
    "audit7c.semantic.clusters_increasing_size": "audit5c.semantic.clusters_by_increasing_size",
    "audit7c.semantic.recurrent_over_chains": "audit5c.semantic.recurrent_across_chains",
    "audit7c.semantic.traps_all_basins": "audit4b.semantic.traps_all",
    "audit7c.semantic.jump_probability_self": "audit4b.semantic.jump_prob_self",
    "audit7c.semantic.times_drop_last": "sweep6s3.semantic.times_exclusive",
    "audit7c.semantic.visits_wrong_axis": "sweep6s3.semantic.to_dict_visits_key",
    "audit7c.results.nan_equals_anything": "blind2.results.equal_nan_or",
    "audit7c.results.pointer_unescape_order": "i30c.unesc_order",
    "audit7c.results.open_unit_closed": "cov5h2.results.open_unit",
    "audit7c.results.z_one_sided": "blind2.results.z_one_sided",
    "audit7c.results.weighted_quantile_position": "audit5c.results.weighted_quantile_position",
    "audit7c.results.failed_unknown_hypothesis": "audit5c.results.claim_failed_needs_true_hypothesis",
    "audit7c.exact_cmd.sectors_symmetric_unchecked": "audit4d.exact.sectors_symmetric",
    "audit7c.distance.stepping_one_past_tmax": "audit5c.distance.stepping_one_past_t_max",
    "audit7c.distance.auto_boundary": "sweep6s1.distance.auto_strict",
    "audit7c.distance.distance_from_transpose": "blind3.distance.profile_op",
    "audit7c.compat.drift_mean_unweighted": "audit4a.compat.drift_unweighted_mean",
    "audit7c.compat.drift_reversed_kl": "audit4a.compat.drift_kl_direction",
    "audit7c.sampling.lazy_flipped": "sampling.lazy_inverted",
    "audit7c.sampling.systematic_lazy_in_place": "sweep6s3.sampling.systematic_lazy_per_site",
    "audit7c.sampling.rejection_free_rate_not_lazy": "sampling.nfold_ignores_lazy",
    "audit7c.sampling.record_at_change_new_state": "sampling.nfold_record_side",
    "audit7c.sampling.burn_in_equal_refused": "audit4b.sampling.burn_in_eq_refused",
    "audit7c.sampling.inverse_cdf_strict": "sampling.inverse_cdf_strict",
    "audit7c.sampling.steps_per_second_no_chains": "cov5h2.sampling.rate_formula",
    "audit7c.analysis.q2_boundary": "blind3.analysis.lump_q2_boundary",
    "audit7c.analysis.warning_temperature_inverted": "blind3.analysis.warn_temperature",
    "audit7c.analysis.logit_scale_max_temperature": "audit5b.analysis.check_scale_max_temperature",
    "audit7c.analysis.lower_bound_unclamped": "audit5b.analysis.lower_bound_not_clipped",
    "audit7c.estimators.exact_susceptibility_no_n": "audit5c.estimators.exact_susceptibility_drops_n",
    "audit7c.estimators.sampled_one_chain": "audit5c.estimators.one_chain_accepted",
    "audit7c.window.sampled_upper_open": "audit4c.window.lower_bound_interval_closed",
    "audit7c.window.memo_count_duplicates": "cov5h3.window.memo_count",
}

#: After the first run: for each survivor, why it survived and the test that kills it.
SURVIVOR_NOTES = {
    "audit7c.exact_cmd.sectors_symmetric_unchecked": {
        "note": "its set (grep -l for the command) ran no test of `--sectors symmetric` on an enumerated model; "
                "the test that kills audit4d's identical mutant is in tests/test_bad_inputs_first_hour.py, outside "
                "the set",
        "killed_by": "tests/test_blind7c_commands.py::test_sectors_refused_on_an_enumerated_model"},
    "audit7c.exact_cmd.start_chain_not_lazy": {
        "note": "no test combined --start with --lazy: the chain built for --start dropped the laziness unseen",
        "killed_by": "tests/test_blind7c_commands.py::test_start_reports_the_lazy_chain"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {f"audit7c.exact_cmd.{k}": ["tests/test_blind7c_commands.py"]
               for k in ("sectors_symmetric_unchecked", "start_chain_not_lazy")}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

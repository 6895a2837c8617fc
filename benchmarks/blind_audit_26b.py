"""Twenty-sixth blind mutation audit, part b (issue 30): 55 mutants in the 12 modules dealt to part
26b by ``python benchmarks/blind_audit_5_draw.py --audit 26 --seed 2026120726`` (toolkit/app/commands/phase.py,
exact/lumped_checks.py, toolkit/diagnostics.py, exact/_nonreversible_krylov.py, exact/mixing.py,
toolkit/app/mixing_diagram.py, toolkit/semantic.py, exact/metastable.py, toolkit/app/phase.py,
toolkit/app/commands/verify.py, exact/_linalg.py, toolkit/app/cli.py), written
without reading ``scripts/mutants.py``, any other audit's catalogue or any file under ``tests/``
(protocol: benchmarks/blind_audit_26_protocol.md). 3 mutants per module under 150 statements,
5 for 150-400, 8 above 400. ``EQUIVALENT`` is filled before anything runs, ``DUPLICATE_OF``
after the first run's record.

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.
Test sets: ``automut.default_tests(module)``, computed when this file loads.

Usage::

    python benchmarks/blind_audit_26b.py --list
    python benchmarks/blind_audit_26b.py --baseline --jobs 1 --timeout 300 --json first-run.json
    python benchmarks/blind_audit_26b.py --summarize first-run.json after.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the targeted test sets)

CPH = "toolkit/app/commands/phase.py"
LC = "exact/lumped_checks.py"
DG = "toolkit/diagnostics.py"
NRK = "exact/_nonreversible_krylov.py"
MX = "exact/mixing.py"
MD = "toolkit/app/mixing_diagram.py"
SEM = "toolkit/semantic.py"
MET = "exact/metastable.py"
APH = "toolkit/app/phase.py"
VER = "toolkit/app/commands/verify.py"
LA = "exact/_linalg.py"
CLI = "toolkit/app/cli.py"
TESTS = {f: automut.default_tests(f) for f in (CPH, LC, DG, NRK, MX, MD, SEM, MET, APH, VER, LA, CLI)}


def _m(id_, file, original, mutated, description, tests=None):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file] if tests is None else tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/commands/phase.py (238 statements: 5)
    _m("audit26b.cmd_phase.one_size_accepted", CPH,
       "    if len(sizes) < 2:\n        raise InvalidInputError(f\"`--n` needs >= 2 distinct sizes",
       "    if len(sizes) < 1:\n        raise InvalidInputError(f\"`--n` needs >= 2 distinct sizes",
       "_check_sizes accepts a single distinct size (the error for fewer than two sizes is never raised)"),
    _m("audit26b.cmd_phase.torus_odd_L_lattice", CPH,
       "(lattice and (L < 4 or L % 2))",
       "(lattice and L < 4)",
       "_check_torus lets an odd side L >= 5 through for checkerboard (lattice) sampling"),
    _m("audit26b.cmd_phase.mixing_change_two_sizes", CPH,
       "    if len(rows) < 3:\n",
       "    if len(rows) < 2:\n",
       "mixing_change_of runs the crossing on two sizes instead of answering that 3 are needed"),
    _m("audit26b.cmd_phase.sweeps_warning_max", CPH,
       "sweeps = min(int(r[\"n_sweeps\"]) for r in rows)",
       "sweeps = max(int(r[\"n_sweeps\"]) for r in rows)",
       "sampling_warnings reads the largest recorded sweeps of the grid, not the smallest (min/max swapped)"),
    _m("audit26b.cmd_phase.tasks_reused_key", CPH,
       "\"tasks_reused\": summary.n_skipped",
       "\"tasks_reused\": summary.n_new",
       "the JSON timings report the tasks run as the tasks reused (wrong field)"),
    # ------------------------------------------------------------------ exact/lumped_checks.py (320 statements: 5)
    _m("audit26b.lumped_checks.T0_half", LC,
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4",
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 2",
       "count_influence's T_0 = (n - 1) L / 4 computed with / 2 (wrong factor)"),
    _m("audit26b.lumped_checks.fixed_points_ties", LC,
       "idx = np.flatnonzero(m > 0)",
       "idx = np.flatnonzero(m >= 0)",
       "count_fixed_points includes count classes of margin 0 (ties), which are not strict fixed points"),
    _m("audit26b.lumped_checks.exit_head_not_tail", LC,
       "tail = np.logaddexp.accumulate(lnu[::-1])[::-1]",
       "tail = np.logaddexp.accumulate(lnu)",
       "the birth-death exit time of an up-set sums nu(i) for i <= j instead of i >= j"),
    _m("audit26b.lumped_checks.n_certified_no_pairs", LC,
       "        n_certified = n_pairs * cert_weight\n",
       "        n_certified = cert_weight\n",
       "count_rectangles drops the C(n, 2) site-pair factor from the certified count (and the prevalence)"),
    _m("audit26b.lumped_checks.balance_wrong_pi", LC,
       "np.exp(law.log_pi[c] + back)",
       "np.exp(law.log_pi[r] + back)",
       "the count balance residual weighs the reverse flow by nu(c) instead of nu(c')"),
    # ------------------------------------------------------------------ toolkit/diagnostics.py (234 statements: 5)
    _m("audit26b.diagnostics.B_ddof0", DG,
       "    B = N * x.mean(axis=1).var(ddof=1) if m > 1 else 0.0\n",
       "    B = N * x.mean(axis=1).var(ddof=0) if m > 1 else 0.0\n",
       "Stan's between-chain variance B with ddof=0 (biased) in the autocorrelation"),
    _m("audit26b.diagnostics.iat_stderr_factor", DG,
       "se = tau * math.sqrt(2.0 * (2 * M + 1) / (m * N))",
       "se = tau * math.sqrt((2 * M + 1) / (m * N))",
       "Sokal's standard error of tau loses its factor 2"),
    _m("audit26b.diagnostics.short_chain_all", DG,
       "if m == 1 and N < SHORT_CHAIN_TAUS * tau:",
       "if m >= 1 and N < SHORT_CHAIN_TAUS * tau:",
       "the short-chain flag is raised for several chains too, not only for one chain"),
    _m("audit26b.diagnostics.rhat_min", DG,
       "return max(vals) if vals else float(\"nan\")",
       "return min(vals) if vals else float(\"nan\")",
       "rhat takes the smaller of bulk and tail R-hat (max/min swapped)"),
    _m("audit26b.diagnostics.burn_in_inclusive", DG,
       "keep = np.asarray(run.times) >= burn_in",
       "keep = np.asarray(run.times) > burn_in",
       "summarize_run also drops the record at step burn_in (documented: steps < burn_in dropped)"),
    # ------------------------------------------------------------------ exact/_nonreversible_krylov.py (122 statements: 3)
    _m("audit26b.nrk.two_sided_error_max", NRK,
       "    return min(first, second)\n",
       "    return max(first, second)\n",
       "two_sided_error returns the larger of the first- and second-order terms"),
    _m("audit26b.nrk.mu_not_normalised", NRK,
       "mu = complex(y @ Pf) / yf",
       "mu = complex(y @ Pf)",
       "the two-sided Rayleigh quotient drops its denominator y^T f (unit vectors, not biorthogonal)"),
    _m("audit26b.nrk.lambda2_max", NRK,
       "return min(lam2, lam_star), lam_star, 1.0 - lam_star, err, used",
       "return max(lam2, lam_star), lam_star, 1.0 - lam_star, err, used",
       "nonreversible_krylov reports lambda_2 as the larger of the largest real part and lambda_star"),
    # ------------------------------------------------------------------ exact/mixing.py (106 statements: 3)
    _m("audit26b.mixing.profile_last_block", MX,
       "d[t] = max(d[t], float(tv(D, pi[:, None], axis=0).max()))",
       "d[t] = float(tv(D, pi[:, None], axis=0).max())",
       "distance_profile keeps only the last block of starts (no max over blocks)"),
    _m("audit26b.mixing.stepping_t_off_by_one", MX,
       "worst_t, worst_x = t + 1, int(cols[np.argmax(np.where(active, dist, -1))])",
       "worst_t, worst_x = t, int(cols[np.argmax(np.where(active, dist, -1))])",
       "stepping records the last time still above eps instead of the first time at or below it (t_mix one low)"),
    _m("audit26b.mixing.stepping_t_max_guard", MX,
       "            if t >= t_max:\n",
       "            if t > t_max:\n",
       "stepping runs one step beyond t_max before giving up"),
    # ------------------------------------------------------------------ toolkit/app/mixing_diagram.py (265 statements: 5)
    _m("audit26b.mixing_diagram.lower_finite_hi", MD,
       "hi = math.inf if kind == \"lower\" else value + err",
       "hi = value + err",
       "_exact_rel gives a lower bound on t_rel a finite upper end (value + err) instead of inf"),
    _m("audit26b.mixing_diagram.trel_from_tmix_times_ln2", MD,
       "Timescale(\"t_rel\", \"upper\", 1 + b / math.log(2), 0.0,",
       "Timescale(\"t_rel\", \"upper\", 1 + b * math.log(2), 0.0,",
       "the reversible t_rel upper bound from the contraction bound multiplies by ln 2 instead of dividing"),
    _m("audit26b.mixing_diagram.tmix_flag_ignored", MD,
       "if t_mix and chain.n_states <= MAX_TMIX_STATES:",
       "if chain.n_states <= MAX_TMIX_STATES:",
       "exact_timescales computes the enumerated t_mix even with t_mix=False"),
    _m("audit26b.mixing_diagram.exact_method_samples", MD,
       "    if ts or method == \"exact\":\n",
       "    if ts:\n",
       "method='exact' falls through to sampling when no exact method applies (the cell should stay empty)"),
    _m("audit26b.mixing_diagram.last_window_dropped", MD,
       "for k in range(0, len(ns) - WINDOW + 1):",
       "for k in range(0, len(ns) - WINDOW):",
       "diagram_verdicts leaves out the last window of sizes (off by one)"),
    # ------------------------------------------------------------------ toolkit/semantic.py (474 statements: 8)
    _m("audit26b.semantic.lexicon_comments_kept", SEM,
       "w = line.split(\"#\", 1)[0].strip()",
       "w = line.strip()",
       "political_lexicon keeps '#' comments (comment lines and trailing comments become words)"),
    _m("audit26b.semantic.lexicon_sum", SEM,
       "return member[x].mean(axis=-1)",
       "return member[x].sum(axis=-1)",
       "lexicon_fraction returns the count of lexicon slots, not the fraction (dropped 1/n)"),
    _m("audit26b.semantic.silhouette_own_size", SEM,
       "sums[rows, own] / np.maximum(own_size - 1, 1)",
       "sums[rows, own] / np.maximum(own_size, 1)",
       "the silhouette's a(i) divides by the cluster size, not size - 1 (the point itself counted)"),
    _m("audit26b.semantic.clusters_ascending", SEM,
       "order = np.lexsort((first, -counts))",
       "order = np.lexsort((first, counts))",
       "cluster_embeddings numbers clusters by increasing size instead of decreasing"),
    _m("audit26b.semantic.last_run_uncensored", SEM,
       "    cens = first | last\n",
       "    cens = first\n",
       "basin_statistics does not censor the last run of each chain"),
    _m("audit26b.semantic.traps_all_basins", SEM,
       "order[:min(n_traps, k - 1)]",
       "order[:n_traps]",
       "every basin can be a trap (at least one basin should not be)"),
    _m("audit26b.semantic.jump_prob_self", SEM,
       "exits = int(self.counts[b].sum() - self.counts[b, b])",
       "exits = int(self.counts[b].sum())",
       "the graph's jump_probability divides by all records from b, self transitions included"),
    _m("audit26b.semantic.sojourn_no_step", SEM,
       "    length = (nxt - pos) * step\n",
       "    length = nxt - pos\n",
       "sojourn lengths in records, not steps (record_every dropped)"),
    # ------------------------------------------------------------------ exact/metastable.py (238 statements: 5)
    _m("audit26b.metastable.gth_exits_not_propagated", MET,
       "        e[k + 1:] += f * e[k]\n",
       "",
       "GTH elimination drops the exit flow that passes through an eliminated state"),
    _m("audit26b.metastable.singleton_no_1_over_n", MET,
       "log_leave = logsumexp(logp.reshape(states.size, -1), axis=1) - math.log(n)",
       "log_leave = logsumexp(logp.reshape(states.size, -1), axis=1)",
       "singleton_log_exit_times forgets the 1/n site choice of random scan"),
    _m("audit26b.metastable.conductance_complement_mass", MET,
       "ls = float(logsumexp(lp[mask]))",
       "ls = float(logsumexp(lp[~mask]))",
       "conductance divides the escape flow by pi(S^c) instead of pi(S)"),
    _m("audit26b.metastable.exit_time_709_boundary", MET,
       "return float(np.exp(self.log_exit_time)) if self.log_exit_time < 709 else math.inf",
       "return float(np.exp(self.log_exit_time)) if self.log_exit_time <= 709 else math.inf",
       "exit_time is finite at log = 709 (documented: inf from 709 on, that boundary included)"),
    _m("audit26b.metastable.rows_offdiag_no_lazy", MET,
       "v.append(P.cond[i][y] * ((1.0 - P.lazy) / n))",
       "v.append(P.cond[i][y] * (1.0 / n))",
       "the off-diagonal rows of a random-scan kernel ignore its laziness"),
    # ------------------------------------------------------------------ toolkit/app/phase.py (197 statements: 5)
    _m("audit26b.app_phase.binder_no_3", APH,
       "binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2) ** 2)",
       "binder[i, j] = 1.0 - float(m4) / float(m2) ** 2",
       "exact_phase_grid's Binder cumulant loses the factor 3 of 1 - <m^4> / (3 <m^2>^2)"),
    _m("audit26b.app_phase.ess_draws_no_chains", APH,
       "draws = _num(row.get(\"n_groups\")) * _num(row.get(\"chains_per_group\")) * _num(row.get(\"n_sweeps\"))",
       "draws = _num(row.get(\"n_groups\")) * _num(row.get(\"n_sweeps\"))",
       "point_convergence's effective sample size forgets the chains per group"),
    _m("audit26b.app_phase.err_U_wrong_column", APH,
       "err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)",
       "err_U = replicates[..., 1].std(axis=2, ddof=1) / np.sqrt(R)",
       "the Binder cumulant's error is computed from the susceptibility replicates (wrong column)"),
    _m("audit26b.app_phase.window_truncates", APH,
       "start = int(min(max(round(centre - n / 2), 0), length - n))",
       "start = int(min(max(int(centre - n / 2), 0), length - n))",
       "window_positions truncates centre - n/2 instead of rounding it (a half going up lands one lower)"),
    _m("audit26b.app_phase.potts_coupling_overridden", APH,
       "params = {\"coupling\": 1.0, **params}",
       "params = {**params, \"coupling\": 1.0}",
       "preset_for's default coupling overrides the coupling given for a Potts chain or torus"),
    # ------------------------------------------------------------------ toolkit/app/commands/verify.py (65 statements: 3)
    _m("audit26b.verify.exit_zero_on_failure", VER,
       "return 0 if report.ok else 1",
       "return 0",
       "glauber verify exits 0 even when a theorem check fails"),
    _m("audit26b.verify.section_seconds_kept", VER,
       "times[\"sections\"][key] = sec.pop(\"seconds\")",
       "times[\"sections\"][key] = sec.get(\"seconds\")",
       "_timings copies the per-section seconds but leaves them in results (not reproducible)"),
    _m("audit26b.verify.sections_not_stripped", VER,
       "[s.strip() for s in args.sections.split(\",\") if s.strip()]",
       "[s for s in args.sections.split(\",\") if s]",
       "--sections 'a, b' keeps the spaces (section ' b' unknown) and empty names from stray commas"),
    # ------------------------------------------------------------------ exact/_linalg.py (200 statements: 5)
    _m("audit26b.linalg.rowsum_no_abs", LA,
       "bad = np.flatnonzero(np.abs(sums - 1.0) > max(STOCHASTIC_ATOL, 1000 * eps))",
       "bad = np.flatnonzero((sums - 1.0) > max(STOCHASTIC_ATOL, 1000 * eps))",
       "check_stochastic accepts rows summing to less than 1 (abs dropped)"),
    _m("audit26b.linalg.dense_transpose_missing", LA,
       "        return A, aslinearoperator(P.T), P.shape[0]\n",
       "        return A, aslinearoperator(P), P.shape[0]\n",
       "as_operator of a dense/sparse matrix returns P for P^T"),
    _m("audit26b.linalg.offdiag_chunks_diagonal", LA,
       "keep = (C.row != C.col) & (C.data > 0)",
       "keep = C.data > 0",
       "offdiag_chunks of a sparse matrix yields its diagonal entries too"),
    _m("audit26b.linalg.offdiag_pairs_one_way", LA,
       "    mask = (M > 0) | (M.T > 0)\n",
       "    mask = M > 0\n",
       "offdiag_pairs of a dense matrix drops pairs with P(x, y) = 0 < P(y, x)"),
    _m("audit26b.linalg.lazy_csr_transpose_matmat", LA,
       "AT = LinearOperator((N, N), matvec=rmv, rmatvec=mv, matmat=rmv, rmatmat=mv, dtype=np.float64)",
       "AT = LinearOperator((N, N), matvec=rmv, rmatvec=mv, matmat=mv, rmatmat=mv, dtype=np.float64)",
       "the lazy-CSR P^T operator multiplies blocks by P (matmat copy-paste)"),
    # ------------------------------------------------------------------ toolkit/app/cli.py (94 statements: 3)
    _m("audit26b.cli.negative_dot_number", CLI,
       "NEGATIVE_NUMBER = re.compile(r\"^-\\.?\\d\")",
       "NEGATIVE_NUMBER = re.compile(r\"^-\\d\")",
       "a value such as -.5 is taken for an option again"),
    _m("audit26b.cli.user_error_status_1", CLI,
       "        print(f\"glauber {args.command}: error: {msg}\", file=sys.stderr)\n        return 2\n",
       "        print(f\"glauber {args.command}: error: {msg}\", file=sys.stderr)\n        return 1\n",
       "a GlauberError exits 1 (a failed check) instead of 2 (a user error)"),
    _m("audit26b.cli.stdout_error_filename_ignored", CLI,
       "    if exc.filename is not None:\n        return False\n",
       "",
       "an OSError on a named file (ENOSPC writing a command's output file) is taken for a stdout error"),
]

#: mutant id -> why it changes no behaviour (filled before any run)
EQUIVALENT: dict = {}

#: mutant id -> the scripts/mutants.py entry that is the same bug (filled after the first run's record;
#: the same mutated file unless a judgement is written). Fresh: lumped_checks.balance_wrong_pi,
#: app_phase.binder_no_3, app_phase.err_U_wrong_column, linalg.offdiag_chunks_diagonal.
DUPLICATE_OF: dict = {
    'audit26b.cmd_phase.one_size_accepted': 'audit4d.phase.one_size',
    'audit26b.cmd_phase.torus_odd_L_lattice': 'audit4d.phase.torus_odd',
    'audit26b.cmd_phase.mixing_change_two_sizes': 'audit4d.phase.mixing_change_two_sizes',
    'audit26b.cmd_phase.sweeps_warning_max': 'harden11b.phase_cmd.sweeps_warning_max',
    'audit26b.cmd_phase.tasks_reused_key': 'audit13c.phase.tasks_reused_key',
    'audit26b.lumped_checks.T0_half': 'lumped_checks.T0_half',
    'audit26b.lumped_checks.fixed_points_ties': 'audit7a.lumped_checks.fixed_points_weak',
    'audit26b.lumped_checks.exit_head_not_tail': 'audit25b.lumped_checks.exit_tail_wrong_side',
    'audit26b.lumped_checks.n_certified_no_pairs': 'i27t.site_pairs_factor',
    'audit26b.diagnostics.B_ddof0': 'audit13a.diagnostics.between_ddof0',
    'audit26b.diagnostics.iat_stderr_factor': 'diagnostics.sokal_se_no_2',
    'audit26b.diagnostics.short_chain_all': 'diagnostics.short_chain_any_m (judgement: `m >= 1` is always true, so the same mutated behaviour as dropping `m == 1`)',
    'audit26b.diagnostics.rhat_min': 'audit7a.diagnostics.rhat_min',
    'audit26b.diagnostics.burn_in_inclusive': 'audit7a.diagnostics.burn_in_strict',
    'audit26b.nrk.two_sided_error_max': 'audit4a._nonreversible_krylov.error_max',
    'audit26b.nrk.mu_not_normalised': 'prm20d._nonreversible_krylov.rayleigh_not_normalised',
    'audit26b.nrk.lambda2_max': 'audit15a._nonreversible_krylov.lambda_2_max',
    'audit26b.mixing.profile_last_block': 'mixing.profile_last_block',
    'audit26b.mixing.stepping_t_off_by_one': 'mixing.stepping_off_by_one',
    'audit26b.mixing.stepping_t_max_guard': 'mixing.stepping_gives_up_late',
    'audit26b.mixing_diagram.lower_finite_hi': 'sweep6s4.mixing_diagram.lower_high_finite',
    'audit26b.mixing_diagram.trel_from_tmix_times_ln2': 'audit7b.mixing_diagram.trel_upper_times_ln2 (judgement: that entry multiplies by ln 2 in both the value and the upper end, this one in the value only: the same bug)',
    'audit26b.mixing_diagram.tmix_flag_ignored': 'sweep6s4.mixing_diagram.tmix_flag_ignored',
    'audit26b.mixing_diagram.exact_method_samples': 'sweep6s4.mixing_diagram.exact_method_samples',
    'audit26b.mixing_diagram.last_window_dropped': 'blind2.mixing_diagram.last_window_dropped',
    'audit26b.semantic.lexicon_comments_kept': 'cov5h2.semantic.lexicon_comment',
    'audit26b.semantic.lexicon_sum': 'audit4b.semantic.lexicon_count',
    'audit26b.semantic.silhouette_own_size': 'audit4b.semantic.silhouette_a_self',
    'audit26b.semantic.clusters_ascending': 'audit5c.semantic.clusters_by_increasing_size',
    'audit26b.semantic.last_run_uncensored': 'audit5c.semantic.last_run_not_censored',
    'audit26b.semantic.traps_all_basins': 'audit4b.semantic.traps_all (judgement: `order[:n_traps]` and `order[:min(n_traps, k)]` slice the k basins alike)',
    'audit26b.semantic.jump_prob_self': 'audit4b.semantic.jump_prob_self',
    'audit26b.semantic.sojourn_no_step': 'harden10h.semantic.sojourn_in_records',
    'audit26b.metastable.gth_exits_not_propagated': 'audit10c.metastable.gth_exits_not_carried',
    'audit26b.metastable.singleton_no_1_over_n': 'metastable.singleton_no_site_average',
    'audit26b.metastable.conductance_complement_mass': 'audit5b.metastable.conductance_complement_mass',
    'audit26b.metastable.exit_time_709_boundary': 'cmp15d.metastable.exit_time_finite_at_709',
    'audit26b.metastable.rows_offdiag_no_lazy': 'metastable.offdiag_ignores_lazy (judgement: `* (1.0 / n)` against `/ n`: the same value)',
    'audit26b.app_phase.ess_draws_no_chains': 'audit4c.phase.ess_without_chains',
    'audit26b.app_phase.window_truncates': 'prm21b.phase.window_floor (judgement: int() and floor() differ only below 0, where max(., 0) clamps both to 0)',
    'audit26b.app_phase.potts_coupling_overridden': 'audit7b.phase.preset_coupling_overridden',
    'audit26b.verify.exit_zero_on_failure': 'audit4c.verify.exit_zero',
    'audit26b.verify.section_seconds_kept': 'audit4c.verify.timings_left_in',
    'audit26b.verify.sections_not_stripped': 'audit12a.verify.sections_not_stripped (judgement: names not stripped, as there; it also keeps blank names, prm19a.verify.blank_sections_accepted: two catalogued bugs together)',
    'audit26b.linalg.rowsum_no_abs': 'audit4a._linalg.stochastic_one_sided',
    'audit26b.linalg.dense_transpose_missing': 'sweep6s1._linalg.transpose_is_P (judgement: `aslinearoperator(P)` and `A` are the same operator)',
    'audit26b.linalg.offdiag_pairs_one_way': 'harden9c._linalg.pairs_one_way_dense',
    'audit26b.linalg.lazy_csr_transpose_matmat': 'audit12c._linalg.lazy_transpose_matmat_uses_P',
    'audit26b.cli.negative_dot_number': 'audit7c.cli.negative_number_no_dot',
    'audit26b.cli.user_error_status_1': 'audit4d.cli.user_error_status',
    'audit26b.cli.stdout_error_filename_ignored': 'harden8h2.cli.file_error_as_stdout',
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

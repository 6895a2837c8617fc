"""Eighth blind mutation audit, part b (issue 30): mutants in the 12 modules the draw dealt to
part b (``python benchmarks/blind_audit_5_draw.py --audit 8 --seed 2026120308``: toolkit/app/commands/scan,
toolkit/app/report/contraction, exact/_harmonic_ritz, exact/timescales, toolkit/app/output,
exact/lumped, toolkit/app/sweep/tasks, toolkit/app/report/samplers, exact/_powers,
toolkit/app/testing, toolkit/app/sweep/store, exact/lumped_sectors), written without reading
``scripts/mutants.py``, the earlier audits' catalogues or any file under ``tests/`` (protocol:
benchmarks/blind_audit_8_protocol.md; parts a and c audit the other modules in their own
runner files). Each mutant is a bug a developer could make in the source, read for this
audit: 3 mutants for a module under 150 statements, 5 for 150-400, 8 above 400, and 2 more
for each of the two largest (exact/lumped, toolkit/app/testing). Mutants believed equivalent
are marked (``EQUIVALENT``) before anything ran; the ones found after the first run to be the
same bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after
the record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: chosen by name and import only (``grep -l`` over ``tests/`` for the files that
import the mutated module or name its public functions or its command), before any mutant
ran, kept short (the module's own test files first, then the broader files that use it).
Each set ends with the mutated module's own file, so its doctests run last; a mutant first
failed by its module's doctest is a kill, and the record also gives the score with those
counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_8b.py --list
    python benchmarks/blind_audit_8b.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_8b.py --id 'audit8b.lumped.*' --timeout 300
    python benchmarks/blind_audit_8b.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import / public names, grep -l only)
TS_SCAN = ["tests/test_sweep6s5_scan_cmd.py", "tests/test_sweep7a4_scan_cmd.py", "tests/test_cov5h3_commands_misc.py",
           "tests/test_cli_audit_commands.py", "tests/exact/test_scans.py", "toolkit/app/commands/scan.py"]
TS_CONTRACTION = ["tests/toolkit/test_sweep6s4_meta_contraction.py", "tests/test_report_sections_by_hand.py",
                  "toolkit/app/report/contraction.py"]
TS_HR = ["tests/exact/test_harmonic_ritz.py", "tests/exact/test_cov5h1_harmonic_ritz.py",
         "tests/exact/test_sweep6s1_harmonic_ritz.py", "tests/exact/test_sweep7a2__harmonic_ritz.py",
         "tests/exact/test_certified_gap.py", "exact/_harmonic_ritz.py"]
TS_TIMESCALES = ["tests/exact/test_timescales.py", "tests/exact/test_sweep6s2_timescales.py",
                 "tests/exact/test_sweep7a1_timescales.py", "tests/exact/test_blind5a.py", "exact/timescales.py"]
TS_OUTPUT = ["tests/toolkit/test_sweep6s4_output.py", "tests/toolkit/test_roundtrip_nonfinite.py",
             "tests/toolkit/test_blind6b.py", "tests/test_cli_vocabulary.py", "tests/exact/test_checks.py",
             "toolkit/app/output.py"]
TS_LUMPED = ["tests/exact/test_lumped.py", "tests/exact/test_lumped_fast.py", "tests/exact/test_lumped_low_temperature.py",
             "tests/exact/test_sweep6s2_lumped.py", "tests/exact/test_sweep7a4_lumped.py",
             "tests/exact/test_cov5h1_lumped.py", "tests/exact/test_blind5c_lumped_distance.py",
             "tests/exact/test_blind6b.py", "exact/lumped.py"]
TS_TASKS = ["tests/toolkit/test_sweep6s4_tasks.py", "tests/toolkit/test_cov5h3_sweep_tasks.py", "tests/toolkit/test_sweep.py",
            "tests/toolkit/test_blind5c_sweep.py", "tests/test_cli_sweep.py", "toolkit/app/sweep/tasks.py"]
TS_SAMPLERS = ["tests/toolkit/test_sweep6s4_samplers.py", "tests/toolkit/test_sweep7a3_samplers.py",
               "tests/test_verify_samplers.py", "tests/test_report_sections_by_hand.py", "toolkit/app/report/samplers.py"]
TS_POWERS = ["tests/exact/test_sweep6s1_powers.py", "tests/exact/test_sweep7a2__powers.py",
             "tests/exact/test_cov5h1_small_modules.py", "tests/exact/test_distance.py", "tests/exact/test_pinned_mixing.py",
             "exact/_powers.py"]
TS_TESTING = ["tests/toolkit/test_testing.py", "tests/toolkit/test_cov5h3_testing.py", "tests/toolkit/test_sweep6s4_testing.py",
              "tests/toolkit/test_sweep7a1_app_testing.py", "tests/toolkit/test_blind7b.py",
              "tests/toolkit/test_testing_strategies.py", "toolkit/app/testing.py"]
TS_STORE = ["tests/toolkit/test_sweep6s4_store.py", "tests/test_cov5h3_store_and_math.py", "tests/toolkit/test_sweep.py",
            "tests/toolkit/test_roundtrip_nonfinite.py", "tests/test_cli_sweep.py", "toolkit/app/sweep/store.py"]
TS_SECTORS = ["tests/exact/test_lumped_sectors.py", "tests/exact/test_cov5h1_lumped_sectors.py",
              "tests/exact/test_sweep6s2_lumped_sectors.py", "tests/exact/test_sweep7a3_lumped_sectors.py",
              "tests/exact/test_lumped_fast.py", "exact/lumped_sectors.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


SC, CT, HR, TM = "toolkit/app/commands/scan.py", "toolkit/app/report/contraction.py", "exact/_harmonic_ritz.py", \
    "exact/timescales.py"
OU, LU, TA, SA = "toolkit/app/output.py", "exact/lumped.py", "toolkit/app/sweep/tasks.py", "toolkit/app/report/samplers.py"
PW, TE, ST, LS = "exact/_powers.py", "toolkit/app/testing.py", "toolkit/app/sweep/store.py", "exact/lumped_sectors.py"

MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/commands/scan.py
    _m("audit8b.scan.sizes_minimum_one", SC, 'check_int(v, "sizes", minimum=2)', 'check_int(v, "sizes", minimum=1)',
       "`scan nlogn --sizes 1,3` accepts the size 1 (n_min's guard is 2) instead of an error naming --sizes", TS_SCAN),
    _m("audit8b.scan.n_max_excluded", SC, '"n_max", minimum=lo) + 1)', '"n_max", minimum=lo))',
       "`scan nlogn` runs n = n_min..n_max - 1: the largest size asked for is left out", TS_SCAN),
    _m("audit8b.scan.no_bound_is_failure", SC, "ok = res.all_hold is not False", "ok = bool(res.all_hold)",
       "`scan nlogn` exits 1 when no size had an applicable contraction bound (all_hold None), not only on a "
       "violated bound", TS_SCAN),
    # ------------------------------------------------------------------ toolkit/app/report/contraction.py
    _m("audit8b.contraction.fit_includes_n2", CT, "ns = np.array([r.n for r in scan.rows if r.n >= 3]",
       "ns = np.array([r.n for r in scan.rows if r.n >= 2]",
       "the n ln n fit's sizes include n = 2 while its times do not (shapes disagree, or the fit is over "
       "the wrong pairs)", TS_CONTRACTION),
    _m("audit8b.contraction.r2_without_one_minus", CT, "r2 = float(1 - (resid @ resid)", "r2 = float((resid @ resid)",
       "the fit's R^2 is reported as the residual fraction (1 - R^2)", TS_CONTRACTION),
    _m("audit8b.contraction.band_slack_sign", CT, "slack=2 - hi / lo,", "slack=hi / lo - 2,",
       "the band claim's slack has the wrong sign (negative while the claim holds)", TS_CONTRACTION),
    # ------------------------------------------------------------------ exact/_harmonic_ritz.py
    _m("audit8b.harmonic_ritz.local_max_ties_excluded", HR, "log_pi[c] > log_pi[r])", "log_pi[c] >= log_pi[r])",
       "local_maxima drops a state tied with a neighbour (the docstring: at least that of every state it "
       "moves to): a flat pair of wells has no well", TS_HR),
    _m("audit8b.harmonic_ritz.eta_uses_theta1", HR, "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th_top",
       "eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th1",
       "the separation eta subtracts theta_1 instead of the top Ritz value theta_{m-1} (same for two wells; "
       "too large, so the residual bound too small, for three or more)", TS_HR),
    _m("audit8b.harmonic_ritz.generator_diag_includes_self", HR,
       "G[i, i] = mpmath.fsum(A[i, j] for j in range(m) if j != i)", "G[i, i] = mpmath.fsum(A[i, j] for j in range(m))",
       "_mp_generator's diagonal adds A's own diagonal (the trace chain's returns to the same well) to the "
       "row's rates", TS_HR),
    _m("audit8b.harmonic_ritz.nonrev_drops_largest", HR, "key=lambda k: abs(mu[k]))[1:]",
       "key=lambda k: abs(mu[k]))[:-1]",
       "the non-reversible pencil drops its largest eigenvalue instead of the zero one (the zero is then the "
       "'slowest' and the gap 0)", TS_HR),
    _m("audit8b.harmonic_ritz.hitting_rhs_zero", HR, "hb = np.zeros(NR)  ", "hb = np.full(NR, -np.inf)  ",
       "the right-hand side of L_RR h = 1 is log 0 instead of log 1: max h collapses to 0, so eta and the "
       "interval's width are wrong", TS_HR),
    # ------------------------------------------------------------------ exact/timescales.py
    _m("audit8b.timescales.lag_dropped", TM, "-lag / np.log1p(-mu))", "-1 / np.log1p(-mu))",
       "implied timescales ignore `lag` (not multiplied by it)", TS_TIMESCALES),
    _m("audit8b.timescales.period_level_offset", TM, "level[C.row] + 1 - level[C.col]", "level[C.row] - level[C.col]",
       "_period takes the gcd of level differences without the +1 of the edge: a periodic class's period is "
       "wrong (a 2-cycle comes out aperiodic)", TS_TIMESCALES),
    _m("audit8b.timescales.perron_by_modulus", TM,
       "perron = int(np.argmin(np.abs(lam - 1.0)))   # not the first",
       "perron = int(np.argmax(np.abs(lam)))   # not the first",
       "_general takes the eigenvalue of largest modulus as the Perron one: on a periodic chain -1 ties with "
       "1 and may be dropped instead of it", TS_TIMESCALES),
    _m("audit8b.timescales.k_equal_n_accepted", TM, "if k > N - 1:", "if k > N:",
       "implied_timescales accepts k = N (one more than there are non-Perron eigenvalues) instead of raising",
       TS_TIMESCALES),
    _m("audit8b.timescales.kato_temple_max", TM, "min(r, r * r / delta) if delta > 0 else r",
       "max(r, r * r / delta) if delta > 0 else r",
       "the Kato-Temple error takes the larger of r and r^2/delta instead of the smaller", TS_TIMESCALES),
    # ------------------------------------------------------------------ toolkit/app/output.py
    _m("audit8b.output.minus_inf_not_flagged", OU, "if any(found.values()):", 'if found["nan"] or found["inf"]:',
       "an envelope whose only non-finite numbers are -inf has no `nonfinite` entry (their nulls unexplained)",
       TS_OUTPUT),
    _m("audit8b.output.q_overwrites_payload", OU, 'out.setdefault("q", info["params"].get("q"))',
       'out["q"] = info["params"].get("q")',
       "the envelope overwrites the command's own `q` with the model parameter's", TS_OUTPUT),
    _m("audit8b.output.model_seed_from_args", OU,
       'seeds["model_seed"] = (info or {}).get("params", {}).get("seed", args.model_seed)',
       'seeds["model_seed"] = args.model_seed',
       "`seeds.model_seed` is the command-line value, not the seed the model was built with", TS_OUTPUT),
    # ------------------------------------------------------------------ exact/lumped.py
    _m("audit8b.lumped.kill_without_j", LU, "kill = w * j * (np.where", "kill = w * (np.where",
       "the q = 2 sector j's killing rate kappa_j(m) drops its factor j (right for j = 1 only)", TS_LUMPED),
    _m("audit8b.lumped.multiplicity_d1", LU, "(math.comb(n, j - 1) if j >= 1 else 0)",
       "(math.comb(n, j - 1) if j > 1 else 0)",
       "sector_multiplicity(n, 1) is C(n, 1) = n instead of n - 1", TS_LUMPED),
    _m("audit8b.lumped.deflation_reversed", LU, "lnu = law.log_pi[::-1]  # count-vector rows",
       "lnu = law.log_pi  # count-vector rows",
       "_q2_gap deflates sector 0 by sqrt(nu) in the wrong level order (right only for a law symmetric under "
       "m -> n - m)", TS_LUMPED),
    _m("audit8b.lumped.killed_bd_no_kappa", LU, "sigma = kappa[m] + b[m] * sigma / p[m - 1]",
       "sigma = b[m] * sigma / p[m - 1]",
       "the killed birth-death elimination (sector j >= 1 below 1e-8) forgets the killing rate above the "
       "bottom level", TS_LUMPED),
    _m("audit8b.lumped.class_chain_lazy_dropped", LU, "w = (1.0 - lazy) / n\n    idx = np.arange(M",
       "w = 1.0 / n\n    idx = np.arange(M",
       "class_chain's move rate ignores `lazy` (rows sum to 1 + lazy), so starts='all' with lazy > 0 is wrong",
       TS_LUMPED),
    _m("audit8b.lumped.certified_rest_no_sqrt", LU, "U = np.minimum(Lk + 0.5 * np.sqrt(R2), 1.0)",
       "U = np.minimum(Lk + 0.5 * R2, 1.0)",
       "the certified upper bound adds R_k^2 / 2 instead of R_k / 2 (too small where R_k < 1): classes "
       "certified that may still be above eps", TS_LUMPED),
    _m("audit8b.lumped.worst_class_last_tie", LU, "if key > best:", "if key >= best:",
       "starts='all' names the last of tied worst classes instead of the first", TS_LUMPED),
    _m("audit8b.lumped.class_counts_sum_unchecked", LU, " or int(c.sum()) != n or ", " or ",
       "class_chain accepts counts that do not sum to n instead of raising", TS_LUMPED),
    _m("audit8b.lumped.symmetric_lower_end", LU, 'lo = max(gap - e, 0.0) if kind == "full" else 0.0',
       "lo = max(gap - e, 0.0)",
       "a symmetric-sector gap (an upper bound on the full gap) gets a positive lower end", TS_LUMPED),
    _m("audit8b.lumped.round_off_or", LU, "if before - eps > err and eps - after > err:",
       "if before - eps > err or eps - after > err:",
       "_round_off reports 0 when only one of d(t_mix - 1), d(t_mix) clears eps by more than the error",
       TS_LUMPED),
    # ------------------------------------------------------------------ toolkit/app/sweep/tasks.py
    _m("audit8b.tasks.deterministic_min_seed", TA, "s = seeds[0]", "s = min(seeds)",
       "a deterministic estimator's one task per (n, T) gets the smallest seed, not the first given", TS_TASKS),
    _m("audit8b.tasks.none_params_kept", TA, "for k, v in (params or {}).items() if v is not None}",
       "for k, v in (params or {}).items()}",
       "make_grid keeps model parameters given as None (overriding the family's defaults) instead of dropping "
       "them", TS_TASKS),
    _m("audit8b.tasks.integer_option_truncated", TA,
       "if not v.is_integer():\n                raise InvalidInputError(f\"`{name}` must be an integer; got {value!r}\")\n"
       "            return int(v)",
       "return int(v)",
       "an integer estimator option given as 2.5 is truncated to 2 instead of raising", TS_TASKS),
    # ------------------------------------------------------------------ toolkit/app/report/samplers.py
    _m("audit8b.samplers.product_site_order", SA, "np.multiply.outer(product, m_i)", "np.multiply.outer(m_i, product)",
       "the product of marginals is built with the last site slowest (state order reversed)", TS_SAMPLERS),
    _m("audit8b.samplers.worst_is_min", SA, "worst = max(ONE_AT_A_TIME,", "worst = min(ONE_AT_A_TIME,",
       "the 'worst' one-at-a-time order reported is the best one", TS_SAMPLERS),
    _m("audit8b.samplers.remask_index", SA, 'r1 = float(cmp.tv_pi[SAMPLERS.index("remask:1")])',
       'r1 = float(cmp.tv_pi[SAMPLERS.index("remask:2")])',
       "the remask:1 = Glauber claim reads remask:2's TV", TS_SAMPLERS),
    # ------------------------------------------------------------------ exact/_powers.py
    _m("audit8b.powers.worst_index_last", PW, "d >= d.max() - TIE_ATOL)[0])", "d >= d.max() - TIE_ATOL)[-1])",
       "worst_index breaks ties toward the highest index instead of the lowest", TS_POWERS),
    _m("audit8b.powers.t_mix_at_t_max_lost", PW, "t_mix = t_low + 1 if t_low + 1 <= t_max else None",
       "t_mix = t_low + 1 if t_low + 1 < t_max else None",
       "power_search returns None when t_mix equals t_max exactly", TS_POWERS),
    _m("audit8b.powers.t_max_zero", PW, "if t_max < 1:", "if t_max < 0:",
       "_doubling_dense with t_max = 0 searches and may return t_mix = 1 > t_max", TS_POWERS),
    # ------------------------------------------------------------------ toolkit/app/testing.py
    _m("audit8b.testing.holm_not_monotone", TE, "np.maximum.accumulate((m - np.arange(m)) * p[order])",
       "(m - np.arange(m)) * p[order]",
       "Holm's adjusted p-values are not made monotone (a larger p can get a smaller adjusted value)", TS_TESTING),
    _m("audit8b.testing.impossible_missed", TE, "impossible = int(counts[p <= 0].sum())",
       "impossible = int(counts[p < 0].sum())",
       "_pearson never finds impossible draws (a state the kernel gives probability 0 is simply left out)",
       TS_TESTING),
    _m("audit8b.testing.dof_off_by_one", TE, "dof = len(E) - 1\n", "dof = len(E)\n",
       "the chi-square test has one degree of freedom too many (p-values too large)", TS_TESTING),
    _m("audit8b.testing.token_q_inside", TE, "((arr < 0) | (arr >= q)).any(axis=1)", "((arr < 0) | (arr > q)).any(axis=1)",
       "a step returning the token q (one past the last) is not flagged as outside 0..q-1", TS_TESTING),
    _m("audit8b.testing.start_n_accepted", TE, "idx.min() < 0 or idx.max() >= N:", "idx.min() < 0 or idx.max() > N:",
       "check_sampler accepts the start index N (one past the last state) instead of raising", TS_TESTING),
    _m("audit8b.testing.custom_rows_no_1_over_n", TE, "np.add.at(out[r], encode(Y, q), P[i] / n)",
       "np.add.at(out[r], encode(Y, q), P[i])",
       "the greedy / off-by-one mistakes' kernels drop the 1/n of the uniform site (rows sum to n)", TS_TESTING),
    _m("audit8b.testing.lazy_hold_inverted", TE, "moving = rng.random(B) >= hold if hold > 0",
       "moving = rng.random(B) < hold if hold > 0",
       "a planted / reference step with lazy > 0 moves with probability lazy instead of 1 - lazy", TS_TESTING),
    _m("audit8b.testing.detectable_not_bonferroni", TE, "alpha / len(S), n_samples)", "alpha, n_samples)",
       "the detectable effect size is computed at alpha, not at the Bonferroni level alpha / starts", TS_TESTING),
    _m("audit8b.testing.unknown_text_token_zero", TE, "res[b] = [index.get(w, q) for w in words]",
       "res[b] = [index.get(w, 0) for w in words]",
       "text_step maps a string outside the tokens to token 0 instead of q (the special-tokens mistake goes "
       "unseen)", TS_TESTING),
    _m("audit8b.testing.stationary_eps_max", TE, "eps = min(0.01, w / 20)", "eps = max(0.01, w / 20)",
       "check_stationary runs the chains to t_mix of the larger of 0.01 and w/20 instead of the smaller",
       TS_TESTING),
    # ------------------------------------------------------------------ toolkit/app/sweep/store.py
    _m("audit8b.store.add_always_new", ST, "return cur.rowcount == 1", "return True",
       "ResultStore.add reports a duplicate key as newly inserted", TS_STORE),
    _m("audit8b.store.duration_clash_unprefixed", ST, 'k not in rec and k not in ("duration_s", "created")',
       "k not in rec",
       "load_results lets a result field named duration_s/created take the column (then overwritten by the "
       "row's own), instead of prefixing it", TS_STORE),
    _m("audit8b.store.foreign_database_adopted", ST, "            if tables:\n                raise self._not_a_store(",
       "            if False:\n                raise self._not_a_store(",
       "a foreign SQLite database (other tables, no glauber_meta) is turned into a results store instead of "
       "refused", TS_STORE),
    # ------------------------------------------------------------------ exact/lumped_sectors.py
    _m("audit8b.sectors.hook_off_by_one", LS, "cols[j] - i - 1)", "cols[j] - i)",
       "hook_dimension's hook lengths are one too long (wrong f^lambda)", TS_SECTORS),
    _m("audit8b.sectors.lazy_dropped", LS, "vals.insert(0, lazy + w * stay)", "vals.insert(0, w * stay)",
       "sector_operator's diagonal forgets the lazy hold (q = 3 sectors wrong for lazy > 0)", TS_SECTORS),
    _m("audit8b.sectors.cw_without_abs", LS, "A = abs(sp.csr_matrix(S))", "A = sp.csr_matrix(S)",
       "collatz_wielandt_bound works on S, not |S|: with negative entries it is no bound on the spectral "
       "radius and can certify a sector wrongly", TS_SECTORS),
    _m("audit8b.sectors.zero_partition_accepted", LS, " or parts[0] == 0:", ":",
       "the partition (0, 0, 0) is accepted (gt_dimension gives 1) instead of raising", TS_SECTORS),
    _m("audit8b.sectors.e31_sign", LS, 'E["E31"] = (E["E32"] @ E["E21"] - E["E21"] @ E["E32"])',
       'E["E31"] = (E["E21"] @ E["E32"] - E["E32"] @ E["E21"])',
       "E31 is the commutator in the wrong order (its sign flipped)", TS_SECTORS),
]

#: Marked before any mutant ran: mutants believed equivalent, with the reason. None is believed
#: equivalent (each changes an output on some input; the ones that only matter at a boundary or
#: for an option combination say which in their description).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there: planted, the two give the same file byte for byte
#: (checked by script; mutants on the same line with a different change are counted fresh).
DUPLICATE_OF = {
    "audit8b.scan.n_max_excluded": "audit4d.scan.nmax_exclusive",
    "audit8b.scan.no_bound_is_failure": "audit4d.scan.none_fails",
    "audit8b.harmonic_ritz.local_max_ties_excluded": "harmonic.wells_strict",
    "audit8b.harmonic_ritz.eta_uses_theta1": "audit6a.harmonic_ritz.eta_from_theta1",
    "audit8b.harmonic_ritz.generator_diag_includes_self": "sweep6s1._harmonic_ritz.generator_keeps_diagonal",
    "audit8b.timescales.period_level_offset": "blind3.timescales.period_gcd",
    "audit8b.timescales.perron_by_modulus": "blind3.timescales.perron_by_modulus",
    "audit8b.timescales.k_equal_n_accepted": "audit5b.timescales.k_guard_n",
    "audit8b.output.q_overwrites_payload": "sweep6s4.output.model_overwrites",
    "audit8b.output.model_seed_from_args": "sweep6s4.output.model_seed_from_args",
    "audit8b.lumped.kill_without_j": "audit5c.lumped.kill_drops_j",
    "audit8b.lumped.multiplicity_d1": "audit6b.lumped.multiplicity_j1",
    "audit8b.lumped.deflation_reversed": "audit6b.lumped.deflate_not_reversed",
    "audit8b.lumped.killed_bd_no_kappa": "lumped.killed_no_kappa",
    "audit8b.lumped.certified_rest_no_sqrt": "audit6b.lumped.certified_no_sqrt",
    "audit8b.lumped.worst_class_last_tie": "audit5c.lumped.worst_class_last_tie",
    "audit8b.lumped.class_counts_sum_unchecked": "sweep6s2.lumped.class_chain_sum_unchecked",
    "audit8b.lumped.symmetric_lower_end": "i27l.symmetric_interval_from_gap",
    "audit8b.tasks.none_params_kept": "sweep6s4.tasks.none_kept",
    "audit8b.samplers.product_site_order": "audit4e.samplers.product_site_order",
    "audit8b.samplers.worst_is_min": "audit4e.samplers.worst_is_min",
    "audit8b.powers.worst_index_last": "blind3.powers.worst_last",
    "audit8b.powers.t_mix_at_t_max_lost": "mixing.doubling_t_max_boundary",
    "audit8b.testing.holm_not_monotone": "blind.testing.holm_not_monotone",
    "audit8b.testing.impossible_missed": "audit7b.testing.impossible_strict",
    "audit8b.testing.dof_off_by_one": "i28.dof",
    "audit8b.testing.start_n_accepted": "cov5h3.testing.starts_range",
    "audit8b.testing.lazy_hold_inverted": "blind.testing.planted_hold_inverted",
    "audit8b.testing.detectable_not_bonferroni": "sweep6s4.testing.no_bonferroni",
    "audit8b.testing.unknown_text_token_zero": "i28s.text_unknown_is_first",
    "audit8b.store.duration_clash_unprefixed": "audit5c.store.clash_ignores_reserved_names",
    "audit8b.store.foreign_database_adopted": "cov5h3.store.foreign_tables",
    "audit8b.sectors.hook_off_by_one": "lumped_sectors.hook_off_by_one",
    "audit8b.sectors.lazy_dropped": "audit4a.lumped_sectors.lazy_diagonal",
    "audit8b.sectors.cw_without_abs": "lumped_sectors.cw_no_abs",
    "audit8b.sectors.zero_partition_accepted": "audit4a.lumped_sectors.zero_partition_accepted",
    "audit8b.sectors.e31_sign": "lumped_sectors.e31_sign",
}

#: Survivors of the first run: why they survived and the test that now kills them.
SURVIVOR_NOTES = {
    "audit8b.output.minus_inf_not_flagged": {
        "note": "no test had a payload whose only non-finite number is -inf",
        "killed_by": "tests/toolkit/test_blind8b.py::test_envelope_lists_minus_inf_pointers"},
    "audit8b.powers.t_max_zero": {
        "note": "t_max = 0 on a chain that mixes in one step was never asked (degenerate input)",
        "killed_by": "tests/toolkit/test_blind8b.py::test_doubling_t_max_zero_gives_none"},
    "audit8b.store.duration_clash_unprefixed": {
        "note": "no test stored a result field named duration_s or created",
        "killed_by": "tests/toolkit/test_blind8b.py::test_load_results_prefixes_a_result_named_duration_s"},
    "audit8b.lumped.worst_class_last_tie": {
        "note": "left (time): the same file as audit5c.lumped.worst_class_last_tie; exactly tied worst classes "
                "(same t_mix and same d(t_mix - 1) in float64) may not occur in the tested models"},
    "audit8b.lumped.round_off_or": {
        "note": "left (time): t_mix_round_off is checked only where both distances clear eps or neither does"},
}

#: Test files added by this audit, run after a mutant's own set in ``--after`` runs.
AFTER_TESTS = {k: ["tests/toolkit/test_blind8b.py"] for k in (
    "audit8b.output.minus_inf_not_flagged", "audit8b.powers.t_max_zero", "audit8b.store.duration_clash_unprefixed")}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

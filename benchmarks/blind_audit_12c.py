"""Twelfth blind mutation audit, part c (issue 30): 51 mutants in the 12 modules dealt to this
part by the draw (``python benchmarks/blind_audit_5_draw.py --audit 12 --seed 2026120512``,
round-robin to 12a, 12b, 12c), written without reading ``scripts/mutants.py``, the earlier
audits' catalogues or any file under ``tests/`` (protocol: benchmarks/blind_audit_12_protocol.md).
Each mutant is a bug a developer could make in the source, read for this audit: 3 mutants for a
module under 150 statements, 5 for 150-400, 8 above 400. Mutants believed equivalent are
marked (``EQUIVALENT``) before anything ran; the ones found after the first run to be the same
bug as an entry of ``scripts/mutants.py`` are in :data:`DUPLICATE_OF` (filled in after the
record).

The runner, and what counts as a kill: ``benchmarks/_blind_audit_record.py``'s docstring.

Test sets: each module's *targeted tests*, ``python scripts/automut.py MODULE --list-tests``
(the files under ``tests/`` that name the module, plus the files the project's catalogue runs
on it, then the module itself for its doctests), computed when this file is loaded by
``automut.default_tests(module)`` (so on the commit the run is on: the GO commit of the
protocol). A mutant first failed by its module's doctest is a kill; the record also gives the
score with those counted as survivors (``tests/`` only).

Usage::

    python benchmarks/blind_audit_12c.py --list
    python benchmarks/blind_audit_12c.py --baseline --jobs 1 --timeout 300 --json before.json
    python benchmarks/blind_audit_12c.py --id 'audit12c.bounds.*' --timeout 300
    python benchmarks/blind_audit_12c.py --summarize before.json after_*.json --json record.json --md record.md
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _blind_audit_record as _record  # noqa: E402  (the shared record code; the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
import automut  # noqa: E402  (the targeted tests of a module: automut.default_tests)

LA, BO, IC, ST = "exact/_linalg.py", "toolkit/bounds.py", "toolkit/incompat.py", "toolkit/app/study.py"
BA, CL, CO, TO = ("toolkit/models/basins.py", "exact/colour_lumped.py", "toolkit/app/report/contraction.py",
                  "toolkit/models/toy.py")
PH, FA, ES, SO = ("toolkit/phase.py", "toolkit/models/families.py", "toolkit/app/sweep/estimators.py",
                  "toolkit/app/sweep/store.py")
MODULES = (LA, BO, IC, ST, BA, CL, CO, TO, PH, FA, ES, SO)

# ---------------------------------------------------------------- test sets: the targeted tests, at load time
TESTS = {m: automut.default_tests(m) for m in MODULES}


def _m(id_, file, original, mutated, description):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(TESTS[file])}


MUTANTS = [
    # ------------------------------------------------------------ exact/_linalg.py (200 statements): 5
    _m("audit12c._linalg.lazy_transpose_matmat_uses_P", LA,
       "AT = LinearOperator((N, N), matvec=rmv, rmatvec=mv, matmat=rmv, rmatmat=mv, dtype=np.float64)",
       "AT = LinearOperator((N, N), matvec=rmv, rmatvec=mv, matmat=mv, rmatmat=mv, dtype=np.float64)",
       "the lazy CSR operator of P^T does its block products (matmat) with P, not P^T (copy-paste of A's line)"),
    _m("audit12c._linalg.offdiag_pairs_reverse_is_forward", LA,
       "yield r, c, np.asarray(M[r, c]).ravel(), np.asarray(M[c, r]).ravel()\n        return\n    M = np.asarray",
       "yield r, c, np.asarray(M[r, c]).ravel(), np.asarray(M[r, c]).ravel()\n        return\n    M = np.asarray",
       "offdiag_pairs on a sparse P (no logs) gives P(x, y) as the reverse entry P(y, x)"),
    _m("audit12c._linalg.stochastic_tolerance_min", LA,
       "np.abs(sums - 1.0) > max(STOCHASTIC_ATOL, 1000 * eps)",
       "np.abs(sums - 1.0) > min(STOCHASTIC_ATOL, 1000 * eps)",
       "check_stochastic takes the smaller of the two tolerances (1000 u of float64, 2e-13, or 1e-8 for float32), "
       "not the larger: transition matrices with ordinary round-off in their row sums are refused"),
    _m("audit12c._linalg.empty_matrix_accepted", LA,
       "    if P.shape[0] == 0:\n        raise InvalidInputError(f\"`{name}` must have at least one state; got shape {P.shape}\")\n",
       "",
       "check_stochastic no longer refuses a 0 x 0 matrix (an error not raised for bad input)"),
    _m("audit12c._linalg.offdiag_chunks_dense_keeps_diagonal", LA,
       "mask = M > 0\n        np.fill_diagonal(mask, False)",
       "mask = M > 0",
       "offdiag_chunks on a dense P yields the diagonal entries P(x, x) among the off-diagonal moves"),
    # ------------------------------------------------------------ toolkit/bounds.py (198 statements): 5
    _m("audit12c.bounds.t_upper_no_doubling", BO,
       "cands += [2.0 * float(self.times[ok2[0]])] if ok2.size else []",
       "cands += [float(self.times[ok2[0]])] if ok2.size else []",
       "t_upper takes t_2 (the first time with max U_k <= sqrt(eps)) instead of 2 t_2: the sub-multiplicativity "
       "factor 2 dropped"),
    _m("audit12c.bounds.t_lower_first_not_last", BO,
       "return int(self.times[ok[-1]]) if ok.size else 0",
       "return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower is the first grid time whose lower bound exceeds eps, not the largest"),
    _m("audit12c.bounds.lower_bonferroni_no_G", BO,
       "z_lo = _z(1.0 - alpha / (2 * G))",
       "z_lo = _z(1.0 - alpha / 2)",
       "the lower side's Wilson ends drop the Bonferroni count G of grid times (not simultaneous over the curve)"),
    _m("audit12c.bounds.apart_counts_meeting_time", BO,
       "apart = (tau.reshape(P, R)[:, :, None] > times[None, None, :]).sum(axis=1)",
       "apart = (tau.reshape(P, R)[:, :, None] >= times[None, None, :]).sum(axis=1)",
       "a pair that met exactly at grid time t is counted as still apart at t (off by one at the guard)"),
    _m("audit12c.bounds.pilot_picks_fewest_met", BO,
       "chosen = min(met, key=lambda c: (-met[c], dist[c]))",
       "chosen = min(met, key=lambda c: (met[c], dist[c]))",
       "coupling_pilot picks the coupling with the fewest pairs met (sign of the key flipped)"),
    # ------------------------------------------------------------ toolkit/incompat.py (214 statements): 5
    _m("audit12c.incompat.triu_pairs_side_left", IC,
       "i = np.searchsorted(starts, idx, side=\"right\") - 1",
       "i = np.searchsorted(starts, idx, side=\"left\") - 1",
       "_triu_pairs maps the position of (i, i + 1) to row i - 1 (searchsorted side flipped): random pairs wrong"),
    _m("audit12c.incompat.explicit_pairs_site_n_accepted", IC,
       "if arr.min() < 0 or arr.max() >= n or",
       "if arr.min() < 0 or arr.max() > n or",
       "explicit site pairs may name site n (one past the last): the range guard off by one"),
    _m("audit12c.incompat.top_tokens_least_likely", IC,
       "np.argsort(-logits, axis=2, kind=\"stable\")",
       "np.argsort(logits, axis=2, kind=\"stable\")",
       "_top_tokens ranks the logits ascending: the k least likely tokens are queried, not the top k"),
    _m("audit12c.incompat.dedup_ignores_site_j", IC,
       "    ctx[rows, table[\"i\"]] = -1\n    ctx[rows, table[\"j\"]] = -1\n",
       "    ctx[rows, table[\"i\"]] = -1\n",
       "the deduplication blanks only site i of each context: contexts that differ at j alone count the same "
       "rectangle twice"),
    _m("audit12c.incompat.prevalence_t_dof", IC,
       "student_t.ppf(0.975, m - 1)",
       "student_t.ppf(0.975, m)",
       "the prevalence's small-sample widening uses t with m degrees of freedom, not m - 1"),
    # ------------------------------------------------------------ toolkit/app/study.py (579 statements): 8
    _m("audit12c.study.budget_line_smallest_remainders", ST,
       "key=lambda k: exact[k] - pct[k], reverse=True)",
       "key=lambda k: exact[k] - pct[k], reverse=False)",
       "budget_line gives the missing percent points to the smallest remainders, not the largest"),
    _m("audit12c.study.escape_refuted_lower_end", ST,
       "if m.ci[1] < bound:",
       "if m.ci[0] < bound:",
       "the escape verdict says refuted when the interval's lower end (not its whole interval) is below the bound"),
    _m("audit12c.study.incompat_all_pairs_strict", ST,
       "pairs = \"all\" if n_pairs >= n_all else \"random\"",
       "pairs = \"all\" if n_pairs > n_all else \"random\"",
       "the incompatibility section draws 'random' pairs even when every pair fits (off by one at the guard)"),
    _m("audit12c.study.clustered_needs_three_contexts", ST,
       "how = \"clustered by context, \" if n_contexts >= 2 else \"\"",
       "how = \"clustered by context, \" if n_contexts > 2 else \"\"",
       "the prevalence line omits 'clustered by context' for 2 contexts (the usual case)"),
    _m("audit12c.study.stage_line_skips_current", ST,
       "sum(shares.get(c, 0.0) for c in order[k:])",
       "sum(shares.get(c, 0.0) for c in order[k + 1:])",
       "the progress line's time left leaves out the section just started"),
    _m("audit12c.study.zero_budget_accepted", ST,
       "if not (math.isfinite(seconds) and seconds > 0):",
       "if not (math.isfinite(seconds) and seconds >= 0):",
       "study accepts budget=0 (an error not raised for bad input)"),
    _m("audit12c.study.bracket_ratio_strict", ST,
       "    if d[\"ratio\"] <= 10:\n        return \"holds\", \"\"",
       "    if d[\"ratio\"] < 10:\n        return \"holds\", \"\"",
       "_bracket_verdict: a ratio of exactly 10 is 'not resolved' (the claim says within 10x)"),
    _m("audit12c.study.mixing_share_denominator", ST,
       "0.5 / max(1, len(temps) - 1)",
       "0.5 / max(1, len(temps))",
       "mixing's share per temperature other than T = 1 divides by the number of all temperatures: T = 1 gets "
       "more than half after normalisation"),
    # ------------------------------------------------------------ toolkit/models/basins.py (59 statements): 3
    _m("audit12c.basins.distance_one_accepted", BA,
       "if d.min() < 2:",
       "if d.min() < 1:",
       "plant_margin accepts two states at Hamming distance 1 (they cannot both be strict argmax fixed points)"),
    _m("audit12c.basins.default_states_n2", BA,
       "if n >= 2 else np.zeros((1, 1), dtype=int)",
       "if n > 2 else np.zeros((1, 1), dtype=int)",
       "planted_margin's default states for n = 2 are a (1, 1) array (off by one at the guard)"),
    _m("audit12c.basins.gamma_array_unchecked", BA,
       "    for v in g:\n        _check_gamma(v)\n",
       "",
       "plant_margin no longer checks each gamma (negative, zero or nan margins accepted)"),
    # ------------------------------------------------------------ exact/colour_lumped.py (138 statements): 3
    _m("audit12c.colour_lumped.log_moves_keep_diagonal", CL,
       "move = r != c\n",
       "move = np.ones(r.size, dtype=bool)\n",
       "log_moves keeps the entries that stay in the same partition (documented: moves to another partition)"),
    _m("audit12c.colour_lumped.abs_m_sqrt_outside", CL,
       "float(w @ np.sqrt(m2))",
       "float(np.sqrt(w @ m2))",
       "<|m|> is computed as sqrt(<|m|^2>)"),
    _m("audit12c.colour_lumped.potts_energy_square_of_sum", CL,
       "((C.astype(float) ** 2).sum(axis=1) - n)",
       "(C.astype(float).sum(axis=1) ** 2 - n)",
       "mean-field Potts energy from (sum_a c_a)^2 = n^2 (a constant) instead of sum_a c_a^2"),
    # ------------------------------------------------------------ toolkit/app/report/contraction.py (38): 3
    _m("audit12c.contraction.fit_includes_n2", CO,
       "ns = np.array([r.n for r in scan.rows if r.n >= 3], dtype=float)\n"
       "    ts = np.array([r.t_mix for r in scan.rows if r.n >= 3], dtype=float)",
       "ns = np.array([r.n for r in scan.rows if r.n >= 2], dtype=float)\n"
       "    ts = np.array([r.t_mix for r in scan.rows if r.n >= 2], dtype=float)",
       "the n ln n fit runs over n >= 2, not n >= 3 as the text says"),
    _m("audit12c.contraction.r2_uncentred", CO,
       "r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))",
       "r2 = float(1 - (resid @ resid) / (ts @ ts))",
       "R^2 of the fit against the uncentred sum of squares"),
    _m("audit12c.contraction.band_slack_sign", CO,
       "slack=2 - hi / lo,",
       "slack=hi / lo - 2,",
       "the band claim's slack has its sign flipped (negative while the claim holds)"),
    # ------------------------------------------------------------ toolkit/models/toy.py (320 statements): 5
    _m("audit12c.toy.cycle_from_four", TO,
       "if graph == \"cycle\" and n > 2:",
       "if graph == \"cycle\" and n > 3:",
       "graph='cycle' on 3 sites leaves out the closing edge (a path)"),
    _m("audit12c.toy.pairwise_error_gamma_n", TO,
       "self._logit_err = gamma(n + 1) * size",
       "self._logit_err = gamma(n) * size",
       "the pairwise logit error bound uses gamma_n, not gamma_{n+1} as documented"),
    _m("audit12c.toy.energy_counts_pairs_twice", TO,
       "for j in range(i + 1, n):\n                e = e + self.J[i, j, x[:, i], x[:, j]]",
       "for j in range(n):\n                e = e + self.J[i, j, x[:, i], x[:, j]]",
       "Pairwise.energy sums J over ordered pairs (each pair twice)"),
    _m("audit12c.toy.torus_side_two", TO,
       "if L * L != n or L < 3:",
       "if L * L != n or L < 2:",
       "a 2 x 2 torus is accepted (an error not raised for bad input)"),
    _m("audit12c.toy.roundoff_is_eps", TO,
       "return float(np.finfo(dt).eps) / 2 if np.issubdtype",
       "return float(np.finfo(dt).eps) if np.issubdtype",
       "the unit roundoff of a float dtype taken as eps, not eps / 2"),
    # ------------------------------------------------------------ toolkit/phase.py (231 statements): 5
    _m("audit12c.phase.majority_stride_n", PH,
       "counts = np.bincount((x + q * np.arange(B)[:, None]).ravel(), minlength=B * q).reshape(B, q)",
       "counts = np.bincount((x + n * np.arange(B)[:, None]).ravel(), minlength=B * q).reshape(B, q)",
       "majority_fraction offsets row b's tokens by b n instead of b q (counts spill across rows when n != q)"),
    _m("audit12c.phase.escape_in_steps", PH,
       "escape[i, j] = float(first.mean()) / n",
       "escape[i, j] = float(first.mean())",
       "the sampled escape time is reported in steps, not sweeps (the 1/n dropped)"),
    _m("audit12c.phase.escape_strict_half", PH,
       "below = full <= 0.5",
       "below = full < 0.5",
       "escape counted at m < 1/2, not m <= 1/2 as documented"),
    _m("audit12c.phase.resolved_any_chain", PH,
       "resolved[i, j] = bool(below.any(axis=1).all())",
       "resolved[i, j] = bool(below.any(axis=1).any())",
       "a cell's escape time is marked resolved when any chain escaped, not every chain"),
    _m("audit12c.phase.scaling_errors_exact", PH,
       "sampled = self.method != \"exact\"",
       "sampled = self.method == \"exact\"",
       "scaling_data passes the standard errors for exact grids and drops them for sampled ones"),
    # ------------------------------------------------------------ toolkit/models/families.py (45 statements): 3
    _m("audit12c.families.coupling_overrides_gamma", FA,
       "if gamma is None and coupling is not None:",
       "if coupling is not None:",
       "planted-margin: --coupling wins over an explicit gamma (documented: an explicit gamma wins)"),
    _m("audit12c.families.asymmetric_is_symmetric", FA,
       "return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)",
       "return toy.random_pairwise(q, n, scale, symmetric=True, max_memory=None, rng=seed)",
       "the asymmetric-pairwise builder builds a symmetric (compatible) model (copy-paste of the next builder)"),
    _m("audit12c.families.planted_default_gamma", FA,
       "gamma = gamma if gamma is not None else 2.0",
       "gamma = gamma if gamma is not None else 1.0",
       "planted-margin's default margin changed from 2 to 1"),
    # ------------------------------------------------------------ toolkit/app/sweep/estimators.py (102): 3
    _m("audit12c.estimators.exact_phase_chi_no_n", ES,
       "\"susceptibility\": K.n * var, \"susceptibility_stderr\": 0.0, \"m2\": m2",
       "\"susceptibility\": var, \"susceptibility_stderr\": 0.0, \"m2\": m2",
       "exact-phase's susceptibility is Var_pi(m_max), the factor n dropped"),
    _m("audit12c.estimators.var_se_no_1_over_C", ES,
       "var_se = math.sqrt(max(mu4 - (C - 3) / (C - 1) * mu2**2, 0.0) / C)",
       "var_se = math.sqrt(max(mu4 - (C - 3) / (C - 1) * mu2**2, 0.0))",
       "the standard error of the sampled variance drops its 1/C"),
    _m("audit12c.estimators.one_chain_accepted", ES,
       "\"n_chains\": check_int(opts[\"n_chains\"], \"n_chains\", minimum=2)",
       "\"n_chains\": check_int(opts[\"n_chains\"], \"n_chains\", minimum=1)",
       "sampled-order accepts n_chains=1 (an across-chain variance of one chain)"),
    # ------------------------------------------------------------ toolkit/app/sweep/store.py (94 statements): 3
    _m("audit12c.store.result_duration_clobbered", SO,
       "name = k if k not in rec and k not in (\"duration_s\", \"created\") else prefix + k",
       "name = k if k not in rec else prefix + k",
       "load_results: a result field named duration_s or created is not prefixed, and the store's own column "
       "overwrites it"),
    _m("audit12c.store.add_always_true", SO,
       "return cur.rowcount == 1",
       "return True",
       "ResultStore.add returns True when the key was already there (documented: False)"),
    _m("audit12c.store.foreign_database_accepted", SO,
       "            if tables:\n                raise self._not_a_store(",
       "            if False:\n                raise self._not_a_store(",
       "an SQLite database of another application (tables, no glauber_meta) is turned into a store instead of "
       "refused"),
]

#: Believed equivalent before the run (none).
EQUIVALENT: dict = {}

#: Found after the first run was recorded (when ``scripts/mutants.py`` could be read): mutants
#: here that are the same bug as an entry there (the same text, or the same change written
#: differently). 40 of the 51; all 40 were killed in the first run. The 11 fresh ones include
#: ``_linalg.stochastic_tolerance_min`` (``sweep6s1._linalg.stochastic_no_dtype_eps`` drops the
#: dtype's term; ``min`` also tightens the float64 tolerance to 1000 u, another bug).
DUPLICATE_OF = {
    "audit12c._linalg.offdiag_pairs_reverse_is_forward": "sweep6s1._linalg.sparse_pairs_reverse_same",
    "audit12c._linalg.empty_matrix_accepted": "audit4a._linalg.empty_accepted",
    "audit12c._linalg.offdiag_chunks_dense_keeps_diagonal": "sweep6s1._linalg.offdiag_keeps_diagonal",
    "audit12c.bounds.t_upper_no_doubling": "i30c.no_doubling",
    "audit12c.bounds.t_lower_first_not_last": "i30c.t_lower_first",
    "audit12c.bounds.lower_bonferroni_no_G": "i30f.bounds.no_bonferroni",
    "audit12c.bounds.pilot_picks_fewest_met": "audit7b.bounds.pilot_least_met",
    "audit12c.incompat.top_tokens_least_likely": "sweep6s3.incompat.top_tokens_least",
    "audit12c.incompat.dedup_ignores_site_j": "blind3.incompat.dedup_j",
    "audit12c.incompat.prevalence_t_dof": "sweep6s3.incompat.t_df_m",
    "audit12c.study.budget_line_smallest_remainders": "cov5h3.study.remainder_smallest",
    "audit12c.study.escape_refuted_lower_end": "audit4c.study.escape_refuted_low_end",
    "audit12c.study.incompat_all_pairs_strict": "audit10a.study.pairs_all_strict",
    "audit12c.study.clustered_needs_three_contexts": "audit8c.study.prevalence_one_context_clustered",
    "audit12c.study.stage_line_skips_current": "sweep6s4.study.stage_rest_from_next",
    "audit12c.study.zero_budget_accepted": "audit4c.study.budget_zero_accepted",
    "audit12c.study.bracket_ratio_strict": "audit4c.study.bracket_ratio_strict",
    "audit12c.basins.distance_one_accepted": "audit4b.basins.hamming1_ok",
    "audit12c.colour_lumped.log_moves_keep_diagonal": "sweep6s1.colour_lumped.log_moves_keep_diagonal",
    "audit12c.colour_lumped.abs_m_sqrt_outside": "audit4a.colour_lumped.abs_m_moment",
    "audit12c.contraction.fit_includes_n2": "harden8h2.contraction.fit_from_n2",
    "audit12c.contraction.r2_uncentred": "audit10b.contraction.r2_uncentred",
    "audit12c.contraction.band_slack_sign": "audit8b.contraction.band_slack_sign",
    "audit12c.toy.cycle_from_four": "sweep6s5.toy.cycle_not_closed_at_three",
    "audit12c.toy.pairwise_error_gamma_n": "sweep6s5.toy.pairwise_error_gamma_n",
    "audit12c.toy.energy_counts_pairs_twice": "sweep6s5.toy.energy_double_counts",
    "audit12c.toy.torus_side_two": "sweep6s5.toy.torus_side_two",
    "audit12c.toy.roundoff_is_eps": "sweep6s5.toy.roundoff_eps",
    "audit12c.phase.majority_stride_n": "audit6b.phase.majority_stride",
    "audit12c.phase.escape_in_steps": "harden10h.phase.escape_in_steps",
    "audit12c.phase.escape_strict_half": "harden11d.phase.escape_strict_half",
    "audit12c.families.coupling_overrides_gamma": "audit9c.families.planted_coupling_overrides_gamma",
    "audit12c.families.asymmetric_is_symmetric": "audit4b.families.asym_symmetric",
    "audit12c.families.planted_default_gamma": "audit4b.families.gamma_default",
    "audit12c.estimators.exact_phase_chi_no_n": "audit4c.estimators.exact_phase_chi_no_n",
    "audit12c.estimators.var_se_no_1_over_C": "audit4c.estimators.var_se_no_c",
    "audit12c.estimators.one_chain_accepted": "audit5c.estimators.one_chain_accepted",
    "audit12c.store.result_duration_clobbered": "audit5c.store.clash_ignores_reserved_names",
    "audit12c.store.add_always_true": "audit8b.store.add_always_new",
    "audit12c.store.foreign_database_accepted": "cov5h3.store.foreign_tables",
}

#: Survivors of the first run: why they survived and the test that kills them now.
SURVIVOR_NOTES = {
    "audit12c.incompat.explicit_pairs_site_n_accepted": {
        "note": "site_pairs' guard on explicit pairs was tested for i == j (test_sweep6s3_incompat.py), never "
                "at site n (one past the last), where `>` for `>=` lets [[0, n]] through (an index out of range "
                "later, not the documented InvalidInputError); not a bug in the code",
        "killed_by": "tests/toolkit/test_audit12c_incompat.py::test_explicit_pairs_refuse_site_n"},
    "audit12c.phase.resolved_any_chain": {
        "note": "sampled_phase_grid's mixing_resolved was checked on a cell where no chain escaped and on one "
                "where every chain did (test_harden10h_phase.py), never where some did and others not; a cell "
                "with a chain that never reached m <= 1/2 is a lower bound (PhaseGrid docstring); not a bug in "
                "the code",
        "killed_by": "tests/toolkit/test_audit12c_phase.py::test_escape_time_in_sweeps_at_the_first_m_at_most_half"},
}

#: Test files added to a mutant's set for the after-run (``--after``).
AFTER_TESTS = {
    "audit12c.incompat.explicit_pairs_site_n_accepted": ["tests/toolkit/test_audit12c_incompat.py"],
    "audit12c.phase.resolved_any_chain": ["tests/toolkit/test_audit12c_phase.py"],
}


def main(argv=None) -> int:
    """The command line (module docstring): the shared record code of ``benchmarks/_blind_audit_record.py``."""
    return _record.main(sys.modules[__name__], argv)


if __name__ == "__main__":
    sys.exit(main())

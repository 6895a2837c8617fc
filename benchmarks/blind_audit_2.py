"""Second blind mutation audit (issue 30): 60 mutants, written without reading
``scripts/mutants.py``, the first audit's catalogue and records, or any file under ``tests/``,
in modules the first audit (:mod:`benchmarks.blind_audit`) did not cover. 20 of them turned out
to be the same bug as an entry of ``scripts/mutants.py`` (:data:`DUPLICATE_OF`, found after the
first run); the record gives the score over all 60 and over the 40 fresh ones.

The runner is the first audit's (``_copy_tree``, ``_run_tests`` of ``benchmarks/blind_audit.py``):
each mutant replaces one exact snippet of one file (it must occur there exactly once) in a
copy of the repository, runs ``python -m pytest -x -q -p no:cacheprovider -m "not slow and not
gpu" <tests>`` there (``CI=1``, one BLAS/OpenMP thread), one mutant at a time, and restores the
file. Exit code 1 with a FAILED test: killed; 0: survived; ``timeout``: the test set ran past
``--timeout`` without a failure (counted apart: not a kill in the acceptance figure); anything
else: an error (not a kill).

The test sets were chosen by name and import only (``grep -l`` over ``tests/``: the files that
import the mutated module), before any mutant ran.

Usage::

    python benchmarks/blind_audit_2.py --baseline --json before.json
    python benchmarks/blind_audit_2.py --id 'blind2.bounds.*' --timeout 300
    python benchmarks/blind_audit_2.py --summarize before.json after_*.json --json record.json
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_audit import _copy_tree, _run_tests, run_mutant  # noqa: E402  (the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]

# ---------------------------------------------------------------- test sets (by import, names only)
TS_UNMASK = ["tests/exact/test_unmasking.py", "tests/toolkit/test_unmasking_sampled.py",
             "tests/toolkit/test_remasking_sampled.py", "tests/toolkit/test_tv_interval.py",
             "tests/test_cli_samplers.py", "tests/test_verify_samplers.py"]
TS_TK_UNMASK = ["tests/toolkit/test_unmasking_sampled.py", "tests/toolkit/test_remasking_sampled.py",
                "tests/toolkit/test_tv_interval.py", "tests/test_cli_samplers.py"]
TS_DYNAMICS = ["tests/toolkit/test_dynamics.py", "tests/toolkit/test_mixing_diagram.py"]
TS_COUPLING = ["tests/toolkit/test_coupling.py", "tests/toolkit/test_coupling_bounds.py",
               "tests/toolkit/test_bound_soundness.py", "tests/toolkit/test_intervals_by_hand.py",
               "tests/toolkit/test_pinned_coupling.py", "tests/toolkit/test_active.py"]
TS_BOUNDS = ["tests/toolkit/test_coupling_bounds.py", "tests/toolkit/test_bound_soundness.py",
             "tests/test_verify_soundness.py", "tests/toolkit/test_dynamics.py"]
TS_MIXING = ["tests/toolkit/test_mixing_diagram.py", "tests/toolkit/test_results.py"]
TS_TRANSFER = ["tests/exact/test_transfer.py", "tests/toolkit/test_finite_size.py",
               "tests/toolkit/test_mixing_diagram.py"]
TS_INFLUENCE = ["tests/exact/test_influence.py", "tests/exact/test_pinned_influence.py",
                "tests/toolkit/test_influence.py", "tests/test_verify_reference.py", "tests/test_exact_vs_sampled.py"]
TS_STATIONARY = ["tests/exact/test_markov.py", "tests/exact/test_residuals_by_hand.py",
                 "tests/exact/test_pinned_spectral.py", "tests/exact/test_stationary_scale.py",
                 "tests/exact/test_peer_fixtures.py"]
TS_REVERSIBILITY = ["tests/exact/test_compat.py", "tests/exact/test_formulas_by_hand.py",
                    "tests/exact/test_rectangle_rule.py", "tests/exact/test_residuals_by_hand.py"]
TS_RECTANGLES = ["tests/exact/test_compat.py", "tests/exact/test_rectangle_rule.py", "tests/exact/test_lumped_fast.py",
                 "tests/toolkit/test_incompat.py", "tests/toolkit/test_pinned_incompat.py",
                 "tests/test_exact_vs_sampled.py"]
TS_LUMPED = ["tests/exact/test_lumped.py", "tests/exact/test_lumped_fast.py", "tests/exact/test_lumped_sectors.py",
             "tests/exact/test_colour_lumped.py", "tests/toolkit/test_mixing_diagram.py"]
TS_RESULTS = ["tests/toolkit/test_results.py", "tests/toolkit/test_roundtrip_nonfinite.py",
              "tests/test_verdicts_and_text.py", "tests/exact/test_formulas_by_hand.py"]
TS_DIAGNOSTICS = ["tests/toolkit/test_diagnostics.py", "tests/toolkit/test_diagnostics_arviz.py",
                  "tests/toolkit/test_pinned_diagnostics.py", "tests/toolkit/test_intervals_by_hand.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


EU, TU, DY, CO, BO = "exact/unmasking.py", "toolkit/unmasking.py", "toolkit/dynamics.py", "toolkit/coupling.py", \
    "toolkit/bounds.py"
MT, MD, TR, IN, ST = "toolkit/app/mixing_truth.py", "toolkit/app/mixing_diagram.py", "exact/transfer.py", \
    "exact/influence.py", "exact/stationary.py"
RV, RC, RR, LU, RE, DG = "exact/reversibility.py", "exact/rectangles.py", "toolkit/_rectangle.py", "exact/lumped.py", \
    "toolkit/results.py", "toolkit/diagnostics.py"

MUTANTS = [
    # ------------------------------------------------------------ exact/unmasking.py (5)
    _m("blind2.unmasking.margin_is_range", EU,
       "        score = top[:, :, -1] - top[:, :, -2]\n    else:\n        raise",
       "        score = top[:, :, -1] - top[:, :, 0]\n    else:\n        raise",
       "margin order: top minus bottom probability instead of the top-two gap (same for q = 2)", TS_UNMASK),
    _m("blind2.unmasking.random_skips_all_masked", EU,
       "        for mm in range(1, n + 1):",
       "        for mm in range(1, n):",
       "random order: the states with all n sites masked get no step (off by one)", TS_UNMASK),
    _m("blind2.unmasking.ordered_rows_exact_count", EU,
       "        rows = np.flatnonzero(np.minimum(m, k) == s)",
       "        rows = np.flatnonzero(m == s)",
       "ordered rules: states with more than k masked sites get no step", TS_UNMASK),
    _m("blind2.unmasking.remask_rounds_floor", EU,
       "    for _ in range(-(-r // min(k, r))):",
       "    for _ in range(r // min(k, r)):",
       "remasking kernel: floor(r/k) unmasking steps instead of ceil(r/k) (k not dividing r)", TS_UNMASK),
    _m("blind2.unmasking.tv_after_restarts", EU,
       "            for _ in range(tt - done):",
       "            for _ in range(tt):",
       "compare_samplers: each t steps on from the previous t's law by t more steps (overshoots)", TS_UNMASK),
    # ------------------------------------------------------------ toolkit/unmasking.py (4)
    _m("blind2.tk_unmasking.remask_one_fewer_site", TU,
       "        sites = np.argsort(rng.random((B, n)), axis=1)[:, :r]",
       "        sites = np.argsort(rng.random((B, n)), axis=1)[:, :r - 1]",
       "sampled remasking remasks r - 1 sites per round (off by one)", TS_TK_UNMASK),
    _m("blind2.tk_unmasking.l2r_is_r2l", TU,
       "            score = np.broadcast_to(-np.arange(n, dtype=float), (B, n))",
       "            score = np.broadcast_to(np.arange(n, dtype=float), (B, n))",
       "sampled left-to-right unmasks the rightmost sites first (sign)", TS_TK_UNMASK),
    _m("blind2.tk_unmasking.tvdev_quarter", TU,
       "    mcdiarmid = math.sqrt((k - 1) / N) / 2 + math.sqrt",
       "    mcdiarmid = math.sqrt((k - 1) / N) / 4 + math.sqrt",
       "tv_deviation_bound: the expectation term halved (an unsound bound)", TS_TK_UNMASK),
    _m("blind2.tk_unmasking.cp_lower_shape", TU,
       "    L = float(beta.ppf(delta / 2, c, N2 - c + 1)) if c > 0 else 0.0",
       "    L = float(beta.ppf(delta / 2, c + 1, N2 - c)) if c > 0 else 0.0",
       "tv_interval: Clopper-Pearson lower end with the upper end's Beta parameters (too high)", TS_TK_UNMASK),
    # ------------------------------------------------------------ toolkit/dynamics.py (5)
    _m("blind2.dynamics.iat_root_k", DY,
       "    return float(-1.0 / math.expm1(log_r / k))",
       "    return float(-1.0 / math.expm1(log_r * k))",
       "relaxation_from_iat: lambda^k inverted with the k-th power instead of the k-th root", TS_DYNAMICS),
    _m("blind2.dynamics.distinguish_no_half", DY,
       "            if 0.5 * (float(lo) - float(hi)) > eps:",
       "            if (float(lo) - float(hi)) > eps:",
       "distinguishing lower bound: dbar <= 2 d dropped (an unsound lower bound on t_mix)", TS_DYNAMICS),
    _m("blind2.dynamics.escape_record_off_by_one", DY,
       "        esc = np.where(hit.any(axis=1), hit.argmax(axis=1) + 1, R).astype(float) * k",
       "        esc = np.where(hit.any(axis=1), hit.argmax(axis=1), R).astype(float) * k",
       "escape times one record early (record r is at step (r + 1) k)", TS_DYNAMICS),
    _m("blind2.dynamics.disagreement_first_half", DY,
       "    m = rec.hamming_ref[:, R - R // 2:].mean(axis=1)",
       "    m = rec.hamming_ref[:, : R // 2].mean(axis=1)",
       "ANOVA between starts on the first half of the run (burn-in) instead of the second", TS_DYNAMICS),
    _m("blind2.dynamics.partner_is_self", DY,
       "    nxt = (start_index + 1) % S",
       "    nxt = start_index % S",
       "replica overlap measured against a chain of the same start (the chain itself)", TS_DYNAMICS),
    # ------------------------------------------------------------ toolkit/coupling.py (4)
    _m("blind2.coupling.lazy_inverted", CO,
       "    move = rng.random(B) >= lazy if lazy else None",
       "    move = rng.random(B) < lazy if lazy else None",
       "coupled_step: pairs move with probability lazy instead of 1 - lazy", TS_COUPLING),
    _m("blind2.coupling.lag_floor", CO,
       "        v = np.maximum(0.0, np.ceil((tau_c - lag - t) / lag))",
       "        v = np.maximum(0.0, np.floor((tau_c - lag - t) / lag))",
       "L-lag bound: floor instead of ceil (an unsound TV bound)", TS_COUPLING),
    _m("blind2.coupling.tvbound_geq", CO,
       "            k = (self.times > t).sum(axis=1)",
       "            k = (self.times >= t).sum(axis=1)",
       "coupling bound: pairs meeting at t counted as apart at t (off by one)", TS_COUPLING),
    _m("blind2.coupling.wilson_term_m", CO,
       "    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den",
       "    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m)) / den",
       "wilson_interval: z^2/(4m) instead of z^2/(4m^2) (too wide)", TS_COUPLING),
    # ------------------------------------------------------------ toolkit/bounds.py (5)
    _m("blind2.bounds.submult_no_doubling", BO,
       "        cands += [2.0 * float(self.times[ok2[0]])] if ok2.size else []",
       "        cands += [1.0 * float(self.times[ok2[0]])] if ok2.size else []",
       "t_upper: sub-multiplicativity without the factor 2 (d(t) <= sqrt(eps) taken as t_mix)", TS_BOUNDS),
    _m("blind2.bounds.event_no_half", BO,
       "    return np.maximum(0.0, 0.5 * (lo - up))",
       "    return np.maximum(0.0, lo - up)",
       "lower side: dbar(t) <= 2 d(t) dropped (an unsound lower bound)", TS_BOUNDS),
    _m("blind2.bounds.use_tile", BO,
       "    use = np.repeat(far >= 0.9 * far.max(), R)",
       "    use = np.tile(far >= 0.9 * far.max(), R)",
       "far-pair mask tiled instead of repeated (misaligned with the pair-major chains)", TS_BOUNDS),
    _m("blind2.bounds.tlower_first", BO,
       "        return int(self.times[ok[-1]]) if ok.size else 0",
       "        return int(self.times[ok[0]]) if ok.size else 0",
       "t_lower: the first grid time above eps instead of the last", TS_BOUNDS),
    _m("blind2.bounds.zup_level", BO,
       "    z_up = _z(1.0 - alpha)  # each",
       "    z_up = _z(1.0 - 2.0 * alpha)  # each",
       "upper ends at one-sided 1 - alpha instead of 1 - alpha/2 (the two ways to t_upper unpaid)", TS_BOUNDS),
    # ------------------------------------------------------------ toolkit/app/mixing_truth.py (3)
    _m("blind2.mixing_truth.torus_tc", MT,
       "    return float(coupling) / math.log(1.0 + math.sqrt(int(q)))",
       "    return float(coupling) / math.log(1.0 + int(q))",
       "torus T_c: ln(1 + q) instead of ln(1 + sqrt q)", TS_MIXING),
    _m("blind2.mixing_truth.deeper_well", MT,
       "    return max(0.0, saddle - max(float(phi[a]), float(phi[b])))",
       "    return max(0.0, saddle - min(float(phi[a]), float(phi[b])))",
       "Curie-Weiss barrier measured from the deeper well instead of the shallower", TS_MIXING),
    _m("blind2.mixing_truth.potts_entropy", MT,
       "        phi = -0.5 * K * (x * x + (q - 1) * y * y) + x * np.log(x) + (1 - x) * np.log(y)",
       "        phi = -0.5 * K * (x * x + (q - 1) * y * y) + x * np.log(x) + (1 - x) * np.log(1 - x)",
       "mean-field Potts profile: entropy of the minority tokens taken as one token", TS_MIXING),
    # ------------------------------------------------------------ toolkit/app/mixing_diagram.py (3)
    _m("blind2.mixing_diagram.rel_upper_drop_one", MD,
       "1 + b / math.log(2), 0.0, 1 + b / math.log(2),",
       "b / math.log(2), 0.0, b / math.log(2),",
       "reversible t_rel upper bound from the contraction bound without the + 1", TS_MIXING),
    _m("blind2.mixing_diagram.cell_argmax", MD,
       "        j = int(np.argmin(np.abs(np.asarray(self.temperatures) - float(temperature))))",
       "        j = int(np.argmax(np.abs(np.asarray(self.temperatures) - float(temperature))))",
       "MixingDiagram.cell: the farthest temperature instead of the nearest", TS_MIXING),
    _m("blind2.mixing_diagram.last_window_dropped", MD,
       "    for k in range(0, len(ns) - WINDOW + 1):",
       "    for k in range(0, len(ns) - WINDOW):",
       "change temperature: the last window of sizes (the largest n) dropped", TS_MIXING),
    # ------------------------------------------------------------ exact/transfer.py (4)
    _m("blind2.transfer.cycle_gap_half_coupling", TR,
       "    return _one_minus_tanh(abs(c) / T) / n",
       "    return _one_minus_tanh(abs(c) / (2 * T)) / n",
       "Glauber's cycle gap with K = c/(2T) inside tanh(K) instead of tanh(2K) = tanh(c/T)", TS_TRANSFER),
    _m("blind2.transfer.tanh_tail_factor", TR,
       "    return 2.0 / (1.0 + math.exp(2.0 * x)) if x < 350 else 2.0 * math.exp(-2.0 * x)",
       "    return 2.0 / (1.0 + math.exp(2.0 * x)) if x < 350 else math.exp(-2.0 * x)",
       "1 - tanh(x) at large x: the factor 2 dropped (low temperature only)", TS_TRANSFER),
    _m("blind2.transfer.binder_no_square", TR,
       "        out[\"binder\"] = 1.0 - out[\"magnetization_4\"] / (3.0 * out[\"magnetization_sq\"] ** 2)",
       "        out[\"binder\"] = 1.0 - out[\"magnetization_4\"] / (3.0 * out[\"magnetization_sq\"])",
       "Binder cumulant: <m^2> not squared", TS_TRANSFER),
    _m("blind2.transfer.chi_no_T", TR,
       "    out[\"chi\"] = n * (q / (q - 1)) * sum(_var(p, rho) for p in ps) / Ts",
       "    out[\"chi\"] = n * (q / (q - 1)) * sum(_var(p, rho) for p in ps)",
       "chi from the one-token moments (q >= 3 without joint counts): the 1/T dropped", TS_TRANSFER),
    # ------------------------------------------------------------ exact/influence.py (3)
    _m("blind2.influence.axis_shift", IN,
       "                ai = i if i < j else i - 1",
       "                ai = i if i < j - 1 else i - 1",
       "axis of site i once axis j is removed: shifted for i = j - 1 too (off by one in the comparison)",
       TS_INFLUENCE),
    _m("blind2.influence.path_coupling_no_n", IN,
       "        path_coupling_max=float(1 - 1 / n + worst_sum.max() / n) if n > 1 else 0.0,",
       "        path_coupling_max=float(1 - 1 / n + worst_sum.max()) if n > 1 else 0.0,",
       "path-coupling check: the sum of TVs not divided by n", TS_INFLUENCE),
    _m("blind2.influence.worst_sum_mean", IN,
       "            worst_sum[j] = max(worst_sum[j], float(S.max()))",
       "            worst_sum[j] = max(worst_sum[j], float(S.mean()))",
       "path-coupling check: the mean over contexts instead of the worst context", TS_INFLUENCE),
    # ------------------------------------------------------------ exact/stationary.py (5)
    _m("blind2.stationary.site_residual_no_lazy", ST,
       "    w = (1 - K.lazy) / K.n\n    for i in range(K.n):\n        C = K.site_conditionals64(i)\n        m =",
       "    w = 1.0 / K.n\n    for i in range(K.n):\n        C = K.site_conditionals64(i)\n        m =",
       "stationary_residual of a random-scan kernel: the (1 - lazy) factor of the moves dropped", TS_STATIONARY),
    _m("blind2.stationary.rate_by_column", ST,
       "        inflow += np.bincount(c, weights=pi[r] * v, minlength=N)\n        rate += np.bincount(r, weights=v, ",
       "        inflow += np.bincount(c, weights=pi[r] * v, minlength=N)\n        rate += np.bincount(c, weights=v, ",
       "balance residual: the out-rate summed by column (inflow rates) instead of by row", TS_STATIONARY),
    _m("blind2.stationary.error_no_N", ST,
       "    est = rho_max + 8 * max(N, terms) * u + model",
       "    est = rho_max + 8 * terms * u + model",
       "error estimate: the 8 N u round-off term replaced by the per-row terms only", TS_STATIONARY),
    _m("blind2.stationary.error_log_replaces", ST,
       "            est += u * float(np.max(np.abs(log_pi[finite])))",
       "            est = u * float(np.max(np.abs(log_pi[finite])))",
       "error estimate: the log-pi term replaces the residual and round-off terms instead of adding", TS_STATIONARY),
    _m("blind2.stationary.gmres_never", ST,
       "    if np.abs(PT @ pi - pi).sum() > tol:\n        restart",
       "    if np.abs(PT @ pi - pi).sum() > 1.0:\n        restart",
       "Krylov law: the GMRES polish never runs (threshold 1 on an L1 residual)", TS_STATIONARY),
    # ------------------------------------------------------------ exact/reversibility.py (3)
    _m("blind2.reversibility.db_no_lazy", RV,
       "    scale = (1 - K.lazy) / K.n",
       "    scale = 1.0 / K.n",
       "detailed-balance residual of a lazy random-scan kernel: (1 - lazy) dropped", TS_REVERSIBILITY),
    _m("blind2.reversibility.edge_tol_one_pi", RV,
       "    return EDGE_RTOL + 2 * pi_relative_error + 2 * e",
       "    return EDGE_RTOL + pi_relative_error + 2 * e",
       "edge tolerance: pi's relative error on one end of the edge only", TS_REVERSIBILITY),
    _m("blind2.reversibility.entry_roundoff_half", RV,
       "    S = 2.0 * max_abs_logit / T + math.log(q) + math.log(n)",
       "    S = max_abs_logit / T + math.log(q) + math.log(n)",
       "log-entry round-off: the logsumexp's magnitude 2 max|l|/T halved", TS_REVERSIBILITY),
    # ------------------------------------------------------------ exact/rectangles.py + toolkit/_rectangle.py (6)
    _m("blind2.rectangles.skip_neighbours", RC,
       "        for j in range(i + 1, n):\n            Li = np.moveaxis(L.values[i].reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)  # [c, a, b]\n",
       "        for j in range(i + 2, n):\n            Li = np.moveaxis(L.values[i].reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)  # [c, a, b]\n",
       "rectangle rule: site pairs (i, i+1) never checked (nearest-neighbour couplings, n = 2)", TS_RECTANGLES),
    _m("blind2.rectangles.reference_b_from_2", RC,
       "np.meshgrid(np.arange(1, q), np.arange(1, q), indexing=\"ij\"))",
       "np.meshgrid(np.arange(1, q), np.arange(2, q), indexing=\"ij\"))",
       "rectangle rule: reference rectangles skip b = 1 (none at all for q = 2)", TS_RECTANGLES),
    _m("blind2.rectangles.err_i_twice", RC,
       "\"bound\": _rectangle.bound(t, u, err[i], err[j]).reshape(-1) / T}",
       "\"bound\": _rectangle.bound(t, u, err[i], err[i]).reshape(-1) / T}",
       "all_rectangles: site i's logit error used for site j too (swapped arguments)", TS_RECTANGLES),
    _m("blind2.rectangles.count_power", RC,
       "    return pairs * q ** (n - 2) * (q * (q - 1) // 2) ** 2",
       "    return pairs * q ** (n - 1) * (q * (q - 1) // 2) ** 2",
       "count_rectangles: q^(n-1) contexts instead of q^(n-2)", TS_RECTANGLES),
    _m("blind2.rectangles.rtol_no_floor", RC,
       "    return np.array([r * max(1.0, float(np.abs(L.values[i]).max())) for i in range(L.n)])",
       "    return np.array([r * float(np.abs(L.values[i]).max()) for i in range(L.n)])",
       "logit_rtol errors without the floor max(1, |l|)", TS_RECTANGLES),
    _m("blind2.rectangle.bound_drops_u", RR,
       "    return ARITH * (t + u) + 4.0",
       "    return ARITH * t + 4.0",
       "certificate: the rounding of the u logits (site j's) left out of gamma_7 sum |t_k|", TS_RECTANGLES),
    # ------------------------------------------------------------ exact/lumped.py (3)
    _m("blind2.lumped.symmetric_sector_lower", LU,
       "    lo = max(gap - e, 0.0) if kind == \"full\" else 0.0",
       "    lo = max(gap - e, 0.0)",
       "one symmetry sector's gap taken as a two-sided estimate of the full gap (lower end not 0)", TS_LUMPED),
    _m("blind2.lumped.sector_choice", LU,
       "    if g.lambda_star > s.lambda_star:",
       "    if g.lambda_star < s.lambda_star:",
       "q = 3 sectors: the smaller lambda_star taken (the gap of the wrong sector)", TS_LUMPED),
    _m("blind2.lumped.round_off_half", LU,
       "    return int(math.ceil(2 * err * (b - a) / (d[a] - d[b])))",
       "    return int(math.ceil(err * (b - a) / (d[a] - d[b])))",
       "t_mix round-off: err instead of 2 err over the secant", TS_LUMPED),
    # ------------------------------------------------------------ toolkit/results.py (4)
    _m("blind2.results.inf_sign", RE,
       "nonfinite[\"nan\" if math.isnan(x) else (\"inf\" if x > 0 else \"-inf\")]",
       "nonfinite[\"nan\" if math.isnan(x) else (\"inf\" if x < 0 else \"-inf\")]",
       "save: +inf listed as -inf and -inf as +inf", TS_RESULTS),
    _m("blind2.results.plain_key_unescaped", RE,
       "        return {str(k): _encode(x, None, f\"{path}/{_escape(str(k))}\", nonfinite, typed=False)",
       "        return {str(k): _encode(x, None, f\"{path}/{str(k)}\", nonfinite, typed=False)",
       "--json: dict keys with / or ~ not escaped in the nonfinite JSON Pointers", TS_RESULTS),
    _m("blind2.results.equal_nan_or", RE,
       "        return bool(a == b) or (math.isnan(float(a)) and math.isnan(float(b)))",
       "        return bool(a == b) or (math.isnan(float(a)) or math.isnan(float(b)))",
       "results_equal: a NaN equals any number", TS_RESULTS),
    _m("blind2.results.z_one_sided", RE,
       "    return float(norm.ppf(0.5 + level / 2))",
       "    return float(norm.ppf(level))",
       "_z: the one-sided quantile instead of the two-sided", TS_RESULTS),
    # ------------------------------------------------------------ toolkit/diagnostics.py (3)
    _m("blind2.diagnostics.iat_se_2M", DG,
       "    se = tau * math.sqrt(2.0 * (2 * M + 1) / (m * N))",
       "    se = tau * math.sqrt(2.0 * (2 * M) / (m * N))",
       "Sokal's standard error of tau with 2M instead of 2M + 1", TS_DIAGNOSTICS),
    _m("blind2.diagnostics.rhat_no_sqrt", DG,
       "    return float(math.sqrt(var_plus / W))",
       "    return float(var_plus / W)",
       "R-hat without the square root", TS_DIAGNOSTICS),
    _m("blind2.diagnostics.mcse_quantile_floor", DG,
       "    b = int(math.ceil(min(hi * S - 1, S - 1)))",
       "    b = int(math.floor(min(hi * S - 1, S - 1)))",
       "quantile MCSE: the upper order statistic rounded down", TS_DIAGNOSTICS),
]


def _score(rows, key):
    n = sum(not r["equivalent"] for r in rows)
    k = sum(r[key] == "killed" and not r["equivalent"] for r in rows)
    return {"killed": k, "non_equivalent": n, "score": round(k / n, 4) if n else None}


def summarize(before_path, after_paths) -> dict:
    """The record: the first run (the acceptance figure; over all mutants and over the fresh ones,
    those not already in ``scripts/mutants.py``) and each mutant's outcome after the audit's tests
    (later runs of single mutants), with the notes on the survivors (:data:`SURVIVOR_NOTES`)."""
    before = json.loads(Path(before_path).read_text())
    after = {}
    for p in after_paths:
        for r in json.loads(Path(p).read_text())["results"]:
            after[r["id"]] = r
    rows = []
    for r in before["results"]:
        a = after.get(r["id"])
        note = SURVIVOR_NOTES.get(r["id"], {})
        rows.append({"id": r["id"], "file": r["file"], "description": r["description"], "tests": r["tests"],
                     "outcome_first_run": r["outcome"], "wall_s": r["wall_s"], "last": r["last"],
                     "equivalent": bool(note.get("equivalent", False)), "note": note.get("note", ""),
                     "duplicate_of": DUPLICATE_OF.get(r["id"], ""),
                     "outcome_after": a["outcome"] if a else r["outcome"], "killed_by": note.get("killed_by", "")})
    fresh = [r for r in rows if not r["duplicate_of"]]
    per_module = {}
    for f in dict.fromkeys(r["file"] for r in rows):
        mine = [r for r in rows if r["file"] == f]
        mine_fresh = [r for r in mine if not r["duplicate_of"]]
        per_module[f] = {"mutants": len(mine), "fresh": len(mine_fresh),
                         "first_run": _score(mine, "outcome_first_run"),
                         "first_run_fresh": _score(mine_fresh, "outcome_first_run"),
                         "after": _score(mine, "outcome_after")}
    return {"command": before["command"], "load_at_start": before["load_at_start"], "timeout_s": before["timeout_s"],
            "baseline": before.get("baseline", {}), "n_mutants": len(rows), "n_fresh": len(fresh),
            "n_equivalent": sum(r["equivalent"] for r in rows),
            "first_run": _score(rows, "outcome_first_run"), "first_run_fresh": _score(fresh, "outcome_first_run"),
            "after": _score(rows, "outcome_after"), "after_fresh": _score(fresh, "outcome_after"),
            "per_module": per_module, "mutants": rows}


def _pct(s) -> str:
    return f"{s['killed']}/{s['non_equivalent']} ({100 * s['score']:.1f} %)"


def markdown(doc: dict, head: str = "") -> str:
    """The record as markdown: ``head`` (protocol, commands, load), the figures, the per-module
    table, the survivors with their notes, then every mutant."""
    out = [head.rstrip(), "",
           "## First run (the acceptance figure)", "",
           f"- all {doc['n_mutants']} mutants: **{_pct(doc['first_run'])}** killed of the non-equivalent "
           f"({doc['n_equivalent']} equivalent)",
           f"- the {doc['n_fresh']} fresh ones (not the same bug as an entry of scripts/mutants.py): "
           f"**{_pct(doc['first_run_fresh'])}**",
           f"- after the tests this audit appended: all {_pct(doc['after'])}, fresh {_pct(doc['after_fresh'])}", "",
           "| module | mutants | fresh | first run (all) | first run (fresh) | after |",
           "|---|---|---|---|---|---|"]
    for f, m in doc["per_module"].items():
        out.append(f"| {f} | {m['mutants']} | {m['fresh']} | {_pct(m['first_run'])} | "
                   f"{_pct(m['first_run_fresh']) if m['fresh'] else '-'} | {_pct(m['after'])} |")
    out += ["", "## Survivors of the first run", ""]
    for r in doc["mutants"]:
        if r["outcome_first_run"] != "killed":
            out += [f"- `{r['id']}` ({r['file']}): {r['description']}. {r['note']}. "
                    f"After: {r['outcome_after']}, by `{r['killed_by']}`."]
    out += ["", "## Every mutant", "", "| id | file | first run | s | after | same bug as (scripts/mutants.py) |",
            "|---|---|---|---|---|---|"]
    for r in doc["mutants"]:
        out.append(f"| {r['id']} | {r['file']} | {r['outcome_first_run']} | {r['wall_s']} | {r['outcome_after']} | "
                   f"{r['duplicate_of'] or '-'} |")
    return "\n".join(out) + "\n"


#: Found after the first run (when ``scripts/mutants.py`` could be read): mutants of this
#: catalogue that are the same bug as an entry there (same text, or the same change written
#: differently); they are not fresh, and the acceptance figure is also given without them.
DUPLICATE_OF = {
    "blind2.unmasking.tv_after_restarts": "unmasking.glauber_repair_restarts",
    "blind2.dynamics.distinguish_no_half": "dynamics.distinguishing_no_half",
    "blind2.coupling.lag_floor": "coupling.lag_floor",
    "blind2.coupling.tvbound_geq": "coupling.tv_bound_ge",
    "blind2.bounds.tlower_first": "i30c.t_lower_first",
    "blind2.influence.path_coupling_no_n": "influence.path_max_no_average",
    "blind2.reversibility.edge_tol_one_pi": "i30f.reversibility.tol_pi_once",
    "blind2.reversibility.entry_roundoff_half": "i30f.reversibility.roundoff_S",
    "blind2.lumped.symmetric_sector_lower": "i27l.symmetric_interval_from_gap",
    "blind2.lumped.round_off_half": "i30f.lumped.round_off_half",
    "blind2.stationary.site_residual_no_lazy": "i30c.sr_sites_w (w = 1 / K.n)",
    "blind2.stationary.rate_by_column": "i30c.bal_rate_c",
    "blind2.reversibility.db_no_lazy": "i30c.db_scale (scale = 1 / K.n)",
    "blind2.rectangles.skip_neighbours": "i30c.rev_skip_nn",
    "blind2.rectangles.reference_b_from_2": "i30c.rev_tokens",
    "blind2.results.plain_key_unescaped": "i30c.cli_esc_none",
    "blind2.bounds.submult_no_doubling": "i30c.no_doubling (float(t) for 1.0 * float(t))",
    "blind2.bounds.zup_level": "i30f.bounds.z_up_one_sided",
    "blind2.tk_unmasking.remask_one_fewer_site": "tk_unmasking.remask_one_site_short (:max(r - 1, 1); differs at r = 1)",
    "blind2.stationary.gmres_never": "i30c.gmres_skip (polish only below tol: never when needed)",
}

#: Every survivor of the first run: not equivalent (an input where the behaviour differs), and the
#: test appended to kill it (each from a closed form or an independent computation).
SURVIVOR_NOTES = {
    "blind2.tk_unmasking.cp_lower_shape": {
        "note": "not equivalent: codes 0 x 1990, 1 x 10, Q = (1/2, 1/2): the Clopper-Pearson lower end "
                "P(Bin(1000, L) >= 990) = 0.025 gives lo = L - 1/2; Beta(c + 1, N2 - c) gives a larger L "
                "(and NaN at c = N2)",
        "killed_by": "tests/toolkit/test_tv_interval.py::test_split_lower_end_is_the_clopper_pearson_bound_by_hand"},
    "blind2.dynamics.escape_record_off_by_one": {
        "note": "not equivalent: records every 3 steps, first hits at records 2 and 0: escape times 9 and 3 "
                "(mean 6), the mutant 6 and 0 (mean 3)",
        "killed_by": "tests/toolkit/test_dynamics.py::test_escape_time_is_the_step_of_the_first_record_at_the_radius"},
    "blind2.dynamics.disagreement_first_half": {
        "note": "not equivalent: starts that differ in the first half only (burn-in) give p = 1 on the second "
                "half, p = 0 on the first",
        "killed_by": "tests/toolkit/test_dynamics.py::test_disagreement_reads_the_second_half_of_the_run"},
    "blind2.bounds.use_tile": {
        "note": "not equivalent with two start pairs at different Hamming distances: tile selects every other "
                "chain of both pairs instead of the far pair's chains (equivalent with one pair, which is "
                "what starts='extremes' gives for q = 2)",
        "killed_by": "tests/toolkit/test_coupling_bounds.py::test_lower_side_reads_the_far_pairs_chains_only"},
    "blind2.mixing_truth.torus_tc": {
        "note": "not equivalent: q = 2 gives 1/ln 3 = 0.910 instead of Onsager's 1/ln(1 + sqrt 2) = 1.135",
        "killed_by": "tests/toolkit/test_mixing_diagram.py::test_torus_critical_temperature_closed_form"},
    "blind2.mixing_truth.deeper_well": {
        "note": "not equivalent: Curie-Weiss at K = 2, H = 0.2 has wells of different depths; the barrier from "
                "the deeper one is larger",
        "killed_by": "tests/toolkit/test_mixing_diagram.py::test_curie_weiss_barrier_is_over_the_shallower_well_by_hand"},
    "blind2.mixing_diagram.cell_argmax": {
        "note": "not equivalent: cell(8, 0.9) on the grid (0.5, 1, 2) is the T = 2 cell",
        "killed_by": "tests/toolkit/test_mixing_diagram.py::test_cell_lookup_and_last_window_of_sizes"},
    "blind2.mixing_diagram.last_window_dropped": {
        "note": "not equivalent: 4 sizes give one window instead of two, and `change` is then on (4, 8, 16)",
        "killed_by": "tests/toolkit/test_mixing_diagram.py::test_cell_lookup_and_last_window_of_sizes"},
    "blind2.transfer.tanh_tail_factor": {
        "note": "not equivalent for c/T >= 350 (the asymptotic branch): half of Glauber's gap",
        "killed_by": "tests/exact/test_transfer.py::test_glauber_cycle_gap_at_low_temperature_keeps_the_factor_two"},
    "blind2.stationary.error_no_N": {
        "note": "not equivalent when N > terms (a dense or sparse chain of more than 64 states): 8 * 64 u "
                "instead of 8 N u",
        "killed_by": "tests/exact/test_residuals_by_hand.py::test_error_estimate_holds_the_round_off_term_of_every_state"},
    "blind2.rectangles.rtol_no_floor": {
        "note": "not equivalent for a site whose logits are all below 1 in size: err 0.001 instead of 0.01",
        "killed_by": "tests/exact/test_rectangle_rule.py::test_logit_rtol_override_has_a_floor_of_one"},
    "blind2.results.equal_nan_or": {
        "note": "not equivalent: results_equal(1.0, nan) is True under the mutant",
        "killed_by": "tests/toolkit/test_results.py::test_results_equal_nan_only_equals_nan"},
    "blind2.results.z_one_sided": {
        "note": "not equivalent: _z(0.95) = 1.645 instead of 1.960",
        "killed_by": "tests/toolkit/test_results.py::test_z_is_the_two_sided_normal_quantile"},
}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--id", default="*", help="glob over mutant ids")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--json", default=None, help="write the results here")
    ap.add_argument("--baseline", action="store_true", help="first run every test set on the unmutated copy")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--summarize", nargs="+", default=None, metavar="JSON")
    ap.add_argument("--md", default=None, help="with --summarize: write the markdown record here")
    ap.add_argument("--md-head", default=None, help="with --md: a file whose text heads the record (protocol)")
    args = ap.parse_args(argv)
    if args.summarize:
        doc = summarize(args.summarize[0], args.summarize[1:])
        print(f"first run {_pct(doc['first_run'])}, fresh {_pct(doc['first_run_fresh'])}; after {_pct(doc['after'])}")
        if args.json:
            Path(args.json).write_text(json.dumps(doc, indent=1) + "\n")
        if args.md:
            Path(args.md).write_text(markdown(doc, Path(args.md_head).read_text() if args.md_head else ""))
        return 0
    chosen = [m for m in MUTANTS if fnmatch.fnmatch(m["id"], args.id)]
    for m in chosen:   # every snippet occurs exactly once
        text = (ROOT / m["file"]).read_text()
        if text.count(m["original"]) != 1:
            raise SystemExit(f"{m['id']}: the original snippet occurs {text.count(m['original'])} times in {m['file']}")
    if args.list:
        for m in chosen:
            print(m["id"], m["file"], " ".join(m["tests"]))
        print(f"{len(chosen)} mutants")
        return 0
    load = os.getloadavg()
    results, baseline = [], {}
    with tempfile.TemporaryDirectory(prefix="blind-audit-2-") as tmp:
        tree = Path(tmp) / "repo"
        _copy_tree(tree)
        if args.baseline:
            for ts in sorted({tuple(m["tests"]) for m in chosen}):
                outcome, rc, wall, last = _run_tests(tree, ts, args.timeout)
                baseline[" ".join(ts)] = {"returncode": rc, "wall_s": round(wall, 1), "last": last}
                print(f"baseline {' '.join(ts)}: rc={rc} {wall:.1f}s {last}", flush=True)
        for m in chosen:
            results.append(run_mutant(tree, m, args.timeout))
            if args.json:   # after every mutant: an interrupted run keeps what it measured
                doc = {"command": "python benchmarks/blind_audit_2.py " + " ".join(argv if argv is not None
                                                                                 else sys.argv[1:]),
                       "load_at_start": load, "timeout_s": args.timeout, "baseline": baseline, "results": results}
                Path(args.json).write_text(json.dumps(doc, indent=1) + "\n")
    killed = sum(r["outcome"] == "killed" for r in results)
    print(f"{killed} of {len(results)} killed; load at start {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

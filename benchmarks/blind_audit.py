"""Blind mutation audit (issue 30): 40 mutants written without reading ``scripts/mutants.py``,
each run against the test files that target its module.

Each mutant replaces one exact snippet of one file (it must occur there exactly once) in a
copy of the repository (``.git``, ``.venv`` and caches left out), runs
``python -m pytest -x -q -p no:cacheprovider -m "not slow and not gpu" <tests>`` there
(``CI=1``, ``PYTHONDONTWRITEBYTECODE=1``, one BLAS/OpenMP thread, the copy first on
``PYTHONPATH``), one mutant at a time, and restores the file. Exit code 1 (a test failed) or
the timeout: killed; 0: survived; anything else: an error (not a kill).

Usage::

    python benchmarks/blind_audit.py --json benchmarks/results/blind-audit-2026-12-02.json
    python benchmarks/blind_audit.py --id 'blind.theory.*' --timeout 300

``--baseline`` also runs every test set once on the unmutated copy (each must pass).
``--summarize BEFORE AFTER...`` runs nothing: it merges the JSON of the first run (before the
audit's tests) with later runs of single mutants (after them) into the record, with the notes on
the survivors (:data:`SURVIVOR_NOTES`)::

    python benchmarks/blind_audit.py --summarize before.json after_*.json --json record.json
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IGNORED = {".venv", ".git", "__pycache__", ".pytest_cache", ".hypothesis", ".ruff_cache", ".mypy_cache"}
TOP_IGNORED = {"report"}   # the top-level report/ only (toolkit/app/report is code)

# test sets: the test files named after the module or importing it (tests/ tree only)
TS_TESTING = ["tests/toolkit/test_testing.py"]
TS_MARGINS = ["tests/toolkit/test_margins.py", "tests/test_one_copy.py", "tests/toolkit/test_metastable.py"]
TS_STATES = ["tests/toolkit/test_states.py", "tests/test_one_copy.py"]
TS_THEORY = ["tests/toolkit/test_theory.py", "tests/test_verify_soundness.py", "tests/toolkit/test_bound_soundness.py",
             "tests/test_one_copy.py"]
TS_MARKOV = ["tests/exact/test_markov.py"]
TS_LUMPED = ["tests/exact/test_lumped_fast.py", "tests/exact/test_lumped.py"]
TS_SPECTRAL = ["tests/exact/test_pinned_spectral.py", "tests/exact/test_certified_gap.py",
               "tests/exact/test_low_temperature.py", "tests/exact/test_numerics.py"]
TS_GROWTH = ["tests/toolkit/test_growth.py"]
TS_FSS = ["tests/toolkit/test_finite_size.py"]
TS_RESULTS = ["tests/toolkit/test_results.py", "tests/toolkit/test_roundtrip_nonfinite.py"]
TS_BASINS = ["tests/exact/test_metastable.py", "tests/exact/test_pinned_metastable.py", "tests/toolkit/test_margins.py"]


def _m(id_, file, original, mutated, description, tests):
    return {"id": id_, "file": file, "original": original, "mutated": mutated, "description": description,
            "tests": list(tests)}


MUTANTS = [
    # ------------------------------------------------------------------ toolkit/app/testing.py
    _m("blind.testing.holm_not_monotone", "toolkit/app/testing.py",
       "adj = np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * p[order]))",
       "adj = np.minimum(1.0, (m - np.arange(m)) * p[order])",
       "Holm's step-down without the running maximum: adjusted p-values not monotone in the raw ones",
       TS_TESTING),
    _m("blind.testing.pearson_dof_plus_one", "toolkit/app/testing.py",
       "    dof = len(E) - 1\n",
       "    dof = len(E)\n",
       "chi-square degrees of freedom = number of pooled cells (the constraint sum = N forgotten)",
       TS_TESTING),
    _m("blind.testing.detectable_w_no_sqrt", "toolkit/app/testing.py",
       "return float(math.sqrt(lam / n_samples))",
       "return float(lam / n_samples)",
       "Cohen's w from the noncentrality without the square root (lambda = N w^2)",
       TS_TESTING),
    _m("blind.testing.mistake_lazy_ignores_base", "toolkit/app/testing.py",
       "return at(lazy2=1.0 - (1.0 - lazy) * 0.5)",
       "return at(lazy2=0.5)",
       "the 'lazy' mistake's kernel holds with 1/2 whatever the claimed laziness (should be 1 - (1 - lazy)/2)",
       TS_TESTING),
    _m("blind.testing.planted_hold_inverted", "toolkit/app/testing.py",
       "moving = rng.random(B) >= hold if hold > 0",
       "moving = rng.random(B) < hold if hold > 0",
       "planted/reference step moves with probability `hold` instead of 1 - hold",
       TS_TESTING),
    # ------------------------------------------------------------------ toolkit/_margins.py
    _m("blind.margins.max_others_strict", "toolkit/_margins.py",
       "return np.where(z >= top1, top2, top1)",
       "return np.where(z > top1, top2, top1)",
       "max over the other tokens: the argmax compared strictly, so its own logit is its competitor (margin 0)",
       TS_MARGINS),
    _m("blind.margins.one_token_zero", "toolkit/_margins.py",
       "return z, np.full_like(z, -np.inf)",
       "return z, np.zeros_like(z)",
       "one token: the second largest logit taken as 0 instead of -inf (margin l instead of +inf)",
       TS_MARGINS),
    _m("blind.margins.state_margin_max", "toolkit/_margins.py",
       "return own.min(axis=1)",
       "return own.max(axis=1)",
       "a state's margin the largest site margin instead of the smallest",
       TS_MARGINS),
    # ------------------------------------------------------------------ toolkit/_states.py
    _m("blind.states.decode_no_mod", "toolkit/_states.py",
       "return (idx[..., None] // strides(q, n)) % q",
       "return idx[..., None] // strides(q, n)",
       "decode without the modulo: higher digits leak into lower sites",
       TS_STATES),
    _m("blind.states.context_zero_digit", "toolkit/_states.py",
       "idx = np.where(keep, idx * q + x[:, j], idx)",
       "idx = np.where(keep, idx * q + x[:, j], idx * q)",
       "context index keeps a 0 digit for the removed site (an index over n sites, not n - 1)",
       TS_STATES),
    _m("blind.states.tie_no_decrease_guard", "toolkit/_states.py",
       "return (excess <= 0) | ((excess <= TIE_ATOL) & (excess <= np.asarray(d_prev, dtype=float) - d))",
       "return (excess <= 0) | (excess <= TIE_ATOL)",
       "the tie slack applied without requiring d to have fallen by the excess (metastable t_mix ends early)",
       TS_STATES),
    # ------------------------------------------------------------------ toolkit/theory.py
    _m("blind.theory.lower_no_two", "toolkit/theory.py",
       "return math.log(1.0 / (2.0 * check_eps(eps)))",
       "return math.log(1.0 / check_eps(eps))",
       "reversible lower bound factor ln(1/eps) instead of ln(1/(2 eps)): an unsound lower bound",
       TS_THEORY),
    _m("blind.theory.pi_error_raises_pi_min", "toolkit/theory.py",
       "return math.log(1.0 / check_eps(eps)) - float(log_pi_min) - math.log1p(-min(float(pi_relative_error), 0.5))",
       "return math.log(1.0 / check_eps(eps)) - float(log_pi_min) + math.log1p(-min(float(pi_relative_error), 0.5))",
       "upper factor: pi_min raised by its relative error instead of lowered (unsound upper bound)",
       TS_THEORY),
    _m("blind.theory.paulin_upper_end", "toolkit/theory.py",
       "        g = g - e\n",
       "        g = g + e\n",
       "Paulin bound from the upper end of each gamma_k's interval (unsound)",
       TS_THEORY),
    # ------------------------------------------------------------------ exact/markov.py
    _m("blind.markov.with_scan_ignores_lazy", "exact/markov.py",
       "if scan == self.scan and lazy == self.lazy:",
       "if scan == self.scan:",
       "with_scan returns the lazy chain itself when a non-lazy chain of the same scan is asked for",
       TS_MARKOV),
    _m("blind.markov.scan_order_tv_T1", "exact/markov.py",
       'sys_pi = stationary_law(GlauberKernel(c.logits, temperature=c.temperature, scan="systematic")).pi',
       'sys_pi = stationary_law(GlauberKernel(c.logits, temperature=1.0, scan="systematic")).pi',
       "scan-order TV compares with the systematic chain at T = 1, not at the chain's temperature",
       TS_MARKOV),
    _m("blind.markov.contraction_own_tmix", "exact/markov.py",
       "return ContractionCheck(c.influence(eps), c.mixing(eps).t_mix)",
       "return ContractionCheck(c.influence(eps), self.mixing(eps).t_mix)",
       "contraction bound compared with the t_mix of this (systematic or lazy) chain, not the random-scan one",
       TS_MARKOV),
    # ------------------------------------------------------------------ exact/lumped_checks.py
    _m("blind.lumped_checks.alpha_n", "exact/lumped_checks.py",
       "alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4",
       "alpha, T0 = n * R, (n - 1) * Lm / 4",
       "count influence: alpha = n R instead of (n - 1) R (the diagonal counted)",
       TS_LUMPED),
    _m("blind.lumped_checks.err_i_three_cells", "exact/lumped_checks.py",
       "err_i = np.max(np.stack([E[ib, a], E[ib, a2], E[ib2, a], E[ib2, a2]]), axis=0)",
       "err_i = np.max(np.stack([E[ib, a], E[ib, a2], E[ib2, a]]), axis=0)",
       "count rectangle certificate: site i's declared logit error over 3 of its 4 cells",
       TS_LUMPED),
    _m("blind.lumped_checks.exit_sum_from_lo_plus_one", "exact/lumped_checks.py",
       "js = np.arange(lo, n + 1)",
       "js = np.arange(lo + 1, n + 1)",
       "birth-death exit time from an up-set: the sum starts one level too high (drops the j = lo term)",
       TS_LUMPED),
    _m("blind.lumped_checks.sector_upper_bound", "exact/lumped_checks.py",
       "if full and g.reversible:",
       "if g.reversible:",
       "reversible upper bound kept when the gap is the symmetric sector's only (an upper bound on the gap)",
       TS_LUMPED),
    # ------------------------------------------------------------------ exact/spectral.py
    _m("blind.spectral.solve_error_no_N", "exact/spectral.py",
       "e_solve = 10 * N * _U * float(np.linalg.norm(Bb, 2))",
       "e_solve = 10 * _U * float(np.linalg.norm(Bb, 2))",
       "dense non-reversible eig: backward error without its factor N",
       TS_SPECTRAL),
    _m("blind.spectral.err_top_only", "exact/spectral.py",
       "err = float(errs[near].max())",
       "err = float(errs[j])",
       "error of lambda_star: that of the top eigenvalue only, not of every eigenvalue whose interval reaches it",
       TS_SPECTRAL),
    _m("blind.spectral.perturbed_exponent_one", "exact/spectral.py",
       "return 10.0 * d1 * (e0 / (PERTURB[0] * nb)) ** p, p",
       "return 10.0 * d1 * (e0 / (PERTURB[0] * nb)), p",
       "measured error extrapolated linearly whatever the exponent (a near Jordan block's 1/k root ignored)",
       TS_SPECTRAL),
    _m("blind.spectral.mp_refine_keeps_wider", "exact/spectral.py",
       "if not new.relative_width(g, lg) < width:",
       "if new.relative_width(g, lg) < width:",
       "_mp_refine: the mpmath interval kept only when it is wider than float64's",
       TS_SPECTRAL),
    # ------------------------------------------------------------------ exact/_mp_spectrum.py
    _m("blind.mp_spectrum.gap_ignores_minus_one", "exact/_mp_spectrum.py",
       "gap = min(mu[1], 2 - mu[-1])",
       "gap = mu[1]",
       "reversible mpmath gap 1 - lambda_2 only (lambda_min near -1 ignored: the absolute gap)",
       TS_SPECTRAL),
    _m("blind.mp_spectrum.lazy_not_scaled", "exact/_mp_spectrum.py",
       "M = M * (1 - lazy) + mpmath.eye(N) * lazy",
       "M = M + mpmath.eye(N) * lazy",
       "mpmath kernel of a lazy chain: P + lazy I (rows sum to 1 + lazy)",
       TS_SPECTRAL),
    _m("blind.mp_spectrum.no_rounding_term", "exact/_mp_spectrum.py",
       "err += gap * mpmath.mpf(gap_rounding(P, 1.0))",
       "err += 0 * gap * mpmath.mpf(gap_rounding(P, 1.0))",
       "reversible mpmath gap error without the model rounding's relative term",
       TS_SPECTRAL),
    # ------------------------------------------------------------------ toolkit/growth.py
    _m("blind.growth.no_top_pair", "toolkit/growth.py",
       "poly = bool(np.isfinite(hw).all() and up_span <= z_poly and up_slopes[-1] <= z_poly)",
       "poly = bool(np.isfinite(hw).all() and up_span <= z_poly)",
       "polynomial verdict from the window's span only (the top pair's slope not checked)",
       TS_GROWTH),
    _m("blind.growth.slack_sign", "toolkit/growth.py",
       "low_slopes[-1] >= (1.0 - FAST_SLACK) * low_slopes[-2]",
       "low_slopes[-1] >= (1.0 + FAST_SLACK) * low_slopes[-2]",
       "faster-than-polynomial: the top slope must exceed the lower one by 5 % instead of falling by at most 5 %",
       TS_GROWTH),
    _m("blind.growth.censored_tie", "toolkit/growth.py",
       "censored = bool(lo > 0 and (not uncensored or max(uncensored) < lo))",
       "censored = bool(lo > 0 and (not uncensored or max(uncensored) <= lo))",
       "bracket: an uncensored bound equal to the censored one still flags the low end censored",
       TS_GROWTH),
    # ------------------------------------------------------------------ toolkit/finite_size.py (fss_verdict)
    _m("blind.fss.inside_one_step", "toolkit/finite_size.py",
       "inside = T[0] + 2 * (T[1] - T[0]) <= tc_b <= T[-1] - 2 * (T[-1] - T[-2])",
       "inside = T[0] + (T[1] - T[0]) <= tc_b <= T[-1] - (T[-1] - T[-2])",
       "Binder crossing counted inside the grid one step from its edge instead of two",
       TS_FSS),
    _m("blind.fss.narrow_le", "toolkit/finite_size.py",
       "narrow = n.size < MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "narrow = n.size <= MIN_SIZES or n[-1] / n[0] < MIN_RANGE",
       "MIN_SIZES sizes called too narrow (off by one)",
       TS_FSS),
    _m("blind.fss.zero_one_error", "toolkit/finite_size.py",
       "np.isfinite(tc_p_err) and tc_peak <= 2 * tc_p_err",
       "np.isfinite(tc_p_err) and tc_peak <= tc_p_err",
       "crossover: T_c within one error of 0 instead of two",
       TS_FSS),
    # ------------------------------------------------------------------ toolkit/results.py
    _m("blind.results.escape_order", "toolkit/results.py",
       'return key.replace("~", "~0").replace("/", "~1")',
       'return key.replace("/", "~1").replace("~", "~0")',
       "JSON Pointer escape in the wrong order ('/' becomes '~01', RFC 6901 section 3 wants '~1')",
       TS_RESULTS),
    _m("blind.results.unescape_order", "toolkit/results.py",
       'parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]',
       'parts = [p.replace("~0", "~").replace("~1", "/") for p in pointer.split("/")[1:]]',
       "JSON Pointer unescape in the wrong order ('~01' read as '/', RFC 6901 section 4 wants '~1')",
       TS_RESULTS),
    _m("blind.results.decode_tuple_as_list", "toolkit/results.py",
       "        return tuple(items) if _is_tuple_hint(hint) else items\n",
       "        return items\n",
       "a tuple field saved as a plain list comes back as a list",
       TS_RESULTS),
    # ------------------------------------------------------------------ exact/basins.py
    _m("blind.basins.terminal_target", "exact/basins.py",
       "    terminal[comp[Ac.row[leaving]]] = False\n    term_ids",
       "    terminal[comp[Ac.col[leaving]]] = False\n    term_ids",
       "a component entered (not left) by an edge marked non-terminal: attractors wrong",
       TS_BASINS),
    _m("blind.basins.fixed_point_ties", "exact/basins.py",
       "    m = local_margins(L)\n    idx = np.flatnonzero(m > 0)",
       "    m = local_margins(L)\n    idx = np.flatnonzero(m >= 0)",
       "states with a tied argmax (margin 0) listed as strict fixed points",
       TS_BASINS),
    _m("blind.basins.first_exit_state", "exact/basins.py",
       "v = int(outside[np.argmin(d[outside])])",
       "v = int(outside[np.argmin(d[outside][::-1])])",
       "least uphill path: the exit state chosen by a reversed index (not the nearest one)",
       TS_BASINS),
]


#: Why each mutant that no test kills is not killed (none is claimed equivalent).
SURVIVOR_NOTES = {
    "blind.spectral.solve_error_no_N": (
        "not equivalent (121 of 144 dense non-reversible intervals change), not shown unsound: on 144 "
        "non-reversible models (random_pairwise and random_table, (q, n) in (2,3), (3,2), (2,4), (3,3), scales 1, 5, "
        "13.6, T = 0.3, 0.05, 0.01, seeds 0-1) and the 4 near-defective cases of the docstring, every mutated "
        "interval still holds the mpmath gap: the factor N is slack over LAPACK's actual backward error; only a "
        "test pinning the formula (not the mathematics) would kill it"),
    "blind.spectral.err_top_only": (
        "not equivalent (39 of 144 intervals change; random_table(3, 3, 8.7, rng=5637) at T = 0.011 loses its "
        "mpmath redo: [0.14790144126085686, 0.14790144126918098] instead of the 70-digit interval), not shown "
        "unsound on the same 148 cases (the measured error covers the near-defective clusters, kappa > 1e4); a gap "
        "candidate: no failing case was constructed in the time of the audit"),
    "blind.mp_spectrum.no_rounding_term": (
        "not equivalent (the reversible mpmath gap's error loses gap * delta (1 + 3n)), not shown needed: on "
        "random_joint(2, 3, 50, rng=0) at T = 0.05 (logits compatible only to rounding) the symmetrized gap and the "
        "non-reversible 70-digit eig gap agree to 1.4e-37 while the term is 1.9e-12 (a margin, second-order "
        "effect measured); only a test pinning the documented formula would kill it"),
}


def summarize(before_path, after_paths) -> dict:
    before = json.loads(Path(before_path).read_text())
    after = {}
    for p in after_paths:
        for r in json.loads(Path(p).read_text())["results"]:
            after[r["id"]] = r
    rows = []
    for r in before["results"]:
        a = after.get(r["id"], r)
        kill = lambda x: x["outcome"] in ("killed", "timeout")   # noqa: E731
        rows.append({k: r[k] for k in ("id", "file", "original", "mutated", "description", "tests")}
                    | {"before": r["outcome"], "before_by": r["last"], "after": a["outcome"], "after_by": a["last"],
                       "killed_by_new_test": kill(a) and not kill(r), "equivalent": None,
                       "note": SURVIVOR_NOTES.get(r["id"], "")})
    n = len(rows)
    kb = sum(x["before"] in ("killed", "timeout") for x in rows)
    ka = sum(x["after"] in ("killed", "timeout") for x in rows)
    return {"command_before": before["command"], "load_before": before["load_at_start"], "timeout_s": before["timeout_s"],
            "n_mutants": n, "equivalent": 0, "killed_before": kb, "killed_after": ka,
            "score_before": kb / n, "score_after": ka / n, "mutants": rows}


def _copy_tree(dst: Path) -> None:
    def ignore(folder, names):
        top = Path(folder).resolve() == ROOT
        return [n for n in names if n in IGNORED or (top and n in TOP_IGNORED)]
    shutil.copytree(ROOT, dst, ignore=ignore, symlinks=True)


def _run_tests(tree: Path, tests, timeout: float) -> tuple[str, int | None, float, str]:
    env = dict(os.environ, CI="1", PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(tree), OMP_NUM_THREADS="1",
               OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
    # Each run has its own --basetemp (as scripts/mutation.py's runs): pytest's default
    # pytest-of-<user> folder is shared with other sessions' runs, and its clean-up can race
    # theirs (an exit code 1 with no failing test: the thirteenth audit's masked_toy baseline).
    scratch = tempfile.mkdtemp(prefix="blind-audit-pytest-")
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-m", "not slow and not gpu",
           f"--basetemp={Path(scratch) / 'base'}", *tests]
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True, timeout=timeout,
                           start_new_session=True)
    except subprocess.TimeoutExpired:
        return "timeout", None, time.time() - t0, ""
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    wall = time.time() - t0
    tail = (p.stdout + p.stderr).strip().splitlines()
    failed = [ln for ln in tail if ln.startswith("FAILED") or ln.startswith("ERROR")]
    last = (failed[0] if failed else "") + " | " + (tail[-1] if tail else "")
    outcome = {0: "survived", 1: "killed"}.get(p.returncode, "error")
    if outcome == "killed" and not any(ln.startswith("FAILED") for ln in failed):
        outcome = "error"   # -x stops at a collection error with exit code 1: not a kill
    return outcome, p.returncode, wall, last


def run_mutant(tree: Path, m: dict, timeout: float) -> dict:
    """Plant mutant ``m`` in ``tree``, run its tests, restore the file; ``m`` with the outcome."""
    path = tree / m["file"]
    orig = path.read_text()
    path.write_text(orig.replace(m["original"], m["mutated"]))
    try:
        outcome, rc, wall, last = _run_tests(tree, m["tests"], timeout)
    finally:
        path.write_text(orig)
    print(f"{m['id']}: {outcome} ({wall:.1f}s) {last}", flush=True)
    return {**m, "outcome": outcome, "returncode": rc, "wall_s": round(wall, 1), "last": last}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--id", default="*", help="glob over mutant ids")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--json", default=None, help="write the results here")
    ap.add_argument("--baseline", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--summarize", nargs="+", default=None, metavar="JSON")
    args = ap.parse_args(argv)
    if args.summarize:
        doc = summarize(args.summarize[0], args.summarize[1:])
        print(f"killed before {doc['killed_before']}/{doc['n_mutants']}, after {doc['killed_after']}/{doc['n_mutants']}")
        if args.json:
            Path(args.json).write_text(json.dumps(doc, indent=1) + "\n")
        return 0
    chosen = [m for m in MUTANTS if fnmatch.fnmatch(m["id"], args.id)]
    for m in chosen:   # every snippet occurs exactly once
        text = (ROOT / m["file"]).read_text()
        if text.count(m["original"]) != 1:
            raise SystemExit(f"{m['id']}: the original snippet occurs {text.count(m['original'])} times in {m['file']}")
    if args.list:
        for m in chosen:
            print(m["id"], m["file"], " ".join(m["tests"]))
        return 0
    load = os.getloadavg()
    results = []
    with tempfile.TemporaryDirectory(prefix="blind-audit-") as tmp:
        tree = Path(tmp) / "repo"
        _copy_tree(tree)
        if args.baseline:
            for ts in sorted({tuple(m["tests"]) for m in chosen}):
                outcome, rc, wall, last = _run_tests(tree, ts, args.timeout)
                print(f"baseline {' '.join(ts)}: rc={rc} {wall:.1f}s {last}", flush=True)
        for m in chosen:
            results.append(run_mutant(tree, m, args.timeout))
    killed = sum(r["outcome"] in ("killed", "timeout") for r in results)
    if args.json:   # written first: a closed stdout must not lose the record
        doc = {"command": "python benchmarks/blind_audit.py " + " ".join(argv if argv is not None else sys.argv[1:]),
               "load_at_start": load, "timeout_s": args.timeout, "results": results}
        Path(args.json).write_text(json.dumps(doc, indent=1) + "\n")
    print(f"{killed} of {len(results)} killed; load at start {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Are the sampled dynamic quantities of the real-MLM path right? Checked against near-exact
relaxation times of the 1-D chain with fields (issue 24's calibration family
"1-D chain with fields, Potts coupling 1 (real-MLM path)": ``masked-chain``, q = 20, Potts
coupling 1, N(0, 1) fields, windows of a 32-site template).

The sampled calibration (``mixing_calibration.py``) scores verdicts, not the brackets they
rest on: for q = 20 no window of 5 or more sites can be enumerated. This script computes the
truth another way. The family is compatible (``J[j, i] = J[i, j]^T``), so the window's chain is
the reversible random-scan heat bath of ``pi(x) ~ exp(W(x) / T)`` with ``W(x) = sum_k h'_k(x_k) +
sum_k J_k(x_k, x_{k+1})`` (the template's context folded into the end fields ``h'``). At low
``T`` the law and the slow modes live on the states whose log-weight is within ``Ecut`` of the
maximum (``pi`` of the rest is at most ``e^{-Ecut/T}`` each): they are listed exactly by a
pruned sweep along the chain (best completions by dynamic programming), the chain is restricted
to them (a move outside is rejected: the restriction stays reversible with respect to ``pi``
restricted), and its gap is the largest eigenvalue below 1 of the symmetrised kernel (Lanczos
with the top eigenvector ``sqrt(pi)`` deflated). Two cuts per cell; a cell counts as resolved
when they agree within ``AGREE`` (a cut that disconnects the slow mode's saddle gives a gap of
about 0, which the agreement test rejects). Checked against full enumeration at ``n = 3`` (every
state kept: identical to :func:`exact.kernel.glauber_kernel`) and ``n = 4`` (160,000 states;
:func:`exact.spectral.spectral_summary`), both printed in the record.

Then each sampled bracket is held against the truth: a t_rel *estimate* must contain it, a t_rel
*lower* bound must not exceed it (the IAT's, and before 2026-12-03 the IAT was labelled an
estimate), a t_rel *upper* bound (``1 + t_mix / ln 2`` from the coupling) must not fall below
it, a t_mix *upper* bound must be at least ``(t_rel - 1) ln 2`` (``|lambda|^t <= 2 d(t)`` for
every eigenvalue: Levin-Peres, Theorem 12.5; the larger cut's value, which is the smaller of
the two in every resolved cell, so the test is lenient), and a t_mix *lower* bound must be at
most ``t_rel ln(4 / pi_min)`` (Theorem 12.4, reversible; ``pi_min`` of the whole window by a
min-plus sweep and the transfer matrix: lenient too, the only check of a t_mix lower bound the
truth allows). The growth verdict of the exact t_rel on ``n = 4, 8, 16`` is given with the
sampled verdict on the same window.

Usage::

    python benchmarks/chain_truth.py --seeds 20 --out benchmarks/results/chain-truth-2026-12-02
    python benchmarks/chain_truth.py --seed-list 0,1,3 --cache truth.json --set max_pairs=6 --out OUT

The truth is the costly part (590 of 678 s for 20 seeds): ``--cache`` keeps it in a JSON file
(a record of this script reads as one, never written) so that only the sampled side reruns; ``--set``
overrides :data:`REAL_OPTIONS` entries for the sampled side. A few minutes on one core.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time

import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as sla

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from toolkit import growth  # noqa: E402
from toolkit.app.mixing_diagram import REAL_OPTIONS, mixing_diagram, window_family  # noqa: E402

SIZES = (4, 8, 16, 32)
TRUTH_SIZES = (4, 8, 16)
#: per temperature: the two cuts and the sizes computed (at T = 0.3 the n = 16 cut of 3 keeps
#: millions of states; n = 32 keeps about 10^6 at T = 0.15 with the cut 2: left out)
CUTS = {0.15: (2.0, 2.25), 0.3: (2.5, 3.0)}
TRUTH_N = {0.15: (4, 8, 16), 0.3: (4, 8)}
AGREE = 0.05


def chain_params(model):
    """``(h', J)`` of a ``masked-chain`` window: end fields with the context folded in, and
    the ``n - 1`` coupling matrices ``J_k[a, b]`` of the edges ``(k, k + 1)``."""
    base, pos, ctx = model.base, list(model.free_positions), np.asarray(model._text)
    h, J = base.h, base.J
    L, q = h.shape
    hp = h[pos].copy()
    for k, p in enumerate(pos):
        for j in (p - 1, p + 1):
            if 0 <= j < L and j not in pos:
                hp[k] += J[p, j][:, ctx[j]]
    E = np.array([J[pos[k], pos[k + 1]] for k in range(len(pos) - 1)]).reshape(len(pos) - 1, q, q)
    return hp, E


def low_states(hp, E, cut):
    """Every state with ``W >= max W - cut`` and its ``W`` (pruned by the best completion)."""
    n, q = hp.shape
    B = np.zeros((n, q))
    B[n - 1] = hp[n - 1]
    for k in range(n - 2, -1, -1):
        B[k] = hp[k] + (E[k] + B[k + 1][None, :]).max(axis=1)
    thr = B[0].max() - cut
    keep = B[0] >= thr
    S, w = np.arange(q)[keep][:, None], hp[0][keep]
    for k in range(1, n):
        w2 = w[:, None] + hp[k][None, :] + E[k - 1][S[:, -1], :]
        i, a = np.nonzero(w2 - hp[k][None, :] + B[k][None, :] >= thr)
        S, w = np.concatenate([S[i], a[:, None]], axis=1), w2[i, a]
    return S, w


def relaxation_time(hp, E, T, cut):
    """``(states kept, t_rel)`` of the heat bath restricted to the states within ``cut``."""
    n, q = hp.shape
    S, W = low_states(hp, E, cut)
    N = len(S)
    R = np.random.default_rng(12345).integers(0, 2**63, size=(n, q), dtype=np.int64).astype(np.uint64)
    code = R[np.arange(n), S].sum(axis=1, dtype=np.uint64)   # a random 64-bit hash of each state
    order = np.argsort(code)
    sc = code[order]
    if not np.all(np.diff(sc) > 0):
        raise RuntimeError("hash collision")
    rows, cols, vals, diag = [], [], [], np.zeros(N)
    for k in range(n):
        lg = np.repeat(hp[k][None, :], N, axis=0)
        if k > 0:
            lg += E[k - 1][S[:, k - 1], :]
        if k < n - 1:
            lg += E[k][:, S[:, k + 1]].T
        p = np.exp((lg - lg.max(1, keepdims=True)) / T)
        p /= p.sum(1, keepdims=True) * n
        ok = W[:, None] + lg - lg[np.arange(N), S[:, k]][:, None] >= W.max() - cut - 1e-12
        ok[np.arange(N), S[:, k]] = False
        i, a = np.nonzero(ok)
        c2 = code[i] - R[k, S[i, k]] + R[k, a]
        pos = np.minimum(np.searchsorted(sc, c2), N - 1)
        hit = sc[pos] == c2
        rows.append(i[hit]), cols.append(order[pos[hit]]), vals.append(p[i[hit], a[hit]])
        moved = np.zeros(N)
        np.add.at(moved, i[hit], p[i[hit], a[hit]])
        diag += p.sum(1) - moved                              # stays, and rejected moves
    P = sp.csr_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(N, N))
    P = P + sp.diags(diag)
    pi = np.exp((W - W.max()) / T)
    d = np.sqrt(pi / pi.sum())
    A = sp.diags(d) @ P @ sp.diags(1 / d)
    A = ((A + A.T) / 2).tocsr()
    if N < 2500:
        lam = np.sort(np.linalg.eigvalsh(A.toarray()))[-2]
    else:
        v0 = d / np.linalg.norm(d)

        def mv(x):
            y = A @ (x - v0 * (v0 @ x))
            return y - v0 * (v0 @ y)

        op = sla.LinearOperator((N, N), matvec=mv, dtype=float)
        lam = sla.eigsh(op, k=1, which="LA", ncv=40, tol=1e-12, maxiter=100_000, return_eigenvectors=False)[0]
    return N, 1.0 / (1.0 - lam)


def family(seed):
    return window_family("masked-chain", {"q": 20, "length": 32, "seed": seed})


def self_check() -> list[str]:
    from exact.kernel import glauber_kernel
    from exact.spectral import spectral_summary

    out = []
    for n, cut, T in ((3, 1e9, 0.3), (4, 2.25, 0.15)):
        m = family(0)(n)
        hp, E = chain_params(m)
        N, t = relaxation_time(hp, E, T, cut)
        ex = spectral_summary(glauber_kernel(m, temperature=T)).relaxation_time
        out.append(f"n = {n}, T = {T}: {N} states kept (cut {cut:g}): t_rel {t:.10g}; full enumeration "
                   f"({20 ** n} states): {ex:.10g}; relative difference {abs(t - ex) / ex:.1e}")
    return out


def resolved(t1, t2):
    """The two cuts' relaxation times agree within :data:`AGREE`, both finite and positive (a
    cut whose restricted chain is reducible gives ``inf``: until 2026-12-03 ``|t1 - inf| <= inf``
    let such a cell count as resolved, with the truth ``inf``)."""
    return bool(0 < t1 < 1e12 and 0 < t2 < 1e12 and abs(t1 - t2) <= AGREE * t2)


def truth(seeds, cache=None):
    """Per ``(seed, T, n)``: the two cuts, the states kept and ``t_rel`` under each, resolved or
    not. ``cache``: a JSON file of earlier results (this function's output keyed ``"seed T n"``,
    rewritten after each seed with what was computed, or a record of this script, whose
    ``"truth"`` is read and which is never written); an entry is reused only when its cuts are
    this script's (whether it is resolved is decided again). Returns the truth and the number
    of cells read from the cache."""
    old, is_record = {}, False
    if cache and os.path.exists(cache):
        with open(cache) as fh:
            old = json.load(fh)
        is_record = "truth" in old
        old = old.get("truth", old)
    out, reused = {}, 0
    for s in seeds:
        f = family(s)
        for T, cuts in CUTS.items():
            for n in TRUTH_N[T]:
                hit = old.get(f"{s} {T} {n}")
                if hit is not None and tuple(hit["cuts"]) == tuple(cuts):
                    t1, t2 = hit["t_rel"]
                    out[(s, T, n)] = dict(cuts=tuple(cuts), states=tuple(hit["states"]), t_rel=(t1, t2),
                                          resolved=resolved(t1, t2))
                    reused += 1
                    continue
                hp, E = chain_params(f(n))
                r = [(c, *relaxation_time(hp, E, T, c)) for c in cuts]
                (c1, N1, t1), (c2, N2, t2) = r
                out[(s, T, n)] = dict(cuts=cuts, states=(N1, N2), t_rel=(t1, t2), resolved=resolved(t1, t2))
        if cache and not is_record:
            merged = {**old, **{f"{k[0]} {k[1]} {k[2]}": v for k, v in out.items()}}
            with open(cache, "w") as fh:
                json.dump(merged, fh, indent=0)
    return out, reused


def log_pi_min(hp, E, T):
    """``ln min_x pi(x)`` of the whole window (every ``q^n`` state): the smallest ``W`` by a
    min-plus sweep, ``ln Z`` by the transfer matrix in logarithms."""
    from scipy.special import logsumexp

    w, a = hp[0].copy(), hp[0] / T
    for k in range(1, hp.shape[0]):
        w = (w[:, None] + E[k - 1]).min(axis=0) + hp[k]
        a = logsumexp(a[:, None] + E[k - 1] / T, axis=0) + hp[k] / T
    return float(w.min() / T - logsumexp(a))


def check(tr, cell, lpm):
    """Per sampled timescale: (kind, quantity, low, high, sound?) against the truth ``t``
    (the larger cut's ``t_rel``): a t_rel row must not put ``t`` outside its interval; a t_mix
    upper bound must be at least ``(t - 1) ln 2`` (Levin-Peres, Theorem 12.5); a t_mix lower
    bound at most ``t ln(4 / pi_min)`` (Theorem 12.4, reversible: ``lpm`` is ``ln pi_min``; a
    lenient check, the only one the truth allows)."""
    t = tr["t_rel"][1]
    rows = []
    for ts in cell.timescales:
        if ts.quantity == "t_rel":
            sound = ts.low <= t and (ts.kind == "lower" or t <= ts.high)
        elif ts.kind == "upper":
            sound = ts.high >= math.log(2) * (t - 1)
        elif ts.kind == "lower":
            sound = ts.low <= t * (math.log(4) - lpm)
        else:
            continue
        rows.append(dict(quantity=ts.quantity, kind=ts.kind, low=ts.low, high=ts.high, sound=bool(sound),
                         censored=bool(ts.censored), method=ts.method))
    return rows


def source(method):
    """Which sampled quantity a timescale comes from (the tally's rows)."""
    for key, name in (("from the coupling", "coupling, via (t_rel - 1) ln 2 <= t_mix"),
                      ("from the IAT", "IAT, via (t_rel - 1) ln 2 <= t_mix"), ("IAT", "IAT"),
                      ("distinguishing", "distinguishing statistic"), ("coupling", "coupling")):
        if key in method:
            return name
    return method.split(" (")[0]


def parse_set(items):
    """``key=value`` overrides of :data:`REAL_OPTIONS` (integers)."""
    out = {}
    for it in items or ():
        k, _, v = it.partition("=")
        if k not in REAL_OPTIONS:
            raise SystemExit(f"--set: {k!r} is not a REAL_OPTIONS key {sorted(REAL_OPTIONS)}")
        out[k] = int(v)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--seed-list", default=None, help="comma-separated seeds instead of 0..seeds-1")
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "chain-truth"))
    ap.add_argument("--cache", default=None, help="JSON file of the truth (read, completed, rewritten; a record "
                    "of this script is read only): only the sampled side is rerun for the cells it holds")
    ap.add_argument("--set", action="append", metavar="KEY=VALUE",
                    help="override a REAL_OPTIONS entry for the sampled side (repeatable), e.g. max_pairs=6")
    ap.add_argument("--no-self-check", action="store_true", help="skip the enumeration self-check (n = 4: 160,000 "
                    "states)")
    args = ap.parse_args()
    options = {**REAL_OPTIONS, **parse_set(args.set)}
    t0 = time.time()
    load0 = " ".join(f"{v:.2f}" for v in os.getloadavg())
    checks = [] if args.no_self_check else self_check()
    seeds = ([int(v) for v in args.seed_list.split(",")] if args.seed_list else list(range(args.seeds)))
    tru, reused = truth(seeds, args.cache)
    t_truth = time.time() - t0
    tally, cells, verdicts, cost = {}, [], [], {}
    for s in seeds:
        d = mixing_diagram(family(s), SIZES, tuple(CUTS), method="auto", label=f"seed {s}", sampled=options,
                           rng=s)
        for i, n in enumerate(SIZES):
            for j, T in enumerate(d.temperatures):
                c = cost.setdefault(T, [0.0, 0])
                c[0] += d.cells[i][j].seconds
                c[1] += d.cells[i][j].n_model_calls
                key = (s, T, n)
                if key not in tru or not tru[key]["resolved"]:
                    continue
                lpm = log_pi_min(*chain_params(family(s)(n)), T)
                for r in check(tru[key], d.cells[i][j], lpm):
                    k = (T, r["quantity"], r["kind"], source(r["method"]))
                    a = tally.setdefault(k, [0, 0])
                    a[0] += r["sound"]
                    a[1] += 1
                    cells.append(dict(seed=s, T=T, n=n, truth=tru[key]["t_rel"][1], **r))
        for j, T in enumerate(d.temperatures):
            ok = all((s, T, n) in tru and tru[(s, T, n)]["resolved"] for n in TRUTH_SIZES)
            ex = None
            if ok:
                t = np.array([tru[(s, T, n)]["t_rel"][1] for n in TRUTH_SIZES])
                ex = growth.growth_verdict(np.array(TRUTH_SIZES), t, t).verdict
            samp = d.verdicts[j].verdict
            verdicts.append(dict(seed=s, T=T, exact_verdict_4_16=ex, sampled_verdict_8_32=samp,
                                 sampled_reasons=list(d.verdicts[j].reasons),
                                 exact_t_rel=[tru[(s, T, n)]["t_rel"][1] if tru.get((s, T, n), {}).get("resolved")
                                              else None for n in TRUTH_SIZES]))
    secs = time.time() - t0
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    rec = dict(command="python benchmarks/chain_truth.py " + " ".join(sys.argv[1:]), commit=commit,
               load_start=load0, load_end=" ".join(f"{v:.2f}" for v in os.getloadavg()), seconds=round(secs, 1),
               truth_seconds=round(t_truth, 1), truth_cells_from_cache=reused, cache=args.cache, seeds=seeds,
               options=options, sampled_cost={str(T): dict(seconds=round(c[0], 1), model_calls=c[1])
                                              for T, c in cost.items()}, self_check=checks, cuts={str(k): v for k, v in CUTS.items()},
               truth={f"{s} {T} {n}": v for (s, T, n), v in tru.items()},
               tally={f"T={k[0]} {k[1]} {k[2]} ({k[3]})": v for k, v in tally.items()}, cells=cells, verdicts=verdicts)
    with open(args.out + ".json", "w") as fh:
        json.dump(rec, fh, indent=1)
    lines = ["# Sampled brackets of the real-MLM path against near-exact relaxation times (1-D chain, issue 24)",
             "", f"Command: `{rec['command']}`  ", f"Commit: {commit}; {secs:.0f} s in all ({t_truth:.0f} s for the "
             f"truth, {reused} of {len(tru)} truth cells read from the cache `{args.cache}`); load average {load0} at the "
             f"start, {rec['load_end']} at the end.", "", f"Seeds: {', '.join(map(str, seeds))}. Sampling options "
             f"(REAL_OPTIONS{' with ' + ', '.join(args.set) if args.set else ''}): `{options}`.", "",
             "Sampled cost (every cell of n = " + ", ".join(map(str, SIZES)) + ", all seeds): " + "; ".join(
                 f"T = {T}: {c[0]:.0f} s, {c[1]} model calls" for T, c in sorted(cost.items())) + ".", "",
             "Method: module docstring of `benchmarks/chain_truth.py` (states within a log-weight cut of the "
             "maximum, two cuts that must agree within 5 %).", "", "## Self-check against full enumeration", ""]
    lines += [f"- {c}" for c in checks] or ["- skipped (--no-self-check)"]
    n_res = sum(v["resolved"] for v in tru.values())
    lines += ["", f"## Truth: {n_res} of {len(tru)} cells resolved", "",
              "| seed | T | " + " | ".join(f"t_rel n={n}" for n in TRUTH_SIZES) + " | exact verdict 4..16 | "
              "sampled verdict 8..32 |", "|---|---|" + "---|" * (len(TRUTH_SIZES) + 2)]
    for v in verdicts:
        ts = " | ".join("-" if t is None else f"{t:.4g}" for t in v["exact_t_rel"])
        lines.append(f"| {v['seed']} | {v['T']} | {ts} | {v['exact_verdict_4_16'] or '-'} | "
                     f"{v['sampled_verdict_8_32']} |")
    lines += ["", "## Sampled timescales held against the truth (resolved cells, n = 4, 8, 16)", "",
              "| T | quantity | kind | from | sound | of | % |", "|---|---|---|---|---|---|---|"]
    for k in sorted(tally):
        a = tally[k]
        lines.append(f"| {k[0]} | {k[1]} | {k[2]} | {k[3]} | {a[0]} | {a[1]} | {100 * a[0] / a[1]:.0f} |")
    bad = [c for c in cells if not c["sound"]]
    lines += ["", f"## The {len(bad)} unsound rows", "", "| seed | T | n | truth t_rel | kind | sampled | method |",
              "|---|---|---|---|---|---|---|"]
    for c in bad:
        rng_ = (f"<= {c['high']:.4g}" if c["kind"] == "upper" else f">= {c['low']:.4g}" if c["kind"] == "lower"
                else f"[{c['low']:.4g}, {c['high']:.4g}]")
        lines.append(f"| {c['seed']} | {c['T']} | {c['n']} | {c['truth']:.4g} | {c['quantity']} {c['kind']} | "
                     f"{rng_} | {c['method'][:90]} |")
    with open(args.out + ".md", "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines[:40]))


if __name__ == "__main__":
    main()

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
*lower* bound must not exceed it, and a t_mix *upper* bound must be at least
``(t_rel - 1) ln 2`` (``|lambda|^t <= 2 d(t)`` for every eigenvalue: Levin-Peres, Theorem 12.5;
the larger cut's value, which is the smaller of the two in every resolved cell, so the test
is lenient). The growth verdict of the exact t_rel on ``n = 4, 8, 16`` is given with the
sampled verdict on the same window.

Usage::

    python benchmarks/chain_truth.py --seeds 20 --out benchmarks/results/chain-truth-2026-12-02

A few minutes on one core.
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


def truth(seeds):
    out = {}
    for s in seeds:
        f = family(s)
        for T, cuts in CUTS.items():
            for n in TRUTH_N[T]:
                hp, E = chain_params(f(n))
                r = [(c, *relaxation_time(hp, E, T, c)) for c in cuts]
                (c1, N1, t1), (c2, N2, t2) = r
                ok = t1 > 0 and t2 > 0 and t1 < 1e12 and abs(t1 - t2) <= AGREE * t2
                out[(s, T, n)] = dict(cuts=cuts, states=(N1, N2), t_rel=(t1, t2), resolved=bool(ok))
    return out


def check(tr, cell):
    """Per sampled timescale: (kind, quantity, low, high, sound?) against the truth."""
    t = tr["t_rel"][1]
    rows = []
    for ts in cell.timescales:
        if ts.quantity == "t_rel":
            sound = ts.low <= t and (ts.kind == "lower" or t <= ts.high)
        elif ts.kind == "upper":
            sound = ts.high >= math.log(2) * (t - 1)
        else:
            continue
        rows.append(dict(quantity=ts.quantity, kind=ts.kind, low=ts.low, high=ts.high, sound=bool(sound),
                         censored=bool(ts.censored), method=ts.method))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "chain-truth"))
    args = ap.parse_args()
    t0 = time.time()
    load0 = " ".join(f"{v:.2f}" for v in os.getloadavg())
    checks = self_check()
    seeds = list(range(args.seeds))
    tru = truth(seeds)
    t_truth = time.time() - t0
    tally, cells, verdicts = {}, [], []
    for s in seeds:
        d = mixing_diagram(family(s), SIZES, tuple(CUTS), method="auto", label=f"seed {s}", sampled=REAL_OPTIONS,
                           rng=s)
        for i, n in enumerate(SIZES):
            for j, T in enumerate(d.temperatures):
                key = (s, T, n)
                if key not in tru or not tru[key]["resolved"]:
                    continue
                for r in check(tru[key], d.cells[i][j]):
                    k = (T, r["quantity"], r["kind"])
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
                                 exact_t_rel=[tru[(s, T, n)]["t_rel"][1] if tru.get((s, T, n), {}).get("resolved")
                                              else None for n in TRUTH_SIZES]))
    secs = time.time() - t0
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    rec = dict(command="python benchmarks/chain_truth.py " + " ".join(sys.argv[1:]), commit=commit,
               load_start=load0, load_end=" ".join(f"{v:.2f}" for v in os.getloadavg()), seconds=round(secs, 1),
               truth_seconds=round(t_truth, 1), self_check=checks, cuts={str(k): v for k, v in CUTS.items()},
               truth={f"{s} {T} {n}": v for (s, T, n), v in tru.items()},
               tally={f"T={k[0]} {k[1]} {k[2]}": v for k, v in tally.items()}, cells=cells, verdicts=verdicts)
    with open(args.out + ".json", "w") as fh:
        json.dump(rec, fh, indent=1)
    lines = ["# Sampled brackets of the real-MLM path against near-exact relaxation times (1-D chain, issue 24)",
             "", f"Command: `{rec['command']}`  ", f"Commit: {commit}; {secs:.0f} s in all ({t_truth:.0f} s for the "
             f"truth); load average {load0} at the start, {rec['load_end']} at the end.", "",
             "Method: module docstring of `benchmarks/chain_truth.py` (states within a log-weight cut of the "
             "maximum, two cuts that must agree within 5 %).", "", "## Self-check against full enumeration", ""]
    lines += [f"- {c}" for c in checks]
    n_res = sum(v["resolved"] for v in tru.values())
    lines += ["", f"## Truth: {n_res} of {len(tru)} cells resolved", "",
              "| seed | T | " + " | ".join(f"t_rel n={n}" for n in TRUTH_SIZES) + " | exact verdict 4..16 | "
              "sampled verdict 8..32 |", "|---|---|" + "---|" * (len(TRUTH_SIZES) + 2)]
    for v in verdicts:
        ts = " | ".join("-" if t is None else f"{t:.4g}" for t in v["exact_t_rel"])
        lines.append(f"| {v['seed']} | {v['T']} | {ts} | {v['exact_verdict_4_16'] or '-'} | "
                     f"{v['sampled_verdict_8_32']} |")
    lines += ["", "## Sampled timescales held against the truth (resolved cells, n = 4, 8, 16)", "",
              "| T | quantity | kind | sound | of | % |", "|---|---|---|---|---|---|"]
    for k in sorted(tally):
        a = tally[k]
        lines.append(f"| {k[0]} | {k[1]} | {k[2]} | {a[0]} | {a[1]} | {100 * a[0] / a[1]:.0f} |")
    bad = [c for c in cells if not c["sound"]]
    lines += ["", f"## The {len(bad)} unsound rows", "", "| seed | T | n | truth t_rel | kind | sampled | method |",
              "|---|---|---|---|---|---|---|"]
    for c in bad:
        rng_ = (f"<= {c['high']:.4g}" if c["kind"] == "upper" else f"[{c['low']:.4g}, {c['high']:.4g}]")
        lines.append(f"| {c['seed']} | {c['T']} | {c['n']} | {c['truth']:.4g} | {c['quantity']} {c['kind']} | "
                     f"{rng_} | {c['method'][:90]} |")
    with open(args.out + ".md", "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines[:40]))


if __name__ == "__main__":
    main()

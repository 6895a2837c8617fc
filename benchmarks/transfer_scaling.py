"""Exact 1-D chains by transfer matrices (``exact.transfer``): wall time of the observables
at n = 100, 1000, 10000 and of a 20 x 10 (T, n) grid up to n = 2000.

The recursion costs ``~ q^2 n^2`` entry updates per temperature (times ``q`` on a cycle);
a grid over a uniform family shares one recursion for all its sizes, so it costs about
what its largest ``n`` costs, times the number of temperatures. Timings under a second
are the median of 5 runs. One thread (``OMP_NUM_THREADS=1`` is set before numpy loads).

    python benchmarks/transfer_scaling.py            # ~30 s on one core
    python benchmarks/transfer_scaling.py --quick    # n = 100, 1000 and the grid only
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from exact.transfer import chain_observables, potts_chain, transfer_scan  # noqa: E402


def timed(fn, repeats: int = 5):
    ts, val = [], None
    for _ in range(repeats):
        t0 = time.perf_counter()
        val = fn()
        ts.append(time.perf_counter() - t0)
        if ts[0] > 1.0:
            break
    return val, float(np.median(ts))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="skip n = 10000")
    args = ap.parse_args(argv)
    sizes = (100, 1000) if args.quick else (100, 1000, 10000)
    print("single temperature (T = 1, Potts coupling 1): ChainObservables (q = 3: one count law per token,")
    print("no joint law, so no Binder)")
    print(f"{'q':>2} {'graph':>6} {'n':>6} {'seconds':>9}  binder        chi")
    for q, graph in ((2, "path"), (2, "cycle"), (3, "cycle")):
        for n in (sizes if q == 2 else sizes[:2]):
            o, s = timed(lambda q=q, n=n, graph=graph: chain_observables(potts_chain(q, n, 1.0, graph=graph),
                                                                         temperature=1.0, joint=False if q > 2 else None))
            print(f"{q:>2} {graph:>6} {n:>6} {s:>9.3f}  {o.binder:<12.6g}  {o.chi:.6g}")
    print("\nq = 3 with the joint count law (Binder, m_max): work ~ q n^3")
    for n in (50, 100, 200):
        o, s = timed(lambda n=n: chain_observables(potts_chain(3, n, 1.0, graph="cycle"), temperature=1.0, joint=True))
        print(f" 3  cycle {n:>6} {s:>9.3f}  {o.binder:<12.6g}  {o.chi:.6g}")
    Ts = np.geomspace(0.2, 5.0, 20)
    ns = np.unique(np.geomspace(10, 2000, 10).astype(int))
    print(f"\n20 x 10 grid: T = {Ts[0]:.2g}..{Ts[-1]:.2g} (20), n = {ns.tolist()}")
    for graph in ("path", "cycle"):
        tab, s = timed(lambda graph=graph: transfer_scan(lambda n: potts_chain(2, n, 1.0, graph=graph),
                                                         temperatures=Ts, n_values=ns), repeats=1)
        j = int(np.argmax(tab["susceptibility"][-1]))
        print(f" q=2 {graph:>5}: {s:.2f} s  (n = {ns[-1]}: n Var(m_max) peaks at T ~ {Ts[j]:.3g} on this grid)")


if __name__ == "__main__":
    main()

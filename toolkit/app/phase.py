"""Phase grids run through the resumable sweep store: the exact ``(T, n)`` grid of a toy
family (the ``exact-phase`` estimator of :mod:`toolkit.app.sweep`), resumed from an
SQLite file when interrupted. The grid types, the finite-size analysis and the sampled
grid live in :mod:`toolkit.phase`.
"""

from __future__ import annotations

import os
import time

import numpy as np

from toolkit.phase import EXACT_TEMPERATURES, PhaseGrid, _sizes, _temps

__all__ = ["exact_phase_grid"]


def exact_phase_grid(store, *, model: str = "curie-weiss", n_values=range(2, 11), temperatures=EXACT_TEMPERATURES,
                     params: dict | None = None, eps: float = 0.25, executor: str = "serial",
                     progress: bool | None = False) -> PhaseGrid:
    """Exact ``t_mix(eps)`` and ``chi = n Var_pi(m_max)`` over ``n_values x temperatures``.

    Runs the ``exact-phase`` estimator of :mod:`toolkit.app.sweep` on the grid of the toy
    family ``model`` (parameters ``params``; default Curie-Weiss with ``beta = 1``) into the
    results store ``store`` (an SQLite file, created if missing): tasks already in it are
    not run again, so an interrupted grid resumes. About 15-20 s for the defaults
    (n = 2..10, 11 temperatures) on one core.
    """
    from toolkit.app.sweep import load_results, make_grid, run_sweep

    t0 = time.perf_counter()
    ns, ts = _sizes(n_values), _temps(temperatures)
    if params is None:
        params = {"beta": 1.0} if model == "curie-weiss" else {}
    tasks = make_grid(model, n=ns, temperature=ts, seed=[0], estimator=["exact-phase"], params=params,
                      options={"eps": eps})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    df = load_results(store)
    by_key = {r["key"]: r for r in df.to_dict("records")}
    shape = (len(ns), len(ts))
    t_mix, chi, mean = np.full(shape, np.nan), np.full(shape, np.nan), np.full(shape, np.nan)
    for task in tasks:
        r = by_key[task.key]
        i, j = ns.index(task.n), ts.index(task.temperature)
        t_mix[i, j] = np.nan if r["t_mix"] is None else float(r["t_mix"])
        chi[i, j] = float(r["susceptibility"])
        mean[i, j] = float(r["order_mean"])
    label = model + "".join(f" {k}={v}" for k, v in sorted(params.items()))
    return PhaseGrid(label=label, method="exact", temperatures=np.array(ts), n_values=np.array(ns),
                     mixing=t_mix, mixing_label=f"exact t_mix({eps:g}) (steps)", susceptibility=chi,
                     susceptibility_stderr=np.zeros(shape), order_mean=mean,
                     order_label="m = m_max, the majority fraction", mixing_resolved=np.isfinite(t_mix),
                     notes=(f"store {os.fspath(store)}",), n_computed=summary.n_new, n_reused=summary.n_skipped,
                     seconds=time.perf_counter() - t0)

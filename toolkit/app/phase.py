"""Phase grids run through the resumable sweep store: the exact ``(T, n)`` grid of a toy
family (the ``exact-phase`` estimator of :mod:`toolkit.app.sweep`), resumed from an
SQLite file when interrupted. The grid types, the finite-size analysis and the sampled
grid live in :mod:`toolkit.phase`.
"""

from __future__ import annotations

import os
import time

import numpy as np

from toolkit.exceptions import InvalidInputError
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


# ---------------------------------------------------------------------- finite-size scaling
def _order_moments(rho: np.ndarray, w: np.ndarray, q: int) -> tuple[float, float, float]:
    """``(<m^2>, <m^4>, <|m|>)`` of the Potts order parameter under weights ``w`` from token
    fractions ``rho`` (rows): ``q = 2``: ``m = 2 rho_1 - 1``; else
    ``|m|^2 = q/(q-1) sum_a (rho_a - 1/q)^2`` (the vector order parameter on the simplex)."""
    if q == 2:
        m2 = (2.0 * rho[:, 1] - 1.0) ** 2
    else:
        m2 = (q / (q - 1.0)) * ((rho - 1.0 / q) ** 2).sum(axis=1)
    return float(w @ m2), float(w @ (m2 * m2)), float(w @ np.sqrt(m2))


def _point(m2, m4, am, n, T, *, method, relaxation=np.nan, replicates=None) -> dict:
    binder = 1.0 - m4 / (3.0 * m2 * m2) if m2 > 0 else float("nan")
    return {"computed_by": method, "m2": m2, "m4": m4, "abs_m": am, "binder": binder,
            "susceptibility": n * (m2 - am * am) / T, "relaxation": float(relaxation),
            "replicates": replicates}


def _nearest_neighbour_graph(model) -> bool:
    from toolkit.models.toy import Pairwise

    if not isinstance(model, Pairwise):
        return False
    n = model.length
    nz = np.abs(model.J).sum(axis=(2, 3)) > 0
    allowed = np.zeros((n, n), dtype=bool)
    i = np.arange(n - 1)
    allowed[i, i + 1] = allowed[i + 1, i] = True
    if n > 2:
        allowed[0, n - 1] = allowed[n - 1, 0] = True
    return bool(not (nz & ~allowed).any())


def phase_point(model, temperature: float, *, method: str = "auto", n_groups: int = 8, chains_per_group: int = 4,
                n_sweeps: int = 400, burn_in: int = 300, rng=None) -> dict:
    """The order parameter's finite-size observables at one ``(n, T)``: ``<m^2>``, ``<m^4>``,
    ``<|m|>``, the Binder cumulant, the connected susceptibility ``n (<m^2> - <|m|>^2) / T``
    and a relaxation time, computed exactly where a symmetry allows it and sampled otherwise.

    ``method``: ``"lumped"`` (exchangeable models: the count law, :mod:`exact.lumped`; the
    relaxation time is ``1/gap``), ``"transfer"`` (nearest-neighbour chains on a path or a
    cycle: :mod:`exact.transfer`), ``"enumeration"`` (``q^n <= 65536``:
    :class:`exact.ExactChain`), ``"lattice"`` (Potts on an ``L x L`` torus, even ``L``:
    checkerboard heat-bath sampling, :mod:`toolkit.lattice`, with ``n_groups`` replicate
    groups of chains), or ``"auto"`` (the first that applies).
    """
    from toolkit.models.exchangeable import is_exchangeable

    T = float(temperature)
    q, n = int(model.vocab_size), int(model.length)
    from toolkit.models.toy import IndependentSites

    if method == "auto":
        if is_exchangeable(model):
            method = "lumped"
        elif isinstance(model, IndependentSites):
            method = "transfer"
        elif _nearest_neighbour_graph(model):
            method = "transfer"
        elif getattr(model, "graph", None) == "torus":
            method = "lattice"
        elif q**n <= 65536:
            method = "enumeration"
        else:
            raise InvalidInputError(f"no exact or lattice method for {model!r} at n = {n} (q^n = {q}^{n}); "
                                    "the sampled estimators of toolkit.phase apply")
    if method == "lumped":
        from exact.lumped import count_stationary_law, lumped_spectral_gap
        from toolkit.models.exchangeable import count_vectors

        law = count_stationary_law(model, temperature=T)
        rho = count_vectors(n, q) / n
        m2, m4, am = _order_moments(rho, law.pi, q)
        # q = 2: the full gap by symmetry sectors (fast); q > 2: the count chain's gap, a Krylov
        # solve on C(n+q-1, q-1) states, only while that is small
        small = (q == 2 and n <= 2000) or rho.shape[0] <= 5000
        gap = lumped_spectral_gap(model, temperature=T).gap if small else float("nan")
        return _point(m2, m4, am, n, T, method="exact (lumped)", relaxation=1.0 / gap if gap > 0 else np.inf)
    if method == "transfer":
        from exact.transfer import chain_observables, glauber_cycle_gap, nearest_neighbour_chain

        if isinstance(model, IndependentSites):  # a chain without couplings
            from exact.transfer import NearestNeighbourChain

            chain = NearestNeighbourChain(model.h, np.zeros((max(n - 1, 0), q, q)), "path")
        else:
            chain = nearest_neighbour_chain(model)
        ob = chain_observables(chain, temperature=T, joint=True)
        tau = float("nan")
        if q == 2 and chain.boundary == "cycle" and chain.is_uniform and n >= 3:
            c = float(model.J[0, 1, 0, 0] - model.J[0, 1, 0, 1])
            tau = 1.0 / glauber_cycle_gap(n, c, temperature=T)
        elif isinstance(model, IndependentSites):
            tau = float(n)  # the product chain's gap is 1/n at every temperature
        return _point(ob.magnetization_sq, ob.magnetization_4, ob.abs_magnetization, n, T,
                      method="exact (transfer matrix)", relaxation=tau)
    if method == "enumeration":
        from exact.markov import ExactChain

        chain = ExactChain(model, temperature=T)
        X = chain.logits.space.all_states()
        rho = np.stack([(X == a).mean(axis=1) for a in range(q)], axis=1)
        m2, m4, am = _order_moments(rho, chain.pi, q)
        return _point(m2, m4, am, n, T, method="exact (enumeration)", relaxation=chain.spectrum.relaxation_time)
    if method == "lattice":
        from toolkit.lattice import checkerboard_run
        from toolkit.models.toy import torus_side

        L = torus_side(n)
        run = checkerboard_run(q, L, float(model.coupling), T, n_chains=n_groups * chains_per_group, n_sweeps=n_sweeps,
                               burn_in=burn_in, rng=rng)
        m = run.m.reshape(n_groups, -1)
        reps = []
        for g in range(n_groups):
            g2, g4, ga = float((m[g] ** 2).mean()), float((m[g] ** 4).mean()), float(np.abs(m[g]).mean())
            reps.append([1.0 - g4 / (3 * g2 * g2), n * (g2 - ga * ga) / T])
        from toolkit.diagnostics import integrated_autocorrelation_time

        tau = float(integrated_autocorrelation_time(np.abs(run.m)).value)
        return _point(float((m**2).mean()), float((m**4).mean()), float(np.abs(m).mean()), n, T,
                      method="sampled (checkerboard heat bath)", relaxation=tau, replicates=reps)
    raise InvalidInputError(f"`method` must be 'auto', 'lumped', 'transfer', 'enumeration' or 'lattice'; "
                            f"got {method!r}")


#: Default grids of ``glauber phase`` for the calibration families (``n`` values, temperatures
#: as a function of the model parameters); other models need ``--n`` and ``--temperature``.
PRESETS = {
    "curie-weiss": (tuple(2**k for k in range(4, 11)), lambda p: np.linspace(0.7, 1.4, 36) * p.get("beta", 1.0)),
    "mean-field-potts": ((16, 32, 64, 128, 256),
                         lambda p: np.linspace(0.28, 0.46, 37) * p.get("beta", 1.0)),
    "independent": ((16, 32, 64, 128, 256, 512, 1024), lambda p: np.geomspace(0.1, 5.0, 30)),
    "potts-path": ((10, 20, 50, 100, 200, 500, 1000, 2000), lambda p: np.geomspace(0.08, 2.0, 40) * p["coupling"]),
    "potts-torus": ((16, 64, 256, 1024), lambda p: np.linspace(0.95, 1.35, 17) * p["coupling"]),
}


def preset_for(model: str, params: dict):
    """``(n_values, temperatures)`` of the default grid of ``model`` (None when there is none)."""
    key = model
    if model == "potts":
        graph = params.get("graph", "complete")
        key = {"path": "potts-path", "cycle": "potts-path", "torus": "potts-torus"}.get(graph)
        params = {"coupling": 1.0, **params}
    if key not in PRESETS:
        return None
    ns, temps = PRESETS[key]
    return ns, temps(params)


def phase_scaling_data(store, *, model: str, params: dict, n_values, temperatures, seed: int = 0,
                       options: dict | None = None, executor: str = "serial", progress=None, label: str = ""):
    """Run the ``phase`` estimator over ``n_values x temperatures`` through the resumable sweep
    store ``store`` and assemble :class:`toolkit.finite_size.ScalingData` (with replicates
    when the points were sampled). Returns ``(data, summary)``."""
    from toolkit.app.sweep import load_results, make_grid, run_sweep
    from toolkit.finite_size import ScalingData

    ns, ts = _sizes(n_values), _temps(temperatures)
    tasks = make_grid(model, n=ns, temperature=ts, seed=[seed], estimator=["phase"], params=params,
                      options=options or {})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    df = load_results(store)
    by_key = {r["key"]: r for r in df.to_dict("records")}
    N, K = len(ns), len(ts)
    U, chi, tau = np.full((N, K), np.nan), np.full((N, K), np.nan), np.full((N, K), np.nan)
    methods = set()
    idx_n = {v: i for i, v in enumerate(ns)}
    idx_t = {v: j for j, v in enumerate(ts)}
    rep_grid = {}
    for t in tasks:
        r = by_key[t.key]
        i, j = idx_n[t.n], idx_t[t.temperature]
        U[i, j], chi[i, j], tau[i, j] = r["binder"], r["susceptibility"], r["relaxation"]
        methods.add(r["computed_by"])
        if r.get("replicates"):
            rep_grid[(i, j)] = np.asarray(r["replicates"], dtype=float)
    replicates = None
    if len(rep_grid) == N * K:
        R = min(v.shape[0] for v in rep_grid.values())
        replicates = np.stack([np.stack([rep_grid[(i, j)][:R] for j in range(K)]) for i in range(N)])
    err_U = err_chi = None
    if replicates is not None:
        R = replicates.shape[2]
        err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)
        err_chi = replicates[..., 1].std(axis=2, ddof=1) / np.sqrt(R)
    method = " + ".join(sorted(methods))
    dimension = 2 if model == "potts" and params.get("graph") == "torus" else None
    data = ScalingData(np.asarray(ts), np.asarray(ns, dtype=float), binder=U, susceptibility=chi,
                       binder_err=err_U, susceptibility_err=err_chi, relaxation=tau, replicates=replicates,
                       method=method, label=label or model, dimension=dimension)
    return data, summary

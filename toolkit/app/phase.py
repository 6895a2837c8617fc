"""Phase grids run through the resumable sweep store, resumed from an SQLite file when
interrupted: the exact ``(T, n)`` grid of a toy family (:func:`exact_phase_grid`), the
finite-size data of ``glauber phase`` (:func:`phase_point` per ``(n, T)``: lumped,
transfer-matrix, enumerated, lattice-sampled or real-MLM-sampled; :func:`phase_scaling_data`
with the calibration :data:`PRESETS`), and the real-MLM study (:func:`real_phase_data`:
nested windows of :data:`REAL_TEMPLATES` on the budget grids :data:`REAL_GRIDS`). The
verdict itself is :func:`toolkit.finite_size.fss_verdict`.

Length: the exact grid and the real-MLM grid share the store, the task keys and the
point evaluation; splitting them would split one resumable protocol in two.
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
    groups of chains), ``"mlm"`` (a real masked LM, or any model with ``initial_state``
    and ``all_conditionals``: sampled Glauber chains from the zero-temperature fixed point,
    rejection-free where the chain barely moves, :func:`mlm_phase_point`), or ``"auto"``
    (the first that applies). Relaxation times are in sweeps (``n`` steps): ``1/(n gap)``
    for exact chains, an integrated autocorrelation time for sampled ones.
    """
    T = float(temperature)
    q, n = int(model.vocab_size), int(model.length)
    from toolkit.models.toy import IndependentSites

    method = point_method(model, method)
    if method == "lumped":
        from exact.lumped import count_stationary_law, lumped_spectral_gap
        from toolkit.models.exchangeable import count_vectors

        law = count_stationary_law(model, temperature=T)
        rho = count_vectors(n, q) / n
        m2, m4, am = _order_moments(rho, law.pi, q)
        # q = 2: the full gap by symmetry sectors (fast); q > 2: the count chain's gap (the slow,
        # symmetric mode of the order parameter; the other sectors' need not be solved at each
        # grid point), a Krylov solve on C(n+q-1, q-1) states, only while that is small
        small = (q == 2 and n <= 2000) or rho.shape[0] <= 5000
        gap = lumped_spectral_gap(model, temperature=T, sectors="auto" if q == 2 else "symmetric").gap \
            if small else float("nan")
        # not computed (too many count vectors): NaN; a zero gap (a reducible chain): infinite
        tau = float("nan") if not np.isfinite(gap) else (1.0 / (n * gap) if gap > 0 else np.inf)
        return _point(m2, m4, am, n, T, method="exact (lumped)", relaxation=tau)
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
            tau = 1.0 / (n * glauber_cycle_gap(n, c, temperature=T))
        elif isinstance(model, IndependentSites):
            tau = 1.0  # the product chain's gap is 1/n at every temperature: one sweep
        return _point(ob.magnetization_sq, ob.magnetization_4, ob.abs_magnetization, n, T,
                      method="exact (transfer matrix)", relaxation=tau)
    if method == "enumeration":
        from exact.markov import ExactChain

        chain = ExactChain(model, temperature=T)
        X = chain.logits.space.all_states()
        rho = np.stack([(X == a).mean(axis=1) for a in range(q)], axis=1)
        m2, m4, am = _order_moments(rho, chain.pi, q)
        return _point(m2, m4, am, n, T, method="exact (enumeration)",
                      relaxation=chain.spectrum.relaxation_time / n)
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
        from toolkit.diagnostics import integrated_autocorrelation_time, rhat

        tau = float(integrated_autocorrelation_time(np.abs(run.m)).value)
        out = _point(float((m**2).mean()), float((m**4).mean()), float(np.abs(m).mean()), n, T,
                     method="sampled (checkerboard heat bath)", relaxation=tau, replicates=reps)
        # R-hat of |m| over the chains x recorded sweeps, for the command's convergence warnings
        out["rhat"] = rhat(np.abs(run.m))
        return out
    if method == "mlm":
        return mlm_phase_point(model, T, n_groups=n_groups, chains_per_group=chains_per_group, n_sweeps=n_sweeps,
                               burn_in=burn_in, rng=rng)
    raise InvalidInputError(f"`method` must be 'auto', 'lumped', 'transfer', 'enumeration', 'lattice' or 'mlm'; "
                            f"got {method!r}")


#: The most states ``method="auto"`` enumerates at one point of a phase grid.
AUTO_ENUMERATION_STATES = 65536


def _states_at_most(q: int, n: int, limit: float) -> bool:
    """``q**n <= limit``, without the huge integer when it is far above."""
    return n * np.log10(q) <= np.log10(limit) + 1 and q**n <= limit


def point_method(model, method: str = "auto") -> str:
    """The method :func:`phase_point` uses for ``model`` (``"auto"`` resolved), checked to
    apply to it without computing anything: callers run it on every size of a grid before
    the first point is computed. Raises :class:`InvalidInputError` when none applies."""
    from exact.space import DEFAULT_MAX_STATES
    from toolkit.models.exchangeable import is_exchangeable
    from toolkit.models.toy import IndependentSites

    q, n = int(model.vocab_size), int(model.length)
    torus = getattr(model, "graph", None) == "torus"
    if method == "auto":
        if is_exchangeable(model):
            return "lumped"
        if isinstance(model, IndependentSites) or _nearest_neighbour_graph(model):
            return "transfer"
        if torus:
            method = "lattice"
        elif _is_real(model):
            return "mlm"
        elif _states_at_most(q, n, AUTO_ENUMERATION_STATES):
            return "enumeration"
        else:
            raise InvalidInputError(f"no exact or lattice method for {model!r} at n = {n}: it is neither "
                                    f"exchangeable, a nearest-neighbour chain nor a torus, and q^n = {q}^{n} is "
                                    f"above {AUTO_ENUMERATION_STATES} states to enumerate")
    if method == "lumped" and not is_exchangeable(model):
        raise InvalidInputError(f"method 'lumped' needs an exchangeable model (curie-weiss, mean-field-potts, "
                                f"exchangeable-table, identical-sites); got {model!r}")
    if method == "transfer" and not (isinstance(model, IndependentSites) or _nearest_neighbour_graph(model)):
        raise InvalidInputError(f"method 'transfer' needs a nearest-neighbour chain (potts on a path or cycle, "
                                f"independent sites); got {model!r}")
    if method == "enumeration" and not _states_at_most(q, n, DEFAULT_MAX_STATES):
        raise InvalidInputError(f"method 'enumeration' at n = {n}: q^n = {q}^{n} states is above the "
                                f"enumeration guard of {DEFAULT_MAX_STATES:g}")
    if method == "lattice":
        L = int(np.sqrt(n) + 0.5)
        if not torus or L * L != n or L < 4 or L % 2:
            raise InvalidInputError(f"method 'lattice' (checkerboard sweeps) needs potts on an L x L torus with L "
                                    f"even and >= 4 (n = 16, 36, 64, 100, ...); got {model!r} at n = {n}")
    if method == "mlm" and not all(hasattr(model, a) for a in ("initial_state", "all_conditionals")):
        raise InvalidInputError(f"method 'mlm' needs a real masked LM (tiny-en, sapiens-vh, antiberty, sceptr, "
                                f"hf:PATH: a template to start from); got {model!r}")
    if method not in ("lumped", "transfer", "enumeration", "lattice", "mlm"):
        raise InvalidInputError(f"`method` must be 'auto', 'lumped', 'transfer', 'enumeration', 'lattice' or "
                                f"'mlm'; got {method!r}")
    return method


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
    """``(n_values, temperatures)`` of the default grid of ``model`` (None when there is none);
    real models (:data:`REAL_TEMPLATES`): their ``cpu`` budget grid of :data:`REAL_GRIDS`.

    >>> preset_for("sceptr", {})[0]
    (2, 4, 7, 14)
    """
    if model in REAL_TEMPLATES:
        spec = REAL_GRIDS["cpu"][model]
        return tuple(spec["n_values"]), np.asarray(spec["temperatures"], dtype=float)
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
    from toolkit.app.sweep import make_grid, run_sweep

    ns, ts = _sizes(n_values), _temps(temperatures)
    tasks = make_grid(model, n=ns, temperature=ts, seed=[seed], estimator=["phase"], params=params,
                      options=options or {})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    dimension = 2 if model == "potts" and params.get("graph") == "torus" else None
    return _assemble(store, tasks, ns, ts, label=label or model, dimension=dimension), summary


def _assemble(store, tasks, ns, ts, *, label: str, dimension=None):
    """:class:`toolkit.finite_size.ScalingData` from the stored results of ``tasks``."""
    from toolkit.app.sweep import load_results
    from toolkit.finite_size import ScalingData

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
    return ScalingData(np.asarray(ts), np.asarray(ns, dtype=float), binder=U, susceptibility=chi,
                       binder_err=err_U, susceptibility_err=err_chi, relaxation=tau, replicates=replicates,
                       method=method, label=label, dimension=dimension)


# ---------------------------------------------------------------------- real masked LMs
#: tiny-en's full-length template: 32 words (its 34 positions less [CLS] and [SEP]), four
#: clauses of its own held-out text (toolkit/data/tiny-en/heldout.txt), every word in its
#: vocabulary.
PHASE_SENTENCE = ("they are my servants whom i brought forth out of the land of egypt and the men of israel "
                  "and they will be to me a people so i came to jerusalem")

#: The full-length templates of the real models: ``length`` free sites at most (the whole
#: sentence / chain / loop), windows of ``n`` consecutive sites centred at ``centre``.
#: Antibodies: trastuzumab's VH (120 residues), windows centred on CDR-H3 (``WGGDGFYAMDY``,
#: residues 98-108); SCEPTR: the 14-residue CDR3B of its reference TCR.
REAL_TEMPLATES = {
    "tiny-en": {"length": 32, "centre": 16},
    "sapiens-vh": {"length": 120, "centre": 103},
    "antiberty": {"length": 120, "centre": 103},
    "sceptr": {"length": 14, "centre": 7},
}

#: Grids of the real-model phase study, by budget: ``cpu`` (the default of ``glauber phase
#: --model NAME``: minutes on one CPU thread), ``gpu`` (the full-length grids of
#: benchmarks/gpu_phase.sh, planned for under 8 minutes on one H200), ``quick`` (``glauber
#: verify --quick``: seconds) and ``smoke`` (the plumbing, seconds). Each: sizes, temperatures, replicate groups x chains per group, and
#: recorded sweeps after burn-in sweeps. The protein models keep order (Binder U > 0.3 at
#: n >= 16) up to T = 2 on the first CPU grid, so their grids reach T = 4.5-6.
_T_REAL = (0.15, 0.22, 0.32, 0.45, 0.65, 0.95, 1.4, 2.0)
REAL_GRIDS = {
    "cpu": {
        "tiny-en": dict(n_values=(4, 8, 16, 32), temperatures=_T_REAL, n_groups=4, chains_per_group=4,
                        n_sweeps=30, burn_in=10),
        "sapiens-vh": dict(n_values=(4, 8, 16, 32), temperatures=_T_REAL[::2] + (2.0, 3.0, 4.5), n_groups=4,
                           chains_per_group=2, n_sweeps=16, burn_in=6),
        "sceptr": dict(n_values=(2, 4, 7, 14), temperatures=_T_REAL + (3.0, 4.5), n_groups=4, chains_per_group=4,
                       n_sweeps=30, burn_in=10),
        # AntiBERTy costs ~0.1 s per masked 122-token sequence on one CPU thread (REAL_MODELS.md):
        # 720 batched steps of 4 chains, ~5 min on an idle core
        "antiberty": dict(n_values=(2, 4, 8, 16), temperatures=(0.15, 0.45, 1.2, 2.4, 4.5), n_groups=2,
                          chains_per_group=2, n_sweeps=4, burn_in=2),
    },
    "gpu": {  # updates = chains x (burn_in + n_sweeps) x sum(n) x temperatures, at the H200 rates of
        # benchmarks/results/h200-2026-11-30 (fp32, B = 64: tiny-en 28k, sapiens-vh 23k, antiberty 5.4k
        # updates/s; small models are bound by ~440 batched steps/s): about 90, 60, 100 and 100 s
        "tiny-en": dict(n_values=(4, 8, 16, 32), temperatures=tuple(np.geomspace(0.12, 3.0, 10).round(4)),
                        n_groups=8, chains_per_group=8, n_sweeps=50, burn_in=15),
        "sceptr": dict(n_values=(2, 4, 7, 14), temperatures=tuple(np.geomspace(0.12, 6.0, 12).round(4)),
                       n_groups=8, chains_per_group=8, n_sweeps=60, burn_in=20),
        "sapiens-vh": dict(n_values=(15, 30, 60, 120), temperatures=tuple(np.geomspace(0.12, 6.0, 10).round(4)),
                           n_groups=8, chains_per_group=8, n_sweeps=15, burn_in=5),
        "antiberty": dict(n_values=(15, 30, 60, 120), temperatures=tuple(np.geomspace(0.12, 6.0, 8).round(4)),
                          n_groups=4, chains_per_group=4, n_sweeps=12, burn_in=6),
    },
    "quick": {  # glauber verify --quick: seconds per model on one CPU thread
        "tiny-en": dict(n_values=(4, 8, 16, 32), temperatures=(0.2, 0.5, 1.2, 2.4), n_groups=4,
                        chains_per_group=2, n_sweeps=4, burn_in=2),
        "sceptr": dict(n_values=(2, 4, 7, 14), temperatures=(0.2, 0.5, 1.2, 2.4), n_groups=4,
                       chains_per_group=2, n_sweeps=4, burn_in=2),
        "sapiens-vh": dict(n_values=(4, 8, 16, 32), temperatures=(0.15, 0.45, 1.2, 2.4), n_groups=4,
                           chains_per_group=2, n_sweeps=6, burn_in=2),
        "antiberty": dict(n_values=(2, 4, 8, 16), temperatures=(0.15, 0.45, 1.2, 2.4, 4.5), n_groups=2,
                          chains_per_group=2, n_sweeps=4, burn_in=2),
    },
    "smoke": {name: dict(n_values=(1, 2, 3, 4), temperatures=(0.3, 1.0, 2.0), n_groups=2, chains_per_group=2,
                         n_sweeps=3, burn_in=1) for name in REAL_TEMPLATES},
}


def window_positions(length: int, n: int, centre: float) -> list[int]:
    """``n`` consecutive positions of ``0..length-1`` centred at ``centre`` (clamped to the
    ends), so windows of growing ``n`` are nested.

    >>> window_positions(120, 4, 103), window_positions(120, 30, 103), window_positions(10, 10, 3)
    ([101, 102, 103, 104], [88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    """
    if not 1 <= n <= length:
        raise InvalidInputError(f"`n` must be in 1..{length} (the template's sites); got {n}")
    start = int(min(max(round(centre - n / 2), 0), length - n))
    return list(range(start, start + n))


#: Toy models dressed as masked LMs (:mod:`toolkit.models.masked_toy`): they run through
#: :func:`real_phase_data` exactly as the real models do (the tiny-en budget grids unless
#: overridden), windows of a template of ``params["length"]`` sites (every site free
#: without one).
MASKED_TOYS = ("masked-independent", "masked-chain", "masked-mean-field-potts", "masked-curie-weiss")


def real_phase_params(model: str, n: int, params: dict | None = None) -> dict:
    """The model parameters of size ``n`` in the phase study of the real model ``model``
    (a window of :data:`REAL_TEMPLATES`): ``text`` and ``free_positions`` (``tokens="all"``
    for tiny-en: its whole 200-word vocabulary; the 20 amino acids otherwise). A masked toy
    (:data:`MASKED_TOYS`): ``params`` (its family's, e.g. ``q``, ``length``, ``seed``) plus
    the window of ``n`` sites centred in its template of ``params["length"]`` sites, or
    every site free when ``length`` is not given.

    >>> real_phase_params("masked-independent", 4, {"q": 20, "length": 10})["free_positions"]
    [3, 4, 5, 6]
    """
    if model in MASKED_TOYS:
        out = dict(params or {})
        L = out.get("length")
        out["free_positions"] = "all" if L is None else window_positions(int(L), n, int(L) / 2)
        return out
    if model not in REAL_TEMPLATES:
        raise InvalidInputError(f"`model` must be one of {sorted(REAL_TEMPLATES)} for a real phase study; got {model!r}")
    t = REAL_TEMPLATES[model]
    pos = window_positions(t["length"], n, t["centre"])
    if model == "tiny-en":
        return {"tokens": "all", "text": PHASE_SENTENCE, "free_positions": pos}
    if model == "sceptr":
        return {"free_positions": pos}
    from toolkit.models.zoo import REFERENCE_VH

    return {"text": REFERENCE_VH, "free_positions": pos}


def _is_real(model) -> bool:
    return all(hasattr(model, a) for a in ("all_conditionals", "initial_state", "with_template"))


_GROUNDS: dict = {}


def zero_temperature_point(model) -> np.ndarray:
    """``x*``: the zero-temperature fixed point reached by quenching the template's own tokens
    (systematic argmax sweeps, :func:`toolkit.metastable.quench`); cached per model object."""
    from toolkit.metastable import quench

    key = id(model)
    hit = _GROUNDS.get(key)
    if hit is not None and hit[0] is model:
        return hit[1]
    ground = quench(model, model.initial_state()[None, :])[0][0]
    if len(_GROUNDS) >= 32:
        _GROUNDS.clear()
    _GROUNDS[key] = (model, ground)
    return ground


def centered_overlap(x, ground, q: int) -> np.ndarray:
    """``m = (overlap - 1/q) / (1 - 1/q)`` with ``overlap`` the fraction of sites equal to
    ``ground``: 1 at ``x*``, 0 on average at ``T = inf`` (uniform tokens).

    >>> centered_overlap(np.array([[0, 1, 2, 3], [0, 0, 0, 0]]), np.array([0, 1, 2, 3]), 4).tolist()
    [1.0, 0.0]
    """
    ov = (np.asarray(x) == np.asarray(ground)).mean(axis=-1)
    return (ov - 1.0 / q) / (1.0 - 1.0 / q)


#: Rejection-free sampling when fewer than this many changes per sweep are expected at ``x*``
#: (it costs ``n`` masked passes per change, plain sampling ``n`` per sweep).
RF_CHANGES_PER_SWEEP = 0.25


def mlm_phase_point(model, temperature: float, *, n_groups: int = 4, chains_per_group: int = 4,
                    n_sweeps: int = 30, burn_in: int = 10, rng=None) -> dict:
    """Sampled finite-size observables of a real masked LM at one ``(n, T)``.

    ``n_groups * chains_per_group`` chains start at the zero-temperature fixed point ``x*``
    (:func:`zero_temperature_point`) and run ``(burn_in + n_sweeps) * n`` random-scan steps;
    the order parameter, the centered overlap with ``x*`` (:func:`centered_overlap`), is
    recorded after every sweep past the burn-in. Each group gives a replicate of the Binder
    cumulant and of the connected susceptibility ``n (<m^2> - <|m|>^2) / T``; the relaxation
    time is the integrated autocorrelation time of ``m`` in sweeps (NaN when ``m`` never
    moved). The sampler is the rejection-free one (n-fold way) when the exit rate at ``x*``
    promises fewer than :data:`RF_CHANGES_PER_SWEEP` changes per sweep, plain batched Glauber
    steps otherwise; both have the same law at every recorded step.
    """
    from toolkit._validation import as_rng, check_int, check_temperature
    from toolkit.diagnostics import integrated_autocorrelation_time
    from toolkit.sampling import all_site_conditionals, run_chains, run_rejection_free

    t0 = time.perf_counter()
    T = check_temperature(temperature)
    R = check_int(n_groups, "n_groups", minimum=2)
    C = check_int(chains_per_group, "chains_per_group", minimum=1)
    S = check_int(n_sweeps, "n_sweeps", minimum=2)
    B0 = check_int(burn_in, "burn_in", minimum=0)
    rng = as_rng(rng)
    q, n = int(model.vocab_size), int(model.length)
    ground = zero_temperature_point(model)
    p = all_site_conditionals(model, ground[None, :], temperature=T)[0]
    exit_rate = float((1.0 - p[np.arange(n), ground]).clip(min=0.0).mean())
    rf = exit_rate * n < RF_CHANGES_PER_SWEEP

    def m_of(x, ground=ground):
        return centered_overlap(x, ground, q)

    kw = dict(temperature=T, n_chains=R * C, n_steps=(B0 + S) * n, start=ground, burn_in=B0 * n + n,
              record_every=n, record_states=False, observables={"m": m_of}, progress=False, rng=rng)
    run = run_rejection_free(model, **kw) if rf else run_chains(model, **kw)
    m = run.observables["m"]  # (chains, S) records after every sweep past the burn-in
    g = m.reshape(R, C * m.shape[1])
    g2, g4, ga = (g**2).mean(axis=1), (g**4).mean(axis=1), np.abs(g).mean(axis=1)
    with np.errstate(divide="ignore", invalid="ignore"):
        reps = np.column_stack([1.0 - g4 / (3.0 * g2 * g2), n * (g2 - ga * ga) / T])
    tau = r_hat = float("nan")
    if np.ptp(m) > 0 and m.shape[1] >= 4:
        from toolkit.diagnostics import rhat

        tau = float(integrated_autocorrelation_time(m).value)
        r_hat = rhat(m)
    out = _point(float((m**2).mean()), float((m**4).mean()), float(np.abs(m).mean()), n, T,
                 method="sampled (" + ("rejection-free" if rf else "glauber") + ", from x*)", relaxation=tau,
                 replicates=reps.tolist())
    out.update({"order_mean": float(m.mean()), "exit_rate": exit_rate, "n_model_calls": int(run.n_model_calls),
                "seconds": time.perf_counter() - t0, "ground": str(model.decode(ground)), "rhat": r_hat})
    return out


def real_phase_data(store, model: str, *, grid: str = "cpu", n_values=None, temperatures=None, seed: int = 0,
                    device: str = "cpu", options: dict | None = None, params: dict | None = None,
                    executor: str = "serial", progress=None):
    """The sampled finite-size data of the real model ``model`` on the budget grid ``grid``
    (:data:`REAL_GRIDS`; ``n_values``/``temperatures``/``options`` override it) through the
    resumable sweep store ``store``: one ``phase`` task per ``(n, T)``, each a window of
    :func:`real_phase_params` on ``device``. ``model`` may also be a masked toy
    (:data:`MASKED_TOYS`, with its family's ``params``), run on tiny-en's grid unless
    overridden. Returns ``(data, summary, spec)`` with ``spec`` the grid actually run and
    ``q``, the number of tokens of the model's set."""
    from toolkit.app.sweep import make_grid, run_sweep

    if grid not in REAL_GRIDS:
        raise InvalidInputError(f"`grid` must be one of {sorted(REAL_GRIDS)}; got {grid!r}")
    toy = model in MASKED_TOYS
    if not toy and model not in REAL_GRIDS[grid]:
        raise InvalidInputError(f"`model` must be one of {sorted(REAL_TEMPLATES)} or a masked toy "
                                f"{MASKED_TOYS} for a real phase study; got {model!r}")
    if params and not toy:
        raise InvalidInputError(f"`params` are for the masked toys {MASKED_TOYS}; the real model {model!r} takes "
                                f"its windows of REAL_TEMPLATES")
    spec = dict(REAL_GRIDS[grid]["tiny-en" if toy else model])
    if n_values is not None:
        spec["n_values"] = tuple(n_values)
    if temperatures is not None:
        spec["temperatures"] = tuple(temperatures)
    spec.update(options or {})
    ns, ts = _sizes(spec["n_values"]), _temps(spec["temperatures"])
    opts = {k: spec[k] for k in ("n_groups", "chains_per_group", "n_sweeps", "burn_in")}
    tasks = []
    for n in ns:
        p_n = real_phase_params(model, n, params)
        if device != "cpu" and not toy:
            p_n["device"] = device
        tasks += make_grid(model, n=[n], temperature=ts, seed=[seed], estimator=["phase"], params=p_n,
                           options={"method": "auto", **opts})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    data = _assemble(store, tasks, ns, ts, label=model)
    q = int(tasks[0].build_model().vocab_size)  # the tokens each site takes (cached: the model the tasks ran)
    return data, summary, {**spec, "n_values": list(ns), "temperatures": list(ts), "device": device, "q": q}

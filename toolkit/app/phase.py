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

import math
import os
import time

import numpy as np

from toolkit.exceptions import InvalidInputError
from toolkit.phase import EXACT_TEMPERATURES, PhaseGrid, _sizes, _temps

__all__ = ["exact_phase_grid"]


def exact_phase_grid(store, *, model: str = "curie-weiss", n_values=range(2, 11), temperatures=EXACT_TEMPERATURES,
                     params: dict | None = None, eps: float = 0.25, executor: str = "serial",
                     progress: bool | None = False) -> PhaseGrid:
    """Exact ``t_mix(eps)``, ``chi = n Var_pi(m_max)`` and the Binder cumulant of the Potts
    order parameter over ``n_values x temperatures``.

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
    binder = np.full(shape, np.nan)
    for task in tasks:
        r = by_key[task.key]
        i, j = ns.index(task.n), ts.index(task.temperature)
        t_mix[i, j] = np.nan if r["t_mix"] is None else float(r["t_mix"])
        chi[i, j] = float(r["susceptibility"])
        mean[i, j] = float(r["order_mean"])
        m2, m4 = r.get("m2"), r.get("m4")  # absent from rows stored before they were recorded
        if m2 is not None and m4 is not None and not (isinstance(m2, float) and np.isnan(m2)) and m2 > 0:
            binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2) ** 2)
    label = model + "".join(f" {k}={v}" for k, v in sorted(params.items()))
    return PhaseGrid(label=label, method="exact", temperatures=np.array(ts), n_values=np.array(ns),
                     mixing=t_mix, mixing_label=f"exact t_mix({eps:g}) (steps)", susceptibility=chi,
                     susceptibility_stderr=np.zeros(shape), order_mean=mean,
                     order_label="m = m_max, the majority fraction", mixing_resolved=np.isfinite(t_mix),
                     notes=(f"store {os.fspath(store)}",), n_computed=summary.n_new, n_reused=summary.n_skipped,
                     seconds=time.perf_counter() - t0, binder=binder)


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


def _point(m2, m4, am, n, T, *, method, relaxation=np.nan, replicates=None, missing=None) -> dict:
    binder = 1.0 - m4 / (3.0 * m2 * m2) if m2 > 0 else float("nan")
    return {"computed_by": method, "m2": m2, "m4": m4, "abs_m": am, "binder": binder,
            "susceptibility": n * (m2 - am * am) / T, "relaxation": float(relaxation),
            "replicates": replicates, "missing": dict(missing or {})}


_NN_CACHE: dict = {}
_CHAIN_CACHE: dict = {}


def _nearest_neighbour_graph(model) -> bool:
    """Whether ``model`` is a :class:`~toolkit.models.Pairwise` chain on a path or cycle (cached
    per model object: the check reads the dense ``J`` once)."""
    return _nn_info(model)[0]


def _nn_compatible(model) -> bool:
    """Whether a nearest-neighbour chain's conditionals are compatible, from its ``n`` edges
    only (the double-centred ``J[i, j]`` and ``J[j, i]^T`` agree; :meth:`Pairwise.is_compatible`
    compares all ``n^2`` blocks, seconds at ``n = 2000``)."""
    return _nn_info(model)[1]


def _nn_info(model) -> tuple[bool, bool]:
    from toolkit.models.toy import Pairwise

    if not isinstance(model, Pairwise):
        return False, False
    hit = _NN_CACHE.get(id(model))
    if hit is not None and hit[0] is model:
        return hit[1]
    n = model.length
    if getattr(model, "graph", None) in ("path", "cycle"):  # built by potts(): symmetric couplings
        info = (True, True)
    else:
        nz = np.abs(model.J).sum(axis=(2, 3)) > 0
        allowed = np.zeros((n, n), dtype=bool)
        i = np.arange(n - 1)
        allowed[i, i + 1] = allowed[i + 1, i] = True
        if n > 2:
            allowed[0, n - 1] = allowed[n - 1, 0] = True
        nn = bool(not (nz & ~allowed).any())
        ok = True
        if nn:
            def centred(M):
                return M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) + M.mean(axis=(-2, -1),
                                                                                                    keepdims=True)
            a, b = np.nonzero(np.triu(allowed, 1))
            A, B = model.J[a, b], np.swapaxes(model.J[b, a], -1, -2)
            # exact.transfer.nearest_neighbour_chain's rule: 1e-10 times the edge's largest |J| (at least 1)
            scale = np.maximum(np.maximum(np.abs(A).max(axis=(1, 2)), np.abs(B).max(axis=(1, 2))), 1.0)
            ok = bool(np.all(np.abs(centred(A) - centred(B)).max(axis=(1, 2)) <= 1e-10 * scale))
        info = (nn, ok)
    if len(_NN_CACHE) >= 64:
        _NN_CACHE.clear()
    _NN_CACHE[id(model)] = (model, info)
    return info


def _numerical_errors() -> tuple:
    """The failures of a numerical routine that make one quantity of one point missing (a
    Krylov solver that does not converge, a singular matrix, an overflow, mpmath giving up)
    rather than stop a grid."""
    from scipy.sparse.linalg import ArpackError

    from toolkit.exceptions import GlauberError

    errs = [ArithmeticError, np.linalg.LinAlgError, ArpackError, GlauberError, RuntimeError]
    try:
        from mpmath.libmp import NoConvergence

        errs.append(NoConvergence)
    except ImportError:  # pragma: no cover - mpmath ships with sympy
        pass
    return tuple(errs)


def _attempt(missing: dict, what: str, fn):
    """``fn()``, or NaN with ``missing[what]`` set to the reason when it fails numerically."""
    try:
        return fn()
    except _numerical_errors() as exc:
        missing[what] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}".rstrip(": ")
        return float("nan")


#: The most partitions (colour-lumped chain) or count vectors whose gap a lumped point computes
#: (the relaxation time: only the dynamic exponent and the mixing change read it).
LUMPED_GAP_MAX_STATES = 12_000
#: ``q = 2`` exchangeable points compute the full gap (every sector) up to this ``n``: 3 s a point at
#: ``n = 1024`` (n/2 sectors), the whole Curie-Weiss preset's time; the dynamic exponent is fitted on
#: the sizes below.
LUMPED_Q2_GAP_MAX_N = 256
#: The most enumerated states whose spectrum an enumerated point computes (its relaxation time).
ENUMERATION_GAP_MAX_STATES = 4096


def _lumped_relaxation(model, T: float, missing: dict) -> float:
    """The relaxation time in sweeps, ``1/(n gap)``, of an exchangeable model's chain, where it is
    cheap and meaningful: ``q = 2`` the full gap by sectors (``n <= LUMPED_Q2_GAP_MAX_N``); mean-field Potts / Curie-Weiss
    (colour-symmetric) the count chain's gap for ``q = 3`` (at most ``LUMPED_GAP_MAX_STATES``
    count vectors) and the colour-lumped chain's above (:mod:`exact.colour_lumped`, an upper
    bound on the full gap that changes at the same spinodal); other exchangeable models
    (random tables, identical sites): not computed, the verdict does not need it."""
    from exact.colour_lumped import colour_partitions, colour_symmetric_gap, is_colour_symmetric
    from exact.lumped import lumped_spectral_gap
    from toolkit.models.exchangeable import n_count_vectors

    q, n = int(model.vocab_size), int(model.length)
    if q == 2 and n <= LUMPED_Q2_GAP_MAX_N:
        gap = _attempt(missing, "relaxation", lambda: lumped_spectral_gap(model, temperature=T, sectors="auto").gap)
    elif is_colour_symmetric(model) and q == 3 and n_count_vectors(n, q) <= LUMPED_GAP_MAX_STATES:
        gap = _attempt(missing, "relaxation",
                       lambda: lumped_spectral_gap(model, temperature=T, sectors="symmetric").gap)
    elif is_colour_symmetric(model) and q > 3 and len(colour_partitions(n, q)) <= LUMPED_GAP_MAX_STATES:
        gap = _attempt(missing, "relaxation", lambda: colour_symmetric_gap(model, temperature=T).gap)
    else:
        missing.setdefault("relaxation", "not computed (too many states, or a model whose gap the verdict does "
                                         "not need)")
        return float("nan")
    if not np.isfinite(gap):
        return float("nan")
    return 1.0 / (n * gap) if gap > 0 else np.inf


def phase_point(model, temperature: float, *, method: str = "auto", n_groups: int = 8, chains_per_group: int = 4,
                n_sweeps: int = 400, burn_in: int = 300, rng=None) -> dict:
    """The order parameter's finite-size observables at one ``(n, T)``: ``<m^2>``, ``<m^4>``,
    ``<|m|>``, the Binder cumulant, the connected susceptibility ``n (<m^2> - <|m|>^2) / T``
    and a relaxation time, computed exactly where a symmetry allows it and sampled otherwise.

    ``method``: ``"lumped"`` (exchangeable models: the count law, :mod:`exact.lumped`, or the
    partition law of colour-symmetric ones, :mod:`exact.colour_lumped`; the relaxation time
    is ``1/gap`` where cheap, :func:`_lumped_relaxation`), ``"transfer"`` (compatible
    nearest-neighbour chains on a path or a cycle: :mod:`exact.transfer`), ``"enumeration"``
    (``q^n <= 65536``: :class:`exact.ExactChain`), ``"lattice"`` (Potts on an ``L x L``
    torus, even ``L``: checkerboard heat-bath sampling, :mod:`toolkit.lattice`, with
    ``n_groups`` replicate groups of chains, half started ordered and half random),
    ``"mlm"`` (sampled Glauber chains from several starts with the connected two-replica
    overlap as the order parameter, :func:`mlm_phase_point`: real masked LMs, masked toys
    and any model no exact method takes), or ``"auto"`` (the first that applies).
    Relaxation times are in sweeps (``n`` steps): ``1/(n gap)`` for exact chains, an
    integrated autocorrelation time for sampled ones.

    A quantity whose numerical routine fails (a Krylov solver that does not converge, an
    overflow, mpmath) is NaN and named with the reason in ``missing``; the point is still
    returned, so a grid never stops on one point.
    """
    T = float(temperature)
    q, n = int(model.vocab_size), int(model.length)
    from toolkit.models.toy import IndependentSites

    method = point_method(model, method)
    missing: dict = {}
    nan = float("nan")
    if method == "lumped":
        from exact.colour_lumped import colour_order_moments, is_colour_symmetric

        if is_colour_symmetric(model):
            mom = _attempt(missing, "order parameter", lambda: colour_order_moments(model, temperature=T))
        else:
            from exact.lumped import count_stationary_law
            from toolkit.models.exchangeable import count_vectors

            def moments():
                law = count_stationary_law(model, temperature=T)
                return _order_moments(count_vectors(n, q) / n, law.pi, q)

            mom = _attempt(missing, "order parameter", moments)
        m2, m4, am = mom if isinstance(mom, tuple) else (nan, nan, nan)
        tau = _lumped_relaxation(model, T, missing)
        return _point(m2, m4, am, n, T, method="exact (lumped)", relaxation=tau, missing=missing)
    if method == "transfer":
        from exact.transfer import chain_observables, glauber_cycle_gap, nearest_neighbour_chain

        if isinstance(model, IndependentSites):  # a chain without couplings
            from exact.transfer import NearestNeighbourChain

            chain = NearestNeighbourChain(model.h, np.zeros((max(n - 1, 0), q, q)), "path")
        else:
            hit = _CHAIN_CACHE.get(id(model))
            chain = hit[1] if hit is not None and hit[0] is model else nearest_neighbour_chain(model)
            if len(_CHAIN_CACHE) >= 16:
                _CHAIN_CACHE.clear()
            _CHAIN_CACHE[id(model)] = (model, chain)
        ob = _attempt(missing, "order parameter", lambda: chain_observables(chain, temperature=T, joint=True))
        tau = nan
        if q == 2 and chain.boundary == "cycle" and chain.is_uniform and n >= 3:
            c = float(model.J[0, 1, 0, 0] - model.J[0, 1, 0, 1])
            tau = _attempt(missing, "relaxation", lambda: 1.0 / (n * glauber_cycle_gap(n, c, temperature=T)))
        elif isinstance(model, IndependentSites):
            tau = 1.0  # the product chain's gap is 1/n at every temperature: one sweep
        if isinstance(ob, float):
            return _point(nan, nan, nan, n, T, method="exact (transfer matrix)", relaxation=tau, missing=missing)
        return _point(ob.magnetization_sq, ob.magnetization_4, ob.abs_magnetization, n, T,
                      method="exact (transfer matrix)", relaxation=tau, missing=missing)
    if method == "enumeration":
        from exact.markov import ExactChain

        chain = ExactChain(model, temperature=T)

        def moments():
            X = chain.logits.space.all_states()
            rho = np.stack([(X == a).mean(axis=1) for a in range(q)], axis=1)
            return _order_moments(rho, chain.pi, q)

        mom = _attempt(missing, "order parameter", moments)
        m2, m4, am = mom if isinstance(mom, tuple) else (nan, nan, nan)
        if q**n <= ENUMERATION_GAP_MAX_STATES:
            tau = _attempt(missing, "relaxation", lambda: chain.spectrum.relaxation_time / n)
        else:
            tau = nan
            missing["relaxation"] = f"not computed (q^n = {q**n} states above {ENUMERATION_GAP_MAX_STATES})"
        return _point(m2, m4, am, n, T, method="exact (enumeration)", relaxation=tau, missing=missing)
    if method == "lattice":
        from toolkit._validation import as_rng
        from toolkit.lattice import checkerboard_run
        from toolkit.models.toy import torus_side

        L = torus_side(n)
        rng = as_rng(rng)
        C = n_groups * chains_per_group
        # half the chains start ordered, half random (every group holds both): R-hat sees a run too short
        # to forget its start
        half = [checkerboard_run(q, L, float(model.coupling), T, n_chains=k, n_sweeps=n_sweeps, burn_in=burn_in,
                                 start=start, rng=rng)
                for k, start in ((C - C // 2, "ordered"), (C // 2, "random")) if k]
        mm = np.empty((C, n_sweeps))
        mm[0::2] = half[0].m  # interleaved: ordered, random, ordered, ... so every group holds both
        if C > 1:
            mm[1::2] = half[1].m
        m = mm.reshape(n_groups, -1)
        reps = []
        for g in range(n_groups):
            g2, g4, ga = float((m[g] ** 2).mean()), float((m[g] ** 4).mean()), float(np.abs(m[g]).mean())
            reps.append([1.0 - g4 / (3 * g2 * g2), n * (g2 - ga * ga) / T])
        from toolkit.diagnostics import integrated_autocorrelation_time, rhat

        tau = _attempt(missing, "relaxation", lambda: float(integrated_autocorrelation_time(np.abs(mm)).value))
        out = _point(float((m**2).mean()), float((m**4).mean()), float(np.abs(m).mean()), n, T,
                     method="sampled (checkerboard heat bath, half ordered, half random starts)", relaxation=tau,
                     replicates=reps, missing=missing)
        # R-hat of |m| over the chains x recorded sweeps, for the convergence check
        out["rhat"] = _attempt(missing, "rhat", lambda: rhat(np.abs(mm)))
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
        if isinstance(model, IndependentSites) or (_nearest_neighbour_graph(model) and _nn_compatible(model)):
            return "transfer"
        if torus:
            method = "lattice"
        elif _is_real(model):
            return "mlm"
        elif _states_at_most(q, n, AUTO_ENUMERATION_STATES):
            return "enumeration"  # incompatible nearest-neighbour chains too: the transfer matrix needs a joint law
        elif _nearest_neighbour_graph(model):
            return "mlm"  # an incompatible nearest-neighbour chain beyond enumeration: sampled
        else:
            raise InvalidInputError(f"no exact or lattice method for {model!r} at n = {n}: it is neither "
                                    f"exchangeable, a compatible nearest-neighbour chain nor a torus, and q^n = "
                                    f"{q}^{n} is above {AUTO_ENUMERATION_STATES} states to enumerate; --method mlm "
                                    "samples it")
    if method == "lumped" and not is_exchangeable(model):
        raise InvalidInputError(f"method 'lumped' needs an exchangeable model (curie-weiss, mean-field-potts, "
                                f"exchangeable-table, identical-sites); got {model!r}")
    if method == "transfer" and not (isinstance(model, IndependentSites) or _nearest_neighbour_graph(model)):
        raise InvalidInputError(f"method 'transfer' needs a nearest-neighbour chain (potts on a path or cycle, "
                                f"independent sites); got {model!r}")
    if method == "transfer" and not isinstance(model, IndependentSites) and not _nn_compatible(model):
        raise InvalidInputError(f"method 'transfer' needs compatible (symmetric) couplings: the transfer matrix is "
                                f"the joint law's, and {model!r} has none; use --method enumeration (small n) or "
                                "mlm (sampled)")
    if method == "enumeration" and not _states_at_most(q, n, DEFAULT_MAX_STATES):
        raise InvalidInputError(f"method 'enumeration' at n = {n}: q^n = {q}^{n} states is above the "
                                f"enumeration guard of {DEFAULT_MAX_STATES:g}")
    if method == "lattice":
        L = int(np.sqrt(n) + 0.5)
        if not torus or L * L != n or L < 4 or L % 2:
            raise InvalidInputError(f"method 'lattice' (checkerboard sweeps) needs potts on an L x L torus with L "
                                    f"even and >= 4 (n = 16, 36, 64, 100, ...); got {model!r} at n = {n}")
    if method not in ("lumped", "transfer", "enumeration", "lattice", "mlm"):
        raise InvalidInputError(f"`method` must be 'auto', 'lumped', 'transfer', 'enumeration', 'lattice' or "
                                f"'mlm'; got {method!r}")
    return method


# ---------------------------------------------------------------------- known critical points
def potts_torus_temperature(q: int, coupling: float = 1.0) -> float:
    """The 2-D Potts critical temperature on the square lattice in this project's units
    (``pi_T ∝ exp(coupling #{agreeing edges} / T)``): ``T_c = coupling / ln(1 + sqrt q)``
    (Baxter, J. Phys. C 6, L445 (1973); continuous for ``q <= 4``, first order above).

    >>> round(potts_torus_temperature(3), 5), round(potts_torus_temperature(2), 6)
    (0.99497, 1.134593)
    """
    return float(coupling) / math.log(1.0 + math.sqrt(q))


def mean_field_potts_temperatures(q: int, beta: float = 1.0) -> tuple[float, float]:
    """``(T_c, T_s)`` of mean-field Potts with coupling ``beta/n`` per pair
    (:class:`toolkit.models.MeanFieldPotts`): the thermodynamic transition ``beta/beta_c`` with
    ``beta_c = 2 (q-1) ln(q-1) / (q-2)`` and the spinodal ``beta/beta_s``,
    ``beta_s = min_{x in (1/q, 1)} (q-1) ln((q-1) x/(1-x)) / (q x - 1)``, where mixing changes
    (:mod:`proofs_checks.potts_spinodal`; Cuff et al., J. Stat. Phys. 149 (2012)); ``q = 2``:
    both ``beta/2`` (Curie-Weiss in Potts units).

    >>> [round(t, 5) for t in mean_field_potts_temperatures(5)]
    [0.27051, 0.28054]
    """
    from scipy.optimize import minimize_scalar

    if q == 2:
        return beta / 2.0, beta / 2.0
    bc = 2.0 * (q - 1) * math.log(q - 1) / (q - 2)
    res = minimize_scalar(lambda x: (q - 1) * math.log((q - 1) * x / (1 - x)) / (q * x - 1),
                          bounds=(1.0 / q + 1e-9, 1.0 - 1e-12), method="bounded", options={"xatol": 1e-12})
    return beta / bc, beta / float(res.fun)


# ---------------------------------------------------------------------- preset grids
def _nn_scale(p: dict) -> float:
    """The energy scale of a nearest-neighbour chain: its largest coupling, random or not."""
    return max(abs(float(p.get("coupling", 1.0))), float(p.get("disorder", 0.0)), 1e-3)


def _mfp_grid(p: dict):
    q, beta = int(p.get("q", 3)), float(p.get("beta", 1.0))
    tc, ts = mean_field_potts_temperatures(q, beta)
    if q == 2:
        return tuple(2**k for k in range(4, 11)), np.linspace(0.7, 1.4, 36) * tc
    # the Binder crossing near T_c and the mixing change at T_s both inside, two steps from the ends;
    # sizes whose points are cheap (partitions, q >= 4) and whose gaps give the mixing change
    ns = {3: (16, 32, 64, 96, 128, 256), 4: (16, 32, 64, 96, 128), 5: (16, 24, 32, 48, 64, 128)}.get(
        q, (16, 24, 32, 48, 64))
    return ns, np.linspace(0.88 * tc, 1.1 * ts, 37)


def _nn_grid(p: dict):
    q = int(p.get("q", 3))
    symmetric = bool(p.get("symmetric", True)) or float(p.get("disorder", 0.0)) == 0.0
    if symmetric:  # transfer matrices; q >= 3 needs the joint counts (work ~ n^q): shorter chains
        ns = (10, 20, 50, 100, 200, 500, 1000, 2000) if q == 2 else (10, 20, 40, 80, 160)
        return ns, np.geomspace(0.08, 2.0, 40) * _nn_scale(p)
    # incompatible: enumerated, every size's chain at most 8000 states (q = 3: n = 2..8, q = 2: n = 3..12)
    top = int(math.log(8_000) / math.log(q))
    ns = tuple(range(2 if q > 2 else 3, max(top, 4) + 1))
    return ns, np.geomspace(0.08, 4.0, 30) * _nn_scale(p)


#: Default grids of ``glauber phase`` for the calibration families: ``(n_values, temperatures)``
#: as functions of the model parameters (the temperatures follow the known critical point:
#: the coupling and ``q``); other models need ``--n`` and ``--temperature``.
PRESETS = {
    "curie-weiss": lambda p: (tuple(2**k for k in range(4, 11)), np.linspace(0.7, 1.4, 36) * p.get("beta", 1.0)),
    "mean-field-potts": _mfp_grid,
    "independent": lambda p: ((16, 32, 64, 128, 256, 512, 1024), np.geomspace(0.1, 5.0, 30) * p.get("scale", 1.0)),
    "potts-path": lambda p: ((10, 20, 50, 100, 200, 500, 1000, 2000),
                             np.geomspace(0.08, 2.0, 40) * p["coupling"]),
    # L = 4, 6, 8, 12, 16: the largest pairs far enough apart for the Binder difference to beat the noise
    "potts-torus": lambda p: ((16, 36, 64, 144, 256),
                              np.linspace(0.88, 1.12, 13) * potts_torus_temperature(p.get("q", 3), p["coupling"])),
    "nn-chain": _nn_grid,
}


def preset_for(model: str, params: dict):
    """``(n_values, temperatures)`` of the default grid of ``model`` (None when there is none);
    real models (:data:`REAL_TEMPLATES`): their ``cpu`` budget grid of :data:`REAL_GRIDS`.

    >>> preset_for("sceptr", {})[0]
    (2, 4, 7, 14)
    >>> ns, ts = preset_for("potts", {"q": 3, "graph": "torus"})
    >>> ns, round(float(ts[0]), 4), round(float(ts[-1]), 4)
    ((16, 36, 64, 144, 256), 0.8756, 1.1144)
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
    ns, temps = PRESETS[key](params)
    return tuple(ns), np.asarray(temps, dtype=float)


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


#: Convergence of a sampled point of a phase grid (the verdict reads it, the command warns of
#: it, the same rule for both): split R-hat of its order parameter at most ``PHASE_RHAT_MAX``
#: and an effective sample size, chains x recorded sweeps / integrated autocorrelation time,
#: at least ``PHASE_ESS_MIN``. The replicate groups give the verdict's errors, so each group
#: needs a few tens of independent draws (8 groups: 200 in all), not the 400 of a posterior
#: summary (``glauber sample``); calibrated in benchmarks/phase_calibration.py.
PHASE_RHAT_MAX = 1.1
PHASE_ESS_MIN = 100.0


def _num(v) -> float:
    try:
        return float(v)
    except (TypeError, ValueError):
        return float("nan")


def point_convergence(row) -> tuple[bool, str]:
    """``(converged, why not)`` of one stored phase point (exact points: always converged)."""
    if not str(row.get("computed_by", "")).startswith("sampled"):
        return True, ""
    r_hat, tau = _num(row.get("rhat")), _num(row.get("relaxation"))
    if not np.isfinite(r_hat):
        return False, "R-hat not estimated (the order parameter never moved, or too few sweeps)"
    if r_hat > PHASE_RHAT_MAX:
        return False, f"R-hat {r_hat:.3g} > {PHASE_RHAT_MAX}"
    draws = _num(row.get("n_groups")) * _num(row.get("chains_per_group")) * _num(row.get("n_sweeps"))
    ess = draws / tau if np.isfinite(tau) and tau > 0 else float("nan")
    if not np.isfinite(ess) or ess < PHASE_ESS_MIN:
        return False, f"effective sample size {ess:.3g} < {PHASE_ESS_MIN:g}"
    return True, ""


def _assemble(store, tasks, ns, ts, *, label: str, dimension=None):
    """:class:`toolkit.finite_size.ScalingData` from the stored results of ``tasks``: the
    order parameter's Binder cumulant and susceptibility (replicates when sampled), the
    relaxation time, which sampled points converged (:func:`point_convergence`) and, when
    recorded (the sampled real-MLM path), the energy indicators."""
    from toolkit.app.sweep import load_results
    from toolkit.finite_size import ScalingData

    df = load_results(store)
    by_key = {r["key"]: r for r in df.to_dict("records")}
    N, K = len(ns), len(ts)
    U, chi, tau = np.full((N, K), np.nan), np.full((N, K), np.nan), np.full((N, K), np.nan)
    conv = np.ones((N, K), dtype=bool)
    heat, cumul = np.full((N, K), np.nan), np.full((N, K), np.nan)
    methods = set()
    idx_n = {v: i for i, v in enumerate(ns)}
    idx_t = {v: j for j, v in enumerate(ts)}
    rep_grid = {}
    for t in tasks:
        r = by_key[t.key]
        i, j = idx_n[t.n], idx_t[t.temperature]
        U[i, j], chi[i, j], tau[i, j] = _num(r["binder"]), _num(r["susceptibility"]), _num(r["relaxation"])
        conv[i, j] = point_convergence(r)[0]
        heat[i, j], cumul[i, j] = _num(r.get("specific_heat")), _num(r.get("energy_cumulant"))
        methods.add(r["computed_by"])
        if isinstance(r.get("replicates"), list) and r["replicates"]:
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
    energy = {"specific_heat": heat, "energy_cumulant": cumul} if np.isfinite(heat).any() else None
    sampled = any(m.startswith("sampled") for m in methods)
    return ScalingData(np.asarray(ts), np.asarray(ns, dtype=float), binder=U, susceptibility=chi,
                       binder_err=err_U, susceptibility_err=err_chi, relaxation=tau, replicates=replicates,
                       method=method, label=label, dimension=dimension, converged=conv if sampled else None,
                       energy=energy)


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


#: Rejection-free sampling when fewer than this many changes per sweep are expected at every
#: start (it costs ``n`` masked passes per change, plain sampling ``n`` per sweep).
RF_CHANGES_PER_SWEEP = 0.25
#: The chains' starts, cycled over the chains (so both replicas of a pair, and every group,
#: mix them): the template's zero-temperature fixed point ``x*`` (models with a template), a
#: uniform random state, and the quench of another uniform random state.
START_KINDS = ("x*", "random", "quench")
#: The energy (pseudo-log-likelihood, one all-site pass per state) is evaluated on every this
#: many recorded sweeps: about a quarter of the sampling's own cost.
ENERGY_EVERY = 4


def _starts(model, n_chains: int, rng) -> tuple[np.ndarray, list[str], np.ndarray | None]:
    """``(starts, kinds, x*)``: ``n_chains`` start states cycling over :data:`START_KINDS` (no
    ``x*`` for a model without a template)."""
    from toolkit.metastable import quench

    q, n = int(model.vocab_size), int(model.length)
    ground = zero_temperature_point(model) if hasattr(model, "initial_state") else None
    kinds_all = START_KINDS if ground is not None else START_KINDS[1:]
    kinds = [kinds_all[k % len(kinds_all)] for k in range(n_chains)]
    X = rng.integers(0, q, size=(n_chains, n))
    sel = np.array([k == "quench" for k in kinds])
    if sel.any():
        X[sel] = quench(model, X[sel], max_sweeps=50)[0]
    for k, kind in enumerate(kinds):
        if kind == "x*":
            X[k] = ground
    return X, kinds, ground


def connected_overlap_sq(states: np.ndarray, q: int) -> np.ndarray:
    """The squared magnitude of the connected two-replica overlap of the chain pairs
    ``(0, 1), (2, 3), ...`` at every record: ``|Q|^2 = sum_ab Q_ab^2`` with

        Q_ab = (1/n) sum_i (1[x_i = a] - p_i(a)) (1[y_i = b] - p_i(b)),

    ``p_i`` the marginal of site ``i`` estimated from every chain and record, normalized by
    ``((q - 1)/q)^2`` (two ordered replicas of a symmetric model, each in one colour, the
    marginals uniform: 1). It needs no symmetry: with fields and one state (a paramagnet
    however polarized) ``Q`` has mean 0 and ``n <|Q|^2>`` stays bounded; with several states
    (replicas in different basins) ``|Q|^2`` is of order 1. Invariant under relabelling the
    tokens of each replica separately. ``states``: (chains, records, n); returns
    (chains // 2, records).

    >>> x = np.array([[[0, 0, 0, 0]], [[1, 1, 1, 1]], [[0, 0, 0, 0]], [[1, 1, 1, 1]]])
    >>> connected_overlap_sq(x, 2).round(12).tolist()   # two colours, half the chains each
    [[1.0], [1.0]]
    """
    C, S, n = states.shape
    p = np.stack([(states == a).mean(axis=(0, 1)) for a in range(q)], axis=1)  # (n, q) site marginals
    PP = p @ p.T  # <p_i, p_j>
    out = np.empty((C // 2, S))
    idx = np.arange(n)
    for k in range(C // 2):
        for t in range(S):
            grams = []
            for x in (states[2 * k, t], states[2 * k + 1, t]):
                # G[i, j] = <e_{x_i} - p_i, e_{x_j} - p_j>
                G = (x[:, None] == x[None, :]).astype(float) - p[idx[:, None], x[None, :]] \
                    - p[idx[None, :], x[:, None]] + PP
                grams.append(G)
            out[k, t] = float((grams[0] * grams[1]).sum()) / n**2
    return out / ((q - 1.0) / q) ** 2


def _binder_chi(Q2: np.ndarray, n: int, T: float) -> tuple[float, float, float, float, float]:
    """``(m2, m4, |m|, U, chi)`` of ``m = sqrt(|Q|^2)`` over all values of ``Q2``."""
    m2, m4, am = float(Q2.mean()), float((Q2 * Q2).mean()), float(np.sqrt(Q2).mean())
    U = 1.0 - m4 / (3.0 * m2 * m2) if m2 > 0 else float("nan")
    return m2, m4, am, U, n * (m2 - am * am) / T


def _energy(model, states: np.ndarray) -> np.ndarray:
    """``E(x) = sum_i log p_i(x_i | x_-i)`` at ``T = 1`` (the log pseudo-likelihood) of states
    ``(B, n)``: one all-site pass per state."""
    from scipy.special import log_softmax

    from toolkit.sampling import all_site_logits

    L = log_softmax(all_site_logits(model, states), axis=2)
    return np.take_along_axis(L, states[:, :, None], axis=2)[:, :, 0].sum(axis=1)


def mlm_phase_point(model, temperature: float, *, n_groups: int = 4, chains_per_group: int = 4,
                    n_sweeps: int = 30, burn_in: int = 10, energy_every: int = ENERGY_EVERY, rng=None) -> dict:
    """Sampled finite-size observables at one ``(n, T)`` of a model without a symmetry to lean
    on: a real masked LM, a masked toy, or any model no exact method takes.

    ``n_groups * chains_per_group`` chains start from several basins (:func:`_starts`: the
    template's fixed point ``x*``, uniform random states and quenches of others) and run
    ``(burn_in + n_sweeps) * n`` random-scan steps; states are recorded after every sweep past
    the burn-in. Chains ``2k, 2k+1`` of a group are independent replicas. Order parameter:
    the connected two-replica overlap ``m = |Q|`` (:func:`connected_overlap_sq`), zero in a
    single state whatever the fields, of order one when replicas sit in different states;
    each group gives a replicate of its Binder cumulant ``1 - <m^4> / (3 <m^2>^2)`` and of the
    connected susceptibility ``n (<m^2> - <|m|>^2) / T``. The overlap with ``x*`` is kept only
    as information (``x_overlap``: it measures order only where a symmetry maps the states
    onto each other), with the plain replica overlap minus its ``T = inf`` value
    (``overlap_inf``: the fields keep it positive at every finite ``T``).

    Energy indicators: ``E`` = the log pseudo-likelihood at ``T = 1``,
    ``sum_i log p_i(x_i | x_-i)`` (:func:`_energy`; one all-site pass per state, on every
    ``energy_every``-th record); per group the specific heat ``Var(E) / (n T^2)`` and the energy
    cumulant ``1 - <E^4> / (3 <E^2>^2)`` (``energy_replicates``).

    Convergence: ``rhat`` is the largest split R-hat over the chains of the overlap with the
    start-independent reference (``x*``, or the first chain's last state) and of ``E``;
    ``relaxation`` the integrated autocorrelation time of that overlap in sweeps. The sampler is
    rejection-free (n-fold way) when every start promises fewer than
    :data:`RF_CHANGES_PER_SWEEP` changes per sweep, plain batched Glauber steps otherwise; both
    have the same law at every recorded step.
    """
    from toolkit._validation import as_rng, check_int, check_temperature
    from toolkit.diagnostics import integrated_autocorrelation_time, rhat
    from toolkit.sampling import all_site_conditionals, run_chains, run_rejection_free

    t0 = time.perf_counter()
    T = check_temperature(temperature)
    R = check_int(n_groups, "n_groups", minimum=2)
    C = check_int(chains_per_group, "chains_per_group", minimum=2)
    if C % 2:
        raise InvalidInputError(f"`chains_per_group` must be even (pairs of replicas); got {C}")
    S = check_int(n_sweeps, "n_sweeps", minimum=2)
    B0 = check_int(burn_in, "burn_in", minimum=0)
    every = check_int(energy_every, "energy_every", minimum=1)
    rng = as_rng(rng)
    q, n = int(model.vocab_size), int(model.length)
    missing: dict = {}
    starts, kinds, ground = _starts(model, R * C, rng)
    p = all_site_conditionals(model, starts, temperature=T)
    exit_rate = float((1.0 - np.take_along_axis(p, starts[:, :, None], axis=2)[:, :, 0]).clip(min=0.0)
                      .mean(axis=1).max())
    rf = exit_rate * n < RF_CHANGES_PER_SWEEP
    kw = dict(temperature=T, n_chains=R * C, n_steps=(B0 + S) * n, start=starts, burn_in=B0 * n + n,
              record_every=n, record_states=True, progress=False, rng=rng)
    run = run_rejection_free(model, **kw) if rf else run_chains(model, **kw)
    X = run.states  # (chains, S, n)
    Q2 = connected_overlap_sq(X, q)  # (pairs, S)
    pairs_per_group = C // 2
    reps, e_reps = [], []
    ref = ground if ground is not None else X[0, -1]
    ov = (X == ref[None, None, :]).mean(axis=2)  # (chains, S): overlap with the reference
    rec = np.arange(0, S, every)
    E = _energy(model, X[:, rec].reshape(-1, n)).reshape(R * C, rec.size)
    for g in range(R):
        _, _, _, U, chi = _binder_chi(Q2[g * pairs_per_group:(g + 1) * pairs_per_group], n, T)
        reps.append([U, chi])
        Eg = E[g * C:(g + 1) * C].ravel()
        e2, e4 = float((Eg**2).mean()), float((Eg**4).mean())
        e_reps.append([float(Eg.var()) / (n * T * T), 1.0 - e4 / (3.0 * e2 * e2) if e2 > 0 else float("nan")])
    m2, m4, am, _, _ = _binder_chi(Q2, n, T)
    tau = r_hat = float("nan")
    if np.ptp(ov) > 0 and S >= 4:
        tau = _attempt(missing, "relaxation", lambda: float(integrated_autocorrelation_time(ov).value))
        r_hat = _attempt(missing, "rhat", lambda: rhat(ov))
    if rec.size >= 4 and np.ptp(E) > 0:
        r_e = _attempt(missing, "rhat", lambda: rhat(E))
        r_hat = float(np.nanmax([r_hat, r_e])) if np.isfinite([r_hat, r_e]).any() else float("nan")
    Eall = E.ravel()
    e2 = float((Eall**2).mean())
    out = _point(m2, m4, am, n, T, method="sampled (" + ("rejection-free" if rf else "glauber")
                 + ", connected replica overlap, starts " + "/".join(dict.fromkeys(kinds)) + ")",
                 relaxation=tau, replicates=reps, missing=missing)
    ov_inf = ((X[0::2][: Q2.shape[0]] == X[1::2][: Q2.shape[0]]).mean(axis=2) - 1.0 / q) / (1.0 - 1.0 / q)
    out.update({
        "energy_mean": float(Eall.mean()), "specific_heat": float(Eall.var()) / (n * T * T),
        "energy_cumulant": 1.0 - float((Eall**4).mean()) / (3.0 * e2 * e2) if e2 > 0 else float("nan"),
        "energy_replicates": e_reps, "overlap_inf": float(ov_inf.mean()),
        "x_overlap": None if ground is None else float(centered_overlap(X, ground, q).mean()),
        "exit_rate": exit_rate, "n_model_calls": int(run.n_model_calls), "seconds": time.perf_counter() - t0,
        "ground": None if ground is None else str(model.decode(ground)) if hasattr(model, "decode") else None,
        "rhat": r_hat, "starts": {k: kinds.count(k) for k in dict.fromkeys(kinds)}})
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

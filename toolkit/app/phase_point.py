"""The finite-size observables of the order parameter at one ``(n, T)``: :func:`phase_point`
(exact where a symmetry allows: lumped, transfer-matrix or enumerated; sampled otherwise:
lattice heat-bath or, for real MLMs, masked toys and any other model, Glauber chains with
the connected two-replica overlap, :func:`mlm_phase_point`) and the method it takes
(:func:`point_method`).

The floor under the sweep's ``phase`` and ``exact-phase`` estimators
(:mod:`toolkit.app.sweep.estimators`) and under the grids of :mod:`toolkit.app.phase`, which
run those estimators through the store: nothing here imports either.

Two sites of the Ising model (``q = 2``) at ``T = inf``: the four states are equally likely,
``m = 2 rho_1 - 1`` is ``-1, 0, 0, 1``, so ``<m^2> = 1/2`` and ``<m^4> = 1/2``:

>>> rho = np.array([[1.0, 0.0], [0.5, 0.5], [0.5, 0.5], [0.0, 1.0]])
>>> _order_moments(rho, np.full(4, 0.25), 2)
(0.5, 0.5, 0.5)

Length: one protocol per method (lumped, transfer, enumeration, lattice, sampled chains),
each a few dozen lines that share the point's missing-quantity bookkeeping.
"""

from __future__ import annotations

import time

import numpy as np

from exact.colour_lumped import (
    colour_order_moments,
    colour_partitions,
    colour_symmetric_gap,
    is_colour_symmetric,
)
from exact.lumped import count_stationary_law, lumped_spectral_gap
from exact.markov import ExactChain
from exact.space import DEFAULT_MAX_STATES
from exact.transfer import (
    NearestNeighbourChain,
    chain_observables,
    glauber_cycle_gap,
    nearest_neighbour_chain,
)
from toolkit._validation import as_rng, check_int, check_temperature
from toolkit.diagnostics import integrated_autocorrelation_time, rhat
from toolkit.exceptions import GlauberError, InvalidInputError
from toolkit.lattice import checkerboard_run
from toolkit.metastable import quench
from toolkit.models.exchangeable import count_vectors, is_exchangeable, n_count_vectors
from toolkit.models.toy import IndependentSites, Pairwise, torus_side
from toolkit.sampling import all_site_conditionals, all_site_logits, run_chains, run_rejection_free


# ---------------------------------------------------------------------- exact where a symmetry allows
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
    q, n = int(model.vocab_size), int(model.length)
    if q == 2 and n <= LUMPED_Q2_GAP_MAX_N:
        gap = _attempt(missing, "relaxation", lambda: lumped_spectral_gap(model, temperature=T, sectors="auto").spectral_gap)
    elif is_colour_symmetric(model) and q == 3 and n_count_vectors(n, q) <= LUMPED_GAP_MAX_STATES:
        gap = _attempt(missing, "relaxation",
                       lambda: lumped_spectral_gap(model, temperature=T, sectors="symmetric").spectral_gap)
    elif is_colour_symmetric(model) and q > 3 and len(colour_partitions(n, q)) <= LUMPED_GAP_MAX_STATES:
        gap = _attempt(missing, "relaxation", lambda: colour_symmetric_gap(model, temperature=T).spectral_gap)
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

    method = point_method(model, method)
    missing: dict = {}
    nan = float("nan")
    if method == "lumped":
        if is_colour_symmetric(model):
            mom = _attempt(missing, "order parameter", lambda: colour_order_moments(model, temperature=T))
        else:
            def moments():
                law = count_stationary_law(model, temperature=T)
                return _order_moments(count_vectors(n, q) / n, law.pi, q)

            mom = _attempt(missing, "order parameter", moments)
        m2, m4, am = mom if isinstance(mom, tuple) else (nan, nan, nan)
        tau = _lumped_relaxation(model, T, missing)
        return _point(m2, m4, am, n, T, method="exact (lumped)", relaxation=tau, missing=missing)
    if method == "transfer":
        if isinstance(model, IndependentSites):  # a chain without couplings

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
        elif q**n <= ENUMERATION_GAP_MAX_STATES:  # no closed form here (q > 2, a path, n < 3): enumerate
            tau = _attempt(missing, "relaxation", lambda: ExactChain(model, temperature=T).spectrum.relaxation_time / n)
        else:
            missing["relaxation"] = (f"not computed (Glauber's closed form needs a uniform q = 2 cycle with n >= 3, "
                                     f"and q^n = {q**n} states are above {ENUMERATION_GAP_MAX_STATES} to enumerate)")
        if isinstance(ob, float):
            return _point(nan, nan, nan, n, T, method="exact (transfer matrix)", relaxation=tau, missing=missing)
        return _point(ob.magnetization_sq, ob.magnetization_4, ob.abs_magnetization, n, T,
                      method="exact (transfer matrix)", relaxation=tau, missing=missing)
    if method == "enumeration":
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


# ---------------------------------------------------------------------- real masked LMs and other sampled models
def _is_real(model) -> bool:
    return all(hasattr(model, a) for a in ("all_conditionals", "initial_state", "with_template"))


_GROUNDS: dict = {}


def zero_temperature_point(model) -> np.ndarray:
    """``x*``: the zero-temperature fixed point reached by quenching the template's own tokens
    (systematic argmax sweeps, :func:`toolkit.metastable.quench`); cached per model object."""
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
    ``relaxation`` the integrated autocorrelation time of that overlap in sweeps (both from
    ``n_sweeps >= 4`` records, R-hat's four draws per chain; NaN below). The sampler is
    rejection-free (n-fold way) when every start promises fewer than
    :data:`RF_CHANGES_PER_SWEEP` changes per sweep, plain batched Glauber steps otherwise; both
    have the same law at every recorded step.
    """
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

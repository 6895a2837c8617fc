"""Fast sampling of the Potts model on an ``L x L`` torus (or a ring of ``L`` sites), for finite-size scaling.

The generic samplers of :mod:`toolkit.sampling` update one site per chain per step through
``model.logits`` (dense couplings), which is too slow for lattices of a thousand sites
near a critical point. On a torus with even ``L`` the sites split into two checkerboard
colours with no edge inside a colour, so all sites of one colour can be redrawn at once
from their heat-bath conditionals (a *checkerboard heat-bath sweep*). Its stationary law
is the Potts measure ``pi_T(x) ~ exp(coupling #{agreeing edges} / T)``, the same as the
random-scan Glauber chain of :func:`toolkit.models.potts` with ``graph="torus"`` (each half
sweep is a product of single-site heat-bath updates, each leaving ``pi_T`` invariant);
equilibrium observables are therefore the same, and the dynamics is local with the same
dynamic universality class (``z ~ 2.17`` for the 2-D Ising model). ``dimension=1`` runs the
same sweeps on a ring of ``L`` sites (the 1-D nearest-neighbour chain on a cycle,
:func:`toolkit.models.potts` with ``graph="cycle"``): the sampled null case of the
calibration, with no finite-temperature transition.

Order parameter: ``m = (q max_a rho_a - 1) / (q - 1)`` from the token fractions
``rho_a``; for ``q = 2`` the signed magnetization ``m = 2 rho_1 - 1`` is used for the
Binder cumulant (``U = 1 - <m^4> / (3 <m^2>^2)``), and the connected susceptibility is
``chi = n (<m^2> - <|m|>^2) / T``.

>>> r = checkerboard_run(2, 8, 1.0, 0.5, n_chains=4, n_sweeps=50, burn_in=20, rng=0)
>>> r.m.shape, bool((abs(r.m) > 0.9).all())    # far below T_c = 1.13: ordered
((4, 50), True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ._validation import as_rng, check_int, check_temperature
from .diagnostics import integrated_autocorrelation_time
from .exceptions import InvalidInputError
from .finite_size import ScalingData

__all__ = ["LatticeRun", "checkerboard_run", "onsager_temperature", "lattice_scaling_data"]


def onsager_temperature(coupling: float = 1.0) -> float:
    """The 2-D Ising critical temperature in this project's Potts units: a Potts coupling ``c``
    (``q = 2``) is an Ising coupling ``J = c/2``, and Onsager's ``T_c = 2 J / ln(1 + sqrt 2)``
    gives ``T_c = c / ln(1 + sqrt 2) = 1.134593... c`` (Onsager 1944, Phys. Rev. 65, 117)."""
    return float(coupling) / math.log(1.0 + math.sqrt(2.0))


@dataclass(frozen=True, eq=False)
class LatticeRun:
    """Recorded order parameter of ``n_chains`` lattice chains: ``m`` (chains, records)."""

    q: int
    L: int
    coupling: float
    temperature: float
    m: np.ndarray = field(repr=False)
    n_sweeps: int = 0
    burn_in: int = 0
    dimension: int = 2

    @property
    def n(self) -> int:
        return self.L ** self.dimension


def _neighbour_counts(x: np.ndarray, q: int) -> np.ndarray:
    """``counts[..., a]``: how many of the ``2 d`` periodic neighbours hold token ``a``
    (``x`` of shape ``(chains, L)`` or ``(chains, L, L)``)."""
    out = np.zeros(x.shape + (q,), dtype=np.int8)
    for axis in range(1, x.ndim):
        for shift in (1, -1):
            nb = np.roll(x, shift, axis=axis)
            for a in range(q):
                out[..., a] += nb == a
    return out


def _order(x: np.ndarray, q: int) -> np.ndarray:
    n = int(np.prod(x.shape[1:]))
    if q == 2:
        return 2.0 * x.reshape(x.shape[0], n).mean(axis=1) - 1.0
    rho = np.stack([(x == a).reshape(x.shape[0], n).mean(axis=1) for a in range(q)], axis=1)
    return (q * rho.max(axis=1) - 1.0) / (q - 1.0)


def checkerboard_run(q: int, L: int, coupling: float, temperature: float, *, n_chains: int = 32,
                     n_sweeps: int = 1000, burn_in: int = 200, start: str = "ordered", dimension: int = 2,
                     rng=None) -> LatticeRun:
    """``n_chains`` checkerboard heat-bath chains of the Potts model on an ``L x L`` torus
    (``dimension=2``) or a ring of ``L`` sites (``dimension=1``), ``L`` even, started
    ``ordered`` (all token 0) or ``random``; the order parameter is recorded after every
    sweep following ``burn_in`` sweeps."""
    q = check_int(q, "q", minimum=2)
    L = check_int(L, "L", minimum=4)
    if L % 2:
        raise InvalidInputError(f"`L` must be even (a checkerboard on the torus); got {L}")
    if dimension not in (1, 2):
        raise InvalidInputError(f"`dimension` must be 1 (a ring) or 2 (a torus); got {dimension!r}")
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=1)
    n_sweeps = check_int(n_sweeps, "n_sweeps", minimum=1)
    burn_in = check_int(burn_in, "burn_in", minimum=0)
    if start not in ("ordered", "random"):
        raise InvalidInputError(f"`start` must be 'ordered' or 'random'; got {start!r}")
    rng = as_rng(rng)
    shape = (n_chains,) + (L,) * dimension
    x = (np.zeros(shape, dtype=np.int8) if start == "ordered"
         else rng.integers(0, q, size=shape).astype(np.int8))
    colour = (np.indices((L,) * dimension).sum(axis=0) % 2).astype(bool)
    beta = 0.0 if math.isinf(T) else float(coupling) / T
    rec = np.empty((n_chains, n_sweeps))
    for s in range(burn_in + n_sweeps):
        for c in (False, True):
            sel = colour == c
            cnt = _neighbour_counts(x, q)[:, sel, :].astype(float)  # (chains, sites, q)
            z = beta * cnt
            z -= z.max(axis=2, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=2, keepdims=True)
            u = rng.random(p.shape[:2])[..., None]
            # the smallest a with cumsum(p)[a] > u (toolkit.sampling.inverse_cdf): u in [0, 1) can be
            # 0.0, and a token of zero weight (underflowed at low T) must not be drawn then
            new = (np.cumsum(p, axis=2) <= u).sum(axis=2).clip(max=q - 1)
            x[:, sel] = new.astype(np.int8)
        if s >= burn_in:
            rec[:, s - burn_in] = _order(x, q)
    return LatticeRun(q, L, float(coupling), T, rec, n_sweeps, burn_in, dimension)


def lattice_scaling_data(q: int, L_values, temperatures, *, coupling: float = 1.0, n_groups: int = 8,
                         chains_per_group: int = 4, n_sweeps: int = 400, burn_in: int = 200, dimension: int = 2,
                         start: str = "ordered", rng=None, label: str = ""):
    """Finite-size data (:class:`toolkit.finite_size.ScalingData`) of the torus Potts model
    (``dimension=1``: the ring): for each ``(L, T)``, ``n_groups`` independent groups of chains give replicate estimates of
    the Binder cumulant and of the connected susceptibility (the verdict's bootstrap
    resamples them); the relaxation time is the integrated autocorrelation time of ``|m|``
    in sweeps (initial-positive-sequence estimate over all chains)."""
    rng = as_rng(rng)
    Ls = [check_int(v, "L_values", minimum=4) for v in L_values]
    T = np.asarray(temperatures, dtype=float)
    R = check_int(n_groups, "n_groups", minimum=2)
    reps = np.empty((len(Ls), T.size, R, 2))
    tau = np.empty((len(Ls), T.size))
    for i, L in enumerate(Ls):
        n = L**dimension
        for j, t in enumerate(T):
            run = checkerboard_run(q, L, coupling, t, n_chains=R * chains_per_group, n_sweeps=n_sweeps,
                                   burn_in=burn_in, start=start, dimension=dimension, rng=rng)
            m = run.m.reshape(R, chains_per_group * n_sweeps)
            m2, m4, am = (m**2).mean(axis=1), (m**4).mean(axis=1), np.abs(m).mean(axis=1)
            reps[i, j, :, 0] = 1.0 - m4 / (3.0 * m2**2)
            reps[i, j, :, 1] = n * (m2 - am**2) / t
            try:
                tau[i, j] = float(integrated_autocorrelation_time(np.abs(run.m)).value)
            except Exception:  # noqa: BLE001 - fewer than 4 sweeps: no autocorrelation time (a constant series gives NaN itself)
                tau[i, j] = math.nan
    ns = np.array([L**dimension for L in Ls], dtype=float)
    mean = reps.mean(axis=2)
    err = reps.std(axis=2, ddof=1) / math.sqrt(R)
    return ScalingData(T, ns, binder=mean[..., 0], susceptibility=mean[..., 1], binder_err=err[..., 0],
                       susceptibility_err=err[..., 1], relaxation=tau, replicates=reps, method="sampled",
                       label=label or (f"Potts q={q} on L x L tori" if dimension == 2 else f"Potts q={q} on rings"),
                       dimension=dimension)

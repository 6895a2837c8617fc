"""Known answers of the dynamic verdict on the calibration families (issue 24).

The growth of ``t_rel`` / ``t_mix`` with ``n`` at a fixed temperature is known for:

- independent sites, 1-D chains with bounded nearest-neighbour couplings and fields (any
  ``T > 0``: strong spatial mixing in one dimension, ``O(n log n)``), models whose influence
  sum ``alpha < 1`` at every size (the contraction bound): **polynomial** at every ``T``;
- mean-field models (Curie-Weiss with a field, mean-field Potts): the chain is slow exactly
  when the per-site free energy along the order parameter has two local minima; ``ln t_rel
  ~ n B(T)`` with ``B`` the height of the saddle above the well the slow mode leaves (Curie-Weiss:
  the shallower well; mean-field Potts: an ordered well, since passing between the ``q``
  equally deep ordered wells is slow even where they are the deeper ones): **faster than
  polynomial** below the spinodal ``T_s`` (:func:`curie_weiss_spinodal`; mean-field Potts:
  ``T_s = beta / beta_s(q)``, :func:`exact.scans.potts_spinodal`), polynomial above it
  (Levin, Luczak, Peres 2010 and Cuff et al. 2012 at zero field);
- 2-D Potts on a torus: polynomial above ``T_c = coupling / ln(1 + sqrt q)``, slower than
  any polynomial below (surface tension: ``ln t_rel ~ L``).

On a finite range of sizes an exponential law is visible only once ``n B(T)`` is large, so a
cell below the spinodal counts *faster* when ``B(T) n_max >= VISIBLE`` (a polynomial verdict
there is wrong) and *either* below that (no verdict wrong; a "faster" verdict is right).
:func:`mean_field_barrier` computes ``B``: along the one-dimensional order parameter
(Curie-Weiss: the magnetization ``m``, ``phi(m) = -K m^2/2 - H m - s(m)``; mean-field Potts:
the line ``rho = (x, (1 - x)/(q - 1), ...)``, ``phi(x) = -K/2 sum rho_a^2 + sum rho_a ln
rho_a``; ``K = beta / T``, ``H = field / T``). Where the Potts disordered point is no longer a
minimum on that line (``K > q``) the barrier through it is used: at least the true one (a
path through mixed states may be lower), so the rule that counts a polynomial verdict wrong
is, if anything, too strict.

>>> round(curie_weiss_spinodal(1.0, 0.1), 4)
0.7287
>>> mean_field_barrier("curie-weiss", 1.2, 1.0, field=0.1)   # above the spinodal: one well
0.0
"""

from __future__ import annotations

import math

import numpy as np

from exact.scans import potts_spinodal
from toolkit.exceptions import InvalidInputError

__all__ = ["VISIBLE", "curie_weiss_spinodal", "mean_field_barrier", "spinodal_temperature", "torus_tc",
           "truth_label", "visible_temperature"]

#: A faster-than-polynomial truth counts as visible over sizes up to ``n_max`` when
#: ``B(T) n_max`` is at least this (``e^4 ~ 55`` times any polynomial prefactor).
VISIBLE = 4.0


def curie_weiss_spinodal(beta: float, field: float) -> float:
    """``T_s``: below it the Curie-Weiss free energy ``phi(m)`` with coupling ``beta`` and
    field ``field`` has a metastable well (three solutions of ``m = tanh((beta m + field)/T)``);
    ``beta`` at zero field (the critical point).

    The tangency ``K (1 - m^2) = 1`` and ``m = tanh(K m + H)`` give, with ``m_s = sqrt(1 - T/beta)``,
    the condition ``|field| = beta m_s - T atanh(m_s)``, solved for ``T`` by bisection on
    ``[1e-9 beta, beta]``; 0 for a field so strong that the tangency falls at or below
    ``1e-9 beta`` (the bracket's floor included).
    """
    beta, h = float(beta), abs(float(field))
    if not beta > 0:
        raise InvalidInputError(f"`beta` must be > 0; got {beta}")
    if h == 0:
        return beta

    def excess(T):
        m = math.sqrt(max(1.0 - T / beta, 0.0))
        return beta * m - T * math.atanh(min(m, 1 - 1e-16)) - h

    lo, hi = 1e-9 * beta, beta
    if excess(lo) <= 0:
        return 0.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        lo, hi = (mid, hi) if excess(mid) > 0 else (lo, mid)
    return 0.5 * (lo + hi)


def spinodal_temperature(family: str, *, q: int = 3, beta: float = 1.0, field: float = 0.0) -> float:
    """The spinodal ``T_s`` of ``"curie-weiss"`` (with ``field``) or ``"mean-field-potts"``
    (zero field: ``beta / beta_s(q)``)."""
    if family == "curie-weiss":
        return curie_weiss_spinodal(beta, field)
    if family == "mean-field-potts":
        return float(beta) / potts_spinodal(int(q))
    raise InvalidInputError(f"`family` must be 'curie-weiss' or 'mean-field-potts'; got {family!r}")


def torus_tc(q: int, coupling: float = 1.0) -> float:
    """``T_c = coupling / ln(1 + sqrt q)`` of the 2-D Potts model on a square lattice."""
    return float(coupling) / math.log(1.0 + math.sqrt(int(q)))


def _profile(family: str, T: float, q: int, beta: float, field: float, grid: int = 200001):
    K, H = beta / T, field / T
    if family == "curie-weiss":
        m = np.linspace(-1 + 1e-12, 1 - 1e-12, grid)
        ent = -(0.5 * (1 + m) * np.log(0.5 * (1 + m)) + 0.5 * (1 - m) * np.log(0.5 * (1 - m)))
        return m, -0.5 * K * m * m - H * m - ent
    if family == "mean-field-potts":
        x = np.linspace(1.0 / q, 1 - 1e-12, grid)
        y = (1 - x) / (q - 1)
        phi = -0.5 * K * (x * x + (q - 1) * y * y) + x * np.log(x) + (1 - x) * np.log(y)
        return x, phi
    raise InvalidInputError(f"`family` must be 'curie-weiss' or 'mean-field-potts'; got {family!r}")


def mean_field_barrier(family: str, T: float, beta: float = 1.0, *, q: int = 3, field: float = 0.0) -> float:
    """``B(T)``: the per-site height of the saddle above the shallower of two wells of the
    free-energy profile (module docstring); 0 with a single well. A local minimum of the
    sampled profile is lower than its left neighbour and not higher than its right one (a
    flat run of equal values counts, once, at its left end: round-off makes such runs near the
    quartic minimum of Curie-Weiss at ``T = beta``, zero field, where ``B = 0``)."""
    x, phi = _profile(family, float(T), int(q), float(beta), float(field))
    interior = (phi[1:-1] < phi[:-2]) & (phi[1:-1] <= phi[2:])
    mins = list(np.flatnonzero(interior) + 1)
    if family == "mean-field-potts":
        # the q ordered wells are equally deep: passing between them is the slow mode, over the
        # highest point between the disordered end of the line and the ordered well
        if not mins:
            return 0.0
        o = mins[-1]
        return max(0.0, float(phi[: o + 1].max() - phi[o]))
    if len(mins) < 2:
        return 0.0
    a, b = mins[0], mins[-1]
    saddle = float(phi[a:b + 1].max())
    return max(0.0, saddle - max(float(phi[a]), float(phi[b])))


def visible_temperature(family: str, n_max: int, *, q: int = 3, beta: float = 1.0, field: float = 0.0) -> float:
    """``T_vis(n_max)``: the temperature below the spinodal ``T_s`` where ``B(T) n_max = VISIBLE``.

    The finite-size truth of the change temperature: on sizes up to ``n_max`` a cell below
    ``T_vis`` is *faster* (a polynomial verdict there is wrong), one in ``[T_vis, T_s)`` is
    *either*, one at or above ``T_s`` polynomial (:func:`truth_label`). So ``T*(n)`` of a right
    diagram lies in ``[T_vis(n_max), T_s]``, and it reaches ``T_s`` only as ``n_max`` grows
    (``B`` vanishes at ``T_s``: for Curie-Weiss at zero field like ``(T_s - T)^2``). Bisection on
    ``[T_s / 2, T_s]``, where ``B`` decreases; ``T_s / 2`` when ``n_max`` is too small for even
    that barrier to be visible.

    >>> round(visible_temperature("curie-weiss", 1024, field=0.1), 3)
    0.704
    """
    n_max = int(n_max)
    if n_max < 1:
        raise InvalidInputError(f"`n_max` must be >= 1; got {n_max}")
    Ts = spinodal_temperature(family, q=q, beta=beta, field=field)

    def visible(T):
        return mean_field_barrier(family, T, beta, q=q, field=field) * n_max >= VISIBLE

    lo, hi = 0.5 * Ts, Ts
    if not visible(lo):
        return lo
    for _ in range(40):
        mid = 0.5 * (lo + hi)
        lo, hi = (mid, hi) if visible(mid) else (lo, mid)
    return 0.5 * (lo + hi)


def truth_label(family: str, T: float, n_max: int, **params) -> str:
    """``"polynomial"``, ``"faster"`` (visible on sizes up to ``n_max``) or ``"either"`` for a
    cell of a calibration family (module docstring): ``independent``, ``chain`` (1-D with
    fields), ``contracting`` (``alpha < 1`` at every size), ``curie-weiss``,
    ``mean-field-potts`` (``q``, ``beta``, ``field``), ``torus`` (``q``, ``coupling``;
    ``either`` within 20% below ``T_c``)."""
    T = float(T)
    if family in ("independent", "chain", "contracting"):
        return "polynomial"
    if family == "torus":
        tc = torus_tc(params.get("q", 2), params.get("coupling", 1.0))
        return "polynomial" if T >= tc else ("faster" if T <= 0.8 * tc else "either")
    if family in ("curie-weiss", "mean-field-potts"):
        q, beta, field = int(params.get("q", 2)), float(params.get("beta", 1.0)), float(params.get("field", 0.0))
        if T >= spinodal_temperature(family, q=q, beta=beta, field=field):
            return "polynomial"
        B = mean_field_barrier(family, T, beta, q=q, field=field)
        return "faster" if B * n_max >= VISIBLE else "either"
    raise InvalidInputError(f"unknown calibration family {family!r}")

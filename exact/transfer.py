"""Exact equilibrium of 1-D nearest-neighbour chains at any length, by transfer matrices.

The chain. Sites ``0..n-1``, ``q`` tokens, fields ``h[i, a]`` and pair potentials
``Phi_e(a, b)`` on the edges ``e = (i, i+1)`` of a path (plus ``(n-1, 0)`` on a cycle):

    pi_T(x) = exp(E(x) / T) / Z_n(T),   E(x) = sum_i h[i, x_i] + sum_{e=(i,j)} Phi_e(x_i, x_j).

Why this is the Glauber chain's law. A :class:`~toolkit.models.Pairwise` model has logits
``l_i(a | x) = h[i, a] + sum_j J[i, j, a, x_j]``. When ``J[i, j] = J[j, i]^T`` these are
exactly the conditional log-odds of ``E`` with ``Phi_(i,j) = J[i, j]`` (collect the terms
of ``E`` that contain ``x_i``), so ``softmax(l_i / T)`` are the conditionals of ``pi_T``,
every single-site heat-bath update leaves ``pi_T`` invariant and the random-scan (and
systematic-scan) Glauber chain has stationary law ``pi_T`` (unique: the conditionals
are positive). More generally the chain is compatible when only the double-centred parts
of ``J[i, j]`` and ``J[j, i]^T`` agree (``Pairwise.is_compatible``); the row and column
offsets are then fields, absorbed in the gauge
``Phi(a, b) = J[i, j, a, b] + (mean_c J[j, i, b, c] - mean J[j, i]) - (mean_c J[i, j, c, b] - mean J[i, j])``,
which changes neither site's conditional odds (:func:`nearest_neighbour_chain`).

Token counts. With ``c_t(x) = #{i : x_i = t}``, the law of ``c_t`` is read off the
generating function ``Z_n(z) = sum_x exp(E(x)/T) z^{c_t(x)}``, a product of ``q x q``
transfer matrices ``M_e(a, b) = exp(Phi_e(a, b)/T)`` with diagonal factors
``exp(h[i, a]/T) z^{[a = t]}`` (a trace on the cycle). Its coefficients are computed by a
recursion over sites on ``L_i(a, k) = log`` (weight of ``x_0..x_i`` with ``x_i = a`` and
``k`` sites holding ``t``):

    L_{i+1}(b, k) = h[i+1, b]/T + logsumexp_a [ L_i(a, k - [b = t]) + Phi_i(a, b)/T ]

(on the cycle with one more axis, the first token ``s``, closed by ``Phi_{n-1}(a, s)/T``).
Everything stays in logarithms, shifted by the running maximum after each site, so
``n = 10^4`` and ``T -> 0`` neither overflow nor lose the small probabilities. Each
entry ``p`` of the law is computed to a relative error of about ``1e-15 (1 + |ln p|)``
plus the rounding of the ``n`` log weights it sums: against 40-digit arithmetic at
``n = 150..200``, ``T = 0.05..0.1``, random couplings, ``1e-13`` near the mode and
``2e-12`` at ``ln p = -3000`` (``tests/exact/test_transfer.py``). Tracking every token but
one gives the joint count vector (work ``~ q n^q``, for small ``q`` and ``n``).

Order parameters (token fractions ``rho_a = c_a / n``):

- ``|m|^2 = q/(q-1) sum_a (rho_a - 1/q)^2``, the squared Potts magnetization (the
  simplex-vector order parameter; ``q = 2``: ``m = 2 rho_1 - 1``, the Ising magnetization
  with ``s = 2x - 1``), ``1`` on a constant state, ``0`` on equal counts;
- Binder cumulant ``U4 = 1 - <|m|^4> / (3 <|m|^2>^2)``: ``2/3`` when ``|m| = 1`` (the
  ground states, ``T -> 0``); for a Gaussian ``(q-1)``-vector ``U4 = 2(q-2)/(3(q-1))``
  (``0`` for Ising), the value of every fixed ``T > 0`` as ``n -> inf`` on a 1-D chain;
- ``chi = n Var(m) / T`` with ``Var(m) = q/(q-1) sum_a Var(rho_a)`` (``q = 2``: the
  textbook ``n Var(m)/T = d<m>/dH`` for an Ising field ``H``), and the connected
  ``chi' = n Var(|m|) / T``;
- ``toolkit.phase``'s convention: ``m_max = max_a rho_a`` (the majority fraction) with
  ``order_mean = <m_max>`` and ``susceptibility = n Var(m_max)``, no ``1/T`` (for
  ``q = 2``, ``m_max = (1 + |m|)/2``, so ``susceptibility = T chi' / 4``).

For ``q >= 3``, ``<|m|^2>`` and ``chi`` are sums over tokens of one-token moments (``q``
recursions); ``<|m|^4>``, ``U4``, ``<|m|>``, ``chi'`` and ``m_max`` need the joint counts.

Bulk spectrum (uniform chains: every site the same field, every edge the same ``Phi``).
With ``M(a, b) = exp((h[a] + h[b])/(2T) + Phi(a, b)/T)`` and eigenvalues
``lambda_1 > |lambda_2| >= ...``: free energy per site ``f = -T ln lambda_1`` (the limit
of ``-T ln Z_n / n``) and correlation length ``xi = 1 / ln(lambda_1 / |lambda_2|)``,
computed without cancellation for ``q = 2`` and for the symmetric Potts matrix
(closed forms), numerically otherwise.

Glauber's gap (R. J. Glauber, J. Math. Phys. 4, 294 (1963)). For ``q = 2``, zero field
and uniform ferromagnetic coupling ``c`` on a cycle (Potts coupling ``c`` = Ising
``J = c/2``, ``K = J/T``), the heat-bath generator's gap is ``1 - tanh(2K)``, so the
random-scan chain's is ``(1 - tanh(c/T)) / n`` (:func:`glauber_cycle_gap`). On a path the
generator maps linear functions ``sum_k v_k s_k`` to linear functions; that sector's
slowest rate is an exact eigenvalue of the chain (:func:`glauber_linear_sector_gap`), but
its quantization condition is transcendental, so it has no closed form.

Worked example: two sites on a path, ``q = 2``, Potts coupling ``c = ln 3`` at ``T = 1``.
The states ``00, 11`` weigh ``3``, ``01, 10`` weigh ``1``, so the number of ``1`` s has law
``(3/8, 1/4, 3/8)``; ``<|m|^2> = 3/4`` and ``<|m|^4> = 3/4`` give ``U4 = 1 - 4/9 = 5/9``:

>>> import math
>>> chain = potts_chain(2, 2, math.log(3), graph="path")
>>> count_law(chain, temperature=1.0, token=1).pmf.round(12)
array([0.375, 0.25 , 0.375])
>>> round(chain_observables(chain, temperature=1.0).binder, 12)
0.555555555556

Public API
    NearestNeighbourChain, nearest_neighbour_chain, potts_chain
    CountLaw, count_law, joint_count_law
    ChainObservables, chain_observables, correlation_length
    TransferTable, transfer_scan
    glauber_cycle_gap, glauber_linear_sector_gap

Length: one idea (transfer matrices of 1-D chains) whose count laws, observables, grid scan
and gaps share the same recursion and checks.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from toolkit._validation import check_finite_array, check_int, check_temperature
from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise
from toolkit.results import Result, _fmt, format_table

__all__ = [
    "NearestNeighbourChain",
    "nearest_neighbour_chain",
    "potts_chain",
    "CountLaw",
    "count_law",
    "joint_count_law",
    "ChainObservables",
    "chain_observables",
    "correlation_length",
    "TransferTable",
    "transfer_scan",
    "glauber_cycle_gap",
    "glauber_linear_sector_gap",
]

#: A finite stand-in for ``log 0`` inside the recursions (``-inf - -inf`` would be NaN);
#: anything below ``_NEG / 2`` is reported as ``-inf``.
_NEG = -1e300
#: Default bound on the work of a joint count law (entries touched: about
#: ``starts * q^2 * sum_i (i+2)^(q-1)``), about a second per 1e8 on one core.
DEFAULT_MAX_JOINT_WORK = 2e8
_BOUNDARIES = ("path", "cycle")


# ---------------------------------------------------------------------- the chain
@dataclass(frozen=True, eq=False)
class NearestNeighbourChain:
    """Fields and edge potentials of a 1-D nearest-neighbour chain.

    ``h`` has shape ``(n, q)``; ``couplings`` has shape ``(n - 1, q, q)`` on a path and
    ``(n, q, q)`` on a cycle, ``couplings[e][a, b] = Phi_e(x_e = a, x_{e+1 mod n} = b)``.
    The law is ``pi_T(x) ∝ exp((sum_i h[i, x_i] + sum_e Phi_e) / T)`` (module docstring).
    """

    h: np.ndarray = field(repr=False)
    couplings: np.ndarray = field(repr=False)
    boundary: str = "path"

    def __post_init__(self):
        h = check_finite_array(self.h, "h")
        Phi = check_finite_array(self.couplings, "couplings")
        if self.boundary not in _BOUNDARIES:
            raise InvalidInputError(f"`boundary` must be one of {_BOUNDARIES}; got {self.boundary!r}")
        if h.ndim != 2 or h.shape[0] < 1 or h.shape[1] < 2:
            raise InvalidInputError(f"`h` must have shape (n, q) with n >= 1, q >= 2; got {h.shape}")
        n, q = h.shape
        if self.boundary == "cycle" and n < 3:
            raise InvalidInputError(f"a cycle needs n >= 3 sites; got n = {n} (use boundary='path')")
        m = n if self.boundary == "cycle" else n - 1
        if Phi.shape != (m, q, q):
            raise InvalidInputError(f"`couplings` must have shape (n_edges, q, q) = {(m, q, q)} for a {self.boundary} "
                                    f"of n = {n} sites; got {Phi.shape}")
        h, Phi = h.copy(), Phi.copy()
        h.setflags(write=False)
        Phi.setflags(write=False)
        object.__setattr__(self, "h", h)
        object.__setattr__(self, "couplings", Phi)

    @property
    def n(self) -> int:
        return int(self.h.shape[0])

    @property
    def q(self) -> int:
        return int(self.h.shape[1])

    @property
    def edges(self) -> list[tuple[int, int]]:
        """``(i, j)`` of every edge, in the order of ``couplings``."""
        return [(e, (e + 1) % self.n) for e in range(self.couplings.shape[0])]

    @property
    def is_uniform(self) -> bool:
        """Every site has the same field and every edge the same potential (so the bulk
        transfer matrix, the correlation length and the free energy limit are defined)."""
        if self.couplings.shape[0] == 0:
            return bool((self.h == self.h[0]).all())
        return bool((self.h == self.h[0]).all() and (self.couplings == self.couplings[0]).all())

    def energy(self, x) -> np.ndarray:
        """``E(x) = sum_i h[i, x_i] + sum_e Phi_e(x_i, x_j)`` for states ``x`` of shape (B, n)."""
        x = np.atleast_2d(np.asarray(x, dtype=np.int64))
        n = self.n
        e = self.h[np.arange(n)[None, :], x].sum(axis=1)
        for k, (i, j) in enumerate(self.edges):
            e = e + self.couplings[k, x[:, i], x[:, j]]
        return e

    def to_model(self):
        """The same law as a :class:`~toolkit.models.Pairwise` model (``J[i, j] = Phi``,
        ``J[j, i] = Phi^T``): memory ``n^2 q^2`` floats, for enumeration-sized chains."""
        n, q = self.n, self.q
        if n * n * q * q > 5e7:
            raise InvalidInputError(f"to_model() on n = {n}, q = {q} needs an (n, n, q, q) array of "
                                    f"{n * n * q * q:.3g} floats; keep the NearestNeighbourChain instead")
        J = np.zeros((n, n, q, q))
        for k, (i, j) in enumerate(self.edges):
            J[i, j] += self.couplings[k]
            J[j, i] += self.couplings[k].T
        return Pairwise(self.h, J)

    def to_dict(self) -> dict:
        return {"n": self.n, "q": self.q, "boundary": self.boundary, "uniform": self.is_uniform,
                "h": self.h.tolist(), "couplings": self.couplings.tolist()}

    def __str__(self) -> str:
        kind = "uniform" if self.is_uniform else "non-uniform"
        return f"NearestNeighbourChain(q={self.q}, n={self.n}, {self.boundary}, {kind})"

    __repr__ = __str__


def _double_centred(M: np.ndarray) -> np.ndarray:
    return M - M.mean(axis=0, keepdims=True) - M.mean(axis=1, keepdims=True) + M.mean()


def nearest_neighbour_chain(model, *, atol: float = 1e-10) -> NearestNeighbourChain:
    """The :class:`NearestNeighbourChain` of a :class:`~toolkit.models.Pairwise` model
    (e.g. ``potts(q, n, c, graph="path" | "cycle", field=...)``); a chain is returned as is.

    The model must couple only neighbours ``(i, i+1)`` (and ``(n-1, 0)``: then it is a
    cycle), and be compatible: ``J[i, j] = J[j, i]^T`` (then ``Phi = J[i, j]``), or at
    least equal double-centred parts within ``atol`` times the largest ``|J|`` of the edge
    (times 1 where that is below 1; then ``Phi`` is the gauge of the module docstring).
    Otherwise the error names the offending pair and the size of the violation.
    """
    if isinstance(model, NearestNeighbourChain):
        return model
    h, J = getattr(model, "h", None), getattr(model, "J", None)
    if not (isinstance(h, np.ndarray) and isinstance(J, np.ndarray) and h.ndim == 2 and J.ndim == 4):
        raise InvalidInputError(f"`model` must be a toolkit.models.Pairwise (fields h, couplings J) or a "
                                f"NearestNeighbourChain; got {type(model).__name__}")
    n, q = h.shape
    if J.shape != (n, n, q, q):
        raise InvalidInputError(f"`model.J` must have shape {(n, n, q, q)}; got {J.shape}")
    i_idx, j_idx = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    allowed = np.abs(i_idx - j_idx) == 1
    if n >= 3:
        allowed[0, n - 1] = allowed[n - 1, 0] = True
    np.fill_diagonal(allowed, True)  # J[i, i] is ignored by Pairwise
    size = np.abs(J).max(axis=(2, 3))
    bad = (size > 0) & ~allowed
    if bad.any():
        i, j = (int(v) for v in np.argwhere(bad)[0])
        raise InvalidInputError(
            f"`model` is not a nearest-neighbour chain: J[{i}, {j}] is nonzero (max |J[{i}, {j}]| = {size[i, j]:.3g}) "
            f"but sites {i} and {j} are not neighbours on a path or cycle of n = {n} sites")
    cycle = n >= 3 and bool(size[0, n - 1] > 0 or size[n - 1, 0] > 0)
    edges = [(i, i + 1) for i in range(n - 1)] + ([(n - 1, 0)] if cycle else [])
    Phi = np.empty((len(edges), q, q))
    for k, (i, j) in enumerate(edges):
        A, B = J[i, j], J[j, i]
        if np.array_equal(A, B.T):
            Phi[k] = A
            continue
        scale = max(float(np.abs(A).max()), float(np.abs(B).max()), 1.0)
        diff = float(np.abs(_double_centred(A) - _double_centred(B.T)).max())
        if diff > atol * scale:
            raise InvalidInputError(
                f"`model` is not compatible on edge ({i}, {j}): J[{i}, {j}] and J[{j}, {i}].T differ beyond row and "
                f"column offsets (largest difference of their double-centred parts {diff:.3g} > atol * scale = "
                f"{atol * scale:.3g}); its Glauber chain has no product-form stationary law, so transfer "
                "matrices do not apply")
        Phi[k] = A + (B.mean(axis=1) - B.mean())[None, :] - (A.mean(axis=0) - A.mean())[None, :]
    return NearestNeighbourChain(np.array(h, dtype=float), Phi, "cycle" if cycle else "path")


def potts_chain(q: int, n: int, coupling: float, *, graph: str = "cycle", field=None) -> NearestNeighbourChain:
    """The chain of ``toolkit.models.potts(q, n, coupling, graph=graph, field=field)`` for
    ``graph`` ``"path"`` or ``"cycle"``, without its ``(n, n, q, q)`` coupling array (so any
    ``n``). Like ``potts``, a ``"cycle"`` of ``n <= 2`` sites is the path (one edge).

    >>> potts_chain(2, 1000, 1.0).is_uniform
    True
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    coupling = float(check_finite_array(coupling, "coupling"))
    if graph not in _BOUNDARIES:
        raise InvalidInputError(f"`graph` must be 'path' or 'cycle' for a chain; got {graph!r}")
    boundary = "cycle" if graph == "cycle" and n >= 3 else "path"
    h = np.zeros((n, q)) if field is None else np.broadcast_to(check_finite_array(field, "field"), (n, q)).copy()
    m = n if boundary == "cycle" else n - 1
    Phi = np.broadcast_to(coupling * np.eye(q), (m, q, q)).copy()
    return NearestNeighbourChain(h, Phi, boundary)


# ---------------------------------------------------------------------- the recursion
def _temperatures(temperature) -> np.ndarray:
    Ts = np.atleast_1d(np.asarray(temperature, dtype=float)).reshape(-1)
    for T in Ts:
        check_temperature(T)
    if np.isinf(Ts).any():
        raise InvalidInputError(f"`temperature` must be finite here (T = inf is the uniform law); got {Ts.tolist()}")
    return Ts


def _lse(X: np.ndarray, axis) -> np.ndarray:
    """``log sum exp`` over ``axis`` (int or tuple) of finite values (``_NEG`` stands for ``-inf``)."""
    M = X.max(axis=axis, keepdims=True)
    out = np.log(np.exp(X - M).sum(axis=axis, keepdims=True)) + M
    return np.squeeze(out, axis=axis)


def _joint_work(q: int, n: int, starts: int, d: int) -> float:
    return float(starts * q * q * sum(float(i + 2) ** d for i in range(n)))


def _recursion(chains: list[NearestNeighbourChain], Ts: np.ndarray, tracked: tuple[int, ...]):
    """Log count laws of chains that share their first sites (each a prefix of the longest,
    up to its own closing edge on a cycle), all temperatures at once.

    Returns, per chain, ``(log_w, log_z)``: ``log_w`` of shape ``(K,) + (n+1,) * d``, the
    log weight of each count vector of the ``tracked`` tokens (``-inf`` where infeasible),
    normalized to sum to one, and ``log_z`` (K,) the log partition function.
    """
    big = max(chains, key=lambda c: c.n)
    N, q = big.n, big.q
    cycle = big.boundary == "cycle"
    K, d = Ts.size, len(tracked)
    beta = 1.0 / Ts
    S = q if cycle else 1
    axis_of = {t: k for k, t in enumerate(tracked)}
    ends = {c.n: c for c in chains}
    L = np.full((K, S, q) + (N + 1,) * d, _NEG)
    log_scale = np.zeros(K)
    # site 0: token a, count vector e_a
    for a in range(q):
        idx = [0] * d
        if a in axis_of:
            idx[axis_of[a]] = 1
        for s in range(S):
            if cycle and s != a:
                continue
            L[(slice(None), s, a) + tuple(idx)] = big.h[0, a] * beta
    out = {}
    cnt = (slice(None),) * 3
    for i in range(N):
        ext = i + 2  # count axes span 0..i+1 at site i
        if i + 1 in ends:
            out[i + 1] = _finish(L[cnt + (slice(0, ext),) * d], log_scale, ends[i + 1], beta, cycle)
        if i == N - 1:
            break
        Li = L[cnt + (slice(0, ext),) * d]
        W = big.couplings[i][None] * beta[:, None, None]  # (K, q_a, q_b)
        X = Li[:, :, :, None] + W[(slice(None), None, slice(None), slice(None)) + (None,) * d]
        M = X.max(axis=2)
        X -= M[:, :, None]
        np.exp(X, out=X)
        new = X.sum(axis=2)
        np.log(new, out=new)
        new += M
        new += (big.h[i + 1][None, :] * beta[:, None])[(slice(None), None, slice(None)) + (None,) * d]
        shift = new.reshape(K, -1).max(axis=1)
        new -= shift[(slice(None),) + (None,) * (new.ndim - 1)]
        log_scale += shift
        for b in range(q):
            if b in axis_of:
                ax = axis_of[b]
                dst = [slice(0, ext)] * d
                dst[ax] = slice(1, ext + 1)
                zero = [slice(0, ext + 1)] * d
                zero[ax] = 0
                L[(slice(None), slice(None), b) + tuple(dst)] = new[:, :, b]
                L[(slice(None), slice(None), b) + tuple(zero)] = _NEG
            else:
                L[(slice(None), slice(None), b) + (slice(0, ext),) * d] = new[:, :, b]
    return [out[c.n] for c in chains]


def _finish(Li: np.ndarray, log_scale: np.ndarray, chain: NearestNeighbourChain, beta, cycle: bool):
    K, S, q = Li.shape[:3]
    d = Li.ndim - 3
    if cycle:
        close = chain.couplings[chain.n - 1].T[None] * beta[:, None, None]  # (K, s, a) = Phi(a, s)/T
        R = _lse(Li + close[(slice(None), slice(None), slice(None)) + (None,) * d], (1, 2))
    else:
        R = _lse(Li[:, 0], 1)
    tot = _lse(R.reshape(K, -1), 1)
    log_w = R - tot[(slice(None),) + (None,) * d]
    log_w[R < _NEG / 2] = -np.inf
    return log_w, tot + log_scale


def _prefix_groups(chains: list[NearestNeighbourChain]) -> list[list[int]]:
    """Indices of ``chains`` grouped so that each group can share one recursion: same
    ``q`` and boundary, and every chain's fields and bulk edges a prefix of the longest's."""
    order = sorted(range(len(chains)), key=lambda k: -chains[k].n)
    groups: list[list[int]] = []
    for k in order:
        c = chains[k]
        for g in groups:
            big = chains[g[0]]
            nb = c.n - 1  # bulk edges (0,1), ..., (n-2, n-1)
            if (big.q == c.q and big.boundary == c.boundary and np.array_equal(big.h[:c.n], c.h)
                    and np.array_equal(big.couplings[:nb], c.couplings[:nb])):
                g.append(k)
                break
        else:
            groups.append([k])
    return groups


# ---------------------------------------------------------------------- count laws
@dataclass(frozen=True, eq=False)
class CountLaw:
    """The exact law of token counts under ``pi_T``.

    ``counts`` has shape ``(G, len(tokens))``: row ``r`` holds the counts of ``tokens``;
    ``log_pmf[r]`` is the log probability of that row (relative accuracy of every entry,
    however small: module docstring); ``log_partition`` is ``ln Z_n(T)``.
    """

    n: int
    q: int
    temperature: float
    boundary: str
    tokens: tuple
    counts: np.ndarray = field(repr=False)
    log_pmf: np.ndarray = field(repr=False)
    log_partition: float
    method: str = "transfer matrix (log-space recursion)"

    @property
    def pmf(self) -> np.ndarray:
        """The probabilities (entries below ~1e-308 are 0 here; ``log_pmf`` keeps them)."""
        return np.exp(self.log_pmf)

    def expect(self, f) -> float:
        """``E[f(counts)]`` for ``f`` mapping the ``(G, len(tokens))`` count array to ``(G,)``."""
        return float(self.pmf @ np.asarray(f(self.counts), dtype=float))

    def mean(self) -> np.ndarray:
        """Mean count of each of ``tokens``."""
        return self.pmf @ self.counts

    def to_dict(self) -> dict:
        return {"n": self.n, "q": self.q, "temperature": self.temperature, "boundary": self.boundary,
                "tokens": list(self.tokens), "counts": self.counts.tolist(), "log_pmf": self.log_pmf.tolist(),
                "log_partition": self.log_partition, "method": self.method}

    def __str__(self) -> str:
        which = f"token {self.tokens[0]}" if len(self.tokens) == 1 else f"tokens {list(self.tokens)}"
        mean = ", ".join(_fmt(v) for v in self.mean())
        return (f"law of the counts of {which} (q={self.q}, n={self.n}, {self.boundary}, T={_fmt(self.temperature)}): "
                f"{self.counts.shape[0]} values, mean ({mean}), ln Z = {_fmt(self.log_partition)} ({self.method})")


def _check_token(token, q: int) -> int:
    t = check_int(token, "token", minimum=0)
    if t >= q:
        raise InvalidInputError(f"`token` must be in 0..{q - 1}; got {token!r}")
    return t


def count_law(model, *, temperature: float, token: int = 0) -> CountLaw:
    """Exact law of the number of sites holding ``token`` (``q = 2``, ``token = 1``: the
    magnetization ``m = 2 c/n - 1``), at any ``n`` (work ``~ q^2 n^2``, times ``q`` on a cycle).

    ``model``: a nearest-neighbour :class:`~toolkit.models.Pairwise` model or a
    :class:`NearestNeighbourChain` (:func:`nearest_neighbour_chain`).
    """
    chain = nearest_neighbour_chain(model)
    T = check_temperature(temperature)
    Ts = _temperatures(T)
    t = _check_token(token, chain.q)
    (log_w, log_z), = _recursion([chain], Ts, (t,))
    k = np.arange(chain.n + 1)
    return CountLaw(chain.n, chain.q, T, chain.boundary, (t,), k[:, None], log_w[0], float(log_z[0]))


def _joint_rows(n: int, q: int) -> np.ndarray:
    """Count vectors of tokens ``0..q-2`` on the grid ``(n+1,)*(q-1)``, as ``(G, q)`` full vectors."""
    grid = np.indices((n + 1,) * (q - 1)).reshape(q - 1, -1).T
    return np.column_stack([grid, n - grid.sum(axis=1)])


def joint_count_law(model, *, temperature: float, max_work: float = DEFAULT_MAX_JOINT_WORK) -> CountLaw:
    """Exact law of the whole count vector ``(c_0, ..., c_{q-1})`` (rows summing to ``n``).

    Tracks ``q - 1`` counts, so the work grows like ``q n^q`` (times ``q`` on a cycle);
    above ``max_work`` (default :data:`DEFAULT_MAX_JOINT_WORK` entry updates, about 2 s) it
    raises ``InvalidInputError`` naming the estimate. For ``q = 2`` it is :func:`count_law`
    with both counts listed.
    """
    chain = nearest_neighbour_chain(model)
    T = check_temperature(temperature)
    Ts = _temperatures(T)
    q, n = chain.q, chain.n
    starts = q if chain.boundary == "cycle" else 1
    work = _joint_work(q, n, starts, q - 1)
    if work > float(max_work):
        raise InvalidInputError(f"the joint count law of q = {q}, n = {n} ({chain.boundary}) needs ~{work:.3g} "
                                f"entry updates, above max_work={float(max_work):g}; use count_law (one token) "
                                "or raise max_work")
    (log_w, log_z), = _recursion([chain], Ts, tuple(range(q - 1)))
    rows = _joint_rows(n, q)
    lw = log_w[0].reshape(-1)
    keep = rows[:, -1] >= 0
    return CountLaw(n, q, T, chain.boundary, tuple(range(q)), rows[keep], lw[keep], float(log_z[0]))


# ---------------------------------------------------------------------- observables
#: Observables of :class:`ChainObservables` / :class:`TransferTable`, in display order.
OBSERVABLES = ("log_partition", "free_energy", "free_energy_limit", "correlation_length", "fraction_mean",
               "fraction_variance", "magnetization_sq", "magnetization_4", "abs_magnetization", "binder", "chi",
               "connected_chi", "order_mean", "susceptibility")


def _var(p: np.ndarray, f: np.ndarray) -> np.ndarray:
    """``Var(f)`` under each row of ``p`` (K, G), by central sums (no cancellation)."""
    mu = p @ f
    dev = f[None, :] - mu[:, None]
    return (p * dev * dev).sum(axis=1)


def _joint_moments(log_w: np.ndarray, n: int, q: int, token: int, Ts: np.ndarray) -> dict:
    """Observables (K,) from the joint log count weights ``(K,) + (n+1,)*(q-1)`` (tokens
    ``0..q-2`` tracked; ``q = 2``: the count of token 1)."""
    K = log_w.shape[0]
    p = np.exp(log_w.reshape(K, -1))  # (K, G); -inf -> 0
    rows = _joint_rows(n, q).astype(float) if q > 2 else np.column_stack([n - np.arange(n + 1.0),
                                                                             np.arange(n + 1.0)])
    feasible = rows[:, -1] >= 0
    p = np.where(feasible[None, :], p, 0.0)
    rho = [np.where(feasible, rows[:, a], 0.0) / n for a in range(q)]
    out = {"fraction_mean": p @ rho[token], "fraction_variance": _var(p, rho[token])}
    m2 = sum((rho[a] - 1.0 / q) ** 2 for a in range(q)) * (q / (q - 1))  # |m|^2 per cell
    out["magnetization_sq"] = p @ m2
    out["magnetization_4"] = p @ (m2 * m2)
    absm = np.sqrt(m2)
    out["abs_magnetization"] = p @ absm
    with np.errstate(invalid="ignore", divide="ignore"):
        out["binder"] = 1.0 - out["magnetization_4"] / (3.0 * out["magnetization_sq"] ** 2)
    out["chi"] = n * (q / (q - 1)) * sum(_var(p, rho[a]) for a in range(q)) / Ts
    out["connected_chi"] = n * _var(p, absm) / Ts
    mmax = np.max(np.stack(rho), axis=0)
    out["order_mean"] = p @ mmax
    out["susceptibility"] = n * _var(p, mmax)
    return out


def _token_moments(log_ws: list[np.ndarray], n: int, q: int, token: int, Ts: np.ndarray) -> dict:
    """Observables (K,) from each token's own count law ``log_ws[a]`` (K, n+1): the token
    fraction, ``<|m|^2>`` and ``chi`` (sums over tokens of one-token moments); the rest,
    which need the joint counts, NaN."""
    K = log_ws[0].shape[0]
    rho = np.arange(n + 1.0) / n
    ps = [np.exp(lw) for lw in log_ws]
    out = {k: np.full(K, np.nan) for k in ("magnetization_4", "abs_magnetization", "binder", "connected_chi",
                                           "order_mean", "susceptibility")}
    out["fraction_mean"] = ps[token] @ rho
    out["fraction_variance"] = _var(ps[token], rho)
    out["magnetization_sq"] = (q / (q - 1)) * sum(p @ (rho - 1.0 / q) ** 2 for p in ps)
    out["chi"] = n * (q / (q - 1)) * sum(_var(p, rho) for p in ps) / Ts
    return out


def _bulk_spectrum(chain: NearestNeighbourChain, T: float) -> tuple[float, float, str]:
    """``(ln lambda_1, ln(lambda_1 / |lambda_2|), method)`` of the bulk transfer matrix of a
    uniform chain at temperature ``T`` (NaNs and a note when the chain is not uniform)."""
    if not chain.is_uniform or chain.n < 2:
        return math.nan, math.nan, "not uniform: no bulk transfer matrix"
    q = chain.q
    h, Phi = chain.h[0] / T, chain.couplings[0] / T
    lm = 0.5 * (h[:, None] + h[None, :]) + Phi  # log M
    if q == 2:
        # diag - anti = Phi_00 + Phi_11 - Phi_01 - Phi_10 exactly: from Phi, not from the
        # field-shifted lm (a tiny coupling beside a large field would lose its digits)
        delta = float((Phi[0, 0] + Phi[1, 1]) - (Phi[0, 1] + Phi[1, 0]))
        return (*_two_by_two(lm, delta), "2x2 closed form")
    off = Phi[~np.eye(q, dtype=bool)]
    if (h == h[0]).all() and (off == off[0]).all() and (np.diag(Phi) == Phi[0, 0]).all():
        # M = e^{h + beta'} [(e^{alpha} - 1) I + 1 1^T]: alpha = Phi_aa - Phi_ab, beta' = Phi_ab
        alpha, base = float(Phi[0, 0] - off[0]), float(h[0] + off[0])
        log_l1 = base + float(np.logaddexp(alpha, math.log(q - 1)))
        if alpha == 0:
            return log_l1, math.inf, "Potts closed form"
        if alpha > 0:
            ratio = math.log1p(q / math.expm1(alpha))
        else:
            ratio = math.log(q / -math.expm1(alpha) - 1.0)
        return log_l1, ratio, "Potts closed form"
    top = float(lm.max())
    M = np.exp(lm - top)
    if np.array_equal(Phi, Phi.T):
        ev = np.abs(np.linalg.eigvalsh(M))
    else:
        ev = np.abs(np.linalg.eigvals(M))
    ev = np.sort(ev)[::-1]
    ratio = math.inf if ev[1] == 0 else math.log(ev[0] / ev[1])
    if ratio > RATIO_MPMATH:  # |lambda_2| is below float64's resolution of lambda_1: in mpmath
        return top + math.log(ev[0]), _ratio_mpmath(h, Phi), "mpmath eigenvalues (|lambda_2/lambda_1| < 1e-8)"
    return top + math.log(ev[0]), ratio, "numerical eigenvalues (relative error ~1e-16 / (1 - |lambda_2/lambda_1|))"


#: ``ln(lambda_1/|lambda_2|)`` above which the bulk ratio is recomputed in mpmath: float64
#: eigenvalues give ``lambda_2`` only to ~1e-16 lambda_1 (a relative error of 1e-8 here)
RATIO_MPMATH = 8 * math.log(10.0)


def _ratio_mpmath(h: np.ndarray, Phi: np.ndarray, *, max_dps: int = 1600) -> float:
    """``ln(lambda_1/|lambda_2|)`` of ``M = D e^Phi D``, ``D = diag(e^{h/2})`` (similar to
    ``diag(e^h) e^Phi``), from the given float ``h`` and ``Phi`` entries in mpmath, the
    precision doubled until ``lambda_2`` is resolved (``inf``, i.e. ``xi = 0``, when it stays
    below ``10^-(max_dps - 20)`` of ``lambda_1``: a rank-one ``e^Phi``, e.g. no coupling). The
    first precision, ``50 + 4 max|Phi| / ln 10`` digits, is capped at ``max_dps``: uncapped, a
    ``Phi`` beyond about 890 started above the cap and returned ``inf`` untried."""
    import mpmath

    q = h.size
    dps = 50 + int(4 * np.abs(Phi).max() / math.log(10.0))
    dps = min(dps, max_dps)  # a start above the cap is tried at the cap, not skipped
    while dps <= max_dps:
        with mpmath.workdps(dps):
            M = mpmath.matrix(q, q)
            for a in range(q):
                for b in range(q):
                    M[a, b] = mpmath.exp(mpmath.mpf(float(h[a])) + mpmath.mpf(float(Phi[a, b])))
            mags = sorted((abs(e) for e in mpmath.eig(M, left=False, right=False)), reverse=True)
            r = mags[1] / mags[0]
            if r > mpmath.mpf(10) ** (20 - dps):
                return float(-mpmath.log(r))
        dps *= 2
    return math.inf


def _two_by_two(lm: np.ndarray, delta: float | None = None) -> tuple[float, float]:
    """``ln lambda_+`` and ``ln(lambda_+ / |lambda_-|)`` of ``[[p, r], [s, d]] = exp(lm)``
    without cancellation: ``lambda_+- = S +- R`` with ``S = (p + d)/2``,
    ``R = sqrt(((p - d)/2)^2 + r s)``, ``S - R = det / lambda_+`` (``det > 0``) and
    ``lambda_+ / |lambda_-| = 1 + 2 R lambda_+ / det`` (``det > 0``) or
    ``1 + 2 S lambda_+ / |det|`` (``det < 0``)."""
    lp, lr, ls, ld = float(lm[0, 0]), float(lm[0, 1]), float(lm[1, 0]), float(lm[1, 1])
    log2 = math.log(2.0)
    lS = float(np.logaddexp(lp, ld)) - log2
    gap = abs(lp - ld)
    lhalf = -math.inf if gap == 0 else max(lp, ld) + math.log(-math.expm1(-gap)) - log2
    lR = 0.5 * float(np.logaddexp(2 * lhalf, lr + ls))
    l1 = float(np.logaddexp(lS, lR))
    diag, anti = lp + ld, lr + ls
    delta = diag - anti if delta is None else delta
    if delta == 0:
        return l1, math.inf
    ldet = max(diag, anti) + math.log(-math.expm1(-abs(delta)))
    lnum = log2 + (lR if delta > 0 else lS) + l1 - ldet
    return l1, float(np.logaddexp(0.0, lnum))


def correlation_length(model, *, temperature: float) -> float:
    """``xi = 1 / ln(lambda_1 / |lambda_2|)`` of the bulk transfer matrix of a uniform chain
    (Ising: ``-1 / ln tanh K``); ``inf`` when ``lambda_2 = lambda_1`` in floating point, 0 when
    ``lambda_2 = 0`` (as for a chain with no coupling difference: independent sites).

    >>> K = 0.5
    >>> round(correlation_length(potts_chain(2, 10, 2 * K), temperature=1.0), 12) == round(-1 / math.log(math.tanh(K)), 12)
    True
    """
    chain = nearest_neighbour_chain(model)
    T = check_temperature(temperature)
    if not chain.is_uniform or chain.n < 2:
        raise InvalidInputError("`model` must be a uniform chain (same field at every site, same potential on every "
                                "edge) with n >= 2 for a correlation length")
    return _xi(_bulk_spectrum(chain, T)[1])


def _xi(ratio: float) -> float:
    if math.isnan(ratio):
        return math.nan
    return 0.0 if math.isinf(ratio) else (math.inf if ratio == 0 else 1.0 / ratio)


@dataclass(frozen=True)
class ChainObservables:
    """Exact equilibrium observables of a chain at one temperature (module docstring for
    the definitions).

    ``fraction_*`` are of ``rho_token = c_token / n``; ``magnetization_sq``,
    ``magnetization_4``, ``abs_magnetization``: ``<|m|^2>``, ``<|m|^4>``, ``<|m|>``;
    ``binder``: ``1 - <|m|^4>/(3<|m|^2>^2)``; ``chi``: ``n Var(m)/T``; ``connected_chi``:
    ``n Var(|m|)/T``; ``order_mean``, ``susceptibility``: ``<m_max>`` and ``n Var(m_max)``,
    the convention of :mod:`toolkit.phase`. ``magnetization_4``, ``abs_magnetization``,
    ``binder``, ``connected_chi``, ``order_mean`` and ``susceptibility`` need the joint
    counts: NaN when ``q >= 3`` and ``joint`` is False. ``free_energy = -T ln Z_n / n``;
    ``free_energy_limit = -T ln lambda_1`` and ``correlation_length`` are NaN for a
    non-uniform chain.
    """

    n: int
    q: int
    temperature: float
    boundary: str
    token: int
    joint: bool
    log_partition: float
    free_energy: float
    free_energy_limit: float
    correlation_length: float
    fraction_mean: float
    fraction_variance: float
    magnetization_sq: float
    magnetization_4: float
    abs_magnetization: float
    binder: float
    chi: float
    connected_chi: float
    order_mean: float
    susceptibility: float
    spectrum_method: str = ""
    method: str = "exact (transfer matrix, log-space recursion)"

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}

    def __str__(self) -> str:
        rows = [(k, getattr(self, k)) for k in OBSERVABLES]
        head = (f"1-D chain q={self.q}, n={self.n}, {self.boundary}, T={_fmt(self.temperature)} "
                f"({self.method}; token {self.token}; joint counts: {'yes' if self.joint else 'no'})")
        return head + "\n" + format_table(rows, ("observable", "value"))


def _want_joint(chain: NearestNeighbourChain, joint, max_work: float) -> bool:
    if chain.q == 2:
        return False  # one count is the whole count vector
    if joint is None:
        starts = chain.q if chain.boundary == "cycle" else 1
        return _joint_work(chain.q, chain.n, starts, chain.q - 1) <= float(max_work)
    return bool(joint)


def _observables(chains: list[NearestNeighbourChain], Ts: np.ndarray, token: int, joint, max_work: float):
    """``[(dict of (K,) arrays, joint used, spectrum method)]`` per chain."""
    results: list = [None] * len(chains)
    flags = [_want_joint(c, joint, max_work) or c.q == 2 for c in chains]
    for want in (False, True):
        idx = [k for k in range(len(chains)) if flags[k] == want]
        sub = [chains[k] for k in idx]
        for g in _prefix_groups(sub):
            group = [sub[k] for k in g]
            q = group[0].q
            if want:  # the joint counts: tokens 0..q-2 (q = 2: token 1)
                laws = _recursion(group, Ts, tuple(range(1, 2) if q == 2 else range(q - 1)))
                per_chain = [(_joint_moments(lw, c.n, q, token, Ts), lz) for c, (lw, lz) in zip(group, laws, strict=True)]
            else:  # one recursion per token
                by_token = [_recursion(group, Ts, (a,)) for a in range(q)]
                per_chain = [(_token_moments([by_token[a][k][0] for a in range(q)], c.n, q, token, Ts),
                              by_token[token][k][1]) for k, c in enumerate(group)]
            for k, c, (obs, log_z) in zip(g, group, per_chain, strict=True):
                obs["log_partition"] = log_z
                obs["free_energy"] = -Ts * log_z / c.n
                spec = [_bulk_spectrum(c, float(T)) for T in Ts]
                obs["free_energy_limit"] = np.array([-T * sp[0] for T, sp in zip(Ts, spec, strict=True)])
                obs["correlation_length"] = np.array([_xi(sp[1]) for sp in spec])
                results[idx[k]] = (obs, want, spec[0][2])
    return results


def chain_observables(model, *, temperature: float, token: int = 0, joint: bool | None = None,
                      max_joint_work: float = DEFAULT_MAX_JOINT_WORK) -> ChainObservables:
    """Exact observables of a nearest-neighbour chain at one temperature (any ``n``).

    ``token``: the token whose fraction is reported (``fraction_*``). ``joint``: whether
    ``q >= 3`` chains get the joint count law (needed for ``<|m|^4>``, Binder and the
    ``toolkit.phase`` quantities; without it, one count law per token gives the rest); None
    (default) when its work is at most ``max_joint_work`` (for ``q = 3``: ``n`` up to about
    300 on a path, 200 on a cycle). ``q = 2`` always has the joint counts (one recursion).
    """
    chain = nearest_neighbour_chain(model)
    T = check_temperature(temperature)
    Ts = _temperatures(T)
    t = _check_token(token, chain.q)
    (obs, used, spec_method), = _observables([chain], Ts, t, joint, max_joint_work)
    vals = {k: float(obs[k][0]) for k in OBSERVABLES}
    return ChainObservables(n=chain.n, q=chain.q, temperature=T, boundary=chain.boundary, token=t, joint=used,
                            spectrum_method=spec_method, **vals)


# ---------------------------------------------------------------------- scans
@dataclass(frozen=True, eq=False)
class TransferTable(Result):
    """Exact observables on an ``(n, T)`` grid: ``values[name]`` has shape
    ``(len(n_values), len(temperatures))``, one row per ``n`` (the layout of
    :class:`toolkit.phase.PhaseGrid`, so ``values["susceptibility"]`` and
    ``values["order_mean"]`` fill its fields directly).
    ``joint[i]`` says whether row ``i`` had the joint counts (the quantities that need them
    are NaN where it did not: :class:`ChainObservables`)."""

    label: str
    temperatures: np.ndarray
    n_values: np.ndarray
    values: dict = field(repr=False)
    joint: np.ndarray = field(repr=False)
    token: int = 0
    seconds: float = 0.0
    method: str = "exact (transfer matrix, log-space recursion)"

    def __getitem__(self, name: str) -> np.ndarray:
        if name not in self.values:
            raise InvalidInputError(f"unknown observable {name!r}; one of {list(self.values)}")
        return self.values[name]

    def to_dict(self) -> dict:
        return {"label": self.label, "method": self.method, "token": self.token,
                "temperatures": self.temperatures.tolist(), "n_values": self.n_values.tolist(),
                "joint": self.joint.tolist(), "seconds": self.seconds,
                "values": {k: v.tolist() for k, v in self.values.items()}}

    def to_frame(self):
        """A pandas DataFrame, one row per ``(n, T)``, one column per observable."""
        import pandas as pd

        nn, tt = np.meshgrid(self.n_values, self.temperatures, indexing="ij")
        data = {"n": nn.ravel(), "temperature": tt.ravel(),
                "joint": np.repeat(self.joint, self.temperatures.size)}
        data.update({k: v.ravel() for k, v in self.values.items()})
        return pd.DataFrame(data)

    def table(self, name: str = "susceptibility") -> str:
        a = self[name]
        rows = [(int(n), *row.tolist()) for n, row in zip(self.n_values, a, strict=True)]
        return format_table(rows, ("n \\ T", *(f"{t:g}" for t in self.temperatures)))

    def __str__(self) -> str:
        return (f"TransferTable({self.label}, n = {self.n_values.tolist()}, {self.temperatures.size} temperatures, "
                f"{self.seconds:.2f} s, {self.method})\nsusceptibility n Var(m_max):\n{self.table('susceptibility')}"
                f"\nBinder cumulant U4:\n{self.table('binder')}")


def transfer_scan(family, *, temperatures, n_values, token: int = 0, joint: bool | None = None,
                  max_joint_work: float = DEFAULT_MAX_JOINT_WORK, label: str = "") -> TransferTable:
    """Exact observables over ``n_values x temperatures`` for a family ``n -> chain``.

    ``family`` maps ``n`` to a :class:`NearestNeighbourChain` or a nearest-neighbour
    ``Pairwise`` model (e.g. ``lambda n: potts_chain(2, n, 1.0, graph="cycle")``). All
    temperatures go through one recursion; chains whose fields and bulk edges are
    prefixes of a longer one's (uniform families) share its recursion, so the grid costs
    about as much as its largest ``n`` (a 20 x 10 Ising grid up to ``n = 2000``: ~2 s).

    >>> tab = transfer_scan(lambda n: potts_chain(2, n, 1.0), temperatures=[0.5, 1.0], n_values=[10, 100])
    >>> tab["binder"].shape
    (2, 2)
    """
    t0 = time.perf_counter()
    Ts = np.array(sorted({check_temperature(T) for T in np.asarray(list(temperatures), dtype=float).reshape(-1)}))
    if Ts.size == 0:
        raise InvalidInputError("`temperatures` is empty")
    Ts = _temperatures(Ts)
    ns = sorted({check_int(v, "n_values", minimum=1) for v in np.asarray(list(n_values)).reshape(-1)})
    if not ns:
        raise InvalidInputError("`n_values` is empty")
    if not callable(family):
        raise InvalidInputError(f"`family` must be a callable n -> chain or model; got {type(family).__name__}")
    chains = []
    for n in ns:
        c = nearest_neighbour_chain(family(n))
        if c.n != n:
            raise InvalidInputError(f"`family({n})` has n = {c.n} sites")
        chains.append(c)
    if len({c.q for c in chains}) != 1:
        raise InvalidInputError(f"`family` must keep q fixed; got q = {sorted({c.q for c in chains})}")
    t = _check_token(token, chains[0].q)
    res = _observables(chains, Ts, t, joint, max_joint_work)
    values = {k: np.stack([r[0][k] for r in res]) for k in OBSERVABLES}
    if not label:
        c = chains[-1]
        label = f"1-D chain q={c.q}, {c.boundary}"
    return TransferTable(label=label, temperatures=Ts, n_values=np.array(ns), values=values,
                         joint=np.array([r[1] for r in res]), token=t, seconds=time.perf_counter() - t0)


# ---------------------------------------------------------------------- Glauber's gap
def _ising_args(n, coupling, temperature, minimum: int):
    n = check_int(n, "n", minimum=minimum)
    c = float(check_finite_array(coupling, "coupling"))
    T = check_temperature(temperature)
    return n, c, T


def glauber_cycle_gap(n: int, coupling: float, *, temperature: float) -> float:
    """Glauber's exact spectral gap of the random-scan chain of ``potts(2, n, coupling,
    graph="cycle")`` at ``temperature``: ``(1 - tanh(|coupling| / T)) / n``.

    Assumptions: ``q = 2``; zero field (or a field equal on both tokens); the same
    coupling on every edge; a cycle of ``n >= 3`` sites; random scan, not lazy;
    ``coupling >= 0``, or ``coupling < 0`` with ``n`` even (flipping every other site maps
    it to ``|coupling|``); odd antiferromagnetic rings are frustrated and excluded. Source:
    R. J. Glauber, J. Math. Phys. 4, 294 (1963): the heat-bath generator with
    ``K = J/T``, ``J = c/2``, has gap ``1 - tanh(2K)`` (its slowest mode is the
    magnetization, ``d<s_k>/dt = -<s_k> + tanh(2K)(<s_{k-1}> + <s_{k+1}>)/2``), and the
    random-scan kernel is ``I + Q/n``.

    >>> round(glauber_cycle_gap(10, 1.0, temperature=1.0), 12)
    0.023840584404
    """
    n, c, T = _ising_args(n, coupling, temperature, 3)
    if c < 0 and n % 2:
        raise InvalidInputError(f"`coupling` < 0 on an odd cycle (n = {n}) is frustrated: Glauber's closed form "
                                "does not apply; got coupling = " + repr(coupling))
    return _one_minus_tanh(abs(c) / T) / n


def _one_minus_tanh(x: float) -> float:
    """``1 - tanh(x) = 2 / (1 + e^{2x})`` for ``x >= 0``, without cancellation at large ``x``."""
    return 2.0 / (1.0 + math.exp(2.0 * x)) if x < 350 else 2.0 * math.exp(-2.0 * x)


def glauber_linear_sector_gap(n: int, coupling: float, *, temperature: float, graph: str = "path") -> float:
    """The slowest rate of the linear functions ``f(x) = sum_k v_k s_k`` (``s = 2x - 1``)
    under the random-scan chain of ``potts(2, n, coupling, graph=graph)``, zero field.

    The heat-bath update of site ``k`` maps ``s_k`` to ``tanh(K (s_{k-1} + s_{k+1}))``
    ``= (tanh(2K)/2)(s_{k-1} + s_{k+1})`` (an end site of a path: ``tanh(K) s_{neighbour}``),
    ``K = coupling / (2T)``, so ``P`` maps this ``n``-dimensional space to itself and
    ``(1 - mu) / n`` for each eigenvalue ``mu`` of the ``n x n`` matrix ``B`` of that map
    is an exact eigenvalue gap of ``P``; the smallest is returned (an upper bound on the
    spectral gap). On a cycle ``B`` is circulant and this is :func:`glauber_cycle_gap`. On
    a path the quantization condition of ``B``'s eigenvectors is transcendental (the end
    rows reflect with a ``p``-dependent phase), so there is no closed form; that this
    sector holds the path's spectral gap was checked against the enumerated kernel
    (``n = 2..12``, ferro- and antiferromagnetic, several ``T``) and is not proved here.
    """
    n, c, T = _ising_args(n, coupling, temperature, 1)
    if graph not in _BOUNDARIES:
        raise InvalidInputError(f"`graph` must be 'path' or 'cycle'; got {graph!r}")
    if graph == "cycle" and n < 3:
        graph = "path"
    if n == 1:
        return 1.0
    K = c / (2.0 * T)
    g, t = math.tanh(2 * K), math.tanh(K)
    if graph == "cycle":
        rates = 1.0 - g * np.cos(2 * np.pi * np.arange(n) / n)
        if g >= 0:  # the magnetization mode: 1 - tanh(2K), without cancellation
            rates[0] = _one_minus_tanh(2 * K)
        elif n % 2 == 0:  # the staggered mode: 1 - |tanh(2K)|
            rates[n // 2] = _one_minus_tanh(-2 * K)
        return float(rates.min()) / n
    if g == 0.0:
        return 1.0 / n
    # A path is bipartite: the spectrum of B does not depend on the signs of its off-diagonals,
    # so the antiferromagnet's is the ferromagnet's. B's rows: g/2 to each neighbour inside,
    # t to the one neighbour at an end (n = 2: t both ways).
    g, t = abs(g), abs(t)
    lower, upper = np.full(n, g / 2.0), np.full(n, g / 2.0)
    lower[0] = upper[-1] = 0.0
    upper[0] = lower[-1] = t
    # the row sums of I - B, 1 - g inside and 1 - t at the ends, without cancellation
    rows = np.full(n, _one_minus_tanh(2 * abs(K)))
    rows[0] = rows[-1] = _one_minus_tanh(abs(K))
    # a start: B's Perron vector from the symmetrized matrix (off-diagonal sqrt(B[k, k+1] B[k+1, k]))
    from scipy.linalg import eigh_tridiagonal

    off = np.sqrt(upper[:-1] * lower[1:])
    _, v = eigh_tridiagonal(np.zeros(n), off, select="i", select_range=(n - 1, n - 1))
    scale = np.ones(n)
    if n > 2:
        scale[0] = scale[-1] = math.sqrt(g / (2.0 * t))
    return _smallest_m_eigenvalue(lower, upper, rows, np.abs(v[:, 0]) / scale) / n


def _smallest_m_eigenvalue(lower: np.ndarray, upper: np.ndarray, rows: np.ndarray, x: np.ndarray,
                           *, rtol: float = 1e-14, max_iter: int = 500) -> float:
    """The smallest eigenvalue of the tridiagonal M-matrix ``M = I - B`` (``B >= 0``:
    ``B[k, k-1] = lower[k]``, ``B[k, k+1] = upper[k]``) given its row sums ``rows``, to high
    relative accuracy however small it is.

    Gaussian elimination that carries the reduced rows' sums (as GTH does for stationary
    laws: ``rr_k = rows_k + lower_k rr_{k-1} / d_{k-1}``, ``d_k = rr_k + upper_k``) and the
    solves ``M^{-1} x`` use only sums and products of positive numbers, so ``M^{-1} x`` has
    full relative accuracy; inverse iteration from the positive start ``x`` then brackets
    ``lambda_min = 1 / rho(M^{-1})`` between Collatz-Wielandt bounds ``min x / M^{-1} x`` and
    ``max x / M^{-1} x``, returned (their midpoint) once they agree to ``rtol``.
    """
    n = rows.size
    d, rr = np.empty(n), np.empty(n)
    d[0], rr[0] = 1.0, rows[0]
    for k in range(1, n):
        rr[k] = rows[k] + lower[k] * rr[k - 1] / d[k - 1]
        d[k] = rr[k] + upper[k]
    ell = np.zeros(n)
    ell[1:] = lower[1:] / d[:-1]
    x = np.where(x > 0, x, x[x > 0].min() if (x > 0).any() else 1.0)
    lo = hi = math.nan
    for _ in range(max_iter):
        w = x.copy()
        for k in range(1, n):
            w[k] += ell[k] * w[k - 1]
        z = np.empty(n)
        z[-1] = w[-1] / d[-1]
        for k in range(n - 2, -1, -1):
            z[k] = (w[k] + upper[k] * z[k + 1]) / d[k]
        ratio = x / z
        lo, hi = float(ratio.min()), float(ratio.max())
        if hi - lo <= rtol * hi:
            break
        x = z / z.max()
    return 0.5 * (lo + hi)

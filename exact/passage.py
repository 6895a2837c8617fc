"""Hitting, absorption and first passage: committors, hitting and absorption probabilities,
mean first passage times (between sets too) and first-passage probabilities by step.

Definitions (``P`` any transition matrix; ``tau_B = min{t >= 0 : X_t in B}`` and
``tau_B^+ = min{t >= 1 : X_t in B}``):

- hitting probability ``h_B(x) = P_x(tau_B < inf)``: ``1`` on ``B``, ``0`` where ``B`` cannot
  be reached, else ``h = P h`` (the minimal non-negative solution); ``after_start=True``
  gives ``P_x(tau_B^+ < inf) = (P h_B)(x)`` (on ``B``: the return probability);
- forward committor ``q+(x) = P_x(tau_B < tau_A)`` (``0`` on the source ``A``, ``1`` on the
  target ``B``); backward committor ``q-(x)``: the probability that the stationary chain,
  seen at ``x``, came last from ``A`` rather than ``B``, i.e. the forward committor from
  ``B`` to ``A`` of the time reversal ``P*(x, y) = pi(y) P(y, x) / pi(x)`` (``1 - q+`` for a
  reversible chain, computed without that subtraction);
- absorption probabilities: the probability ``a_j(x)`` of ending in the ``j``-th closed
  (recurrent) class, and the mean absorption time ``E_x[time to reach a closed class]``;
- mean first passage time ``m_B(x) = E_x[tau_B]`` (``0`` on ``B``, ``inf`` where
  ``P_x(tau_B = inf) > 0``), between sets ``E_{pi_A}[tau_B]`` with ``pi_A = pi(. | A)``;
  and the return time ``E_x[tau_B^+] = 1 + (P m_B)(x)`` for ``x`` in ``B`` (Kac:
  ``E_{pi_B}[tau_B^+] = 1 / pi(B)``);
- first-passage probabilities ``f_t(x) = P_x(tau_B^+ = t)``, ``t = 1..t_max``:
  ``f_1 = P 1_B`` and ``f_t = P (1_{B^c} f_{t-1})``, with the survival
  ``P_x(tau_B^+ > t_max)``.

Accuracy. Every linear system here is ``(I - P_CC) X = R`` on the states ``C`` still to be
decided, with ``R >= 0`` the probability of leaving ``C`` into each outcome. It is solved by
GTH-style elimination (:func:`exact._gth.gth_solve`): each pivot ``1 - P(x, x)`` of the chain
censored to the states not yet eliminated is re-formed as the sum of the off-diagonal
entries of its row and its exit mass, never as a difference, so a probability of ``1e-134``
or a passage time of ``1e30`` is right to a few ulps times the number of states, where LU
on ``I - P`` loses every digit (``exact.metastable``'s exit times use the same elimination).
Above :data:`GTH_MAX` states in ``C`` a sparse LU solve (up to :data:`SPSOLVE_MAX`) or
preconditioned Krylov iterations replace it, and the result's ``residual`` is
``||(I - P_CC) X - R||_inf``. First-passage probabilities are products of non-negative
matrices and vectors, accurate to the same relative precision.

Which chains. Forward committors, hitting and absorption probabilities, passage times and
first passages need no irreducibility (absorbing chains are the usual case); what needs a
unique stationary law (the backward committor, passage times between sets) refuses a
reducible chain with :class:`~toolkit.exceptions.ReducibleChainError`, and a committor that
some state can never decide (it reaches neither set) is refused with an
:class:`~toolkit.exceptions.InvalidInputError` that says how many states.

Worked example: the gambler's ruin on ``{0, 1, 2, 3}``, absorbing at ``0`` and ``3``, moving
up w.p. ``p = 2/3`` and down w.p. ``1/3``: from ``x`` it reaches ``3`` before ``0`` w.p.
``(1 - r^x) / (1 - r^3)`` with ``r = (1 - p)/p = 1/2``, i.e. ``4/7`` from ``1`` and ``6/7``
from ``2``, after ``E_1 = 15/7``, ``E_2 = 12/7`` steps on average.

>>> import numpy as np
>>> P = np.array([[1, 0, 0, 0], [1/3, 0, 2/3, 0], [0, 1/3, 0, 2/3], [0, 0, 0, 1]])
>>> committor(P, [0], [3]).values.round(12).tolist()
[0.0, 0.571428571429, 0.857142857143, 1.0]
>>> a = absorption_probabilities(P)
>>> a.classes, a.probabilities[:, 1].round(12).tolist(), a.mean_absorption_times.round(12).tolist()
(((0,), (3,)), [0.0, 0.571428571429, 0.857142857143, 1.0], [0.0, 2.142857142857, 1.714285714286, 0.0])

Length: one idea (what happens before the chain first reaches a set), whose five
quantities share the linear system on the undecided states, its GTH solve and its sparse
fallbacks, the reachability that decides which states are solved at all, and the result
types that carry them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import scipy.sparse as sp
from scipy.sparse import csgraph
from scipy.sparse.linalg import splu
from scipy.special import logsumexp

from toolkit._validation import check_int
from toolkit.exceptions import InvalidInputError
from toolkit.results import Result, _fmt

from ._gth import gth_solve
from ._linalg import as_operator, check_stochastic, offdiag_chunks
from .metastable import GTH_MAX, SPSOLVE_MAX, _iterative_solve, _rows_offdiag, expected_exit_times
from .stationary import as_law

__all__ = [
    "HittingProbabilities",
    "Committor",
    "AbsorptionProbabilities",
    "MeanPassageTimes",
    "FirstPassageProbabilities",
    "hitting_probabilities",
    "committor",
    "absorption_probabilities",
    "mean_first_passage_times",
    "first_passage_probabilities",
    "state_set",
    "support_graph",
    "can_reach",
    "closed_classes",
    "start_distribution",
]


# ---------------------------------------------------------------------- results
def _set_text(states: tuple) -> str:
    s = ", ".join(str(x) for x in states[:6])
    return "{" + s + (f", ... ({len(states)} states)" if len(states) > 6 else "") + "}"


@dataclass(frozen=True, eq=False)
class HittingProbabilities(Result):
    """``P_x(tau_B < inf)`` (``after_start``: ``P_x(tau_B^+ < inf)``) for every state ``x``."""

    values: np.ndarray = field(repr=False)
    target: tuple
    after_start: bool
    method: str
    residual: float = 0.0

    def to_frame(self):
        """One row per state: ``state``, ``h``."""
        import pandas as pd

        return pd.DataFrame({"state": np.arange(self.values.size), "h": self.values})

    def __str__(self) -> str:
        zero = int((self.values == 0).sum())
        what = "P_x(tau_B^+ < inf)" if self.after_start else "P_x(tau_B < inf)"
        return (f"hitting probabilities {what} of B = {_set_text(self.target)} on {self.values.size} states: "
                f"min {_fmt(float(self.values.min()))}, {zero} never reach it ({self.method})")


@dataclass(frozen=True, eq=False)
class Committor(Result):
    """Forward (``P_x(tau_target < tau_source)``) or backward committor of every state."""

    values: np.ndarray = field(repr=False)
    source: tuple
    target: tuple
    direction: str
    method: str
    residual: float = 0.0

    def to_frame(self):
        """One row per state: ``state``, ``committor``."""
        import pandas as pd

        return pd.DataFrame({"state": np.arange(self.values.size), "committor": self.values})

    def __str__(self) -> str:
        inside = ~np.isin(np.arange(self.values.size), self.source + self.target)
        v = self.values[inside]
        rng = f"between {_fmt(float(v.min()))} and {_fmt(float(v.max()))}" if v.size else "no state in between"
        return (f"{self.direction} committor A = {_set_text(self.source)} -> B = {_set_text(self.target)} on "
                f"{self.values.size} states: {rng} off A and B ({self.method})")


@dataclass(frozen=True, eq=False)
class AbsorptionProbabilities(Result):
    """``probabilities[x, j]``: the probability of ending in the closed class ``classes[j]``
    from ``x``; ``mean_absorption_times[x]``: the expected steps to reach a closed class
    (``0`` inside one); ``transient``: the states outside every closed class."""

    probabilities: np.ndarray = field(repr=False)
    classes: tuple
    transient: tuple
    mean_absorption_times: np.ndarray = field(repr=False)
    method: str
    residual: float = 0.0

    def to_frame(self):
        """One row per transient state: ``state``, ``p[class j]`` for each closed class, ``mean_time``."""
        import pandas as pd

        t = np.asarray(self.transient, dtype=np.int64)
        cols = {"state": t}
        for j in range(len(self.classes)):
            cols[f"p[{j}]"] = self.probabilities[t, j]
        cols["mean_time"] = self.mean_absorption_times[t]
        return pd.DataFrame(cols)

    def __str__(self) -> str:
        mt = self.mean_absorption_times[list(self.transient)] if self.transient else np.zeros(0)
        longest = f", longest mean absorption time {_fmt(float(mt.max()))}" if mt.size else ""
        return (f"absorption into {len(self.classes)} closed classes from {len(self.transient)} transient states"
                f"{longest} ({self.method})")


@dataclass(frozen=True, eq=False)
class MeanPassageTimes(Result):
    """``times[x] = E_x[tau_target]`` (``inf`` where the target may never be reached);
    ``return_times[x] = E_x[tau_target^+]`` on the target (NaN elsewhere); ``between``:
    ``E_{pi(.|origin)}[tau_target]`` when an origin was given."""

    times: np.ndarray = field(repr=False)
    target: tuple
    return_times: np.ndarray = field(repr=False)
    method: str
    origin: tuple | None = None
    between: float | None = None

    def to_frame(self):
        """One row per state: ``state``, ``mfpt``, ``return_time``."""
        import pandas as pd

        return pd.DataFrame({"state": np.arange(self.times.size), "mfpt": self.times,
                             "return_time": self.return_times})

    def __str__(self) -> str:
        finite = self.times[np.isfinite(self.times)]
        s = (f"mean first passage times to B = {_set_text(self.target)}: max {_fmt(float(finite.max()))}"
             f"{'' if finite.size == self.times.size else f', {self.times.size - finite.size} states never surely'}")
        if self.origin is not None:
            s += f"; from pi on A = {_set_text(self.origin)}: {_fmt(self.between)}"
        return s + f" ({self.method})"


@dataclass(frozen=True, eq=False)
class FirstPassageProbabilities(Result):
    """``probabilities[t - 1] = P(tau_target^+ = t)`` for ``t = 1..t_max``: from ``start``
    (shape ``(t_max,)``), or from every state (``start`` None: shape ``(t_max, N)``);
    ``survival = P(tau_target^+ > t_max)`` (a number, or one per state)."""

    probabilities: np.ndarray = field(repr=False)
    survival: np.ndarray = field(repr=False)
    target: tuple
    t_max: int
    start: int | None = None

    def to_frame(self):
        """``t`` and the probability (from ``start``), or one column per state."""
        import pandas as pd

        t = np.arange(1, self.t_max + 1)
        if self.probabilities.ndim == 1:
            return pd.DataFrame({"t": t, "f": self.probabilities})
        df = pd.DataFrame(self.probabilities, columns=[f"x={x}" for x in range(self.probabilities.shape[1])])
        df.insert(0, "t", t)
        return df

    def __str__(self) -> str:
        where = f"from state {self.start}" if self.start is not None else (
            "from the given distribution" if self.probabilities.ndim == 1 else "from every state")
        if self.probabilities.ndim == 1:
            tail = f"sum {_fmt(float(self.probabilities.sum()))}, survival {_fmt(float(self.survival))}"
        else:
            tail = f"largest survival {_fmt(float(np.max(self.survival)))}"
        return f"first passage to B = {_set_text(self.target)} by step, t = 1..{self.t_max} {where}: {tail}"


# ---------------------------------------------------------------------- sets and graphs
def state_set(states, N: int, name: str) -> np.ndarray:
    """A set of states as a boolean mask of shape ``(N,)``: a mask, one index or indices.

    >>> state_set([0, 2], 4, "target").tolist(), state_set(3, 4, "target").tolist()
    ([True, False, True, False], [False, False, False, True])
    """
    arr = np.asarray(states)
    if arr.dtype == bool:
        if arr.shape != (N,):
            raise InvalidInputError(f"`{name}` as a mask must have shape ({N},); got {arr.shape}")
        mask = arr.copy()
    else:
        if arr.dtype.kind not in "iu" and not (arr.dtype.kind == "f" and arr.size and np.all(arr == np.round(arr))):
            raise InvalidInputError(f"`{name}` must be a state index, indices or a boolean mask; got {states!r:.60}")
        idx = arr.astype(np.int64).reshape(-1)
        if idx.size and (idx.min() < 0 or idx.max() >= N):
            bad = int(idx[(idx < 0) | (idx >= N)][0])
            raise InvalidInputError(f"`{name}` holds state {bad}, outside 0..{N - 1}")
        mask = np.zeros(N, dtype=bool)
        mask[idx] = True
    if not mask.any():
        raise InvalidInputError(f"`{name}` selects no state")
    return mask


def _states(mask: np.ndarray) -> tuple:
    return tuple(int(x) for x in np.flatnonzero(mask))


def support_graph(P, N: int) -> sp.csr_matrix:
    """The directed graph ``x -> y`` of the positive off-diagonal entries of ``P`` (entries
    that underflowed to 0 are no edges of the float chain)."""
    rows, cols = [], []
    for r, c, v in offdiag_chunks(P):
        pos = v > 0
        rows.append(r[pos])
        cols.append(c[pos])
    r = np.concatenate(rows) if rows else np.zeros(0, dtype=np.int64)
    c = np.concatenate(cols) if cols else np.zeros(0, dtype=np.int64)
    return sp.csr_matrix((np.ones(r.size, dtype=np.int8), (r, c)), shape=(N, N))


def can_reach(G: sp.csr_matrix, targets: np.ndarray) -> np.ndarray:
    """States with a path (of length ``>= 0``) into ``targets`` in the graph ``G``."""
    N = G.shape[0]
    seeds = np.flatnonzero(targets)
    GT = G.T.tocsr()
    GT.eliminate_zeros()  # csgraph counts stored zeros as edges
    # reversed graph plus a node N with edges to every target
    Gs = sp.bmat([[GT, None], [sp.csr_matrix((np.ones(seeds.size, dtype=np.int8), (np.zeros(seeds.size), seeds)),
                                             shape=(1, N)), None]], format="csr")
    Gs.resize((N + 1, N + 1))
    order = csgraph.breadth_first_order(Gs, N, directed=True, return_predecessors=False)
    out = np.zeros(N + 1, dtype=bool)
    out[order] = True
    return out[:N]


def closed_classes(G: sp.csr_matrix) -> list[np.ndarray]:
    """The closed communicating classes (no edge leaves them), each as sorted indices, in
    the order of their smallest state."""
    N = G.shape[0]
    _, labels = csgraph.connected_components(G, directed=True, connection="strong")
    Gc = G.tocoo()
    leaks = labels[Gc.row] != labels[Gc.col]
    open_ = np.zeros(labels.max() + 1 if N else 0, dtype=bool)
    open_[labels[Gc.row[leaks]]] = True
    classes = [np.flatnonzero(labels == k) for k in range(open_.size) if not open_[k]]
    return sorted(classes, key=lambda c: int(c[0]))


# ---------------------------------------------------------------------- the linear system
def _system(P, unknown: np.ndarray, outcome: np.ndarray, n_outcomes: int):
    """Over the states of ``unknown`` (index order): the CSR of their internal off-diagonal
    entries, each state's total exit mass ``P(x, C^c)``, and ``R[x, j]``, the mass into the
    states of ``outcome == j`` (``outcome < 0``: an exit that pays nothing)."""
    N = unknown.size
    rows = np.flatnonzero(unknown)
    r, c, v = _rows_offdiag(P, rows)
    pos = np.full(N, -1, dtype=np.int64)
    pos[rows] = np.arange(rows.size)
    m = rows.size
    inside = pos[c] >= 0
    W = sp.csr_matrix((v[inside], (r[inside], pos[c[inside]])), shape=(m, m))
    exits = np.bincount(r[~inside], weights=v[~inside], minlength=m)
    out_r, out_o, out_v = r[~inside], outcome[c[~inside]], v[~inside]
    keep = out_o >= 0
    R = np.zeros((m, n_outcomes))
    np.add.at(R, (out_r[keep], out_o[keep]), out_v[keep])
    return W, exits, R


def _solve(W: sp.csr_matrix, exits: np.ndarray, R: np.ndarray):
    """``X`` with ``(diag(W 1 + exits) - W) X = R``, the method and ``||A X - R||_inf``."""
    m = W.shape[0]
    S = np.asarray(W.sum(axis=1)).ravel() + exits
    A = (sp.diags(S) - W).tocsr()
    if m <= GTH_MAX:
        X, method = gth_solve(W.toarray(), exits, R), "gth"
    elif m <= SPSOLVE_MAX:
        X, method = splu(A.tocsc()).solve(R), "sparse LU"
    else:
        X = np.empty_like(R)
        for j in range(R.shape[1]):
            b = R[:, j]

            def residual(x, b=b):
                return float(np.abs(A @ x - b).max())

            X[:, j], _ = _iterative_solve(A, b, residual, 0.0)
        method = "bicgstab/gmres (Jacobi)"
    if not np.all(np.isfinite(X)):
        raise InvalidInputError("the passage problem is singular in float64: some state's probability of leaving "
                                "the undecided states underflows to 0 (raise the temperature)")
    res = float(np.abs(A @ X - R).max()) if X.size else 0.0
    return X, method, res


# ---------------------------------------------------------------------- public functions
def hitting_probabilities(P, target, *, after_start: bool = False) -> HittingProbabilities:
    """``h(x) = P_x(tau_B < inf)`` (``after_start``: ``P_x(tau_B^+ < inf)``, the return
    probability on ``B``), any chain (reducible and absorbing ones too).

    Parameters
    ----------
    P : GlauberKernel, array, sparse matrix or LinearOperator
    target : int, indices or boolean mask
        The set ``B``.
    after_start : bool
        Count only visits at times ``t >= 1`` (R markovchain's ``hittingProbabilities``);
        default ``t >= 0`` (deeptime, PyDTMC), so ``h = 1`` on ``B``.
    """
    check_stochastic(P)
    Pop, _, N = as_operator(P)
    B = state_set(target, N, "target")
    G = support_graph(P, N)
    unknown = can_reach(G, B) & ~B
    h = B.astype(float)
    method, res = "graph (every state reaches B or none does)", 0.0
    if unknown.any():
        outcome = np.where(B, 0, -1)
        W, exits, R = _system(P, unknown, outcome, 1)
        X, method, res = _solve(W, exits, R)
        h[unknown] = np.clip(X[:, 0], 0.0, 1.0)
    if after_start:
        h = np.clip(np.asarray(Pop @ h, dtype=float), 0.0, 1.0)
    return HittingProbabilities(h, _states(B), bool(after_start), method, res)


def _reversed(P, law) -> sp.csr_matrix:
    """The off-diagonal part of the time reversal ``P*(x, y) = pi(y) P(y, x) / pi(x)``, from
    ``log pi`` and ``log P`` (products and quotients only: relative accuracy kept)."""
    lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    _, _, N = as_operator(P)
    rows, cols, vals = [], [], []
    for r, c, lv in offdiag_chunks(P, log=True):
        rows.append(c)
        cols.append(r)
        vals.append(np.exp(lp[r] + lv - lp[c]))
    return sp.csr_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(N, N))


def committor(P, source, target, *, direction: str = "forward", pi=None) -> Committor:
    """Forward committor ``q+(x) = P_x(tau_target < tau_source)``, or the backward one.

    Parameters
    ----------
    P : GlauberKernel, array, sparse matrix or LinearOperator
    source, target : int, indices or boolean mask
        Disjoint, non-empty sets ``A`` (``q+ = 0``, ``q- = 1``) and ``B`` (``q+ = 1``, ``q- = 0``).
    direction : {"forward", "backward"}
        ``backward``: the probability of having come last from ``A`` rather than ``B``, the
        forward committor ``B -> A`` of the time reversal; it needs the stationary law
        (a reducible chain is refused with :class:`~toolkit.exceptions.ReducibleChainError`).
    pi : array or StationaryLaw, optional
        For ``backward``: computed when not given.

    Raises
    ------
    InvalidInputError
        When the sets overlap, or some state reaches neither set (its committor is undefined).
    """
    check_stochastic(P)
    _, _, N = as_operator(P)
    if direction not in ("forward", "backward"):
        raise InvalidInputError(f"`direction` must be 'forward' or 'backward'; got {direction!r}")
    A = state_set(source, N, "source")
    B = state_set(target, N, "target")
    if (A & B).any():
        raise InvalidInputError(f"`source` and `target` must be disjoint; both hold state {int(np.flatnonzero(A & B)[0])}")
    if direction == "backward":
        K = _reversed(P, as_law(P, pi))
        goal = A
    else:
        K, goal = P, B
    unknown = ~(A | B)
    q = goal.astype(float)
    method, res = "no state between the sets", 0.0
    if unknown.any():
        stuck = unknown & ~can_reach(support_graph(K, N), A | B)
        if stuck.any():
            raise InvalidInputError(
                f"the committor is undefined on {int(stuck.sum())} states that reach neither `source` nor `target` "
                f"(e.g. state {int(np.flatnonzero(stuck)[0])}); make both sets reachable or add those states to one")
        outcome = np.where(goal, 0, -1)
        W, exits, R = _system(K, unknown, outcome, 1)
        X, method, res = _solve(W, exits, R)
        q[unknown] = np.clip(X[:, 0], 0.0, 1.0)
    return Committor(q, _states(A), _states(B), direction, method, res)


def absorption_probabilities(P) -> AbsorptionProbabilities:
    """The probability of ending in each closed class, and the mean absorption time, from
    every state (PyDTMC's ``absorption_probabilities`` and ``mean_absorption_times``, R
    markovchain's ``absorptionProbabilities`` and ``meanAbsorptionTime``, for absorbing
    states and closed classes alike). An irreducible chain is one closed class."""
    check_stochastic(P)
    _, _, N = as_operator(P)
    G = support_graph(P, N)
    classes = closed_classes(G)
    outcome = np.full(N, -1, dtype=np.int64)
    for j, c in enumerate(classes):
        outcome[c] = j
    transient = outcome < 0
    probs = np.zeros((N, len(classes)))
    probs[~transient, outcome[~transient]] = 1.0
    times = np.zeros(N)
    method, res = "no transient state", 0.0
    if transient.any():
        W, exits, R = _system(P, transient, outcome, len(classes))
        X, method, res = _solve(W, exits, R)
        probs[transient] = np.clip(X, 0.0, 1.0)
        times = expected_exit_times(P, transient)
    return AbsorptionProbabilities(probs, tuple(tuple(int(x) for x in c) for c in classes), _states(transient),
                                   times, method, res)


def mean_first_passage_times(P, target, *, origin=None, pi=None) -> MeanPassageTimes:
    """``E_x[tau_B]`` from every state, the return times ``E_x[tau_B^+]`` on ``B``, and, with
    ``origin``, the mean first passage time between sets ``E_{pi(.|origin)}[tau_B]``
    (deeptime's ``mfpt(P, target, origin)``; PyDTMC's ``mean_first_passage_times_between``).

    ``E_x[tau_B]`` is the exit time from ``B^c`` (:func:`exact.metastable.expected_exit_times`:
    GTH elimination up to 1000 states), ``inf`` from the states that may never reach ``B``.
    ``origin`` needs the stationary law (a reducible chain is refused with
    :class:`~toolkit.exceptions.ReducibleChainError`)."""
    check_stochastic(P)
    Pop, _, N = as_operator(P)
    B = state_set(target, N, "target")
    G = support_graph(P, N)
    never = ~can_reach(G, B)
    if never.any():  # may fall, before reaching B, where B is out of reach (paths stop at B)
        risky = can_reach(sp.csr_matrix(G.multiply((~B)[:, None])), never) & ~B
    else:
        risky = never
    finite = ~risky & ~B
    m = np.where(risky, math.inf, 0.0)
    method = "exit times of B^c (gth)" if finite.sum() <= GTH_MAX else "exit times of B^c"
    if finite.any():
        m[finite] = expected_exit_times(P, finite)[finite]
    mz = np.where(np.isfinite(m), m, 0.0)
    ret = np.full(N, math.nan)
    with np.errstate(invalid="ignore"):
        Pm = 1.0 + np.asarray(Pop @ mz, dtype=float)
        if risky.any():
            Pinf = np.asarray(Pop @ risky.astype(float), dtype=float)
            Pm = np.where(Pinf > 0, math.inf, Pm)
    ret[B] = Pm[B]
    between = orig = None
    if origin is not None:
        Amask = state_set(origin, N, "origin")
        law = as_law(P, pi)
        with np.errstate(divide="ignore"):
            lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
        w = np.exp(lp[Amask] - logsumexp(lp[Amask]))
        vals = m[Amask]
        between = math.inf if np.any(np.isinf(vals) & (w > 0)) else float(np.dot(w, np.where(w > 0, vals, 0.0)))
        orig = _states(Amask)
    return MeanPassageTimes(m, _states(B), ret, method, orig, between)


def first_passage_probabilities(P, target, t_max: int, *, start=None) -> FirstPassageProbabilities:
    """``P(tau_B^+ = t)`` for ``t = 1..t_max``, from ``start`` (a state index or a
    distribution) or from every state (``start`` None), with the survival
    ``P(tau_B^+ > t_max)``. Products of non-negative terms only; ``t_max`` products with ``P``.

    (PyDTMC's ``first_passage_probabilities`` and R markovchain's ``firstPassageMultiple``
    sum, over the states ``j`` of a set, the first passage to ``j`` alone: a different
    quantity for sets of more than one state, equal to the sum over ``j`` of this one at
    ``target=j``.)
    """
    check_stochastic(P)
    Pop, PT, N = as_operator(P)
    t_max = check_int(t_max, "t_max", minimum=1)
    B = state_set(target, N, "target")
    outside = (~B).astype(float)
    if start is None:
        f = np.empty((t_max, N))
        g = B.astype(float)
        for t in range(t_max):
            f[t] = np.asarray(Pop @ g, dtype=float)  # f_{t+1} = P (1_{B^c} f_t), f_1 = P 1_B
            g = f[t] * outside
        return FirstPassageProbabilities(f, _survival(Pop, outside, t_max), _states(B), t_max, None)
    v, s_idx = start_distribution(start, N)
    f = np.empty(t_max)
    for t in range(t_max):
        w = np.asarray(PT @ v, dtype=float)
        f[t] = float(w[B].sum())
        v = w * outside
    return FirstPassageProbabilities(f, np.asarray(float(v.sum())), _states(B), t_max, s_idx)


def _survival(Pop, outside: np.ndarray, t_max: int) -> np.ndarray:
    """``P_x(tau_B^+ > t_max) = (P D)^{t_max} 1`` with ``D = diag(1_{B^c})``."""
    u = np.ones(outside.size)
    for _ in range(t_max):
        u = np.asarray(Pop @ (outside * u), dtype=float)
    return u


def start_distribution(start, N: int):
    """``(mu, index)``: a start state (``index``) as a point mass, or a given distribution
    (``index`` None), checked (non-negative, summing to 1 within 1e-9)."""
    arr = np.asarray(start)
    if arr.ndim == 0:
        idx = check_int(start, "start", minimum=0)
        if idx >= N:
            raise InvalidInputError(f"`start` must be a state index in 0..{N - 1}; got {idx}")
        mu = np.zeros(N)
        mu[idx] = 1.0
        return mu, idx
    try:
        mu = np.asarray(start, dtype=float)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`start` must be a state index or a distribution of {N} numbers; "
                                f"got {start!r:.60}") from None
    if mu.shape != (N,):
        raise InvalidInputError(f"`start` as a distribution must have shape ({N},); got {mu.shape}")
    if not np.all(np.isfinite(mu)) or mu.min() < 0 or abs(mu.sum() - 1.0) > 1e-9:
        raise InvalidInputError("`start` must be a probability vector (finite, non-negative, summing to 1 "
                                f"within 1e-9); got min {float(mu.min())!r}, sum {float(mu.sum())!r}")
    return mu / mu.sum(), None

"""Which sampler samples what: exact output laws of masked-diffusion samplers.

A masked-diffusion (MDM) sampler uses the same conditionals as Glauber dynamics in another
way. A *partial state* ``y`` in ``(V u {M})^n`` has masked sites ``M(y)`` and unmasked ones
``U(y)``; the model gives, at a masked site ``i``, conditionals given the unmasked sites
only, ``p_i^T(a | y_U) = softmax(l_i(. ; y_U) / T)[a]`` (the optional model method
``masked_logits``, by each family's stated rule: :data:`toolkit.models.base.MASKED_RULES`).

Unmasking (``order``, ``k``): start all-masked; at each step choose a set ``S`` of
``min(k, |M|)`` masked sites and draw ``y_i ~ p_i^T(. | y_U)`` for ``i`` in ``S``
*independently* (factorised: the few-step approximation), until nothing is masked.

- ``order="random"``: ``S`` uniform among the subsets of that size of the masked sites
  (``k = 1``: any-order one-at-a-time unmasking in a uniformly random order);
- ``"left-to-right"``: the leftmost masked sites;
- ``"confidence"``: the masked sites whose largest conditional probability is highest;
- ``"margin"``: the masked sites whose top-two probability gap is largest
  (ties, for both: the lower site first).

The sampler is a Markov chain ``U`` on the ``(q+1)^n`` partial states whose complete states
absorb; its output law is the all-masked state's row of ``U^n``, and the law of the number
of steps is the absorbed mass step by step (``ceil(n/k)`` steps always, for these rules).

Remasking (ReMDM-style, ``r``): from a complete state ``x``, remask a uniformly random set of
``r`` sites and re-predict them with an unmasking sampler (default: one parallel step,
``k = r``): a kernel ``K_r`` on ``V^n`` whose stationary law is what the sampler gives after
many remasking rounds. ``r = 1`` is Glauber's random-scan kernel (re-predicting one site
from the full context is a Glauber step), so its stationary law is ``pi_T``.

Glauber from a sampler's output: ``mu P_T^t``, the paper's iterative resampling started
from the sampler's law, and ``TV(mu P_T^t, pi_T)`` how much of the sampler's error ``t``
steps repair.

Worked example (two sites, a compatible joint ``mu`` with its exact marginal
conditionals): one-at-a-time unmasking picks site 0 first with probability 1/2, giving
``mu_0(a) mu(b | a) = mu(a, b)``, or site 1 first, giving ``mu_1(b) mu(a | b) = mu(a, b)``:
the joint itself. One parallel step of both sites gives ``mu_0(a) mu_1(b)``, the product of
the marginals, which loses the correlation:

>>> import numpy as np
>>> from toolkit.models import JointModel
>>> mu = np.array([[0.4, 0.1], [0.1, 0.4]])
>>> cond = partial_conditionals(JointModel(np.log(mu)))
>>> law, steps = unmasking_law(cond, order="random", k=1)
>>> np.round(law, 12).tolist(), steps.tolist()
([0.4, 0.1, 0.1, 0.4], [0.0, 0.0, 1.0])
>>> unmasking_law(cond, order="random", k=2)[0].round(12).tolist()
[0.25, 0.25, 0.25, 0.25]

Length: one idea in one place (the samplers' names, their step matrices and laws, the
remasking chain, and the comparison with its result type, which reads only these).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

import numpy as np
import scipy.sparse as sp

from toolkit._states import decode, tv
from toolkit._states import strides as place_values
from toolkit._validation import check_int, check_model, check_positive, check_temperature
from toolkit.chain import tempered_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models.base import checked_masked_logits, masked_rule
from toolkit.results import Result, format_table

from .markov import ExactChain
from .space import DEFAULT_MAX_STATES, StateSpace
from .stationary import stationary_law

__all__ = [
    "ORDERS",
    "Sampler",
    "parse_sampler",
    "default_samplers",
    "PartialConditionals",
    "partial_conditionals",
    "unmasking_step",
    "unmasking_law",
    "remasking_kernel",
    "remasking_law",
    "sampler_law",
    "marginals",
    "pair_dependence",
    "SamplerComparison",
    "compare_samplers",
]

ORDERS = ("random", "left-to-right", "confidence", "margin")
#: Guard on the number of partial states ``(q+1)^n`` (the conditionals are stored for each:
#: ``(q+1)^n * n * q`` float64).
DEFAULT_MAX_PARTIAL = 5e5
#: Guard on the stored transitions of a sampler's step matrix or a remasking kernel.
DEFAULT_MAX_ENTRIES = 5e7


# --------------------------------------------------------------------------- samplers
@dataclass(frozen=True)
class Sampler:
    """One sampler: ``kind="unmask"`` (``order``, ``k`` sites per step) or ``kind="remask"``
    (``r`` sites remasked per round, re-predicted by unmasking with ``order`` and ``k``)."""

    kind: str = "unmask"
    order: str = "random"
    k: int = 1
    r: int = 0

    @property
    def name(self) -> str:
        if self.kind == "unmask":
            return f"{self.order}:{self.k}"
        return f"remask:{self.r}:{self.order}:{self.k}"


def parse_sampler(text: str, n: int) -> Sampler:
    """A sampler from its name: ``ORDER[:k]`` (unmasking, ``k`` sites per step, default 1;
    ``k = n`` or ``all``: one parallel step) or ``remask:r[:ORDER[:k]]`` (default order random,
    ``k = r``: one parallel re-prediction). ``ORDER`` is one of :data:`ORDERS` (``l2r`` for
    left-to-right).

    >>> parse_sampler("confidence", 4), parse_sampler("remask:2", 4).name
    (Sampler(kind='unmask', order='confidence', k=1, r=0), 'remask:2:random:2')
    """
    n = check_int(n, "n", minimum=1)
    parts = str(text).strip().split(":")

    def number(v, what, lo):
        if v == "all":
            return n
        try:
            k = int(v)
        except ValueError:
            raise InvalidInputError(f"sampler {text!r}: {what} must be an integer or 'all'; got {v!r}") from None
        if not lo <= k <= n:
            raise InvalidInputError(f"sampler {text!r}: {what} must be in {lo}..{n}; got {k}")
        return k

    def order(v):
        v = {"l2r": "left-to-right"}.get(v, v)
        if v not in ORDERS:
            raise InvalidInputError(f"sampler {text!r}: the order must be one of {ORDERS} (or l2r); got {v!r}")
        return v

    if parts[0] == "remask":
        if not 2 <= len(parts) <= 4:
            raise InvalidInputError(f"sampler {text!r}: write remask:r[:ORDER[:k]]")
        r = number(parts[1], "r", 1)
        o = order(parts[2]) if len(parts) > 2 else "random"
        k = number(parts[3], "k", 1) if len(parts) > 3 else r
        return Sampler("remask", o, min(k, r), r)
    if len(parts) > 2:
        raise InvalidInputError(f"sampler {text!r}: write ORDER[:k] or remask:r[:ORDER[:k]]")
    return Sampler("unmask", order(parts[0]), number(parts[1], "k", 1) if len(parts) > 1 else 1)


def default_samplers(n: int) -> tuple[Sampler, ...]:
    """One-at-a-time in each order, random-subset parallel steps ``k = 2..n`` (``k = n``: one
    step), and remasking of 2 and ``ceil(n/2)`` sites re-predicted in one parallel step."""
    n = check_int(n, "n", minimum=1)
    out = [Sampler("unmask", o, 1) for o in ORDERS]
    out += [Sampler("unmask", "random", k) for k in range(2, n + 1)]
    out += [Sampler("remask", "random", r, r) for r in sorted({min(2, n), (n + 1) // 2}) if r >= 1]
    return tuple(dict.fromkeys(out))


# --------------------------------------------------------------------------- conditionals
@dataclass(frozen=True, eq=False)
class PartialConditionals:
    """Tempered conditionals at every masked site of every partial state, computed once.

    ``probs[y, i]`` is ``p_i^T(. | y_U)`` for a partial state of index ``y`` (base ``q+1``,
    digit ``q`` = masked, site 0 most significant) and a masked site ``i``; rows at unmasked
    sites are 0. ``digits`` (N, n): the partial states; ``strides`` their place values;
    ``complete`` (q^n,): the partial index of each complete state, in :class:`StateSpace` order.
    """

    q: int
    n: int
    temperature: float
    probs: np.ndarray = field(repr=False)
    digits: np.ndarray = field(repr=False)
    strides: np.ndarray = field(repr=False)
    complete: np.ndarray = field(repr=False)
    rule: str = ""

    @property
    def size(self) -> int:
        return int(self.digits.shape[0])

    @property
    def all_masked(self) -> int:
        return self.size - 1


def partial_conditionals(model, *, temperature: float = 1.0, max_partial: float = DEFAULT_MAX_PARTIAL,
                         batch: int = 1 << 15) -> PartialConditionals:
    """The model's tempered conditionals given every partial context (``masked_logits``).

    Raises :class:`~toolkit.exceptions.InvalidInputError` for a model without
    ``masked_logits``, above ``max_partial`` partial states ``(q+1)^n``, or for a
    ``max_partial`` that is not a number > 0. The refusal quotes the count to 3 digits
    below ``1e300`` and as ``about 1eD`` (``D`` its decimal digits) from ``1e300`` on, where
    a float would soon overflow.
    """
    check_model(model)
    T = check_temperature(temperature)
    max_partial = check_positive(max_partial, "max_partial")
    q, n = int(model.vocab_size), int(model.length)
    digits10 = n * math.log10(q + 1)
    # the logarithm first (no huge integer for a huge n), then the exact count: a rounded
    # logarithm must not refuse (q+1)**n equal to max_partial (5**3 = 125 did)
    if digits10 > math.log10(max_partial) + 1e-9 or (
            math.isfinite(max_partial) and (q + 1) ** n > max_partial):
        count = f"{float(q + 1) ** n:.3g}" if digits10 < 300 else f"about 1e{digits10:.0f}"
        raise InvalidInputError(
            f"the samplers' partial states number (q+1)**n = {q + 1}**{n} = {count}, above "
            f"max_partial={max_partial:g} (each stores n*q conditionals); lower n or q"
        )
    checked_masked_logits(model, np.zeros((1, n), dtype=np.int64), np.ones((1, n), dtype=bool))  # fails early
    N = (q + 1) ** n
    strides = place_values(q + 1, n)   # a partial state: n digits base q + 1, digit q = masked
    digits = decode(np.arange(N, dtype=np.int64), q + 1, n)
    mask = digits == q
    probs = np.zeros((N, n, q))
    live = np.flatnonzero(mask.any(axis=1))
    batch = check_int(batch, "batch", minimum=1)
    for s in range(0, live.size, batch):
        rows = live[s:s + batch]
        x = np.where(mask[rows], 0, digits[rows])
        p = tempered_conditionals(checked_masked_logits(model, x, mask[rows]), T)
        probs[rows] = np.where(mask[rows][:, :, None], p, 0.0)
    space = StateSpace(q, n, max_states=float("inf"))
    complete = space.all_states() @ strides
    return PartialConditionals(q, n, T, probs, digits.astype(np.int8 if q < 127 else np.int64), strides,
                               complete, masked_rule(model))


# --------------------------------------------------------------------------- the step
def _selections(cond: PartialConditionals, order: str, k: int):
    """Groups ``(rows, S, w)``: partial states, the sites ``S`` (R, s) unmasked together, and the
    probability ``w`` (R,) that the rule picks that set."""
    q, n = cond.q, cond.n
    mask = cond.digits == q
    m = mask.sum(axis=1)
    if order == "random":
        for mm in range(1, n + 1):
            rows = np.flatnonzero(m == mm)
            if rows.size == 0:
                continue
            s = min(k, mm)
            pos = np.argsort(~mask[rows], axis=1, kind="stable")[:, :mm]  # masked sites, ascending
            combos = np.array(list(itertools.combinations(range(mm), s)), dtype=np.int64)
            S = pos[:, combos].reshape(-1, s)
            yield np.repeat(rows, len(combos)), S, np.full(S.shape[0], 1.0 / len(combos))
        return
    P = cond.probs
    if order == "left-to-right":
        score = np.broadcast_to(-np.arange(n, dtype=float), mask.shape)
    elif order == "confidence":
        score = P.max(axis=2)
    elif order == "margin":
        top = np.sort(P, axis=2)
        score = top[:, :, -1] - top[:, :, -2]
    else:
        raise InvalidInputError(f"`order` must be one of {ORDERS}; got {order!r}")
    ranked = np.argsort(np.where(mask, -score, np.inf), axis=1, kind="stable")  # ties: the lower site first
    for s in range(1, k + 1):
        rows = np.flatnonzero(np.minimum(m, k) == s)
        if rows.size:
            yield rows, ranked[rows, :s], np.ones(rows.size)


def unmasking_step(cond: PartialConditionals, *, order: str = "random", k: int = 1,
                   max_entries: float = DEFAULT_MAX_ENTRIES) -> sp.csr_matrix:
    """One step of the unmasking sampler (``order``, ``k``) on the partial states: a CSR
    stochastic matrix (N, N) whose complete states absorb."""
    if order not in ORDERS:
        raise InvalidInputError(f"`order` must be one of {ORDERS}; got {order!r}")
    q, n, N = cond.q, cond.n, cond.size
    k = check_int(k, "k", minimum=1)
    if k > n:
        raise InvalidInputError(f"`k` must be in 1..n = 1..{n}; got {k}")
    P, strides, digits = cond.probs, cond.strides, cond.digits
    rows_all, cols_all, vals_all = [cond.complete], [cond.complete], [np.ones(cond.complete.size)]
    total = cond.complete.size
    for rows, S, w in _selections(cond, order, k):
        s = S.shape[1]
        A = np.array(list(itertools.product(range(q), repeat=s)), dtype=np.int64)  # (q^s, s)
        total += rows.size * A.shape[0]
        if total > max_entries:
            raise InvalidInputError(f"sampler {order}:{k} needs more than max_entries={max_entries:g} transitions "
                                    f"on {N} partial states; lower n, q or k")
        old = digits[rows[:, None], S].astype(np.int64)  # = q (masked)
        shift = ((A[None, :, :] - old[:, None, :]) * strides[S][:, None, :]).sum(axis=2)
        prob = w[:, None] * np.ones((1, A.shape[0]))
        for t in range(s):
            prob = prob * P[rows[:, None], S[:, t:t + 1], A[None, :, t]]
        rows_all.append(np.repeat(rows, A.shape[0]))
        cols_all.append((rows[:, None] + shift).reshape(-1))
        vals_all.append(prob.reshape(-1))
    U = sp.coo_matrix((np.concatenate(vals_all), (np.concatenate(rows_all), np.concatenate(cols_all))),
                      shape=(N, N)).tocsr()
    U.sum_duplicates()
    return U


def _absorb(cond: PartialConditionals, U: sp.csr_matrix, v: np.ndarray, n_steps: int):
    """``v U^n_steps`` read on the complete states, and the absorbed mass after each step."""
    UT = U.T.tocsr()
    absorbed = [float(v[cond.complete].sum())]
    for _ in range(n_steps):
        v = UT @ v
        absorbed.append(float(v[cond.complete].sum()))
    return v[cond.complete], np.diff(np.asarray(absorbed), prepend=0.0)


def unmasking_law(cond: PartialConditionals, *, order: str = "random", k: int = 1, U=None):
    """``(law, steps)``: the output law over ``V^n`` (:class:`StateSpace` order) of unmasking
    from the all-masked state, and the law of the number of steps (index ``s``: ``P(steps = s)``,
    ``s = 0..n``). ``U``: the step matrix when already built."""
    U = unmasking_step(cond, order=order, k=k) if U is None else U
    v = np.zeros(cond.size)
    v[cond.all_masked] = 1.0
    law, steps = _absorb(cond, U, v, cond.n)
    return law, steps


def remasking_kernel(cond: PartialConditionals, *, r: int, order: str = "random", k: int | None = None,
                     U=None, max_entries: float = DEFAULT_MAX_ENTRIES) -> sp.csr_matrix:
    """``K_r`` on ``V^n`` (CSR, :class:`StateSpace` order): remask a uniform random set of ``r``
    sites, re-predict them by unmasking (``order``, ``k``; default ``k = r``, one parallel step)."""
    q, n = cond.q, cond.n
    r = check_int(r, "r", minimum=1)
    if r > n:
        raise InvalidInputError(f"`r` must be in 1..n = 1..{n}; got {r}")
    k = r if k is None else check_int(k, "k", minimum=1)
    U = unmasking_step(cond, order=order, k=min(k, n), max_entries=max_entries) if U is None else U
    subsets = np.array(list(itertools.combinations(range(n), r)), dtype=np.int64)  # (C, r)
    if cond.complete.size * len(subsets) > max_entries:
        raise InvalidInputError(f"remasking r={r} needs {cond.complete.size * len(subsets)} start entries, above "
                                f"max_entries={max_entries:g}")
    x = cond.digits[cond.complete].astype(np.int64)  # (q^n, n)
    shift = ((q - x[:, subsets]) * cond.strides[subsets][None]).sum(axis=2)  # (q^n, C)
    start = (cond.complete[:, None] + shift).reshape(-1)
    R = sp.csr_matrix((np.full(start.size, 1.0 / len(subsets)), (np.repeat(np.arange(x.shape[0]), len(subsets)),
                                                                  start)), shape=(x.shape[0], cond.size))
    K = R
    for _ in range(-(-r // min(k, r))):
        K = (K @ U).tocsr()
        if K.nnz > max_entries:
            raise InvalidInputError(f"remasking r={r} kernel has more than max_entries={max_entries:g} entries; "
                                    "lower n, q or r")
    K = K[:, cond.complete].tocsr()
    K.sum_duplicates()
    return K


def remasking_law(cond: PartialConditionals, *, r: int, order: str = "random", k: int | None = None, U=None):
    """The stationary law of :func:`remasking_kernel` (a :class:`~toolkit.results.StationaryLaw`)."""
    return stationary_law(remasking_kernel(cond, r=r, order=order, k=k, U=U))


def sampler_law(cond: PartialConditionals, sampler: Sampler, *, U=None):
    """``(law, steps)`` of one :class:`Sampler`: unmasking's output law and step law, or the
    remasking chain's stationary law (steps: NaN, the chain has no last step)."""
    if sampler.kind == "unmask":
        return unmasking_law(cond, order=sampler.order, k=sampler.k, U=U)
    if sampler.kind != "remask":
        raise InvalidInputError(f"sampler kind must be 'unmask' or 'remask'; got {sampler.kind!r}")
    law = remasking_law(cond, r=sampler.r, order=sampler.order, k=sampler.k, U=U).pi
    return law, np.full(cond.n + 1, np.nan)


# --------------------------------------------------------------------------- observables
def marginals(law, q: int, n: int) -> np.ndarray:
    """Per-site marginals ``(n, q)`` of a law over ``V^n``."""
    L = np.asarray(law, dtype=float).reshape((q,) * n)
    return np.stack([L.sum(axis=tuple(j for j in range(n) if j != i)) for i in range(n)])


def pair_dependence(law, q: int, n: int) -> np.ndarray:
    """``D[i, j] = TV(mu_ij, mu_i x mu_j)`` (n, n), the pairwise dependence that a product of
    marginals (one factorised step) loses; 0 on the diagonal."""
    L = np.asarray(law, dtype=float).reshape((q,) * n)
    marg = marginals(law, q, n)
    D = np.zeros((n, n))
    for i, j in itertools.combinations(range(n), 2):
        pij = L.sum(axis=tuple(a for a in range(n) if a not in (i, j)))
        D[i, j] = D[j, i] = tv(pij.ravel(), np.outer(marg[i], marg[j]).ravel())
    return D


# --------------------------------------------------------------------------- comparison
@dataclass(frozen=True, eq=False)
class SamplerComparison(Result):
    """The exact laws of several samplers beside the Glauber stationary law ``pi_T``.

    Rows follow ``samplers`` (their names, :class:`Sampler`). ``laws`` (S, q^n) and ``pi``;
    ``steps`` (S, n+1): the law of the number of steps (NaN for remasking); ``tv_pi``:
    ``TV(law, pi_T)``; ``tv_between`` (S, S); ``t`` and ``tv_after`` (S, len(t)):
    ``TV(law P_T^t, pi_T)``; ``marginal_tv``: ``max_i TV`` of the site marginals against
    ``pi_T``'s; ``pair_dependence`` (S+1, n, n): :func:`pair_dependence` of each law, then of
    ``pi_T`` (last). ``reversible``: whether the Glauber chain is (compatible conditionals),
    in which case ``pi_T`` is the joint. ``rule``: how the model gives masked conditionals.
    """

    model: str
    temperature: float
    q: int
    n: int
    rule: str
    reversible: bool
    samplers: tuple
    tv_pi: np.ndarray
    tv_between: np.ndarray = field(repr=False)
    steps: np.ndarray = field(repr=False)
    t: tuple = ()
    tv_after: np.ndarray = field(default=None, repr=False)
    marginal_tv: np.ndarray = field(default=None, repr=False)
    pair_dependence: np.ndarray = field(default=None, repr=False)
    laws: np.ndarray = field(default=None, repr=False)
    pi: np.ndarray = field(default=None, repr=False)
    method: str = "exact"

    def mean_steps(self) -> np.ndarray:
        s = np.arange(self.n + 1)
        return (self.steps * s[None, :]).sum(axis=1)

    def table(self) -> str:
        """One row per sampler: TV to ``pi_T``, mean steps, marginal TV, largest pair
        dependence, and TV after each ``t`` Glauber steps."""
        dep = self.pair_dependence.max(axis=(1, 2))
        head = ["sampler", "TV(law, pi_T)", "steps", "max marginal TV", "max pair dep."]
        head += [f"TV after t={t}" for t in self.t]
        rows = []
        for s, name in enumerate(self.samplers):
            st = self.mean_steps()[s]
            rows.append([name, f"{self.tv_pi[s]:.4g}", "-" if np.isnan(st) else f"{st:.3g}",
                         f"{self.marginal_tv[s]:.3g}", f"{dep[s]:.3g}"]
                        + [f"{v:.3g}" for v in self.tv_after[s]])
        rows.append(["Glauber pi_T", "0", "-", "0", f"{dep[-1]:.3g}"] + ["0"] * len(self.t))
        what = "compatible: pi_T is the joint" if self.reversible else "incompatible: no joint; pi_T is Glauber's law"
        return (f"{self.model} (q={self.q}, n={self.n}, T={self.temperature:g}; {what}; masked conditionals: "
                f"{self.rule})\n" + format_table(rows, head))

    def __str__(self) -> str:
        return self.table()


def compare_samplers(model, *, temperature: float = 1.0, samplers=None, t=(1, 2, 4, 8, 16),
                     max_states: float = DEFAULT_MAX_STATES, max_partial: float = DEFAULT_MAX_PARTIAL,
                     name: str | None = None, chain: ExactChain | None = None) -> SamplerComparison:
    """Every sampler's exact law beside Glauber's ``pi_T`` (:class:`SamplerComparison`).

    ``samplers``: :class:`Sampler` objects or names (:func:`parse_sampler`); default
    :func:`default_samplers`. ``t``: Glauber step counts after each sampler's output.
    ``chain``: the model's :class:`~exact.markov.ExactChain` at ``temperature`` when built.
    """
    check_model(model)
    T = check_temperature(temperature)
    q, n = int(model.vocab_size), int(model.length)
    samplers = default_samplers(n) if samplers is None else tuple(
        s if isinstance(s, Sampler) else parse_sampler(s, n) for s in samplers)
    if not samplers:
        raise InvalidInputError("`samplers` must name at least one sampler")
    t = tuple(sorted({check_int(v, "t", minimum=0) for v in t}))
    cond = partial_conditionals(model, temperature=T, max_partial=max_partial)
    chain = chain if chain is not None else ExactChain(model, temperature=T, max_states=max_states, name=name)
    if chain.temperature != T or chain.n_states != q**n:
        raise InvalidInputError(f"`chain` must be the model's chain at T={T:g}; got {chain!r}")
    pi = chain.pi
    steps_cache: dict = {}
    laws, steps = [], []
    for s in samplers:
        key = (s.order, s.k if s.kind == "unmask" else min(s.k, s.r))
        if key not in steps_cache:
            steps_cache[key] = unmasking_step(cond, order=key[0], k=key[1])
        law, st = sampler_law(cond, s, U=steps_cache[key])
        laws.append(law)
        steps.append(st)
    laws = np.array(laws)
    S = len(samplers)
    tv_between = np.array([[tv(laws[a], laws[b]) for b in range(S)] for a in range(S)])
    tv_after = np.zeros((S, len(t)))
    for a in range(S):
        v, done = laws[a], 0
        for c, tt in enumerate(t):  # t increasing: step on from the last one
            for _ in range(tt - done):
                v = chain.kernel.rmatvec(v)
            done = tt
            tv_after[a, c] = tv(v, pi)
    mpi = marginals(pi, q, n)
    marginal_tv = np.array([tv(marginals(law, q, n), mpi, axis=1).max() for law in laws])
    dep = np.array([pair_dependence(law, q, n) for law in laws] + [pair_dependence(pi, q, n)])
    return SamplerComparison(
        model=name or repr(model), temperature=T, q=q, n=n, rule=cond.rule,
        reversible=bool(chain.reversibility.reversible), samplers=tuple(s.name for s in samplers),
        tv_pi=np.array([tv(law, pi) for law in laws]), tv_between=tv_between, steps=np.array(steps), t=t,
        tv_after=tv_after, marginal_tv=marginal_tv, pair_dependence=dep, laws=laws, pi=np.asarray(pi),
    )

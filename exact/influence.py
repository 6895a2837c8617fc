"""Exact influences, the contraction (bounded cross-token influence) bound and its check.

Influence of site ``j`` on site ``i`` at temperature ``T``, and logit sensitivity::

    R_ij(T) = max_{x, y differ only at j} TV(p_i^T(. | x_-i), p_i^T(. | y_-i))
    L_ij    = max_{same pairs} osc_a(l_i(a; x_-i) - l_i(a; y_-i))     (osc = max - min)

(``R_ii = L_ii = 0``.) Softmax lemma: ``TV(softmax(u), softmax(v)) <= tanh(osc(u - v)/4)``,
so ``R_ij(T) <= tanh(L_ij / (4T))``.

Path coupling. Couple two chains at ``x, y`` (differing at ``j``) by updating the same
site ``i`` and drawing the two new tokens from a maximal coupling. If ``i = j`` they
agree afterwards; otherwise they stay apart at ``j`` and split at ``i`` with probability
``TV_i(x, y)``. So the expected distance after one step is exactly::

    E d' = 1 - 1/n + (1/n) sum_{i != j} TV(p_i^T(. | x_-i), p_i^T(. | y_-i))
        <= 1 - (1 - alpha)/n,         alpha = max_j sum_i R_ij   (column sums)

and when ``alpha < 1``, ``t_mix(eps) <= ceil(n ln(n/eps) / (1 - alpha))``. Sufficient:
``T > T_0 = max_j sum_i L_ij / 4``. The row-sum ``alpha_row = max_i sum_j R_ij`` is
reported beside it (Dobrushin's form).

Worked example: two sites, ``q = 2``, Potts coupling ``J = 1`` at ``T = 1``. Flipping
the neighbour moves ``l_i(1) - l_i(0)`` from ``-1`` to ``+1``, so ``L_01 = 2`` and
``R_01 = sigmoid(1) - sigmoid(-1) = tanh(1/2)``: equality in the softmax lemma for ``q = 2``.

>>> import numpy as np
>>> from toolkit.models import potts
>>> R, L = influence_matrix(potts(2, 2, 1.0), temperature=1.0)
>>> L.tolist(), bool(np.isclose(R[0, 1], np.tanh(0.5)))
([[0.0, 2.0], [2.0, 0.0]], True)
>>> contraction_bound(np.tanh(0.5), 2)
8
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from toolkit._states import tv as tv_distance
from toolkit._validation import check_eps, check_model, check_temperature
from toolkit.chain import tempered_conditionals
from toolkit.results import Estimate, InfluenceSummary, Result, format_table, upgrade_fields
from toolkit.theory import contraction_bound, contraction_constants, softmax_lemma_bound

from .kernel import SiteLogits
from .rectangles import as_site_logits
from .space import DEFAULT_MAX_STATES

TOL = 1e-12  # slack allowed for round-off when comparing a bound with an exact value


def _influence_pass(L: SiteLogits, T: float):
    """``R``, ``L`` and the exact worst one-step coupled sum ``max sum_{i != j} TV_i``."""
    q, n = L.q, L.n
    shape = (q,) * n
    logits = [L.values[i].reshape(shape) for i in range(n)]
    probs = [p.reshape(shape) for p in L.tempered(T)]
    R = np.zeros((n, n))
    Lm = np.zeros((n, n))
    worst_sum = np.zeros(n)  # per j: max over (b, b', context) of sum_{i != j} TV_i
    for j in range(n):
        for b, b2 in itertools.combinations(range(q), 2):
            S = np.zeros((q,) * (n - 1))
            for i in range(n):
                if i == j:
                    continue
                ai = i if i < j else i - 1  # axis of site i once axis j is removed
                d = logits[i].take(b, axis=j) - logits[i].take(b2, axis=j)
                Lm[i, j] = max(Lm[i, j], float((d.max(axis=ai) - d.min(axis=ai)).max()))
                tv = np.expand_dims(tv_distance(probs[i].take(b, axis=j), probs[i].take(b2, axis=j), axis=ai), ai)
                R[i, j] = max(R[i, j], float(tv.max()))
                S += tv
            worst_sum[j] = max(worst_sum[j], float(S.max()))
    return R, Lm, worst_sum


def influence_matrix(model_or_sitelogits, *, temperature: float = 1.0,
                     max_states: float = DEFAULT_MAX_STATES) -> tuple[np.ndarray, np.ndarray]:
    """Exact ``(R, L)``, both ``(n, n)``: ``R[i, j]`` = max TV influence of ``j`` on ``i``,
    ``L[i, j]`` = max logit oscillation; zero diagonals. Vectorized over states."""
    T = check_temperature(temperature)
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    R, Lm, _ = _influence_pass(L, T)
    return R, Lm


def influence_matrix_reference(model, *, temperature: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    """Obviously-correct reference for :func:`influence_matrix`: a loop over every pair of
    states differing at one site (tiny models only)."""
    T = check_temperature(temperature)
    check_model(model)
    q, n = int(model.vocab_size), int(model.length)
    states = np.array(list(itertools.product(range(q), repeat=n)), dtype=np.int64)
    R, Lm = np.zeros((n, n)), np.zeros((n, n))
    for x in states:
        for j in range(n):
            for b in range(q):
                if b == x[j]:
                    continue
                y = x.copy()
                y[j] = b
                for i in range(n):
                    if i == j:
                        continue
                    lx = model.logits(x[None], np.array([i]))[0]
                    ly = model.logits(y[None], np.array([i]))[0]
                    d = lx - ly
                    Lm[i, j] = max(Lm[i, j], d.max() - d.min())
                    tv = tv_distance(tempered_conditionals(lx, T), tempered_conditionals(ly, T))
                    R[i, j] = max(R[i, j], tv)
    return R, Lm


@dataclass(frozen=True, eq=False)
class InfluenceReport(InfluenceSummary):
    """Exact influences: an :class:`~toolkit.results.InfluenceSummary` (``R``, ``L``, ``alpha``,
    ``alpha_row``, ``T0``, ``T0_row`` as :class:`~toolkit.results.Estimate` with zero error,
    ``method="exact"``; ``alpha_col`` and ``T0_col`` their floats), the type the sampled
    :class:`~toolkit.influence.InfluenceResult` is too, with the exact-only quantities: the
    softmax-lemma slack, the one-step path-coupling check and the contraction bound.

    ``path_coupling_max`` is the exact worst expected Hamming distance after one maximally
    coupled step from two states at distance 1; the claim is
    ``path_coupling_max <= path_coupling_target = 1 - (1 - alpha_col)/n``. :meth:`summary`
    drops the exact-only fields.
    """

    q: int
    eps: float
    softmax_slack: float
    path_coupling_max: float
    path_coupling_target: float
    contraction_bound: int | None

    @property
    def softmax_lemma_holds(self) -> bool:
        return self.softmax_slack >= -TOL

    @property
    def path_coupling_holds(self) -> bool:
        return self.path_coupling_max <= self.path_coupling_target + TOL

    @classmethod
    def _upgrade(cls, data: dict) -> dict:
        """A result saved before issue 27 (plain floats ``alpha_col``, ``alpha_row``, ``T0_col``,
        ``T0_row`` and a field ``n``) in today's fields (:data:`toolkit.results.upgrade_fields`)."""
        return upgrade_fields(data, {"alpha_col": "alpha", "alpha_row": "alpha_row", "T0_col": "T0",
                                     "T0_row": "T0_row"}, drop=("n",), method="exact")

    def table(self) -> str:
        rows = [
            ("temperature", self.temperature, ""),
            ("alpha (column sums)", self.alpha_col, "max_j sum_i R_ij; < 1 gives contraction"),
            ("alpha (row sums)", self.alpha_row.value, "max_i sum_j R_ij (Dobrushin)"),
            ("T_0 (column)", self.T0_col, "max_j sum_i L_ij / 4: T > T_0 implies alpha < 1"),
            ("T_0 (row)", self.T0_row.value, "max_i sum_j L_ij / 4"),
            ("softmax lemma slack", self.softmax_slack, "min_ij tanh(L_ij/4T) - R_ij (>= 0)"),
            ("one-step coupled distance", self.path_coupling_max, "exact worst E d' from distance 1"),
            ("  target", self.path_coupling_target, "1 - (1 - alpha)/n"),
            (f"contraction bound (eps={self.eps:g})", self.contraction_bound,
             "ceil(n ln(n/eps)/(1-alpha)); - if alpha >= 1"),
        ]
        return format_table(rows, ("quantity", "value", "meaning"))

    def __str__(self) -> str:
        return self.table()


def influence(model_or_sitelogits, *, temperature: float = 1.0, eps: float = 0.25,
              max_states: float = DEFAULT_MAX_STATES) -> InfluenceReport:
    """Exact ``R``, ``L``, both alphas, both ``T_0``, the softmax-lemma slack, the exact
    one-step path-coupling check and the contraction bound."""
    T = check_temperature(temperature)
    eps = check_eps(eps)
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    n = L.n
    R, Lm, worst_sum = _influence_pass(L, T)
    off = ~np.eye(n, dtype=bool)
    alpha_col, alpha_row, T0_col, T0_row = contraction_constants(R, Lm)
    lemma = softmax_lemma_bound(Lm, T) - R
    return InfluenceReport(
        R=R, L=Lm, alpha=Estimate.exact(alpha_col), alpha_row=Estimate.exact(alpha_row), T0=Estimate.exact(T0_col),
        T0_row=Estimate.exact(T0_row), temperature=T, method="exact", q=L.q, eps=eps,
        softmax_slack=float(lemma[off].min()) if n > 1 else 0.0,
        path_coupling_max=float(1 - 1 / n + worst_sum.max() / n) if n > 1 else 0.0,
        path_coupling_target=1 - (1 - alpha_col) / n,
        contraction_bound=contraction_bound(alpha_col, n, eps),
    )


@dataclass(frozen=True, eq=False)
class ContractionCheck(Result):
    """Exact ``t_mix`` beside the contraction bound (when ``alpha_col < 1``)."""

    influence: InfluenceReport
    t_mix: int | None

    @property
    def bound(self) -> int | None:
        return self.influence.contraction_bound

    @property
    def applies(self) -> bool:
        return self.influence.contracting

    @property
    def holds(self) -> bool | None:
        if self.bound is None or self.t_mix is None:
            return None
        return self.t_mix <= self.bound

    @property
    def slack(self) -> int | None:
        return None if self.bound is None or self.t_mix is None else self.bound - self.t_mix

    @property
    def nlogn_ratio(self) -> float | None:
        n = self.influence.n
        return None if self.t_mix is None or n < 2 else self.t_mix / (n * math.log(n))

    def to_dict(self) -> dict:
        return {"influence": self.influence.to_dict(), "t_mix": self.t_mix, "bound": self.bound,
                "holds": self.holds, "slack": self.slack, "nlogn_ratio": self.nlogn_ratio}

    def __str__(self) -> str:
        rows = [("alpha (column sums)", self.influence.alpha_col), ("contraction bound", self.bound),
                ("t_mix (exact)", self.t_mix), ("holds", self.holds), ("slack", self.slack),
                ("t_mix / (n ln n)", self.nlogn_ratio)]
        return format_table(rows, ("quantity", "value"))



"""Compatibility seen from the kernel: Kolmogorov ratios, conditional drift, scan order,
and the report that sets them beside the rectangles (:mod:`exact.rectangles`).

For positive conditionals, "all rectangles vanish" <=> "compatible" <=> "the random-scan
chain is reversible" <=> "the conditionals of ``pi_T`` are the ``p_i^T``"; the kernel-side
views here check the last three independently of the rectangle statistic.

Kolmogorov ratio. With corners ``x00 = (a,b)``, ``x01 = (a,b')``, ``x11 = (a',b')``,
``x10 = (a',b)``, the cycle that moves site ``j`` first,
``x00 -> x01 -> x11 -> x10 -> x00``, has ``log(forward product / backward product) =
+log R / T``: every softmax normalizer and the ``1/n`` appear once on each side. (The
cycle that moves ``i`` first gives ``-log R / T``; DESIGN.md section 1 pairs it with
``+log R``, which is off by a sign. See ``proofs_checks/rectangle_kolmogorov.py``.)

>>> from exact import compatibility_report  # exact.markov: builds the chain, then the report here
>>> from toolkit.models import potts
>>> rep = compatibility_report(potts(2, 3, 1.0), temperature=0.5)
>>> rep.rectangles.n_certified, rep.reversible, rep.consistent
(0, True, True)
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from toolkit.exceptions import InvalidInputError
from toolkit.results import Result, format_table

from ._linalg import SPARSE, is_glauber, kernel_kind
from .kernel import GlauberKernel
from .logits import SiteLogits
from .rectangles import (
    DEFAULT_MAX_RECTANGLES,
    RectangleSummary,
    RectangleTable,
    _site_pairs,
    _streamed_summary,
    _table,
    error_source,
    site_errors,
)
from .reversibility import (
    EDGE_RTOL,
    detailed_balance_residual,
    edge_relative_residual,
    edge_tolerance,
)
from .stationary import as_law


# ---------------------------------------------------------------------- from the kernel
def _log_transition_entries(P, x: np.ndarray, y: np.ndarray, site: np.ndarray) -> np.ndarray:
    """``log P(x, y)`` for states differing at ``site`` (vectorized; from the logits for a
    random-scan kernel, so finite where ``P`` underflows)."""
    if is_glauber(P):
        if not P.is_random_scan:
            raise InvalidInputError("Kolmogorov ratios of single-site cycles need a random-scan kernel; "
                                    f"got scan={P.scan!r}")
        out = np.empty(x.size)
        for s in np.unique(site):
            m = site == s
            out[m] = P.log_site_conditionals(int(s)).reshape(-1)[y[m]]
        return out + math.log1p(-P.lazy) - math.log(P.n)
    with np.errstate(divide="ignore"):
        if kernel_kind(P) == SPARSE:
            return np.log(np.asarray(P.tocsr()[x, y]).ravel())
        return np.log(np.asarray(P)[x, y])


def kolmogorov_log_ratios(P, table: RectangleTable) -> np.ndarray:
    """``log(forward / backward)`` of ``P`` around each rectangle's ``j``-first 4-cycle.

    Equals ``table.log_r`` (that is ``log R / T``) for the Glauber kernel at the table's
    temperature; ``nan`` where a transition probability of a matrix is 0.
    """
    c = table.corner_indices()
    i, j = table.i.astype(np.int64), table.j.astype(np.int64)
    x00, x01, x11, x10 = c.T
    e = _log_transition_entries
    with np.errstate(invalid="ignore"):
        fwd = e(P, x00, x01, j) + e(P, x01, x11, i) + e(P, x11, x10, j) + e(P, x10, x00, i)
        bwd = e(P, x01, x00, j) + e(P, x11, x01, i) + e(P, x10, x11, j) + e(P, x00, x10, i)
        out = fwd - bwd
    out[~np.isfinite(out)] = np.nan
    return out


@dataclass(frozen=True, eq=False)
class ConditionalDrift(Result):
    """``KL(pi_T(. | x_-i) || p_i^T(. | x_-i))`` per site: ``pi``-weighted mean and max over contexts."""

    kl_mean: tuple
    kl_max: tuple

    @property
    def max(self) -> float:
        return float(max(self.kl_max)) if self.kl_max else 0.0

    def to_frame(self):
        """One row per site: ``site``, ``kl_mean``, ``kl_max``."""
        import pandas as pd

        return pd.DataFrame({"site": range(len(self.kl_max)), "kl_mean": self.kl_mean, "kl_max": self.kl_max})

    def __str__(self) -> str:
        rows = [(i, m, M) for i, (m, M) in enumerate(zip(self.kl_mean, self.kl_max, strict=True))]
        return format_table(rows, ("site", "mean KL (pi-weighted)", "max KL"))


def conditional_drift(kernel: GlauberKernel, pi=None) -> ConditionalDrift:
    """Drift between the conditionals of ``pi_T`` and the model's own, per site (KL, nats),
    in logarithms (``pi`` may be a :class:`~toolkit.results.StationaryLaw` whose entries
    leave float64's range)."""
    from scipy.special import logsumexp

    if not is_glauber(kernel):
        raise InvalidInputError(f"`kernel` must be a GlauberKernel; got {type(kernel).__name__}")
    law = as_law(kernel, pi)
    with np.errstate(divide="ignore"):
        lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    means, maxes = [], []
    for i in range(kernel.n):
        lc = kernel.log_site_conditionals(i)
        l3 = lp.reshape(lc.shape)
        lw = logsumexp(l3, axis=1, keepdims=True)
        with np.errstate(invalid="ignore"):
            lpc = l3 - lw
            pc = np.exp(lpc)
            terms = np.where(pc > 0, pc * (lpc - lc), 0.0)
        kl = np.maximum(terms.sum(axis=1), 0.0)  # (left, right)
        means.append(float((kl * np.exp(lw[:, 0])).sum()))
        maxes.append(float(kl.max()))
    return ConditionalDrift(tuple(means), tuple(maxes))


@dataclass(frozen=True, eq=False)
class CompatibilityReport(Result):
    """Rectangles beside the kernel-side views of (in)compatibility.

    ``reversible`` is decided *independently of the rectangles*: by the edge-wise relative
    detailed-balance residual ``edge_residual`` (at most
    :func:`exact.reversibility.edge_tolerance`: ``EDGE_RTOL`` plus the round-off of the log
    transition probabilities and ``pi``'s relative error) with ``pi`` accurate
    to every entry, so ``consistent`` (the two agree) checks Kolmogorov's criterion at any
    temperature. ``detailed_balance_residual`` is the absolute L1 residual, reported only.
    """

    temperature: float
    rectangles: RectangleSummary
    reversible: bool
    edge_residual: float
    detailed_balance_residual: float
    kolmogorov_max_error: float
    drift: ConditionalDrift
    scan_order_tv: float

    _derived = ("logit_error_source", "consistent")

    @property
    def logit_error_source(self) -> str:
        """Where the logit errors behind the rectangle bound come from."""
        return self.rectangles.logit_error_source

    @property
    def consistent(self) -> bool:
        """The rectangle test and detailed balance agree (Kolmogorov's criterion)."""
        return self.rectangles.compatible == self.reversible

    def table(self) -> str:
        r = self.rectangles
        rows = [
            ("rectangles certified", f"{r.n_certified} / {r.count}", "|log R| above its float bound"),
            ("max |log R| / T", r.max_abs, ""),
            ("logit errors", self.logit_error_source, "behind the bound"),
            ("reversible", self.reversible, f"edge-wise relative detailed-balance residual <= {EDGE_RTOL:g} "
                                           "+ round-off"),
            ("edge-wise residual", self.edge_residual, "max |F(x,y) - F(y,x)| / max(F(x,y), F(y,x))"),
            ("detailed balance residual", self.detailed_balance_residual, "sum |pi(x)P(x,y) - pi(y)P(y,x)|"),
            ("Kolmogorov - log R", self.kolmogorov_max_error, "max over rectangles, j-first 4-cycle"),
            ("conditional drift (max KL)", self.drift.max, "pi_T conditionals vs the model's"),
            ("TV(pi_random, pi_systematic)", self.scan_order_tv, "scan-order dependence"),
            ("consistent", self.consistent, "rectangle test agrees with reversibility"),
        ]
        out = format_table(rows, ("quantity", "value", "meaning"))
        if r.witnesses:
            out += "\nworst certified rectangles:\n" + "\n".join(f"  {w}" for w in r.witnesses)
        return out

    def __str__(self) -> str:
        return self.table()


def _compatibility(L: SiteLogits, K: GlauberKernel, law, *, logit_rtol, n_witnesses, scan_order_tv: float
                   ) -> CompatibilityReport:
    T = K.temperature
    err = site_errors(L, logit_rtol)
    source = error_source(L, logit_rtol)
    kol_err = [math.nan]

    def kolmogorov(chunk):  # the 4-cycle ratio of every rectangle, chunk by chunk (nan: underflow)
        ratios = kolmogorov_log_ratios(K, _table(L, T, err, chunk))
        e = np.abs(ratios - chunk["log_r"])
        if np.isfinite(e).any():
            kol_err[0] = float(np.nanmax(e)) if math.isnan(kol_err[0]) else max(kol_err[0], float(np.nanmax(e)))

    summary = _streamed_summary(L, _site_pairs(L.n, None), T, err, n_witnesses, DEFAULT_MAX_RECTANGLES,
                                on_chunk=kolmogorov, source=source)
    log_pi = law.log_pi if law.log_pi is not None else np.log(law.pi)
    edge = edge_relative_residual(K, log_pi)
    rho = getattr(law, "relative_error", None)
    rho = 0.0 if rho is None else (float(rho) if math.isfinite(rho) else math.inf)
    lp = float(np.abs(log_pi[np.isfinite(log_pi)]).max()) if np.isfinite(log_pi).any() else 0.0
    M = float(np.abs(L.values).max()) if L.values.size else 0.0
    tol = edge_tolerance(M, T, L.q, L.n, rho, lp)
    return CompatibilityReport(
        temperature=T, rectangles=summary, reversible=bool(edge <= tol), edge_residual=edge,
        detailed_balance_residual=detailed_balance_residual(K, law.pi), kolmogorov_max_error=kol_err[0],
        drift=conditional_drift(K, law), scan_order_tv=scan_order_tv,
    )

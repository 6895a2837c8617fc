"""Every rectangle statistic of a model, with its floating-point certificate.

For sites ``i != j``, a context ``c`` on the other sites, tokens ``a != a'`` at ``i`` and
``b != b'`` at ``j`` (each ``l`` evaluated with the rest of the sequence equal to ``c``)::

    log R = [l_i(a;b) - l_i(a';b) - l_i(a;b') + l_i(a';b')]
          - [l_j(b;a) - l_j(b';a) - l_j(b;a') + l_j(b';a')]

Compatible conditionals give ``log R = 0`` on every rectangle; tempering divides it by
``T``. For positive conditionals, "all rectangles vanish" <=> "compatible" <=> "the
random-scan chain is reversible" <=> "the conditionals of ``pi_T`` are the ``p_i^T``".

Floating-point certificate (one formula, :mod:`toolkit._rectangle`). ``log R`` is formed
from 8 stored logits ``t_1..t_8``; each is within the model's declared absolute error of
its exact value (``SiteLogits.error``, from :func:`toolkit.models.base.logit_error_bound`:
a pairwise model bounds the rounding of the sum that forms each logit by the magnitudes of
its terms, a logit table by its dtype, an MLM by its forward pass's dtype), and the 7
additions err by at most ``gamma_7 sum |t_k|`` (Higham, eq. (4.4)). So::

    bound = (gamma_7 sum_k |t_k| + 4 err_i + 4 err_j) / T

and a rectangle is *certified* incompatible when ``|log R| > bound``. ``logit_rtol``
overrides the model's declaration with ``err_i = logit_rtol * max(1, max |l_i|)``.

Length: the table (a :class:`~toolkit.results.RectangleSummary` with its rectangles), its two
builders (all at once and streamed) and the rectangle rule share the chunk iterator and the
certificate; split, each would import the others' private helpers.

Worked example: two sites, ``q = 2``, ``l_0(a; x_1) = [a = 0][x_1 = 0]`` and
``l_1 = 0``. The one rectangle has ``log R = 1 - 0 - 0 + 0 - 0 = 1``: incompatible.

>>> import numpy as np
>>> from toolkit.models import Pairwise
>>> J = np.zeros((2, 2, 2, 2)); J[0, 1, 0, 0] = 1.0
>>> t = all_rectangles(Pairwise(np.zeros((2, 2)), J))
>>> t.log_r.tolist(), t.certified.tolist()
([1.0], [True])
>>> all_rectangles(Pairwise(np.zeros((2, 2)), J), temperature=2.0).log_r.tolist()
[0.5]
"""

from __future__ import annotations

import math
from dataclasses import KW_ONLY, dataclass, field, replace

import numpy as np

from toolkit import _rectangle, _states
from toolkit._validation import check_int, check_nonnegative, check_temperature
from toolkit.exceptions import InvalidInputError, InvalidTypeError
from toolkit.results import (
    Estimate,
    RectangleSummary,
    Reversibility,
    Witness,
    abs_log_r_quantiles,
    encoded_fields,
    witness_order,
)

from ._linalg import is_glauber, random_scan_kernel
from .kernel import GlauberKernel, SiteLogits, site_logits
from .pairwise_logits import PairwiseLogits
from .space import DEFAULT_MAX_STATES

DEFAULT_MAX_RECTANGLES = 10_000_000


def as_site_logits(obj, *, max_states: float = DEFAULT_MAX_STATES) -> SiteLogits:
    """``SiteLogits`` of a model, a :class:`SiteLogits` or a :class:`GlauberKernel` (on-the-fly
    :class:`~exact.pairwise_logits.PairwiseLogits` are passed through as they are)."""
    if isinstance(obj, (SiteLogits, PairwiseLogits)):
        return obj
    if is_glauber(obj):
        return obj.logits
    if not (hasattr(obj, "logits") and hasattr(obj, "vocab_size") and hasattr(obj, "length")):
        raise InvalidInputError(
            f"`model` must be a model (vocab_size, length, logits), SiteLogits or GlauberKernel; "
            f"got {type(obj).__name__}"
        )
    return site_logits(obj, max_states=max_states)


def site_errors(L: SiteLogits, logit_rtol: float | None = None) -> np.ndarray:
    """Absolute logit error per site: the model's declaration, or ``logit_rtol`` times the
    site's largest ``|logit|`` (at least 1) when given."""
    if logit_rtol is None:
        return np.array([L.site_error(i) for i in range(L.n)])
    r = check_nonnegative(logit_rtol, "logit_rtol")
    return np.array([r * max(1.0, float(np.abs(L.values[i]).max())) for i in range(L.n)])


def _site_pairs(n: int, sites) -> list[tuple[int, int]]:
    if n < 2:
        raise InvalidInputError(f"rectangles need a model with n >= 2 sites; got n={n}")
    if sites is None:
        return [(i, j) for i in range(n) for j in range(i + 1, n)]
    items = list(sites)
    if items and all(np.ndim(s) == 0 for s in items):
        idx = sorted({check_int(s, "sites") for s in items})
        for s in idx:
            if not 0 <= s < n:
                raise InvalidInputError(f"`sites` must be in 0..{n - 1}; got {s}")
        if len(idx) < 2:
            raise InvalidInputError(f"`sites` must name at least 2 distinct sites; got {items!r}")
        return [(i, j) for k, i in enumerate(idx) for j in idx[k + 1:]]
    pairs = set()
    for s in items:
        if np.shape(s) != (2,):
            raise InvalidInputError(f"`sites` must be site indices or (i, j) pairs; got {s!r}")
        i, j = (check_int(v, "sites") for v in s)
        if not (0 <= i < n and 0 <= j < n) or i == j:
            raise InvalidInputError(f"`sites` pair must hold two distinct sites in 0..{n - 1}; got {(i, j)}")
        pairs.add((min(i, j), max(i, j)))
    if not pairs:
        raise InvalidInputError("`sites` is empty")
    return sorted(pairs)


# ---------------------------------------------------------------------- rectangles
@dataclass(frozen=True, eq=False)
class RectangleTable(RectangleSummary):
    """Every rectangle ``(i < j, context, a < a2, b < b2)`` with ``log R / T`` and its bound: a
    :class:`~toolkit.results.RectangleSummary` (count, certified, prevalence with zero error,
    quantiles of ``|log R|``, the worst certified rectangles; ``method="exact"``), the type the
    sampled :class:`~toolkit.incompat.RectangleResult` and the lumped
    :class:`~exact.lumped_checks.CountRectangles` are too, with the rectangles themselves.

    ``context`` is the index of the state that equals the context off ``{i, j}`` and has
    token 0 at ``i`` and ``j``; :meth:`corner_indices` gives the four corner states.
    ``logit_error`` holds the absolute logit error per site behind ``bound`` (where it comes
    from: ``logit_error_source``). Built by :func:`all_rectangles` (through :meth:`of`).
    """

    _: KW_ONLY
    logit_error: tuple
    tokens: tuple | None
    i: np.ndarray = field(repr=False)
    j: np.ndarray = field(repr=False)
    context: np.ndarray = field(repr=False)
    a: np.ndarray = field(repr=False)
    a2: np.ndarray = field(repr=False)
    b: np.ndarray = field(repr=False)
    b2: np.ndarray = field(repr=False)
    log_r: np.ndarray = field(repr=False)
    bound: np.ndarray = field(repr=False)
    certified: np.ndarray = field(repr=False)

    @classmethod
    def of(cls, *, q: int, n: int, temperature: float, logit_error, tokens, cols: dict, logit_error_source: str = "",
           n_witnesses: int = 5) -> RectangleTable:
        """The table of the rectangle columns ``cols`` (:data:`FIELDS`), with its summary fields."""
        cert = _rectangle.certified(cols["log_r"], cols["bound"])
        count, absr = int(cols["log_r"].size), np.abs(cols["log_r"])
        n_cert = int(cert.sum())
        wit = _witnesses(cols, cert, q, n, tokens, n_witnesses, certified_only=True)
        return cls(q=q, n=n, temperature=temperature, count=count, n_certified=n_cert,
                   prevalence=Estimate.exact(n_cert / count if count else 0.0),
                   max_abs=float(absr.max()) if count else 0.0,
                   max_bound=float(cols["bound"].max()) if count else 0.0, quantiles=abs_log_r_quantiles(absr),
                   witnesses=wit, method="exact", logit_error_source=logit_error_source, quantile_sample=count,
                   logit_error=tuple(float(e) for e in logit_error), tokens=tokens, certified=cert, **cols)

    @classmethod
    def _upgrade(cls, data: dict) -> dict:
        """A table saved before issue 27 (the rectangles without the summary fields): rebuilt
        from its rectangles by :meth:`of`."""
        if "count" in data:
            return data
        try:
            cols = {k: np.asarray(data[k]["__array__"], dtype=data[k]["dtype"]).reshape(data[k]["shape"])
                    for k in FIELDS}
            tokens = data.get("tokens")
            table = cls.of(q=int(data["q"]), n=int(data["n"]), temperature=float(data["temperature"]),
                           logit_error=data["logit_error"], tokens=None if tokens is None else tuple(tokens),
                           cols=cols, logit_error_source=data.get("logit_error_source", ""))
        except (KeyError, TypeError, ValueError):
            return data  # not a table of the old layout: the decoder names what is wrong
        return encoded_fields(table)

    def __len__(self) -> int:
        return int(self.log_r.size)

    @property
    def certified_fraction(self) -> float:
        return self.n_certified / len(self) if len(self) else 0.0

    def corner_indices(self) -> np.ndarray:
        """State indices ``(M, 4)`` of the corners ``(a,b), (a,b'), (a',b'), (a',b)``."""
        si = self.q ** (self.n - 1 - self.i.astype(np.int64))
        sj = self.q ** (self.n - 1 - self.j.astype(np.int64))
        c = self.context
        return np.stack([c + self.a * si + self.b * sj, c + self.a * si + self.b2 * sj,
                         c + self.a2 * si + self.b2 * sj, c + self.a2 * si + self.b * sj], axis=1)

    def _cols(self) -> dict:
        return {k: getattr(self, k) for k in FIELDS}

    def witness(self, k: int) -> Witness:
        """Rectangle ``k`` as a :class:`~toolkit.results.Witness` (its context state has 0 at ``i``, ``j``)."""
        return _witness(self._cols(), int(k), self.q, self.n, self.tokens)

    def worst(self, k: int = 5, *, certified_only: bool = True) -> tuple[Witness, ...]:
        """The ``k`` rectangles with the largest ``|log R|`` (certified ones only by default),
        the worst of each site pair first (:func:`toolkit.results.witness_order`); ``witnesses``
        holds the first 5 certified ones."""
        return _witnesses(self._cols(), self.certified, self.q, self.n, self.tokens, k, certified_only=certified_only)

    def summary(self, *, n_witnesses: int | None = None) -> RectangleSummary:
        """The shared fields (:class:`~toolkit.results.RectangleSummary`), with the ``n_witnesses``
        worst certified rectangles when given."""
        s = super().summary()
        return s if n_witnesses is None else replace(s, witnesses=self.worst(n_witnesses) if len(self) else ())

    def to_frame(self):
        """One row per rectangle: ``i, j, context, a, a2, b, b2, log_r, bound, certified``."""
        import pandas as pd

        return pd.DataFrame({k: getattr(self, k) for k in (*FIELDS, "certified")})

    def __str__(self) -> str:
        return self.table()


def _witness(cols: dict, k: int, q: int, n: int, tokens) -> Witness:
    x = _states.decode(int(cols["context"][k]), q, n)
    toks = list(tokens) if tokens is not None else [str(t) for t in range(q)]
    return Witness.of(*(cols[f][k] for f in ("i", "j", "a", "a2", "b", "b2", "log_r", "bound")), x, toks)


def _witnesses(cols: dict, certified, q: int, n: int, tokens, k: int, *, certified_only: bool) -> tuple:
    """The ``k`` worst rectangles of the columns ``cols`` (:func:`toolkit.results.witness_order`)."""
    if not cols["log_r"].size:
        return ()
    picked = witness_order(np.abs(cols["log_r"]), cols["i"], cols["j"], k,
                           candidates=certified if certified_only else None)
    return tuple(_witness(cols, int(m), q, n, tokens) for m in picked)


FIELDS = ("i", "j", "context", "a", "a2", "b", "b2", "log_r", "bound")


def _iter_rectangles(L: SiteLogits, pairs, err: np.ndarray, T: float):
    """Chunks (one per site pair and token pair ``a < a2``) of rectangle columns, tempered."""
    q, n = L.q, L.n
    shape = (q,) * n
    ta, ta2 = np.triu_indices(q, 1)
    tb, tb2 = ta, ta2
    for i, j in pairs:
        Li = np.moveaxis(L.values[i].reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)  # [c, a, b] = l_i(a; b, c)
        Lj = np.moveaxis(L.values[j].reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)  # [c, a, b] = l_j(b; a, c)
        base = np.moveaxis(np.arange(q**n, dtype=np.int64).reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)[:, 0, 0]
        C, P = Li.shape[0], ta.size
        for a, a2 in zip(ta, ta2, strict=True):
            t = np.stack([Li[:, a, tb], Li[:, a2, tb], Li[:, a, tb2], Li[:, a2, tb2]], axis=-1)
            u = np.stack([Lj[:, a, tb], Lj[:, a, tb2], Lj[:, a2, tb], Lj[:, a2, tb2]], axis=-1)
            M = C * P
            yield {"i": np.full(M, i, dtype=np.int32), "j": np.full(M, j, dtype=np.int32),
                   "context": np.repeat(base, P), "a": np.full(M, a, dtype=np.int32),
                   "a2": np.full(M, a2, dtype=np.int32), "b": np.tile(tb, C).astype(np.int32),
                   "b2": np.tile(tb2, C).astype(np.int32), "log_r": _rectangle.log_r(t, u).reshape(-1) / T,
                   "bound": _rectangle.bound(t, u, err[i], err[j]).reshape(-1) / T}


def count_rectangles(q: int, n: int, n_pairs: int | None = None) -> int:
    """Number of rectangles: ``pairs * q**(n-2) * (q(q-1)/2)**2``."""
    pairs = n * (n - 1) // 2 if n_pairs is None else n_pairs
    return pairs * q ** (n - 2) * (q * (q - 1) // 2) ** 2


def _table(L: SiteLogits, T: float, err: np.ndarray, cols: dict, source: str = "") -> RectangleTable:
    return RectangleTable.of(q=L.q, n=L.n, temperature=T, logit_error=err, tokens=L.tokens, cols=cols,
                             logit_error_source=source)


def error_source(L: SiteLogits, logit_rtol: float | None) -> str:
    """Where the logit errors behind the bound come from (the model's declaration or the override)."""
    return "logit_rtol override" if logit_rtol is not None else L.error_source


def all_rectangles(model_or_sitelogits, *, temperature: float = 1.0, sites=None, logit_rtol: float | None = None,
                   max_states: float = DEFAULT_MAX_STATES,
                   max_rectangles: float = DEFAULT_MAX_RECTANGLES) -> RectangleTable:
    """Every rectangle statistic ``log R / T`` with its floating-point bound (vectorized).

    Parameters
    ----------
    model_or_sitelogits : model, SiteLogits or GlauberKernel
        (a kernel contributes its logits only; ``temperature`` still applies)
    temperature : float > 0
        ``log R`` and the bound are divided by ``T`` (certification does not depend on ``T``).
    sites : iterable of sites, or of ``(i, j)`` pairs, optional
        Restrict to pairs among these sites (default: every pair ``i < j``).
    logit_rtol : float, optional
        Override the model's declared logit errors with ``logit_rtol * max(1, max |l_i|)``
        per site (module docstring).
    max_rectangles : float
        Guard on the table size; use :func:`rectangle_summary` (streams) or ``sites=`` beyond it.
    """
    T = check_temperature(temperature)
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    pairs = _site_pairs(L.n, sites)
    total = count_rectangles(L.q, L.n, len(pairs))
    if total > float(max_rectangles):
        raise InvalidInputError(
            f"{total} rectangles exceed max_rectangles={max_rectangles:g}; restrict `sites` or use "
            "rectangle_summary (which streams over site pairs)"
        )
    err = site_errors(L, logit_rtol)
    chunks = list(_iter_rectangles(L, pairs, err, T))
    return _table(L, T, err, {k: np.concatenate([c[k] for c in chunks]) for k in FIELDS},
                  error_source(L, logit_rtol))


def rectangle_summary(model_or_table, *, temperature: float = 1.0, sites=None, logit_rtol: float | None = None,
                      n_witnesses: int = 5, max_states: float = DEFAULT_MAX_STATES,
                      max_rectangles: float = DEFAULT_MAX_RECTANGLES) -> RectangleSummary:
    """Count, certified fraction, max and quantiles of ``|log R|``, and the worst witnesses.

    ``model_or_table`` may be a :class:`RectangleTable` (its own temperature is used), or
    anything :func:`all_rectangles` takes. The rectangles are streamed chunk by chunk
    (memory stays bounded whatever their number); beyond ``max_rectangles`` the quantiles
    come from an evenly strided subsample of at most that many values.
    """
    if isinstance(model_or_table, RectangleTable):
        return model_or_table.summary(n_witnesses=n_witnesses)
    T = check_temperature(temperature)
    L = as_site_logits(model_or_table, max_states=max_states)
    return _streamed_summary(L, _site_pairs(L.n, sites), T, site_errors(L, logit_rtol), n_witnesses,
                             max_rectangles, source=error_source(L, logit_rtol))


def _streamed_summary(L, pairs, T, err, n_witnesses, max_sample, on_chunk=None, source="") -> RectangleSummary:
    total = count_rectangles(L.q, L.n, len(pairs))
    stride = max(1, int(math.ceil(total / float(max_sample))))
    sample, n_cert, max_abs, max_bound, offset, cand = [], 0, 0.0, 0.0, 0, []
    for c in _iter_rectangles(L, pairs, err, T):
        absr = np.abs(c["log_r"])
        cert = _rectangle.certified(c["log_r"], c["bound"])
        if on_chunk is not None:
            on_chunk(c)
        sample.append(absr[(-offset) % stride::stride])
        offset += absr.size
        n_cert += int(cert.sum())
        max_abs, max_bound = max(max_abs, float(absr.max())), max(max_bound, float(c["bound"].max()))
        top = np.flatnonzero(cert)
        top = top[np.argsort(-absr[top], kind="stable")[:n_witnesses]]  # the chunk's worst (one site pair)
        cand.append({k: v[top] for k, v in c.items()})
    best = {k: np.concatenate([c[k] for c in cand]) for k in FIELDS}
    witnesses = _witnesses(best, np.ones(best["log_r"].size, dtype=bool), L.q, L.n, L.tokens, n_witnesses,
                           certified_only=False)
    s = np.concatenate(sample)
    quantiles = abs_log_r_quantiles(s)
    quantiles["max"] = max_abs  # the true max, also when the quantiles come from a strided sample
    return RectangleSummary(q=L.q, n=L.n, temperature=T, count=total, n_certified=n_cert,
                            prevalence=Estimate.exact(n_cert / total if total else 0.0), max_abs=max_abs,
                            max_bound=max_bound, quantiles=quantiles, witnesses=witnesses,
                            method="exact", logit_error_source=source, quantile_sample=int(s.size))


# ---------------------------------------------------------------------- the rectangle rule
def rectangle_rule(P: GlauberKernel) -> Reversibility:
    """Whether the random-scan chain of the kernel ``P`` is reversible, by the rectangle rule
    (:mod:`exact.reversibility`): not reversible when one reference rectangle is certified.
    Independent of ``T``, of laziness and of ``pi``, so cached on ``P.logits``; the
    stationary solvers (which use it to choose the path product) and
    :func:`exact.reversibility.reversibility` share it.

    >>> from toolkit.models import potts
    >>> from exact.kernel import glauber_kernel
    >>> rectangle_rule(glauber_kernel(potts(2, 3, 1.0), temperature=0.5)).reversible
    True
    """
    if not random_scan_kernel(P):
        raise InvalidTypeError(f"`P` must be a random-scan GlauberKernel (the rule decides its chain); got "
                               f"{type(P).__name__}{'' if not is_glauber(P) else ' with scan=' + P.scan}")
    if P.n < 2:
        return Reversibility(True, "rectangles", 0.0, 1.0, "one site: every kernel is reversible")
    cached = getattr(P.logits, "_rectangle_rule", None)
    if cached is not None:  # a property of the logits, not of T or laziness
        return cached
    rule = _rectangle_rule(P)
    object.__setattr__(P.logits, "_rectangle_rule", rule)
    return rule


def _rectangle_rule(P) -> Reversibility:
    checked, cert, ratio, w = reference_rectangles(P.logits)
    if cert:
        i, j, _, a, b, lr, bd = w
        return Reversibility(False, "rectangles", ratio, 1.0,
                             f"certified rectangle at sites ({i}, {j}), tokens {a}/0 and {b}/0: "
                             f"|log R| = {abs(lr):.3g} > bound {bd:.3g}")
    return Reversibility(True, "rectangles", ratio, 1.0,
                         f"none of {checked} reference rectangles certified (max |log R|/bound = {ratio:.3g}); "
                         f"logit errors: {P.logits.error_source}")


def reference_rectangles(L: SiteLogits, *, stop_at_first: bool = True, chunk: int = 1 << 20):
    """Scan the reference rectangles (``a' = b' = 0``) of every site pair and context.

    Returns ``(n_checked, n_certified, max_ratio, witness)``: ``max_ratio`` is the largest
    ``|log R| / bound`` seen and ``witness`` ``(i, j, state, a, b, log_r, bound)`` the first
    certified rectangle (``state``: index of its context with tokens 0 at ``i`` and ``j``),
    or None. Stops at the first certificate when ``stop_at_first``. ``chunk``: rectangles per
    block, memory only (at least one context per block, so any ``chunk >= 1`` gives the same result).
    """
    q, n = L.q, L.n
    shape = (q,) * n
    checked = certified = 0
    max_ratio = 0.0
    witness = None
    a, b = (v.ravel() for v in np.meshgrid(np.arange(1, q), np.arange(1, q), indexing="ij"))
    a0, b0 = np.zeros_like(a), np.zeros_like(b)
    K = a.size
    for i in range(n):
        for j in range(i + 1, n):
            Li = np.moveaxis(L.values[i].reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)  # [c, a, b]
            Lj = np.moveaxis(L.values[j].reshape(shape), (i, j), (-2, -1)).reshape(-1, q, q)
            ei, ej = L.site_error(i), L.site_error(j)
            C = Li.shape[0]
            step = max(1, chunk // K)
            for lo in range(0, C, step):
                li, lj = Li[lo:lo + step], Lj[lo:lo + step]
                t = np.stack([li[:, a, b], li[:, a0, b], li[:, a, b0], li[:, a0, b0]], axis=-1)
                u = np.stack([lj[:, a, b], lj[:, a, b0], lj[:, a0, b], lj[:, a0, b0]], axis=-1)
                lr = _rectangle.log_r(t, u)
                bd = _rectangle.bound(t, u, ei, ej)
                cert = _rectangle.certified(lr, bd)
                checked += lr.size
                with np.errstate(divide="ignore", invalid="ignore"):
                    ratio = np.where(bd > 0, np.abs(lr) / bd, np.where(lr != 0, np.inf, 0.0))
                max_ratio = max(max_ratio, float(ratio.max()))
                if cert.any():
                    k = int(np.argmax(cert.ravel()))
                    c, r = divmod(k, K)
                    if witness is None:
                        base = np.moveaxis(np.arange(q**n, dtype=np.int64).reshape(shape), (i, j),
                                           (-2, -1)).reshape(-1, q, q)[lo + c, 0, 0]
                        witness = (i, j, int(base), int(a[r]), int(b[r]), float(lr.ravel()[k]),
                                   float(bd.ravel()[k]))
                    certified += int(cert.sum())
                    if stop_at_first:
                        return checked, certified, max_ratio, witness
    return checked, certified, max_ratio, witness

"""Logits of a pairwise model computed on the fly from its fields and couplings.

For :class:`~toolkit.models.Pairwise` (``l_i(a ; x_-i) = h[i, a] + sum_{j != i} J[i, j, a, x_j]``)
the table of site ``i`` over all contexts is a broadcast sum of ``h[i]`` and the coupling
blocks ``J[i, j]`` that are not zero (2 per site on a cycle), so it costs a few passes
over ``q**n`` numbers and needs no call of ``model.logits`` and no stored ``(n, q**n)``
float64 table (6.4 GB at ``10**8`` states). :class:`PairwiseLogits` offers what a
:class:`~exact.logits.SiteLogits` offers (``site``, ``log_tempered``, ``tempered``,
``min_log_conditional``, ``site_error``) and builds each site's table when asked, in blocks
of ``q**(n-1)`` states. The sums run in the order ``Pairwise.logits`` uses (``h[i, a]``
plus the coupling terms added site by site), so the numbers are the same to the bit.

Rectangles. For a pairwise model ``log R`` of sites ``(i, j)`` and tokens ``(a, b)`` is
``[J_ij(a,b) - J_ij(0,b) - J_ij(a,0) + J_ij(0,0)] - [J_ji(b,a) - J_ji(0,a) - J_ji(b,0) + J_ji(0,0)]``
whatever the context (the other sites enter ``l_i`` through terms that depend on ``a``
only, which cancel in the double difference), so the reference rectangles at one context
(all other sites at token 0) decide reversibility (:attr:`PairwiseLogits.rectangle_rule`).

Two sites, ``q = 2``, coupling 1 on the edge: the logits of site 0 are ``J[0, 1, a, x_1]``:

>>> from toolkit.models import potts
>>> L = PairwiseLogits(potts(2, 2, 1.0))
>>> L.site(0)[0, :, :].tolist()     # (left, token, right): rows a, columns x_1
[[1.0, 0.0], [0.0, 1.0]]
>>> L.rectangle_rule.reversible
True
"""

from __future__ import annotations

import numpy as np

from toolkit import _rectangle
from toolkit._validation import check_temperature
from toolkit.chain import tempered_log_conditionals
from toolkit.exceptions import InvalidTypeError, MemoryLimitError
from toolkit.models import Pairwise
from toolkit.models.base import logit_error_bound, logit_error_source
from toolkit.results import Reversibility

from .space import DEFAULT_MAX_STATES, StateSpace

VALUES_MAX_BYTES = 4 * 2**30  # materializing ``values`` (n * q**n float64) is refused above this


def is_pairwise(model) -> bool:
    """Whether ``model`` computes its logits as :class:`~toolkit.models.Pairwise` does (the
    class itself or a subclass that keeps its ``logits``)."""
    return isinstance(model, Pairwise) and type(model).logits is Pairwise.logits


class PairwiseLogits:
    """The logits of a pairwise model at every site and context, computed when asked.

    Parameters
    ----------
    model : Pairwise
    max_states : float
        Size guard of the state space.
    """

    def __init__(self, model, *, max_states: float = DEFAULT_MAX_STATES):
        if not is_pairwise(model):
            raise InvalidTypeError(f"`model` must be a Pairwise model; got {type(model).__name__}")
        self.model = model
        self.space = StateSpace.of(model, max_states=max_states)
        self.h = np.asarray(model.h, dtype=float)
        self.J = np.asarray(model.J, dtype=float)
        n = self.n
        # the coupling blocks that contribute, in the order Pairwise.logits adds them
        self.neighbours = [[j for j in range(n) if j != i and np.any(self.J[i, j] != 0)] for i in range(n)]
        tokens = getattr(model, "tokens", None)
        self.tokens = tuple(tokens) if tokens is not None else None
        # the model's declared error of every logit of site i (one call per site)
        zero = np.zeros((1, n), dtype=np.int64)
        self.error = np.array([float(logit_error_bound(model, zero, np.array([i]),
                                                       model.logits(zero, np.array([i]))).max())
                               for i in range(n)])
        self.error_source = logit_error_source(model)
        self._rule = None

    def __repr__(self) -> str:
        return f"PairwiseLogits(q={self.q}, n={self.n}, on the fly)"

    @property
    def q(self) -> int:
        return self.space.q

    @property
    def n(self) -> int:
        return self.space.n

    def site_error(self, i: int) -> float:
        """Absolute error bound of every logit of site ``i`` (declared by the model)."""
        return float(self.error[i])

    # ------------------------------------------------------------------ tables
    def _block_axis(self, i: int) -> int:
        return 0 if i != 0 else 1

    def _table_block(self, i: int, v: int | None) -> np.ndarray:
        """The logits of site ``i`` as an array over ``(q,) * n`` (token of site ``i`` on axis
        ``i``), with the block axis fixed to token ``v`` (that axis removed) unless ``v`` is None."""
        q, n = self.q, self.n
        k = self._block_axis(i) if v is not None else -1
        axes = [a for a in range(n) if a != k]
        shape = (q,) * len(axes)
        pos = {a: p for p, a in enumerate(axes)}

        def placed(block: np.ndarray, sites: tuple[int, ...]) -> np.ndarray:
            shp = [1] * len(axes)
            for s in sites:
                shp[pos[s]] = q
            return block.reshape(shp)

        acc = None
        for j in self.neighbours[i]:
            B = self.J[i, j]  # [a, x_j]
            if j == k:
                term = placed(B[:, v], (i,))
            else:
                term = placed(B if i < j else B.T, (i, j) if i < j else (j, i))
            acc = np.broadcast_to(term, shape).copy() if acc is None else np.add(acc, term, out=acc)
        hb = placed(self.h[i], (i,))
        if acc is None:
            return np.broadcast_to(hb, shape) + 0.0
        return np.add(hb, acc, out=acc)

    def _blocks(self, i: int):
        """``(index, table)`` pairs covering site ``i``'s table in blocks: ``index`` selects the
        block in the ``(q,) * n`` view of an ``(q**n,)`` array."""
        if self.n == 1:
            yield (Ellipsis,), self._table_block(i, None)
            return
        k = self._block_axis(i)
        for v in range(self.q):
            yield (slice(None),) * k + (v,), self._table_block(i, v)

    def _token_axis(self, i: int) -> int:
        """The axis of site ``i``'s token within a block of :meth:`_blocks`."""
        return i - 1 if (self.n > 1 and self._block_axis(i) < i) else i

    def site(self, i: int) -> np.ndarray:
        """Logits of site ``i`` as ``(q**i, q, q**(n-1-i))`` (built now: ``q**n`` float64)."""
        q, n = self.q, self.n
        out = np.empty((q,) * n)
        for idx, block in self._blocks(i):
            out[idx] = block
        return out.reshape(q**i, q, q ** (n - 1 - i))

    def site_zero_right(self, i: int) -> np.ndarray:
        """``site(i)[:, :, 0]`` (every site after ``i`` at token 0) as ``(q**i, q)``, built
        without the rest of the table (``q**(i+1)`` numbers, for the path product of ``pi``)."""
        q = self.q
        shape = (q,) * (i + 1)  # sites 0..i, token of site i last
        acc = None
        for j in self.neighbours[i]:
            B = self.J[i, j]  # [a, x_j]
            if j < i:
                shp = [1] * (i + 1)
                shp[j], shp[i] = q, q
                term = B.T.reshape(shp)
            else:
                term = B[:, 0].reshape((1,) * i + (q,))
            acc = np.broadcast_to(term, shape).copy() if acc is None else np.add(acc, term, out=acc)
        hb = self.h[i].reshape((1,) * i + (q,))
        out = np.broadcast_to(hb, shape) + 0.0 if acc is None else np.add(hb, acc, out=acc)
        return out.reshape(q**i, q)

    @property
    def values(self) -> np.ndarray:
        """The ``(n, q**n)`` table of :class:`~exact.logits.SiteLogits` (built now; refused
        above :data:`VALUES_MAX_BYTES`)."""
        need = 8.0 * self.n * self.space.size
        if need > VALUES_MAX_BYTES:
            raise MemoryLimitError(f"PairwiseLogits.values on {self.space.size} states needs {need / 2**30:.1f} GiB; "
                                   "use site(i) one site at a time", bytes_needed=need)
        return np.stack([self.site(i).reshape(-1) for i in range(self.n)])

    def _map_site(self, i: int, fn, out: np.ndarray) -> np.ndarray:
        """``out`` (``q**n``) filled with ``fn(block, token_axis)`` block by block."""
        view = out.reshape((self.q,) * self.n)
        ax = self._token_axis(i)
        for idx, block in self._blocks(i):
            view[idx] = fn(block, ax)
        return out

    def log_tempered(self, i: int, temperature: float) -> np.ndarray:
        """``log p_i^T(a | x_-i)`` of site ``i`` as ``(q**i, q, q**(n-1-i))``."""
        T = check_temperature(temperature)
        q, n = self.q, self.n

        def fn(block, ax):
            return np.moveaxis(tempered_log_conditionals(np.moveaxis(block, ax, -1), T), -1, ax)

        return self._map_site(i, fn, np.empty(q**n)).reshape(q**i, q, q ** (n - 1 - i))

    def tempered_site(self, i: int, temperature: float, *, dtype=np.float64, out=None) -> np.ndarray:
        """``p_i^T(a | x_-i)`` of site ``i`` as a flat ``(q**n,)`` array of ``dtype``."""
        T = check_temperature(temperature)

        def fn(block, ax):
            return np.exp(np.moveaxis(tempered_log_conditionals(np.moveaxis(block, ax, -1), T), -1, ax))

        out = np.empty(self.space.size, dtype=dtype) if out is None else out
        return self._map_site(i, fn, out)

    def tempered(self, temperature: float, *, dtype=np.float64) -> np.ndarray:
        """Conditionals ``softmax(l / T)`` in the ``(n, q**n)`` layout of ``SiteLogits.tempered``."""
        out = np.empty((self.n, self.space.size), dtype=dtype)
        for i in range(self.n):
            self.tempered_site(i, temperature, dtype=dtype, out=out[i])
        return out

    def min_log_conditional(self, temperature: float) -> float:
        """The smallest ``log p_i^T(a | x_-i)`` over sites, contexts and tokens."""
        T = check_temperature(temperature)
        best = np.inf
        for i in range(self.n):
            for _, block in self._blocks(i):
                ax = self._token_axis(i)
                best = min(best, float(tempered_log_conditionals(np.moveaxis(block, ax, -1), T).min()))
        return best

    # ------------------------------------------------------------------ rectangles
    @property
    def rectangle_rule(self) -> Reversibility:
        """Reversibility of the random-scan chain by the rectangle rule, decided at the all-0
        context (``log R`` of a pairwise model does not depend on the context)."""
        if self._rule is None:
            self._rule = self._decide()
        return self._rule

    # exact.reversibility reads its cache under this name
    _rectangle_rule = rectangle_rule

    def _decide(self) -> Reversibility:
        q, n = self.q, self.n
        a, b = (v.ravel() for v in np.meshgrid(np.arange(1, q), np.arange(1, q), indexing="ij"))
        checked, ratio, witness = 0, 0.0, None
        for i in range(n):
            for j in range(i + 1, n):
                # logits of both sites at the states (x_i, x_j) = (s, t), every other site 0
                X = np.zeros((q * q, n), dtype=np.int64)
                X[:, i] = np.repeat(np.arange(q), q)
                X[:, j] = np.tile(np.arange(q), q)
                li = self.model.logits(X, np.full(q * q, i))  # [s*q + t, a] = l_i(a; x_j = t)
                lj = self.model.logits(X, np.full(q * q, j))  # [s*q + t, b] = l_j(b; x_i = s)
                Li = li.reshape(q, q, q)[0]         # [t, a] = l_i(a; x_j = t)
                Lj = lj.reshape(q, q, q)[:, 0, :]   # [s, b] = l_j(b; x_i = s)
                # t = (l_i(a;b), l_i(0;b), l_i(a;0), l_i(0;0)), u = (l_j(b;a), l_j(0;a), l_j(b;0), l_j(0;0))
                t = np.stack([Li[b, a], Li[b, 0], Li[0, a], np.full(a.size, Li[0, 0])], axis=-1)
                u = np.stack([Lj[a, b], Lj[a, 0], Lj[0, b], np.full(a.size, Lj[0, 0])], axis=-1)
                lr = _rectangle.log_r(t, u)
                bd = _rectangle.bound(t, u, self.error[i], self.error[j])
                checked += lr.size
                with np.errstate(divide="ignore", invalid="ignore"):
                    r = np.where(bd > 0, np.abs(lr) / bd, np.where(lr != 0, np.inf, 0.0))
                ratio = max(ratio, float(r.max()) if r.size else 0.0)
                cert = _rectangle.certified(lr, bd)
                if cert.any() and witness is None:
                    k = int(np.argmax(cert))
                    witness = (i, j, int(a[k]), int(b[k]), float(lr[k]), float(bd[k]))
        if witness is not None:
            i, j, ta, tb, lr, bd = witness
            return Reversibility(False, "rectangles", ratio, 1.0,
                                 f"certified rectangle at sites ({i}, {j}), tokens {ta}/0 and {tb}/0: "
                                 f"|log R| = {abs(lr):.3g} > bound {bd:.3g} (pairwise couplings: the same "
                                 "in every context)")
        return Reversibility(True, "rectangles", ratio, 1.0,
                             f"none of {checked} reference rectangles certified (max |log R|/bound = {ratio:.3g}; "
                             "pairwise couplings: log R does not depend on the context, checked at the all-0 "
                             f"context); logit errors: {self.error_source}")

"""Exact Glauber kernels of any conditional model: sparse, matrix-free and dense.

Random scan::

    P(x, y) = (1/n) sum_i [y_-i == x_-i] p_i^T(y_i | x_-i)

Systematic scan: ``P = P_0 P_1 ... P_{n-1}`` with ``P_i`` the heat-bath update of site
``i``. Laziness ``lazy``: ``lazy * I + (1 - lazy) * P``.

Everything starts from :func:`site_logits`, which calls ``model.logits`` once per
(site, context) in large batches (``n * q**(n-1)`` rows in all, no Python loop over
states). For site ``i`` the table is stored with shape ``(q**i, q, q**(n-1-i))``: axis 1
is the token at site ``i``, axes 0 and 2 the sites before and after it, so a vector over
``Omega`` reshaped the same way is contracted along axis 1 to apply ``P_i``.

Length: ~450 lines, one object (the kernel in its sparse, matrix-free and dense forms) and
the one place that chooses how a model's logits are enumerated (:func:`enumerated_logits`).

Two-state example: one site (``n = 1``), ``q = 2``, logits ``(0, log 3)`` at ``T = 1``
give ``P = [[1/4, 3/4], [1/4, 3/4]]``:

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> K = glauber_kernel(IndependentSites(np.log([[1.0, 3.0]])), temperature=1.0)
>>> K.dense().round(2)
array([[0.25, 0.75],
       [0.25, 0.75]])
"""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp
from scipy.sparse.linalg import LinearOperator

from toolkit._validation import check_probability, check_scan, check_temperature
from toolkit.exceptions import InvalidInputError, MemoryLimitError, NotSupportedError

from .logits import SiteLogits, site_logits
from .pairwise_logits import PairwiseLogits, is_pairwise
from .space import DEFAULT_MAX_STATES


class GlauberKernel:
    """The exact Glauber kernel of a model at one temperature.

    Representations: :meth:`operator` (matrix-free ``LinearOperator``; ``matvec`` is
    ``P f``, ``rmatvec`` is ``P^T mu``), :meth:`sparse` (CSR, random scan), :meth:`dense`.

    Parameters
    ----------
    logits : SiteLogits
        From :func:`site_logits` (compute once, temper many times).
    temperature : float
        ``T > 0``; ``inf`` gives uniform resampling.
    scan : {"random", "systematic"}
    lazy : float in [0, 1)
    dtype : numpy dtype
        Of the stored conditionals (float32 halves memory).
    """

    def __init__(self, logits: SiteLogits, *, temperature: float = 1.0, scan: str = "random",
                 lazy: float = 0.0, dtype=np.float64):
        self.logits = logits
        self.space = logits.space
        self.temperature = check_temperature(temperature)
        self.scan = check_scan(scan)
        self.lazy = check_probability(lazy, "lazy")
        self.dtype = np.dtype(dtype)
        self.cond = logits.tempered(self.temperature, dtype=self.dtype)

    def with_scan(self, scan: str) -> GlauberKernel:
        """The kernel of the same logits and temperature with another scan (no laziness)."""
        return GlauberKernel(self.logits, temperature=self.temperature, scan=scan, dtype=self.dtype)

    # ------------------------------------------------------------------ basics
    @property
    def q(self) -> int:
        return self.space.q

    @property
    def n(self) -> int:
        return self.space.n

    @property
    def n_states(self) -> int:
        return self.space.size

    @property
    def is_random_scan(self) -> bool:
        return self.scan == "random"

    def __repr__(self) -> str:
        return (f"GlauberKernel(q={self.q}, n={self.n}, T={self.temperature:g}, scan={self.scan!r}, "
                f"lazy={self.lazy:g})")

    def site_conditionals(self, i: int) -> np.ndarray:
        """``p_i^T(a | x_-i)`` as ``(q**i, q, q**(n-1-i))``: axis 1 is the new token."""
        q, n = self.q, self.n
        return self.cond[i].reshape(q**i, q, q ** (n - 1 - i))

    def site_conditionals64(self, i: int) -> np.ndarray:
        """:meth:`site_conditionals` in float64: the stored table when the kernel is float64,
        else computed now from the logits (the same numbers a float64 kernel stores)."""
        if self.dtype == np.float64:
            return self.site_conditionals(i)
        lc = self.log_site_conditionals(i)
        return np.exp(lc, out=lc)

    def log_site_conditionals(self, i: int) -> np.ndarray:
        """``log p_i^T(a | x_-i)`` in the layout of :meth:`site_conditionals`, from the logits
        (finite where the conditionals underflow to 0)."""
        return self.logits.log_tempered(i, self.temperature)

    @property
    def min_log_conditional(self) -> float:
        """The smallest ``log p_i^T(a | x_-i)``: below ``log(2.2e-308) = -708.4`` some transition
        probabilities underflow to 0 in float64 (``-87.3`` in float32)."""
        if getattr(self, "_min_log_cond", None) is None:
            self._min_log_cond = self.logits.min_log_conditional(self.temperature)
        return self._min_log_cond

    @property
    def underflows(self) -> bool:
        """Whether some stored transition probability underflowed to 0 (or is subnormal)."""
        floor = float(np.log(np.finfo(self.dtype).tiny)) + np.log(self.n)
        # a systematic sweep multiplies n conditionals
        return self.min_log_conditional * (1 if self.is_random_scan else self.n) < floor

    def offdiag_chunks(self, *, log: bool = False, chunk: int = 1 << 22, reverse: bool = False):
        """Off-diagonal entries of ``P`` (random scan) in chunks ``(rows, cols, values)``;
        ``log=True`` gives ``log P(x, y)`` from the logits (exact below float64's range);
        ``reverse=True`` adds a fourth array, ``P(y, x)`` for each entry ``P(x, y)``.

        Each entry is one single-site move ``(l, c, r) -> (l, a, r)``, ``a != c``, of
        probability ``(1 - lazy) p_i(a | l, r) / n``.
        """
        if not self.is_random_scan:
            raise NotSupportedError("off-diagonal entries by site are only defined for the random scan")
        q, n, N = self.q, self.n, self.n_states
        idx = np.arange(N, dtype=np.int64)
        w = (1.0 - self.lazy) / n
        logw = np.log(w) if log else 0.0
        off = ~np.eye(q, dtype=bool)
        for i in range(n):
            left, right = q**i, q ** (n - 1 - i)
            I3 = idx.reshape(left, q, right)
            C = self.log_site_conditionals(i) if log else self.site_conditionals(i)
            step = max(1, chunk // (q * q * right))
            for lo in range(0, left, step):
                hi = min(left, lo + step)
                src = np.broadcast_to(I3[lo:hi, :, None, :], (hi - lo, q, q, right))
                dst = np.broadcast_to(I3[lo:hi, None, :, :], (hi - lo, q, q, right))
                val = np.broadcast_to(C[lo:hi, None, :, :], (hi - lo, q, q, right))
                m = np.broadcast_to(off[None, :, :, None], src.shape)
                v = val[m]
                v = v + logw if log else v * w
                if not reverse:
                    yield src[m], dst[m], v
                    continue
                rv = np.broadcast_to(C[lo:hi, :, None, :], (hi - lo, q, q, right))[m]
                yield src[m], dst[m], v, (rv + logw if log else rv * w)

    def _log_dense_systematic(self) -> np.ndarray:
        """``log(P_0 P_1 ... P_{n-1})`` by products in logarithms: row ``x`` of the running
        product is carried through each site update, ``logsumexp`` over the updated token."""
        from scipy.special import logsumexp

        q, n, N = self.q, self.n, self.n_states
        L = np.full((N, N), -np.inf)
        np.fill_diagonal(L, 0.0)
        for i in range(n):
            left, right = q**i, q ** (n - 1 - i)
            lc = self.log_site_conditionals(i)  # (left, q, right)
            m = logsumexp(L.reshape(N, left, q, right), axis=2, keepdims=True)
            L = (m + lc[None]).reshape(N, N)
        if self.lazy:
            L = np.logaddexp(L + np.log1p(-self.lazy), np.where(np.eye(N, dtype=bool), np.log(self.lazy), -np.inf))
        return L

    def log_diagonal(self) -> np.ndarray:
        """``log P(x, x)`` for every state (random scan), from the logits."""
        if not self.is_random_scan:
            raise NotSupportedError("log_diagonal is only available for the random scan")
        terms = np.stack([self.log_site_conditionals(i).reshape(-1) for i in range(self.n)])
        from scipy.special import logsumexp

        with np.errstate(divide="ignore"):
            out = logsumexp(terms, axis=0) + np.log1p(-self.lazy) - np.log(self.n)
            if self.lazy:
                out = np.logaddexp(out, np.log(self.lazy))
        return out

    def log_dense(self) -> np.ndarray:
        """``log P`` as a dense array (``-inf`` off the support), exact where ``P`` underflows."""
        N = self.n_states
        if N > 20000:
            raise MemoryLimitError(f"log_dense() on {N} states needs {N * N * 8 / 2**30:.1f} GiB; use offdiag_chunks()",
                                   bytes_needed=N * N * 8.0)
        if not self.is_random_scan:
            return self._log_dense_systematic()
        out = np.full((N, N), -np.inf)
        for r, c, v in self.offdiag_chunks(log=True):
            out[r, c] = v
        out[np.arange(N), np.arange(N)] = self.log_diagonal()
        return out

    # ------------------------------------------------------------------ products
    def _shape(self, v: np.ndarray, i: int) -> np.ndarray:
        q, n = self.q, self.n
        return v.reshape((q**i, q, q ** (n - 1 - i)) + v.shape[1:])

    def _site_apply(self, f: np.ndarray, i: int) -> np.ndarray:
        """``P_i f`` (heat-bath update of site i acting on functions)."""
        C = self.site_conditionals(i)
        f3 = self._shape(f, i)
        if f.ndim == 2:
            g = np.einsum("lar,lark->lrk", C, f3)[:, None]
        else:
            g = np.einsum("lar,lar->lr", C, f3)[:, None]  # no temporary of size N
        return np.broadcast_to(g, f3.shape).reshape(f.shape)

    def _site_accumulate(self, out: np.ndarray, f: np.ndarray, i: int) -> None:
        """``out += P_i f`` in place, broadcasting over the site's own token (1-d only)."""
        C = self.site_conditionals(i)
        g = np.einsum("lar,lar->lr", C, f.reshape(C.shape))
        out.reshape(C.shape)[...] += g[:, None, :]

    def _site_apply_adjoint(self, mu: np.ndarray, i: int) -> np.ndarray:
        """``P_i^T mu`` (the update acting on measures)."""
        C = self.site_conditionals(i)
        m3 = self._shape(mu, i)
        s = m3.sum(axis=1, keepdims=True)
        out = s * (C[..., None] if mu.ndim == 2 else C)
        return out.reshape(mu.shape)

    def matvec(self, f: np.ndarray) -> np.ndarray:
        """``P f`` for ``f`` of shape (N,) or (N, k)."""
        f = np.asarray(f)
        if self.is_random_scan:
            out = np.zeros(f.shape, dtype=np.result_type(f, self.dtype))
            for i in range(self.n):
                if f.ndim == 1:
                    self._site_accumulate(out, f, i)
                else:
                    out += self._site_apply(f, i)
            out /= self.n
        else:
            out = f
            for i in reversed(range(self.n)):
                out = self._site_apply(out, i)
        if self.lazy:
            out = self.lazy * f + (1 - self.lazy) * out
        return out

    def rmatvec(self, mu: np.ndarray) -> np.ndarray:
        """``P^T mu`` (the row vector ``mu P`` as a column) for shape (N,) or (N, k)."""
        mu = np.asarray(mu)
        if self.is_random_scan:
            # out += C_i * (sum over site i's token of mu), through one buffer of mu's size:
            # no temporary of that size per site (a block of starts is N x 512 numbers)
            dt = np.result_type(mu, self.dtype)
            out = np.zeros(mu.shape, dtype=dt)
            tmp = np.empty(mu.shape, dtype=dt)
            for i in range(self.n):
                C = self.site_conditionals(i)
                s = self._shape(mu, i).sum(axis=1, keepdims=True, dtype=dt)
                np.multiply(C[..., None] if mu.ndim == 2 else C, s, out=self._shape(tmp, i))
                out += tmp
            out /= self.n
        else:
            out = mu
            for i in range(self.n):
                out = self._site_apply_adjoint(out, i)
        if self.lazy:
            out = self.lazy * mu + (1 - self.lazy) * out
        return out

    def sym_matvec(self, f: np.ndarray, *, precise: bool = False) -> np.ndarray:
        """``S f`` with ``S(x, y) = sqrt(P(x, y) P(y, x))`` (random scan, ``f`` of shape (N,)).

        Each site update is, context by context, the rank-one ``u u^T`` with
        ``u(a) = sqrt(p_i(a | x_-i))``, so ``S = lazy I + (1 - lazy) (1/n) sum_i u_i u_i^T``
        needs no ``pi``, divides by nothing and is symmetric by construction. For a
        reversible kernel ``S = D^{1/2} P D^{-1/2}`` (``D = diag(pi)``), whose Perron vector
        is ``sqrt(pi)``. ``precise=True`` takes ``u = exp(log p / 2)`` in float64 from the
        logits (exact where ``p`` underflows), else ``sqrt`` of the stored conditionals in
        the kernel's dtype (``f`` is cast to it).
        """
        if not self.is_random_scan:
            raise NotSupportedError("sym_matvec is the symmetrized random-scan kernel; use matvec")
        dt = np.dtype(np.float64) if precise else self.dtype
        f = np.asarray(f, dtype=dt)
        out = np.zeros(f.shape, dtype=dt)
        ub = None if precise else np.empty(f.shape, dtype=dt)
        for i in range(self.n):
            if precise:  # in place: one table of N float64 at a time (0.8 GB at 10**8 states)
                u = self.log_site_conditionals(i)
                u *= 0.5
                np.exp(u, out=u)
            else:
                C = self.site_conditionals(i)
                u = np.sqrt(C, out=ub.reshape(C.shape))
            g = np.einsum("lar,lar->lr", u, f.reshape(u.shape))
            np.multiply(u, g[:, None, :], out=u)
            out.reshape(u.shape)[...] += u  # u may be a strided view: no reshape copy
            del u
        out *= (1 - self.lazy) / self.n
        if self.lazy:
            out += self.lazy * f
        return out

    def operator(self) -> LinearOperator:
        """Matrix-free ``P`` as a scipy ``LinearOperator`` (``.T``/``rmatvec`` give ``P^T``)."""
        N = self.n_states
        return LinearOperator((N, N), matvec=self.matvec, rmatvec=self.rmatvec,
                              matmat=self.matvec, rmatmat=self.rmatvec, dtype=np.float64)

    def transpose_operator(self) -> LinearOperator:
        """Matrix-free ``P^T`` (acts on measures)."""
        N = self.n_states
        return LinearOperator((N, N), matvec=self.rmatvec, rmatvec=self.matvec,
                              matmat=self.rmatvec, rmatmat=self.matvec, dtype=np.float64)

    # ------------------------------------------------------------------ matrices
    def cached_sparse(self) -> sp.csr_matrix:
        """:meth:`sparse`, built once per kernel (do not modify the result)."""
        if getattr(self, "_sparse_cache", None) is None:
            self._sparse_cache = self.sparse()
        return self._sparse_cache

    def cached_offdiag_transpose(self) -> tuple[sp.csr_matrix, np.ndarray]:
        """``(O, d)``: the off-diagonal part of ``P^T`` as CSR and the diagonal ``P(y, y)``,
        built once per kernel (random scan; do not modify them). ``P^T mu = O mu + d mu``;
        ``O mu`` alone is the inflow ``sum_{x != y} mu(x) P(x, y)``, a sum of non-negative
        terms (the balance sweeps of :mod:`exact.stationary`). The product with ``O`` reads
        rows, where ``P.T`` (a CSC view) scatters into its output."""
        if getattr(self, "_offdiag_t_cache", None) is None:
            self._offdiag_t_cache = self._csr(transpose=True, diagonal=False)
        return self._offdiag_t_cache

    def sparse(self, *, transpose: bool = False) -> sp.csr_matrix:
        """``P`` as CSR (random scan only: the systematic product is dense in general).

        Row ``x`` holds ``n (q - 1) + 1`` non-zeros, written straight into the CSR arrays
        (every row has the same length, so no sort): the diagonal ``sum_i p_i(x_i | x_-i) / n``
        first, then the moves of site 0, 1, ... (column indices sorted within each site's
        block, not across them), without the COO route's sort of ``N (n q)`` triplets.
        ``transpose=True`` gives ``P^T`` the same way: row ``y`` holds ``P(x, y)`` for the same
        ``x``, the single-site moves into ``y``, each ``(1 - lazy) p_i(y_i | y_-i) / n``.
        """
        return self._csr(transpose=transpose, diagonal=True)

    def _csr(self, *, transpose: bool, diagonal: bool):
        """:meth:`sparse`, or with ``diagonal=False`` the off-diagonal CSR and the diagonal."""
        if not self.is_random_scan:
            raise NotSupportedError("the systematic-scan kernel is only available as an operator "
                                      "or dense(); use operator()")
        q, n, N = self.q, self.n, self.n_states
        off = int(diagonal)  # column of the first move in a row
        per = n * (q - 1) + off
        itype = np.int32 if N * per < 2**31 else np.int64
        idx = np.arange(N, dtype=itype)
        indices = np.empty((N, per), dtype=itype)
        data = np.empty((N, per), dtype=np.float64)
        diag = np.zeros(N)
        w = (1.0 - self.lazy) / n
        for i in range(n):
            stride = q ** (n - 1 - i)
            C = self.cond[i]  # p_i(y_i | y_-i) at every state y, in state order
            diag += C
            tok = (idx // stride) % q  # x_i
            for k in range(1, q):  # the move to token (x_i + k) mod q
                col = idx + (((tok + k) % q) - tok) * stride
                j = off + i * (q - 1) + (k - 1)
                indices[:, j] = col
                if transpose:
                    np.multiply(C, w, out=data[:, j])
                else:
                    data[:, j] = C[col]   # float32 conditionals cast here (np.take(out=) refuses the cast)
                    data[:, j] *= w
        diag *= w
        if self.lazy:
            diag += self.lazy
        if diagonal:
            indices[:, 0] = idx
            data[:, 0] = diag
        indptr = np.arange(0, N * per + 1, per, dtype=itype)
        P = sp.csr_matrix((data.reshape(-1), indices.reshape(-1), indptr), shape=(N, N))
        P.has_sorted_indices = False
        return P if diagonal else (P, diag)

    def dense(self) -> np.ndarray:
        """``P`` as a dense array (for small spaces and reference checks)."""
        N = self.n_states
        if N > 20000:
            raise MemoryLimitError(f"dense() on {N} states needs {N * N * 8 / 2**30:.1f} GiB; use operator()",
                                   bytes_needed=N * N * 8.0)
        if self.is_random_scan:
            return self.sparse().toarray()
        return self.matvec(np.eye(N))


ON_THE_FLY_MIN = 2**22  # logits="auto": pairwise models above this many states skip the stored table
LOGITS = ("auto", "stored", "on-the-fly")


def enumerated_logits(model, *, max_states: float = DEFAULT_MAX_STATES, progress: bool | None = None,
                      logits: str = "auto"):
    """The enumerated logits a kernel of ``model`` is built on: the one place that chooses
    between the stored table (:func:`site_logits`) and the on-the-fly pairwise logits
    (:class:`~exact.pairwise_logits.PairwiseLogits`); ``logits`` as in :func:`glauber_kernel`.

    >>> from toolkit.models import potts
    >>> type(enumerated_logits(potts(2, 3, 1.0))).__name__
    'SiteLogits'
    """
    if logits not in LOGITS:
        raise InvalidInputError(f"`logits` must be one of {LOGITS}; got {logits!r}")
    if logits == "on-the-fly" and not is_pairwise(model):
        raise NotSupportedError(f"logits='on-the-fly' needs a Pairwise model; got {type(model).__name__}: "
                                "use logits='stored'")
    if logits == "on-the-fly" or (logits == "auto" and is_pairwise(model)
                                  and float(model.vocab_size) ** model.length > ON_THE_FLY_MIN):
        return PairwiseLogits(model, max_states=max_states)
    return site_logits(model, max_states=max_states, progress=progress)


def glauber_kernel(model, *, temperature: float = 1.0, scan: str = "random", lazy: float = 0.0,
                   max_states: float = DEFAULT_MAX_STATES, dtype=np.float64,
                   progress: bool | None = None, logits: str = "auto") -> GlauberKernel:
    """Enumerate ``model`` and return its exact :class:`GlauberKernel`.

    ``logits``: ``"stored"`` calls ``model.logits`` at every (site, context) and keeps the
    ``(n, q**n)`` float64 table (:func:`site_logits`); ``"on-the-fly"`` (pairwise models
    only) builds each site's table from the fields and couplings when needed
    (:class:`~exact.pairwise_logits.PairwiseLogits`: the same numbers, no table kept);
    ``"auto"`` is on the fly for pairwise models above :data:`ON_THE_FLY_MIN` states.

    >>> from toolkit.models import potts
    >>> K = glauber_kernel(potts(2, 3, 1.0), temperature=2.0)
    >>> K.n_states, bool(np.allclose(K.sparse().sum(axis=1), 1))
    (8, True)
    """
    T = check_temperature(temperature)
    check_scan(scan)
    check_probability(lazy, "lazy")
    L = enumerated_logits(model, max_states=max_states, progress=progress, logits=logits)
    return GlauberKernel(L, temperature=T, scan=scan, lazy=lazy, dtype=dtype)

"""Private helpers: turn any kernel representation into products with ``P`` and ``P^T``.

:func:`kernel_kind` is the one place that looks at a kernel's type (issue 27: one dispatch
point for kernel types): every solver of ``exact`` accepts a
:class:`~exact.kernel.GlauberKernel`, a scipy sparse matrix, a dense array or a
``LinearOperator``, and asks this module for the form it needs (:func:`as_operator`,
:func:`as_dense`, :func:`as_sparse_or_dense`, :func:`offdiag_chunks`, ...) or, to use a
kernel's site structure, :func:`random_scan_kernel`.
"""

from __future__ import annotations

import contextlib

import numpy as np
import scipy.sparse as sp
from scipy.sparse.linalg import LinearOperator, aslinearoperator

from toolkit.exceptions import InvalidInputError, InvalidTypeError

from .kernel import GlauberKernel

SPARSE_PRODUCTS_MAX = 4_000_000
#: random-scan kernels with q <= 3 keep a CSR matrix for their products up to this many
#: non-zeros (~0.8 GB): a row holds n (q - 1) + 1 entries, while the per-site contractions
#: make about four passes over a vector per site, so for small q the CSR product is the
#: faster one (2**18 states, q = 2: 13 ms against 37 ms for P f, 42 ms for P^T mu, at load 7)
SPARSE_PRODUCTS_SMALL_Q_MAX = 64_000_000


#: what :func:`kernel_kind` returns for each accepted representation
GLAUBER, SPARSE, DENSE, OPERATOR = "glauber", "sparse", "dense", "operator"


def kernel_kind(P) -> str | None:
    """Which representation of a transition matrix ``P`` is: :data:`GLAUBER` (a
    :class:`~exact.kernel.GlauberKernel`), :data:`SPARSE` (a scipy sparse matrix or array),
    :data:`DENSE` (a numpy array) or :data:`OPERATOR` (a ``LinearOperator``); None for
    anything else. The only type test on kernels in ``exact``'s solvers.

    >>> kernel_kind(np.eye(2)), kernel_kind(sp.eye(2)), kernel_kind(aslinearoperator(np.eye(2))), kernel_kind([[1.0]])
    ('dense', 'sparse', 'operator', None)
    """
    if isinstance(P, GlauberKernel):
        return GLAUBER
    if sp.issparse(P):
        return SPARSE
    if isinstance(P, np.ndarray):
        return DENSE
    if isinstance(P, LinearOperator):
        return OPERATOR
    return None


def is_sparse(P) -> bool:
    """Whether ``P`` is a scipy sparse matrix or array (:data:`SPARSE`): the form a solver keeps
    CSR where :func:`as_sparse_or_dense` gave one.

    >>> is_sparse(sp.eye(2)), is_sparse(np.eye(2))
    (True, False)
    """
    return kernel_kind(P) == SPARSE


def is_glauber(P) -> bool:
    """Whether ``P`` is a :class:`~exact.kernel.GlauberKernel` (either scan)."""
    return kernel_kind(P) == GLAUBER


def random_scan_kernel(P) -> bool:
    """Whether ``P`` is a random-scan :class:`~exact.kernel.GlauberKernel`, whose site
    structure (conditionals per site, ``n (q - 1) + 1`` entries a row) solvers may use.

    >>> random_scan_kernel(np.eye(2))
    False
    """
    return kernel_kind(P) == GLAUBER and P.is_random_scan


def _kernel_type_error(P) -> InvalidTypeError:
    return InvalidTypeError(f"`P` must be a GlauberKernel, array, sparse matrix or LinearOperator; "
                            f"got {type(P).__name__}")


def as_operator(P):
    """Return ``(P_op, PT_op, N)``: LinearOperators for ``P`` and ``P^T``.

    ``P`` may be a :class:`~exact.kernel.GlauberKernel`, a dense array, a sparse matrix or
    a ``LinearOperator`` (whose ``rmatvec`` must give ``P^T``).
    """
    kind = kernel_kind(P)
    if kind == GLAUBER:
        nnz = P.n_states * (P.n * (P.q - 1) + 1)
        if P.is_random_scan and nnz <= SPARSE_PRODUCTS_MAX:
            # below a few million non-zeros a cached CSR product beats the per-site
            # contractions (0.006 s vs 0.017 s for pi at 4096 states)
            M = P.cached_sparse()
            return aslinearoperator(M), aslinearoperator(M.T), P.n_states
        if P.is_random_scan and P.q <= 3 and nnz <= SPARSE_PRODUCTS_SMALL_Q_MAX:
            return _lazy_csr_operators(P)
        return P.operator(), P.transpose_operator(), P.n_states
    if kind in (DENSE, SPARSE):
        if P.ndim != 2 or P.shape[0] != P.shape[1]:
            raise InvalidInputError(f"`P` must be a square matrix; got shape {P.shape}")
        A = aslinearoperator(P)
        return A, aslinearoperator(P.T), P.shape[0]
    if kind == OPERATOR:
        return P, P.H, P.shape[0]
    raise _kernel_type_error(P)


def _lazy_csr_operators(K):
    """``P`` and ``P^T`` of a random-scan kernel as operators whose products use its cached
    CSR matrices (``P^T`` as its off-diagonal part, read by rows, plus the diagonal), each
    built at its first product (callers that only want ``N`` build nothing)."""
    N = K.n_states

    def mv(f):
        return K.cached_sparse() @ f

    def rmv(mu):
        off, d = K.cached_offdiag_transpose()
        out = off @ mu
        out += d[:, None] * mu if mu.ndim == 2 else d * mu
        return out

    A = LinearOperator((N, N), matvec=mv, rmatvec=rmv, matmat=mv, rmatmat=rmv, dtype=np.float64)
    AT = LinearOperator((N, N), matvec=rmv, rmatvec=mv, matmat=rmv, rmatmat=mv, dtype=np.float64)
    return A, AT, N


#: rows of a transition matrix given as an array must sum to 1 within this (float64: far
#: above the round-off of a row sum, ~N u = 2e-12 at 10**4 states, far below a typo);
#: arrays of lower precision get ``1000 u`` of their dtype
STOCHASTIC_ATOL = 1e-8


def check_stochastic(P, name: str = "P"):
    """``P`` given as a dense or sparse array must be a transition matrix: square with at
    least one state, finite, non-negative entries and rows summing to 1 within
    :data:`STOCHASTIC_ATOL`. A :class:`~exact.kernel.GlauberKernel` (stochastic by
    construction) and a ``LinearOperator`` (no entries to read) pass unchecked. Returns ``P``.

    >>> check_stochastic(np.array([[0.5, 0.6], [0.5, 0.5]]))
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: `P` must be a transition matrix (rows summing to 1); row 0 sums to 1.1
    """
    kind = kernel_kind(P)
    if kind not in (DENSE, SPARSE):
        if kind == OPERATOR or hasattr(P, "n_states"):
            return P
        as_operator(P)  # the type error, naming `P`
    if P.ndim != 2 or P.shape[0] != P.shape[1]:
        raise InvalidInputError(f"`{name}` must be a square matrix; got shape {P.shape}")
    if P.shape[0] == 0:
        raise InvalidInputError(f"`{name}` must have at least one state; got shape {P.shape}")
    if P.dtype.kind not in "biuf":
        raise InvalidInputError(f"`{name}` must hold real numbers; got dtype {P.dtype}")
    vals = P.data if kind == SPARSE else P
    if not np.isfinite(vals).all():
        raise InvalidInputError(f"`{name}` has non-finite entries (nan or inf)")
    if vals.size and vals.min() < 0:
        raise InvalidInputError(f"`{name}` must be a transition matrix (entries >= 0); got an entry {float(vals.min())!r}")
    sums = np.asarray(P.sum(axis=1), dtype=float).ravel()
    eps = np.finfo(P.dtype).eps if P.dtype.kind == "f" else np.finfo(float).eps
    bad = np.flatnonzero(np.abs(sums - 1.0) > max(STOCHASTIC_ATOL, 1000 * eps))
    if bad.size:
        raise InvalidInputError(f"`{name}` must be a transition matrix (rows summing to 1); row {int(bad[0])} sums "
                                f"to {float(sums[bad[0]]):.12g}")
    return P


def as_dense(P) -> np.ndarray:
    kind = kernel_kind(P)
    if kind == GLAUBER:
        return P.dense()
    if kind == SPARSE:
        return P.toarray()
    if kind == DENSE:
        if P.ndim != 2 or P.shape[0] != P.shape[1]:
            raise InvalidInputError(f"`P` must be a square matrix; got shape {P.shape}")
        D = np.asarray(P, dtype=float)
        if not np.isfinite(D).all():
            raise InvalidInputError("`P` has non-finite entries (nan or inf)")
        return D
    if kind != OPERATOR:
        raise _kernel_type_error(P)
    N = P.shape[0]
    return P @ np.eye(N)


def as_sparse_or_dense(P):
    """A matrix (CSR or dense ndarray) when one is cheaply available, else None."""
    kind = kernel_kind(P)
    if kind == GLAUBER:
        return P.cached_sparse() if P.is_random_scan else (P.dense() if P.n_states <= 4096 else None)
    if kind == SPARSE:
        return P.tocsr()
    if kind == DENSE:
        return P
    return None


def one_blas_thread(enabled: bool = True):
    """Limit BLAS to one thread (a no-op context when ``enabled`` is False).

    Used around Krylov solves and small dense problems (up to ~512 states): ARPACK and
    GMRES call level-1/2 BLAS on tall-skinny arrays, and small matrices gain nothing from
    threads, while on a busy 2-core machine OpenBLAS's spinning threads made ``eigsh`` 7x
    slower (10.9 s vs 1.6 s at 65536 states, same products) and a grid of small exact
    chains 4x slower.
    """
    if not enabled:
        return contextlib.nullcontext()
    from threadpoolctl import threadpool_limits

    return threadpool_limits(limits=1, user_api="blas")


def offdiag_chunks(P, *, log: bool = False):
    """Off-diagonal non-zero entries of ``P`` in chunks ``(rows, cols, values)`` (``log=True``:
    ``log P(x, y)``, exact from the logits for a random-scan kernel). Operators without a
    cheap matrix are densified (small spaces only)."""
    if random_scan_kernel(P):
        yield from P.offdiag_chunks(log=log)
        return
    if is_glauber(P) and log:  # systematic: log P by products in logarithms
        LD = P.log_dense()
        mask = np.isfinite(LD)
        np.fill_diagonal(mask, False)
        r, c = np.nonzero(mask)
        yield r, c, LD[r, c]
        return
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    if sp.issparse(M):
        C = M.tocoo()
        keep = (C.row != C.col) & (C.data > 0)
        r, c, v = C.row[keep].astype(np.int64), C.col[keep].astype(np.int64), C.data[keep].astype(float)
    else:
        M = np.asarray(M, dtype=float)
        mask = M > 0
        np.fill_diagonal(mask, False)
        r, c = np.nonzero(mask)
        v = M[r, c]
    if log:
        v = np.log(v)
    yield r, c, v


def log_dense(P) -> np.ndarray:
    """``log P`` as a dense array (``-inf`` where ``P`` is 0)."""
    if is_glauber(P):
        return P.log_dense()
    with np.errstate(divide="ignore"):
        return np.log(as_dense(P))


def offdiag_pairs(P, *, log: bool = False):
    """Off-diagonal entries with their reverse: chunks ``(rows, cols, P(x, y), P(y, x))``
    (``log=True``: logarithms), for symmetric forms such as ``sqrt(P(x, y) P(y, x))``."""
    if random_scan_kernel(P):
        yield from P.offdiag_chunks(log=log, reverse=True)
        return
    if log and kernel_kind(P) == SPARSE:
        # the stored entries only: a dense log of a sparse P is N^2 floats (17 GiB for the 47,905
        # count states of mean-field Potts q = 4, n = 64), and its zeros give -inf there anyway
        M = P.tocsr().astype(float)
        A = abs(M)
        S = (A + A.T).tocoo()
        keep = (S.row != S.col) & (S.data > 0)
        r, c = S.row[keep].astype(np.int64), S.col[keep].astype(np.int64)
        with np.errstate(divide="ignore"):
            yield r, c, np.log(np.asarray(M[r, c]).ravel()), np.log(np.asarray(M[c, r]).ravel())
        return
    if log:
        LD = log_dense(P)
        mask = np.isfinite(LD) | np.isfinite(LD.T)
        np.fill_diagonal(mask, False)
        r, c = np.nonzero(mask)
        yield r, c, LD[r, c], LD[c, r]
        return
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    if sp.issparse(M):
        M = M.tocsr()
        S = (M + M.T).tocoo()
        keep = S.row != S.col
        r, c = S.row[keep].astype(np.int64), S.col[keep].astype(np.int64)
        yield r, c, np.asarray(M[r, c]).ravel(), np.asarray(M[c, r]).ravel()
        return
    M = np.asarray(M, dtype=float)
    mask = (M > 0) | (M.T > 0)
    np.fill_diagonal(mask, False)
    r, c = np.nonzero(mask)
    yield r, c, M[r, c], M[c, r]


def offdiag_transpose_csr(K):
    """``(O, d)`` of :meth:`~exact.kernel.GlauberKernel.cached_offdiag_transpose` when ``K``'s
    products use CSR matrices (:func:`as_operator`), else None."""
    if not random_scan_kernel(K):
        return None
    nnz = K.n_states * (K.n * (K.q - 1) + 1)
    if nnz <= SPARSE_PRODUCTS_MAX or (K.q <= 3 and nnz <= SPARSE_PRODUCTS_SMALL_Q_MAX):
        return K.cached_offdiag_transpose()
    return None

"""Toy families of conditional models, each with its formula and compatibility status.

==================  ==============================================  ======================
family              logits ``l_i(a | x_-i)``                        compatible?
==================  ==============================================  ======================
IndependentSites    ``h[i, a]``                                     always
Pairwise            ``h[i, a] + sum_{j != i} J[i, j, a, x_j]``      iff the double-centred
                                                                    parts of ``J[i, j]`` and
                                                                    ``J[j, i].T`` agree
JointModel          ``log_joint[x with x_i = a]``                   always
LogitTable          ``table[i, context(x_-i), a]``                  generically not
==================  ==============================================  ======================
"""

from __future__ import annotations

import math
import os
import zipfile
import zlib

import numpy as np
from scipy.special import logsumexp

from .. import _states
from .._rectangle import UNIT_ROUNDOFF, gamma
from .._validation import as_rng, check_finite_array, check_int
from ..exceptions import InvalidInputError
from ._params import DEFAULT_MAX_MEMORY, check_scale, guard_dense, log10_bytes


def _dtype_roundoff(a) -> float:
    """Unit roundoff of the floating dtype ``a`` was given in (float64 for anything else)."""
    dt = np.asarray(a).dtype
    return float(np.finfo(dt).eps) / 2 if np.issubdtype(dt, np.floating) else UNIT_ROUNDOFF


class IndependentSites:
    """Independent sites: ``l_i(a | x_-i) = h[i, a]``. Always compatible.

    The random-scan kernel is a product chain; its spectrum is ``1 - k/n``,
    ``k = 0..n``, whatever ``h`` is (spectral gap ``1/n``).

    >>> import numpy as np
    >>> m = IndependentSites(np.log([[0.5, 0.5], [0.9, 0.1]]))
    >>> m.vocab_size, m.length
    (2, 2)
    """

    def __init__(self, h):
        h = check_finite_array(h, "h")
        if h.ndim != 2:
            raise InvalidInputError(f"`h` must have shape (n, q); got {h.shape}")
        self.length = check_int(h.shape[0], "n", minimum=1)
        self.vocab_size = check_int(h.shape[1], "q", minimum=2)
        self.h = h
        self.tokens = None

    LOGIT_ERROR_RULE = "stored fields, returned as they are: no error"

    def logits(self, x, sites):
        return self.h[np.asarray(sites)]

    def logit_error(self, x, sites, logits):
        """Zero: the logits are the stored fields themselves."""
        return 0.0

    def masked_logits(self, x, mask):
        """Conditionals given a partial context (rule: exact): ``h[i]`` whatever is masked."""
        return np.broadcast_to(self.h, (np.shape(x)[0],) + self.h.shape).copy()

    def __repr__(self):
        return f"IndependentSites(q={self.vocab_size}, n={self.length})"


class Pairwise:
    """Pairwise (Potts-like) conditionals.

    ``l_i(a | x_-i) = h[i, a] + sum_{j != i} J[i, j, a, x_j]`` with ``h`` of shape (n, q)
    and ``J`` of shape (n, n, q, q); ``J[i, i]`` is ignored.

    Compatible when ``J[i, j] == J[j, i].T`` for every pair, with joint
    ``mu(x) ∝ exp(sum_i h[i, x_i] + sum_{i<j} J[i, j, x_i, x_j])``; exactly compatible iff
    the double-centred parts of ``J[i, j]`` and ``J[j, i].T`` agree (row and column
    offsets are absorbed by the fields). See :meth:`is_compatible`.

    >>> m = potts(2, 3, 1.0)
    >>> m.is_compatible()
    True
    """

    def __init__(self, h, J):
        self._setup(h, J, copy=True)

    @classmethod
    def _owned(cls, h, J) -> Pairwise:
        """A model on arrays the caller gives away (a builder's fresh ``J``): no copy, so the
        peak memory of a builder is one ``J`` (what its guard counts), not three."""
        obj = cls.__new__(cls)
        obj._setup(h, J, copy=False)
        return obj

    def _setup(self, h, J, *, copy: bool) -> None:
        h = check_finite_array(h, "h")
        J = check_finite_array(J, "J")
        if h.ndim != 2:
            raise InvalidInputError(f"`h` must have shape (n, q); got {h.shape}")
        n, q = h.shape
        if J.shape != (n, n, q, q):
            raise InvalidInputError(
                f"`J` must have shape (n, n, q, q) = {(n, n, q, q)} to match h {h.shape}; got {J.shape}"
            )
        self.length = check_int(n, "n", minimum=1)
        self.vocab_size = check_int(q, "q", minimum=2)
        if copy or not J.flags.writeable or not J.flags.owndata:
            J = J.copy()
        J[np.arange(n), np.arange(n)] = 0.0
        self.h, self.J = h, J
        self.tokens = None
        # every logit of site i is a float64 sum of n terms h[i, a] + J[i, j, a, x_j]
        # (J[i, i] = 0 included), so its rounding error is at most gamma_n times the sum of
        # their magnitudes (Higham eq. (4.4)); bounded here by the largest magnitude per term
        # (row by row: no temporary the size of J)
        with np.errstate(over="ignore", invalid="ignore"):  # an overflow is the error below
            size = np.abs(h).max(axis=1) + np.array([np.abs(J[i]).max(axis=(1, 2)).sum() for i in range(n)])
        if not np.all(size <= MAX_LOGIT):
            i = int(np.argmax(np.where(size <= MAX_LOGIT, 0.0, np.inf)))
            total = f"{size[i]:.3g}" if np.isfinite(size[i]) else "more than 1.8e308"
            raise InvalidInputError(
                f"`h` and `J` are too large: the terms of site {i}'s logits add up to {total} in magnitude, "
                f"beyond {MAX_LOGIT:g} (float64 overflows at 1.8e308); scale them down"
            )
        self._logit_err = gamma(n + 1) * size

    LOGIT_ERROR_RULE = "gamma_n times the summed magnitudes |h| + sum_j |J_ij|"

    def logit_error(self, x, sites, logits):
        """``gamma_{n+1} (max|h_i| + sum_j max|J_ij|)`` for site ``i``: the float64 rounding of
        the sum that forms each logit, bounded by the magnitudes of its terms (so large
        cancelling terms give a large bound even when the logit is small)."""
        return self._logit_err[np.asarray(sites, dtype=np.int64)]

    def logits(self, x, sites):
        x = np.asarray(x)
        sites = np.asarray(sites)
        n = self.length
        # Jx[b, j, a] = J[sites[b], j, a, x[b, j]]; J[i, i] is zero, so no mask is needed.
        Jx = self.J[sites[:, None], np.arange(n)[None, :], :, x]
        return self.h[sites] + Jx.sum(axis=1)

    def masked_logits(self, x, mask):
        """Conditionals given a partial context, by truncation: ``h[i, a] + sum_{j != i unmasked}
        J[i, j, a, x_j]`` (the pairwise terms of the unmasked sites only; the rule an MLM trained
        with masking approximates). Not the marginal conditional of the joint, even when ``J`` is
        symmetric: for that, build the :class:`JointModel` of :meth:`energy`. With one site masked
        it is :meth:`logits`."""
        x = np.asarray(x, dtype=np.int64)
        keep = ~np.asarray(mask, dtype=bool)
        n, q = self.length, self.vocab_size
        out = np.empty((x.shape[0], n, q))
        chunk = max(1, (1 << 22) // (n * n * q))  # the (B, n, n, q) gather in ~32 MiB pieces
        i_idx, j_idx = np.arange(n)[None, :, None], np.arange(n)[None, None, :]
        for s in range(0, x.shape[0], chunk):
            xs, ks = x[s:s + chunk], keep[s:s + chunk]
            Jx = self.J[i_idx, j_idx, :, xs[:, None, :]]  # (B, n, n, q): J[i, j, :, x_j]
            out[s:s + chunk] = self.h[None] + (Jx * ks[:, None, :, None]).sum(axis=2)
        return out

    def energy(self, x) -> np.ndarray:
        """``sum_i h[i, x_i] + sum_{i<j} J[i, j, x_i, x_j]`` (the log joint, up to a constant,
        when the model is compatible with symmetric ``J``)."""
        x = np.atleast_2d(np.asarray(x))
        n = self.length
        e = self.h[np.arange(n)[None, :], x].sum(axis=1)
        for i in range(n):
            for j in range(i + 1, n):
                e = e + self.J[i, j, x[:, i], x[:, j]]
        return e

    def is_compatible(self, *, atol: float = 1e-10) -> bool:
        """Whether the conditionals are compatible: the double-centred parts of
        ``J[i, j]`` and ``J[j, i].T`` agree for every pair."""
        def centred(M):
            return M - M.mean(axis=-1, keepdims=True) - M.mean(axis=-2, keepdims=True) + M.mean(
                axis=(-1, -2), keepdims=True
            )

        C = centred(self.J)
        return bool(np.allclose(C, np.swapaxes(np.swapaxes(C, 0, 1), 2, 3), atol=atol, rtol=0))

    def save(self, path) -> None:
        """Save to an ``.npz`` with arrays ``h`` (n, q) and ``J`` (n, n, q, q)."""
        np.savez(path, h=self.h, J=self.J)

    @classmethod
    def load(cls, path) -> Pairwise:
        """Load from an ``.npz`` with arrays ``h`` (n, q) and ``J`` (n, n, q, q)."""
        path = os.fspath(path)
        if not os.path.exists(path):
            raise InvalidInputError(f"`path` does not exist: {path!r}")
        if os.path.isdir(path):
            raise InvalidInputError(f"cannot read pairwise model file {path!r}: it is a directory; give an .npz "
                                    "archive with arrays h (n, q) and J (n, n, q, q)")
        try:
            with open(path, "rb") as fh:  # ours to close, whatever numpy raises on a damaged archive
                data = np.load(fh)
                if not isinstance(data, np.lib.npyio.NpzFile):  # np.save's plain .npy array
                    shape = "x".join(map(str, getattr(data, "shape", ()))) or "scalar"
                    raise InvalidInputError(
                        f"cannot read pairwise model file {path!r}: it holds one {shape} array (an .npy file), not "
                        "an .npz archive with arrays h (n, q) and J (n, n, q, q); write it with np.savez(path, h=h, J=J)"
                    )
                with data:
                    missing = {"h", "J"} - set(data.files)
                    if missing:
                        raise InvalidInputError(
                            f"pairwise model file {path!r} lacks array(s) {sorted(missing)}; "
                            f"it holds {sorted(data.files)}"
                        )
                    h, J = data["h"], data["J"]
        except (OSError, ValueError, EOFError, zipfile.BadZipFile, zlib.error) as exc:
            if isinstance(exc, InvalidInputError):
                raise
            # numpy's advice to load a non-archive "unsafely with allow_pickle" is not for our users
            if "pickle" in str(exc):
                why = "not an .npz archive of numeric arrays h and J"
            elif isinstance(exc, EOFError) or os.path.getsize(path) == 0:
                why = "the file is empty"
            elif isinstance(exc, (zipfile.BadZipFile, zlib.error)):
                why = f"the .npz archive is damaged ({exc}: truncated or corrupted)"
            else:
                why = str(exc)
            raise InvalidInputError(f"cannot read pairwise model file {path!r}: {why}; write it again with "
                                    "np.savez(path, h=h, J=J)") from None
        try:
            return cls(h, J)
        except InvalidInputError as exc:
            raise InvalidInputError(f"pairwise model file {path!r}: {exc}") from None

    def __repr__(self):
        return f"Pairwise(q={self.vocab_size}, n={self.length})"


class JointModel:
    """Conditionals of an explicit positive joint: ``l_i(a | x_-i) = log_joint[x with x_i = a]``.

    Always compatible; the tempered chain's stationary law is ``∝ exp(log_joint / T)``.
    ``log_joint`` has shape ``(q,) * n``.
    """

    def __init__(self, log_joint):
        lj = check_finite_array(log_joint, "log_joint")
        if lj.ndim < 1 or len(set(lj.shape)) != 1:
            raise InvalidInputError(f"`log_joint` must have shape (q,)*n; got {lj.shape}")
        self.length = check_int(lj.ndim, "n", minimum=1)
        self.vocab_size = check_int(lj.shape[0], "q", minimum=2)
        self.log_joint = lj
        self._roundoff = _dtype_roundoff(log_joint)
        self._flat = lj.reshape(-1)
        q, n = self.vocab_size, self.length
        self._strides = _states.strides(q, n)
        self.tokens = None

    def logits(self, x, sites):
        x = np.asarray(x, dtype=np.int64)
        sites = np.asarray(sites)
        st = self._strides[sites]
        base = x @ self._strides - x[np.arange(x.shape[0]), sites] * st
        idx = base[:, None] + st[:, None] * np.arange(self.vocab_size)[None, :]
        return self._flat[idx]

    LOGIT_ERROR_RULE = "stored entries, trusted to the unit roundoff of their dtype"

    def logit_error(self, x, sites, logits):
        """``u |l|`` per entry (``u`` the unit roundoff of the dtype ``log_joint`` came in):
        the stored values are taken as roundings of the intended ones."""
        return self._roundoff * np.abs(logits)

    def masked_logits(self, x, mask):
        """Conditionals given a partial context, exactly: the joint's marginal conditionals,
        ``l_i(a | x_U) = log sum_{x_M \\ i} exp(log_joint[x_U, a, x_M])`` (log-sum-exp over the
        masked sites other than ``i``). With one site masked it is :meth:`logits`."""
        return _reduced_context_logits(lambda i: self.log_joint, x, mask, logsumexp)

    def __repr__(self):
        return f"JointModel(q={self.vocab_size}, n={self.length})"


class LogitTable:
    """Arbitrary conditional logits for every (site, context): generically incompatible.

    ``table`` has shape ``(n, q**(n-1), q)``; ``table[i, c, a]`` is ``l_i(a | x_-i)``
    where ``c`` is the mixed-radix index (site 0 most significant) of ``x`` with site
    ``i`` removed. ``logit_error`` (per site, optional) declares the absolute error of the
    entries when they were computed elsewhere (e.g. an MLM's forward pass).
    """

    def __init__(self, table, *, logit_error=None):
        t = check_finite_array(table, "table")
        if t.ndim != 3:
            raise InvalidInputError(f"`table` must have shape (n, q**(n-1), q); got {t.shape}")
        n, _, q = t.shape
        if t.shape[1] != q ** (n - 1):
            raise InvalidInputError(
                f"`table` must have shape (n, q**(n-1), q) = {(n, q ** (n - 1), q)}; got {t.shape}"
            )
        self.length = check_int(n, "n", minimum=1)
        self.vocab_size = check_int(q, "q", minimum=2)
        self.table = t
        self._roundoff = _dtype_roundoff(table)
        self._site_error = None if logit_error is None else np.broadcast_to(
            check_finite_array(logit_error, "logit_error"), (n,)).copy()
        self.tokens = None

    LOGIT_ERROR_RULE = "stored entries, trusted to the unit roundoff of their dtype"

    def logits(self, x, sites):
        x = np.asarray(x, dtype=np.int64)
        sites = np.asarray(sites)
        ctx = _states.context_index(x, sites, self.vocab_size)
        return self.table[sites, ctx]

    def logit_error(self, x, sites, logits):
        """``u |l|`` per entry (``u`` the unit roundoff of the dtype ``table`` came in), or the
        per-site ``logit_error`` given (a table copied from a model that computed it)."""
        if self._site_error is not None:
            return self._site_error[np.asarray(sites, dtype=np.int64)]
        return self._roundoff * np.abs(logits)

    def masked_logits(self, x, mask):
        """Conditionals given a partial context, by averaging (a stated rule, no joint behind
        it): the mean of ``table[i, c, a]`` over the contexts ``c`` that agree with ``x`` at the
        unmasked sites, the masked context sites' tokens uniform. With one site masked it is
        :meth:`logits`."""
        q, n = self.vocab_size, self.length

        def site_table(i):  # table[i] with the token at axis i and site j's context token at axis j
            return np.moveaxis(self.table[i].reshape((q,) * (n - 1) + (q,)), -1, i)

        return _reduced_context_logits(site_table, x, mask, np.mean)

    def __repr__(self):
        return f"LogitTable(q={self.vocab_size}, n={self.length})"


def _reduced_context_logits(site_table, x, mask, reduce) -> np.ndarray:
    """``(B, n, q)`` logits at masked sites: ``site_table(i)`` (shape ``(q,) * n``, the token of
    site ``i`` at axis ``i``) reduced by ``reduce(.., axis, keepdims=True)`` over the masked sites
    other than ``i``, read at the unmasked ones. Reductions are shared between patterns (each
    set of reduced axes is its parent set's table reduced over one more axis), so a call over all
    partial states costs about ``q (q+1)^n`` per site. Rows at unmasked sites are 0."""
    x = np.asarray(x, dtype=np.int64)
    mask = np.asarray(mask, dtype=bool)
    B, n = x.shape
    out = np.zeros((B, n, site_table(0).shape[0]))
    patterns, inverse = np.unique(mask, axis=0, return_inverse=True)
    inverse = np.asarray(inverse).reshape(-1)
    memo: dict = {}

    def reduced(i, axes: tuple):
        key = (i, axes)
        if key not in memo:
            memo[key] = site_table(i) if not axes else reduce(reduced(i, axes[:-1]), axis=axes[-1], keepdims=True)
        return memo[key]

    for p, pattern in enumerate(patterns):
        rows = np.flatnonzero(inverse == p)
        masked = np.flatnonzero(pattern)
        for i in masked:
            T = reduced(int(i), tuple(int(j) for j in masked if j != i))
            idx = [np.zeros(rows.size, dtype=np.int64) if pattern[j] else x[rows, j] for j in range(n)]
            idx[i] = slice(None)
            out[rows, i] = np.moveaxis(T, i, -1)[tuple(idx[:i] + idx[i + 1:])] if n > 1 else T
    return out


# --------------------------------------------------------------------------- builders

_GRAPHS = ("complete", "cycle", "path", "torus")

#: The largest logit magnitude a model may reach (a pairwise model's bound |h| + sum_j |J|):
#: beyond it, the logits, or they divided by a temperature, overflow float64 (1.8e308).
MAX_LOGIT = 1e300


def torus_side(n: int) -> int:
    """The side ``L`` of an ``L x L`` torus with ``n`` sites (``n`` must be a square, ``L >= 3``)."""
    L = int(round(math.isqrt(int(n))))
    if L * L != n or L < 3:
        raise InvalidInputError(f"`graph`='torus' needs n = L*L sites with L >= 3; got n={n}")
    return L


def _adjacency(n: int, graph: str) -> np.ndarray:
    if graph not in _GRAPHS:
        raise InvalidInputError(f"`graph` must be one of {_GRAPHS}; got {graph!r}")
    A = np.zeros((n, n))
    if graph == "complete":
        A[:] = 1.0
    elif graph == "torus":  # site i = (r, c) in row-major order; four neighbours, periodic
        L = torus_side(n)
        idx = np.arange(n).reshape(L, L)
        for shift, axis in ((1, 0), (1, 1)):
            nb = np.roll(idx, shift, axis=axis).reshape(-1)
            A[np.arange(n), nb] = A[nb, np.arange(n)] = 1.0
    else:
        for i in range(n - 1):
            A[i, i + 1] = A[i + 1, i] = 1.0
        if graph == "cycle" and n > 2:
            A[0, n - 1] = A[n - 1, 0] = 1.0
    np.fill_diagonal(A, 0.0)
    return A


def _guard_pairwise(q: int, n: int, max_memory, family: str) -> None:
    guard_dense(f"the coupling array J (n, n, q, q) of {family} (n={n}, q={q})", log10_bytes(n, n, q, q),
                max_memory)


def potts(q: int, n: int, coupling: float, *, graph: str = "complete", field=None,
          max_memory=DEFAULT_MAX_MEMORY) -> Pairwise:
    """Symmetric Potts model: ``J[i, j, a, b] = coupling * [a == b]`` on the edges of ``graph``
    (``complete``, ``cycle``, ``path``, or ``torus``: an ``L x L`` periodic square lattice, ``n = L*L``).

    Compatible; ``pi_T(x) ∝ exp(coupling * #{agreeing edges} / T)``. For ``q = 2`` this is the
    Ising model with ``J_Ising = coupling / 2`` (``[a == b] = (1 + s_a s_b) / 2``), so the
    torus has Onsager's critical temperature ``T_c = coupling / ln(1 + sqrt 2) = 1.1346 coupling``.

    ``max_memory`` (bytes or ``"8GiB"``; None: no guard): a coupling array ``J`` larger than
    this is refused before anything is allocated.

    >>> potts(3, 4, 1.0, graph="cycle").is_compatible()
    True
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    coupling = float(check_finite_array(coupling, "coupling"))
    if graph not in _GRAPHS:
        raise InvalidInputError(f"`graph` must be one of {_GRAPHS}; got {graph!r}")
    _guard_pairwise(q, n, max_memory, "potts")
    A = _adjacency(n, graph)
    J = np.zeros((n, n, q, q))
    for a in range(q):
        J[:, :, a, a] = coupling * A
    h = np.zeros((n, q))
    if field is not None:
        f = check_finite_array(field, "field")
        try:
            h[...] = f
        except ValueError:
            raise InvalidInputError(f"`field` must be a number, or broadcast to shape (n, q) = {(n, q)}; "
                                    f"got shape {f.shape}") from None
    m = Pairwise._owned(h, J)
    m.graph, m.coupling = graph, coupling  # what built it (samplers specialized to lattices read them)
    return m


def curie_weiss(n: int, beta: float, *, field: float = 0.0, max_memory=DEFAULT_MAX_MEMORY) -> Pairwise:
    """Curie-Weiss (mean-field Ising) with spins ``s = (-1, +1)`` for tokens ``(0, 1)``.

    ``l_i(a | x_-i) = s_a * (beta/n * sum_{j != i} s(x_j) + field)``; compatible, with
    ``pi_T(x) ∝ exp((beta/n * sum_{i<j} s_i s_j + field * sum_i s_i) / T)``. Stored as an
    ``n x n x 2 x 2`` array (``max_memory``: its guard; :class:`~toolkit.models.CurieWeiss`
    is the same model in O(1) memory, reduced exactly by symmetry).
    """
    n = check_int(n, "n", minimum=1)
    beta = float(check_finite_array(beta, "beta"))
    field = float(check_finite_array(field, "field"))
    _guard_pairwise(2, n, max_memory, "curie_weiss")
    s = np.array([-1.0, 1.0])
    J = np.empty((n, n, 2, 2))
    J[...] = (beta / n) * np.outer(s, s)
    J[np.arange(n), np.arange(n)] = 0.0
    h = np.tile(field * s, (n, 1))
    return Pairwise._owned(h, J)


def random_pairwise(q: int, n: int, scale: float = 1.0, *, symmetric: bool = False,
                    max_memory=DEFAULT_MAX_MEMORY, rng=None) -> Pairwise:
    """Gaussian fields and couplings of standard deviation ``scale``.

    ``symmetric=True`` sets ``J[j, i] = J[i, j].T`` (compatible); otherwise every
    ``J[i, j]`` is drawn independently (incompatible with probability one).
    ``max_memory`` (bytes or ``"8GiB"``; None: no guard): a coupling array ``J`` (n, n, q, q)
    larger than this is refused before anything is drawn.

    >>> random_pairwise(2, 10**6, rng=0)
    Traceback (most recent call last):
    ...
    toolkit.exceptions.MemoryLimitError: the coupling array J (n, n, q, q) of random_pairwise (n=1000000, q=2) would need ~29.1 TiB, above the memory limit of 8.0 GiB (max_memory); lower n or q, or pass a larger max_memory (None: no guard) if the memory is there
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    scale = check_scale(scale)
    _guard_pairwise(q, n, max_memory, "random_pairwise")
    rng = as_rng(rng)
    h = rng.normal(0.0, scale, size=(n, q))
    J = rng.normal(0.0, scale, size=(n, n, q, q))
    if symmetric:
        for i in range(1, n):  # row by row: no temporary the size of J
            J[i, :i] = np.swapaxes(J[:i, i], -1, -2)
    return Pairwise._owned(h, J)


def random_table(q: int, n: int, scale: float = 1.0, *, max_memory=DEFAULT_MAX_MEMORY, rng=None) -> LogitTable:
    """A :class:`LogitTable` with i.i.d. Gaussian logits of standard deviation ``scale``
    (incompatible with probability one when ``n >= 2``). ``max_memory``: the guard on the
    table (n, q**(n-1), q), checked before anything is drawn (None: no guard)."""
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    scale = check_scale(scale)
    guard_dense(f"the logit table (n, q**(n-1), q) of random_table (n={n}, q={q})",
                log10_bytes(n, ("pow", q, n - 1), q), max_memory)
    rng = as_rng(rng)
    return LogitTable(rng.normal(0.0, scale, size=(n, q ** (n - 1), q)))


def random_joint(q: int, n: int, scale: float = 1.0, *, max_memory=DEFAULT_MAX_MEMORY, rng=None) -> JointModel:
    """A :class:`JointModel` with i.i.d. Gaussian log-joint entries (compatible).
    ``max_memory``: the guard on the joint table (q,)*n, checked before anything is drawn
    (None: no guard)."""
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    scale = check_scale(scale)
    guard_dense(f"the joint table (q,)*n of random_joint (n={n}, q={q})", log10_bytes(("pow", q, n)), max_memory)
    rng = as_rng(rng)
    return JointModel(rng.normal(0.0, scale, size=(q,) * n))

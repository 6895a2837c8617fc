"""Metastable spectral gaps with relative accuracy: Rayleigh-Ritz on harmonic extensions.

At low temperature a reversible chain's gap is a small eigenvalue of ``L = I - P``
(``1e-25`` and far below), and the eigenvector a Krylov or dense solver returns is accurate
only to about ``1e-16`` *absolutely*: where ``pi`` is tiny (the saddles, which decide the
gap) it has no correct digit, and the Rayleigh quotient built from it keeps a few digits
with an error bound larger than the gap itself. This module computes such gaps with an
error bound relative to the gap, by a reduction that never subtracts:

1. ``S``: the states where ``pi`` is a local maximum over the chain's moves (the bottoms
   of the basins), ``m = |S|`` of them; ``R`` the rest.
2. GTH elimination of every state of ``R`` (a banded one: the states in their given order,
   moves changing the index by at most ``w``; the rows and columns of ``S`` held densely),
   on logarithms: each pivot is the sum of its row's remaining entries, every update adds
   non-negative terms (O'Cinneide 1993), so every quantity below has relative accuracy.
   It leaves the trace chain on ``S`` (rates ``A(s, s')``), the harmonic extensions
   ``F(x, s) = P_x(X first hits S at s)`` and the expected hitting times
   ``h(x) = E_x[tau_S]``.
3. Rayleigh-Ritz of ``L`` on ``V = {Ext g}`` (``g`` on ``S``, ``Ext g = F g`` on ``R``):
   for reversible chains the Dirichlet form of ``Ext g`` is that of the trace chain,
   ``E(g) = (1/2) sum_{s, s'} W(s, s') (g(s) - g(s'))^2`` with ``W(s, s') = pi(s) A(s, s')``,
   and ``||Ext g||^2_pi = g^T M g`` with ``M = diag(pi_S) + G``, ``G = F^T diag(pi_R) F``.
   The Ritz values ``theta_0 = 0 <= theta_1 <= ...`` of the ``m x m`` pencil ``(E, M)``
   are computed in mpmath at a precision that covers the entries' range, so they are the
   pencil's to the entries' relative accuracy.
4. Error: ``theta_k >= lambda_k`` (Cauchy interlacing). ``Ext g`` is harmonic on ``R``,
   so the residual of a Ritz pair vanishes on ``R`` but for ``-theta Ext g``; with the
   pencil's equation, ``||L f_k - theta_k f_k||^2 = theta_k^2 ((G g_k)^T diag(pi_S)^-1
   (G g_k) + g_k^T G g_k)`` (``g_k`` ``M``-orthonormal): no cancellation. The
   ``m``-th eigenvalue of ``L`` is at least the Dirichlet eigenvalue of ``R``, itself at
   least ``1 / max h`` (Collatz-Wielandt for the M-matrix ``L_RR``, ``L_RR h = 1``), so the
   ``m`` smallest eigenvalues of ``L`` are separated from the rest by
   ``eta >= 1/max h - theta_{m-1}``, and ``|lambda_1 - theta_1| <= ||R||_F^2 / eta``
   (the quadratic residual bound for Hermitian matrices: R. Mathias, SIAM J. Matrix Anal.
   Appl. 19 (1998); C.-K. Li and R.-C. Li, Linear Algebra Appl. 395 (2005)).

The residual is of order ``theta`` times the ratio of ``R``'s mass to ``S``'s, so the bound
is ``theta_1`` times ``theta_1 max h`` times that ratio: relative ``1e-20`` at a gap of
``1e-25``, useless at moderate gaps (where :mod:`exact.spectral`'s Rayleigh quotient is
good): callers keep whichever error is smaller.

5. A second bound, relative to the gap and free of ``eta`` and of the other Ritz pairs:
   eliminating ``R`` from ``L f = lam f`` (``lam`` below ``mu_R``, the least eigenvalue of
   ``L_RR``) leaves ``E g = lam M(lam) g`` with ``M(lam) = diag(pi_S) + F^T D_R^{1/2}
   C (C - lam)^{-1} D_R^{1/2} F`` (``C = D_R^{-1/2} L_RR D_R^{1/2}``, symmetric), so
   ``M(0) <= M(lam) <= M(0) / (1 - lam / mu_R)`` in the Loewner order. By the Haynsworth
   inertia formula the eigenvalues of ``L`` below ``sigma < mu_R`` are as many as the ``k``
   with ``theta_k(sigma) < sigma``, ``theta_k(sigma)`` the pencil ``(E, M(sigma))``'s, which
   lie in ``[theta_k (1 - sigma / mu_R), theta_k]``. Hence, whenever ``theta_1 < 1 / max h <=
   mu_R``: ``theta_1 / (1 + theta_1 max h) <= lambda_1 <= theta_1``, a relative width of
   ``theta_1 max h`` (``1e-50`` at a gap of ``1e-57``), which is the interval reported
   (``lower``, ``upper``, and their logarithms where they leave float64's range), widened by
   the inputs' rounding.

Non-reversible chains (incompatible models): the same elimination also gives
``Gamma = P_SR L_RR^-1`` (expected visits on an excursion from each well, by the eliminated
columns), and the small eigenvalues of ``L`` are those of the ``m x m`` pencil
``G0 g = mu (I + Gamma F) g`` (``G0`` the trace chain's generator) up to a relative
``|mu| max h``: the exact condition is ``(G0 - lam X(lam)) g = lam g`` with
``X(0) = Gamma F <= X(lam) <= X(0) / (1 - |lam| max h)``. There the error is a first-order
estimate (the eigenvalue's condition number in the pencil times that relative change), not a
bound; for reversible chains the pencil is the one above (``pi(s) Gamma(s, x) = pi(x) F(x, s)``).
Checked against mpmath's eigenvalues of count chains and full chains of random three-token
tables (1e-12 relative at gaps of 1e-18 to 1e-53).

Two wells joined through one saddle state, ``P = [[1-a, a, 0], [b, 1-2b, b], [0, a, 1-a]]``:
the gap of the symmetric chain is ``a`` exactly (the odd eigenvector ``(1, 0, -1)``):

>>> import numpy as np
>>> a, b = 1e-30, 0.25
>>> r, c = np.array([0, 1, 1, 2]), np.array([1, 0, 2, 1])
>>> lv = np.log([a, b, b, a])
>>> lp = np.log([b, a, b]) - np.log(a + 2 * b)
>>> res = harmonic_ritz_gap(r, c, lv, lp, 3)
>>> bool(abs(res.gap - a) <= res.error < 1e-43), res.n_wells
(True, 2)

Length: one method (wells, harmonic extensions by GTH on logarithms, the Ritz pencil and
its interval) whose steps share the wells and the log-space arithmetic; split, they would pass
those between files.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy.special import logsumexp

WORK_MAX = 1.5e9      # banded elimination work N w^2 allowed (~15 s on logarithms)
WELLS_MAX = 12        # local maxima of pi beyond this: no reduction (a flat or rugged law)
WELLS_MAX_NONREVERSIBLE = 64   # the first-order pencil uses only its slowest eigenvalue: rugged laws allowed
DIGITS_MAX = 4000     # mpmath precision beyond this: no reduction
STATES_MAX = 200_000  # chains above this size are not tried (their moves are not even gathered)
RELATIVE_TARGET = 1e-9  # callers try the reduction when their error exceeds this fraction of the gap
_U = float(np.finfo(float).eps) / 2


@dataclass(frozen=True)
class HarmonicRitz:
    """``gap`` (``theta_1``, an upper bound on ``lambda_1`` of ``I - P``) with ``error``
    (``|lambda_1 - gap| <= error``), the number of wells ``m`` and ``eta`` (lower bound on
    the distance from the slow cluster to the rest of the spectrum)."""

    gap: float
    error: float
    n_wells: int
    eta: float
    log_gap: float
    residual: float = math.nan   # ||L V - V Theta||_F over the M-orthonormal Ritz vectors
    log_lower: float = -math.inf  # ln of the interval's ends (finite where the gap underflows)
    log_upper: float = math.nan
    certified: bool = False      # reversible: a bound (module docstring, 4 and 5); else a first-order estimate

    @property
    def lower(self) -> float:
        return math.exp(self.log_lower) if self.log_lower > -math.inf else 0.0

    @property
    def upper(self) -> float:
        return math.exp(self.log_upper) if math.isfinite(self.log_upper) else self.gap + self.error


def local_maxima(r: np.ndarray, c: np.ndarray, log_pi: np.ndarray) -> np.ndarray:
    """States whose ``log pi`` is at least that of every state they move to."""
    worse = np.zeros(log_pi.size, dtype=bool)
    np.logical_or.at(worse, r, log_pi[c] > log_pi[r])
    return np.flatnonzero(~worse)


def _narrow(r: np.ndarray, c: np.ndarray, N: int):
    """The states relabelled by reverse Cuthill-McKee when that narrows the band (a full
    ``q^n`` kernel in mixed-radix order has width ``(q - 1) q^(n - 1)``; a count chain in
    lexicographic order is already narrow): ``(r', c', order)`` with ``order[new] = old``."""
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import reverse_cuthill_mckee

    w = int(np.abs(r - c).max()) if r.size else 0
    if w <= 2 * math.sqrt(N) or r.size == 0:
        return r, c, np.arange(N)
    G = csr_matrix((np.ones(r.size), (r, c)), shape=(N, N))
    order = np.asarray(reverse_cuthill_mckee((G + G.T).tocsr(), symmetric_mode=True), dtype=np.int64)
    new = np.empty(N, dtype=np.int64)
    new[order] = np.arange(N)
    r2, c2 = new[r], new[c]
    if np.abs(r2 - c2).max() < w:
        return r2, c2, order
    return r, c, np.arange(N)


def _eliminate(r, c, lv, N: int, wells: np.ndarray):
    """Banded GTH elimination of every state outside ``wells``, on logarithms. Returns
    ``(log A_SS, log F, log h, rest, log Gamma)`` (``Gamma = P_SR L_RR^-1``, the expected
    visits to each state of ``R`` on an excursion from each well, by the eliminated columns,
    as GTH's back-substitution for ``pi``) or ``None`` when a pivot vanishes (reducible)."""
    m = wells.size
    is_s = np.zeros(N, dtype=bool)
    is_s[wells] = True
    rest = np.flatnonzero(~is_s)
    NR = rest.size
    pos = np.full(N, -1, dtype=np.int64)
    pos[rest] = np.arange(NR)
    spos = np.full(N, -1, dtype=np.int64)
    spos[wells] = np.arange(m)
    rr, cr = pos[r], pos[c]
    both = (rr >= 0) & (cr >= 0)
    w = int(np.abs(rr[both] - cr[both]).max()) if both.any() else 0
    B = np.full((NR, 2 * w + 1), -np.inf)
    B[rr[both], cr[both] - rr[both] + w] = lv[both]
    RS = np.full((NR, m), -np.inf)
    k1 = (rr >= 0) & is_s[c]
    RS[rr[k1], spos[c[k1]]] = lv[k1]
    SR = np.full((m, NR), -np.inf)
    k2 = is_s[r] & (cr >= 0)
    SR[spos[r[k2]], cr[k2]] = lv[k2]
    SS = np.full((m, m), -np.inf)
    k3 = is_s[r] & is_s[c]
    SS[spos[r[k3]], spos[c[k3]]] = lv[k3]
    hb = np.zeros(NR)                          # right-hand side of L_RR h = 1, eliminated alongside
    piv = np.empty(NR)
    Bf = B.reshape(-1)
    step = 2 * w * Bf.itemsize
    strided = np.lib.stride_tricks.as_strided
    for k in range(NR - 1, -1, -1):
        lo = max(0, k - w)
        mm = k - lo
        row = B[k, w - mm:w]                   # A[k, lo..k-1]: never changed after this step
        S = np.logaddexp(logsumexp(row) if mm else -np.inf, logsumexp(RS[k]))
        if not np.isfinite(S):
            return None
        piv[k] = S
        aS = SR[:, k] - S
        if mm:
            col = strided(Bf[lo * 2 * w + k + w:], shape=(mm,), strides=(step,)) - S   # A[lo..k-1, k] / S
            block = strided(Bf[lo * 2 * w + lo + w:], shape=(mm, mm), strides=(step, Bf.itemsize))
            np.logaddexp(block, col[:, None] + row[None, :], out=block)
            np.logaddexp(RS[lo:k], col[:, None] + RS[k][None, :], out=RS[lo:k])
            np.logaddexp(SR[:, lo:k], aS[:, None] + row[None, :], out=SR[:, lo:k])
            np.logaddexp(hb[lo:k], col + hb[k], out=hb[lo:k])
        np.logaddexp(SS, aS[:, None] + RS[k][None, :], out=SS)
    F = np.empty((NR, m))
    Y = np.empty((NR, m))                      # Gamma(s, x) = (P_SR L_RR^-1)(s, x), by the columns
    h = np.empty(NR)
    for k in range(NR):
        lo = max(0, k - w)
        row = B[k, w - (k - lo):w]
        if k > lo:
            rows = np.arange(lo, k)
            col = B[rows, k - rows + w]        # A[lo..k-1, k] when k was eliminated (never changed after)
            F[k] = np.logaddexp(RS[k], logsumexp(row[:, None] + F[lo:k], axis=0)) - piv[k]
            Y[k] = np.logaddexp(SR[:, k], logsumexp(col[:, None] + Y[lo:k], axis=0)) - piv[k]
            h[k] = np.logaddexp(hb[k], logsumexp(row + h[lo:k])) - piv[k]
        else:
            F[k] = RS[k] - piv[k]
            Y[k] = SR[:, k] - piv[k]
            h[k] = hb[k] - piv[k]
    return SS, F, h, rest, Y


def harmonic_ritz_gap(r, c, lv, log_pi, N: int, *, law_error: float = 0.0,
                      reversible: bool = True, model_error: float = 0.0) -> HarmonicRitz | None:
    """The gap of the reversible chain with off-diagonal moves ``(r, c, log P(r, c))`` and
    stationary law ``log_pi`` (module docstring), or ``None`` when the reduction does not
    apply (more than ``WELLS_MAX`` wells, one well, elimination work above ``WORK_MAX``,
    a precision above ``DIGITS_MAX`` digits, or neither ``theta_1 max h < 1`` nor a separation
    ``eta > 0``). ``law_error``: the relative error of ``pi``'s entries, carried into ``error``;
    ``model_error``: the gap's relative error from the kernel's own rounding
    (:func:`exact._rounding.gap_rounding` over the gap)."""
    import mpmath

    r = np.asarray(r, dtype=np.int64)
    c = np.asarray(c, dtype=np.int64)
    lv = np.asarray(lv, dtype=float)
    log_pi = np.asarray(log_pi, dtype=float)
    keep = np.isfinite(lv) & (r != c)
    r, c, lv = r[keep], c[keep], lv[keep]
    wells = local_maxima(r, c, log_pi)
    m = wells.size
    if m < 2 or m > (WELLS_MAX if reversible else WELLS_MAX_NONREVERSIBLE) or m >= N:
        return None   # m = N: every state a well (a flat pi, a cycle): nothing to eliminate
    r, c, order = _narrow(r, c, N)
    w = int(np.abs(r - c).max()) if r.size else 0
    if N * (w + 1) ** 2 > WORK_MAX:
        return None
    log_pi = log_pi[order]
    out = _eliminate(r, c, lv, N, np.flatnonzero(np.isin(order, wells)))
    if out is None:
        return None
    lSS, lF, lh, rest, lY = out
    wells = np.flatnonzero(np.isin(order, wells))
    if not reversible:
        return _nonreversible(lSS, lF, lY, lh, lv, N, m, model_error)
    lps, lpr = log_pi[wells], log_pi[rest]
    # W(s, s') = pi(s) A(s, s'): symmetric for a reversible chain; the geometric mean of the
    # two directions keeps it so to rounding
    # (X + X^T with X = log pi(s) + log A(s, s'): exactly symmetric in float64, where summing the
    # four terms in one expression rounds W(s, s') and W(s', s) apart, and the symmetrized pencil
    # loses its null vector: random_joint(4, 2, 18.5, rng=3244) at T = 0.0067 gave theta_1 = e^-2662
    # against the true gap e^-1975)
    X = lps[:, None] + lSS
    lW = 0.5 * (X + X.T)
    lG = logsumexp(lpr[:, None, None] + lF[:, :, None] + lF[:, None, :], axis=0)
    finite = np.concatenate([lW[np.isfinite(lW)], lG[np.isfinite(lG)], lps])
    digits = 40 + int(math.ceil((finite.max() - finite.min()) / math.log(10)))
    if digits > DIGITS_MAX:
        return None
    pencil = _reversible_pencil(lW, lG, lps, m, digits)
    if pencil is None:
        return None
    theta, V, G, ps, digits = pencil
    with mpmath.workdps(digits):
        order = sorted(range(m), key=lambda k: theta[k])
        res2 = mpmath.mpf(0)
        for k in order[1:]:
            g = V[:, k]
            Gg = G * g
            part = mpmath.fsum(Gg[i] ** 2 / ps[i] for i in range(m)) + mpmath.fsum(g[i] * Gg[i] for i in range(m))
            res2 += theta[k] ** 2 * part
        th1 = theta[order[1]]
        th_top = theta[order[-1]]
        # max h, rounded up (its logarithm is known to ~u |log h| plus the elimination's round-off)
        log_hmax = float(lh.max()) * (1 + 1e-12) + 1e-10 + 10 * N * _U
        eta = mpmath.exp(mpmath.mpf(-log_hmax)) - th_top
        if th1 <= 0:
            return None
        th_h = th1 * mpmath.exp(mpmath.mpf(log_hmax))    # theta_1 max h
        if not th_h < 1 and not eta > 0:
            return None
        # inputs: log P and log pi carry an absolute u |log| each plus the kernel's own rounding
        # (model_error, relative in P and in pi): the Dirichlet form and the norm move by at most as much
        inputs = 2 * _U * (float(np.abs(lv).max()) + float(np.abs(log_pi - log_pi.max()).max()))
        rel = 2 * law_error + inputs + 10 * N * _U + model_error
        # the eta-free interval (module docstring, 5) where theta_1 max h < 1, else the residual one
        fixed = th_h / (1 + th_h) if th_h < 1 else mpmath.inf
        resid = res2 / eta / th1 if eta > 0 else mpmath.inf
        below = min(fixed, resid)                         # relative distance to the lower end
        if not below < 1:
            return None
        log_th1 = mpmath.log(th1)
        log_lower = float(log_th1 + mpmath.log1p(-below) + mpmath.log1p(-min(rel, 0.5)))
        log_upper = float(log_th1 + mpmath.log1p(rel))
        err = th1 * (below + rel)
        gap = float(th1)
        # a gap below float64's range is reported as 0, within the smallest normal float (its
        # logarithm and its interval's stay exact)
        error = float(err) if gap > 0 else float(np.finfo(float).tiny)
        return HarmonicRitz(gap, error, int(m), float(eta), float(log_th1), float(mpmath.sqrt(res2)),
                            log_lower=log_lower, log_upper=log_upper, certified=True)


def _reversible_pencil(lW, lG, lps, m: int, digits: int):
    """The Ritz values ``theta`` (ascending order not assumed) and ``M``-orthonormal vectors
    (columns of ``V``) of the pencil ``(E, M)``, ``M = diag(pi_S) + G``, with ``G`` and ``pi_S``,
    in mpmath at ``digits`` (doubled once when short): ``(theta, V, G, ps, digits)`` or None.

    Both are scaled by ``diag(M)^-1/2`` first (the Cholesky factor of the scaled ``M`` is near
    the identity, where unscaled its inverse held entries of ``e^1149`` against ``E``'s of
    ``e^-1754``), and the asymmetry of ``L^-1 E L^-T`` is checked against ``theta_1``: an ``E``
    whose ``W(s, s')`` and ``W(s', s)`` were rounded apart (1e-13 relative) left it asymmetric
    by 1e-462 at any precision, and the symmetrized matrix's ``theta_1 = e^-2662`` lay below
    the true gap ``e^-1975`` (``random_joint(4, 2, 18.5, rng=3244)`` at ``T = 0.0067``),
    against interlacing."""
    import mpmath

    while digits <= DIGITS_MAX:
        with mpmath.workdps(digits):
            G, ps = _mp_exp(lG), [mpmath.exp(mpmath.mpf(float(x))) for x in lps]
            E = _mp_generator(_mp_exp(lW))
            M = G.copy()
            for i in range(m):
                M[i, i] += ps[i]
            d = [1 / mpmath.sqrt(M[i, i]) for i in range(m)]
            Ms, Es = mpmath.matrix(m, m), mpmath.matrix(m, m)
            for i in range(m):
                for j in range(m):
                    Ms[i, j] = M[i, j] * d[i] * d[j]
                    Es[i, j] = E[i, j] * d[i] * d[j]
            Li = mpmath.inverse(mpmath.cholesky(Ms))
            C = Li * Es * Li.T
            asym = max(abs(C[i, j] - C[j, i]) for i in range(m) for j in range(m))
            theta, Y = mpmath.eigsy((C + C.T) / 2)
            small = sorted(theta)[1]
            if small > 0 and asym <= mpmath.mpf(10) ** -30 * small:
                V = Li.T * Y
                for i in range(m):
                    for k in range(m):
                        V[i, k] *= d[i]
                return theta, V, G, ps, digits
        digits *= 2
    return None


def _mp_exp(la: np.ndarray):
    """``exp`` of an array of logarithms as an mpmath matrix at the working precision
    (``-inf`` gives 0)."""
    import mpmath

    return mpmath.matrix([[mpmath.exp(mpmath.mpf(float(x))) if np.isfinite(x) else mpmath.mpf(0) for x in row]
                          for row in np.atleast_2d(la)])


def _mp_generator(A):
    """The generator with off-diagonal rates ``A`` (``-A`` off the diagonal, each diagonal entry
    the sum of its row's rates: no subtraction), ``A``'s own diagonal ignored."""
    import mpmath

    m = A.rows
    G = mpmath.matrix(m, m)
    for i in range(m):
        for j in range(m):
            if i != j:
                G[i, j] = -A[i, j]
        G[i, i] = mpmath.fsum(A[i, j] for j in range(m) if j != i)
    return G


def _nonreversible(lSS, lF, lY, lh, lv, N: int, m: int, model_error: float = 0.0) -> HarmonicRitz | None:
    """A non-reversible chain: the eigenvalues near 0 of ``L`` solve ``L_S(lam) g = lam g``,
    ``L_S(lam) = G0 - lam X(lam)`` with ``G0`` the trace chain's generator (rates ``A``) and
    ``X(lam) = P_SR L_RR^-1 (L_RR - lam)^-1 L_RS``; at first order the pencil
    ``G0 g = mu (I + X(0)) g``, ``X(0) = Gamma F`` (non-negative: no cancellation). Entrywise
    ``X(0) <= X(lam) <= X(0) / (1 - delta)``, ``delta = |lam| max h`` (``||L_RR^-1||_inf = max h``),
    so the error estimate is ``2 kappa |mu| delta / (1 - delta)`` (``kappa`` the eigenvalue's
    condition number in the pencil) plus the inputs' round-off and the kernel's own rounding
    (``model_error``) times the eigenvalue's relative condition number under relative changes
    of the pencil's entries: first order, not a bound."""
    import mpmath

    lX = logsumexp(lY[:, :, None] + lF[:, None, :], axis=0)
    finite = np.concatenate([lSS[np.isfinite(lSS)], lX[np.isfinite(lX)], [0.0]])
    digits = 40 + int(math.ceil((finite.max() - finite.min()) / math.log(10)))
    if digits > DIGITS_MAX:
        return None
    for dps in (digits, 2 * digits):
        with mpmath.workdps(dps):
            G0, X = _mp_generator(_mp_exp(lSS)), _mp_exp(lX)
            for i in range(m):
                X[i, i] += 1
            try:
                mu, EL, ER = mpmath.eig(mpmath.inverse(X) * G0, left=True, right=True)
            except (RuntimeError, ZeroDivisionError):   # mpmath's QR stalled: more digits, once
                continue
            order = sorted(range(m), key=lambda k: abs(mu[k]))[1:]
            gaps = {k: 1 - abs(1 - mu[k]) for k in order}
            k = min(order, key=lambda j: gaps[j])
            gap = gaps[k]
            # the correction X(lam) - X(0) at the slow eigenvalue itself (the other Ritz values, of
            # shallow wells, need not be small: only this one is used)
            delta = abs(mu[k]) * mpmath.exp(mpmath.mpf(float(lh.max())))
            if gap <= 0 or delta >= 1e-3:
                return None
            left = [EL[k, i] for i in range(m)]
            right = [ER[i, k] for i in range(m)]
            kappa = (mpmath.sqrt(mpmath.fsum(abs(v) ** 2 for v in left)) * mpmath.sqrt(mpmath.fsum(abs(v) ** 2
                                                                                                   for v in right))
                     / abs(mpmath.fsum(a * b for a, b in zip(left, right, strict=True))))
            # relative condition number of mu under relative changes of the pencil's entries (the
            # rates A off the diagonal, whose generator rows sum to 0, and X): first order,
            # |d mu| <= eps sum_ij |y_i| (A_ij |x_j - x_i| + |mu| X_ij |x_j|) / |y^T X x|
            # (y, x the left and right vectors of the pencil G0 g = mu X g)
            y = mpmath.lu_solve(X.T, mpmath.matrix(left))   # l^T X^-1 G0 = mu l^T: y = X^-T l
            A = _mp_exp(lSS)
            num = mpmath.fsum(abs(y[i]) * A[i, j] * abs(right[j] - right[i]) for i in range(m) for j in range(m)
                              if i != j)
            num += abs(mu[k]) * mpmath.fsum(abs(y[i]) * X[i, j] * abs(right[j]) for i in range(m) for j in range(m))
            den = abs(mpmath.fsum(y[i] * X[i, j] * right[j] for i in range(m) for j in range(m)))
            kappa_rel = num / den / abs(mu[k]) if den > 0 else mpmath.inf
            # the entries' relative error: the inputs' rounding, the elimination's, and the kernel's
            # own rounding (model_error: of each log P), summed along the paths the elimination folds
            inputs = 2 * _U * float(np.abs(lv).max()) + 10 * N * _U + model_error
            err = 2 * kappa * abs(mu[k]) * delta / (1 - delta) + gap * max(kappa_rel, 1) * inputs
            eta = 1 / mpmath.exp(mpmath.mpf(float(lh.max()))) - abs(mu[k])
            g = float(gap)
            log_gap = mpmath.log(gap)
            rel = err / gap
            return HarmonicRitz(g, float(err) if g > 0 else float(np.finfo(float).tiny), int(m), float(eta),
                                float(log_gap), log_lower=float(log_gap + mpmath.log1p(-rel)) if rel < 1 else -math.inf,
                                log_upper=float(log_gap + mpmath.log1p(rel)))
    return None


def refine(edges, law, N: int, gap: float, error: float, *, reversible: bool = True,
           model_error: float = 0.0) -> HarmonicRitz | None:
    """The metastable gap (harmonic-extension Ritz, or the trace chain's pencil when
    ``reversible`` is False) of the chain with off-diagonal ``edges = (r, c, log P)`` and
    :class:`~toolkit.results.StationaryLaw` ``law``, when its error is below ``error`` (the
    error of the ``gap`` given); else None. ``model_error``: see :func:`harmonic_ritz_gap`."""
    if N > STATES_MAX or law.log_pi is None:
        return None
    rho = law.max_relative_residual if math.isfinite(law.max_relative_residual) else 0.0
    res = harmonic_ritz_gap(*edges, law.log_pi, N, law_error=rho, reversible=reversible, model_error=model_error)
    if res is None or not (res.error < error):
        return None
    if not reversible and not abs(res.gap - gap) <= error + res.error:
        return None   # another eigenvalue (not the slow cluster's) set the gap given
    return res

"""A torch backend for the exact Glauber operators (CPU or CUDA): products with ``P``, ``P^T``
and the symmetrized kernel, the stationary law, the spectral gap and worst-start ``t_mix``.

The operators are those of :mod:`exact.kernel` (random scan
``P = lazy I + (1 - lazy) (1/n) sum_i P_i``, systematic scan ``P_0 P_1 ... P_{n-1}``, ``P_i``
the heat-bath update of site ``i``), applied the same way: a vector over ``Omega`` is viewed
as ``(q**i, q, q**(n-1-i))`` and contracted along the site's axis, so no matrix is stored.

Layering. The base ``toolkit`` never imports ``exact`` (``tests/test_layering.py``) and
``exact`` imports only numpy/scipy/networkx, so this module sits in the base and wraps the
*data* of a kernel, not the class: :meth:`TorchKernel.from_kernel` reads any object with
``q``, ``n``, ``scan``, ``lazy`` and ``site_conditionals(i)`` (an
:class:`exact.kernel.GlauberKernel`), :meth:`TorchKernel.from_matrix` a transition matrix,
and :meth:`TorchKernel.from_pairwise` builds the conditionals of a
:class:`~toolkit.models.Pairwise` model from its fields and couplings on the device at every
product (logits on the fly: no table of ``n q**n`` numbers, so ``2**30`` states fit on one
GPU). torch is imported when a function runs, never at import time (``pip install
glauber-mlm[mlm]`` provides it).

Precision. In float64 every result equals the numpy engine's to ~1e-12 (the same sums in
another order; ``tests/exact/test_torch_backend.py``, tolerance 1e-10). In float32 the
products carry ~1e-7 relative round-off; the gap is then taken as the Rayleigh quotient of a
float64 product at the float32 Ritz vector, so its error is quadratic (Kato-Temple), and
distances ``d(t)`` are summed in float64.

Two-state example (``P = [[0.9, 0.1], [0.3, 0.7]]``: ``pi = (3/4, 1/4)``, gap ``0.4``,
``d(t) = 0.75 * 0.6**t`` so ``t_mix(1/4) = 3``):

>>> import numpy as np
>>> K = TorchKernel.from_matrix(np.array([[0.9, 0.1], [0.3, 0.7]]))
>>> pi = stationary(K)
>>> [round(float(v), 12) for v in pi]
[0.75, 0.25]
>>> round(spectral_gap(K, pi).gap, 12), mixing_time(K, pi).t_mix
(0.4, 3)
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import numpy as np

from toolkit._states import tie_or_below
from toolkit._validation import check_eps, check_int, check_probability, check_temperature
from toolkit.exceptions import (
    ConvergenceWarning,
    InvalidInputError,
    MissingDependencyError,
    NotSupportedError,
)
from toolkit.results import MixingResult

LANCZOS_TOL = {"torch.float32": 1e-5, "torch.float64": 1e-10}
CHECK_EVERY = 5


def _torch():
    try:
        import torch
    except ImportError as e:  # pragma: no cover - torch is in the mlm extra
        raise MissingDependencyError("the torch backend needs torch: pip install 'glauber-mlm[mlm]'") from e
    return torch


def _dtype(dtype):
    torch = _torch()
    if dtype is None or dtype in ("float64", np.float64, torch.float64):
        return torch.float64
    if dtype in ("float32", np.float32, torch.float32):
        return torch.float32
    raise InvalidInputError(f"`dtype` must be float32 or float64; got {dtype!r}")


class TorchKernel:
    """An exact Glauber kernel whose products run in torch (see the module docstring).

    Build it with :meth:`from_kernel`, :meth:`from_pairwise` or :meth:`from_matrix`.
    ``matvec(f)`` is ``P f``, ``rmatvec(mu)`` is ``P^T mu`` (for ``(N,)`` or ``(N, k)``
    tensors), ``sym_matvec(f)`` is ``S f`` with ``S(x, y) = sqrt(P(x, y) P(y, x))``.
    """

    def __init__(self, *, q, n, scan, lazy, device, dtype, tables=None, site_fn=None, matrix=None):
        self.q, self.n, self.scan, self.lazy = q, n, scan, float(lazy)
        self.device, self.dtype = device, dtype
        self._tables, self._site_fn, self._matrix = tables, site_fn, matrix
        self.n_states = matrix.shape[0] if matrix is not None else q**n

    def __repr__(self) -> str:
        what = "matrix" if self._matrix is not None else ("on the fly" if self._site_fn else "tables")
        return (f"TorchKernel(N={self.n_states}, scan={self.scan!r}, lazy={self.lazy:g}, {what}, "
                f"device={self.device}, dtype={self.dtype})")

    # ------------------------------------------------------------------ constructors
    @classmethod
    def from_kernel(cls, K, *, device=None, dtype=None) -> TorchKernel:
        """Copy the conditionals of a kernel (``site_conditionals(i)``, ``(q**i, q, q**(n-1-i))``)
        to ``device``; float64 copies of a float32 kernel use ``site_conditionals64`` (the
        numbers a float64 kernel stores)."""
        torch = _torch()
        dt = _dtype(dtype)
        get = K.site_conditionals64 if (dt == torch.float64 and hasattr(K, "site_conditionals64")) \
            else K.site_conditionals
        tables = [torch.as_tensor(np.ascontiguousarray(get(i)), device=device).to(dt) for i in range(K.n)]
        return cls(q=K.q, n=K.n, scan=K.scan, lazy=K.lazy, device=tables[0].device, dtype=dt, tables=tables)

    @classmethod
    def from_matrix(cls, P, *, device=None, dtype=None) -> TorchKernel:
        """A dense transition matrix (small chains and reference checks)."""
        torch = _torch()
        P = np.asarray(P, dtype=float)
        if P.ndim != 2 or P.shape[0] != P.shape[1]:
            raise InvalidInputError(f"`P` must be a square matrix; got shape {P.shape}")
        M = torch.as_tensor(P, device=device).to(_dtype(dtype))
        return cls(q=None, n=None, scan="matrix", lazy=0.0, device=M.device, dtype=M.dtype, matrix=M)

    @classmethod
    def from_pairwise(cls, model, *, temperature: float = 1.0, lazy: float = 0.0, device=None,
                      dtype=None) -> TorchKernel:
        """Random-scan kernel of a :class:`~toolkit.models.Pairwise` model with the logits
        ``h[i, a] + sum_j J[i, j, a, x_j]`` built on the device at every product (only the
        coupling blocks that are not zero: 2 per site on a cycle)."""
        torch = _torch()
        T = check_temperature(temperature)
        lazy = check_probability(lazy, "lazy")
        h, J = np.asarray(model.h, dtype=float), np.asarray(model.J, dtype=float)
        n, q = h.shape
        dt = _dtype(dtype)
        ht = torch.as_tensor(h, device=device)
        Jt = torch.as_tensor(J, device=device)
        nbrs = [[j for j in range(n) if j != i and np.any(J[i, j] != 0)] for i in range(n)]

        def log_site(i, out_dtype):
            # logits of site i as (q**i, q, q**(n-1-i)), summed in out_dtype (float32 tables for
            # float32 products halve the memory traffic); every broadcast is at most 5-d (CUDA
            # kernels take at most 25 dims, so no (q,)*n view)
            acc = torch.empty((q**i, q, q ** (n - 1 - i)), dtype=out_dtype, device=ht.device)
            if math.isinf(T):
                return acc.fill_(-math.log(q))
            acc.copy_(ht[i].to(out_dtype).reshape(1, q, 1).expand(acc.shape))
            for j in nbrs[i]:
                _pair_view(acc, i, j, q, n).add_(_pair_term(Jt[i, j].to(out_dtype), i, j, q))
            acc.div_(T)
            return torch.log_softmax(acc, dim=1)

        def site_fn(i, out_dtype):
            return log_site(i, out_dtype).exp_()

        return cls(q=q, n=n, scan="random", lazy=lazy, device=ht.device, dtype=dt, site_fn=site_fn)

    # ------------------------------------------------------------------ products
    def site(self, i: int, dtype=None):
        """``p_i(a | x_-i)`` as ``(q**i, q, q**(n-1-i))`` in ``dtype`` (default the kernel's)."""
        dt = self.dtype if dtype is None else dtype
        if self._site_fn is not None:
            return self._site_fn(i, dt)
        return self._tables[i].to(dt)

    def _lazy(self, out, f):
        if self.lazy:
            out.mul_(1 - self.lazy).add_(f, alpha=self.lazy)
        return out

    def matvec(self, f):
        """``P f`` for ``f`` of shape (N,) or (N, k)."""
        if self._matrix is not None:
            return self._matrix.to(f.dtype) @ f
        n = self.n
        if self.scan == "random":
            out = torch_zeros_like(f)
            for i in range(n):
                C = self.site(i, f.dtype)
                f3 = f.reshape(C.shape + f.shape[1:])
                g = (C.reshape(C.shape + (1,) * (f.dim() - 1)) * f3).sum(dim=1, keepdim=True)
                out.view(f3.shape).add_(g)
            out.div_(n)
        else:
            out = f
            for i in reversed(range(n)):
                C = self.site(i, f.dtype)
                f3 = out.reshape(C.shape + f.shape[1:])
                g = (C.reshape(C.shape + (1,) * (f.dim() - 1)) * f3).sum(dim=1, keepdim=True)
                out = g.expand(f3.shape).reshape(f.shape)
            out = out.clone()
        return self._lazy(out, f)

    def rmatvec(self, mu):
        """``P^T mu`` (the row vector ``mu P`` as a column) for shape (N,) or (N, k)."""
        if self._matrix is not None:
            return self._matrix.to(mu.dtype).T @ mu
        n = self.n
        if self.scan == "random":
            out = torch_zeros_like(mu)
            for i in range(n):
                C = self.site(i, mu.dtype)
                m3 = mu.reshape(C.shape + mu.shape[1:])
                s = m3.sum(dim=1, keepdim=True)
                out.view(m3.shape).add_(s * C.reshape(C.shape + (1,) * (mu.dim() - 1)))
            out.div_(n)
        else:
            out = mu
            for i in range(n):
                C = self.site(i, mu.dtype)
                m3 = out.reshape(C.shape + mu.shape[1:])
                out = (m3.sum(dim=1, keepdim=True) * C.reshape(C.shape + (1,) * (mu.dim() - 1))).reshape(mu.shape)
        return self._lazy(out, mu)

    def sym_matvec(self, f):
        """``S f``, ``S = lazy I + (1 - lazy) (1/n) sum_i u_i u_i^T`` per context with
        ``u = sqrt(p_i)`` (random scan; symmetric, needs no ``pi``)."""
        if self.scan != "random":
            raise NotSupportedError("sym_matvec is the symmetrized random-scan kernel; use matvec")
        out = torch_zeros_like(f)
        for i in range(self.n):
            u = self.site(i, f.dtype)
            u = u.sqrt_() if self._site_fn is not None else u.sqrt()  # never in place on a stored table
            g = (u * f.reshape(u.shape)).sum(dim=1, keepdim=True)
            out.view(u.shape).add_(u.mul_(g))
            del u
        out.mul_((1 - self.lazy) / self.n)
        if self.lazy:
            out.add_(f, alpha=self.lazy)
        return out


def torch_zeros_like(x):
    return _torch().zeros_like(x)


# ---------------------------------------------------------------------- stationary law
def stationary(K: TorchKernel, *, tol: float = 1e-13, restart: int = 40, maxiter: int = 200, log_pi=None):
    """``pi`` (a float64 tensor) with ``pi P = pi``.

    ``log_pi`` (a tensor of unnormalized ``log pi``) is normalized and returned when known in
    closed form (see :func:`pairwise_log_pi`). Otherwise restarted GMRES on
    ``(I - P^T + u 1^T) x = u`` (``u`` uniform: the rank-one term removes the singularity;
    the same system as the numpy engine's polish), until ``||pi P - pi||_1 <= tol``.
    """
    torch = _torch()
    if log_pi is not None:
        lp = log_pi.to(torch.float64)
        return torch.softmax(lp.reshape(-1), dim=0)
    N = K.n_states
    u = torch.full((N,), 1.0 / N, dtype=torch.float64, device=K.device)

    def A(x):
        return x - K.rmatvec(x) + u * x.sum()

    x = u.clone()
    for _ in range(maxiter):
        x = _gmres_cycle(A, u, x, restart)
        x = x.abs() / x.abs().sum()
        res = float((K.rmatvec(x) - x).abs().sum())
        if res <= tol:
            break
    else:
        warnings.warn(ConvergenceWarning(f"torch stationary: residual {res:.3g} above tol={tol:g} after "
                                         f"{maxiter} GMRES cycles", residual=res, iterations=maxiter), stacklevel=2)
    return x


def _gmres_cycle(A, b, x0, m):
    """One GMRES(m) cycle (modified Gram-Schmidt Arnoldi; the small least-squares problem on CPU)."""
    torch = _torch()
    r = b - A(x0)
    beta = float(r.norm())
    if beta == 0.0:
        return x0
    V = [r / beta]
    H = np.zeros((m + 1, m))
    k_used = 0
    for k in range(m):
        w = A(V[k])
        for j in range(k + 1):
            H[j, k] = float(torch.dot(V[j], w))
            w = w - H[j, k] * V[j]
        H[k + 1, k] = float(w.norm())
        k_used = k + 1
        if H[k + 1, k] <= 1e-300:
            break
        V.append(w / H[k + 1, k])
    e1 = np.zeros(k_used + 1)
    e1[0] = beta
    y = np.linalg.lstsq(H[: k_used + 1, :k_used], e1, rcond=None)[0]
    x = x0.clone()
    for j in range(k_used):
        x.add_(V[j], alpha=float(y[j]))
    return x


def pairwise_log_pi(model, temperature: float, *, device=None):
    """Unnormalized ``log pi(x) = (sum_i h[i, x_i] + sum_{i<j} J[i, j, x_i, x_j]) / T`` over
    ``(q,)*n`` (float64), the stationary law of Glauber dynamics of a pairwise model with
    ``J[j, i] = J[i, j]^T`` (compatible conditionals; checked here)."""
    torch = _torch()
    T = check_temperature(temperature)
    h, J = np.asarray(model.h, dtype=float), np.asarray(model.J, dtype=float)
    n, q = h.shape
    if not np.allclose(J, np.swapaxes(np.swapaxes(J, 0, 1), 2, 3), rtol=0, atol=0):
        raise NotSupportedError("pairwise_log_pi needs symmetric couplings J[j, i] = J[i, j].T; "
                                "use stationary() (GMRES) for other models")
    E = torch.zeros(q**n, dtype=torch.float64, device=device)
    for i in range(n):
        E.view(q**i, q, q ** (n - 1 - i)).add_(torch.as_tensor(h[i], device=device).reshape(1, q, 1))
        for j in range(i + 1, n):
            if np.any(J[i, j] != 0):
                _pair_view(E.view(q**i, q, q ** (n - 1 - i)), i, j, q, n).add_(
                    _pair_term(torch.as_tensor(J[i, j], device=device), i, j, q))
    return E.zero_() if math.isinf(T) else E.div_(T)


def _pair_view(A, i: int, j: int, q: int, n: int):
    """A ``(q**i, q, q**(n-1-i))`` tensor (site ``i`` on axis 1) as 5 axes in site order
    with the tokens of sites ``i`` and ``j`` on axes 1 and 3 (``j > i``) or 3 and 1 (``j < i``)."""
    lo, hi = min(i, j), max(i, j)
    return A.reshape(q**lo, q, q ** (hi - lo - 1), q, q ** (n - 1 - hi))


def _pair_term(B, i: int, j: int, q: int):
    """``B[a, x_j]`` (``a`` the token of site ``i``) laid out for :func:`_pair_view`."""
    return (B if i < j else B.T).reshape(1, q, 1, q, 1)


# ---------------------------------------------------------------------- spectral gap
@dataclass(frozen=True)
class TorchGap:
    """Spectral gap ``1 - lambda_2`` of a reversible kernel with its error estimate
    (Kato-Temple from the float64 residual) and the number of Lanczos steps."""

    gap: float
    gap_error: float
    steps: int
    method: str


def spectral_gap(K: TorchKernel, pi, *, tol: float | None = None, maxiter: int = 3000) -> TorchGap:
    """The gap of a reversible kernel by three-vector Lanczos on ``D^{1/2} P D^{-1/2}`` with
    ``sqrt(pi)`` deflated (the numpy engine's ``method="lanczos"``), in the kernel's dtype;
    then the float64 Rayleigh quotient at the Ritz vector, whose residual ``r`` gives the
    error ``min(r, r^2/delta)``. For a random-scan kernel ``lambda_min >= 0``, so the gap is
    ``1 - lambda_2`` from one Lanczos run (the top end only: ``2 * steps`` products); for a
    matrix (or another scan) both ends are computed, each refined the same way, and the gap,
    its error and ``steps`` come from the end of larger modulus."""
    from scipy.linalg import eigh_tridiagonal

    torch = _torch()
    dt = K.dtype
    tol = LANCZOS_TOL[str(dt)] if tol is None else tol
    s64 = pi.to(torch.float64).sqrt()
    s64.div_(s64.norm())
    s = s64.to(dt)
    if K._matrix is None and K.scan == "random":
        inv64 = inv = None  # S = sum_i u_i u_i^T needs no pi (memory at 2**30 states: 8 GB a vector)
    else:
        inv64 = torch.where(s64 > 0, 1.0 / s64, torch.zeros_like(s64))
        inv = inv64.to(dt)

    def S(v):
        """``D^{1/2} P D^{-1/2} v`` in ``v``'s dtype (random scan: ``sqrt(P(x,y) P(y,x))``, no pi)."""
        if K._matrix is None and K.scan == "random":
            return K.sym_matvec(v)
        if v.dtype == torch.float64:
            return K.matvec(v * inv64) * s64
        return K.matvec(v * inv) * s

    def project(v, ss=s):
        return v - torch.dot(ss.to(v.dtype), v) * ss.to(v.dtype)

    def run(sign):
        N = K.n_states
        v = torch.cos(torch.arange(N, device=K.device, dtype=torch.float64) * 1.3 + 0.1).to(dt)
        v = project(v)
        v = v / v.norm()
        v0, v_prev, alpha, beta = v, None, [], []
        theta, y, conv = math.nan, None, False
        for j in range(min(maxiter, N - 1)):
            w = sign * project(S(v))
            if v_prev is not None:
                w = w - beta[-1] * v_prev
            a = float(torch.dot(v.double(), w.double()))
            w = w - a * v
            b = float(w.double().norm())
            alpha.append(a)
            beta.append(b)
            last = j + 1 == min(maxiter, N - 1)
            breakdown = b <= 10 * torch.finfo(dt).eps  # an invariant subspace: T_j is exact
            if (j + 1) % CHECK_EVERY == 0 or breakdown or last:
                vals, vecs = (np.array(alpha), np.ones((1, 1))) if len(alpha) == 1 else \
                    eigh_tridiagonal(np.array(alpha), np.array(beta[:-1]))
                k = int(np.argmax(vals))
                theta, y = float(vals[k]), vecs[:, k]
                # converged: the residual estimate is within tol, or the Krylov space is invariant
                # (a breakdown, or all N - 1 directions of the deflated space); stopping at
                # maxiter is not convergence (the numpy engine's lanczos_top: converged False)
                if b * abs(float(y[-1])) <= tol or breakdown or j + 1 == N - 1:
                    conv = True
                    break
                if last:
                    break
            v_prev, v = v, w / b
        # the Ritz vector, by running the recurrence again (no basis kept)
        x = y[0] * v0.double()
        v_prev, v = None, v0
        for j in range(len(alpha) - 1):
            w = sign * project(S(v))
            if v_prev is not None:
                w = w - beta[j - 1] * v_prev
            w = (w - alpha[j] * v) / beta[j]
            v_prev, v = v, w
            x.add_(v.double(), alpha=float(y[j + 1]))
        ritz = vals
        return theta, x, len(alpha), conv, ritz

    def end(sign):
        """The top eigenvalue of ``sign * S`` on the deflated space: the float64 Rayleigh quotient at
        the Ritz vector, its Kato-Temple error, the steps, convergence and the residual."""
        theta, x, steps, conv, ritz = run(sign)
        x = project(x, s64)
        x = x / x.norm()
        w = sign * project(S(x), s64)
        lam = float(torch.dot(x, w))
        r = float((w - lam * x).norm())
        below = ritz[ritz < theta - max(1e-3 * max(1.0 - theta, 1e-16), 100 * tol)]
        delta = lam - float(below.max()) if below.size else 0.0
        err = (min(r, r * r / delta) if delta > 0 else r) + 1e-15 * (K.n or 1) * (K.q or 1)
        return lam, err, steps, conv, r

    lam, err, steps, conv, r = end(1.0)
    gap, used = 1.0 - lam, f"torch lanczos ({steps} steps, {str(dt)[6:]}) + float64 Rayleigh quotient"
    if K._matrix is not None or K.scan != "random":  # lambda_min may be negative: compare moduli
        # -lambda_min is the top of -S; when |lambda_min| sets the gap, so do its error and residual
        top_of_minus_s, err_neg, steps_neg, conv_neg, r_neg = end(-1.0)
        lam_min = -top_of_minus_s
        used_neg = (f"torch lanczos ({steps_neg} steps at lambda_min, which sets the gap, {str(dt)[6:]}) + float64 "
                    "Rayleigh quotient")
        if abs(lam_min) > lam:
            gap = 1.0 - abs(lam_min)
            err, steps, used = err_neg, steps_neg, used_neg
        # the comparison needs both ends: converged only if both are
        conv, r = conv and conv_neg, max(r, r_neg)
    if not conv:
        warnings.warn(ConvergenceWarning(f"torch Lanczos stopped after {steps} steps (maxiter={maxiter}) before its "
                                         f"tolerance; the Ritz residual is {r:.3g}", residual=r, iterations=steps),
                      stacklevel=2)
    return TorchGap(gap, err, steps, used)


# ---------------------------------------------------------------------- mixing time
def mixing_time(K: TorchKernel, pi, *, eps: float = 0.25, t_max: int = 10**5, block: int = 512,
                starts=None) -> MixingResult:
    """Worst-start ``t_mix(eps)`` by stepping, as :func:`exact.mixing.mixing_time` with
    ``method="stepping"``: every start's law is evolved by ``P^T`` in blocks (float64, the
    kernel's conditionals), a start is retired once its distance is ``<= eps`` (+``1e-12``,
    the ties rule), and the profile covers ``d(0..t_mix-1)``."""
    torch = _torch()
    eps = check_eps(eps)
    t_max = check_int(t_max, "t_max", minimum=0)
    block = check_int(block, "block", minimum=1)
    N = K.n_states
    pi_col = pi.to(torch.float64).reshape(N, 1)
    all_starts = torch.arange(N, device=K.device) if starts is None else torch.as_tensor(starts, device=K.device)
    Kd = K if K.dtype == torch.float64 else None
    step = (Kd or K).rmatvec
    results = []
    for lo in range(0, all_starts.numel(), block):
        cols = all_starts[lo:lo + block]
        D = torch.zeros((N, cols.numel()), dtype=torch.float64, device=K.device)
        D[cols, torch.arange(cols.numel(), device=K.device)] = 1.0
        profile, worst_t, worst_x, t, done = [], 0, None, 0, False
        prev = torch.full((cols.numel(),), float("inf"), dtype=torch.float64, device=K.device)
        while True:
            dist = 0.5 * (D - pi_col).abs().sum(dim=0)
            profile.append(float(dist.max()))
            # the slack only for a tie that round-off broke (the rule's one copy, on the host)
            below = tie_or_below(dist.cpu().numpy(), prev.cpu().numpy(), eps)
            active = torch.as_tensor(~below, device=K.device)
            if not bool(active.any()):
                done = True
                break
            if t >= t_max:
                worst_x = int(cols[int(torch.argmax(dist))])
                worst_t = t
                break
            worst_t = t + 1
            worst_x = int(cols[int(torch.argmax(torch.where(active, dist, torch.full_like(dist, -1.0))))])
            D, cols, prev = D[:, active], cols[active], dist[active]
            D = step(D)
            t += 1
        results.append((np.array(profile), worst_t, worst_x, done))
    return MixingResult.from_blocks(results, eps, "torch stepping", t_max)

"""The model's own rounding: how far the float64 kernel is from the chain of the model.

The chain a user means is the one of the model's logits ``l`` (the float64 numbers the
model returns, taken as exact) at temperature ``T``. What the engine holds is the
float64 kernel, whose entries come from ``fl(l / T)`` and a softmax in float64, so every
``log P(x, y)`` carries an absolute error however exact the solvers downstream are. The
model of that rounding, used by every error estimate of :mod:`exact.stationary` and
:mod:`exact.spectral`:

- ``fl(l / T)`` is within ``u |l| / T`` of ``l / T`` (``u = 2^-53``), so each tempered
  logit errs by up to ``u L / T`` with ``L = max |l|``; ``log p = z_a - logsumexp(z)``
  moves by at most twice that, the subtraction ``z_a - max z`` and the logarithm of the sum
  add ``u |log p| <= 2 u L / T`` and ``(q + 4) u``. So every ``log p_i(a | x_-i)``, hence
  every off-diagonal ``log P(x, y)`` of a random-scan kernel, is within
  ``delta = 4 u L / T + (q + 4) u`` of the model's (:func:`log_rounding`); a systematic
  sweep multiplies ``n`` conditionals (``n delta``). Measured on 60 random low-temperature
  models (``L / T`` from 6 to 7000, mpmath references): at most ``3.0 u L / T``.
- ``pi``: for a reversible chain ``log pi(y) - log pi(x)`` is a sum of ``log P(z, z') -
  log P(z', z)`` along a path of at most ``n`` single-site moves, so ``delta`` per entry
  moves ``log pi`` by up to ``2 n delta`` before normalisation; the estimate used is
  ``n delta`` (:func:`pi_rounding`: the errors of the steps are not all of one sign;
  measured at most ``3.8 u L / T`` on the same models, against ``n delta >= 8 u L / T``).
  An estimate, not a bound: the float64 kernel is not exactly reversible, and for a
  non-reversible chain the only general bound is the Markov chain tree theorem's
  ``2 (N - 1) delta``.
- a gap: a reversible chain's gap is the minimum of ``E(f) / Var(f)``, whose weights
  ``pi(x) P(x, y)`` and ``pi(x)`` move relatively by ``delta + rho_pi`` and ``rho_pi``, so
  the gap moves by ``delta + 3 rho_pi`` relative (:func:`gap_rounding`). A non-reversible
  one by its condition number times the change of the matrix (:mod:`exact.spectral`).

A kernel given as a matrix is its own chain: ``delta = 0``.

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> from exact.kernel import glauber_kernel
>>> K = glauber_kernel(IndependentSites(np.array([[0.0, 100.0]])), temperature=0.01)
>>> round(log_rounding(K) / 2.0**-53)   # 4 * 100 / 0.01 + (2 + 4)
40006
>>> log_rounding(np.array([[0.5, 0.5], [0.5, 0.5]]))
0.0
"""

from __future__ import annotations

import math

import numpy as np

from ._linalg import is_glauber

U = float(np.finfo(np.float64).eps) / 2


def _glauber(P):
    return P if is_glauber(P) else None


def log_rounding(P) -> float:
    """``delta``: the modelled absolute error of every off-diagonal ``log P(x, y)`` of the
    float64 kernel against the model's chain (module docstring); 0 for a matrix."""
    K = _glauber(P)
    if K is None:
        return 0.0
    T = float(K.temperature)
    values = K.logits.values
    L = float(np.max(np.abs(values))) if values.size else 0.0
    z = 0.0 if math.isinf(T) else L / T
    site = 4.0 * U * z + (K.q + 4) * U
    return site * (1 if K.is_random_scan else K.n)


def path_steps(P) -> int:
    """The most single-site moves between two states (``n``; 1 for a matrix)."""
    K = _glauber(P)
    return 1 if K is None else int(K.n)


def pi_rounding(P) -> float:
    """The modelled relative error of every ``pi(x)`` from the kernel's rounding: ``n delta``."""
    return path_steps(P) * log_rounding(P)


def gap_rounding(P, gap: float) -> float:
    """The modelled absolute error of a reversible chain's gap from the kernel's rounding:
    ``gap (delta + 3 n delta)``."""
    d = log_rounding(P)
    return abs(float(gap)) * (d + 3.0 * path_steps(P) * d)

"""The rectangle statistic and its floating-point certificate: the one copy, used by the
exact enumeration (``exact.compat``) and the sampled test (``toolkit.incompat``).

For sites ``i != j``, tokens ``a != a'`` at ``i`` and ``b != b'`` at ``j`` and a context on
the other sites, with ``t = (l_i(a;b), l_i(a';b), l_i(a;b'), l_i(a';b'))`` and
``u = (l_j(b;a), l_j(b';a), l_j(b;a'), l_j(b';a'))``::

    log R = (t1 - t2 - t3 + t4) - (u1 - u2 - u3 + u4)

Certificate. The stored logits differ from the model's exact ones by at most the
model's declared absolute error ``err_i`` (every logit of site ``i``) and ``err_j``
(:func:`toolkit.models.base.logit_error_bound`), and the 7 floating-point additions
that form ``log R`` err by at most ``gamma_7 sum |t_k|`` (Higham, *Accuracy and
Stability of Numerical Algorithms*, 2nd ed., eq. (4.4); ``gamma_k = k u / (1 - k u)``,
``u = 2**-53``). Hence::

    |computed log R - exact log R| <= bound = gamma_7 sum_k |t_k| + 4 err_i + 4 err_j

and a rectangle with ``|computed log R| > bound`` has ``exact log R != 0``: the model's
conditionals are certified incompatible. The bound depends on the magnitudes of the
*summed terms* through ``err``: a logit formed as a sum of large cancelling terms has a
large ``err`` even when it is itself small. Tempering divides both sides by ``T``;
division is monotone under rounding, so certifying on the tempered values is sound.

>>> import numpy as np
>>> t = np.array([2.0, 0.0, 0.0, 2.0]); u = np.zeros(4)
>>> float(log_r(t, u)), bool(certified(log_r(t, u), bound(t, u, 0.0, 0.0)))
(4.0, True)
>>> bool(certified(log_r(t, u), bound(t, u, 0.6, 0.0)))    # 4 * 0.6 + 0 + tiny < 4
True
>>> bool(certified(log_r(t, u), bound(t, u, 0.5, 0.5)))    # 4 * 0.5 + 4 * 0.5 = 4: not above
False
"""

from __future__ import annotations

import numpy as np

UNIT_ROUNDOFF = float(np.finfo(np.float64).eps) / 2


def gamma(k: int) -> float:
    """Higham's ``gamma_k = k u / (1 - k u)`` for double precision."""
    return k * UNIT_ROUNDOFF / (1.0 - k * UNIT_ROUNDOFF)


ARITH = gamma(7)  # the 7 additions forming log R


def log_r(t, u) -> np.ndarray:
    """``(t1 - t2 - t3 + t4) - (u1 - u2 - u3 + u4)`` over the last axis (length 4)."""
    t = np.asarray(t, dtype=float)
    u = np.asarray(u, dtype=float)
    return (t[..., 0] - t[..., 1] - t[..., 2] + t[..., 3]) - (u[..., 0] - u[..., 1] - u[..., 2] + u[..., 3])


def bound(t, u, err_i, err_j) -> np.ndarray:
    """``gamma_7 sum |t_k| + 4 err_i + 4 err_j``: the most ``log_r(t, u)`` can differ from the
    exact model's ``log R`` (``err_i``, ``err_j``: absolute logit errors, broadcastable)."""
    t = np.abs(np.asarray(t, dtype=float)).sum(axis=-1)
    u = np.abs(np.asarray(u, dtype=float)).sum(axis=-1)
    return ARITH * (t + u) + 4.0 * np.asarray(err_i, dtype=float) + 4.0 * np.asarray(err_j, dtype=float)


def certified(log_r_value, bound_value) -> np.ndarray:
    """``|log R| > bound``: the rectangle certifies incompatibility."""
    return np.abs(log_r_value) > bound_value

"""prm27a (issue 30, tenth sweep): the error estimate of a stationary law leaves an underflowed
entry (pi = 0, log pi = -inf: no value, so no relative error) out of its u max |log pi| term,
with such an entry placed where the rule reads it."""

from __future__ import annotations

import importlib
import math

import numpy as np

from exact.stationary import stationary_law  # noqa: F401  (names the module for its targeted tests)

st = importlib.import_module("exact.stationary")   # the module (``exact.stationary`` the name is a function)


def test_error_estimate_ignores_minus_inf_log_pi():
    # docstring: rho_max + 8 max(N, terms) u + u max |log pi| (+ model), the max over the finite entries:
    # an entry that underflowed to pi = 0 (log pi = -inf) has no relative error to add
    u = float(np.finfo(float).eps) / 2
    log_pi = np.array([-1.0, -3.0, -np.inf])
    est = st._error_estimate(1e-14, 3, 5, log_pi)
    assert math.isfinite(est)
    assert est == 1e-14 + 8 * 5 * u + u * 3.0

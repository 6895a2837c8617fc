"""exact_iat of an all-zero observable (cmp13c sweep: the scale guard ``scale > 0``)."""

from __future__ import annotations

import warnings

import numpy as np

from exact.observables import exact_iat


def test_exact_iat_of_the_zero_observable_is_nan_quietly():
    # f = 0 everywhere is constant: Var_pi f = 0, rho_f undefined, so NaN (the module's contract,
    # as for any constant f), and with no 0/0 computed on the way (f / max|f| is skipped when
    # max|f| = 0; a RuntimeWarning is an error here). Two-state chain as in the module docstring.
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    pi = np.array([0.75, 0.25])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert np.isnan(exact_iat(P, pi, np.zeros(2)))
        # the scale-free contract at the other end: f and 1e-300 f give the same tau (4 by hand:
        # (1 + 0.6) / (1 - 0.6), eigenvalue 0.6 of P)
        assert abs(exact_iat(P, pi, np.array([0.0, 1e-300])) - 4.0) < 1e-12

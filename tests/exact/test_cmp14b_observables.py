"""cmp14b (issue 30): exact.observables.exact_iat at exactly DENSE_MAX states.

Chains of at most ``DENSE_MAX`` states are solved densely, where the module docstring's rule
holds: a kernel reducible in float64 makes ``I - P + 1 pi^T`` singular and ``tau_f`` is ``inf``
(the chain never decorrelates). The threshold is lowered to 4 so that the boundary case is a
4-state chain.
"""

from __future__ import annotations

import math
import warnings

import numpy as np

import exact.observables as obs


def test_frozen_chain_of_exactly_dense_max_states_has_infinite_iat(monkeypatch):
    monkeypatch.setattr(obs, "DENSE_MAX", 4)
    P = np.eye(4)   # every state absorbing: rho_f(t) = 1 for all t, tau_f = 1 + 2 sum_t 1 = inf
    with warnings.catch_warnings():
        warnings.simplefilter("error")   # the dense path decides it, no iterative solver's warning
        tau = obs.exact_iat(P, np.full(4, 0.25), np.array([0.0, 1.0, 2.0, 3.0]))
    assert tau == math.inf

"""abs11c: ``expected_exit_times`` warns on ``r = ||(I - P_BB) tau - 1||_inf > rtol``, a max norm.

Hand chain ``P = [[.5, .5, 0], [.25, .5, .25], [0, 0, 1]]``, set ``B = {0, 1}``:
``(I - P_BB) tau = 1`` with ``I - P_BB = [[.5, -.5], [-.25, .5]]`` gives ``tau = (8, 6)``.
"""

import warnings

import numpy as np
import pytest

import exact.metastable as metastable
from toolkit.exceptions import ConvergenceWarning

P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.0, 1.0]])
B = np.array([True, True, False])


def test_hand_exit_times_without_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error", ConvergenceWarning)
        tau = metastable.expected_exit_times(P, B, method="spsolve")
    np.testing.assert_allclose(tau, [8.0, 6.0, 0.0], rtol=1e-12)


def test_an_undershooting_solution_warns_with_its_max_norm_residual(monkeypatch):
    # a solver returning half of tau, (4, 3): (I - P_BB) x - 1 = (-0.5, -0.5), so r = 0.5 > rtol
    # (every signed entry is negative: without the modulus the check would pass it)
    monkeypatch.setattr(metastable, "spsolve", lambda A, b: 0.5 * np.array([8.0, 6.0]))
    with pytest.warns(ConvergenceWarning) as rec:
        tau = metastable.expected_exit_times(P, B, method="spsolve")
    np.testing.assert_allclose(tau, [4.0, 3.0, 0.0])
    assert [w.message.residual for w in rec if isinstance(w.message, ConvergenceWarning)] == [pytest.approx(0.5)]

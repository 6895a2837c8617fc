"""exact.metastable.expected_exit_times: a solve with any negative exit time is refused (ops13a, issue 30).

Exit times are ``>= 1`` inside the set (``(I - P_BB) tau = 1`` with ``P_BB`` substochastic:
``tau = sum_k P_BB^k 1 >= 1``); a solver answer with a negative entry is lost precision, and
the function's guard ("exit times overflow or lost all precision") must catch it wherever the
entry sits, not only in the last place. The sparse solve is replaced by one returning
``(-1, 5)``: negative first, positive last."""

from __future__ import annotations

import numpy as np
import pytest

import exact.metastable as metastable
from toolkit.exceptions import InvalidInputError

P = np.array([[0.5, 0.3, 0.2], [0.2, 0.6, 0.2], [0.1, 0.1, 0.8]])
B = np.array([True, True, False])


def test_exit_times_by_hand():
    # (I - P_BB) tau = 1: [[0.5, -0.3], [-0.2, 0.4]] tau = 1, det 0.14: tau = (0.7, 0.7) / 0.14 = (5, 5)
    tau = metastable.expected_exit_times(P, B, method="spsolve")
    assert np.allclose(tau, [5.0, 5.0, 0.0], rtol=1e-12)


def test_negative_exit_time_anywhere_is_refused(monkeypatch):
    monkeypatch.setattr(metastable, "spsolve", lambda A, b: np.array([-1.0, 5.0]))
    with pytest.raises(InvalidInputError, match="exit times overflow or lost all precision"):
        metastable.expected_exit_times(P, B, method="spsolve")

"""prm19c promise sweep (issue 30): the reference computations of toolkit.app.report.soundness:
GTH elimination to relative accuracy (a subtraction-free pivot), the absolute gap of a
non-reversible kernel (largest MODULUS of the other eigenvalues), and ``d_k(t)`` from a state
with ``k`` ones."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.report import soundness


def test_gth_keeps_relative_accuracy_of_a_tiny_entry():
    # two states, p = 0.5 (0 -> 1), r = 1e-20 (1 -> 0): pi = (r, p)/(p + r), pi_0 = 2e-20
    # (in float64 P[1, 1] = 1 - 1e-20 rounds to 1.0: a pivot 1 - P[1, 1] would be 0)
    P = np.array([[0.5, 0.5], [1e-20, 1.0 - 1e-20]])
    pi = soundness._gth(P)
    assert pi[0] == pytest.approx(1e-20 / (0.5 + 1e-20), rel=1e-12)
    assert pi[1] == pytest.approx(1.0, rel=1e-15)


def test_exact_gap_of_a_rotation_is_one_minus_the_modulus(monkeypatch):
    # circulant P = 0.1 I + 0.9 C (C: the 3-cycle): eigenvalues 0.1 + 0.9 w^k, w = e^(2 pi i/3);
    # pi uniform, P not symmetric (non-reversible). |0.1 + 0.9 w| = sqrt(0.01 - 0.09 + 0.81)
    # = sqrt(0.73); its real part is -0.35. Absolute gap: 1 - sqrt(0.73) = 0.14560...
    C = np.roll(np.eye(3), 1, axis=1)
    P = 0.1 * np.eye(3) + 0.9 * C
    monkeypatch.setattr(soundness, "_kernel", lambda model, T, lazy=0.0: P)
    ex = soundness._Exact(SimpleNamespace(), 1.0)
    assert not ex.symmetric
    assert ex.gap == pytest.approx(1.0 - math.sqrt(0.73), abs=1e-12)


def test_class_profiles_start_at_a_state_with_k_ones(monkeypatch):
    # a kernel whose every row is nu: pi = nu, and at t = 0 d_k = 1 - nu(start), start holding
    # k ones (n = 2: states 00, 01, 10, 11 -> starts 00, 01, 11): d = (0.9, 0.8, 0.6)
    nu = np.array([0.1, 0.2, 0.3, 0.4])
    monkeypatch.setattr(soundness, "_kernel", lambda model, T, lazy=0.0: np.tile(nu, (4, 1)))
    d, L, pi = soundness._class_profiles(SimpleNamespace(length=2), 1.0, 1)
    assert pi == pytest.approx(nu, abs=1e-15)
    assert d[:, 0] == pytest.approx([0.9, 0.8, 0.6], abs=1e-15)
    # the number of ones under nu: (0.1, 0.5, 0.4); L_k(0) = 1 - that at k
    assert L[:, 0] == pytest.approx([0.9, 0.5, 0.6], abs=1e-15)

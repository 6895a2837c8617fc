"""Sixteenth blind audit, part b: the soundness section's exact side (``_Exact``) reports the
*absolute* spectral gap ``1 - |lambda_*|`` (the claim it feeds: "reversible: absolute gap =
1 - |lambda_*| of the symmetrized kernel"), also when the most negative eigenvalue is the one
of largest modulus.

Every kernel the section builds itself is a random-scan heat-bath kernel, an average of
pi-orthogonal projections and so positive semi-definite; the case that tells ``1 - |lambda_*|``
from ``1 - lambda_2`` needs a reversible kernel with a negative eigenvalue, given here in place of
``_kernel``."""

import numpy as np
import pytest

import toolkit.app.report.soundness as soundness


def test_exact_side_gap_is_absolute_for_a_negative_eigenvalue(monkeypatch):
    # P = [[0.1, 0.9], [0.9, 0.1]]: symmetric (reversible for the uniform law), eigenvalues 1 and
    # 1 - 2 * 0.9 = -0.8, so the absolute gap is 1 - 0.8 = 0.2 (the spectral gap 1 - lambda_2 would be 1.8)
    P = np.array([[0.1, 0.9], [0.9, 0.1]])
    monkeypatch.setattr(soundness, "_kernel", lambda model, T, lazy=0.0: P.copy())
    ex = soundness._Exact(object(), 1.0)
    assert ex.symmetric
    assert ex.pi == pytest.approx([0.5, 0.5], abs=1e-15)
    assert ex.gap == pytest.approx(0.2, abs=1e-12)
    # d(t) = max_x TV(P^t(x, .), pi) = 0.5 * 0.8^t: t_mix(1/4) = 4 (0.5 * 0.8^3 = 0.256, 0.5 * 0.8^4 = 0.2048)
    assert ex.t_mix == 4

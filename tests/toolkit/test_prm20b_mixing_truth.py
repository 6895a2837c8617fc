"""prm20b promise sweep: toolkit.app.mixing_truth (beta != 1; the mean-field Potts line at q != 3)."""

from __future__ import annotations

import math

import pytest

from toolkit.app.mixing_truth import _profile, mean_field_barrier


def test_curie_weiss_barrier_scales_with_beta():
    # phi depends on K = beta / T alone at zero field: B(T, beta) = B(T / beta, 1)
    b2 = mean_field_barrier("curie-weiss", 1.5, beta=2.0)
    assert b2 > 0.01          # T = 1.5 is below the zero-field spinodal T_s = beta = 2
    assert b2 == pytest.approx(mean_field_barrier("curie-weiss", 0.75, beta=1.0), rel=1e-9)
    assert mean_field_barrier("curie-weiss", 1.5, beta=1.0) == 0.0   # above T_s = 1: one well


@pytest.mark.parametrize("q", [2, 4, 5])
def test_potts_line_starts_at_the_disordered_point(q):
    # x = 1/q: every rho_a = 1/q, so phi = -K/2 * q * (1/q)^2 + q * (1/q) ln(1/q) = -K/(2q) - ln q
    T, beta = 0.4, 1.3
    x, phi = _profile("mean-field-potts", T, q, beta, 0.0, grid=11)
    K = beta / T
    assert x[0] == pytest.approx(1.0 / q)
    assert phi[0] == pytest.approx(-K / (2 * q) - math.log(q), rel=1e-12)

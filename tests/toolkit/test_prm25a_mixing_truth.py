"""prm25a: visible_temperature bisects on [T_s/2, T_s] and gives T_s/2 when n_max is too small
for even that barrier to be visible (its docstring)."""

import pytest

from toolkit.app.mixing_truth import mean_field_barrier, spinodal_temperature, visible_temperature


def test_floor_is_half_the_spinodal():
    Ts = spinodal_temperature("curie-weiss")     # beta = 1, zero field: T_s = beta = 1
    assert Ts == 1.0
    # n_max = 1: B(T_s/2) * 1 < VISIBLE = 4 (the barrier per site is below 1): T_s/2 exactly
    assert mean_field_barrier("curie-weiss", 0.5) < 4.0
    assert visible_temperature("curie-weiss", 1) == 0.5 * Ts
    # a large n_max: the answer lies inside [T_s/2, T_s] with B(T_vis) n_max = 4 there
    n_max = 10**6
    T = visible_temperature("curie-weiss", n_max)
    assert 0.5 < T < 1.0
    assert mean_field_barrier("curie-weiss", T) * n_max == pytest.approx(4.0, rel=1e-3)

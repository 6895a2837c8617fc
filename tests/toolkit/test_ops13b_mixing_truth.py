"""ops13b: ``visible_temperature(..., beta=...)`` uses the coupling it is given.

:mod:`toolkit.app.mixing_truth`: the mean-field profile depends on ``K = beta / T`` and
``H = field / T`` only, so scaling ``beta``, ``field`` and ``T`` by the same factor changes
nothing: the spinodal ``T_s`` and the barrier ``B(T)`` at ``(2 beta, 2 field)`` are those at
``(beta, field)`` with ``T`` doubled, and ``T_vis`` (a bisection on ``[T_s / 2, T_s]``) doubles
(exactly, a factor of two being exact in binary). The doctest's value at ``beta = 1``,
``field = 0.1``, ``n_max = 1024`` is 0.704: at ``beta = 2``, ``field = 0.2`` it is 1.408.
"""

import pytest

from toolkit.app.mixing_truth import visible_temperature


def test_visible_temperature_scales_with_beta():
    one = visible_temperature("curie-weiss", 1024, field=0.1)
    two = visible_temperature("curie-weiss", 1024, beta=2.0, field=0.2)
    assert round(one, 3) == 0.704
    assert two == pytest.approx(2 * one, rel=1e-12)

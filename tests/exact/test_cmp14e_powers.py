"""cmp14e: the galloping search squares ``P`` only as far as it needs (``exact._powers``).

:func:`exact._powers.strict_crossing` gallops over ``powers[j] = P^(2^j)``, "squared further as
needed, appended to the list" (its docstring): the list the caller passes grows by one power
for each doubling step the gallop takes beyond it, and no further (every extra entry is a
matrix product made for nothing, and :func:`exact._powers.power_search` counts the list's growth
as products made).

By hand, the two-state chain of the module docstring, ``P = [[0.9, 0.1], [0.3, 0.7]]``,
``pi = (0.75, 0.25)``, ``d(t) = 0.75 * 0.6^t``:

- ``eps = 1/4``: the gallop from ``t = 0`` evaluates ``t = 1`` (``d = 0.45``) and ``t = 1 + 2 = 3``
  (``d = 0.162 <= eps``): it needs ``P`` and ``P^2``, so ``[P]`` becomes ``[P, P^2]``;
  ``t_mix = 3``.
- ``eps = 1/100``: ``t = 1, 3, 7`` (``d(7) = 0.021``) then ``15`` (``d = 3.5e-4``): ``P, P^2, P^4,
  P^8``, four powers; ``t_mix = min{t : 0.6^t <= 1/75} = 9`` (``0.6^8 = 0.0168 > 1/75 = 0.0133 >
  0.6^9 = 0.0101``).
"""

import numpy as np
import pytest

from exact._powers import _Power, strict_crossing

P2 = np.array([[0.9, 0.1], [0.3, 0.7]])
PI2 = np.array([0.75, 0.25])


def _dist(A, t):
    return A.tv(PI2, np.arange(2))


@pytest.mark.parametrize(("eps", "t_mix", "n_powers"), [(0.25, 3, 2), (0.01, 9, 4)])
def test_strict_crossing_appends_only_the_powers_it_uses(eps, t_mix, n_powers):
    powers = [_Power.of(P2)]
    t, before = strict_crossing(_Power.of(np.eye(2)), 0, powers, _dist, eps, 1000)
    assert t == t_mix
    # before = P^(t - 1): its distance is d(t - 1) = 0.75 * 0.6^(t - 1) > eps
    assert float(_dist(before, t - 1).max()) == pytest.approx(0.75 * 0.6 ** (t - 1), rel=1e-12)
    assert len(powers) == n_powers
    for j, M in enumerate(powers):  # powers[j] = P^(2^j), off-diagonal part
        full = np.linalg.matrix_power(P2, 2**j)
        assert M.off == pytest.approx(full - np.diag(np.diag(full)), rel=1e-12, abs=1e-15)

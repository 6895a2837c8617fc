"""prm23c: truth_label's barrier of a Curie-Weiss cell WITH a field (tests at zero field
cannot tell whether the field reaches the barrier). B(T) is computed here independently: the
three solutions m1 < m0 < m2 of the mean-field equation m = tanh((beta m + field)/T) by root
bracketing, and B = phi(m0) - max(phi(m1), phi(m2)), phi(m) = -K m^2/2 - H m - s(m)."""

import math

import numpy as np
from scipy.optimize import brentq

from toolkit.app.mixing_truth import VISIBLE, truth_label


def _barrier(T, beta, field):
    K, H = beta / T, field / T

    def phi(m):
        s = -(0.5 * (1 + m) * math.log(0.5 * (1 + m)) + 0.5 * (1 - m) * math.log(0.5 * (1 - m)))
        return -0.5 * K * m * m - H * m - s

    def g(m):
        return m - math.tanh(K * m + H)

    xs = np.linspace(-1 + 1e-12, 1 - 1e-12, 4001)
    roots = [brentq(g, a, b) for a, b in zip(xs[:-1], xs[1:], strict=True) if g(a) * g(b) < 0]
    assert len(roots) == 3
    m1, m0, m2 = roots
    return phi(m0) - max(phi(m1), phi(m2))


def test_field_enters_the_barrier():
    T, beta, field = 0.6, 1.0, 0.1          # below the spinodal T_s(1, 0.1) = 0.7287 (module doctest)
    B = _barrier(T, beta, field)            # 0.0549 (zero field: 0.18)
    small = math.floor(VISIBLE / B) - 1     # B n_max < VISIBLE: not visible, "either"
    big = math.ceil(VISIBLE / B) + 1
    assert truth_label("curie-weiss", T, small, beta=beta, field=field) == "either"
    assert truth_label("curie-weiss", T, big, beta=beta, field=field) == "faster"

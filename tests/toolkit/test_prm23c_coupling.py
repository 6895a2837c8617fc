"""prm23c: _hurdle_upper at exactly two positive values (the documented boundary: "fewer than
2 positive values give no spread", so two do have one: the Student-t upper end)."""

import math

import numpy as np
from scipy.stats import norm
from scipy.stats import t as student_t

from toolkit.coupling import _hurdle_upper


def test_two_positive_values_use_the_student_t_upper_end():
    v = np.array([0] * 10 + [1, 3], dtype=float)        # R = 12 replicates, k = 2 positive
    # Wilson upper end of P(v > 0) = 2/12 at 97.5% two-sided (98.75% one-sided), by its formula
    z, m, p = norm.ppf(0.9875), 12, 2 / 12
    den = 1 + z * z / m
    p_hi = ((p + z * z / (2 * m)) + z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m))) / den
    # the positive values' mean 2, sd sqrt(2): upper end 2 + t_{0.9875, 1} sqrt(2) / sqrt(2)
    cond = 2.0 + student_t.ppf(0.9875, 1) * 1.0
    assert abs(_hurdle_upper(v) - p_hi * cond) < 1e-9 * p_hi * cond

"""prm25d (issue 30): the one-context prevalence of toolkit.incompat._prevalence.

Docstring: with one context "the rectangles are the population, the binomial interval is
over them": the binomial standard error sqrt(p (1 - p) / N). Hand value: 1 of 4 certified,
p = 1/4, sqrt(3/16 / 4) = sqrt(3)/8.
"""

import math

import numpy as np

from toolkit.coupling import wilson_interval
from toolkit.incompat import _prevalence


def test_one_context_binomial_stderr():
    est = _prevalence(np.array([True, False, False, False]), np.zeros(4, dtype=int), wilson_interval)
    assert est.value == 0.25
    assert math.isclose(est.stderr, math.sqrt(3) / 8, rel_tol=1e-12)

"""harden10e: the defaults of exact.markov.contraction_check (automut --fresh-lines survivor)."""

import math

import numpy as np
import pytest

from exact.markov import contraction_check
from toolkit.models import potts


def test_contraction_check_default_temperature_is_one():
    # The signature's contract: temperature defaults to 1.0. Two-site Ising (Potts q=2, J=1):
    # the influence of one site on the other at temperature T is tanh(J / (2 T)) (module
    # docstring of exact.influence: R_01 = tanh(1/2) at T = 1), tanh(1/4) at T = 2.
    c = contraction_check(potts(2, 2, 1.0))
    R = np.asarray(getattr(c.influence.R, "value", c.influence.R), dtype=float)
    assert R[0, 1] == pytest.approx(math.tanh(0.5), abs=1e-12)
    assert c.t_mix == contraction_check(potts(2, 2, 1.0), temperature=1.0).t_mix

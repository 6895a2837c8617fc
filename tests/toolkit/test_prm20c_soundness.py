"""prm20c promise sweep (issue 30): toolkit.app.report.soundness's reference side away from
the special cases the section uses (gamma_k for k > 1 where k = 1 is not the best, the
influences at T != 1) and an upper bound of +inf (vacuous, but it holds)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.report._model import Section
from toolkit.app.report.soundness import _alpha, _Exact, _Inequalities
from toolkit.models import potts


def test_mult_gaps_are_those_of_the_kth_powers():
    # circulant P = (I + C)/2 on 3 states (C the cyclic shift): doubly stochastic, pi uniform, so
    # D^(1/2) P D^(-1/2) = P, a normal matrix whose singular values are |eigenvalues|: 1 and
    # |(1 + w)/2| = 1/2 twice (w = e^(2 pi i/3), |1 + w| = 1). The gap of (P*)^k P^k is 1 - 4^-k.
    P = 0.5 * (np.eye(3) + np.roll(np.eye(3), 1, axis=1))
    ex = _Exact.__new__(_Exact)
    ex.P, ex.pi = P, np.full(3, 1 / 3)
    assert ex.mult_gaps(3) == pytest.approx([1 - 0.25, 1 - 0.25**2, 1 - 0.25**3], abs=1e-12)


def test_alpha_at_a_temperature_other_than_one():
    # two-site Potts q = 2, coupling c: R_01 = R_10 = tanh(c/(2T)) (the equality case of the
    # softmax lemma, the reference section's closed form), so alpha = tanh(c/(2T))
    for T in (0.5, 2.0):
        assert _alpha(potts(2, 2, 1.0), T) == pytest.approx(math.tanh(1.0 / (2 * T)), abs=1e-13)


def test_an_infinite_upper_bound_holds():
    s = Section("soundness", "t")
    ineq = _Inequalities(s)
    ineq.check("t_mix <= bound", [("vacuous", 12, math.inf)], upper=True, why="w")
    assert s.claims[-1].holds is True
    assert ineq.rows[-1]["holds"] is True

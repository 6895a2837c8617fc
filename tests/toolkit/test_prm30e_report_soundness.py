"""prm30e: the soundness section's inequality claims hold by their worst case, wherever it
sits among the cases, and its reference alpha takes R_ij as the max over every pair of
neighbouring states (issue 30, thirteenth sweep: one inner item offending)."""

import math

import pytest

from toolkit.app.report import soundness
from toolkit.app.report._model import Section
from toolkit.models import potts


def test_inequality_claim_fails_by_an_inner_case():
    s = Section("soundness", "Soundness")
    ineq = soundness._Inequalities(s)
    # value <= bound: only the middle case fails (3 > 2)
    ineq.check("x <= b", [("first", 1.0, 2.0), ("middle", 3.0, 2.0), ("last", 1.0, 2.0)], upper=True, why="w")
    c = s.claims[-1]
    assert c.holds is False
    assert c.value == 3 and c.bound == 2
    assert "worst case middle" in c.hypothesis
    # all pass: the worst is the one of least slack (the middle one, 1.9 <= 2)
    ineq.check("x <= b", [("first", 1.0, 2.0), ("middle", 1.9, 2.0), ("last", 1.0, 2.0)], upper=True, why="w")
    c = s.claims[-1]
    assert c.holds is True and c.value == 1.9
    assert "worst case middle" in c.hypothesis


@pytest.mark.parametrize("c, T", [(1.0, 0.5), (0.4, 1.0)])
def test_reference_alpha_two_site_potts(c, T):
    # two sites, q = 2: l_0(a; x_1) = c [a = x_1], so p_0(. | x_1 = 0) and p_0(. | x_1 = 1) are
    # (e^{c/T}, 1) / (e^{c/T} + 1) and its mirror: TV = tanh(c / 2T) = R_01 = R_10 = alpha
    assert soundness._alpha(potts(2, 2, c), T) == pytest.approx(math.tanh(c / (2 * T)), rel=1e-12)

"""prm23b sixth sweep (issue 30): exact.scans.nlogn_theory gives the mean-field Potts cutoff
constant (Cuff et al. 2012: ferromagnetic Potts below the spinodal) to beta >= 0 only; an
antiferromagnetic coupling gets no known constant."""

from __future__ import annotations

from exact.scans import nlogn_theory
from toolkit.models.exchangeable import MeanFieldPotts


def test_antiferromagnetic_potts_has_no_theory_constant():
    assert nlogn_theory(MeanFieldPotts(3, 10, -1.0), 1.0) == (None, "")
    c, src = nlogn_theory(MeanFieldPotts(3, 10, 1.0), 1.0)   # beta/T = 1 < beta_s(3) = 2.7456
    assert abs(c - 1.0 / (2.0 * (1.0 - 1.0 / 3.0))) < 1e-15 and "Cuff" in src

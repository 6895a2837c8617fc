"""cmp15a: ``exact.scans.nlogn_theory`` gives the mean-field Potts constant in zero field only.

The cutoff ``n ln n / (2 (1 - beta/(qT)))`` (Cuff, Ding, Louidor, Lubetzky, Peres and Sly 2012,
Thm 1) is a theorem about the mean-field Potts model *without* an external field: the module
docstring says "both in zero field (a field on any colour, even on one only, is outside these
theorems: no constant)". A field on one colour only (``field = (0.5, 0, 0)``) breaks the symmetry
between the colours that the theorem's proof uses (the proportions' drift at the uniform fixed
point changes), so no constant is known: ``(None, "")``. The same model in zero field, below the
spinodal (``beta / T = 2 < beta_s(3) = 2.7456``), has ``c = 1 / (2 (1 - 2/3)) = 1.5``.
"""

from __future__ import annotations

from exact.scans import nlogn_theory
from toolkit.models.exchangeable import MeanFieldPotts


def test_potts_with_a_field_on_one_colour_has_no_constant():
    c, src = nlogn_theory(MeanFieldPotts(3, 20, 2.0), 1.0)
    assert abs(c - 1.5) < 1e-12 and "Cuff" in src
    assert nlogn_theory(MeanFieldPotts(3, 20, 2.0, field=[0.5, 0.0, 0.0]), 1.0) == (None, "")
    assert nlogn_theory(MeanFieldPotts(3, 20, 2.0, field=[0.0, -0.2, 0.0]), 1.0) == (None, "")
    # a field on every colour (all entries non-zero): no constant either
    assert nlogn_theory(MeanFieldPotts(3, 20, 2.0, field=[0.5, 0.1, 0.2]), 1.0) == (None, "")

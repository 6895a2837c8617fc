"""harden10a: exact.rectangles.reference_rectangles' max |log R| / bound where some rectangles
have bound 0 (exact logits, all four corners 0) (issue 30)."""

import numpy as np

from exact.logits import SiteLogits
from exact.rectangles import reference_rectangles
from exact.space import StateSpace

U = 2.0**-53
GAMMA7 = 7 * U / (1 - 7 * U)  # Higham's gamma_7: the bound's factor (toolkit._rectangle.bound)


def test_zero_bound_rectangles_do_not_hide_the_largest_ratio():
    # q = 3, n = 2, declared exact logits (error 0). l_0(a; x_1 = b) = 1 for (a, b) = (2, 2), else 0;
    # l_1 = 0. The 4 reference rectangles (a, b in {1, 2}, a' = b' = 0): three have all corners 0
    # (log R = 0, bound 0: ratio 0 by convention, 0 / 0 read as 0), and (2, 2) has corners
    # t = (1, 0, 0, 0), u = 0: log R = 1, bound = gamma_7 * 1, ratio 1 / gamma_7 (certified)
    q, n = 3, 2
    values = np.zeros((n, q**n))
    values[0, 2 * q + 2] = 1.0
    L = SiteLogits(values, StateSpace(q, n), error=np.zeros(n), error_source="exact")
    checked, certified, max_ratio, witness = reference_rectangles(L, stop_at_first=False)
    assert (checked, certified) == (4, 1)
    assert np.isclose(max_ratio, 1.0 / GAMMA7, rtol=1e-12)
    assert witness[:2] == (0, 1) and witness[3:5] == (2, 2)

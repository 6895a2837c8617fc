"""prm27d: Paulin's bound skips a ``k`` whose interval reaches 0 and goes on to the later ones.

toolkit.theory.nonreversible_upper_bound (docstring): "a ``k`` whose interval reaches 0 gives no
bound"; the bound is the min over the remaining ``k``. With ``gamma_1 = 0.3 +- 0.5`` (no bound)
and ``gamma_2 = 0.9`` at ``pi_min = 1/2``, ``eps = 1/4``: ``2 ceil(ln 8 / ln 10) = 2`` (the
docstring's own second case), from ``k = 2``.
"""

import math

from toolkit.theory import nonreversible_upper_bound


def test_empty_first_interval_skipped_not_final():
    # hand value: L = ln(1/(4 eps^2)) - ln(pi_min) = ln 4 + ln 2 = ln 8; k = 2: 2 * ceil(ln 8 / -ln(0.1)) = 2
    assert math.ceil(math.log(8) / -math.log(0.1)) == 1
    assert nonreversible_upper_bound([0.3, 0.9], math.log(0.5), gamma_errors=[0.5, 0.0]) == (2.0, 2)
    # and with every interval reaching 0: no k left
    assert nonreversible_upper_bound([0.3, 0.9], math.log(0.5), gamma_errors=[0.5, 1.0]) == (math.inf, None)

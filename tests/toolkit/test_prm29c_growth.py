"""prm29c: growth_verdict's reason on the lower ends' growth reads every pair of the window,
not only the top pair (issue 30, class B: one inner item offending).

Sizes 10, 20, 40 (doubling, ln 2 apart) with lower ends 1, 2, 64: the lower ends' slopes are
ln(2/1)/ln 2 = 1 over n = 10..20 and ln(64/2)/ln 2 = 5 over n = 20..40. The faster rule needs
every slope >= Z_FAST = 4 (module docstring); the first pair's 1 is below it, so the verdict is
not 'faster' and the reason says the lower ends are NOT all faster than n^4, although the top
pair alone (5) is.
"""

import math

import numpy as np

from tests.old_thresholds import at_old
from toolkit.growth import FASTER, growth_verdict


def test_lower_ends_not_all_faster_when_only_the_top_pair_is():
    n = np.array([10, 20, 40])
    v = at_old(n, [1.0, 2.0, 64.0], [math.inf] * 3, quantity="t_mix")
    assert v.verdict != FASTER
    lower = [r for r in v.reasons if r.startswith("lower ends grow like")]
    assert len(lower) == 1
    assert "n^1.00, then n^5.00" in lower[0]
    assert "not all faster than n^4" in lower[0]


def test_lower_ends_all_faster_named_so():
    # slopes 5 and 6: every pair above Z_FAST, the reason says "faster than" without "not all"
    n = np.array([10, 20, 40])
    v = growth_verdict(n, [1.0, 32.0, 32.0 * 64.0], [math.inf] * 3, quantity="t_mix")
    lower = [r for r in v.reasons if r.startswith("lower ends grow like")]
    assert "(faster than n^4" in lower[0]

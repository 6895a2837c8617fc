"""prm29c: asymmetric_pairwise repairs its drawn rectangle from that rectangle's own log R
(issue 30, class C: a logit read at the wrong token).

Its contract: "every draw is incompatible by at least min_asymmetry". With q = 2 and n = 2
a model has exactly one rectangle (sites 0, 1; tokens 0, 1 at each; no other sites for a
context), so its |log R| -- computed independently by exact.rectangles.all_rectangles
-- must be at least min_asymmetry on every draw.
"""

import numpy as np
from hypothesis import given, settings

from exact.rectangles import all_rectangles
from toolkit.strategies import asymmetric_pairwise


@settings(max_examples=150, deadline=None, derandomize=True)
@given(asymmetric_pairwise(q=(2, 2), n=(2, 2), scale=1.0, min_asymmetry=0.5))
def test_the_one_rectangle_is_at_least_min_asymmetry(m):
    table = all_rectangles(m, temperature=1.0)
    assert len(table) == 1
    assert float(np.abs(table.log_r).max()) >= 0.5 - 1e-9

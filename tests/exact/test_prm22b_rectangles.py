"""prm22b (issue 30, fifth sweep): exact.rectangles beyond the inputs the other tests use.

- ``reference_rectangles``' witness when the first certified rectangle is NOT in the first
  chunk of contexts (its docstring: any ``chunk >= 1`` gives the same result);
- ``rectangle_summary``'s ``quantiles["max"]`` when the quantiles come from a strided sample
  (more rectangles than ``max_rectangles``): still the true max (the code's comment and
  RectangleSummary's max_abs), checked against the full table of ``all_rectangles``.
"""

import numpy as np

from exact.logits import SiteLogits
from exact.rectangles import all_rectangles, rectangle_summary, reference_rectangles
from exact.space import StateSpace
from toolkit.models import random_table


def _one_bad_context():
    # q = 2, n = 3, every logit 0 (a compatible model: log R = 0 exactly) except site 0's logit
    # at x = (1, 1, 1), index 7, raised by 1: the reference rectangle of sites (0, 1) has
    # log R = +-1 in the context x_2 = 1 only. Its state with tokens 0 at sites 0 and 1 is
    # x = (0, 0, 1), index 1 (site 0 most significant); the context x_2 = 0 (state 0) is compatible.
    values = np.zeros((3, 8))
    values[0, 7] = 1.0
    return SiteLogits(values, StateSpace(2, 3))


def test_witness_is_the_same_for_every_chunk():
    L = _one_bad_context()
    for chunk in (1, 2, 1 << 20):
        checked, cert, ratio, w = reference_rectangles(L, chunk=chunk)
        assert cert == 1
        i, j, state, a, b, lr, bd = w
        assert (i, j, state, a, b) == (0, 1, 1, 1, 1), chunk
        assert abs(abs(lr) - 1.0) < 1e-12 and bd < 1e-12


def test_streamed_quantile_max_is_the_true_max():
    m = random_table(2, 3, 1.0, rng=22)
    true_max = float(np.abs(all_rectangles(m).log_r).max())   # every rectangle, no sampling
    s = rectangle_summary(m, max_rectangles=3)   # 6 rectangles: a stride-2 sample of 3
    assert s.quantile_sample == 3
    assert s.max_abs == true_max
    assert s.quantiles["max"] == true_max
    # the max is not in the sample here: the sampled quantiles stay below it
    assert s.quantiles["q99"] < true_max

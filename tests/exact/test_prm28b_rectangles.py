"""prm28b: reference_rectangles' witness is the FIRST certified rectangle (docstring) when one
block holds several certified ones (the prm22b case has a single one, so first = last)."""
import numpy as np

from exact.logits import SiteLogits
from exact.rectangles import reference_rectangles
from exact.space import StateSpace


def _two_bad_contexts():
    # q = 2, n = 3, every logit 0 (log R = 0 exactly) except site 0's logit at x = (1, 1, 0)
    # (index 6) and at x = (1, 1, 1) (index 7), each raised by 1: the reference rectangle of
    # sites (0, 1) has |log R| = 1 in BOTH contexts x_2 = 0 and x_2 = 1. Scanned in context
    # order, the first is x_2 = 0, whose state with tokens 0 at sites 0, 1 is (0, 0, 0), index 0;
    # the last is x_2 = 1, index 1.
    values = np.zeros((3, 8))
    values[0, 6] = 1.0
    values[0, 7] = 1.0
    return SiteLogits(values, StateSpace(2, 3))


def test_witness_is_the_first_certified_rectangle_for_every_chunk():
    L = _two_bad_contexts()
    for chunk in (1, 2, 1 << 20):   # one block holds both contexts at the larger chunks
        checked, cert, ratio, w = reference_rectangles(L, stop_at_first=False, chunk=chunk)
        assert cert >= 2
        assert w[:5] == (0, 1, 0, 1, 1), chunk
        first = reference_rectangles(L, stop_at_first=True, chunk=chunk)[3]
        assert first[:5] == (0, 1, 0, 1, 1), chunk

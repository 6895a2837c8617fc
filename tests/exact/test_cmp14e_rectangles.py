"""cmp14e: the rectangle table's ``max_bound`` is the largest bound; the reference scan's ``chunk``.

``RectangleTable.max_bound`` (``exact.rectangles``, built by :meth:`RectangleTable.of`) is the
largest ``bound`` of its rectangles, as the streamed summary (:func:`rectangle_summary`, a
separate running maximum over the chunks) reports it. On ``random_table(3, 3)`` the bounds
differ from rectangle to rectangle (they scale with the summed logit magnitudes of the
corners), so the smallest is not the largest.

:func:`reference_rectangles`' ``chunk`` (contexts per block, at least one whatever ``chunk``)
sets memory only: with ``chunk = 1`` (below ``(q - 1)^2 = 4`` token pairs, one context per
block) the scan checks ``3 pairs * 3 contexts * (q - 1)^2 = 36`` reference rectangles and finds
the certificates the full table holds at ``a' = b' = 0``.
"""

import numpy as np
import pytest

from exact.logits import site_logits
from exact.rectangles import all_rectangles, rectangle_summary, reference_rectangles
from toolkit.models import random_table


def test_table_max_bound_is_the_largest_bound():
    m = random_table(3, 3, rng=5)
    t = all_rectangles(m)
    assert float(t.bound.min()) < float(t.bound.max())  # a min-for-max slip would show
    assert t.max_bound == float(np.max(t.bound))
    assert t.max_bound == pytest.approx(rectangle_summary(m).max_bound, rel=0, abs=0)


def test_reference_scan_with_a_chunk_below_one_context():
    m = random_table(3, 3, 1.0, rng=6)
    checked, cert, ratio, w = reference_rectangles(site_logits(m), stop_at_first=False, chunk=1)
    assert checked == 36
    t = all_rectangles(m)
    sel = (t.a == 0) & (t.b == 0)  # the reference rectangles (a, 0; b, 0) of the table
    assert cert == int(t.certified[sel].sum()) and cert >= 1
    assert ratio == pytest.approx(float((np.abs(t.log_r[sel]) / t.bound[sel]).max()), rel=1e-12, abs=0)
    assert w[:2] == (0, 1)

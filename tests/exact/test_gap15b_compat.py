""":class:`exact.compat.CompatibilityReport`'s text (issue 30, branch gap15b): ``str()`` is its
own quantity / value / meaning table, not the generic field listing."""

from exact.compat import CompatibilityReport
from exact.markov import compatibility_report
from toolkit.models import random_pairwise


def test_text_is_the_quantity_table():
    c = compatibility_report(random_pairwise(2, 3, 1.0, rng=0))
    assert isinstance(c, CompatibilityReport)
    text = str(c)
    assert text == c.table()
    lines = text.splitlines()
    assert lines[0].split() == ["quantity", "value", "meaning"]
    # q = 2 on n = 3 sites: 3 pairs of sites x 2 contexts of the third x one pair of token pairs = 6 rectangles
    r = c.rectangles
    assert r.count == 6
    assert any(line.split()[:5] == ["rectangles", "certified", str(r.n_certified), "/", "6"] for line in lines)
    assert any(line.split()[:2] == ["consistent", "yes" if c.consistent else "no"] for line in lines)

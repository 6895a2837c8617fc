"""prm19d (issue 30, second promise sweep): ``CompatibilityReport.consistent`` means the
rectangle test and detailed balance agree, also when both say no."""

from exact.markov import ExactChain
from toolkit.models import random_table


def test_incompatible_and_not_reversible_is_consistent():
    # exact.reversibility's docstring: random_table(2, 3, 1.0, rng=22) is not reversible
    rep = ExactChain(random_table(2, 3, 1.0, rng=22), temperature=0.5).compatibility()
    assert not rep.rectangles.compatible and not rep.reversible
    assert rep.consistent

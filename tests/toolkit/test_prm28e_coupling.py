"""prm28e (eleventh sweep, issue 30): start_pairs' "random" pairs are distinct states
(docstring: ``xs[k] != ys[k]``): only a pair equal at EVERY site is nudged apart, not one that
agrees at some site (nudging such a pair can make it equal)."""

from toolkit.coupling import start_pairs
from toolkit.models import potts


def test_random_pairs_are_distinct_and_uniform():
    # q = 2, n = 2: a uniform pair differs at site 0 only or site 1 only w.p. 1/4 each; a pair
    # agreeing at site 1 but not at site 0, nudged at site 0, would become equal.
    xs, ys = start_pairs(potts(2, 2, 1.0), "random", n_pairs=400, rng=0)
    assert xs.shape == ys.shape == (400, 2)
    assert (xs != ys).any(axis=1).all()
    # the pairs differing at site 1 only: y uniform and independent of x there, P = 1/4
    # (sd sqrt(400 * 3/16) ~ 8.7 of 100; +-45 is over 5 sd)
    assert abs(int(((xs[:, 0] == ys[:, 0]) & (xs[:, 1] != ys[:, 1])).sum()) - 100) < 45

"""prm29a: rectangle_test counts one rectangle per distinct (sites, tokens, context outside
i and j): contexts that differ only at site i give the same rectangles as those differing only
at site j (issue 30, twelfth sweep: a repair at one index of two)."""

from toolkit.incompat import rectangle_test
from toolkit.models import random_table


def test_contexts_differing_only_at_i_or_j_give_the_same_rectangles():
    m = random_table(3, 2, 1.0, rng=4)
    # tokens {0, 1, 2} at both sites: C(3, 2)^2 = 9 rectangles per context and site pair;
    # with n = 2 the only pair is (0, 1) and a context has no site outside it
    one = rectangle_test(m, [[0, 0]], tokens=[0, 1, 2])
    assert one.count == 9
    at_i = rectangle_test(m, [[0, 0], [1, 0], [2, 0]], tokens=[0, 1, 2])
    at_j = rectangle_test(m, [[0, 0], [0, 1], [0, 2]], tokens=[0, 1, 2])
    assert at_i.count == 9 and at_j.count == 9

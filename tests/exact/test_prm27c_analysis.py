"""prm27c (issue 30): the q = 3 lumping rule of exact.analysis.exact_method counts the class
chains' states IN ALL (a total over every start class, module docstring: at most
LUMP_CLASS_STATES_MAX = 2e5 "in all", so n = 9..12), not the largest class chain alone."""
import math

from exact.analysis import LUMP_CLASS_STATES_MAX, _class_states, exact_method
from toolkit.models.exchangeable import MeanFieldPotts


def _total_by_hand(n, q=3):
    # brute force: every count vector c of n sites over q tokens (a start class) has a class
    # chain over the count vectors of each nonzero block, C(c_a + q - 1, q - 1) of them, multiplied
    total = 0
    for c0 in range(n + 1):
        for c1 in range(n + 1 - c0):
            c = (c0, c1, n - c0 - c1)
            total += math.prod(math.comb(v + q - 1, q - 1) for v in c if v > 0)
    return total


def test_class_states_is_the_total_over_start_classes():
    for n in (9, 12, 13):
        assert _class_states(3, n) == _total_by_hand(n)
    assert _total_by_hand(12) <= LUMP_CLASS_STATES_MAX < _total_by_hand(13)


def test_q3_lumped_exactly_for_n_9_to_12():
    got = {n: exact_method(MeanFieldPotts(3, n, 1.0)) for n in range(8, 15)}
    assert got == {8: "enumerate", 9: "lumped", 10: "lumped", 11: "lumped", 12: "lumped",
                   13: "enumerate", 14: "enumerate"}

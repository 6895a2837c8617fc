"""prm28e (eleventh sweep, issue 30): the pairwise rectangle rule names the same witness as the
generic rectangle search (exact.rectangles.reference_rectangles, the first certified rectangle)
when one site pair holds SEVERAL certified rectangles of different |log R|."""
import numpy as np

from exact.logits import site_logits
from exact.pairwise_logits import PairwiseLogits
from exact.rectangles import reference_rectangles
from toolkit.models import Pairwise


def test_witness_is_the_first_certified_rectangle():
    # q = 3, n = 2, h = 0, only J[0, 1, a, b] = c_ab for a, b >= 1 (J[1, 0] = 0). For the
    # reference rectangle with tokens a/0 at site 0 and b/0 at site 1,
    # log R = (c_ab - c_a0 - c_0b + c_00) - 0 = c_ab: |log R| = 2, 3, 4, 5 for (a, b) = (1, 1),
    # (1, 2), (2, 1), (2, 2), all far above the float64 bound (~1e-14): all four certified.
    q, n = 3, 2
    J = np.zeros((n, n, q, q))
    J[0, 1, 1, 1], J[0, 1, 1, 2], J[0, 1, 2, 1], J[0, 1, 2, 2] = 2.0, 3.0, 4.0, 5.0
    model = Pairwise(np.zeros((n, q)), J)

    class Plain:  # the same conditionals, not recognised as pairwise: the generic search
        vocab_size, length = q, n

        def logits(self, x, sites):
            return model.logits(x, sites)

    checked, n_cert, ratio, w = reference_rectangles(site_logits(Plain()))
    i, j, _, a, b, lr, _ = w
    assert (i, j, a, b, lr) == (0, 1, 1, 1, 2.0)
    rule = PairwiseLogits(model).rectangle_rule
    assert not rule.reversible
    assert rule.detail.startswith("certified rectangle at sites (0, 1), tokens 1/0 and 1/0: |log R| = 2 >")

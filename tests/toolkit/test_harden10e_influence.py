"""harden10e: toolkit.influence.influence_estimates with replacements="all" tries every other
token at each site, in a fixed order: no randomness, so its result does not depend on ``rng``
(automut --fresh-lines survivor)."""

import numpy as np

from toolkit.influence import influence_estimates
from toolkit.models import potts


def test_all_replacements_do_not_depend_on_rng():
    # docstring: replacements "all" is "every other token at j"; only an int r draws "r random
    # other tokens". Potts q=3 on the complete graph has ties (from x = 000, setting x_j to 1
    # or to 2 moves site i's conditional by the same TV, by the colour symmetry), so a random
    # order of the replacements would show in the witnesses.
    m = potts(3, 3, 1.0)
    X = np.array([[0, 0, 0], [0, 1, 2], [1, 1, 0]])
    runs = [influence_estimates(m, X, temperature=1.0, rng=seed) for seed in range(6)]
    for r in runs[1:]:
        np.testing.assert_array_equal(r.R, runs[0].R)
        np.testing.assert_array_equal(r.witness, runs[0].witness)
    # every witness is (a context row, a token other than that context's token at j)
    w = runs[0].witness
    for i in range(3):
        for j in range(3):
            if i != j and runs[0].R[i, j] > 0:
                c, tok = w[i, j]
                assert 0 <= c < 3 and 0 <= tok < 3 and tok != X[c, j]
    # the rng the caller passes is not drawn from
    g = np.random.default_rng(7)
    influence_estimates(m, X, temperature=1.0, rng=g)
    assert g.random() == np.random.default_rng(7).random()

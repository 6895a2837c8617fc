"""prm23a: ``toolkit.semantic`` where the tested inputs could not see a wrong choice.

- ``basin_statistics``: ``counts[b, c]`` counts record pairs ``b -> c`` (the docstring), the
  FROM label first; back-and-forth sequences (0 -> 1 -> 0) have symmetric counts, a one-way
  walk 0 -> 1 -> 2 does not (hand counts).
- ``semantic_trajectories(n_traps=...)`` hands ``n_traps`` on to ``basin_statistics``
  (tested before at the default 3 only): ``n_traps=0`` gives no trap, ``n_traps=1`` one.
"""

import numpy as np

from toolkit.models import potts
from toolkit.semantic import basin_statistics, semantic_trajectories


def test_counts_are_from_row_to_column():
    s = basin_statistics(np.array([[0, 0, 1, 1, 1, 2]]))
    want = np.array([[1, 1, 0], [0, 2, 1], [0, 0, 0]])   # 0->0, 0->1, 1->1 twice, 1->2
    np.testing.assert_array_equal(s.counts, want)
    P = s.transition_matrix
    np.testing.assert_allclose(P[0], [0.5, 0.5, 0.0])
    np.testing.assert_allclose(P[1], [0.0, 2 / 3, 1 / 3])
    assert np.isnan(P[2]).all()                          # basin 2 never left from a record


def test_trajectories_hand_n_traps_on():
    m = potts(2, 4, 1.0)
    for n_traps, count in ((0, 0), (1, 1)):
        r = semantic_trajectories(m, temperature=1.0, n_chains=2, n_steps=40, embedding=lambda X: X.astype(float),
                                  k=3, n_traps=n_traps, rng=0)
        assert len(r.basins.traps) == count

"""prm29d: the transfer recursion's prefix groups and the 3-site cycle."""

import numpy as np

from exact.transfer import NearestNeighbourChain, nearest_neighbour_chain, transfer_scan
from toolkit.models import potts


def _family(n):
    # site 0's field is the same at every n; the others' fields depend on n, so no chain is a
    # prefix of another and each size needs its own recursion
    h = np.zeros((n, 2))
    h[1:, 1] = 0.25 * n
    return NearestNeighbourChain(h, np.broadcast_to(np.eye(2), (n - 1, 2, 2)).copy(), "path")


def test_scan_sizes_with_equal_first_field_not_grouped():
    Ts = [0.7, 1.5]
    both = transfer_scan(_family, temperatures=Ts, n_values=[3, 4])
    for k, n in enumerate((3, 4)):
        alone = transfer_scan(_family, temperatures=Ts, n_values=[n])  # one chain: no grouping
        for key in ("magnetization_sq", "free_energy"):
            np.testing.assert_allclose(both[key][k], alone[key][0], rtol=1e-12, atol=0)


def test_three_site_cycle_is_a_chain():
    # on 3 sites every pair is a neighbour pair of the cycle: (0, 1), (1, 2) and the closing (2, 0)
    c = nearest_neighbour_chain(potts(2, 3, 1.0, graph="cycle"))
    assert c.boundary == "cycle" and c.couplings.shape == (3, 2, 2)

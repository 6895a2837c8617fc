"""toolkit.models.masked_toy.nn_chain sets each edge's couplings once, as its docstring says:
``J[i, i+1] = coupling I + disorder G`` and ``J[i+1, i] = coupling I + disorder H``, with G, H the
same for every size of one seed ("sizes of one seed form one family"). At n = 2 the loop used to
visit the single edge twice (the path's "wrap-around" pair (1, 0) and the 2-cycle's second edge),
so the second visit swapped G and H (prm22e's finding).

Independent reference: the docstring's formula with G and H drawn from the documented stream
(``np.random.default_rng(seed)``: G first, then the independent H), and the n = 3 chain of the
same seed, whose first edge must be the same."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.models.masked_toy import nn_chain


@pytest.mark.parametrize("graph", ["path", "cycle"])
@pytest.mark.parametrize("symmetric", [True, False])
def test_two_site_chain_is_the_first_edge_of_its_family(graph, symmetric):
    q, c, d = 3, 1.0, 0.5
    rng = np.random.default_rng(7)
    G, H2 = rng.normal(size=(q, q)), rng.normal(size=(q, q))
    H = G.T if symmetric else H2
    two = nn_chain(q, 2, coupling=c, disorder=d, symmetric=symmetric, graph=graph, rng=7)
    three = nn_chain(q, 3, coupling=c, disorder=d, symmetric=symmetric, graph=graph, rng=7)
    np.testing.assert_allclose(two.J[0, 1], c * np.eye(q) + d * G, rtol=0, atol=1e-15)
    np.testing.assert_allclose(two.J[1, 0], c * np.eye(q) + d * H, rtol=0, atol=1e-15)
    np.testing.assert_array_equal(two.J[0, 1], three.J[0, 1])
    np.testing.assert_array_equal(two.J[1, 0], three.J[1, 0])

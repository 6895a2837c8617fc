"""prm24b: the toy family builders hand their keywords on (seventh sweep, arguments the tests
only passed at their defaults, ``benchmarks/default_only_args.py``).

Each builder's keyword is checked by a property that follows from the family's definition, not
from the builder's output: a builder given ``q`` has vocabulary ``q``; a random family at
``scale = 0`` has nothing random left, so all its logits at a site are equal (uniform
conditionals), while at the default ``scale = 1`` they are not; a Potts model or chain with
``coupling = 0`` has equal logits too; on a ``cycle`` site 0 does not see site 2 (n = 4), on the
``complete`` graph it does.
"""

import itertools

import numpy as np
import pytest

from toolkit.models.families import (
    _asymmetric_pairwise,
    _exchangeable_table,
    _identical_sites,
    _mean_field_potts,
    _nn_chain,
    _potts,
    _random_joint,
    _random_pairwise,
    _random_table,
    _symmetric_pairwise,
)


def _spreads(model):
    """max - min of the logits at every site and every state (all states of a tiny model)."""
    q, n = model.vocab_size, model.length
    X = np.array(list(itertools.product(range(q), repeat=n)))
    out = [np.ptp(np.asarray(model.logits(X, np.full(len(X), i)), dtype=float), axis=1) for i in range(n)]
    return np.concatenate(out)


@pytest.mark.parametrize("builder", [_random_joint, _asymmetric_pairwise, _exchangeable_table,
                                     _mean_field_potts, _random_pairwise, _symmetric_pairwise])
def test_q_handed_on(builder):
    # every default q is 2 or 3: ask for the other one
    m2, m3 = builder(q=2, n=3), builder(q=3, n=3)
    assert (m2.vocab_size, m3.vocab_size) == (2, 3)


@pytest.mark.parametrize("builder", [_random_joint, _asymmetric_pairwise, _exchangeable_table,
                                     _identical_sites, _random_pairwise, _random_table])
def test_scale_zero_leaves_nothing_random(builder):
    assert np.allclose(_spreads(builder(q=2, n=3, scale=0.0)), 0.0)
    assert _spreads(builder(q=2, n=3)).max() > 1e-3  # the default scale 1 draws random logits


def test_potts_coupling_zero_is_uniform():
    assert np.allclose(_spreads(_potts(q=2, n=3, coupling=0.0)), 0.0)
    # coupling 2 (complete graph, q = 2, n = 3): at state 000 site 0's logits are
    # 2 * #{j != 0: x_j = a} = (4, 0), spread 4 (default coupling 1: spread 2)
    m = _potts(q=2, n=3, coupling=2.0)
    lg = np.asarray(m.logits(np.zeros((1, 3), dtype=int), np.array([0])), dtype=float)[0]
    assert np.ptp(lg) == pytest.approx(4.0)


def test_potts_graph_cycle_site0_does_not_see_site2():
    x = np.array([[0, 0, 0, 0], [0, 0, 1, 0]])
    cyc = np.asarray(_potts(q=2, n=4, graph="cycle").logits(x, np.array([0, 0])), dtype=float)
    com = np.asarray(_potts(q=2, n=4).logits(x, np.array([0, 0])), dtype=float)
    assert np.allclose(cyc[0] - cyc[0].max(), cyc[1] - cyc[1].max())  # cycle 0-1-2-3-0: 2 is no neighbour
    assert not np.allclose(com[0] - com[0].max(), com[1] - com[1].max())


def test_nn_chain_coupling_zero_is_uniform():
    # disorder = scale = 0 is Potts on the cycle (nn_chain docstring); coupling 0 leaves nothing
    assert np.allclose(_spreads(_nn_chain(q=2, n=3, coupling=0.0)), 0.0)
    assert _spreads(_nn_chain(q=2, n=3)).max() > 0.5


def test_nn_chain_scale_draws_fields():
    # coupling 0: only the fields h[i, a] ~ N(0, scale^2) are left
    assert _spreads(_nn_chain(q=2, n=3, coupling=0.0, scale=1.0)).max() > 1e-3

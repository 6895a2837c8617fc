"""abs12b: the nearest-neighbour checks of ``phase_point`` and its sampled ``<|m|>``.

* ``_nearest_neighbour_graph``: a chain is nearest-neighbour when every non-zero block
  ``J[i, j]`` sits on a path or cycle edge. A block is non-zero when any entry is, whatever
  the signs: an antiferromagnetic long-range block ``J[0, 2] = -0.3 I`` (entry sum -0.6)
  makes the chain not nearest-neighbour.
* ``_nn_compatible``: the double-centred ``J[i, j]`` and ``J[j, i]^T`` agree within
  ``1e-10`` times the edge's largest ``|J|`` (at least 1), entrywise in absolute value.
  Perturbing one entry of ``J[0, 1]`` by ``-c`` (``q = 4``) changes the double-centred
  difference by ``-c centred(E_00)``, whose entries are ``-9c/16`` (at ``(0, 0)``),
  ``3c/16`` and ``-c/16``: with ``c = 4e-10`` the largest ``|.|`` is ``2.25e-10 > 1e-10``
  (incompatible), though the largest signed entry, ``0.75e-10``, is below the tolerance.
* ``phase_point(method="lattice")``, ``q = 2``, coupling 0: every sweep redraws the 16 spins
  i.i.d. uniform, so ``<|m|> = E|S_16| / 16 = C(16, 8) / 2^16 = 0.196381`` (``m`` is signed
  in ``[-1, 1]``; the signed mean is about 0).
"""

import math

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.models import Pairwise, potts


def _ising_ring(n, q=2, coupling=0.5):
    J = np.zeros((n, n, q, q))
    K = coupling * np.eye(q)
    for i in range(n):
        j = (i + 1) % n
        J[i, j] = J[j, i] = K
    return np.zeros((n, q)), J


def test_signed_long_range_block_is_not_nearest_neighbour():
    h, J = _ising_ring(5)
    J[0, 2] = J[2, 0] = -0.3 * np.eye(2)  # entries sum to -0.6, the block is not zero
    assert not pp._nearest_neighbour_graph(Pairwise(h, J))
    h, J = _ising_ring(5)
    assert pp._nearest_neighbour_graph(Pairwise(h, J))  # the ring alone is


def test_nn_compatible_compares_absolute_differences():
    h, J = _ising_ring(3, q=4)
    J[0, 1, 0, 0] -= 4e-10
    assert not pp._nn_compatible(Pairwise(h, J))
    h, J = _ising_ring(3, q=4)
    J[0, 1, 0, 0] -= 4e-12  # within the tolerance: 9/16 * 4e-12 < 1e-10
    assert pp._nn_compatible(Pairwise(h, J))


def test_lattice_abs_m_of_free_spins():
    out = pp.phase_point(potts(2, 16, 0.0, graph="torus"), 1.0, method="lattice", n_groups=8, chains_per_group=4,
                         n_sweeps=200, burn_in=10, rng=3)
    e_abs_m = math.comb(16, 8) / 2.0**16
    # 6400 i.i.d. draws of |m| (standard deviation 0.155): standard error 0.002
    assert out["abs_m"] == pytest.approx(e_abs_m, abs=0.015)

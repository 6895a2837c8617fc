"""prm28d (issue 30, eleventh sweep): :attr:`exact.transfer.NearestNeighbourChain.is_uniform`
needs BOTH the same field at every site AND the same potential on every edge (its
docstring). A chain that is uniform in one part only tells ``and`` from ``or``; the other
tests build chains uniform in both parts or in neither."""

import numpy as np

from exact.transfer import NearestNeighbourChain


def test_uniform_needs_both_fields_and_couplings():
    h_flat, h_ramp = np.zeros((4, 2)), np.array([[0.0, 0.0], [0.0, 0.1], [0.0, 0.2], [0.0, 0.3]])
    phi_flat = np.broadcast_to(np.eye(2), (3, 2, 2)).copy()
    phi_ramp = np.stack([k * np.eye(2) for k in (1.0, 2.0, 3.0)])
    assert NearestNeighbourChain(h_flat, phi_flat).is_uniform
    assert not NearestNeighbourChain(h_ramp, phi_flat).is_uniform   # fields differ, couplings equal
    assert not NearestNeighbourChain(h_flat, phi_ramp).is_uniform   # couplings differ, fields equal
    assert not NearestNeighbourChain(h_ramp, phi_ramp).is_uniform

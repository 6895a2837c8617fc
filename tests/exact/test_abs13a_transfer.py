"""abs13a: dropped absolute values in :mod:`exact.transfer`, tested from the documented contract.

``nearest_neighbour_chain`` rejects a nonzero coupling between non-neighbours, however its
signs fall, and accepts an edge whose ``J[i, j]`` and ``J[j, i].T`` agree up to row and column
offsets "within ``atol`` times the largest ``|J|`` of the edge" (its docstring): a coupling of
negative entries only is as nonzero, and as large, as its absolute values say.
"""

from __future__ import annotations

import numpy as np
import pytest

from exact.transfer import nearest_neighbour_chain
from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise, potts


def test_negative_coupling_between_non_neighbours_is_rejected():
    # J[0, 2] has entries -1 and 0 only: nonzero, largest |J| = 1 (a hand value); sites 0 and 2
    # of a path of 4 are no neighbours (nor are they on a cycle of 4)
    J = potts(2, 4, 1.0, graph="path").J
    J[0, 2] = J[2, 0] = [[-1.0, 0.0], [0.0, -1.0]]
    with pytest.raises(InvalidInputError, match=r"J\[0, 2\] is nonzero \(max \|J\[0, 2\]\| = 1\)"):
        nearest_neighbour_chain(Pairwise(np.zeros((4, 2)), J))


def _edge_model(A: np.ndarray, B: np.ndarray) -> Pairwise:
    J = np.zeros((3, 3, 2, 2))
    J[0, 1], J[1, 0] = A, B
    return Pairwise(np.zeros((3, 2)), J)


# B small, A = B.T plus offsets of size 1000 (all of A negative) plus a rectangle eps * e_00,
# whose double-centred part has largest entry eps / 4. The scale is max |J| of the edge = 1000
# (by hand: |A[0, 1]| = 1000), so the tolerance is atol * 1000 = 1e-7 at the default atol 1e-10.
_B = np.array([[0.5, 0.0], [0.0, 0.5]])
_OFFSETS = np.array([[-1000.0, -1000.0], [-1000.0, -1000.0]])
_E00 = np.array([[1.0, 0.0], [0.0, 0.0]])


@pytest.mark.parametrize("swap", [False, True], ids=["A-large", "B-large"])
def test_compatibility_tolerance_scales_with_largest_absolute_coupling(swap):
    def model(eps):
        big = _B.T + _OFFSETS + eps * _E00
        # the same edge seen from the other side: J[1, 0] large, J[0, 1] small
        return _edge_model(_B, big.T) if swap else _edge_model(big, _B)

    # difference 1e-9 of the double-centred parts: below 1e-7 = atol * max |J| (accepted), above
    # atol * 1 = 1e-10 (what a scale from signed entries, max(-999.5, 0.5, 1) = 1, would give)
    chain = nearest_neighbour_chain(model(4e-9))
    assert chain.boundary == "path" and chain.edges == [(0, 1), (1, 2)]
    # difference 1e-6 > 1e-7: rejected, and the message names the tolerance atol * scale = 1e-07
    with pytest.raises(InvalidInputError, match=r"not compatible on edge \(0, 1\).*atol \* scale = 1e-07"):
        nearest_neighbour_chain(model(4e-6))


def test_correlation_length_of_a_strongly_negative_nearly_rank_one_potential():
    # Phi = -30 everywhere but Phi[2, 2] = -30 + eps: e^Phi = e^-30 (1 1^T + d e_2 e_2^T),
    # d = e^eps - 1. The nonzero eigenvalues of 1 1^T + d e_2 e_2^T solve
    # lam^2 - (3 + d) lam + 2 d = 0 (trace 3 + d; principal 2x2 minors 0, d, d), so
    # lam_1 = ((3 + d) + sqrt((3 + d)^2 - 8 d)) / 2, lam_2 = 2 d / lam_1 and
    # xi = 1 / ln(lam_1 / |lam_2|) = 1 / ln(lam_1^2 / (2 |d|)). |lam_2 / lam_1| ~ 2e-10 < 1e-8:
    # the mpmath path, whose precision must follow the largest |Phi| (30), not the signed max.
    import math
    import signal

    from exact.transfer import NearestNeighbourChain, correlation_length

    Phi = np.full((3, 3), -30.0)
    Phi[2, 2] = -30.0 - 1e-9
    eps = float(Phi[2, 2] + 30.0)            # exact (Sterbenz)
    d = math.expm1(eps)
    lam1 = ((3 + d) + math.sqrt((3 + d) ** 2 - 8 * d)) / 2
    expected = 1.0 / math.log(lam1 * lam1 / (2 * abs(d)))
    chain = NearestNeighbourChain(np.zeros((4, 3)), np.stack([Phi] * 3), "path")

    def _hang(signum, frame):   # pragma: no cover - only under a broken precision rule
        raise TimeoutError("correlation_length did not return within 20 s")

    old = signal.signal(signal.SIGALRM, _hang)
    signal.alarm(20)
    try:
        xi = correlation_length(chain, temperature=1.0)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert xi == pytest.approx(expected, rel=1e-9)


@pytest.mark.parametrize("J", [0.5, -0.5], ids=["ferro", "antiferro"])
@pytest.mark.parametrize("h1", [1.0, -1.0])
def test_two_state_correlation_length_with_a_field_closed_form(h1, J):
    # q = 2, field (0, h1), potential Phi = [[J, -J], [-J, J]] at T = 1: the bulk transfer
    # matrix M = exp(lm), lm = (h_a + h_b) / 2 + Phi_ab, is 2 x 2 with eigenvalues S +- R,
    # S = (p + d) / 2, R = sqrt(((p - d) / 2)^2 + r s) (quadratic formula); xi = 1 / ln((S + R) / |S - R|).
    # The sign of h1 puts the larger diagonal entry first or last; J < 0 makes det M = e^{p+d} - e^{r+s}
    # negative (lambda_- < 0: |S - R| = R - S), J > 0 positive.
    import math

    from exact.transfer import NearestNeighbourChain, correlation_length

    Phi = np.array([[J, -J], [-J, J]])
    h = np.array([0.0, h1])
    lm = 0.5 * (h[:, None] + h[None, :]) + Phi
    p, r, s, d = (math.exp(v) for v in (lm[0, 0], lm[0, 1], lm[1, 0], lm[1, 1]))
    S, R = (p + d) / 2, math.sqrt(((p - d) / 2) ** 2 + r * s)
    expected = 1.0 / math.log((S + R) / abs(S - R))
    chain = NearestNeighbourChain(np.tile(h, (4, 1)), np.stack([Phi] * 3), "path")
    assert correlation_length(chain, temperature=1.0) == pytest.approx(expected, rel=1e-12, abs=0)

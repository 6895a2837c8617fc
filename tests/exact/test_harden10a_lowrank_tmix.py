"""harden10a: exact._lowrank_tmix past the first 1024 rows (issue 30), by the two-block closed form."""

import math

import numpy as np

from exact._lowrank_tmix import lowrank_mixing_time


def test_factored_distances_cover_rows_past_1024():
    # Two blocks, A = states 0..1039, B = 1040..1099. From A: prob 1 - dA uniform on A, dA uniform
    # on B; from B: dB uniform on A, 1 - dB uniform on B. P = Pi + rho * (rank 1) on the block
    # indicators plus a zero part, rho = 1 - dA - dB, so for t >= 1 P^t(x, .) is uniform within
    # each block and TV(P^t(x, .), pi) = |P^t(x, A) - pi(A)| = rho^t pi(B) from A, rho^t pi(A)
    # from B (pi(A) = dB / (dA + dB) = 0.6). B is the worst block: d(t) = pi(A) rho^t. Its rows lie
    # past the first 1024 rows, and the A rows (0.4 rho^t > 1/4 up to t = 18) keep them there
    # while the factored search (from tau = 2) runs.
    nA, nB, dA, dB = 1040, 60, 0.01, 0.015
    P = np.zeros((nA + nB, nA + nB))
    P[:nA, :nA], P[:nA, nA:] = (1 - dA) / nA, dA / nB
    P[nA:, :nA], P[nA:, nA:] = dB / nA, (1 - dB) / nB
    piA = dB / (dA + dB)
    pi = np.r_[np.full(nA, piA / nA), np.full(nB, (1 - piA) / nB)]
    rho, eps = 1 - dA - dB, 0.25
    t_exp = math.ceil(math.log(piA / eps) / -math.log(rho))  # 34.58 -> 35
    assert t_exp == 35
    r = lowrank_mixing_time(P, pi, eps, 2**20)
    assert r.method.startswith("lowrank (factored")  # the factored powers were used (rank 1 after tau = 2)
    assert r.t_mix == t_exp
    assert r.worst_start == nA  # the lowest index of block B, the worst starts

"""prm27b tenth sweep (issue 30): the stepping engine's profile ``d(t)`` is the WORST start's
distance at every t (here the worst start is not the first state), checked against matrix
powers by numpy."""

import numpy as np

from exact.mixing import mixing_time


def test_stepping_profile_is_the_worst_start():
    # a lazy walk on a path of 6 states drifting right: the far left start is the slowest,
    # the first start (state 0) is made fast by a direct jump to the right end
    N = 6
    P = np.zeros((N, N))
    for x in range(N):
        P[x, x] += 0.3
        P[x, min(x + 1, N - 1)] += 0.5
        P[x, max(x - 1, 0)] += 0.2
    P[0] = [0.1, 0.0, 0.0, 0.0, 0.0, 0.9]
    P[1] = [0.1, 0.2, 0.5, 0.0, 0.0, 0.2]
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    r = mixing_time(P, eps=0.05, method="stepping", block=N)
    M = np.eye(N)
    want = []
    while not want or want[-1] > 0.05:
        want.append(0.5 * np.abs(M - pi).sum(axis=1).max())
        M = M @ P
    k = len(r.distances)
    assert k >= 2 and np.allclose(r.distances, want[:k], rtol=1e-9, atol=1e-12)
    dist0 = 0.5 * np.abs(np.linalg.matrix_power(P, 1)[0] - pi).sum()
    assert dist0 < want[1]           # the cases differ: state 0 is not the worst start at t = 1
    assert r.t_mix == len(want) - 1

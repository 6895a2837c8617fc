"""prm23a: ``exact.mixing.distance_profile`` takes each start's TV over the states (the
columns of its block of start distributions). With every start in one square block and a
symmetric kernel (uniform ``pi``) rows and columns agree; the module docstring's two-state
chain ``P = [[0.9, 0.1], [0.3, 0.7]]`` has ``d(t) = 0.75 * 0.6^t`` (Levin-Peres-Wilmer 1.1)."""

import numpy as np

from exact.mixing import distance_profile


def test_two_state_profile_by_hand():
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    d = distance_profile(P, 5)
    np.testing.assert_allclose(d, 0.75 * 0.6 ** np.arange(6), rtol=1e-12)


def test_three_state_non_uniform_profile_against_matrix_powers():
    P = np.array([[0.5, 0.3, 0.2], [0.1, 0.8, 0.1], [0.2, 0.2, 0.6]])
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    ref, M = [], np.eye(3)
    for _ in range(7):
        ref.append(0.5 * np.abs(M - pi[None, :]).sum(axis=1).max())   # worst start x: TV(P^t(x, .), pi)
        M = M @ P
    np.testing.assert_allclose(distance_profile(P, 6), ref, rtol=1e-10)

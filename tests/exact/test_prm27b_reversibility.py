"""prm27b tenth sweep (issue 30): ``detailed_balance_residual`` of a random-scan kernel sums
``|pi(x)P(x,y) - pi(y)P(y,x)|`` over EVERY site's moves (a running sum over sites and
chunks), checked against the dense double sum by numpy on a non-reversible random table."""

import numpy as np

from exact.kernel import glauber_kernel
from exact.reversibility import detailed_balance_residual
from toolkit.models.toy import random_table


def test_residual_sums_every_site():
    K = glauber_kernel(random_table(2, 3, 1.5, rng=3), temperature=1.0)
    D = K.dense()
    w, V = np.linalg.eig(D.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    F = pi[:, None] * D
    want = float(np.abs(F - F.T).sum())
    assert want > 1e-3                       # non-reversible: every site contributes
    assert abs(detailed_balance_residual(K, pi) - want) <= 1e-12 * max(1.0, want)

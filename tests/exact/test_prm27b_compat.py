"""prm27b tenth sweep (issue 30): ``conditional_drift``'s per-site ``max`` is the largest KL over
EVERY context of the site (left and right of it), checked against a brute-force computation
on a random logit table (contexts differ, so the first context is not the largest)."""

import itertools

import numpy as np
import pytest

from exact.compat import conditional_drift
from exact.kernel import glauber_kernel
from toolkit.models.toy import random_table


def _brute(model, T):
    q, n = model.vocab_size, model.length
    states = list(itertools.product(range(q), repeat=n))
    idx = {s: k for k, s in enumerate(states)}
    N = len(states)
    cond = np.empty((N, n, q))
    for k, s in enumerate(states):
        x = np.array([s] * n)
        lg = np.asarray(model.logits(x, np.arange(n)), dtype=float) / T
        p = np.exp(lg - lg.max(axis=1, keepdims=True))
        cond[k] = p / p.sum(axis=1, keepdims=True)
    P = np.zeros((N, N))
    for k, s in enumerate(states):          # random-scan Glauber, built by hand
        for i in range(n):
            for a in range(q):
                y = list(s)
                y[i] = a
                P[k, idx[tuple(y)]] += cond[k, i, a] / n
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    maxes = []
    for i in range(n):
        worst = 0.0
        for rest in itertools.product(range(q), repeat=n - 1):   # every context of site i
            ks = [idx[rest[:i] + (a,) + rest[i:]] for a in range(q)]
            pc = pi[ks] / pi[ks].sum()
            kl = float(np.sum(pc * (np.log(pc) - np.log(cond[ks[0], i]))))
            worst = max(worst, kl)
        maxes.append(worst)
    return maxes


@pytest.mark.parametrize("seed", [1, 2])
def test_drift_max_over_every_context(seed):
    m = random_table(2, 3, 1.5, rng=seed)
    got = conditional_drift(glauber_kernel(m, temperature=1.0))
    assert np.allclose(got.kl_max, _brute(m, 1.0), rtol=1e-8, atol=1e-12)

"""Coverage-driven guards of ``exact.kernel`` (issue 30, helper cov5h1): the systematic scan
(``with_scan``, the lazy ``log_dense``) against the product of site kernels built here from
``model.logits``, the random-scan-only methods' refusals, the dense-size limits and the repr."""

from __future__ import annotations

import numpy as np
import pytest

from exact import glauber_kernel
from toolkit.exceptions import MemoryLimitError, NotSupportedError
from toolkit.models import random_table

from ..independent import states

MODEL = random_table(2, 3, 1.0, rng=9)
T = 0.7


def site_kernel(model, T: float, i: int) -> np.ndarray:
    """``P_i(x, y) = [y_-i = x_-i] softmax(l_i(.; x_-i)/T)[y_i]`` (resample site i only)."""
    q, n = model.vocab_size, model.length
    X = states(q, n)
    N = X.shape[0]
    w = q ** np.arange(n - 1, -1, -1)
    lg = np.asarray(model.logits(X, np.full(N, i)), dtype=float) / T
    p = np.exp(lg - lg.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    P = np.zeros((N, N))
    for a in range(q):
        Y = X.copy()
        Y[:, i] = a
        np.add.at(P, (np.arange(N), Y @ w), p[:, a])
    return P


def systematic(model, T: float, lazy: float = 0.0) -> np.ndarray:
    # a sweep updates site 0, then 1, ..., n - 1: P_0 P_1 ... P_{n-1}
    P = np.eye(model.vocab_size ** model.length)
    for i in range(model.length):
        P = P @ site_kernel(model, T, i)
    return lazy * np.eye(P.shape[0]) + (1 - lazy) * P


def test_with_scan_gives_the_systematic_sweep_without_laziness():
    K = glauber_kernel(MODEL, temperature=T, lazy=0.4).with_scan("systematic")
    assert K.scan == "systematic" and K.lazy == 0.0 and K.temperature == T
    assert K.dense() == pytest.approx(systematic(MODEL, T), abs=1e-14)


def test_lazy_systematic_log_dense():
    K = glauber_kernel(MODEL, temperature=T, scan="systematic", lazy=0.3)
    assert np.exp(K.log_dense()) == pytest.approx(systematic(MODEL, T, 0.3), abs=1e-14)


@pytest.mark.parametrize("call", [lambda K: K.log_diagonal(), lambda K: K.sym_matvec(np.ones(8)),
                                  lambda K: K.sparse(), lambda K: next(K.offdiag_chunks())],
                         ids=["log_diagonal", "sym_matvec", "sparse", "offdiag_chunks"])
def test_random_scan_only_methods_refuse_the_systematic_scan(call):
    K = glauber_kernel(MODEL, temperature=T, scan="systematic")
    with pytest.raises(NotSupportedError):
        call(K)


def test_dense_size_limit():
    # q = 2, n = 15: 32768 > 20000 states; N^2 * 8 bytes = 8 GiB
    K = glauber_kernel(random_table(2, 15, 1.0, rng=1), temperature=1.0)
    with pytest.raises(MemoryLimitError, match=r"dense\(\) on 32768 states needs 8\.0 GiB"):
        K.dense()
    with pytest.raises(MemoryLimitError, match=r"log_dense\(\) on 32768 states needs 8\.0 GiB"):
        K.log_dense()


def test_repr_names_the_parameters():
    K = glauber_kernel(MODEL, temperature=0.5, lazy=0.25)
    assert repr(K) == "GlauberKernel(q=2, n=3, T=0.5, scan='random', lazy=0.25)"

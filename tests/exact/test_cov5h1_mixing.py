"""Coverage-driven guards of ``exact.mixing``'s stepping without a stored transpose (issue 30,
helper cov5h1): a chain given as an operator, and a ``q >= 4`` random-scan kernel above the
CSR size rule (per-site products), against closed forms and dense powers."""

from __future__ import annotations

import importlib

import numpy as np
import pytest
from scipy.sparse.linalg import aslinearoperator

from exact import glauber_kernel
from exact.mixing import mixing_time
from toolkit.models import random_table

from ..independent import dense_kernel, gth
from ..independent import t_mix as dense_t_mix

mixing_mod = importlib.import_module("exact.mixing")


def test_stepping_an_operator():
    # two states, d(t) = 0.75 * 0.6^t: t_mix(1/4) = 3 (0.162 <= 1/4 < 0.27)
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    r = mixing_time(aslinearoperator(P), pi=np.array([0.75, 0.25]), method="stepping")
    assert r.t_mix == 3
    assert r.distances[:3] == pytest.approx([0.75 * 0.6**t for t in range(3)], rel=1e-12)   # d(0..t_mix - 1)


def test_stepping_per_site_above_the_csr_rule(monkeypatch):
    m = random_table(4, 3, 1.0, rng=6)            # q = 4: the per-site route when the CSR is "too large"
    P = dense_kernel(m, 1.0)
    want = dense_t_mix(P, 0.25)
    monkeypatch.setattr(mixing_mod, "SPARSE_PRODUCTS_MAX", 0)
    K = glauber_kernel(m, temperature=1.0)
    assert mixing_mod._transpose_matrix(K) is None
    r = mixing_time(K, pi=gth(P), method="stepping")
    assert r.t_mix == want

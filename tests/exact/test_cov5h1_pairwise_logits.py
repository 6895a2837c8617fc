"""Coverage-driven guards of ``exact.pairwise_logits`` (issue 30, helper cov5h1): the type
check, a one-site model's table, ``site_error``, ``log_tempered`` against the log-softmax of
``model.logits`` computed here, and the ``values`` memory limit."""

from __future__ import annotations

import numpy as np
import pytest

import exact.pairwise_logits as pl
from exact.pairwise_logits import PairwiseLogits
from toolkit.exceptions import InvalidTypeError, MemoryLimitError
from toolkit.models import random_pairwise, random_table

from ..independent import states


def test_non_pairwise_model_is_refused_by_type():
    with pytest.raises(InvalidTypeError, match=r"`model` must be a Pairwise model; got "):
        PairwiseLogits(random_table(2, 3, 1.0, rng=1))


def test_one_site_table_is_the_field():
    # n = 1: no coupling, the logits of the only site are its field h[0]
    m = random_pairwise(3, 1, rng=2)
    L = PairwiseLogits(m)
    assert L.site(0).reshape(-1) == pytest.approx(np.asarray(m.h, dtype=float)[0], abs=0)
    X = states(3, 1)
    assert L.site(0).reshape(-1) == pytest.approx(np.asarray(m.logits(X[:1], np.array([0])))[0], abs=1e-15)


def test_site_error_is_the_models_declared_bound():
    m = random_pairwise(2, 3, rng=5)
    L = PairwiseLogits(m)
    X = states(2, 3)
    for i in range(3):
        lg = np.asarray(m.logits(X, np.full(X.shape[0], i)), dtype=float)
        declared = np.asarray(m.logit_error(X, np.full(X.shape[0], i), lg), dtype=float)
        assert L.site_error(i) == pytest.approx(float(np.max(declared)), rel=1e-12, abs=0)


@pytest.mark.parametrize("T", [0.5, 2.0])
def test_log_tempered_is_the_log_softmax_of_the_logits(T):
    m = random_pairwise(3, 3, rng=7)
    L = PairwiseLogits(m)
    X = states(3, 3)
    N = X.shape[0]
    for i in range(3):
        lg = np.asarray(m.logits(X, np.full(N, i)), dtype=float) / T      # (N, q): row = context x
        ref = lg - np.log(np.exp(lg - lg.max(axis=1, keepdims=True)).sum(axis=1, keepdims=True)) \
            - lg.max(axis=1, keepdims=True)
        # (q**i, q, q**(n-1-i)): the context with site i at token 0, then the token
        got = L.log_tempered(i, T)
        stride = 3 ** (2 - i)
        rows = np.array([x for x in range(N) if X[x, i] == 0])
        left, right = rows // (3 * stride), rows % stride   # x = left q^(n-i) + a q^(n-1-i) + right
        assert got[left, :, right] == pytest.approx(ref[rows], abs=1e-13)


def test_values_memory_limit(monkeypatch):
    m = random_pairwise(2, 3, rng=5)
    L = PairwiseLogits(m)
    # n q^n float64 = 3 * 8 * 8 = 192 bytes
    monkeypatch.setattr(pl, "VALUES_MAX_BYTES", 191)
    with pytest.raises(MemoryLimitError, match=r"PairwiseLogits.values on 8 states"):
        _ = L.values
    monkeypatch.setattr(pl, "VALUES_MAX_BYTES", 192)
    assert L.values.shape == (3, 8)

"""Contract sweep (issue 30) of :mod:`exact.logits`: the batch size a model declares
(``_model_batch_size``: a positive int, not a bool), the default ``2**16`` rows per call,
the progress rule of ``site_logits`` (automatic above one forward pass of a batching model,
above ``4 * batch_size`` rows of any other) and the ``(q**i, q, q**(n-1-i))`` layout of
``tempered`` on a model whose conditionals depend on the context."""

from __future__ import annotations

import numpy as np
import pytest

import exact.logits as lg
from exact.logits import _model_batch_size, site_logits
from toolkit.models import IndependentSites
from toolkit.models.toy import Pairwise


class _Batching(IndependentSites):
    def __init__(self, h, batch_size):
        super().__init__(h)
        self.batch_size = batch_size


@pytest.mark.parametrize("b, expected", [(3, 3), (np.int64(2), 2), (1, 1), (0, None), (-1, None),
                                         (True, None), (2.0, None), (None, None)])
def test_model_batch_size_is_a_positive_int_only(b, expected):
    assert _model_batch_size(_Batching(np.zeros((2, 2)), b)) == expected


def _count_calls(model):
    calls = []
    forward = model.logits

    def counting(x, sites):
        calls.append(len(x))
        return forward(x, sites)

    model.logits = counting
    return calls


def test_a_batching_model_is_called_with_its_own_batch_size():
    # n = 3, q = 2: 4 contexts per site, 3 per call -> 3 + 1 per site
    model = _Batching(np.zeros((3, 2)), 3)
    calls = _count_calls(model)
    site_logits(model, progress=False)
    assert calls == [3, 1] * 3


def test_the_default_batch_is_two_to_the_sixteen_rows():
    # q = 2, n = 18: 2**17 contexts per site, so 2**16 rows per call gives exactly 2 calls a site
    model = IndependentSites(np.zeros((18, 2)))
    calls = _count_calls(model)
    site_logits(model, progress=False, max_states=2**18)
    assert calls == [1 << 16] * 36


@pytest.mark.parametrize("own, batch_size, n, shown", [
    (None, 4, 3, False),    # 3 * 4 = 12 rows <= 4 * 4
    (None, 2, 3, None),     # 12 rows > 4 * 2: on (None: the default display)
    (6, None, 3, None),     # a batching model: 12 rows > one pass of 6
    (12, None, 3, False),   # 12 rows = one pass of 12
])
def test_progress_is_automatic_past_the_documented_size(monkeypatch, own, batch_size, n, shown):
    seen = []
    monkeypatch.setattr(lg, "_progress", lambda total, desc, show: seen.append((total, show)))
    model = _Batching(np.zeros((n, 2)), own) if own else IndependentSites(np.zeros((n, 2)))
    site_logits(model, batch_size=batch_size)
    assert seen == [(n * 2 ** (n - 1), shown)]


def test_tempered_layout_on_a_context_dependent_model():
    # two sites, q = 2, h = 0: l_0(a; x_1) = J[0, 1, a, x_1], l_1(b; x_0) = J[1, 0, b, x_0]
    # = J[0, 1, x_0, b] (a compatible pair); state index x0 * 2 + x1 (site 0 most significant)
    J = np.array([[0.0, 1.0], [2.0, -0.5]])
    Jt = np.zeros((2, 2, 2, 2))
    Jt[0, 1], Jt[1, 0] = J, J.T
    m = Pairwise(np.zeros((2, 2)), Jt)
    L = site_logits(m)
    T = 0.5
    P = L.tempered(T)
    for x0 in range(2):
        for x1 in range(2):
            w0 = np.exp(J[:, x1] / T)
            w1 = np.exp(J[x0, :] / T)
            assert P[0, 2 * x0 + x1] == pytest.approx(w0[x0] / w0.sum(), rel=1e-13, abs=0)
            assert P[1, 2 * x0 + x1] == pytest.approx(w1[x1] / w1.sum(), rel=1e-13, abs=0)


def test_log_tempered_and_min_log_conditional_at_infinite_temperature():
    L = site_logits(IndependentSites(np.log([[2.0, 1.0, 1.0], [1.0, 3.0, 6.0]])))
    np.testing.assert_allclose(L.log_tempered(0, np.inf), np.full((1, 3, 3), -np.log(3)), rtol=1e-15)
    assert L.min_log_conditional(np.inf) == pytest.approx(-np.log(3), rel=1e-15, abs=0)
    # T = 1: site 0's weights (2, 1, 1)/4, site 1's (1, 3, 6)/10: the smallest, 1/10, is site 1's
    assert L.min_log_conditional(1.0) == pytest.approx(np.log(0.1), rel=1e-14, abs=0)
    np.testing.assert_allclose(L.log_tempered(1, 0.5)[2, :, 0], np.log(np.array([1, 9, 36]) / 46), rtol=1e-14)

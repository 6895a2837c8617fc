"""Contract sweep 6, group s1 (issue 30): exact/kernel.py's promises that no other test pins:
the underflow flag's floor (log tiny + log n, a systematic sweep n conditionals deep), the
'auto' route of the logits at ON_THE_FLY_MIN (strictly above it), the laziness' range [0, 1),
the defaults of glauber_kernel, the repr and the logits names refused."""

from __future__ import annotations

import numpy as np
import pytest

import exact.kernel as kmod
from exact.kernel import GlauberKernel, enumerated_logits, glauber_kernel
from exact.logits import SiteLogits
from exact.pairwise_logits import PairwiseLogits
from toolkit.exceptions import InvalidInputError, NotSupportedError
from toolkit.models import IndependentSites, potts, random_table


def test_underflow_floor_counts_n_and_the_sweep():
    # logits (0, 708) at T = 1: min log p = -708 - log1p(e^-708) = -708.0; log(tiny) = -708.396
    one = glauber_kernel(IndependentSites(np.array([[0.0, 708.0]])))
    assert one.min_log_conditional == pytest.approx(-708.0, abs=1e-12)
    assert not one.underflows                               # n = 1: floor -708.396
    two = glauber_kernel(IndependentSites(np.array([[0.0, 708.0], [0.0, 0.0]])))
    assert two.underflows                                   # n = 2: floor -708.396 + ln 2 = -707.70
    # -360 per conditional: a random-scan entry is fine, a two-site sweep multiplies two (-720)
    m = IndependentSites(np.array([[0.0, 360.0], [0.0, 0.0]]))
    assert not glauber_kernel(m).underflows
    assert glauber_kernel(m, scan="systematic").underflows


def test_auto_logits_on_the_fly_strictly_above_the_limit(monkeypatch):
    assert kmod.ON_THE_FLY_MIN == 2**22
    monkeypatch.setattr(kmod, "ON_THE_FLY_MIN", 8)
    assert isinstance(enumerated_logits(potts(2, 3, 1.0)), SiteLogits)           # 8 states: stored
    assert isinstance(enumerated_logits(potts(2, 4, 1.0)), PairwiseLogits)       # 16: on the fly
    assert isinstance(enumerated_logits(potts(2, 4, 1.0), logits="stored"), SiteLogits)
    assert isinstance(enumerated_logits(random_table(2, 4, 1.0, rng=0)), SiteLogits)   # not pairwise
    assert isinstance(enumerated_logits(potts(2, 2, 1.0), logits="on-the-fly"), PairwiseLogits)


def test_logits_names_refused():
    with pytest.raises(InvalidInputError, match="`logits` must be one of"):
        enumerated_logits(potts(2, 2, 1.0), logits="fly")
    with pytest.raises(NotSupportedError, match="needs a Pairwise model"):
        enumerated_logits(random_table(2, 2, 1.0, rng=0), logits="on-the-fly")


def test_lazy_range_and_defaults():
    m = IndependentSites(np.log([[1.0, 3.0], [2.0, 1.0]]))
    K = glauber_kernel(m)
    assert (K.temperature, K.scan, K.lazy, K.dtype) == (1.0, "random", 0.0, np.float64)
    assert repr(K) == "GlauberKernel(q=2, n=2, T=1, scan='random', lazy=0)"
    glauber_kernel(m, lazy=0.999)
    with pytest.raises(InvalidInputError, match=r"`lazy` must be in \[0, 1\)"):
        glauber_kernel(m, lazy=1.0)
    # GlauberKernel's own defaults: T = 1, random scan, not lazy
    G = GlauberKernel(K.logits)
    np.testing.assert_array_equal(G.dense(), K.dense())
    # lazy 0.5: lazy I + (1 - lazy) P, by hand on the diagonal of state 0 = (0, 0):
    # P(0, 0) = (1/2)(1/4 + 2/3); lazy: 0.5 + 0.5 * that
    L = glauber_kernel(m, lazy=0.5).dense()
    assert L[0, 0] == pytest.approx(0.5 + 0.5 * 0.5 * (0.25 + 2 / 3), rel=1e-14)


def test_float64_conditionals_of_a_float32_kernel():
    # site_conditionals64: a float32 kernel's table recomputed in float64 from the logits, the
    # numbers a float64 kernel stores (softmax of l / T, by hand for one site here)
    m = random_table(3, 2, 1.0, rng=5)
    K32 = glauber_kernel(m, temperature=0.7, dtype=np.float32)
    K64 = glauber_kernel(m, temperature=0.7)
    for i in range(2):
        c = K32.site_conditionals64(i)
        assert c.dtype == np.float64 and K32.site_conditionals(i).dtype == np.float32
        np.testing.assert_allclose(c, K64.site_conditionals(i), rtol=1e-14, atol=0)
    # by hand: site 1, context x_0 = 2: softmax(l / T) over the token axis
    lg = m.logits(np.array([[2, 0]]), np.array([1]))[0] / 0.7
    want = np.exp(lg - lg.max()) / np.exp(lg - lg.max()).sum()
    np.testing.assert_allclose(K32.site_conditionals64(1)[2, :, 0], want, rtol=1e-14)


def test_repr_of_a_lazy_systematic_kernel():
    K = glauber_kernel(potts(2, 2, 1.0), temperature=0.5, scan="systematic", lazy=0.25)
    assert repr(K) == "GlauberKernel(q=2, n=2, T=0.5, scan='systematic', lazy=0.25)"


@pytest.mark.parametrize("scan", ["random", "systematic"])
def test_operators_are_p_and_its_transpose(scan):
    K = glauber_kernel(random_table(2, 3, 1.0, rng=8), temperature=0.9, scan=scan, lazy=0.2)
    D = K.dense()
    rng = np.random.default_rng(2)
    F = rng.standard_normal((8, 3))
    A, AT = K.operator(), K.transpose_operator()
    np.testing.assert_allclose(A @ F, D @ F, rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(AT @ F, D.T @ F, rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(A.rmatvec(F[:, 0]), D.T @ F[:, 0], rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(AT.rmatvec(F[:, 0]), D @ F[:, 0], rtol=1e-13, atol=1e-15)

"""The matrix-free paths for large state spaces (issue 15) against the dense ones on small
chains: three-vector Lanczos on the symmetrized kernel, and pairwise logits built on the
fly instead of stored."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.exceptions import GlauberError
from toolkit.models import potts, random_table

spectral = importlib.import_module("exact.spectral")  # exact.spectral_summary shadows the module


@pytest.mark.parametrize(("model", "T"), [(potts(3, 6, 1.0), 1.0), (potts(2, 8, 1.0), 0.4), (potts(4, 5, 0.7), 0.6)])
def test_lanczos_gap_equals_the_dense_gap(model, T):
    K = glauber_kernel(model, temperature=T)
    dense = spectral.spectral_summary(K, method="dense")
    lz = spectral.spectral_summary(K, method="lanczos")
    assert lz.method.startswith("lanczos")
    # relative agreement, also for the 1e-16 metastable gap of potts(2, 8) at T = 0.4
    assert abs(lz.spectral_gap - dense.spectral_gap) <= 1e-9 * dense.spectral_gap + lz.gap_error
    assert lz.gap_error < 1e-6 * max(dense.spectral_gap, 1e-300) + 1e-12


def test_lanczos_refuses_a_nonreversible_kernel():
    K = glauber_kernel(random_table(2, 4, 1.0, rng=0), temperature=1.0)
    with pytest.raises(GlauberError, match="reversible"):
        spectral.spectral_summary(K, method="lanczos")


def test_sym_matvec_is_the_symmetrized_kernel():
    K = glauber_kernel(potts(3, 4, 1.0), temperature=0.7)
    P = K.dense()
    S = np.sqrt(P * P.T)
    f = np.random.default_rng(1).normal(size=K.n_states)
    np.testing.assert_allclose(K.sym_matvec(f), S @ f, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(K.sym_matvec(f, precise=True), S @ f, rtol=1e-12, atol=1e-14)


def test_pairwise_logits_on_the_fly_equal_the_stored_table():
    m = potts(3, 7, 1.0)
    K1 = glauber_kernel(m, temperature=1.0, logits="stored")
    K2 = glauber_kernel(m, temperature=1.0, logits="on-the-fly")
    f = np.random.default_rng(0).random(K1.n_states)
    np.testing.assert_allclose(K2.matvec(f), K1.matvec(f), rtol=1e-13, atol=0)


def test_on_the_fly_logits_need_a_pairwise_model():
    with pytest.raises(GlauberError, match="Pairwise"):
        glauber_kernel(random_table(2, 3, 1.0, rng=0), logits="on-the-fly")
    with pytest.raises(GlauberError, match="`logits`"):
        glauber_kernel(potts(2, 3, 1.0), logits="sometimes")

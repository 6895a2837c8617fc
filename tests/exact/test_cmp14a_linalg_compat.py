"""cmp14a: boundaries of ``exact._linalg`` and ``exact.compat`` that no test reached.

- ``offdiag_transpose_csr(K)`` is documented as "``(O, d)`` when ``K``'s products use CSR
  matrices (:func:`as_operator`), else None"; :func:`as_operator` keeps a CSR product up to
  and *including* ``SPARSE_PRODUCTS_MAX`` non-zeros (``nnz <= SPARSE_PRODUCTS_MAX``), so at
  exactly that many the two must agree: CSR, hence ``(O, d)``. The constant is lowered to a
  small kernel's count (``q = 4``: the ``q <= 3`` allowance does not apply).
- ``CompatibilityReport.kolmogorov_max_error`` is the largest ``|Kolmogorov ratio - log R|``
  over the rectangles whose 4-cycle ratio is defined; :func:`exact.compat.kolmogorov_log_ratios`
  gives ``nan`` where a transition probability underflows. One undefined rectangle in a chunk
  must not hide the others (only a chunk with no finite ratio adds nothing).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

import exact._linalg as linalg
import exact.compat as compat
from exact import compatibility_report, glauber_kernel
from toolkit.models import potts, random_table


def _nnz(K) -> int:
    # a random-scan row holds n (q - 1) + 1 non-zeros (exact.kernel.GlauberKernel.sparse)
    return K.n_states * (K.n * (K.q - 1) + 1)


def test_offdiag_transpose_csr_at_exactly_the_sparse_products_limit(monkeypatch):
    K = glauber_kernel(potts(4, 3, 0.7), temperature=1.1)
    nnz = _nnz(K)
    assert nnz == 64 * 10
    monkeypatch.setattr(linalg, "SPARSE_PRODUCTS_MAX", nnz)  # the equality case
    op, _, _ = linalg.as_operator(K)
    assert sp.issparse(getattr(op, "A", None))  # as_operator keeps CSR at nnz == limit
    got = linalg.offdiag_transpose_csr(K)
    assert got is not None
    off, d = got
    # P^T = O + diag(d), checked against the dense kernel
    P = K.dense()
    np.testing.assert_allclose(off.toarray() + np.diag(d), P.T, rtol=0, atol=1e-15)
    # one below: neither CSR products nor (O, d)
    monkeypatch.setattr(linalg, "SPARSE_PRODUCTS_MAX", nnz - 1)
    op, _, _ = linalg.as_operator(K)
    assert not sp.issparse(getattr(op, "A", None))
    assert linalg.offdiag_transpose_csr(K) is None


def test_kolmogorov_error_skips_an_undefined_rectangle_not_its_chunk(monkeypatch):
    model, T = random_table(2, 3, rng=3), 0.7
    real = compat.kolmogorov_log_ratios
    seen = []

    def one_underflow(P, table):
        out = real(P, table).copy()
        assert out.size >= 2 and np.isfinite(out).all()
        out[0] = np.nan  # as if P(x, y) underflowed on this rectangle's cycle
        seen.append(float(np.abs(out[1:] - np.asarray(table.log_r)[1:]).max()))
        return out

    monkeypatch.setattr(compat, "kolmogorov_log_ratios", one_underflow)
    rep = compatibility_report(model, temperature=T)
    assert seen  # the report streamed its rectangles through the ratio
    # the largest discrepancy over the defined rectangles: round-off, not nan
    assert math.isfinite(rep.kolmogorov_max_error)
    assert rep.kolmogorov_max_error == pytest.approx(max(seen), rel=0, abs=0)
    assert rep.kolmogorov_max_error < 1e-13


def test_kolmogorov_error_is_nan_when_no_rectangle_is_defined(monkeypatch):
    monkeypatch.setattr(compat, "kolmogorov_log_ratios", lambda P, table: np.full(len(table.log_r), np.nan))
    rep = compatibility_report(random_table(2, 3, rng=4), temperature=0.7)
    assert math.isnan(rep.kolmogorov_max_error)

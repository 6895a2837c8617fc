"""prm25d (issue 30): exact.mixing._transpose_matrix's per-q rule.

Documented: a random-scan kernel with ``q >= 4`` whose CSR would hold more than
SPARSE_PRODUCTS_MAX entries steps through its per-site products (None); every other kernel
keeps its CSR transpose (``q = 3``: ``3 n`` operations per entry against ``2 (2 n + 1)``,
no gain). With the limit lowered to 10 entries, a q = 3 kernel keeps the CSR, a q = 4 one
does not; both give the same d(t).
"""

import numpy as np

import exact.mixing as mixing
from exact.kernel import glauber_kernel
from toolkit.models.toy import potts


def test_q3_keeps_the_csr_and_q4_steps_by_sites(monkeypatch):
    monkeypatch.setattr(mixing, "SPARSE_PRODUCTS_MAX", 10)
    K3 = glauber_kernel(potts(3, 3, 0.5), temperature=1.0)
    K4 = glauber_kernel(potts(4, 3, 0.5), temperature=1.0)
    M3 = mixing._transpose_matrix(K3)
    assert M3 is not None and M3.shape == (27, 27)
    assert np.allclose(M3.toarray(), K3.sparse().toarray().T)
    assert mixing._transpose_matrix(K4) is None

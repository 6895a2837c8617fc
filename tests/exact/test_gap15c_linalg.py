"""gap15c: exact._linalg.offdiag_chunks on a systematic-scan kernel with log=True (a line
group its targeted tests never ran, targeted-coverage-2026-12-05)."""

from __future__ import annotations

import numpy as np
import pytest

from exact._linalg import offdiag_chunks
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites


def test_offdiag_chunks_log_systematic_is_the_product_of_the_site_laws():
    # independent sites under a systematic sweep: every site is resampled once from its own
    # law, so P(x, y) = prod_i p_i(y_i) whatever x; the off-diagonal entries are all x != y
    p = np.array([[0.2, 0.8], [0.5, 0.5], [0.9, 0.1]])
    K = glauber_kernel(IndependentSites(np.log(p)), temperature=1.0, scan="systematic")
    parts = list(offdiag_chunks(K, log=True))
    r = np.concatenate([a for a, _, _ in parts])
    c = np.concatenate([b for _, b, _ in parts])
    v = np.concatenate([w for _, _, w in parts])
    N = K.n_states                                             # 2^3
    assert N == 8
    assert not np.any(r == c)                                  # off-diagonal only
    assert len(set(zip(r.tolist(), c.tolist(), strict=True))) == r.size == N * (N - 1)   # each pair once
    Y = K.space.states(c)
    want = np.log(p[np.arange(3), Y]).sum(axis=1)               # log prod_i p_i(y_i)
    assert v == pytest.approx(want, rel=1e-12, abs=1e-12)

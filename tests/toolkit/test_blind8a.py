"""Eighth blind audit, part a (benchmarks/blind_audit_8a.py): a test for toolkit/exact_torch.py
that kills the first run's survivor ``audit8a.exact_torch.log_pi_symmetry_no_token_transpose``."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit.exact_torch import pairwise_log_pi  # noqa: E402
from toolkit.models import Pairwise  # noqa: E402


def test_log_pi_of_a_symmetric_model_with_asymmetric_blocks():
    # J[j, i] = J[i, j].T with J[i, j] itself not symmetric is compatible (toolkit.models.Pairwise
    # docstring): log pi(x) = sum_i h[i, x_i] + sum_{i<j} J[i, j, x_i, x_j], enumerated here by hand
    rng = np.random.default_rng(5)
    n, q = 3, 2
    h = rng.normal(size=(n, q))
    J = np.zeros((n, n, q, q))
    for i in range(n):
        for j in range(i + 1, n):
            J[i, j] = rng.normal(size=(q, q))
            J[j, i] = J[i, j].T
    assert not np.allclose(J[0, 1], J[0, 1].T)   # the blocks themselves are not symmetric
    lp = pairwise_log_pi(Pairwise(h, J), 1.0).numpy()
    for idx in range(q**n):
        x = [(idx // q ** (n - 1 - k)) % q for k in range(n)]
        e = sum(h[i, x[i]] for i in range(n)) + sum(J[i, j, x[i], x[j]] for i in range(n) for j in range(i + 1, n))
        assert lp[idx] == pytest.approx(e, abs=1e-12)

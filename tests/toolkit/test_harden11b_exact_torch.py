"""toolkit.exact_torch.mixing_time gives up at ``t_max`` (issue 30, branch harden11b): like
exact.mixing's stepping, it never evaluates ``t_max + 1``."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit.exact_torch import TorchKernel, mixing_time  # noqa: E402


def test_torch_stepping_gives_up_at_t_max():
    """Two-state chain P = [[0.9, 0.1], [0.1, 0.9]] from a corner: d(t) = 0.5 * 0.8^t, so
    d(3) = 0.256 > 1/4 >= d(4) = 0.2048; with t_max = 3 it is not reached (never t_mix = 4)."""
    K = TorchKernel.from_matrix(np.array([[0.9, 0.1], [0.1, 0.9]]), device="cpu", dtype="float64")
    pi = torch.tensor([0.5, 0.5], dtype=torch.float64)
    assert mixing_time(K, pi, eps=0.25, t_max=4).t_mix == 4
    r = mixing_time(K, pi, eps=0.25, t_max=3)
    assert r.t_mix is None
    assert r.distances == pytest.approx([0.5 * 0.8**t for t in range(4)], abs=1e-14)

"""cmp14b (issue 30): toolkit.exact_torch.mixing_time's ``worst_start`` is "a state index
attaining ``d(t_mix - 1)``" (:class:`toolkit.results.MixingResult`), the farthest of the starts
still evolving, not the nearest nor one already retired.

Hand chain: ``P = I/2 + 1 pi^T / 2`` with ``pi = (0.6, 0.3, 0.1)``, so
``P^t - Pi = 2^-t (I - Pi)`` and ``TV(delta_x P^t, pi) = 2^-t (1 - pi_x)``: at ``t = 1`` the
starts are at (0.2, 0.35, 0.45) (start 0 already within 1/4), at ``t = 2`` all are within 1/4:
``t_mix(1/4) = 2`` and the worst start is 2.
"""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit.exact_torch import TorchKernel, mixing_time  # noqa: E402


def test_worst_start_is_the_farthest_at_t_mix_minus_one():
    pi = np.array([0.6, 0.3, 0.1])
    P = 0.5 * np.eye(3) + 0.5 * np.outer(np.ones(3), pi)
    K = TorchKernel.from_matrix(P, device="cpu", dtype="float64")
    r = mixing_time(K, torch.tensor(pi, dtype=torch.float64), eps=0.25)
    assert r.t_mix == 2
    assert r.distances == pytest.approx([0.9, 0.45], abs=1e-14)
    assert r.worst_start == 2

"""prm24d: ``toolkit.exact_torch`` arguments the tests only passed at their defaults.

- ``TorchKernel.from_kernel(device)`` and ``pairwise_log_pi(device)``: the tensors are made on
  that device. Without a GPU the observable device is torch's ``meta`` device (shapes, no
  data): a kernel or log-weights asked for on ``meta`` live there, not on the CPU default.
- ``spectral_gap(tol)``: Lanczos stops at the first check (every ``CHECK_EVERY`` steps) whose
  residual estimate is within ``tol`` (the docstring's convergence rule); with ``tol`` above
  any residual it stops at the first check, ``CHECK_EVERY`` steps; at the default (1e-10 in
  float64) a 64-state chain takes more. The gap stays that of the dense kernel to the
  reported error (numpy eigenvalues, independent of the Lanczos code).
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("torch")

import torch  # noqa: E402

from exact._linalg import as_dense  # noqa: E402
from exact.kernel import glauber_kernel  # noqa: E402
from exact.stationary import stationary  # noqa: E402
from toolkit.exact_torch import CHECK_EVERY, TorchKernel, pairwise_log_pi, spectral_gap  # noqa: E402
from toolkit.models import random_pairwise  # noqa: E402


def _model():
    return random_pairwise(2, 6, 0.8, symmetric=True, rng=4)


def test_from_kernel_device():
    K = glauber_kernel(_model(), temperature=1.0)
    assert TorchKernel.from_kernel(K).device.type == "cpu"
    TK = TorchKernel.from_kernel(K, device="meta")
    assert TK.device.type == "meta" and all(t.device.type == "meta" for t in TK._tables)


def test_pairwise_log_pi_device():
    m = _model()
    assert pairwise_log_pi(m, 1.0).device.type == "cpu"
    E = pairwise_log_pi(m, 1.0, device="meta")
    assert E.device.type == "meta" and E.shape == (2**6,)


def test_spectral_gap_tol_stops_lanczos():
    m = _model()
    K = glauber_kernel(m, temperature=1.0)
    P = as_dense(K)
    pi = stationary(K)
    # the gap of the reversible kernel from numpy's dense eigenvalues
    d = np.sqrt(pi)
    lam = np.sort(np.linalg.eigvalsh((d[:, None] * P) / d[None, :]))
    want = 1.0 - lam[-2]
    TK = TorchKernel.from_kernel(K, dtype="float64")
    pit = torch.as_tensor(pi)
    loose = spectral_gap(TK, pit, tol=1e3)
    tight = spectral_gap(TK, pit)
    assert loose.steps == CHECK_EVERY < tight.steps
    assert abs(tight.gap - want) <= max(tight.gap_error, 1e-9)
    assert abs(loose.gap - want) <= loose.gap_error + 1e-12

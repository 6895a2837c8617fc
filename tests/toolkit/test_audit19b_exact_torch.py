"""The error that toolkit.exact_torch.spectral_gap reports is Kato-Temple's ``min(r, r^2/delta)``
(its docstring), so never more than the residual ``r`` itself (nineteenth blind audit, part b:
``audit19b.torch.gap_error_no_min`` dropped the ``min`` and survived, because every tested run had
``r`` below ``delta``, where ``r^2/delta < r`` anyway).

Here a lazy 6-state reversible chain, stopped after 4 Lanczos steps, leaves a residual ``r = 0.037``
while the nearest Ritz value below is only ``delta = 0.0085`` away, so ``r^2/delta = 0.16`` is four
times ``r``. The chain is lazy (``(P + I) / 2``, every eigenvalue above 0.2) so that lambda_2, the
top end, sets the gap and its error is the one reported: the non-lazy ``P`` has
``lambda_min = -0.583``, whose modulus exceeds ``lambda_2 = 0.477``, and since stop 54 the error of
such a chain is the bottom end's (tests/toolkit/test_lead54_exact_torch.py). Laziness halves
``S - I``: the Krylov space, the Ritz vectors and the ratio ``r / delta`` are those of ``P``. ``r`` and ``delta`` are computed independently in numpy by the Rayleigh-Ritz step of
the sixteenth audit's test (same Krylov space, the module's documented start vector).
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit import exact_torch  # noqa: E402

from .test_audit16c_exact_torch import _expected_error  # noqa: E402  (numpy Rayleigh-Ritz, not a copy)


def _crowded_chain():
    """``(P + I) / 2`` for ``P = D^-1 W``, ``W`` symmetric with entries ``u^3`` (found by a search
    for ``r > delta``)."""
    rng = np.random.default_rng(461522805)
    W = rng.random((6, 6)) ** 3
    W = W + W.T
    return (W / W.sum(axis=1, keepdims=True) + np.eye(6)) / 2, W.sum(axis=1) / W.sum()


def test_gap_error_never_exceeds_the_residual_when_the_ritz_values_crowd():
    P, pi = _crowded_chain()
    expected, r, _ = _expected_error(P, pi, 4, exact_torch.LANCZOS_TOL["torch.float64"])
    assert r == pytest.approx(0.0372, abs=1e-3)
    assert expected == pytest.approx(r + 1e-15, rel=1e-12)   # the min picked r: r^2/delta is larger
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # maxiter=4 stops before the tolerance, by design
        g = exact_torch.spectral_gap(exact_torch.TorchKernel.from_matrix(P), torch.as_tensor(pi), maxiter=4)
    assert g.gap_error == pytest.approx(expected, rel=1e-6)
    assert g.gap_error <= r * (1 + 1e-9) + 1e-14

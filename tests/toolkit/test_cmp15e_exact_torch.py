"""cmp15e: ``toolkit.exact_torch.spectral_gap`` runs one Lanczos (the top end) for a random scan.

Its docstring: for a random-scan kernel ``lambda_min >= 0`` (an average of the sites' heat-bath
projections, each positive semi-definite in ``L2(pi)``), so the gap is ``1 - lambda_2`` and one
Lanczos run serves (``steps`` products, ``steps - 1`` more to rebuild the Ritz vector, one for
the float64 Rayleigh quotient: ``2 * steps``); only a matrix (or another scan) also runs the
bottom end. Hand chain: two independent binary sites (Potts coupling 0): ``P = (P_0 + P_1) / 2``
has eigenvalues 1, 1/2 (twice) and 0, so the gap is 1/2.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from toolkit.exact_torch import TorchKernel, spectral_gap  # noqa: E402
from toolkit.models import potts  # noqa: E402


def test_random_scan_gap_takes_one_lanczos_run():
    K = TorchKernel.from_pairwise(potts(2, 2, 0.0), dtype="float64")
    calls = []
    inner = K.sym_matvec

    def counted(v):
        calls.append(1)
        return inner(v)

    K.sym_matvec = counted
    pi = torch.full((4,), 0.25, dtype=torch.float64)
    g = spectral_gap(K, pi)
    assert g.gap == pytest.approx(0.5, abs=1e-12)
    assert len(calls) == 2 * g.steps

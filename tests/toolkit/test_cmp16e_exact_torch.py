"""cmp16e: ``toolkit.exact_torch.spectral_gap`` of a matrix-free kernel of another scan than random.

Its docstring: the gap of a reversible kernel by Lanczos on ``D^{1/2} P D^{-1/2}``; the random scan
alone has a ``pi``-free symmetrisation (``sym_matvec``), another scan uses ``pi`` (``D^{+-1/2}``).
Hand chain: two independent binary sites (Potts coupling 0) under the systematic scan,
``P = P_0 P_1``: each ``P_i`` redraws site ``i`` from its law whatever the other site is, so after
both every row of ``P`` is ``pi`` (uniform on 4 states). ``P = 1 pi^T`` is reversible with
eigenvalues 1, 0, 0, 0: the gap is 1.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from exact.kernel import glauber_kernel  # noqa: E402
from toolkit.exact_torch import TorchKernel, spectral_gap  # noqa: E402
from toolkit.models import potts  # noqa: E402


def test_systematic_scan_gap_uses_pi():
    K = TorchKernel.from_kernel(glauber_kernel(potts(2, 2, 0.0), temperature=1.0, scan="systematic"),
                                dtype="float64")
    assert K._matrix is None and K.scan != "random"
    pi = torch.full((4,), 0.25, dtype=torch.float64)
    assert spectral_gap(K, pi).gap == pytest.approx(1.0, abs=1e-12)

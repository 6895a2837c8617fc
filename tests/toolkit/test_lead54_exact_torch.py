"""toolkit.exact_torch.spectral_gap on a matrix kernel whose gap is set by lambda_min (a nearly
bipartite chain: lambda_2 = 0.356, lambda_min = -0.912): the error it reports is the bottom end's
Kato-Temple error, not the top end's (before stop 54 the gap came from the bottom end and the error
from the top one).

Independent reference: the sixteenth audit's numpy Rayleigh-Ritz step (same Krylov space, the
module's documented start vector), run on ``-P`` for the bottom end (the top of ``-S`` is
``-lambda_min``) and on ``P`` for the top end. Lanczos is stopped after 4 steps, so the two errors
differ by a factor 26 (0.0061 and 0.159)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from tests.exact.test_lead54_spectral import _nearly_bipartite  # noqa: E402  (the same chain)
from toolkit import exact_torch  # noqa: E402

from .test_audit16c_exact_torch import _expected_error  # noqa: E402  (numpy Rayleigh-Ritz, not a copy)


def test_gap_error_comes_from_the_end_that_sets_the_gap():
    P, pi = _nearly_bipartite()
    s = np.sqrt(pi)
    ev = np.linalg.eigvalsh(s[:, None] * P / s[None, :])
    assert ev[0] == pytest.approx(-0.9117, abs=1e-3) and np.sort(ev)[-2] == pytest.approx(0.3563, abs=1e-3)
    tol = exact_torch.LANCZOS_TOL["torch.float64"]
    bottom, _, _ = _expected_error(-P, pi, 4, tol)
    top, _, _ = _expected_error(P, pi, 4, tol)
    assert top > 20 * bottom                             # the two ends' errors differ: the choice shows
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")                  # maxiter=4 stops before the tolerance, by design
        g = exact_torch.spectral_gap(exact_torch.TorchKernel.from_matrix(P), torch.as_tensor(pi), maxiter=4)
    assert g.gap_error == pytest.approx(bottom, rel=1e-6)
    assert abs(g.gap - (1 + ev[0])) <= g.gap_error     # 1 - |lambda_min| = 0.0883, within the error
    assert "lambda_min" in g.method and g.steps == 4


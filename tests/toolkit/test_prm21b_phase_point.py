"""prm21b (fourth sweep, loose assertions): :func:`toolkit.app.phase_point.phase_point`'s exact
relaxation time on nearest-neighbour chains, in SWEEPS (the docstring: ``1/(n gap)`` for exact
chains), against the gap of the Glauber kernel diagonalised here with numpy (random-scan heat
bath: an average of projections, so its eigenvalues lie in [0, 1] and the gap is 1 - lambda_2).
Both the enumerated path (q = 3, a path) and Glauber's closed form (q = 2, uniform cycle)."""

import numpy as np
import pytest

from exact import glauber_kernel
from toolkit.app.phase_point import phase_point
from toolkit.models import make_model


def _sweeps_by_numpy(model, T):
    K = np.asarray(glauber_kernel(model, temperature=T).dense())
    assert np.allclose(K.sum(axis=1), 1.0)
    lam = np.sort(np.linalg.eigvals(K).real)[::-1]
    assert lam[-1] > -1e-9  # a positive semidefinite kernel
    return 1.0 / (model.length * (1.0 - lam[1]))


@pytest.mark.parametrize("q, n, graph", [(3, 4, "path"), (2, 5, "cycle")])
def test_transfer_relaxation_in_sweeps(q, n, graph):
    T = 0.8
    model = make_model("potts", q=q, n=n, coupling=1.0, graph=graph)
    p = phase_point(model, T, method="transfer")
    assert p["relaxation"] == pytest.approx(_sweeps_by_numpy(model, T), rel=1e-8)

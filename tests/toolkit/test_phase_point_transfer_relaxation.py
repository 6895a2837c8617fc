"""phase_point(method="transfer") gives a relaxation time, or says why not, beyond Glauber's
closed form (a uniform q = 2 cycle with n >= 3): a 2-site chain's relaxation time was NaN with
nothing in ``missing`` (found by the harden9b sweep)."""

import numpy as np
import pytest

from toolkit.app.phase_point import phase_point
from toolkit.models import potts


def _hand_relaxation_sweeps(model, T):
    """1/(n gap) of the random-scan Glauber kernel built by hand from the model's logits at
    temperature T (softmax(logits / T) at a uniformly chosen site), eigenvalues by numpy."""
    q, n = model.vocab_size, model.length
    states = np.array(np.meshgrid(*[np.arange(q)] * n, indexing="ij")).reshape(n, -1).T
    index = {tuple(x): k for k, x in enumerate(states)}
    P = np.zeros((len(states), len(states)))
    for a, x in enumerate(states):
        for i in range(n):
            lg = model.logits(x[None, :].copy(), np.array([i]))[0] / T
            p = np.exp(lg - lg.max())
            p /= p.sum()
            for t in range(q):
                y = x.copy()
                y[i] = t
                P[a, index[tuple(y)]] += p[t] / n
    ev = np.sort(np.abs(np.linalg.eigvals(P)))[::-1]
    return 1.0 / (n * (1.0 - ev[1]))


@pytest.mark.parametrize(("q", "n", "graph"), [(2, 2, "cycle"), (3, 3, "path"), (3, 3, "cycle")])
def test_transfer_point_enumerates_the_relaxation_time_off_the_closed_form(q, n, graph):
    model = potts(q, n, 1.0, graph=graph)
    point = phase_point(model, 1.0, method="transfer")
    assert "relaxation" not in point["missing"]
    assert point["relaxation"] == pytest.approx(_hand_relaxation_sweeps(model, 1.0), rel=1e-9)


def test_transfer_point_too_large_to_enumerate_says_why():
    point = phase_point(potts(3, 9, 1.0, graph="path"), 1.0, method="transfer")  # 3^9 = 19683 states
    assert np.isnan(point["relaxation"])
    assert "closed form" in point["missing"]["relaxation"] and "19683" in point["missing"]["relaxation"]

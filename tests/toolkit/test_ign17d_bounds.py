"""toolkit.bounds: ``coupling_pilot(n_replicates=...)`` runs that many copies of each start pair (ign17d).

Docstring: ``n_pairs * n_replicates`` coupled chains per coupling. Seen through the first coupled
step, which moves every chain (all start pairs differ), and through ``met``, a fraction over all
the chains (a multiple of ``1 / (P R)``)."""

import numpy as np

from toolkit import bounds
from toolkit.models import potts


def test_coupling_pilot_runs_n_pairs_times_n_replicates_chains(monkeypatch):
    rows = []
    real = bounds.coupled_step

    def spy(model, x, y, **kw):
        rows.append(x.shape[0])
        return real(model, x, y, **kw)

    monkeypatch.setattr(bounds, "coupled_step", spy)
    xs, ys = np.array([[0, 0, 0, 0]]), np.array([[1, 1, 1, 1]])      # P = 1 explicit start pair
    r = bounds.coupling_pilot(potts(2, 4, 0.5), ("maximal",), starts=(xs, ys), n_replicates=5, n_steps=2, rng=0)
    assert rows[0] == 1 * 5
    assert r.met["maximal"] * 5 == round(r.met["maximal"] * 5)

"""The per-group energy indicators of toolkit.app.phase_point.mlm_phase_point (sixteenth blind
audit, part c).

The docstring of ``mlm_phase_point`` promises, for each group, the specific heat
``Var(E) / (n T^2)`` and the energy cumulant ``1 - <E^4> / (3 <E^2>^2)`` in
``energy_replicates``. ``E`` is the log pseudo-likelihood of the recorded states, and group ``g``
is chains ``g C .. (g+1) C - 1``. The test records the energies the function computes (a spy on
``_energy`` that returns them unchanged) and works out both indicators from them. It runs at
``T = 2``, where ``n T`` and ``n T^2`` differ.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app import phase_point
from toolkit.models import potts


def test_energy_replicates_are_var_over_n_t_squared_per_group(monkeypatch):
    seen = []
    real = phase_point._energy

    def spy(model, states):
        E = real(model, states)
        seen.append(np.array(E, dtype=float))
        return E

    monkeypatch.setattr(phase_point, "_energy", spy)
    n, T, R, C = 4, 2.0, 2, 2
    model = potts(3, n, 1.0, graph="cycle")
    out = phase_point.mlm_phase_point(model, T, n_groups=R, chains_per_group=C, n_sweeps=8, burn_in=2,
                                      energy_every=1, rng=0)
    assert len(seen) == 1
    E = seen[0].reshape(R * C, -1)   # (chains, records)
    assert np.ptp(E) > 0   # the energies vary: the variance is not 0 in every group
    for g in range(R):
        Eg = E[g * C:(g + 1) * C].ravel()
        heat = Eg.var() / (n * T**2)
        cumulant = 1.0 - (Eg**4).mean() / (3.0 * (Eg**2).mean() ** 2)
        assert out["energy_replicates"][g][0] == pytest.approx(heat, rel=1e-12, abs=1e-15)
        assert out["energy_replicates"][g][1] == pytest.approx(cumulant, rel=1e-12, abs=1e-15)
    assert out["specific_heat"] == pytest.approx(E.var() / (n * T**2), rel=1e-12, abs=1e-15)

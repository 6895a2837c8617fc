"""prm25c (issue 30, eighth sweep): every coupled family's preset temperature grid of
``glauber phase`` scales with its coupling.

Contract (``PRESETS``' comment): the temperatures follow the known critical point, i.e. the
coupling (and q). ``pi_T ∝ exp(coupling #{agreeing edges} / T)`` is unchanged under
``(coupling, T) -> (c coupling, c T)``, so doubling the coupling doubles every temperature of
the grid, for the path (``potts-path``), the torus and the nearest-neighbour chain alike."""

import numpy as np

from toolkit.app.phase import preset_for


def test_potts_path_grid_scales_with_the_coupling():
    for params in ({"graph": "path"}, {"graph": "cycle"}, {"graph": "torus", "q": 3}):
        ns1, t1 = preset_for("potts", {**params, "coupling": 1.0})
        ns2, t2 = preset_for("potts", {**params, "coupling": 2.0})
        assert ns1 == ns2
        np.testing.assert_allclose(t2, 2.0 * t1, rtol=1e-12)

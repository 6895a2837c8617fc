"""harden10f: toolkit.app.phase.phase_scaling_data names the lattice dimension of a Potts torus."""

from __future__ import annotations

from toolkit.app.phase import phase_scaling_data


def test_potts_torus_grid_is_two_dimensional(tmp_path):
    # a Potts model on the torus is a 2-d lattice (3 x 3 and 4 x 4 here, enumerated): the scaling data must carry
    # dimension 2 (hyperscaling reads it); a path graph has no lattice dimension to name
    store = str(tmp_path / "phase.sqlite")
    torus, _ = phase_scaling_data(store, model="potts", params={"q": 2, "graph": "torus"}, n_values=[9, 16],
                                  temperatures=[1.0, 2.0, 3.0], options={"method": "enumeration"})
    assert torus.dimension == 2
    path, _ = phase_scaling_data(store, model="potts", params={"q": 2, "graph": "path"}, n_values=[4, 6],
                                 temperatures=[1.0, 2.0, 3.0])
    assert path.dimension is None

"""Contract sweep s3 (issue 30): toolkit.lattice promises left unpinned: Onsager's T_c in Potts
units, the order parameter's two forms (signed for q = 2), the neighbour counts on a ring and a
torus by hand, the guards at their edges, the records' shape, a frozen chain at T -> 0."""

import math

import numpy as np
import pytest

from toolkit import lattice as lt
from toolkit.exceptions import InvalidInputError


def test_onsager_temperature():
    assert lt.onsager_temperature() == pytest.approx(1.1345926571065783, rel=1e-15)
    assert lt.onsager_temperature(2.0) == pytest.approx(2 / math.log(1 + math.sqrt(2)), rel=1e-15)


def test_order_parameter_forms():
    x2 = np.array([[0, 0, 0, 1], [1, 1, 1, 1]], dtype=np.int8)
    assert lt._order(x2, 2).tolist() == [-0.5, 1.0]            # 2 rho_1 - 1, signed
    x3 = np.array([[0, 0, 1, 2], [2, 2, 2, 2], [0, 1, 2, 0]], dtype=np.int8)
    # (q max rho - 1) / (q - 1): (3/2 - 1)/2, (3 - 1)/2, (3/2 - 1)/2
    assert lt._order(x3, 3).tolist() == [0.25, 1.0, 0.25]


def test_neighbour_counts_by_hand():
    ring = np.array([[0, 1, 1, 0]], dtype=np.int8)
    # site 0: neighbours 3 (0) and 1 (1); site 1: 0 and 2 -> (1, 1); site 2: 1 and 3 -> (1, 1); site 3: 2, 0
    assert lt._neighbour_counts(ring, 2)[0].tolist() == [[1, 1], [1, 1], [1, 1], [1, 1]]
    ring2 = np.array([[0, 0, 0, 1]], dtype=np.int8)
    assert lt._neighbour_counts(ring2, 2)[0].tolist() == [[1, 1], [2, 0], [1, 1], [2, 0]]
    torus = np.zeros((1, 4, 4), dtype=np.int8)
    torus[0, 1, 1] = 1
    c = lt._neighbour_counts(torus, 2)[0]
    assert c[1, 1].tolist() == [4, 0] and c[0, 1].tolist() == [3, 1] and c[1, 0].tolist() == [3, 1]
    assert c[3, 3].tolist() == [4, 0] and c.sum(axis=-1).max() == 4


def test_guards_records_and_a_frozen_chain():
    with pytest.raises(InvalidInputError, match="`L` must be even"):
        lt.checkerboard_run(2, 5, 1.0, 1.0)
    with pytest.raises(InvalidInputError, match="`L`"):
        lt.checkerboard_run(2, 2, 1.0, 1.0)
    with pytest.raises(InvalidInputError, match="`dimension`"):
        lt.checkerboard_run(2, 4, 1.0, 1.0, dimension=3)
    with pytest.raises(InvalidInputError, match="`start`"):
        lt.checkerboard_run(2, 4, 1.0, 1.0, start="hot")
    r = lt.checkerboard_run(2, 4, 1.0, 1e-3, n_chains=3, n_sweeps=5, burn_in=2, rng=0)
    assert r.m.shape == (3, 5) and r.n == 16 and (r.n_sweeps, r.burn_in) == (5, 2)
    assert (r.m == -1.0).all()          # ordered start (token 0) at T -> 0 stays: m = 2 rho_1 - 1 = -1
    ring = lt.checkerboard_run(3, 4, 1.0, 1e-3, n_chains=2, n_sweeps=3, burn_in=0, dimension=1, rng=0)
    assert ring.n == 4 and (ring.m == 1.0).all()


def test_lattice_scaling_data_formulas_on_planted_runs(monkeypatch):
    # every run returns the same m (chains x sweeps): 2 groups x 2 chains, 3 sweeps
    m = np.array([[0.5, -0.5, 1.0], [0.0, 0.5, -1.0], [0.25, 0.25, 0.5], [-0.5, 1.0, 0.0]])

    def fake(q, L, coupling, t, **kw):
        assert kw["n_chains"] == 4 and kw["n_sweeps"] == 3
        return lt.LatticeRun(q, L, coupling, t, m, 3, 0, kw["dimension"])

    monkeypatch.setattr(lt, "checkerboard_run", fake)
    d = lt.lattice_scaling_data(2, [4, 6], [0.5, 1.0, 2.0], n_groups=2, chains_per_group=2, n_sweeps=3, rng=0)
    g = m.reshape(2, 6)
    m2, m4, am = (g**2).mean(axis=1), (g**4).mean(axis=1), np.abs(g).mean(axis=1)
    U = 1 - m4 / (3 * m2**2)
    for i, L in enumerate([4, 6]):
        for j, T in enumerate([0.5, 1.0, 2.0]):
            chi = L**2 * (m2 - am**2) / T
            assert d.replicates[i, j, :, 0] == pytest.approx(U) and d.replicates[i, j, :, 1] == pytest.approx(chi)
            assert d.binder[i, j] == pytest.approx(U.mean()) and d.susceptibility[i, j] == pytest.approx(chi.mean())
            assert d.binder_err[i, j] == pytest.approx(U.std(ddof=1) / math.sqrt(2))
    assert d.n_values.tolist() == [16.0, 36.0] and d.label == "Potts q=2 on L x L tori"
    ring = lt.lattice_scaling_data(2, [4, 6], [0.5, 1.0, 2.0], n_groups=2, chains_per_group=2, n_sweeps=3,
                                   dimension=1, rng=0)
    assert ring.n_values.tolist() == [4.0, 6.0] and ring.label == "Potts q=2 on rings" and ring.dimension == 1

"""prm20b promise sweep: toolkit.app.phase_point (the lattice replicates at T != 1; a compatible
nearest-neighbour chain whose couplings differ from the mirrored ones by a one-site term)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.app.phase_point as pp
from toolkit.models import make_model
from toolkit.models.toy import Pairwise


def test_lattice_replicate_susceptibility_divides_by_T(monkeypatch):
    # fixed order-parameter traces instead of checkerboard sampling: replicate g holds chains
    # 2g, 2g+1 (ordered, random interleaved); chi_g = n (<m^2> - <|m|>^2) / T over the group
    traces = {"ordered": np.array([[0.5, 1.0, 0.5, 1.0], [1.0, 1.0, 0.5, 0.5]]),
              "random": np.array([[0.0, -0.5, 0.5, 0.0], [0.25, 0.0, -0.25, 0.5]])}

    def fake_run(q, L, coupling, T, *, n_chains, n_sweeps, burn_in, start, rng):
        return SimpleNamespace(m=traces[start][:n_chains, :n_sweeps])

    monkeypatch.setattr(pp, "checkerboard_run", fake_run)
    model = make_model("potts", q=2, n=16, graph="torus", coupling=1.0)
    T, n = 2.5, 16
    out = pp.phase_point(model, T, method="lattice", n_groups=2, chains_per_group=2, n_sweeps=4, burn_in=0, rng=0)
    groups = [np.concatenate([traces["ordered"][0], traces["random"][0]]),
              np.concatenate([traces["ordered"][1], traces["random"][1]])]
    for g, m in enumerate(groups):
        m2, m4, am = (m**2).mean(), (m**4).mean(), np.abs(m).mean()
        assert out["replicates"][g][1] == pytest.approx(n * (m2 - am * am) / T, rel=1e-12)
        assert out["replicates"][g][0] == pytest.approx(1 - m4 / (3 * m2 * m2), rel=1e-12)


def test_compatible_chain_with_one_site_terms_takes_the_transfer_matrix():
    # J[i, i+1] = S + u[:, None] (a term of x_i alone) and J[i+1, i] = S^T: the conditionals are
    # those of mu(x) ∝ exp(sum_i h_i(x_i) + sum_i S[x_i, x_{i+1}]) with u absorbed in the fields
    # (toolkit.models.toy.Pairwise: compatible iff the double-centred parts agree)
    rng = np.random.default_rng(3)
    n, q = 4, 3
    S = rng.normal(size=(q, q))
    u = rng.normal(size=q)
    J = np.zeros((n, n, q, q))
    for i in range(n - 1):
        J[i, i + 1] = S + u[:, None]
        J[i + 1, i] = S.T
    model = Pairwise(rng.normal(size=(n, q)), J)
    assert model.is_compatible()
    assert pp._nn_compatible(model)
    assert pp.point_method(model) == "transfer"

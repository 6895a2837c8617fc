"""Twelfth blind audit, part c: toolkit.phase (majority_fraction row by row, the sampled grid's
escape time in sweeps at the first m <= 1/2, resolved only when every chain escaped, the
standard errors of sampled grids only), from the docstrings and hand-made trajectories."""

from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.phase as phase
from toolkit.models.masked_toy import masked_independent
from toolkit.phase import PhaseGrid, majority_fraction, sampled_phase_grid


def test_majority_fraction_row_by_row():
    rng = np.random.default_rng(0)
    for q, n in [(5, 3), (3, 7), (4, 4), (2, 5)]:
        x = rng.integers(0, q, size=(30, n))
        expect = [np.bincount(row, minlength=q).max() / n for row in x]
        np.testing.assert_array_equal(majority_fraction(x, q), expect)


# four chains of 2 slots, 3 sweeps (6 steps, 7 records), m by hand:
#   first m <= 1/2 at record 2, never (counts 6), 1 and 3: mean 3 steps = 1.5 sweeps
TRAJ = np.array([[1, 1, 0.5, 0.5, 0, 1, 1],
                 [1, 1, 1, 1, 1, 1, 1],
                 [1, 0.5, 1, 1, 1, 1, 1],
                 [1, 1, 1, 0, 1, 1, 1]], dtype=float)


def _grid(monkeypatch, traj):
    model = masked_independent(q=3, n=2, length=4, seed=0)
    args = dict(model._template_args)
    calls = []

    def fake_run_chains(m, *, n_steps, n_chains, **kw):
        calls.append((n_steps, n_chains))
        return SimpleNamespace(observables={"m": traj.copy()})

    monkeypatch.setattr(phase, "run_chains", fake_run_chains)
    g = sampled_phase_grid(model, text=args["text"], slots=list(args["free_positions"]), n_values=[2],
                           temperatures=[1.0], n_chains=4, n_sweeps=3, burn_in_sweeps=1, n_groups=2, rng=0)
    assert calls == [(6, 4)]
    return g


def test_escape_time_in_sweeps_at_the_first_m_at_most_half(monkeypatch):
    g = _grid(monkeypatch, TRAJ)
    assert g.mixing[0, 0] == pytest.approx(1.5)
    assert not g.mixing_resolved[0, 0]  # chain 2 never escaped: a lower bound


def test_resolved_when_every_chain_escaped(monkeypatch):
    traj = TRAJ.copy()
    traj[1, 5] = 0.25  # chain 2 escapes at record 5: mean (2 + 5 + 1 + 3) / 4 = 2.75 steps
    g = _grid(monkeypatch, traj)
    assert g.mixing_resolved[0, 0]
    assert g.mixing[0, 0] == pytest.approx(2.75 / 2)


def _phase_grid(method):
    a = np.array([[1.0, 2.0, 3.0], [3.0, 4.0, 5.0]])
    return PhaseGrid(label="x", method=method, temperatures=np.array([1.0, 2.0, 3.0]), n_values=np.array([4, 8]),
                     mixing=a, mixing_label="m", susceptibility=a, susceptibility_stderr=a / 10, order_mean=a,
                     order_label="o", mixing_resolved=np.ones((2, 3), dtype=bool), binder=a / 10, binder_err=a / 100)


def test_scaling_data_errors_of_sampled_grids_only():
    s = _phase_grid("sampled").scaling_data()
    a = np.array([[1.0, 2.0, 3.0], [3.0, 4.0, 5.0]])
    np.testing.assert_allclose(s.binder_err, a / 100)
    np.testing.assert_allclose(s.susceptibility_err, a / 10)
    e = _phase_grid("exact").scaling_data()
    assert e.binder_err is None and e.susceptibility_err is None

"""prm30d (issue 30): each group's Binder cumulant in the sampled phase grid is its own group's.

:func:`toolkit.phase.sampled_phase_grid` (docstring): the Binder cumulant of the centred
overlap ``c = (m - 1/q) / (1 - 1/q)`` with standard errors from ``n_groups`` independent groups
of chains, whose per-group values are ``extra["binder_groups"]``. The chains are replaced by
hand-made records (q = 2, n = 2 slots, 2 sweeps, no burn-in: 4 records after the start per
chain; 4 chains in 2 groups): group 0 holds the overlap 1 throughout (``c = 1``:
``U = 1 - 1/3 = 2/3``), group 1 alternates 1 and 1/2 (``c = 1, 0``: ``<c^2> = <c^4> = 1/2``,
``U = 1 - (1/2)/(3/4) = 1/3``). The standard error is their spread,
``std_ddof1(2/3, 1/3) / sqrt 2 = 1/6``; the pooled cumulant is that of ``c = 1`` on 3/4 of
the records and 0 on 1/4: ``1 - (3/4)/(3 (3/4)^2) = 5/9``."""

from types import SimpleNamespace

import numpy as np
import pytest

from tests.toolkit.test_harden10h_phase import _Template
from toolkit import phase


def test_each_group_has_its_own_binder_cumulant(monkeypatch):
    full = np.ones((4, 5))
    full[2:, 2::2] = 0.5                      # group 1 (chains 2, 3): records 1, 0.5, 1, 0.5

    def run_chains(model, **kw):
        assert kw["n_chains"] == 4 and kw["n_steps"] == 4
        return SimpleNamespace(observables={"m": full.copy()})

    monkeypatch.setattr(phase, "run_chains", run_chains)
    g = phase.sampled_phase_grid(_Template([0.0, 0.0]), text="x", slots=range(2), n_values=[2], temperatures=[1.0],
                                 n_chains=4, n_sweeps=2, burn_in_sweeps=0, n_groups=2, rng=0)
    np.testing.assert_allclose(g.extra["binder_groups"][0, 0], [2 / 3, 1 / 3], rtol=1e-12)
    assert g.binder_err[0, 0] == pytest.approx(1 / 6, rel=1e-12)
    assert g.binder[0, 0] == pytest.approx(5 / 9, rel=1e-12)

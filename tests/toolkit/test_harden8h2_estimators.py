"""toolkit.app.sweep.estimators: the option checks at their boundaries (harden8h2, issue 30).

Contract. ``sampled-order`` estimates the across-chain variance of the order parameter, which
needs at least 2 chains (``n_chains`` >= 2, refused by name below); the ``phase`` estimator's
``burn_in`` is a number of sweeps >= 0 (0: no burn-in).
"""

from __future__ import annotations

import pytest

from toolkit.app.sweep.estimators import ESTIMATORS
from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def test_sampled_order_needs_two_chains():
    with pytest.raises(InvalidInputError, match="`n_chains`.*1"):
        make_grid("curie-weiss", n=[3], temperature=[1.0], estimator=["sampled-order"], options={"n_chains": 1})
    (t,) = make_grid("curie-weiss", n=[3], temperature=[1.0], estimator=["sampled-order"], options={"n_chains": 2})
    assert t.option("n_chains") == 2


def test_phase_burn_in_zero_allowed():
    (t,) = make_grid("curie-weiss", n=[3], temperature=[1.0], estimator=["phase"], options={"burn_in": 0})
    assert t.option("burn_in") == 0
    with pytest.raises(InvalidInputError, match="`burn_in`"):
        make_grid("curie-weiss", n=[3], temperature=[1.0], estimator=["phase"], options={"burn_in": -1})
    assert ESTIMATORS["phase"].defaults["burn_in"] == 300

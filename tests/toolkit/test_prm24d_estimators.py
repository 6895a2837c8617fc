"""prm24d: ``toolkit.app.sweep.estimators.register_estimator(check)``: ``check(options)``
validates (and may normalize) the options when the grid is made, before anything runs (the
docstring): a registered check that refuses a value makes ``make_grid`` raise, and one that
normalizes a value puts the normalized value in the task's key."""

import pytest

from toolkit.app.sweep import estimators
from toolkit.app.sweep.estimators import ESTIMATORS, register_estimator
from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def _check(opts):
    if opts["k"] < 0:
        raise InvalidInputError("`k` must be >= 0")
    return {**opts, "k": 2 * opts["k"]}


def test_check_runs_when_the_grid_is_made(monkeypatch):
    monkeypatch.setattr(estimators, "ESTIMATORS", dict(ESTIMATORS))
    monkeypatch.setattr("toolkit.app.sweep.tasks.ESTIMATORS", estimators.ESTIMATORS)

    @register_estimator("prm24d-probe", defaults={"k": 1}, check=_check)
    def _probe(task):
        """probe"""
        return {}

    assert estimators.ESTIMATORS["prm24d-probe"].check is _check
    with pytest.raises(InvalidInputError, match="`k` must be >= 0"):
        make_grid("potts", n=[3], temperature=[1.0], estimator=["prm24d-probe"], options={"k": -1})
    (task,) = make_grid("potts", n=[3], temperature=[1.0], estimator=["prm24d-probe"], options={"k": 3})
    assert dict(task.options)["k"] == 6

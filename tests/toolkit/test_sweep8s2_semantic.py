"""Sweep 8 s2 (issue 30): toolkit.semantic's results are frozen dataclasses, as toolkit.results.Result
asks of every result ("declare them @dataclass(frozen=True, eq=False)"): a field cannot be
reassigned after the fact (a basin statistic or a clustering changed in place would no longer
be what the run computed). Checked on BasinStats from hand-made label sequences and on the
other result classes of the module by their dataclass parameters."""

import dataclasses

import numpy as np
import pytest

from toolkit import semantic as sem
from toolkit.results import Result


def test_basin_statistics_cannot_be_reassigned():
    # one chain: runs 0 x2, 1 x3, 0 x1 -> k = 2, basin 0 entered twice (recurrent)
    b = sem.basin_statistics(np.array([0, 0, 1, 1, 1, 0]))
    assert b.k == 2 and b.recurrent == (0,)
    for name, value in (("k", 3), ("traps", ()), ("occupancy", np.ones(2)), ("step", 2)):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(b, name, value)
    assert b.k == 2 and b.recurrent == (0,) and b.step == 1


@pytest.mark.parametrize("cls", [sem.SemanticRun, sem.Clustering, sem.BasinStats, sem.SemanticResult,
                                 sem.SemanticStudy])
def test_every_result_class_is_frozen(cls):
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen
    if issubclass(cls, Result):   # Result compares by results_equal, not by the dataclass' __eq__
        assert not cls.__dataclass_params__.eq

"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.app.commands.phase`: the --sweeps minimum is
allowed (its message: "must be >= min")."""

from types import SimpleNamespace as NS

import pytest

from toolkit.app.commands.phase import _check_sampling
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("min_sweeps", [3, 40])
def test_sweeps_equal_to_the_minimum_is_allowed(min_sweeps):
    _check_sampling(NS(sweeps=min_sweeps, groups=None), min_sweeps=min_sweeps)   # ">= min": min itself passes
    _check_sampling(NS(sweeps=min_sweeps + 1, groups=2), min_sweeps=min_sweeps)
    with pytest.raises(InvalidInputError, match=f"`--sweeps` must be >= {min_sweeps}"):
        _check_sampling(NS(sweeps=min_sweeps - 1, groups=None), min_sweeps=min_sweeps)

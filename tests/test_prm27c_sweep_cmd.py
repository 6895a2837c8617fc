"""prm27c (issue 30): ``glauber sweep --estimator phase`` checks the phase method at EVERY
size of the grid before the store exists (toolkit.app.commands.sweep._check_phase_methods),
not only the first task's: here method 'enumeration' fits n = 2 and not n = 40 (2^40 states
above the enumeration guard)."""
import pytest

from toolkit.app.commands.sweep import _check_phase_methods
from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def test_phase_method_checked_at_every_size():
    tasks = make_grid("potts", n=[2, 40], temperature=1.0, estimator="phase", options={"method": "enumeration"})
    assert [t.n for t in tasks] == [2, 40]
    with pytest.raises(InvalidInputError, match=r"`--estimator` phase \(method=enumeration\) at `--n` 40"):
        _check_phase_methods("potts", tasks)
    _check_phase_methods("potts", tasks[:1])   # n = 2 alone passes

"""prm28a: toolkit.app.sweep.executors.parse_executor accepts exactly 'serial', 'local',
'local:N' and 'dask:ADDRESS' (its docstring and error message); 'serial' takes no argument, so
'serial:4' is refused rather than read as serial by its kind alone."""
import pytest

from toolkit.app.sweep.executors import parse_executor
from toolkit.exceptions import InvalidInputError


def test_serial_with_an_argument_is_refused():
    assert parse_executor("serial") == ("serial", None)
    with pytest.raises(InvalidInputError, match="serial"):
        parse_executor("serial:4")

"""prm22a (fifth sweep, issue 30): toolkit.app.sweep.executors._dask_client turns every way of
not reaching the scheduler into an InvalidInputError naming the address, including a malformed
address (Dask raises ValueError for an unknown scheme: "unknown address scheme 'nonsense'").
The tests used unreachable but well-formed addresses (OSError / TimeoutError), so the
ValueError branch was never active."""

from __future__ import annotations

import pytest

pytest.importorskip("distributed")

from toolkit.app.sweep.executors import _dask_client  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402


def test_malformed_address_is_an_input_error_naming_it():
    with pytest.raises(InvalidInputError, match=r"cannot reach the Dask scheduler at 'nonsense://x:1'.*unknown address"):
        _dask_client("nonsense://x:1", 1.0)

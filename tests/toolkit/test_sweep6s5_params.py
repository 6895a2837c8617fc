"""Contract sweep (issue 30, branch sweep6s5): toolkit.models._params at its boundaries:
check_scale's 0 and non-scalars, short_list's head, log10_bytes' conventions (itemsize 8,
a dim below 1 counted as 1, ('pow', q, k)), guard_dense at the limit and its hint,
reject_unknown's wording, accepted_parameters' kinds."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError, MemoryLimitError
from toolkit.models._params import (
    DEFAULT_MAX_MEMORY,
    accepted_parameters,
    check_scale,
    guard_dense,
    log10_bytes,
    reject_unknown,
    short_list,
)


def test_check_scale_boundaries():
    assert check_scale(0) == 0.0 and isinstance(check_scale(0), float)
    assert check_scale(np.float32(0.5)) == 0.5
    for bad in (float("nan"), float("inf"), -1e-300):
        with pytest.raises(InvalidInputError, match=r"`disorder` must be finite and >= 0"):
            check_scale(bad, "disorder")
    for bad in (True, "1", np.array([1.0]), [1.0]):
        with pytest.raises(InvalidInputError, match=r"`scale` must be a number >= 0"):
            check_scale(bad)


def test_short_list_head():
    assert short_list(range(6)) == "0, 1, 2, 3, 4, 5"
    assert short_list(range(7)) == "0, 1, 2, 3, 4, 5, ... (7 in all)"
    assert short_list(range(3), head=2) == "0, 1, ... (3 in all)"


def test_log10_bytes_conventions():
    assert log10_bytes(10, 100) == pytest.approx(math.log10(8 * 1000), abs=1e-12)
    assert log10_bytes(10, itemsize=4) == pytest.approx(math.log10(40), abs=1e-12)
    assert log10_bytes(0, 10) == pytest.approx(math.log10(80), abs=1e-12)   # dims below 1 count as 1
    assert log10_bytes(("pow", 3, 4)) == pytest.approx(math.log10(8 * 81), abs=1e-12)


def test_guard_dense_at_the_limit():
    guard_dense("x", 3.0, 1000)           # exactly the limit: allowed
    guard_dense("x", 300.0, None)         # None: no guard
    with pytest.raises(MemoryLimitError, match=r"above the memory limit of 1000 B \(max_memory\); lower the sites"):
        guard_dense("x", 3.001, 1000, what_n="the sites")
    assert DEFAULT_MAX_MEMORY == "8GiB"


def test_reject_unknown_wording():
    reject_unknown("potts", {"q": 2}, ("q", "n"))
    with pytest.raises(InvalidInputError) as e:
        reject_unknown("potts", {"zzz": 1, "nn": 2}, ("q", "n"))
    msg = str(e.value)
    assert msg.startswith("model 'potts' takes no parameters `zzz`, `nn` (did you mean `n`?)")
    assert msg.endswith("its parameters are q, n") and "`zzz` (did you mean" not in msg


def test_accepted_parameters_kinds():
    def f(a, /, b, *args, c=1, **kw):
        return a

    assert accepted_parameters(f) == ("b", "c")

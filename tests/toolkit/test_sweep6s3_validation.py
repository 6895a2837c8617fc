"""Contract sweep s3 (issue 30): toolkit._validation guards at their exact boundaries (the last
value allowed and the first refused), the byte units, the shown value's cut at 80 characters."""

import math

import numpy as np
import pytest

from toolkit import _validation as v
from toolkit.exceptions import InvalidInputError, MemoryLimitError, StateSpaceTooLargeError


def test_temperature_eps_int_nonnegative_probability():
    assert v.check_temperature(math.inf) == math.inf and v.check_temperature(1e-300) == 1e-300
    for bad in (0.0, -1.0, math.nan, "1"):
        with pytest.raises(InvalidInputError, match="`temperature`"):
            v.check_temperature(bad)
    for bad in (0.0, 1.0):
        with pytest.raises(InvalidInputError, match=r"`eps` must be in \(0, 1\)"):
            v.check_eps(bad)
    assert v.check_eps(0.5) == 0.5
    assert v.check_int(3.0, "k") == 3 and v.check_int(np.int64(2), "k", minimum=2) == 2
    for bad in (3.5, True, "3"):
        with pytest.raises(InvalidInputError, match="`k` must be an integer"):
            v.check_int(bad, "k")
    with pytest.raises(InvalidInputError, match="`k` must be >= 2; got 1"):
        v.check_int(1, "k", minimum=2)
    assert v.check_nonnegative(0, "tol") == 0.0
    with pytest.raises(InvalidInputError, match="finite and >= 0"):
        v.check_nonnegative(math.inf, "tol")
    assert v.check_probability(0.0, "p") == 0.0 and v.check_probability(1.0, "p", allow_one=True) == 1.0
    with pytest.raises(InvalidInputError, match=r"`p` must be in \[0, 1\); got 1.0"):
        v.check_probability(1.0, "p")


def test_states_rng_sites():
    assert v.check_states(np.array([1.0, 0.0]), q=2, n=2).tolist() == [[1, 0]]
    with pytest.raises(InvalidInputError, match="integer tokens"):
        v.check_states(np.array([[0.5, 1.0]]), q=2, n=2)
    with pytest.raises(InvalidInputError, match="holds token 2 outside the vocabulary 0..1"):
        v.check_states(np.array([[0, 2]]), q=2, n=2)
    with pytest.raises(InvalidInputError, match=r"`x` must have shape \(B, 3\)"):
        v.check_states(np.zeros((2, 2), dtype=int), q=2, n=3)
    assert isinstance(v.as_rng(0), np.random.Generator)
    with pytest.raises(InvalidInputError, match="non-negative integer"):
        v.as_rng(-1)
    with pytest.raises(InvalidInputError, match="`rng` must be"):
        v.as_rng(1.5)
    assert v.check_sites([2, 0], 2, 3).tolist() == [2, 0]
    with pytest.raises(InvalidInputError, match="integers in 0..2"):
        v.check_sites([3], 1, 3)


def test_state_space_and_memory_edges():
    v.check_state_space(2, 10, max_states=1024)                 # q**n == max_states: allowed
    with pytest.raises(StateSpaceTooLargeError) as e:
        v.check_state_space(2, 10, max_states=1023)
    assert e.value.bytes_needed == 1024 * 8 * 12                  # default 8 (n + 2) bytes per state
    v.check_memory(1000, "x", max_bytes=1000)                     # equal: allowed
    with pytest.raises(MemoryLimitError, match="x would need ~1001 B, above the memory limit of 1000 B"):
        v.check_memory(1001, "x", max_bytes=1000)


def test_parse_bytes_units():
    assert v.parse_bytes("2KiB") == 2048.0 and v.parse_bytes("2k") == 2000.0 and v.parse_bytes("1 TB") == 1e12
    assert v.parse_bytes("3MiB") == 3 * 2**20 and v.parse_bytes(" 5 gb ") == 5e9 and v.parse_bytes("7") == 7.0
    assert v.parse_bytes(4096) == 4096.0
    for bad in ("0", "-1GB", "5XB", "GB", True):
        with pytest.raises(InvalidInputError, match="`max_memory`"):
            v.parse_bytes(bad)


def test_show_cuts_long_values():
    assert v._show(np.float64(2.5)) == "2.5"
    long = "x" * 100
    shown = v._show(long)
    assert len(shown) == 80 and shown.endswith("...") and shown.startswith("'xxx")
    assert v._show("y" * 78) == "'" + "y" * 78 + "'"         # exactly 80: kept whole

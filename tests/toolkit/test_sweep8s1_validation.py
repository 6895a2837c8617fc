"""Contract pins of :mod:`toolkit._validation` (issue 30, sweep8s1): a long value in an error
message is cut to 80 characters ending in ``...``; check_nonnegative accepts 0 and values in
(0, 1) and refuses negatives, NaN and inf; _positive/check_positive refuse 0, negatives and NaN;
check_memory lets an empty table (0 bytes) through and refuses one byte over the limit; every unit
of parse_bytes, decimal (k, m, g, t) and binary (KiB ... TiB), with and without ``b``."""

import math

import numpy as np
import pytest

from toolkit import _validation as V
from toolkit.exceptions import InvalidInputError, MemoryLimitError, StateSpaceTooLargeError


def test_show_cuts_long_values_at_80():
    long = "x" * 200
    shown = V._show(long)
    assert len(shown) == 80 and shown.endswith("...") and shown[:77] == repr(long)[:77]
    assert V._show("y" * 78) == repr("y" * 78)  # 80 characters with its quotes: whole
    assert V._show(np.float64(0.5)) == "0.5"   # a numpy scalar as a plain number
    with pytest.raises(InvalidInputError, match=r"`tol` must be a finite number >= 0; got 'zzzz.*\.\.\.$"):
        V.check_nonnegative("z" * 100, "tol")


@pytest.mark.parametrize("v", [0, 0.0, 0.25, 0.999, 1, 7.5])
def test_check_nonnegative_accepts(v):
    assert V.check_nonnegative(v, "tol") == float(v)


@pytest.mark.parametrize("v", [-1e-300, -0.5, math.nan, math.inf, -math.inf])
def test_check_nonnegative_refuses(v):
    with pytest.raises(InvalidInputError, match=r"`tol` must be finite and >= 0"):
        V.check_nonnegative(v, "tol")


@pytest.mark.parametrize("v", [0, 0.0, -1, -1e-300, math.nan, -math.inf])
def test_positive_refuses(v):
    with pytest.raises(InvalidInputError, match=r"`x` must be > 0"):
        V._positive(v, "x")
    with pytest.raises(InvalidInputError, match=r"`x` must be"):
        V.check_positive(v, "x")


def test_positive_accepts_small_and_large():
    assert V._positive(1e-300, "x") == 1e-300 and V._positive(math.inf, "x") == math.inf
    with pytest.raises(InvalidInputError, match=r"`max_memory` must be > 0; got 0"):
        V.check_memory(10, "a table", max_bytes=0)


def test_check_memory_empty_and_boundary():
    V.check_memory(0, "an empty table", max_bytes=1)       # 0 bytes: nothing to refuse
    V.check_memory(0.0, "an empty table", max_bytes=1e-3)
    V.check_memory(100, "a table", max_bytes=100)           # equal to the limit: passes
    with pytest.raises(MemoryLimitError, match=r"a table would need ~.*above the memory limit"):
        V.check_memory(101, "a table", max_bytes=100)


@pytest.mark.parametrize("text, want", [
    ("3", 3.0), ("3b", 3.0), ("2k", 2e3), ("2kb", 2e3), ("2m", 2e6), ("2mb", 2e6), ("2g", 2e9), ("2gb", 2e9),
    ("2t", 2e12), ("2tb", 2e12), ("2T", 2e12), ("2 TB", 2e12),
    ("1kib", 1024.0), ("1mib", 2.0**20), ("1gib", 2.0**30), ("1tib", 2.0**40), ("8GiB", 8 * 2.0**30),
])
def test_parse_bytes_units(text, want):
    assert V.parse_bytes(text) == want


@pytest.mark.parametrize("text", ["2x", "2pb", "2tt", "GB", "-1GB", "0t"])
def test_parse_bytes_refuses(text):
    with pytest.raises(InvalidInputError, match=r"`max_memory` must be"):
        V.parse_bytes(text)


# ---- seed 2026120372's sample
def test_check_scan():
    assert V.check_scan("random") == "random" and V.check_scan("systematic") == "systematic"
    for bad in ("Random", "sequential", "", None):
        with pytest.raises(InvalidInputError, match=r"`scan` must be 'random' or 'systematic'"):
            V.check_scan(bad)


def test_check_finite_array_any_bad_entry():
    for bad in ([1.0, math.nan], [math.inf, 0.0], [[0.0, 1.0], [2.0, -math.inf]]):
        with pytest.raises(InvalidInputError, match=r"`h` must have finite entries"):
            V.check_finite_array(bad, "h")
    with pytest.raises(InvalidInputError, match=r"got nan at index \(1, 0\)"):
        V.check_finite_array([[0.0, 1.0], [math.nan, 2.0]], "h")
    np.testing.assert_array_equal(V.check_finite_array([1, 2], "h"), [1.0, 2.0])


def test_state_space_error_sizes_its_bytes():
    # default 8 (n + 2) bytes per state: q = 2, n = 10 -> 1024 states x 96 bytes
    with pytest.raises(StateSpaceTooLargeError) as e:
        V.check_state_space(2, 10, max_states=1000)
    assert e.value.n_states == 1024 and e.value.bytes_needed == 1024 * 8 * 12
    with pytest.raises(StateSpaceTooLargeError) as e:
        V.check_state_space(2, 10, max_states=1000, bytes_per_state=3.0)
    assert e.value.bytes_needed == 1024 * 3.0
    V.check_state_space(2, 10, max_states=1024)       # equal to the limit: allowed


def test_state_space_log_slack_tie_passes():
    # above 10^300 states only logarithms are compared, with a slack of 1e-9 in log10: a limit whose
    # log10 plus the slack equals n log10 q exactly is not exceeded (6**386 ~ 10^300.37)
    q, n = 6, 386
    ls = n * math.log10(q)
    lim = 10 ** (ls - 1e-9)
    lim = next(x for x in (lim, math.nextafter(lim, 0), math.nextafter(lim, math.inf))
               if math.log10(x) + 1e-9 == ls)
    V.check_state_space(q, n, max_states=lim)
    with pytest.raises(StateSpaceTooLargeError, match=r"state space has 6\*\*386"):
        V.check_state_space(q, n, max_states=10 ** (ls - 3e-9))


def test_memory_error_bytes_needed():
    with pytest.raises(MemoryLimitError) as e:
        V.check_memory(2000, "a table", max_bytes=1000)
    assert e.value.bytes_needed == pytest.approx(2000, rel=1e-12)
    with pytest.raises(MemoryLimitError) as e:
        V.check_memory(0, "a table", max_bytes=1000, log10_bytes=5.0)
    assert e.value.bytes_needed == pytest.approx(1e5, rel=1e-12)
    with pytest.raises(MemoryLimitError) as e:
        V.check_memory(0, "a table", max_bytes=1000, log10_bytes=400.0)
    assert e.value.bytes_needed == math.inf

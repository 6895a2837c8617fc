"""Contract sweep s3 (issue 30): toolkit.exceptions promises left unpinned: the exact count
below 10^15 and the scientific form from it, the byte units up to PiB and beyond, the state
space error's message and its inf sizes, the messages and attributes of the other errors."""

import math

import pytest

from toolkit import exceptions as ex


def test_human_count_switch():
    assert ex._human_count(10, 14) == "100000000000000"
    assert ex._human_count(10, 15) == "1.0e+15"
    assert ex._human_count(2, 10) == "1024"


def test_human_bytes_units():
    assert ex._human_bytes(0) == "0 B"
    assert ex._human_bytes(3 * 2**20) == "3.0 MiB" and ex._human_bytes(1536 * 2**30) == "1.5 TiB"
    assert ex._human_bytes(2**50) == "1.0 PiB" and ex._human_bytes(1000 * 2**50) == "1000.0 PiB"
    # above 1024 PiB = 2**60 bytes (docstring): the scientific form; 1e18 bytes is still 888.2 PiB
    assert ex._human_bytes(1e18) == "888.2 PiB" and ex._human_bytes(2.0**60) == "1.2e+18 bytes"
    assert ex._human_bytes(math.inf) == "inf bytes"
    assert ex._human_bytes(0, log10=200.5) == "3.2e+200 bytes"


def test_state_space_error_message_and_huge_sizes():
    e = ex.StateSpaceTooLargeError(2, 10, 100)
    assert str(e).startswith("state space has 2**10 = 1024 states, above max_states=100 (needs ~8.0 KiB); ")
    assert (e.q, e.n, e.max_states) == (2, 10, 100) and e.log10_states == pytest.approx(10 * math.log10(2))
    big = ex.StateSpaceTooLargeError(10, 400, 1e6)
    assert big.n_states == math.inf and big.bytes_needed == math.inf and big.log10_states == pytest.approx(400)
    assert "10**400 = 1.0e+400 states" in str(big) and "8.0e+400 bytes" in str(big)
    assert isinstance(e, ValueError) and isinstance(e, ex.GlauberError)


def test_other_errors_messages_and_attributes():
    assert str(ex.UnknownNameError("no quantity 'x'; known: a, b")) == "no quantity 'x'; known: a, b"
    assert str(ex.UnknownNameError("a", "b")) == "('a', 'b')"
    nf = ex.NonFiniteLogitsError(2, [1, 0, 3], "NaN in row 0")
    assert (nf.site, nf.state) == (2, (1, 0, 3))
    assert str(nf) == "model returned non-finite logits at site 2 for state (1, 0, 3): NaN in row 0"
    assert str(ex.NonFiniteLogitsError(0, [1])) == "model returned non-finite logits at site 0 for state (1,)"
    assert ex.ReducibleChainError("r").n_classes == 2 and ex.ReducibleChainError("r", n_classes=3.0).n_classes == 3
    w = ex.ConvergenceWarning("slow", residual=1, iterations=7)
    assert w.residual == 1.0 and isinstance(w.residual, float) and w.iterations == 7
    assert ex.MemoryLimitError("m").bytes_needed is None and ex.MemoryLimitError("m", bytes_needed=5).bytes_needed == 5
    assert issubclass(ex.InvalidTypeError, TypeError) and issubclass(ex.InvalidTypeError, ex.InvalidInputError)

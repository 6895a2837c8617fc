"""harden9e: make_model's soft defaults never override a value given, and its memory guard
reads the n and q given (issue 30, the model layer's audit)."""

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.registry import make_model


def test_defaults_do_not_override_given_values():
    # "defaults holds soft values applied only where ... not given": q=3, n=3 given win
    m = make_model("potts", q=3, n=3, defaults={"q": 2, "n": 5})
    assert (m.vocab_size, m.length) == (3, 3)
    # and a default fills what is not given
    assert make_model("potts", q=3, defaults={"n": 5}).length == 5


def test_memory_guard_reads_the_given_size():
    # random-table n=50, q=2: a table (50, 2**49, 2) of float64, 8 * 50 * 2**50 bytes ~ 4.5e17,
    # far above the default 8 GiB guard; the family default n=6 would be tiny
    with pytest.raises(MemoryLimitError, match=r"n=50"):
        make_model("random-table", q=2, n=50)


def test_none_means_the_family_default():
    # "None means the family's default": potts's coupling defaults to 1.0, graph to "complete"
    m = make_model("potts", q=2, n=3, coupling=None, graph=None)
    assert m.coupling == 1.0 and m.graph == "complete"

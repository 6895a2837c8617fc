"""prm25d (issue 30): toolkit.models._params.guard_dense refuses an array just above
max_memory (bytes given in logarithms): 9 GiB against "8GiB" is refused, 7 GiB passes; a
guard counting a decade low would let anything below 80 GiB through.
"""

import math

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models._params import guard_dense


def test_just_above_the_limit_is_refused():
    with pytest.raises(MemoryLimitError, match="above the memory limit"):
        guard_dense("a 9 GiB array", math.log10(9 * 2**30), "8GiB")
    guard_dense("a 7 GiB array", math.log10(7 * 2**30), "8GiB")
    guard_dense("no guard", 20.0, None)

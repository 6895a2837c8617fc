"""prm24a: ``compare_samplers(max_states=)`` was never passed off its default by any test
(``benchmarks/results/default-only-args-2026-12-06.md``): it is the size guard of the exact chain
the samplers are compared with, so below ``q**n`` the comparison is refused."""

from __future__ import annotations

import pytest

from exact.unmasking import compare_samplers
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_compare_samplers_max_states():
    with pytest.raises(StateSpaceTooLargeError, match="max_states=4"):
        compare_samplers(potts(2, 3, 1.0), max_states=4, t=(1,))       # 2**3 = 8 states

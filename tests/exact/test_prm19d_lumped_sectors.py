"""prm19d (issue 30, second promise sweep): ``hook_dimension`` is the exact integer of the
hook-length formula for every partition in at most three parts (checked against integer
arithmetic, where the float route must round, not truncate)."""

import math

from exact.lumped_sectors import hook_dimension, partitions3


def _hook_exact(lam):
    rows = [r for r in lam if r > 0]
    cols = [sum(1 for r in rows if r > j) for j in range(rows[0])] if rows else []
    hooks = math.prod(rows[i] - j + cols[j] - i - 1 for i in range(len(rows)) for j in range(rows[i]))
    return math.factorial(sum(rows)) // hooks


def test_hook_dimension_matches_integer_hook_length_formula():
    for n in range(1, 31):
        for lam in partitions3(n):
            assert hook_dimension(lam) == _hook_exact(lam), lam

"""abs11c: an integer grid's round-off tolerance is relative to |value|, the same for negative values.

``toolkit.app.commands._common._grid_integers`` rounds a value ``v`` to an integer when
``|v - round(v)| <= 1e-9 max(1, |v|)`` (round-off of a computed grid, relative to its size); signs are
the caller's check (``parse_grid`` docstring), so ``-v`` is read exactly when ``v`` is.
"""

import pytest

from toolkit.app.commands._common import parse_grid
from toolkit.exceptions import InvalidInputError


def test_relative_round_off_is_sign_symmetric():
    # 1000000.000001: off by 1e-6 = 1e-12 of the value, within 1e-9 |v| = 1e-3, beyond an absolute 1e-9
    assert parse_grid("1000000.000001", "--seed", integer=True) == [1000000]
    assert parse_grid("-1000000.000001", "--seed", integer=True) == [-1000000]


def test_a_real_fraction_is_still_refused_on_both_sides():
    # 1000000.01: off by 1e-2 > 1e-3 = 1e-9 |v|, not round-off
    for text in ("1000000.01", "-1000000.01"):
        with pytest.raises(InvalidInputError, match="not an integer"):
            parse_grid(text, "--seed", integer=True)

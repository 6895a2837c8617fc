"""toolkit.app.commands._common's grid and --free syntax at their edges (harden8h1, issue 30),
from GRID_HELP and FREE_HELP: START:STOP:COUNT with COUNT = 1 is the one value START
(numpy's linspace); a geometric grid needs START and STOP > 0 (both ends); an infinite size is
no integer; a --free range that selects none of the text's tokens is refused with the text's
length, whichever side of the text it falls."""

from __future__ import annotations

import pytest

from toolkit.app.commands._common import parse_free, parse_grid, resolve_free
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("text, integer, want", [("1:5:1", False, [1.0]), ("geom:16:1024:1", True, [16]),
                                                 ("2.5:7:1", False, [2.5]), ("3:3", True, [3])])
def test_one_value_grids(text, integer, want):
    assert parse_grid(text, "--n", integer=integer) == want


@pytest.mark.parametrize("text", ["geom:1:0:3", "geom:0:8:3", "geom:-1:8:3", "geom:4:-2:3"])
def test_geometric_grid_ends_must_be_positive(text):
    with pytest.raises(InvalidInputError, match=f"`--n` grid: '{text}': START and STOP must be finite numbers > 0"):
        parse_grid(text, "--n", integer=True)


@pytest.mark.parametrize("text", ["inf", "-inf", "nan"])
def test_non_finite_size_is_not_an_integer(text):
    with pytest.raises(InvalidInputError, match=f"`--n` grid: '{text}' is not an integer"):
        parse_grid(text, "--n", integer=True)


@pytest.mark.parametrize("spec", ["10:20", "5:", "-20:-10", "7"])
def test_free_range_selecting_nothing_is_refused(spec):
    parsed = parse_free(spec)
    if spec == "7":   # a plain position is checked against the text later (by the model): kept as given
        assert resolve_free(parsed, 5) == [7]
        return
    with pytest.raises(InvalidInputError, match=r"`--free` must be in 0\.\.4 \(the text has 5 tokens\)"):
        resolve_free(parsed, 5)


def test_free_range_partly_inside_is_clamped():
    assert resolve_free(parse_free("3:20"), 5) == [3, 4] and resolve_free(parse_free("-1"), 5) == [4]

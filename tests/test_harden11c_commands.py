"""harden11c (issue 30): the command helpers against their documented contract: the default
of --max-memory (8 GiB, the module docstring of toolkit.app.commands._common), a seed is an
integer >= 0, a refusal quotes a bound that works and the positions the text has, a geometric
grid needs its COUNT, and the messages of `glauber rectangle` and `glauber sweep` quote the
count and the state space they refuse."""

from __future__ import annotations

import argparse
import math

import pytest

import toolkit.app.commands.rectangle as rectangle
import toolkit.app.commands.sweep as sweep  # noqa: F401  (the module under test)
from toolkit._validation import parse_bytes
from toolkit.app.cli import main
from toolkit.app.commands._common import (
    _check_magnitudes,
    limits_parent,
    parse_free,
    parse_grid,
    resolve_free,
    seed_value,
)
from toolkit.exceptions import InvalidInputError


def test_max_memory_default_is_8_gib():
    # module docstring: "``--max-memory`` the guard on a toy family's dense arrays (default 8 GiB)";
    # not given, it parses to None (so that a given value can be told apart) and resolves to 8 GiB
    from toolkit.app.commands._common import max_memory_arg
    args = argparse.ArgumentParser(parents=[limits_parent()]).parse_args([])
    assert args.max_memory is None and parse_bytes(max_memory_arg(args)) == 8 * 2**30


def test_seed_below_zero_is_refused_naming_it():
    # "invalid seed ... (an integer >= 0)": 0 is the least seed, -1 is refused with its text
    assert seed_value("0") == 0
    for bad in ("-1", "-7"):
        with pytest.raises(argparse.ArgumentTypeError, match=rf"invalid seed '{bad}' \(an integer >= 0\)"):
            seed_value(bad)


def test_too_large_coupling_message_quotes_a_bound_that_works():
    # "give |--coupling| <= B": B is the check's own threshold, so 0.9 B passes and 1.1 B is refused
    # (at n = 100 a bound without the 1/n of "sums of n such terms" would be 100 times too large)
    n = 100
    with pytest.raises(InvalidInputError, match="is too large for n = 100") as exc:
        _check_magnitudes({"coupling": 1e300}, n)
    bound = float(str(exc.value).rsplit("<= ", 1)[1])
    _check_magnitudes({"coupling": 0.9 * bound}, n)
    with pytest.raises(InvalidInputError):
        _check_magnitudes({"coupling": 1.1 * bound}, n)


def test_geometric_grid_needs_its_count():
    # GRID_HELP: geom:START:STOP:COUNT; geom:2:8 (no COUNT) is not an integer range 2..8
    with pytest.raises(InvalidInputError, match="'geom:2:8' has 3 fields"):
        parse_grid("geom:2:8", "--n", integer=True)
    assert parse_grid("geom:2:8:3", "--n", integer=True) == [2, 4, 8]


def test_empty_free_range_names_the_positions_of_the_text():
    # a text of 5 tokens has positions 0..4
    with pytest.raises(InvalidInputError, match=r"must be in 0\.\.4 \(the text has 5 tokens\); range 10:20"):
        resolve_free(parse_free("10:20"), 5)


def test_rectangle_too_few_free_message_counts_in_the_singular():
    assert "selects 1 position; the rectangle test needs at least 2" in str(rectangle._too_few_free("3", 1))
    assert "selects 0 positions;" in str(rectangle._too_few_free("", 0))


def test_sweep_guard_quotes_q_to_the_n(tmp_path, capsys):
    # q = 3, n = 40: 3**40 ~ 10^19.1 states (40 log10 3 = 19.08)
    store = str(tmp_path / "s.sqlite")
    assert main(["sweep", "--model", "potts", "--q", "3", "--n", "40", "--estimator", "exact",
                 "--store", store, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"3**40 ~ 10^{40 * math.log10(3):.1f} states" in err


def test_single_non_integer_grid_item_is_named_as_such():
    with pytest.raises(InvalidInputError, match=r"`--n` grid: '2\.5' is not an integer$"):
        parse_grid("2.5", "--n", integer=True)
    with pytest.raises(InvalidInputError, match="gives 2.5, not an integer; choose START, STOP and COUNT"):
        parse_grid("2:3:3", "--n", integer=True)

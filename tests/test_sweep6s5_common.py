"""Contract sweep (issue 30, branch sweep6s5): toolkit.app.commands._common's documented
limits at their exact boundaries (MAX_GRID_VALUES, COUNT >= 1, geom > 0, --device cuda:N,
--batch-size 1, negative --free items, the logit-overflow guard) and its parsers' defaults."""

from __future__ import annotations

import argparse

import pytest

from exact.space import DEFAULT_MAX_STATES
from toolkit.app.commands import _common as c
from toolkit.exceptions import InvalidInputError


def test_grid_count_limit_at_its_boundary():
    # MAX_GRID_VALUES = 100_000, counted over the whole option (values so far + this item)
    assert c.MAX_GRID_VALUES == 100_000
    assert len(c.parse_grid("1:100000", "--n", integer=True)) == 100_000
    with pytest.raises(InvalidInputError, match=r"'1:100001' makes 100001 values, above the most of 100000"):
        c.parse_grid("1:100001", "--n", integer=True)
    assert len(c.parse_grid("7,1:99999", "--n", integer=True)) == 100_000
    with pytest.raises(InvalidInputError, match=r"makes 100001 values"):
        c.parse_grid("7,8,1:99999", "--n", integer=True)
    assert len(c.parse_grid("0:1:100000", "--temperature")) == 100_000
    with pytest.raises(InvalidInputError, match=r"makes 100001 values"):
        c.parse_grid("3,0:1:100000", "--temperature")


def test_grid_count_one_and_zero():
    assert c.parse_grid("2.5:7:1", "--temperature") == [2.5]    # COUNT = 1: START alone
    with pytest.raises(InvalidInputError, match=r"COUNT must be an integer >= 1; got '0'"):
        c.parse_grid("1:2:0", "--temperature")


def test_geometric_grid_needs_positive_ends():
    with pytest.raises(InvalidInputError, match=r"START and STOP must be finite numbers > 0"):
        c.parse_grid("geom:0:10:3", "--temperature")
    with pytest.raises(InvalidInputError, match=r"START and STOP must be finite numbers > 0"):
        c.parse_grid("geom:1:-10:3", "--temperature")
    assert c.parse_grid("0:10:3", "--temperature") == [0.0, 5.0, 10.0]   # linear: 0 allowed
    assert c.parse_grid("geom:1:1000:4", "--n", integer=True) == [1, 10, 100, 1000]   # round-off removed


def test_negative_free_items():
    # Python semantics: -1 is the last token, -3 the third from the end; -3:-1 two tokens
    assert c.resolve_free(c.parse_free("-1"), 10) == [9]
    assert c.resolve_free(c.parse_free("-3"), 10) == [7]
    assert c.resolve_free(c.parse_free("-3:-1"), 10) == [7, 8]
    assert c.resolve_free(c.parse_free("2:3"), 10) == [2]      # one position, STOP = START + 1
    with pytest.raises(InvalidInputError, match=r"`--free` range '3:3' is empty"):
        c.parse_free("3:3")
    with pytest.raises(InvalidInputError, match=r"range 12: selects none of them"):
        c.resolve_free(c.parse_free("12:"), 10)


@pytest.mark.parametrize("device", ["cpu", "cuda", "auto", "cuda:0", "cuda:12"])
def test_devices_accepted(device):
    c.check_real_options(argparse.Namespace(device=device, batch_size=1))


@pytest.mark.parametrize("device", ["cuda:", "cuda:x", "gpu", "cuda0"])
def test_devices_refused(device):
    with pytest.raises(InvalidInputError, match=r"`--device` must be cpu, cuda, cuda:N or auto; got"):
        c.check_real_options(argparse.Namespace(device=device, batch_size=None))


def test_magnitude_guard_boundary():
    # |v| * 10 * n > MAX_LOGIT (1e300) refused; n = 10: |v| <= 1e298 allowed
    c._check_magnitudes({"coupling": 1e298, "field": -1e298}, 10)
    with pytest.raises(InvalidInputError, match=r"`--field` -2e\+298 is too large for n = 10.*\|--field\| <= 1e\+298"):
        c._check_magnitudes({"field": -2e298}, 10)
    with pytest.raises(InvalidInputError, match=r"`--scale` 2e\+298"):
        c._check_magnitudes({"scale": 2e298}, 10)


def test_parser_defaults():
    ns = argparse.ArgumentParser(parents=[c.model_parent(), c.temperature_parent(), c.eps_parent(),
                                          c.limits_parent(), c.seed_parent(), c.progress_parent(),
                                          c.json_parent()]).parse_args([])
    assert (ns.model, ns.temperature, ns.eps, ns.seed) == ("potts", 1.0, 0.25, 0)
    assert ns.max_states == DEFAULT_MAX_STATES == 2e7 and ns.max_memory is None  # not given: told apart
    assert c.max_memory_arg(ns) == c.DEFAULT_MAX_MEMORY == "8GiB"
    assert ns.progress is None and ns.json is False
    assert c.seed_value("0") == 0


def test_soft_defaults_between_family_and_params():
    # guard_toy: the family's defaults, then the command's soft defaults, then the params
    eff = c.guard_toy("potts", {"n": 3}, defaults={"q": 4, "n": 5})
    assert (eff["q"], eff["n"], eff["coupling"]) == (4, 3, 1.0)

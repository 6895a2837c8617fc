"""The random families' ``scale`` (and the margin given as ``coupling``) is checked before
anything is drawn: a bad value is an :class:`~toolkit.exceptions.InvalidInputError` naming
the parameter, in Python and as ``glauber ...: error:`` with exit status 2 on the command
line, never numpy's bare ``ValueError: scale < 0``."""

from __future__ import annotations

import math

import pytest

from toolkit.cli import main
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model
from toolkit.models.exchangeable import random_exchangeable
from toolkit.models.toy import random_joint, random_pairwise, random_table

RANDOM_FAMILIES = ("random-pairwise", "random-table", "asymmetric-pairwise", "symmetric-pairwise", "random-joint",
                   "planted-margin", "exchangeable-table", "identical-sites", "independent")


@pytest.mark.parametrize("name", RANDOM_FAMILIES)
@pytest.mark.parametrize("scale", [-1.0, math.nan, math.inf, "big"])
def test_make_model_names_a_bad_scale(name, scale):
    with pytest.raises(InvalidInputError, match=r"^`scale` must be (finite and >= 0|a number >= 0)"):
        make_model(name, q=2, n=3, scale=scale)


@pytest.mark.parametrize("name", RANDOM_FAMILIES)
def test_scale_zero_and_positive_still_build(name):
    for scale in (0.0, 0.5):
        m = make_model(name, q=2, n=3, scale=scale)
        assert (m.vocab_size, m.length) == (2, 3)


@pytest.mark.parametrize("build", [random_pairwise, random_table, random_joint, random_exchangeable])
def test_family_constructors_check_scale(build):
    with pytest.raises(InvalidInputError, match="`scale` must be finite and >= 0.*got -1"):
        build(2, 3, -1)


def test_planted_margin_names_coupling_as_given():
    with pytest.raises(InvalidInputError, match="`coupling` must be finite and > 0; got -1"):
        make_model("planted-margin", q=2, n=3, coupling=-1.0)


@pytest.mark.parametrize("name", RANDOM_FAMILIES)
def test_cli_bad_scale_is_one_line_exit_2(capsys, name):
    assert main(["exact", "--model", name, "--scale", "-1", "--n", "3", "--q", "2"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("glauber exact: error: `scale` must be finite and >= 0")
    assert "got -1.0" in err and "Traceback" not in err and err.count("\n") == 1


def test_cli_nan_scale_names_scale(capsys):
    assert main(["exact", "--model", "random-pairwise", "--scale", "nan", "--n", "3", "--q", "2"]) == 2
    err = capsys.readouterr().err
    assert "`scale` must be finite and >= 0" in err and "got nan" in err and "`h`" not in err

"""prm19a second promise sweep (issue 30): the option parsing of ``glauber sweep``
(:mod:`toolkit.app.commands.sweep`).

Contracts: ``--estimator`` is a comma-separated list (the grid syntax of GRID_HELP: items
around commas, blanks around them not part of a name, as every other grid option of the
CLI reads them); ``--option NAME=VALUE``: blanks around NAME and VALUE are not part of them.
"""

from toolkit.app.commands import sweep  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands._common import parse_grid
from toolkit.app.commands.sweep import _items, parse_options


def test_estimator_names_are_stripped():
    assert _items("exact, sampled-order ,phase", "estimator") == ["exact", "sampled-order", "phase"]
    assert parse_grid("1, 2 ,3", "--n", integer=True) == [1, 2, 3]  # the same reading as a number grid


def test_option_values_are_stripped():
    assert parse_options(["method = lattice", " n_sweeps=10 "]) == {"method": "lattice", "n_sweeps": "10"}

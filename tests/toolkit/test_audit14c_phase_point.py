"""Audit 14c (issue 30): the documented guard of ``point_method(model, "lattice")``.

The lattice method's error states its contract: "needs potts on an L x L torus with L even and
>= 4". ``toolkit.models.potts`` itself refuses a torus with L < 3 (``torus_side``), so the guard
is what stops a model that declares a 2 x 2 torus (``graph = "torus"``, n = 4) before a grid
starts; the first run of audit 14c left ``L < 2`` for ``L < 4`` alive.
"""

from types import SimpleNamespace

import pytest

from toolkit.app.phase_point import point_method
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def _declared_torus(n: int):
    # a model that declares itself a torus of n sites (what point_method reads: q, n, graph)
    return SimpleNamespace(vocab_size=2, length=n, graph="torus")


def test_lattice_refuses_a_declared_two_by_two_torus():
    # contract: L even and >= 4; L = 2 is even but below 4
    with pytest.raises(InvalidInputError, match=r"method 'lattice'.*L even and >= 4.*n = 4"):
        point_method(_declared_torus(4), "lattice")


@pytest.mark.parametrize("n", [9, 25])   # L = 3, 5: odd sides, refused
def test_lattice_refuses_odd_sides(n):
    with pytest.raises(InvalidInputError, match="method 'lattice'"):
        point_method(potts(2, n, 1.0, graph="torus"), "lattice")


@pytest.mark.parametrize("n", [16, 36])  # L = 4 (the smallest allowed side) and 6
def test_lattice_accepts_even_sides_from_four(n):
    assert point_method(potts(2, n, 1.0, graph="torus"), "lattice") == "lattice"

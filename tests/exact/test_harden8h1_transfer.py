"""exact.transfer on degenerate inputs (harden8h1, issue 30): a one-site chain has no edge, so no
bulk transfer matrix and no correlation length (refused, naming n >= 2); a cycle needs three
sites (two sites would join the same pair twice); T = inf is refused in a temperature grid even
beside finite temperatures (documented: "T = inf is the uniform law", not a recursion). The
other side of each guard runs and gives the closed form (Ising: xi = -1 / ln tanh K, K = c/2)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.transfer import NearestNeighbourChain, correlation_length, potts_chain, transfer_scan
from toolkit.exceptions import InvalidInputError


def test_correlation_length_of_one_site_refused():
    with pytest.raises(InvalidInputError, match="n >= 2 for a correlation length"):
        correlation_length(potts_chain(2, 1, 1.0, graph="path"), temperature=1.0)


def test_correlation_length_of_two_sites_is_the_closed_form():
    # two sites (one edge): the bulk matrix of the uniform chain, xi = -1/ln tanh(K) with K = c/(2T)
    xi = correlation_length(potts_chain(2, 2, 1.0, graph="path"), temperature=1.0)
    assert xi == pytest.approx(-1.0 / math.log(math.tanh(0.5)), rel=1e-12)


@pytest.mark.parametrize("n", [1, 2])
def test_cycle_needs_three_sites(n):
    with pytest.raises(InvalidInputError, match=f"a cycle needs n >= 3 sites; got n = {n}"):
        NearestNeighbourChain(np.zeros((n, 2)), np.zeros((n, 2, 2)), boundary="cycle")


def test_cycle_of_three_sites_accepted():
    c = NearestNeighbourChain(np.zeros((3, 2)), np.zeros((3, 2, 2)), boundary="cycle")
    assert c.n == 3 and len(c.edges) == 3


@pytest.mark.parametrize("temps", [[0.5, math.inf], [math.inf, 1.0, 2.0], [math.inf]])
def test_infinite_temperature_refused_in_any_grid(temps):
    with pytest.raises(InvalidInputError, match="must be finite here"):
        transfer_scan(lambda n: potts_chain(2, n, 1.0), temperatures=temps, n_values=[4])

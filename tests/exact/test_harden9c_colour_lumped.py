"""harden9c: exact.colour_lumped on a three-way tie (the partition (1, 1, 1)), by hand (issue 30)."""

import numpy as np

from exact.colour_lumped import colour_chain, colour_order_moments
from toolkit.models.exchangeable import MeanFieldPotts


def test_three_equal_parts_orbit_by_hand():
    # q = 3, n = 3, beta = 0: every one of the 27 states has law 1/27. Partitions and their
    # state counts #orbit * multinomial: (1,1,1): 3!/3! * 3!/(1!1!1!) = 1 * 6 = 6;
    # (2,1,0): 3! * 3!/(2!1!) = 6 * 3 = 18; (3,0,0): 3!/(1!2!) * 1 = 3. Sum 27.
    ch = colour_chain(MeanFieldPotts(3, 3, 0.0), temperature=1.0)
    assert ch.parts.tolist() == [[1, 1, 1], [2, 1, 0], [3, 0, 0]]
    assert np.allclose(ch.pi, np.array([6, 18, 3]) / 27, rtol=1e-13, atol=0)


def test_four_equal_parts_moments_by_hand():
    # q = 4, n = 4, beta = 0: partition (1,1,1,1) holds 4!/4! * 4! = 24 of the 256 states and
    # has |m|^2 = 0; (4,0,0,0): 4 states with |m|^2 = 4/3 (1 - 1/4)^2 + 3 * 4/3 (1/4)^2 = 1;
    # here only <|m|^2> = sum over states / 256 is checked, computed state by state
    import itertools
    q, n = 4, 4
    tot = 0.0
    for x in itertools.product(range(q), repeat=n):
        c = np.bincount(x, minlength=q) / n
        tot += q / (q - 1) * ((c - 1 / q) ** 2).sum()
    m2, _, _ = colour_order_moments(MeanFieldPotts(q, n, 0.0), temperature=1.0)
    assert abs(m2 - tot / q**n) < 1e-13

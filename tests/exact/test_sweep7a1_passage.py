"""Automatic mutation sweep 7, group a1 (issue 30): exact.passage.mean_first_passage_times' return
times ``E_x[tau_B^+]`` on ``B`` for a chain where some states never reach ``B``: infinite exactly
from the states of ``B`` that may step where ``B`` is out of reach, finite (by hand) from the
others; and Kac's formula ``E_x[tau_x^+] = 1/pi(x)`` on an irreducible chain."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.passage import mean_first_passage_times

# 0 -> {0, 1}, 1 -> {0, 2}, 2 absorbing (never reaches B), 3 -> {3, 0}, 4 -> 3; B = {0, 3}
P5 = np.array([
    [0.5, 0.5, 0.0, 0.0, 0.0],
    [0.5, 0.0, 0.5, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0, 0.0],
    [0.5, 0.0, 0.0, 0.5, 0.0],
    [0.0, 0.0, 0.0, 1.0, 0.0],
])


def test_return_times_where_part_of_the_chain_never_reaches_b():
    r = mean_first_passage_times(P5, [0, 3])
    # E_x[tau_B]: 0 on B; 1 and 2 may fall into 2 (inf); 4 steps to 3 (1)
    assert r.times[0] == 0.0 and r.times[3] == 0.0
    assert math.isinf(r.times[1]) and math.isinf(r.times[2])
    assert r.times[4] == pytest.approx(1.0, rel=1e-14)
    # E_x[tau_B^+] on B: from 0, a step to 1 (prob 1/2) may never return: inf;
    # from 3, every step lands in B: 1
    assert math.isinf(r.return_times[0])
    assert r.return_times[3] == pytest.approx(1.0, rel=1e-14)


def test_kac_formula_on_an_irreducible_chain():
    # P = [[0.9, 0.1], [0.3, 0.7]]: pi = (3/4, 1/4), E_x[tau_x^+] = 1/pi(x)
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    assert mean_first_passage_times(P, [0]).return_times[0] == pytest.approx(4 / 3, rel=1e-12)
    assert mean_first_passage_times(P, [1]).return_times[1] == pytest.approx(4.0, rel=1e-12)
    # E_0[tau_1] = 1/0.1 = 10 (geometric)
    assert mean_first_passage_times(P, [1]).times[0] == pytest.approx(10.0, rel=1e-12)

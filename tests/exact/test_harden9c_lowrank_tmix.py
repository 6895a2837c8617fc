"""harden9c: exact._lowrank_tmix with t_max = 0 (issue 30), by the two-state closed form."""

import numpy as np

from exact._lowrank_tmix import lowrank_mixing_time
from exact.mixing import mixing_time


def test_t_max_zero_takes_no_step():
    # P = [[0.5, 0.5], [0.5, 0.5]]: pi = (1/2, 1/2), d(0) = 1/2, d(1) = 0 <= 1/4; with t_max = 0
    # the search gives up at once: t_mix None (never 1 > t_max)
    P = np.array([[0.5, 0.5], [0.5, 0.5]])
    pi = np.array([0.5, 0.5])
    assert lowrank_mixing_time(P, pi, 0.25, 0).t_mix is None
    assert lowrank_mixing_time(P, pi, 0.25, 1).t_mix == 1
    assert mixing_time(P, eps=0.25, method="lowrank", t_max=0).t_mix is None

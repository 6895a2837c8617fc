"""prm27e (issue 30, tenth sweep): ExactChain.escape_checks() covers EVERY strict fixed point.

Mutant prm27e.markov.escape_checks_first_fixed_point checked only the first one. Here two
fixed points are planted, and each check's exit time is compared with the closed form of a
singleton's exit time, E_x[tau_exit({x})] = 1 / (1 - P(x, x)) (a geometric holding time),
read off the dense kernel."""

import math

import numpy as np

from exact.markov import ExactChain
from toolkit.models.basins import planted_margin


def test_escape_checks_every_fixed_point_with_its_exit_time():
    # q = 2, n = 3: the constant states 000 and 111 planted with margin 3 (Hamming distance 3)
    model = planted_margin(2, 3, 3.0, scale=0.5, rng=1)
    chain = ExactChain(model, temperature=1.0)
    fps = chain.fixed_points()
    assert len(fps) >= 2
    esc = chain.escape_checks()
    assert [e.fixed_point.index for e in esc] == [p.index for p in fps]
    P = np.asarray(chain.kernel.dense())
    for e in esc:
        x = e.fixed_point.index
        assert math.isclose(e.log_exit_time, -math.log1p(-P[x, x]), rel_tol=1e-9)

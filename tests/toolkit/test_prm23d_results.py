"""prm23d (issue 30): toolkit.results.MixingResult.from_blocks with unfinished blocks whose order
at t = 0 is not their order at t_max (the first and the last distance of a profile told apart)."""
import numpy as np

from toolkit.results import MixingResult


def test_unfinished_blocks_report_the_start_farthest_at_t_max():
    # neither block mixed by t_max = 2: documented, the worst start is "one attaining d(t_max),
    # the farthest start then". Block A starts farther (0.95 > 0.9) but ends nearer (0.3 < 0.6).
    a = (np.array([0.95, 0.6, 0.3]), None, 4, False)
    b = (np.array([0.9, 0.7, 0.6]), None, 9, False)
    r = MixingResult.from_blocks([a, b], 0.25, "stepping", 2)
    assert r.t_mix is None and r.worst_start == 9
    assert r.distances == (0.95, 0.7, 0.6)

"""prm27e (issue 30, tenth sweep): two rules of toolkit.results that read one of several values.

* MixingResult.from_blocks: a block that did not finish (``done`` False: its starts were
  still above eps at t_max, a censored run) makes ``t_mix`` unknown (None) whatever the order
  of the blocks; the worst start is then the undone block's farthest at the end (docstring).
  Mutant prm27e.results.from_blocks_first_block_done read the first block's flag only.
* abs_log_r_quantiles without weights: ``max`` is the largest value, not the last one
  (mutant prm27e.results.quantiles_max_last_unweighted); the tests' lists were sorted."""

import numpy as np

from toolkit.results import MixingResult, abs_log_r_quantiles


def test_from_blocks_a_later_unfinished_block_leaves_t_mix_unknown():
    blocks = [(np.array([1.0, 0.2]), 2, 3, True),          # mixed at t = 2
              (np.array([1.0, 0.6, 0.5]), None, 7, False)]  # still at 0.5 > eps at t_max
    r = MixingResult.from_blocks(blocks, 0.25, "stepping", 2)
    assert r.t_mix is None
    assert r.worst_start == 7
    assert r.distances == (1.0, 0.6, 0.5)   # the blocks' maximum at every t


def test_quantiles_max_is_the_largest_unweighted_value():
    out = abs_log_r_quantiles([3.0, 0.5, 1.0])
    assert out["max"] == 3.0
    assert out["q50"] == float(np.median([3.0, 0.5, 1.0]))

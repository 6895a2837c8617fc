"""prm19e (issue 30): two promises of ``toolkit.results``.

* ``StationaryLaw.log_pi_min`` is finite even when ``pi_min`` underflows to 0 (its docstring), and
  ``to_dict`` writes that value.
* ``MixingResult.from_blocks``: when a block gives up at ``t_max`` (``t_mix`` None), the worst
  start is the farthest at the end among the blocks that did not mix (class docstring: one
  attaining ``d(t_max)``), not a block that had mixed.
"""

from __future__ import annotations

import numpy as np

from toolkit.results import MixingResult, StationaryLaw


def test_log_pi_min_in_to_dict_is_the_finite_one():
    law = StationaryLaw(pi=np.array([0.0, 1.0]), log_pi=np.array([-800.0, 0.0]), method="log", residual=0.0,
                        max_relative_residual=0.0, relative_error=0.0, n_states=2)
    assert law.pi_min == 0.0
    assert law.to_dict()["log_pi_min"] == -800.0


def test_unreached_worst_start_from_an_unfinished_block():
    blocks = [(np.array([1.0, 0.9]), 2, 3, True),                 # mixed at 2 (d(1) = 0.9 > eps)
              (np.array([1.0, 0.6, 0.5, 0.4]), None, 7, False)]    # still at 0.4 at t_max = 3
    r = MixingResult.from_blocks(blocks, 0.25, "stepping", 3)
    assert r.t_mix is None and r.worst_start == 7
    assert r.distances == (1.0, 0.9, 0.5, 0.4)

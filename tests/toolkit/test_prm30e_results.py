"""prm30e: MixingResult.from_blocks takes d(t) as the max over every block, and
abs_log_r_quantiles names the first negative weight (issue 30, thirteenth sweep: one inner
item offending)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.results import MixingResult, abs_log_r_quantiles


def test_from_blocks_profile_is_the_max_over_blocks():
    # d(t) = max over all starts = max over the blocks' worst starts; here the middle block is
    # the farthest at t = 1 and t = 2 (the first block is below it, the last mixes at once)
    r = MixingResult.from_blocks([(np.array([1.0, 0.2, 0.1]), 2, 3, True),
                                  (np.array([1.0, 0.6, 0.3, 0.1]), 3, 7, True),
                                  (np.array([1.0, 0.1]), 1, 9, True)], 0.25, "stepping", None)
    assert r.t_mix == 3
    assert r.distances == (1.0, 0.6, 0.3)
    assert r.worst_start == 7


def test_negative_weight_message_names_the_offending_weight():
    with pytest.raises(InvalidInputError, match=r"got -2\.5"):
        abs_log_r_quantiles([0.1, 0.2, 0.3], weights=[1.0, -2.5, 3.0])

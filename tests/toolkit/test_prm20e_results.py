"""prm20e (issue 30): ``MixingResult.from_blocks`` merges blocks of different lengths (a block that
mixes later has a longer profile; the doctest's blocks are of one length), and ``result_text``
counts one nested item as "1 item"."""
from __future__ import annotations

import numpy as np

from toolkit.results import MixingResult, _text_value


def test_blocks_of_different_lengths():
    # block A mixes at t = 2, block B (longer) at t = 3: d(t) is their maximum, t_mix the later one
    r = MixingResult.from_blocks([(np.array([1.0, 0.5]), 2, 3, True),
                                  (np.array([1.0, 0.6, 0.3]), 3, 7, True)], 0.25, "stepping", None)
    assert (r.t_mix, r.distances, r.worst_start) == (3, (1.0, 0.6, 0.3), 7)


def test_one_nested_item_is_singular():
    assert _text_value([(1, 2)]) == "1 item (tuple)"
    assert _text_value([(1, 2), (3, 4)]) == "2 items (tuple)"

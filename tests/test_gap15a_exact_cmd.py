"""gap15a: toolkit.app.commands.exact.start_state with token indices mixed with token names,
a line its targeted tests never ran (targeted-coverage-2026-12-05). Docstring: ``--start``
takes "the n tokens (display strings or token indices, separated by spaces or commas)"."""

from __future__ import annotations

import numpy as np

from exact.space import StateSpace
from toolkit.app.commands.exact import start_state
from toolkit.models import potts


def test_start_takes_token_indices_beside_token_names():
    model = potts(2, 3, 1.0)
    model.tokens = ["up", "down"]  # named tokens: a digit is then an index, not a name
    idx, label = start_state(model, "1,up 0")
    assert label == "down up up"
    np.testing.assert_array_equal(StateSpace(2, 3).states(idx)[0], [1, 0, 0])

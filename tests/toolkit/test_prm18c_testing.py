"""prm18c promise sweep: toolkit.app.testing (the worst starts' cells, text steps)."""

from __future__ import annotations

import numpy as np

from toolkit.app.testing import check_sampler, reference_step, text_step
from toolkit.models import potts


def test_worst_start_shows_cells_cells_with_the_outside_draws_first():
    model = potts(2, 2, 1.0)
    good = reference_step(model, 1.0)

    def leaky(states, rng):  # the first row of every call writes the token q = 2
        out = good(states, rng)
        out[0, 0] = 2
        return out

    rep = check_sampler(leaky, model, 1.0, n_samples=200, rng=0)
    assert not rep.passed and rep.outside[0] == 1 and rep.worst
    # "each with its ``cells`` states of largest deviation" (cells = 4): the outside draws lead
    first = rep.worst[0]
    assert first["cells"][0]["state"] == "outside 0..1"
    assert all(len(w["cells"]) == 4 for w in rep.worst)


def test_text_step_splits_returned_strings_on_any_whitespace():
    # "it may return each row ... as one string of them separated by whitespace"
    step = text_step(lambda rows, rng: ["b\ta" if r == ["a", "b"] else "a  b" for r in rows], ["a", "b"])
    assert step(np.array([[0, 1], [1, 1]]), None).tolist() == [[1, 0], [0, 1]]

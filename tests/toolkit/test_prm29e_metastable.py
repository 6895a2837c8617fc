"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.metastable`: a trajectory line shows the
state after its change."""

import numpy as np

from toolkit.metastable import Trajectory, jump_trajectory
from toolkit.models import make_model
from toolkit.models.base import format_state


# ---- Trajectory: "``states[k]`` is the state after change ``k`` (``states[0]`` is the start)" and lines()
# reads "t=...  site i: 'a' -> 'b'  |  state as text": the state after the change. Two changes by hand on
# q = 2, n = 3: 000 -> 100 (site 0 at t = 2) -> 110 (site 1 at t = 5).
def test_each_line_shows_the_state_after_its_change():
    model = make_model("independent", q=2, n=3, seed=0)
    states = np.array([[0, 0, 0], [1, 0, 0], [1, 1, 0]])
    tr = Trajectory(times=np.array([2, 5]), sites=np.array([0, 1]), old=np.array([0, 0]), new=np.array([1, 1]),
                    states=states, n_steps=10, temperature=1.0)
    lines = tr.lines(model)
    assert len(lines) == 3
    assert lines[0].endswith(format_state(model, states[0]))
    for k in (1, 2):
        assert lines[k].startswith(f"t={[2, 5][k - 1]}  site {k - 1}:")
        assert lines[k].endswith("|  " + format_state(model, states[k]))
        assert not lines[k].endswith("|  " + format_state(model, states[k - 1]))


def test_a_real_trajectory_line_agrees_with_its_change():
    # the same on a sampled trajectory: the state after change k holds new[k] at sites[k]
    model = make_model("independent", q=3, n=4, seed=1)
    tr = jump_trajectory(model, np.zeros(4, dtype=np.int64), n_steps=200, max_jumps=6, rng=2)
    assert len(tr.times) == 6
    for k, line in enumerate(tr.lines(model)[1:]):
        after = tr.states[k + 1]
        assert after[tr.sites[k]] == tr.new[k]
        assert line.endswith("|  " + format_state(model, after))

"""harden10c (issue 30): toolkit.metastable.Trajectory.lines shows the start, then at most
``max_lines`` changes (default 50, the signature's), then one line counting the rest.

A hand-made trajectory of one site flipping 0 <-> 1 sixty times: 1 start line, 50 change
lines, "... 10 more changes"; with max_lines = 60 every change and no tail line."""

import numpy as np

from toolkit.metastable import Trajectory
from toolkit.models import IndependentSites


def _flips(k):
    new = np.arange(1, k + 1) % 2
    old = 1 - new
    states = np.concatenate([[0], new])[:, None]
    return Trajectory(np.arange(1, k + 1), np.zeros(k, dtype=np.int64), old, new, states, 10 * k, 1.0)


def test_lines_default_cap_and_tail():
    m = IndependentSites(np.zeros((1, 2)))
    out = _flips(60).lines(m)
    assert len(out) == 1 + 50 + 1
    assert out[0].startswith("t=0  start")
    assert out[50].startswith("t=50  site 0:") and out[-1] == "... 10 more changes"
    full = _flips(60).lines(m, max_lines=60)
    assert len(full) == 61 and full[-1].startswith("t=60  site 0:")

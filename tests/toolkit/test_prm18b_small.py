"""prm18b promise sweep (issue 30): documented promises of the one-copy helpers
(``toolkit._states``, ``toolkit._margins``, ``toolkit._rectangle``, ``toolkit._active``,
``toolkit._validation``, ``toolkit._progress``) that no test checked."""

import io
import time

import numpy as np
import pytest

from toolkit import _active, _margins, _progress, _rectangle, _states, _validation
from toolkit.exceptions import InvalidInputError


def test_decode_keeps_the_shape_of_its_indices():
    # documented: shape idx.shape + (n,). Indices 0..5 over q = 2, n = 3: 5 = 101, 3 = 011
    idx = np.array([[0, 1, 2], [3, 4, 5]])
    x = _states.decode(idx, 2, 3)
    assert x.shape == (2, 3, 3)
    assert x[1, 0].tolist() == [0, 1, 1] and x[1, 2].tolist() == [1, 0, 1]


def test_margins_along_axis_zero():
    # tokens on axis 0 (two contexts in the columns): column 0 holds logits (1, 0, 3), so the
    # margins are 1 - 3, 0 - 3, 3 - 1 = (-2, -3, 2); column 1 holds (2, 2, 0): (0, 0, -2)
    z = np.array([[1.0, 2.0], [0.0, 2.0], [3.0, 0.0]])
    assert _margins.margins(z, axis=0).tolist() == [[-2.0, 0.0], [-3.0, 0.0], [2.0, -2.0]]


def test_rectangle_bound_broadcasts_one_error_per_rectangle():
    # two rectangles with zero logits (no rounding term): bound = 4 err_i + 4 err_j each
    t = np.zeros((2, 4))
    b = _rectangle.bound(t, t, np.array([0.0, 1.0]), np.array([0.5, 0.0]))
    assert b.tolist() == [2.0, 4.0]


class _Bar:
    def __init__(self):
        self.n = 0
        self.closed = False

    def update(self, k):
        self.n += k

    def close(self):
        self.closed = True


def test_bar_moves_by_one_per_round_without_a_clock():
    left = np.array([2, 2, 2])

    def step(active, r):
        left[active] -= 1
        return active[left[active] > 0]

    bar = _Bar()
    rounds = _active.advance_active(step, np.arange(3), bar=bar)
    # three chains, two rounds each: the bar counts the two rounds (documented: by one per round)
    assert rounds == 2 and bar.n == 2 and bar.closed


def test_check_states_names_the_offending_token():
    # the token -1 is the one outside 0..2 (the largest, 1, is inside)
    with pytest.raises(InvalidInputError, match=r"holds token -1 outside"):
        _validation.check_states([[1, -1, 0]], q=3, n=3)


def test_working_repeats_its_line_every_interval():
    # documented: a line when it starts, then `desc: ... so far` every `interval` seconds; at
    # interval 0.05 s a 0.5 s stage writes several (the default INTERVAL, 10 s, none)
    out = io.StringIO()
    with _progress.working("stage", True, interval=0.05, file=out):
        time.sleep(0.5)
    lines = out.getvalue().splitlines()
    assert lines[0] == "stage ..."
    assert sum("so far" in ln for ln in lines) >= 2

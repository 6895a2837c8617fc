"""Tenth blind audit, part c: an unreached exact.distance result reports d_mu(t_max), on the
two-state chain of the module docstring: P = [[1/2, 1/2], [1/4, 3/4]], pi = (1/3, 2/3), from
state 0 d(t) = (2/3) 4^-t (closed form)."""

import numpy as np

from exact.distance import mixing_time_from
from toolkit.results import _fmt

P = np.array([[0.5, 0.5], [0.25, 0.75]])


def test_unreached_message_names_the_last_distance():
    # eps = 0.01, t_max = 2: d(2) = 1/24 > 0.01, not reached; the message quotes d(2), not d(0) = 2/3
    r = mixing_time_from(P, 0, eps=0.01, method="stepping", t_max=2)
    assert r.t_mix is None
    assert np.isclose(r.distance_at(2), (2 / 3) / 16, rtol=1e-12)
    text = str(r)
    assert "up to t_max = 2" in text
    assert f"d_mu(t_max) = {_fmt(r.distance_at(2))}" in text
    assert f"d_mu(t_max) = {_fmt(2 / 3)}" not in text

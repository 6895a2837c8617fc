"""Sweep 7, group a2 (issue 30): toolkit.bounds.coupling_pilot counts a pair as met only when
every site agrees.

Potts with coupling 0: every site's conditional is uniform whatever the others, so each
coupling redraws the picked site to the same token in both chains (a chosen site agrees after
its step). From x = 0001, y = 1111 (three sites differ, one agrees) one step can fix at most one
site: no pair has met, the distance left is 2 or 3. From x = 0000, y = 0001 the pair meets once
site 3 is picked (probability 1 - (3/4)^200 within 200 steps)."""

from __future__ import annotations

import numpy as np

from toolkit.bounds import coupling_pilot
from toolkit.models import potts


def test_a_pair_that_agrees_on_some_sites_has_not_met():
    m = potts(2, 4, 0.0)
    starts = (np.array([[0, 0, 0, 1]]), np.array([[1, 1, 1, 1]]))
    p = coupling_pilot(m, starts=starts, n_steps=1, n_replicates=3, rng=5)
    assert set(p.met) == {"maximal", "crn", "ot"}
    for c in p.met:
        assert p.met[c] == 0.0
        assert 2.0 <= p.distance[c] <= 3.0


def test_a_pair_that_coalesces_has_met():
    m = potts(2, 4, 0.0)
    starts = (np.array([[0, 0, 0, 0]]), np.array([[0, 0, 0, 1]]))
    p = coupling_pilot(m, starts=starts, n_steps=200, n_replicates=3, rng=5)
    for c in p.met:
        assert p.met[c] == 1.0 and p.distance[c] == 0.0
    assert p.chosen in p.met

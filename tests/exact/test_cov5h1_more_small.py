"""Coverage-driven guards of more small gaps in ``exact`` (issue 30, helper cov5h1):
``basins.attractor_of`` for a state outside every attractor, ``distance``'s ``t_max = 0``
and ``to_frame``, ``compat.ConditionalDrift``'s table, ``checks``' unknown claim name."""

from __future__ import annotations

import numpy as np
import pytest

from exact import glauber_kernel
from exact.basins import basins
from exact.compat import conditional_drift
from exact.distance import mixing_time_from
from exact.markov import check_claims
from toolkit.exceptions import UnknownNameError
from toolkit.models import potts, random_table


def test_attractor_of_a_transient_state_is_minus_one():
    # potts(2, 3, 1) ferromagnet: attractors all-0 (state 0) and all-1 (state 7); at T = 0
    # state 001 (index 1) moves to a majority, it is in no attractor
    b = basins(potts(2, 3, 1.0))
    assert b.n_attractors == 2
    assert {b.attractor_of(0), b.attractor_of(7)} == {0, 1}
    assert b.attractor_of(1) == -1


def test_mixing_from_a_start_with_no_time_allowed():
    # two states, pi = (3/4, 1/4); from state 1, d(0) = 3/4 > 1/4: t_max = 0 gives no t_mix
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    r = mixing_time_from(P, 1, eps=0.25, t_max=0, method="doubling")
    assert r.t_mix is None and r.times == (0,)
    assert r.distances[0] == pytest.approx(0.75, abs=1e-15)
    r = mixing_time_from(P, 1, eps=0.25, method="doubling")
    f = r.to_frame()
    assert list(f.columns) == ["t", "d"]
    # d_1(t) = 0.75 * 0.6^t at every evaluated t
    assert f["d"].to_numpy() == pytest.approx(0.75 * 0.6 ** f["t"].to_numpy(), rel=1e-12)


def test_conditional_drift_table_lists_every_site():
    # compatible potts: pi's conditionals are the model's, KL 0 at every site
    d0 = conditional_drift(glauber_kernel(potts(2, 3, 0.8), temperature=1.0))
    assert d0.max == pytest.approx(0.0, abs=1e-12)
    text = str(d0)
    assert "mean KL (pi-weighted)" in text and "max KL" in text
    assert [ln.split()[0] for ln in text.splitlines()[2:]] == ["0", "1", "2"]
    d1 = conditional_drift(glauber_kernel(random_table(2, 3, 1.5, rng=22), temperature=1.0))
    assert d1.max > 1e-4
    rows = str(d1).splitlines()[2:]
    assert [float(r.split()[2]) for r in rows] == pytest.approx(list(d1.kl_max), rel=1e-3)


def test_unknown_claim_names_the_known_ones():
    rep = check_claims(potts(2, 3, 0.5))
    with pytest.raises(UnknownNameError, match=r"no claim 'nope'; have \["):
        rep.claim("nope")
    assert rep.claim(rep.claims[0].name) is rep.claims[0]


def test_basins_table_lists_twenty_attractors_then_the_count():
    # potts(25, 2, 1): at T = 0 each site copies the other, so the 25 monochromatic states are
    # the attractors (each its own exclusive basin) and the other 625 - 25 = 600 states reach two
    b = basins(potts(25, 2, 1.0))
    assert b.n_attractors == 25
    text = str(b)
    assert "... 5 more attractors" in text
    assert text.endswith("states reaching several attractors: 600")
    assert sum(1 for ln in text.splitlines() if "fixed point" in ln) == 20

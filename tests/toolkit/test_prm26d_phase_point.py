"""prm26d (issue 30, ninth sweep): :func:`toolkit.app.phase_point.phase_point` hands its
temperature on to the lumped engines, and ``chains_per_group`` on to :func:`mlm_phase_point`.

Each lumped point is checked against an independent computation at the same ``T`` (dense
enumeration of the ``q**n`` states with numpy's eigen-solver, or the enumeration engine of the
same module), at a temperature off the engines' default ``T = 1``:

* q = 2 Curie-Weiss: the relaxation time is ``1/(n gap)`` with ``gap`` the full chain's absolute
  spectral gap (the sectors' minimum);
* q = 3 mean-field Potts (colour-symmetric): ``1/(n gap)`` with ``gap`` the absolute gap of the
  count chain, i.e. the dense kernel lumped onto count vectors (exchangeability makes
  ``sum_{y in class c'} K(x, y)`` the same for every ``x`` of class ``c``);
* an exchangeable table (not colour-symmetric): the order moments from the count law equal those
  of the enumerated chain's stationary law at the same ``T``.

``chains_per_group`` must be even (pairs of replicas, :func:`mlm_phase_point`'s contract): an odd
value handed to ``phase_point(method="mlm")`` is refused.
"""

import itertools

import numpy as np
import pytest

from exact import glauber_kernel
from toolkit.app import phase_point as pp  # the module under test (automut's targeted set)
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model

T = 0.6


def _dense(model, temperature):
    return np.asarray(glauber_kernel(model, temperature=temperature).dense(), dtype=float)


def _absolute_gap(P):
    lam = np.sort(np.abs(np.linalg.eigvals(P)))[::-1]
    assert abs(lam[0] - 1.0) < 1e-10
    return 1.0 - lam[1]


def test_q2_lumped_relaxation_is_at_the_points_temperature():
    model = make_model("curie-weiss", n=4, beta=1.0)
    n = 4
    gap = _absolute_gap(_dense(model, T))
    got = pp.phase_point(model, T, method="lumped")
    assert got["computed_by"] == "exact (lumped)"
    assert got["relaxation"] == pytest.approx(1.0 / (n * gap), rel=1e-8)


def test_q3_colour_symmetric_relaxation_is_the_count_chains_at_the_points_temperature():
    q, n = 3, 3
    model = make_model("mean-field-potts", q=q, n=n, beta=1.0)
    P = _dense(model, T)
    states = list(itertools.product(range(q), repeat=n))  # mixed radix, site 0 most significant
    counts = sorted({tuple(np.bincount(s, minlength=q)) for s in states})
    cls = np.array([counts.index(tuple(np.bincount(s, minlength=q))) for s in states])
    rep = [int(np.flatnonzero(cls == c)[0]) for c in range(len(counts))]
    lumped = np.array([[P[rep[c], cls == d].sum() for d in range(len(counts))] for c in range(len(counts))])
    gap = _absolute_gap(lumped)
    got = pp.phase_point(model, T, method="lumped")
    assert got["relaxation"] == pytest.approx(1.0 / (n * gap), rel=1e-8)


def test_exchangeable_table_moments_are_at_the_points_temperature():
    model = make_model("exchangeable-table", q=3, n=4, seed=0)
    lumped = pp.phase_point(model, T, method="lumped")
    enum = pp.phase_point(model, T, method="enumeration")
    for key in ("m2", "m4", "abs_m"):
        assert lumped[key] == pytest.approx(enum[key], rel=1e-9, abs=1e-12)
    # and the temperature matters: at T = 1 the moments differ
    other = pp.phase_point(model, 1.0, method="enumeration")
    assert abs(other["m2"] - enum["m2"]) > 1e-6


def test_odd_chains_per_group_is_refused_by_the_mlm_point():
    model = make_model("masked-independent", n=3, seed=0)
    with pytest.raises(InvalidInputError, match="chains_per_group"):
        pp.phase_point(model, 1.0, method="mlm", n_groups=2, chains_per_group=3, n_sweeps=2, burn_in=0, rng=0)

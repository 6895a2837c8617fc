"""prm19d (issue 30, second promise sweep): ``report_bounds`` gives the reversible bounds to a
reversible chain only; a non-reversible chain gets Paulin's pseudo-spectral bound."""

import math

import numpy as np

from exact.analysis import report_bounds
from exact.spectral import spectral_summary


def test_nonreversible_chain_gets_the_pseudo_spectral_bound():
    # a 3-state chain with a net cycle 0 -> 1 -> 2 -> 0 (P[0,1] P[1,2] P[2,0] != P[0,2] P[2,1] P[1,0])
    P = np.array([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.4, 0.1, 0.5]])
    spec = spectral_summary(P)
    assert not spec.reversible
    b = report_bounds(spec, math.log(0.2), 0.0, 0.25)
    assert b.kind.startswith("pseudo-spectral upper bound (Paulin")
    # and a reversible (symmetric) chain keeps the t_rel bounds
    S = np.array([[0.5, 0.3, 0.2], [0.3, 0.6, 0.1], [0.2, 0.1, 0.7]])
    assert report_bounds(spectral_summary(S), math.log(1 / 3), 0.0, 0.25).kind.startswith("reversible")

"""Sweep 7, group a2 (issue 30): exact._harmonic_ritz's non-reversible pencil below float64's range.

Mean-field Potts q = 3, n = 30, J = 3 at T = 0.01 (the count chain): log gap about -2231, far
below the smallest double. Like the reversible route (tests/exact/test_harmonic_ritz.py), the
trace chain's pencil (reversible=False; the chain is reversible, so both routes must agree)
reports the gap as 0 with an error of at most the smallest normal float, never 0 (a zero error
would certify a gap of exactly 0), and the same log gap."""

from __future__ import annotations

import math
import warnings

import numpy as np

from exact import _harmonic_ritz as hr
from exact.lumped import count_chain, count_stationary_law
from toolkit.models.exchangeable import MeanFieldPotts


def test_nonreversible_pencil_below_float_range():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = MeanFieldPotts(3, 30, 3.0)
        ch = count_chain(m, temperature=0.01)
        law = count_stationary_law(m, temperature=0.01, chain=ch)
        rev = hr.harmonic_ritz_gap(*ch.log_offdiag, law.log_pi, ch.n_states, reversible=True)
        non = hr.harmonic_ritz_gap(*ch.log_offdiag, law.log_pi, ch.n_states, reversible=False)
    tiny = np.finfo(float).tiny
    for g in (rev, non):
        assert g.gap == 0.0 and 0.0 < g.error <= tiny
        assert -2300 < g.log_gap < -2200
        assert g.log_lower <= g.log_gap <= g.log_upper
        assert g.lower == 0.0 and g.upper == 0.0 and g.n_wells == 3   # exp of about -2231 underflows
    assert math.isclose(non.log_gap, rev.log_gap, rel_tol=1e-12)

"""Sweep 7, group a2 (issue 30): exact.colour_lumped's gap summary says the chain is reversible.

The colour-lumped chain of a compatible (exchangeable) model is reversible by construction: the
summary's ``reversible`` flag is True on both paths (one partition and the spectral one), the
rule says why, and the gap is an upper bound (interval from 0). CurieWeiss(2, 0) at T = 1:
two independent uniform sites, the lumped chain's eigenvalues are 1 and 0 (module docstring)."""

from __future__ import annotations

import pytest

from exact.colour_lumped import colour_symmetric_gap
from toolkit.models.exchangeable import CurieWeiss


@pytest.mark.parametrize("n, J, T", [(2, 0.0, 1.0), (4, 1.0, 0.8), (5, 0.5, 2.0)])
def test_the_colour_symmetric_gap_is_marked_reversible(n, J, T):
    g = colour_symmetric_gap(CurieWeiss(n, J), temperature=T)
    assert g.reversible is True
    assert g.sector_kind == "colour-symmetric"
    assert "reversible" in g.reversibility_rule
    assert g.gap_lower == 0.0 and 0.0 < g.spectral_gap <= 1.0
    assert g.n_states == 2**n


def test_independent_sites_gap_by_hand():
    g = colour_symmetric_gap(CurieWeiss(2, 0.0), temperature=1.0)
    assert g.spectral_gap == pytest.approx(1.0, abs=1e-12) and g.reversible is True

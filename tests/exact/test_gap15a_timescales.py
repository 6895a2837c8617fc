"""gap15a: a line of exact.timescales that its targeted tests never ran
(targeted-coverage-2026-12-05): the harmonic-extension refinement of a slow cluster when
every state is a well (pi flat along every move), checked against the closed form."""

from __future__ import annotations

import math

import numpy as np

from exact.timescales import implied_timescales


def test_a_flat_metastable_chain_has_its_closed_form_timescales():
    # P = (1 - 2e) I + e (J - I) on 3 states: pi uniform (every state a local maximum of pi,
    # so no state is left to extend harmonically), eigenvalues 1 and 1 - 3e (twice).
    # Implied timescale -1 / log(1 - 3e) (lag 1).
    e = 1e-7
    P = np.full((3, 3), e)
    np.fill_diagonal(P, 1 - 2 * e)
    r = implied_timescales(P)
    assert r.reversible
    np.testing.assert_allclose(r.moduli, [1 - 3 * e, 1 - 3 * e], rtol=1e-12)
    np.testing.assert_allclose(r.timescales, [-1 / math.log1p(-3 * e)] * 2, rtol=1e-6)

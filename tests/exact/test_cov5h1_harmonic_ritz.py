"""Coverage-driven guard of ``exact._harmonic_ritz.refine`` (issue 30, helper cov5h1): no
reduction for a law without ``log_pi`` or a chain above ``STATES_MAX`` (documented: None),
beside the reduction it gives on the same two-well chain."""

from __future__ import annotations

import dataclasses

import numpy as np

from exact import glauber_kernel
from exact._harmonic_ritz import STATES_MAX, refine
from exact._linalg import offdiag_chunks
from exact.stationary import stationary_law
from toolkit.models import potts


def test_refine_declines_without_log_pi_or_above_states_max():
    # potts(2, 6, 1) at T = 1/4: two wells (all-0, all-1), a gap near 2e-15
    K = glauber_kernel(potts(2, 6, 1.0), temperature=0.25)
    law = stationary_law(K)
    parts = list(offdiag_chunks(K, log=True))
    edges = tuple(np.concatenate([p[i] for p in parts]) for i in range(3))
    hr = refine(edges, law, K.n_states, 1e-15, 1.0)
    assert hr is not None and hr.n_wells == 2 and hr.gap > 0
    assert refine(edges, dataclasses.replace(law, log_pi=None), K.n_states, 1e-15, 1.0) is None
    assert refine(edges, law, STATES_MAX + 1, 1e-15, 1.0) is None

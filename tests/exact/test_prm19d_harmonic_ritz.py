"""prm19d (issue 30, second promise sweep): ``refine`` carries the law's relative residual into
the harmonic-Ritz gap's error (``law_error`` of :func:`harmonic_ritz_gap`: ``2 law_error`` of
relative width)."""

import dataclasses

import numpy as np

from exact._harmonic_ritz import harmonic_ritz_gap, refine
from exact._linalg import offdiag_chunks
from exact.kernel import glauber_kernel
from exact.stationary import stationary_law
from toolkit.models import potts


def test_refine_passes_the_laws_residual_on():
    K = glauber_kernel(potts(2, 3, 1.0), temperature=0.2)   # two wells: 000 and 111
    law = stationary_law(K)
    parts = list(offdiag_chunks(K, log=True))
    edges = tuple(np.concatenate([p[i] for p in parts]) for i in range(3))
    N = K.n_states
    noisy = dataclasses.replace(law, max_relative_residual=1e-6)
    res = refine(edges, noisy, N, 1.0, 1.0)
    plain = harmonic_ritz_gap(*edges, law.log_pi, N, law_error=0.0)
    carried = harmonic_ritz_gap(*edges, law.log_pi, N, law_error=1e-6)
    assert res is not None and plain is not None and carried is not None
    # the error grows by about gap * 2e-6 once the law's error is carried
    assert carried.error > plain.error + 1e-6 * carried.gap
    assert res.error == carried.error

"""cmp16c (issue 30): ``exact.passage.support_graph`` keeps only the *positive* off-diagonal
entries ("entries that underflowed to 0 are no edges of the float chain", its docstring).

One site with logits ``(0, -1000)``: the random-scan kernel stores ``P(0, 1) = e^-1000 / (1 +
e^-1000)``, which underflows to an explicit 0 among its off-diagonal entries, and ``P(1, 0) ~ 1``.
The float chain's graph is the single edge ``1 -> 0``.
"""

from __future__ import annotations

import numpy as np

from exact.kernel import glauber_kernel
from exact.passage import support_graph
from toolkit.models import IndependentSites


def test_underflowed_entry_is_no_edge():
    K = glauber_kernel(IndependentSites(np.array([[0.0, -1000.0]])))
    zeros = [v for _, _, v in K.offdiag_chunks()]
    assert np.concatenate(zeros).min() == 0.0          # the kernel does yield the underflowed 0
    G = support_graph(K, 2).toarray()
    np.testing.assert_array_equal(G != 0, [[False, False], [True, False]])

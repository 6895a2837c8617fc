"""harden11e: documented contracts of exact/ modules, from hand values.

- exact/_rounding.py: ``gap_rounding = gap (delta + 3 n delta)`` and ``log_rounding`` of a
  systematic sweep is ``n delta`` (module docstring: a sweep multiplies ``n`` conditionals),
  with ``delta = 4 u L / T + (q + 4) u``.
- exact/timescales.py: the summary shows the first 4 timescales, then ``, ...`` only when more
  are left out.
- exact/markov.py: ``ExactChain.escape_checks`` and ``contraction`` are of the random-scan
  chain whatever the chain's own scan (their docstrings).
- exact/_lowrank_tmix.py: ``_square`` keeps a product sparse while at most an eighth of its
  entries are non-zero.
- exact/rectangles.py: the streamed summary's first witness is the worst certified rectangle.
"""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from exact._lowrank_tmix import _square
from exact._rounding import gap_rounding, log_rounding
from exact.kernel import glauber_kernel
from exact.markov import ExactChain
from exact.rectangles import rectangle_summary
from exact.timescales import ImpliedTimescales
from toolkit.models import IndependentSites, potts

U = 2.0**-53


def _two_site_kernel(scan):
    # n = 2 sites, q = 2 tokens, L = max |l| = 100, T = 0.01: delta = (4 * 100 / 0.01 + (2 + 4)) u
    return glauber_kernel(IndependentSites(np.array([[0.0, 100.0], [0.0, 50.0]])), temperature=0.01, scan=scan)


def test_gap_rounding_is_gap_times_delta_plus_3_n_delta():
    K = _two_site_kernel("random")
    delta = 40006 * U
    assert log_rounding(K) == pytest.approx(delta, rel=1e-12)
    # gap (delta + 3 n delta) with n = 2: 7 delta
    assert gap_rounding(K, 0.5) == pytest.approx(0.5 * 7 * delta, rel=1e-12)


def test_log_rounding_of_a_sweep_multiplies_n_conditionals():
    assert log_rounding(_two_site_kernel("systematic")) == pytest.approx(2 * 40006 * U, rel=1e-12)


def _its(k):
    t = np.arange(1, k + 1) * 11.0
    z = np.zeros(k)
    return ImpliedTimescales(t, z + 0.5, z, z, 1, True, "dense")


def test_timescales_summary_shows_four_then_ellipsis():
    four, five = str(_its(4)), str(_its(5))
    assert "44" in four and ", ..." not in four          # all 4 shown: nothing left out
    assert "44" in five and "55" not in five and five.count(", ...") == 1


def test_escape_checks_and_contraction_use_the_random_scan_chain():
    model = potts(2, 3, 1.5, graph="path")
    rnd = ExactChain(model, temperature=0.7)
    for c in (ExactChain(model, temperature=0.7, scan="systematic"), ExactChain(model, temperature=0.7, lazy=0.5)):
        got, want = c.escape_checks(), rnd.escape_checks()
        assert len(got) == len(want) > 0
        assert [str(g) for g in got] == [str(w) for w in want]
        assert c.contraction().t_mix == rnd.mixing().t_mix


def test_square_is_sparse_up_to_an_eighth_nonzero():
    N = 16
    M = sp.identity(N, format="csr") + sp.eye(N, k=1, format="csr")      # M^2 = I + 2 S + S^2
    S = _square(M.tocsr())
    # 3N - 3 = 45 non-zeros of 256: more than an eighth (32), so dense
    assert not sp.issparse(S) and np.count_nonzero(S) == 3 * N - 3
    D = _square(sp.identity(N, format="csr").tocsr())                     # 16 of 256: sparse
    assert sp.issparse(D)


def test_streamed_summary_first_witness_is_the_worst_certified():
    from toolkit.models import random_pairwise

    s = rectangle_summary(random_pairwise(3, 3, rng=1), temperature=1.0, n_witnesses=3)
    assert s.n_certified > 0
    assert abs(s.witnesses[0].log_r) == pytest.approx(s.max_abs, rel=1e-12)

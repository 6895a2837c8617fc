"""exact.unmasking.compare_samplers: ``marginal_tv`` is the largest over sites (ops13a, issue 30).

:class:`exact.unmasking.SamplerComparison`: "``marginal_tv``: ``max_i TV`` of the site marginals
against ``pi_T``'s". Recomputed here from the returned laws with numpy's axis sums (q = 2,
n = 3: the law as a ``2 x 2 x 2`` array, site ``i`` its axis ``i``). For ``random_table(2, 3,
rng=1)`` every sampler's largest marginal distance is at site 0, not at the last site."""

from __future__ import annotations

import numpy as np
import pytest

from exact.unmasking import compare_samplers
from toolkit.models import random_table


def _site_marginals(A):
    return np.stack([A.sum(axis=(1, 2)), A.sum(axis=(0, 2)), A.sum(axis=(0, 1))])


def test_marginal_tv_is_the_max_over_sites():
    res = compare_samplers(random_table(2, 3, rng=1), temperature=1.0)
    mpi = _site_marginals(np.asarray(res.pi).reshape(2, 2, 2))
    per_site = np.array([0.5 * np.abs(_site_marginals(law.reshape(2, 2, 2)) - mpi).sum(axis=1) for law in res.laws])
    assert (per_site[:, 0] > per_site[:, -1] + 1e-6).any()
    assert res.marginal_tv == pytest.approx(per_site.max(axis=1), rel=1e-12, abs=1e-15)

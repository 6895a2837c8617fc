"""prm25c (issue 30, eighth sweep): ``exact.logits.site_logits`` takes each site's declared
logit error over EVERY batch of contexts, not the first only.

Contract (``SiteLogits.error``): ``error[i]`` bounds the absolute error of every logit of
site ``i``. The stand-in model declares ``1e-9 (1 + sum_j x_j)`` per row: over the contexts
of site ``i`` (``x_i = 0``, the other ``n - 1 = 2`` sites free) the largest is ``3e-9``, at
the context of all ones, which a batch of one row reaches last."""

import numpy as np
import pytest

from exact.logits import site_logits
from toolkit.models import IndependentSites


class _Declared(IndependentSites):
    def logit_error(self, x, sites, logits):
        return 1e-9 * (1.0 + np.asarray(x).sum(axis=1))


@pytest.mark.parametrize("batch_size", [1, 2, 4])
def test_error_is_the_maximum_over_every_batch(batch_size):
    L = site_logits(_Declared(np.zeros((3, 2))), batch_size=batch_size)
    assert np.allclose(L.error, 3e-9, rtol=1e-12, atol=0)

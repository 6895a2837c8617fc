"""prm30e: site_logits' per-site logit error is the largest the model declares over every
context of the site, wherever it sits in the batch (issue 30, thirteenth sweep: one inner
item offending)."""

import numpy as np
import pytest

from exact.logits import site_logits
from toolkit.models import IndependentSites


class _OneNoisyContext(IndependentSites):
    """Independent sites declaring an error of 0.5 at one context of site 0 (x_1 = 1,
    x_2 = 0, an inner one of its four), 1e-3 everywhere else."""

    def logit_error(self, x, sites, logits):
        x = np.asarray(x)
        noisy = (np.asarray(sites) == 0) & (x[:, 1] == 1) & (x[:, 2] == 0)
        return np.where(noisy, 0.5, 1e-3)


@pytest.mark.parametrize("batch_size", [None, 3])
def test_site_error_is_max_over_contexts(batch_size):
    m = _OneNoisyContext(np.zeros((3, 2)))
    L = site_logits(m, batch_size=batch_size)
    assert L.error.tolist() == [0.5, 1e-3, 1e-3]
    assert L.site_error(0) == 0.5

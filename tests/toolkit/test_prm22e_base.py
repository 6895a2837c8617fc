"""prm22e: toolkit.models.base.logit_error_bound takes a declared logit_rtol of 0 (exact logits) as
declared, not as missing."""
from types import SimpleNamespace

import numpy as np

from toolkit.models import base


def test_zero_logit_rtol_is_kept():
    logits = np.array([[3.0, -1.0], [0.5, 0.25]])
    exact = SimpleNamespace(logit_rtol=0.0, length=4, dtype="torch.float32")
    np.testing.assert_array_equal(base.logit_error_bound(exact, None, None, logits), [0.0, 0.0])
    # the other side: no declaration at all -> the float32 rule, 3e-5 x max(1, max |l|) per row
    undeclared = SimpleNamespace(length=4, dtype="torch.float32")
    np.testing.assert_allclose(base.logit_error_bound(undeclared, None, None, logits), [9e-5, 3e-5], rtol=1e-12)

"""prm20e (issue 30): the symmetric-pairwise family passes its ``scale`` on (the default 1 is
what every other test uses)."""
from __future__ import annotations

import numpy as np

from toolkit.models.families import TOY_MODELS


def test_symmetric_pairwise_scale_zero_is_all_zero():
    m = TOY_MODELS["symmetric-pairwise"](q=2, n=3, scale=0.0)
    assert not np.any(m.h) and not np.any(m.J)

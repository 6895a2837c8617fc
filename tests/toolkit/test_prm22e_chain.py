"""prm22e: toolkit.chain's tempered conditionals at a large but finite T (no 'large T' cutoff)."""
import math

import numpy as np

from toolkit import chain


def test_large_finite_temperature_still_tempers_large_logits():
    # softmax((0, 3000) / 2000) = softmax(0, 1.5): p_1 = 1 / (1 + e^-1.5), by hand
    p = chain.tempered_conditionals(np.array([[0.0, 3000.0]]), 2000.0)[0]
    p1 = 1.0 / (1.0 + math.exp(-1.5))
    np.testing.assert_allclose(p, [1.0 - p1, p1], rtol=1e-12)
    # the other side of the switch: T = inf is the uniform law whatever the logits
    np.testing.assert_allclose(chain.tempered_conditionals(np.array([[0.0, 3000.0]]), math.inf)[0], [0.5, 0.5])

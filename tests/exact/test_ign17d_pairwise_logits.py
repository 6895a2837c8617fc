"""exact.pairwise_logits: ``PairwiseLogits.tempered(dtype=...)`` returns the dtype asked for (ign17d)."""

import numpy as np

from exact.pairwise_logits import PairwiseLogits
from toolkit.models import potts


def test_tempered_dtype_is_the_one_asked_for():
    # two sites, q = 2, coupling 1 (module docstring): l_0(a; x_1) = [a == x_1], so at T = 1
    # p_0(x_0 | x_1) = e / (e + 1) when x_0 == x_1 and 1 / (e + 1) otherwise (hand value)
    L = PairwiseLogits(potts(2, 2, 1.0))
    out = L.tempered(1.0, dtype=np.float32)
    assert out.dtype == np.float32
    e = np.e
    same, other = e / (e + 1), 1 / (e + 1)
    # states in lexicographic order: (0,0), (0,1), (1,0), (1,1)
    np.testing.assert_allclose(out[0], [same, other, other, same], rtol=1e-6)
    np.testing.assert_allclose(out[1], [same, other, other, same], rtol=1e-6)
    assert L.tempered(1.0).dtype == np.float64

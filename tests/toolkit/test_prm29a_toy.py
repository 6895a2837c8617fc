"""prm29a: Pairwise.masked_logits reads J[i, j, :, x_j] (the coupling of site i to site j),
not J[j, i, ...]: with one site masked it is logits, and in general h_i + sum over the
unmasked j of J[i, j, a, x_j] (issue 30, twelfth sweep: the other side of a coupling, which
symmetric blocks cannot tell)."""

import numpy as np

from toolkit.models import random_pairwise


def test_masked_logits_of_an_asymmetric_pairwise_model():
    m = random_pairwise(3, 4, 1.0, symmetric=False, rng=2)
    rng = np.random.default_rng(0)
    x = rng.integers(0, 3, size=(6, 4))
    mask = np.zeros((6, 4), dtype=bool)
    mask[np.arange(6), np.arange(6) % 4] = True
    mask[0, 2] = mask[1, 3] = True   # two masked sites in the first two rows
    out = m.masked_logits(x, mask)
    for b in range(6):
        for i in np.flatnonzero(mask[b]):
            # by hand: the pairwise terms of the unmasked sites only
            ref = m.h[i] + sum(m.J[i, j, :, x[b, j]] for j in range(4) if j != i and not mask[b, j])
            assert np.allclose(out[b, i], ref, rtol=0, atol=1e-12)
    one = np.zeros((4, 4), dtype=bool)
    one[np.arange(4), np.arange(4)] = True
    assert np.allclose(m.masked_logits(x[:4], one)[np.arange(4), np.arange(4)],
                       m.logits(x[:4], np.arange(4)), rtol=0, atol=1e-12)

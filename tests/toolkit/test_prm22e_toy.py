"""prm22e: toolkit.models.toy.Pairwise.masked_logits past one gather chunk (rows > 4 Mi / (n^2 q)):
every row with its own mask, against the documented truncation formula."""
import numpy as np

from toolkit.models import toy


def test_masked_logits_beyond_one_chunk():
    n, q = 64, 2
    m = toy.random_pairwise(q, n, 1.0, rng=0)
    chunk = (1 << 22) // (n * n * q)
    assert chunk == 512
    rng = np.random.default_rng(1)
    B = chunk + 40
    x = rng.integers(0, q, size=(B, n))
    mask = rng.random((B, n)) < 0.5
    out = m.masked_logits(x, mask)
    ii, jj = np.arange(n)[:, None], np.arange(n)[None, :]
    off = ~np.eye(n, dtype=bool)
    for b in (0, chunk - 1, chunk, B - 1):
        # h[i, a] + sum over unmasked j != i of J[i, j, a, x_j] (docstring)
        Jx = m.J[ii, jj, :, x[b][None, :]]  # (n, n, q)
        ref = m.h + (Jx * (off & ~mask[b][None, :])[:, :, None]).sum(axis=1)
        np.testing.assert_allclose(out[b], ref, rtol=1e-12, atol=1e-12)

"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.influence`: each witness is the
(context, replacement) that attains its R[i, j] (the index order of the contexts x replacements)."""

import numpy as np
import pytest

from toolkit.influence import influence_estimates
from toolkit.models import make_model


# ---- InfluenceResult's docstring: ``witness[i, j]``: ``(context row, replacement token)`` attaining ``R[i, j]``.
# Recomputed by hand for every off-diagonal pair: TV(p_i(. | x), p_i(. | x with x_j = b)) at the witness is R[i, j]
# (a softmax of the model's own logits at T, the definition of the influence). q = 3, so two replacements per
# context and site: the flattened (context, replacement) index must be decoded in the order it was built.
def test_every_witness_attains_its_influence():
    q, n, T = 3, 3, 0.7
    model = make_model("random-table", q=q, n=n, seed=5)
    rng = np.random.default_rng(0)
    X = rng.integers(0, q, size=(6, n))
    res = influence_estimates(model, X, temperature=T, replacements="all", rng=0)

    def cond(x, i):
        z = np.asarray(model.logits(np.asarray(x)[None], np.array([i])), dtype=float).reshape(-1) / T
        p = np.exp(z - z.max())
        return p / p.sum()

    checked = 0
    for i in range(n):
        for j in range(n):
            if i == j or res.R[i, j] == 0:
                continue
            c, b = (int(v) for v in res.witness[i, j])
            x = res.contexts[c].copy()
            y = x.copy()
            y[j] = b
            assert b != x[j]
            tv = 0.5 * np.abs(cond(x, i) - cond(y, i)).sum()
            assert tv == pytest.approx(res.R[i, j], rel=1e-9, abs=1e-12)
            checked += 1
    assert checked == n * (n - 1)

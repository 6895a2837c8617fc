"""prm27e (issue 30, tenth sweep): sample_remasking runs ``rounds`` rounds, not one.

Mutant prm27e.unmasking.remasking_one_round ran at most one round. Counted by a spy on the
model: one remasking round of r = 1 site with k = 1 is one masked_logits call (one step of
unmasking one site); from a given start (no initial unmasking) R rounds make R calls."""

import numpy as np

from toolkit.models import make_model
from toolkit.unmasking import sample_remasking


class _Spy:
    def __init__(self, model):
        self._m = model
        self.calls = 0

    def __getattr__(self, name):
        return getattr(self._m, name)

    def masked_logits(self, x, mask):
        self.calls += 1
        return self._m.masked_logits(x, mask)


def test_remasking_makes_every_round():
    model = _Spy(make_model("random-joint", q=2, n=3, scale=1.0, seed=0))
    start = np.zeros((5, 3), dtype=np.int64)
    sample_remasking(model, 5, r=1, k=1, rounds=4, start=start, rng=0)
    assert model.calls == 4

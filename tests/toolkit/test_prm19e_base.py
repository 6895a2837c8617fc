"""prm19e (issue 30): ``logit_error_source`` names the rule ``logit_error_bound`` applies; a
model with a torch dtype attribute (``torch.float32``, printed with its prefix) gets the float32
rule in both."""

from __future__ import annotations

import numpy as np

from toolkit.models.base import LOW_PRECISION_RTOL, logit_error_bound, logit_error_source


class _Torchy:
    vocab_size, length = 2, 3
    dtype = "torch.float32"   # str(torch.float32)

    def logits(self, x, sites):
        return np.zeros((len(sites), 2))


def test_source_and_bound_agree_on_a_torch_dtype():
    m = _Torchy()
    err = logit_error_bound(m, np.zeros((1, 3), dtype=int), np.array([0]), np.array([[0.5, 4.0]]))
    assert np.isclose(err[0], LOW_PRECISION_RTOL["float32"] * 4.0)
    assert logit_error_source(m).startswith("float32 forward pass")

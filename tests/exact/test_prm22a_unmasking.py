"""prm22a (fifth sweep, issue 30): exact.unmasking.partial_conditionals' documented table, in
batches smaller than the number of partial states (the default batch, 2**15, holds every test
model's partial states in one go): every masked site of every partial state holds a
conditional law (sums to 1), and "rows at unmasked sites are 0"."""

from __future__ import annotations

import numpy as np
import pytest

from exact.unmasking import partial_conditionals
from toolkit.models import make_model


@pytest.mark.parametrize("batch", [1, 2, 5, 1 << 15])
def test_masked_rows_are_laws_and_unmasked_rows_zero(batch):
    model = make_model("potts", q=2, n=3, coupling=1.0)
    c = partial_conditionals(model, temperature=1.0, batch=batch)
    mask = c.digits == c.q                      # (N, n): digit q = masked
    sums = c.probs.sum(axis=2)
    np.testing.assert_allclose(sums[mask], 1.0, rtol=0, atol=1e-12)
    assert np.all(c.probs[~mask] == 0.0)

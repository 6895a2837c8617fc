"""harden9e: MeanFieldPotts owns its field (issue 30, the model layer's audit)."""

import numpy as np

from toolkit.models.exchangeable import MeanFieldPotts


def test_field_is_copied_at_construction():
    # the model is what was given when it was built: changing the caller's array afterwards
    # changes nothing. Hand value: l(a | c) = beta c_a / n + field_a; q=3, n=4, beta=2,
    # counts of the other sites c = (3, 0, 0): (1.5 + 0.5, 0 - 1, 0 + 0)
    field = np.array([0.5, -1.0, 0.0])
    m = MeanFieldPotts(3, 4, 2.0, field=field)
    field[:] = 7.0
    np.testing.assert_allclose(m.count_logits(np.array([[3, 0, 0]])), [[2.0, -1.0, 0.0]], rtol=0, atol=1e-15)

"""prm20e (issue 30): CurieWeiss's field enters as ``s_a field`` with ``s = (-1, +1)`` for tokens
``(0, 1)`` (class docstring), a sign every test at field 0 leaves open."""
from __future__ import annotations

import numpy as np

from toolkit.models.exchangeable import CurieWeiss


def test_field_favours_token_one():
    # beta = 0: l(a) = s_a field = (-0.5, +0.5)
    assert CurieWeiss(3, 0.0, field=0.5).count_logits(np.array([[2, 0]])).tolist() == [[-0.5, 0.5]]

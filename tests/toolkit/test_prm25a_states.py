"""prm25a: toolkit._states.tv gives a Python float for vectors (its docstring), float32 rows
included (numpy's float32 scalar is not a float)."""
import numpy as np

from toolkit._states import tv


def test_tv_float_for_float32_vectors():
    d = tv(np.array([0.5, 0.5, 0.0], dtype=np.float32), np.array([0.25, 0.25, 0.5], dtype=np.float32))
    assert type(d) is float and d == 0.5

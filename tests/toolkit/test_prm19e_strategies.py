"""prm19e (issue 30): ``random_joints(scale=s)`` draws log-joint entries in ``[-s, s]`` (docstring)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402

from toolkit.strategies import random_joints  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(random_joints(scale=0.25))
def test_entries_within_scale(model):
    assert np.all(np.abs(model.log_joint) <= 0.25)

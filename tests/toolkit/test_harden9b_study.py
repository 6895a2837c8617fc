"""harden9b (issue 30): ``study`` with an empty temperature grid.

Docstring: ``temperatures`` is the grid, defaulting (None) to 0.5, 1, 2; an empty grid is
refused (``temperatures`` is empty), not replaced by the default. ``sections=()`` so that
nothing would run either way."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app.study import study
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


def test_empty_temperature_grid_refused(tmp_path):
    m = IndependentSites(np.zeros((2, 2)))
    with pytest.raises(InvalidInputError, match="`temperatures` is empty"):
        study(m, str(tmp_path), temperatures=[], sections=())
    with pytest.raises(InvalidInputError, match="`temperatures` is empty"):
        study(m, str(tmp_path), temperatures=np.array([]), sections=())

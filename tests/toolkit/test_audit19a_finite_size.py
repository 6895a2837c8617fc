"""toolkit.finite_size.peak_locations refines the maximum by the parabola in log T through the
three grid points around it, height and location both (``_peak``'s docstring; nineteenth blind
audit, part a: ``audit19a.finite_size.peak_height_unrefined``, the grid maximum kept as the
height, survived). On an exact parabola in log T the refinement is exact: chi = 5 - (log T)^2
peaks at T = 1 with height 5, while the grid (0.8, 1.1, 1.5) holds at most 5 - ln(1.1)^2."""

import math

import numpy as np
import pytest

from toolkit.finite_size import peak_locations


def test_peak_height_is_the_parabolas_vertex_not_the_grid_maximum():
    T = np.array([0.5, 0.8, 1.1, 1.5, 2.5])
    chi = 5.0 - np.log(T) ** 2
    heights, locations, at_edge = peak_locations(T, chi[None, :])
    assert not at_edge[0]
    assert locations[0] == pytest.approx(1.0, abs=1e-12)
    assert heights[0] == pytest.approx(5.0, abs=1e-12)
    assert chi.max() == pytest.approx(5.0 - math.log(1.1) ** 2)   # 4.9909: the grid's best is lower

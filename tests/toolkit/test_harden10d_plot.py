"""harden10d: ``toolkit.plot._content_pixels`` widens every marker centre by its radius
(docstring: "markers (their centres widened by their radius)"); where matplotlib cycles fewer
sizes than points, by the largest radius, so that no marker is cut (automut survivor:
``r.max()`` -> ``r.min()``)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from toolkit.plot import _content_pixels  # noqa: E402


def test_cycled_marker_sizes_widen_by_the_largest_radius():
    fig, ax = plt.subplots(figsize=(3, 3), dpi=72)
    try:
        # 4 points, 2 sizes (matplotlib cycles them: the right-most point has area 1000 pt^2)
        sc = ax.scatter([0.0, 1.0, 2.0, 3.0], [0.0, 0.0, 0.0, 0.0], s=10.0)
        sc.set_sizes([10.0, 1000.0])        # after the fact: drawn cycled (10, 1000, 10, 1000)
        ax.set_xlim(-1, 4)
        ax.set_ylim(-1, 1)
        pix = _content_pixels(ax)
        centre = sc.get_offset_transform().transform(np.array([[3.0, 0.0]]))[0]
        r_big = np.sqrt(1000.0) / 2 * fig.dpi / 72       # radius in pixels of a 1000 pt^2 marker
        assert pix[:, 0].max() >= centre[0] + r_big - 1e-6
    finally:
        plt.close(fig)

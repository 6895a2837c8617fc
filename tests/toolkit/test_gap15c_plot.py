"""gap15c: toolkit.plot._content_pixels skips hidden and empty collections (a line its
targeted tests never ran, targeted-coverage-2026-12-05)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("matplotlib")

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from toolkit.plot import _content_pixels  # noqa: E402


def test_content_pixels_skip_hidden_and_empty_collections():
    fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
    try:
        ax.set_xlim(0, 10)
        ax.set_ylim(0, 10)
        hidden = ax.scatter([9.0], [9.0], s=100)
        hidden.set_visible(False)
        ax.scatter([], [])                         # empty: nothing drawn
        assert _content_pixels(ax) is None         # nothing visible on the axes
        ax.scatter([5.0], [5.0], s=400)            # a marker of 20 pt diameter: radius 10 pt
        pix = _content_pixels(ax)
        centre = ax.transData.transform((5.0, 5.0))
        r = 10.0 * fig.dpi / 72                    # points to pixels
        assert pix.shape == (2, 2)                 # the hidden marker at (9, 9) is not counted
        assert pix.min(axis=0) == pytest.approx(centre - r)
        assert pix.max(axis=0) == pytest.approx(centre + r)
        assert np.all(np.isfinite(pix))
    finally:
        plt.close(fig)

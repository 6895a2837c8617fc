"""abs11b: ``fit_to_content`` iterates until *both* x limits stop moving, in either direction.

A text keeps its width ``w`` in pixels, so its extent in data units scales with the x span:
with ``pad = 0``, a zero-size anchor at ``x = a`` and a text anchored at ``x = b`` running
away from it, the fitted span ``s`` is the fixed point of ``s = |b - a| + s w / W`` (``W``
the axes' width in pixels), which the loop reaches by contraction (factor ``w / W < 1``).
Whether a limit moves outward (``new < old`` on the left) or inward (``new < old`` on the
right) in the first step, stopping there leaves the text's far edge off the limit. The check
re-measures the drawing after the fit: the text's far edge sits on the limit (to 1e-4 of the
span) and the anchor on the other.
"""

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from toolkit.plot import fit_to_content  # noqa: E402


@pytest.mark.parametrize(
    "anchor, text_x, ha, start",
    [
        (0.0, 1.0, "left", (0.0, 100.0)),   # right limit first moves inward, 100 -> about 1 + 100 w/W
        (1.0, 0.0, "right", (-0.01, 1.0)),  # left limit first moves outward, -0.01 -> about -1.01 w/W
    ],
)
def test_fit_to_content_reaches_the_fixed_point(anchor, text_x, ha, start):
    fig, ax = plt.subplots(figsize=(6, 2), dpi=100)
    try:
        ax.scatter([anchor], [0.0], s=0)  # a point without extent: its limit is exactly `anchor`
        t = ax.text(text_x, 0.0, "WWWWWWWW", ha=ha, va="center")
        ax.set_xlim(*start)
        fit_to_content(ax, pad=0.0)
        lo, hi = ax.get_xlim()
        fig.canvas.draw()
        box = ax.transData.inverted().transform(t.get_window_extent().get_points())
        span = hi - lo
        w_over_W = t.get_window_extent().width / ax.get_window_extent().width
        assert 0.05 < w_over_W < 0.8  # a contraction that really moves the limits
        # the fixed point by hand: span = 1 / (1 - w/W)
        assert span == pytest.approx(1.0 / (1.0 - w_over_W), rel=1e-4)
        if ha == "left":
            assert lo == pytest.approx(anchor, abs=1e-9) and hi == pytest.approx(box[:, 0].max(), abs=1e-4 * span)
        else:
            assert hi == pytest.approx(anchor, abs=1e-9) and lo == pytest.approx(box[:, 0].min(), abs=1e-4 * span)
    finally:
        plt.close(fig)

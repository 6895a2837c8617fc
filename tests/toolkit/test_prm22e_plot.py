"""prm22e: toolkit.plot.fit_to_content re-measures until the limits stop moving: a text whose box
is sized in points ends inside the new x limits (one measurement leaves it sticking out)."""
import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402

from toolkit import plot  # noqa: E402


def test_text_box_inside_the_fitted_limits():
    fig, ax = plt.subplots(figsize=(4, 3))
    try:
        ax.plot([0.0, 1.0], [0.0, 1.0], "o")
        ax.text(1.0, 0.5, "a label wider than the points", ha="left")
        ax.set_xlim(0.0, 1.0)
        plot.fit_to_content(ax)
        lo, hi = ax.get_xlim()
        x = ax.transData.inverted().transform(plot._content_pixels(ax))[:, 0]
        assert lo <= x.min() + 1e-9 and x.max() <= hi + 1e-9 * (hi - lo)
    finally:
        plt.close(fig)

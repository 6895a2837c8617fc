"""prm30c: fit_to_content fits every collection's markers, past an empty one (issue 30,
thirteenth sweep: a loop that stopped at an inner item)."""

from toolkit.plot import fit_to_content, pyplot


def test_markers_after_an_empty_collection_are_fitted():
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(5, 3))
    try:
        ax.text(0.0, 0.0, "a")
        ax.scatter([], [])                 # an empty collection first
        ax.scatter([100.0], [0.0], s=20)   # then a marker far to the right
        fit_to_content(ax)
        lo, hi = ax.get_xlim()
        assert lo <= 0.0 and hi >= 100.0
    finally:
        plt.close(fig)

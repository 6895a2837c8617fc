"""toolkit.semantic.plot_observable: the y range shows every chain's values (ops13a, issue 30).

The plot draws every chain's running mean of an observable fraction and fixes the y range to
``[-0.02, max(0.5, largest value + 0.05)]``. Two chains, one reaching 0.9 early and the other
ending at 0.1 (the last recorded value), must get the top 0.95, above every drawn value."""

from __future__ import annotations

import types

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from toolkit.semantic import plot_observable  # noqa: E402


def test_y_range_covers_the_largest_value():
    v = np.array([[0.9, 0.9, 0.9, 0.8], [0.1, 0.1, 0.1, 0.1]])
    run = types.SimpleNamespace(observables={"political": v}, times=np.arange(4), states=np.zeros((2, 4, 3)))
    res = types.SimpleNamespace(run=run, temperature=1.0)
    fig = plot_observable([res], window=1)
    try:
        top = fig.axes[0].get_ylim()[1]
        assert top == pytest.approx(0.95, rel=1e-12)
        assert top >= v.max()
    finally:
        import matplotlib.pyplot as plt
        plt.close(fig)

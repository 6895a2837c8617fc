"""cmp16c (issue 30): ``toolkit.semantic.plot_observable`` draws every temperature.

Its docstring: "the observable ``name`` over time at each temperature: every chain thin, the mean
over chains thick". With three temperatures there are three panels, each holding its chains' two
thin lines and the thick mean (3 lines), coloured along the ``coolwarm`` map at 0.05, 0.5 and
0.95 (``linspace(0.05, 0.95, max(#temperatures, 2))``): three distinct colours, the first and
last the map's ends. A colour list shorter than the temperatures would leave a panel empty."""

from __future__ import annotations

import types

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from toolkit.semantic import plot_observable  # noqa: E402


def _result(T: float, level: float):
    v = np.array([[level, level, level, level], [level / 2, level / 2, level / 2, level / 2]])
    run = types.SimpleNamespace(observables={"political": v}, times=np.arange(4), states=np.zeros((2, 4, 3)))
    return types.SimpleNamespace(run=run, temperature=T)


def test_three_temperatures_three_drawn_panels():
    import matplotlib.pyplot as plt

    results = [_result(T, 0.2 * (k + 1)) for k, T in enumerate((0.5, 1.0, 2.0))]
    fig = plot_observable(results, window=1)
    try:
        assert len(fig.axes) == 3
        cmap = plt.get_cmap("coolwarm")
        for ax, T, x in zip(fig.axes, (0.5, 1.0, 2.0), (0.05, 0.5, 0.95), strict=True):
            assert len(ax.lines) == 3                      # 2 thin chains + the thick mean
            assert ax.get_title().startswith(f"T = {T:g}:")
            np.testing.assert_allclose(ax.lines[0].get_color(), cmap(x), rtol=0, atol=0.01)  # one LUT step
    finally:
        plt.close(fig)


def test_a_missing_observable_at_the_last_temperature_is_named():
    from toolkit.exceptions import InvalidInputError

    results = [_result(0.5, 0.2), _result(1.0, 0.4), _result(2.0, 0.6)]
    results[2].run.observables = {"other": results[2].run.observables["political"]}
    with pytest.raises(InvalidInputError, match="no observable 'political'"):
        plot_observable(results, window=1)
    import matplotlib.pyplot as plt
    plt.close("all")

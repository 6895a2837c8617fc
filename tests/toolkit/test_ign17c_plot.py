"""ign17c (issue 30): ``plot_nlogn(ax=...)`` draws on the Axes it is given and returns it
(its docstring: "Returns the Axes"; :func:`toolkit.plot._axes`: "``ax`` ... or the Axes of
a new figure"), it does not open a figure of its own."""

from types import SimpleNamespace

import pytest

pytest.importorskip("matplotlib")

from toolkit.plot import plot_nlogn, pyplot  # noqa: E402


def test_plot_nlogn_draws_on_the_given_axes():
    rows = [SimpleNamespace(n=n, t_mix=t, bound=2 * t) for n, t in ((2, 3), (3, 7), (4, 12))]
    fig, ax = pyplot().subplots()
    try:
        out = plot_nlogn(SimpleNamespace(rows=rows, eps=0.25), ax=ax)
        assert out is ax
        # the exact t_mix line and the bound line are on this Axes (and the fit line)
        assert len(ax.get_lines()) == 3
    finally:
        pyplot().close(fig)
        pyplot().close("all")

"""prm24e (seventh sweep, issue 30): toolkit.plot's arguments that every test left at their
defaults (``benchmarks/results/default-only-args-2026-12-06.md``), each checked by its documented
effect:

- ``ax`` of plot_spectrum/plot_trace/plot_phase/plot_escape: drawn on the given Axes, returned;
- ``plot_trace(observable)``: the named observable is drawn (its chain mean, its axis label);
- ``plot_rectangles(floor)``: values below ``floor`` are drawn at ``floor`` (and the label says so);
- ``save(dpi)``: the PNG is ``inches * dpi`` pixels; ``save(max_width)``: a wider figure is narrowed
  to it, ``None`` leaves it as drawn;
- ``_finish(legend=False)``: no legend even with labelled artists;
- ``fit_to_content(resize=True, title_in)``: the figure's height is the drawing's plus ``title_in``.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.plot import (
    _finish,
    fit_to_content,
    plot_escape,
    plot_phase,
    plot_rectangles,
    plot_spectrum,
    plot_trace,
    pyplot,
    save,
)


def _ax():
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(4, 3))
    return plt, fig, ax


def test_plot_spectrum_draws_on_the_given_axes():
    plt, fig, ax = _ax()
    assert plot_spectrum(np.array([1.0, 0.5, -0.25]), ax=ax) is ax
    assert ax.lines or ax.collections
    plt.close(fig)


def test_plot_trace_draws_on_the_given_axes_the_named_observable():
    plt, fig, ax = _ax()
    a = np.array([[0.0, 1.0, 2.0], [2.0, 3.0, 4.0]])
    b = np.array([[10.0, 20.0, 30.0], [30.0, 40.0, 50.0]])
    run = SimpleNamespace(observables={"a": a, "b": b}, times=[0, 1, 2])
    assert plot_trace(run, "b", ax=ax) is ax
    assert ax.get_ylabel() == "b"  # default: the first recorded, "a"
    np.testing.assert_allclose(ax.lines[-1].get_ydata(), [20.0, 30.0, 40.0])  # mean of b over the 2 chains
    plt.close(fig)


def test_plot_phase_draws_on_the_given_axes():
    plt, fig, ax = _ax()
    data = SimpleNamespace(temperatures=[1.0, 2.0, 3.0], n_values=[4, 8],
                           binder=np.array([[0.6, 0.4, 0.1], [0.65, 0.35, 0.05]]), binder_err=None)
    assert plot_phase(data, ax=ax) is ax
    assert len(ax.lines) == 2  # one curve per n
    plt.close(fig)


def test_plot_escape_draws_on_the_given_axes():
    plt, fig, ax = _ax()
    rows = [SimpleNamespace(inv_temperature=x, log_exit_time=2.0 * x, log_bound=2.0 * x - 1.0) for x in (1.0, 2.0)]
    scan = SimpleNamespace(rows=rows, intercept=0.0, slope=2.0, gamma=2.0)
    assert plot_escape(scan, ax=ax) is ax
    assert len(ax.lines) == 3  # exact, bound, fit
    plt.close(fig)


def test_plot_rectangles_floor_clips_and_labels():
    plt, fig, ax = _ax()
    log_r = np.array([1e-14, -1e-13, 0.5, -2.0])
    plot_rectangles(log_r, ax=ax, floor=1e-10, roundoff=False)
    assert "below 1e-10 drawn at 1e-10" in ax.get_xlabel()  # default floor 1e-17
    heights = np.concatenate([p.get_path().vertices[:, 0] for p in ax.patches])
    assert np.isclose(heights.min(), 1e-10)  # the bins start at the floor
    plt.close(fig)


def test_save_dpi_sets_the_pixels(tmp_path):
    import matplotlib.image

    plt, fig, ax = _ax()
    ax.plot([0, 1], [0, 1])
    save(fig, str(tmp_path), "f.png", dpi=50)
    img = matplotlib.image.imread(tmp_path / "f.png")
    assert img.shape[:2] == (150, 200)  # 3 x 4 inches at 50 dpi (default 110: 330 x 440)


def test_save_max_width_narrows_or_leaves():
    import tempfile

    plt = pyplot()
    fig, ax = plt.subplots(figsize=(11, 3))
    save(fig, tempfile.mkdtemp(), "a.png", max_width=5.0)
    assert float(fig.get_size_inches()[0]) == 5.0
    fig, ax = plt.subplots(figsize=(11, 3))
    save(fig, tempfile.mkdtemp(), "b.png", max_width=None)
    assert float(fig.get_size_inches()[0]) == 11.0  # None: as drawn (default narrows to 8.8)


def test_finish_without_legend():
    plt, fig, ax = _ax()
    ax.plot([0, 1], [0, 1], label="a line")
    _finish(ax, legend=False)
    assert ax.get_legend() is None
    _finish(ax)
    assert ax.get_legend() is not None
    plt.close(fig)


def test_fit_to_content_title_in_adds_to_the_height():
    plt = pyplot()
    heights = []
    for title_in in (2.0, 3.0):
        fig, ax = plt.subplots(figsize=(6, 4))
        ax.scatter([0.0, 1.0, 2.0], [0.0, 1.0, 0.5], s=40)
        ax.set_xlim(-0.5, 2.5)
        fit_to_content(ax, resize=True, title_in=title_in)
        heights.append(float(fig.get_figheight()))
        plt.close(fig)
    assert abs((heights[1] - heights[0]) - 1.0) < 1e-6  # same drawing, 1 inch more above it

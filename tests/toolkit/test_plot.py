"""toolkit.plot: each function takes a result, draws the expected data on the Agg backend
and returns the Axes (the one given as ``ax=``, or a new one), with mathtext labels and
no text under 9 pt."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from exact import ExactChain  # noqa: E402
from exact.rectangles import all_rectangles  # noqa: E402
from exact.scans import metastability_scan, nlogn_scan  # noqa: E402
from toolkit import plot  # noqa: E402
from toolkit.exceptions import InvalidInputError, InvalidTypeError  # noqa: E402
from toolkit.finite_size import ScalingData, fss_verdict  # noqa: E402
from toolkit.models import make_model, model_family, potts  # noqa: E402
from toolkit.models.basins import planted_margin  # noqa: E402
from toolkit.sampling import run_chains  # noqa: E402

plt = plot.pyplot()


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def _texts(ax):
    """Every visible text of ``ax`` once the figure is drawn (tick labels included)."""
    ax.figure.canvas.draw()
    out = [ax.title, ax.xaxis.label, ax.yaxis.label, *ax.texts]
    out += [t for t in ax.get_xticklabels() + ax.get_yticklabels() if t.get_text()]
    if ax.get_legend() is not None:
        out += ax.get_legend().get_texts()
    return [t for t in out if t.get_visible() and t.get_text()]


def _check_fonts(ax):
    small = [(t.get_text(), t.get_fontsize()) for t in _texts(ax) if t.get_fontsize() < plot.SMALL]
    assert small == []


def _legend(ax) -> list[str]:
    return [t.get_text() for t in ax.get_legend().get_texts()]


def test_tv_curve_of_a_mixing_result():
    res = ExactChain(potts(2, 3, 1.0), temperature=1.0).mixing(method="stepping")
    ax = plot.plot_tv_curve(res)
    line = ax.lines[0]
    np.testing.assert_array_equal(line.get_ydata(), np.asarray(res.distances))
    np.testing.assert_array_equal(line.get_xdata(), np.asarray(res.times, dtype=float))
    assert ax.get_yscale() == "log" and ax.get_xlabel() == "$t$ (steps)" and r"\max_x" in ax.get_ylabel()
    assert rf"$t_{{\mathrm{{mix}}}} = {res.t_mix}$" in _legend(ax) and r"$\varepsilon = 0.25$" in _legend(ax)
    assert ax.lines[1].get_ydata()[0] == 0.25 and ax.lines[2].get_xdata()[0] == res.t_mix
    _check_fonts(ax)


def test_tv_curve_of_an_array_finds_t_mix_and_draws_on_the_given_axes():
    fig, given = plt.subplots()
    d = 0.5 ** np.arange(6)  # d(t) = 2^-t: first t with d <= 1/4 is t = 2
    ax = plot.plot_tv_curve(d, ax=given, eps=0.25, label="two-state")
    assert ax is given and "$t_{\\mathrm{mix}} = 2$" in _legend(ax) and "two-state" in _legend(ax)
    # zeros cannot sit on a log axis: left off, the rest kept
    ax2 = plot.plot_tv_curve([1.0, 0.5, 0.0])
    np.testing.assert_array_equal(ax2.lines[0].get_ydata(), [1.0, 0.5])


def test_spectrum_of_an_exact_chain_is_the_closed_form():
    """Independent sites, random scan: eigenvalues 1 - k/n with multiplicity C(n,k)(q-1)^k
    (Levin-Peres-Wilmer section 12.4)."""
    chain = ExactChain(make_model("independent", q=2, n=3, seed=0), temperature=1.0)
    ax = plot.plot_spectrum(chain)
    pts = ax.lines[1]
    got = np.sort(np.asarray(pts.get_xdata()))
    want = np.sort(np.repeat([1.0, 2 / 3, 1 / 3, 0.0], [1, 3, 3, 1]))
    np.testing.assert_allclose(got, want, atol=1e-12)
    np.testing.assert_allclose(pts.get_ydata(), 0.0, atol=1e-12)
    circle = ax.lines[2]
    assert np.hypot(circle.get_xdata(), circle.get_ydata()) == pytest.approx(2 / 3, abs=1e-10)
    assert any("lambda_*" in t for t in _legend(ax))
    _check_fonts(ax)


def test_spectrum_of_a_kernel_and_of_a_summary():
    """The natural objects: ``glauber_kernel(m)`` (its dense eigenvalues, ``lambda_*`` from them)
    and a SpectralSummary or an ExactReport (no eigenvalues: the ``lambda_*`` circle and ``lambda_2``)."""
    import exact

    m = make_model("independent", q=2, n=3, seed=0)
    K = exact.glauber_kernel(m)
    ax = plot.plot_spectrum(K)
    got = np.sort(np.asarray(ax.lines[1].get_xdata()))
    np.testing.assert_allclose(got, np.sort(np.repeat([1.0, 2 / 3, 1 / 3, 0.0], [1, 3, 3, 1])), atol=1e-12)
    assert np.hypot(ax.lines[2].get_xdata(), ax.lines[2].get_ydata()) == pytest.approx(2 / 3, abs=1e-10)
    s = exact.spectral_summary(K)
    for obj in (s, exact.analyze(m)):
        ax = plot.plot_spectrum(obj)
        labels = _legend(ax)
        assert not any("eigenvalues" in t for t in labels)
        assert any(f"{s.lambda_star:.4g}" in t and "lambda_*" in t for t in labels), labels
        assert any("lambda_2" in t for t in labels)
        _check_fonts(ax)
    with pytest.raises(InvalidTypeError, match="`summary` must be a SpectralSummary"):
        plot.plot_spectrum(K, summary="x")
    with pytest.raises(InvalidInputError, match="above `max_states`=4"):
        plot.plot_spectrum(K, max_states=4)


def test_rectangles_of_a_summary_are_its_quantiles():
    """``plot_rectangles(rectangle_summary(m))`` (the README tour's object): the summary keeps
    only the quantiles of ``|log R|``, drawn as points of the distribution function."""
    from exact.rectangles import rectangle_summary

    s = rectangle_summary(make_model("asymmetric-pairwise", q=3, n=4, seed=0))
    ax = plot.plot_rectangles(s)
    line = ax.lines[0]
    np.testing.assert_allclose(line.get_xdata(), np.clip([s.quantiles[k] for k in ("q50", "q90", "q99", "max")],
                                                         1e-17, None))
    np.testing.assert_array_equal(line.get_ydata(), [0.5, 0.9, 0.99, 1.0])
    assert ax.get_xscale() == "log" and f"{s.n_certified} of {s.count}" in ax.get_title()
    assert any(t.get_text() == "round-off level" for t in ax.texts)
    _check_fonts(ax)


def test_rectangles_histogram_is_a_distribution():
    table = all_rectangles(make_model("asymmetric-pairwise", q=3, n=4, seed=0), temperature=1.0)
    ax = plot.plot_rectangles(table, label="asymmetric")
    heights = ax.patches[0].get_path().vertices[:, 1]  # a step histogram is one polygon
    assert heights.max() <= 1 and ax.get_xscale() == "log" and _legend(ax) == ["asymmetric"]
    counts, _ = np.histogram(np.clip(np.abs(table.log_r), 1e-17, None), bins=np.logspace(-17, 1.5, 50))
    assert counts.sum() == len(table)  # every rectangle falls in the drawn bins, so the fractions sum to 1
    # the table is a RectangleSummary too (issue 27): it still gets the histogram of its rows, not the
    # summary's quantile points (no line; the tallest step is the fullest bin's fraction)
    assert not ax.lines and heights.max() == pytest.approx(counts.max() / len(table), rel=1e-12, abs=0)
    assert any(t.get_text() == "round-off level" for t in ax.texts)
    _check_fonts(ax)


def test_trace_of_a_default_run_is_the_hamming_distance_to_the_start():
    run = run_chains(potts(2, 4, 1.0), n_chains=3, n_steps=30, rng=2)  # records states, no observable
    ax = plot.plot_trace(run)
    assert ax.get_ylabel() == "hamming_to_start"
    np.testing.assert_array_equal(ax.lines[1].get_ydata(), (run.states[1] != run.start[1]).sum(axis=1))
    bare = run_chains(potts(2, 4, 1.0), n_chains=3, n_steps=30, record_states=False, rng=2)
    with pytest.raises(InvalidInputError, match=r"observables=\['hamming_to_start'\]"):
        plot.plot_trace(bare)


def test_trace_draws_each_chain_and_the_mean():
    run = run_chains(potts(2, 4, 1.0), n_chains=5, n_steps=50, observables={"m": lambda x: x.mean(axis=1)},
                     rng=1)
    ax = plot.plot_trace(run, chains=[0, 2])
    assert len(ax.lines) == 3 and ax.get_ylabel() == "m"
    np.testing.assert_array_equal(ax.lines[0].get_ydata(), run.observable("m")[0])
    np.testing.assert_allclose(ax.lines[-1].get_ydata(), run.observable("m").mean(axis=0))
    assert _legend(ax) == ["mean over 5 chains"]
    _check_fonts(ax)
    with pytest.raises(InvalidInputError, match="`chains` must be indices in 0..4"):
        plot.plot_trace(run, chains=[7])


def test_phase_curves_and_verdict():
    T = np.linspace(0.6, 1.4, 21)
    ns = np.array([16, 64, 256, 1024])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    data = ScalingData(T, ns, binder=(2 / 3) / (1 + np.exp(2 * x)), susceptibility=np.sqrt(ns[:, None]) / (1 + x**2))
    v = fss_verdict(data)
    ax = plot.plot_phase(data, verdict=v)
    assert len([ln for ln in ax.lines if ln.get_label().startswith("$n = ")]) == 4
    np.testing.assert_array_equal(ax.lines[0].get_ydata(), data.binder[0])
    assert any(t.startswith("$T_c = 1") for t in _legend(ax)) and "transition" in ax.get_title()
    _check_fonts(ax)
    ax2 = plot.plot_phase(data, quantity="susceptibility", verdict=v)
    assert "peaks" in _legend(ax2) and r"\chi" in ax2.get_ylabel()
    with pytest.raises(InvalidInputError, match="`quantity` must be one of"):
        plot.plot_phase(data, quantity="heat")


def test_escape_and_nlogn_scans():
    scan = metastability_scan(planted_margin(2, 4, 1.0, rng=0), [2.0, 1.0, 0.5, 0.25])
    ax = plot.plot_escape(scan)
    np.testing.assert_array_equal(ax.lines[0].get_ydata(), [r.log_exit_time for r in scan.rows])
    np.testing.assert_array_equal(ax.lines[1].get_ydata(), [r.log_bound for r in scan.rows])
    assert ax.get_xlabel() == "$1/T$" and r"\tau_{\mathrm{exit}}" in ax.get_ylabel()
    _check_fonts(ax)
    ns = nlogn_scan(model_family("potts", q=2, coupling=1.0, graph="cycle"), range(2, 7), temperature=1.5)
    ax = plot.plot_nlogn(ns)
    n = np.array([r.n for r in ns.rows], dtype=float)
    t = np.array([r.t_mix for r in ns.rows], dtype=float)
    keep = n >= 3
    c = np.linalg.lstsq((n * np.log(n))[keep, None], t[keep], rcond=None)[0][0]  # independent least squares
    assert any(f"{c:.2f}" in s for s in _legend(ax))
    np.testing.assert_array_equal(ax.lines[0].get_ydata(), t)
    _check_fonts(ax)


@pytest.mark.parametrize("fn, arg, name", [
    (plot.plot_tv_curve, object(), "result"),
    (plot.plot_spectrum, object(), "spectrum"),
    (plot.plot_escape, 3, "scan"),
    (plot.plot_nlogn, "x", "scan"),
    (plot.plot_phase, None, "data"),
    # a single number is no spectrum and no set of rectangles (it drew a one-bar histogram)
    (plot.plot_rectangles, 3, "result"),
    (plot.plot_spectrum, 3, "spectrum"),
    (plot.plot_spectrum, 0.5 + 0.5j, "spectrum"),
])
def test_wrong_types_name_the_argument(fn, arg, name):
    with pytest.raises(InvalidTypeError, match=f"`{name}` must be"):
        fn(arg)


def test_a_non_axes_ax_is_refused():
    with pytest.raises(InvalidTypeError, match="`ax` must be a matplotlib Axes"):
        plot.plot_tv_curve([1.0, 0.5], ax="left")


def test_fit_to_content_includes_text():
    fig, ax = plt.subplots(figsize=(8, 6))
    ax.scatter([-1, 1], [0, 0], s=400)
    label = ax.text(1.05, 0.0, "a label that sticks out on the right", fontsize=plot.SMALL, va="center")
    ax.set_axis_off()
    plot.fit_to_content(ax)
    fig.canvas.draw()
    box = label.get_window_extent().transformed(ax.transData.inverted())
    x0, x1 = ax.get_xlim()
    assert x0 < -1 and box.x1 <= x1 + 1e-3  # the text is inside the limits
    assert box.x1 > 1.5  # ... and it does stick out beyond the markers


def test_fit_to_content_resize_removes_empty_bands_and_keeps_the_x_scale():
    fig, ax = plt.subplots(figsize=(8, 6))
    ax.scatter([-1, 1], [0, 0], s=400)
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.5, 1.5)
    ax.set_axis_off()
    plot.fit_to_content(ax, resize=True)
    assert ax.get_xlim() == (-1.5, 1.5)  # x limits fix the scale: kept
    assert fig.get_figheight() < 3  # a row of two nodes needs no 6-inch-high figure
    y0, y1 = ax.get_ylim()
    assert y1 - y0 < 1.0  # the markers' height (20 pt) plus the pad, not the 3 units set before


def test_save_makes_any_figure_readable_in_the_report(tmp_path):
    """A figure drawn elsewhere, too wide and with 6-7 pt texts (as the phase panels were):
    once saved, no text is under SMALL points and the PNG fits the report's 1000 px column."""
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(11, 4.4))
    a1.plot([0, 1], [0, 1], label="a")
    a1.legend(fontsize=7)
    a1.tick_params(labelsize=6)
    mesh = a2.pcolormesh(np.arange(9.0).reshape(3, 3))
    a2.text(0.5, 0.5, ">50", fontsize=7)
    fig.colorbar(mesh, ax=a2).ax.tick_params(labelsize=6)
    assert plot.save(fig, str(tmp_path), "wide.png") == "wide.png"
    for ax in fig.axes:
        _check_fonts(ax)
    head = (tmp_path / "wide.png").read_bytes()[:24]
    width = int.from_bytes(head[16:20], "big")
    assert width <= 1000 and width == round(plot.MAX_WIDTH_IN * 110)
    # a figure already narrow enough keeps its size; None leaves the texts as drawn
    fig, ax = plt.subplots(figsize=(5, 3))
    note = ax.text(0, 0, "small on purpose", fontsize=6)
    plot.save(fig, str(tmp_path), "narrow.png", min_font=None)
    assert note.get_fontsize() == 6 and tuple(fig.get_size_inches()) == (5, 3)

"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.plot.

Survivors of ``scripts/automut.py --seed 2026120371``: ``plot_spectrum`` taking an object
with a ``kernel`` *or* a ``spectrum`` attribute for a chain (the docstring asks for both),
``plot_phase`` drawing the ``T_c`` band for an error of 0 (``se >= 0``), and
``_content_pixels`` converting marker sizes with 73 pixels per inch-point instead of 72.
Pinned with their near variants: the band present, absent for 0 and NaN errors and no
line at all for a NaN ``T_c``; the fitted limits of ``fit_to_content`` in closed form, with
and without padding.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import matplotlib

matplotlib.use("Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402

import exact  # noqa: E402
from toolkit import plot  # noqa: E402
from toolkit.models.registry import make_model  # noqa: E402


def _labels(ax):
    return [ln.get_label() for ln in ax.lines]


# ------------------------------------------------------------------ plot_spectrum's dispatch
def test_a_summary_with_only_a_kernel_or_only_a_spectrum_attribute_is_a_summary():
    # docstring: "a chain with ``kernel`` and ``spectrum`` attributes" has its eigenvalues
    # computed; a summary (lambda_star, spectral_gap) carrying one of them is still a summary
    K = exact.glauber_kernel(make_model("independent", q=2, n=2, seed=0))
    for extra in ({"kernel": K}, {"spectrum": np.array([1.0, 0.5])}):
        s = SimpleNamespace(lambda_star=0.6, spectral_gap=0.4, lambda_2=0.6, **extra)
        ax = plot.plot_spectrum(s)
        labels = _labels(ax)
        assert not any("eigenvalues" in t for t in labels), labels
        assert any("lambda_* = 0.6" in t for t in labels) and any("lambda_2 = 0.6" in t for t in labels)
        plot.pyplot().close("all")


def test_a_chain_with_both_attributes_draws_its_eigenvalues():
    # independent sites, q = 2, n = 2, random scan: eigenvalues 1, 1/2, 1/2, 0 (LPW 12.4)
    m = make_model("independent", q=2, n=2, seed=0)
    chain = SimpleNamespace(kernel=exact.glauber_kernel(m), spectrum=SimpleNamespace(lambda_star=0.5,
                                                                                     spectral_gap=0.5))
    ax = plot.plot_spectrum(chain)
    pts = next(ln for ln in ax.lines if "eigenvalues" in ln.get_label())
    np.testing.assert_allclose(np.sort(pts.get_xdata()), [0.0, 0.5, 0.5, 1.0], atol=1e-12)
    plot.pyplot().close("all")


# ------------------------------------------------------------------ plot_phase's T_c band
def _phase(tc, se):
    T = np.array([0.8, 1.0, 1.2])
    data = SimpleNamespace(temperatures=T, n_values=np.array([4, 8]), binder=np.array([[0.6, 0.4, 0.2],
                                                                                      [0.65, 0.4, 0.1]]))
    verdict = SimpleNamespace(critical_temperature=tc, critical_temperature_stderr=se, verdict="transition",
                              peak_temperatures=[1.0], peak_heights=[2.0])
    return plot.plot_phase(data, verdict=verdict)


def test_band_of_a_positive_error_spans_tc_plus_minus_se():
    ax = _phase(1.0, 0.05)
    assert len(ax.patches) == 1
    band = ax.patches[0]  # axvspan: a Rectangle in data x, axes y
    x0, x1 = band.get_x(), band.get_x() + band.get_width()
    assert x0 == pytest.approx(0.95, abs=1e-12) and x1 == pytest.approx(1.05, abs=1e-12)
    assert r"$T_c = 1 \pm 0.05$" in _labels(ax)
    plot.pyplot().close("all")


@pytest.mark.parametrize("se", [0.0, math.nan])
def test_no_band_for_a_zero_or_unknown_error(se):
    ax = _phase(1.0, se)
    assert len(ax.patches) == 0
    assert any(t.startswith("$T_c = 1") for t in _labels(ax))
    assert (r"\pm" in next(t for t in _labels(ax) if t.startswith("$T_c"))) == math.isfinite(se)
    plot.pyplot().close("all")


def test_no_line_for_an_unknown_tc():
    ax = _phase(math.nan, 0.05)
    assert len(ax.patches) == 0 and not any(t.startswith("$T_c") for t in _labels(ax))
    plot.pyplot().close("all")


# ------------------------------------------------------------------ fit_to_content, closed form
@pytest.mark.parametrize("pad", [0.0, 0.1])
def test_fitted_x_limits_touch_the_marker_edges(pad):
    # two markers at x = -1, 1 of size s = 3600 pt^2: radius sqrt(s)/2 = 30 pt = 30 dpi/72 px
    # (matplotlib: a marker's size is its diameter squared in points; 72 points per inch).
    # At the fixed point the limits are (-a, a) with a = (1 + 2 pad)(1 + 2 a r / W), W the axes
    # width in pixels: a = (1 + 2 pad) / (1 - 2 (1 + 2 pad) r / W)
    fig, ax = plot.pyplot().subplots(figsize=(6.0, 3.0), dpi=100)
    ax.scatter([-1.0, 1.0], [0.0, 0.0], s=3600)
    ax.set_axis_off()
    plot.fit_to_content(ax, pad=pad)
    fig.canvas.draw()
    W = ax.get_window_extent().width
    r = 30.0 * fig.dpi / 72.0
    a = (1 + 2 * pad) / (1 - 2 * (1 + 2 * pad) * r / W)
    x0, x1 = ax.get_xlim()
    assert x1 == pytest.approx(a, rel=2e-5) and x0 == pytest.approx(-a, rel=2e-5)
    plot.pyplot().close(fig)

"""Coverage-driven tests of toolkit/plot.py (issue 30, branch cov5h2): lambda_* of a single
eigenvalue, a 2-d or empty eigenvalue array refused, a list of eigenvalues drawn without a
lambda_* circle, the |log R| of a sampled rectangle table, a vector observable refused by
plot_trace, error bars of sampled phase data, and fit_to_content on an empty axis; each
against the docstring or a hand-computed value."""

from __future__ import annotations

import numpy as np
import pytest

plt = pytest.importorskip("matplotlib.pyplot")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.plot import (  # noqa: E402
    _abs_log_r,
    _lambda_star,
    fit_to_content,
    plot_phase,
    plot_spectrum,
    plot_trace,
)


def test_lambda_star_and_spectrum_arrays():
    assert _lambda_star(np.array([1.0])) == 0.0  # only the unit eigenvalue: nothing else
    assert _lambda_star(np.array([1.0, -0.5, 0.25])) == 0.5  # the largest modulus of the others
    with pytest.raises(InvalidInputError, match=r"`spectrum` must be .*; got an array of shape \(2, 2\)"):
        plot_spectrum(np.eye(2))
    with pytest.raises(InvalidInputError, match=r"got an array of shape \(0,\)"):
        plot_spectrum([])
    ax = plot_spectrum([1.0, 0.5, -0.25j])
    labels = [ln.get_label() for ln in ax.lines]
    # plain eigenvalues: the unit circle and the points, no lambda_* circle (no summary, no kernel)
    assert "unit circle" in labels and "3 eigenvalues" in labels
    assert not any("lambda_*" in lab for lab in labels)
    plt.close(ax.figure)


def test_abs_log_r_of_a_sampled_table():
    class Sampled:
        table = {"log_r": [-2.0, 0.5], "bound": [0.1, 0.2]}

    v, b = _abs_log_r(Sampled())
    assert v.tolist() == [2.0, 0.5] and b.tolist() == [0.1, 0.2]

    class NoBound:
        table = {"log_r": [-1.0]}

    assert _abs_log_r(NoBound())[1].tolist() == []


def test_plot_trace_refuses_a_vector_observable():
    from toolkit.models import potts
    from toolkit.sampling import run_chains

    run = run_chains(potts(3, 3, 0.5), n_chains=2, n_steps=3, progress=False, rng=0,
                     observables={"v": lambda x: x[:, :2].astype(float)})
    with pytest.raises(InvalidInputError, match=r"observable 'v' is a vector \(shape \(2, 4, 2\)\)"):
        plot_trace(run)


def test_plot_phase_error_bars_for_sampled_data():
    from matplotlib.container import ErrorbarContainer

    from toolkit.finite_size import ScalingData

    T = [0.5, 1.0, 2.0]
    err = np.array([[0.01, 0.02, 0.01], [0.0, 0.0, 0.0]])  # size 4 sampled, size 8 exact
    d = ScalingData(T, [4, 8], binder=np.full((2, 3), 0.3), susceptibility=np.ones((2, 3)), binder_err=err)
    ax = plot_phase(d)
    bars = [c for c in ax.containers if isinstance(c, ErrorbarContainer)]
    assert len(bars) == 1  # error bars only where the error is positive
    plt.close(ax.figure)


def test_fit_to_content_of_an_empty_axis_keeps_its_limits():
    fig, ax = plt.subplots()
    ax.set_xlim(2, 3)
    ax.set_ylim(5, 6)
    assert fit_to_content(ax) is ax and ax.get_xlim() == (2, 3) and ax.get_ylim() == (5, 6)
    assert fit_to_content(ax, resize=True) is ax and ax.get_ylim() == (5, 6)
    plt.close(fig)

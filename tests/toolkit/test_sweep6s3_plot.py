"""Contract sweep s3 (issue 30): toolkit.plot promises left unpinned: t_mix marked at the first
d(t) <= eps (inclusive) of an array, zeros left off the log scale, lambda_* of a kernel's
eigenvalues (the one closest to 1 removed, clipped at 1), the max_states edge, the trace's mean
over all chains and the chains guard, the font constants."""

import matplotlib

matplotlib.use("Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from toolkit import plot as pl  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402


def test_constants():
    assert (pl.FONT, pl.SMALL, pl.MAX_WIDTH_IN) == (10.0, 9.0, 8.8)


def test_tv_curve_marks_the_first_time_at_or_below_eps():
    d = np.array([1.0, 0.5, 0.25, 0.1, 0.0])
    ax = pl.plot_tv_curve(d, eps=0.25)
    x, y = ax.lines[0].get_data()
    assert x.tolist() == [0, 1, 2, 3] and y.tolist() == [1.0, 0.5, 0.25, 0.1]   # the zero is left off
    labels = [line.get_label() for line in ax.lines]
    assert r"$t_{\mathrm{mix}} = 2$" in labels and r"$\varepsilon = 0.25$" in labels
    assert ax.get_yscale() == "log"
    ax2 = pl.plot_tv_curve(np.array([1.0, 0.9]), eps=0.25)
    assert not any("t_{" in line.get_label() for line in ax2.lines)
    pl.pyplot().close("all")


def test_lambda_star_of_eigenvalues():
    assert pl._lambda_star(np.array([1.0, 0.5, -0.75, 0.2])) == 0.75
    assert pl._lambda_star(np.array([0.999999, 1.2, 0.5])) == 1.0      # 1.2 kept, clipped at 1
    assert pl._lambda_star(np.array([1.0])) == 0.0
    assert pl._lambda_star(np.array([0.3 + 0.4j, 1.0, 0.1])) == pytest.approx(0.5)


def test_dense_eigenvalue_guard_at_max_states():
    class K:
        n_states = 3

        def dense(self):
            return np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])

    vals = np.sort(pl._dense_eigenvalues(K(), 3, "kernel").real)
    assert vals == pytest.approx([0.0, 0.5, 1.0], abs=1e-12)
    with pytest.raises(InvalidInputError, match="above `max_states`=2"):
        pl._dense_eigenvalues(K(), 2, "kernel")


def test_trace_mean_over_every_chain_and_the_chains_guard():
    v = np.arange(12, dtype=float).reshape(4, 3)     # 4 chains, 3 draws
    ax = pl.plot_trace(v, max_chains=2)
    assert len(ax.lines) == 3                          # two chains drawn, then the mean
    assert ax.lines[-1].get_ydata().tolist() == [4.5, 5.5, 6.5]
    assert ax.lines[-1].get_label() == "mean over 4 chains"
    assert ax.lines[1].get_ydata().tolist() == [3.0, 4.0, 5.0]
    ax = pl.plot_trace(v, chains=[3])
    assert ax.lines[0].get_ydata().tolist() == [9.0, 10.0, 11.0]
    with pytest.raises(InvalidInputError, match=r"`chains` must be indices in 0..3; got \[4\]"):
        pl.plot_trace(v, chains=[4])
    pl.pyplot().close("all")

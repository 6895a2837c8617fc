"""toolkit.phase: the finite-size verdict on inputs with a known answer, the exact
susceptibility against a closed form for Curie-Weiss, and the resumable sweep-based grid.

Closed form (computed here, independently of the kernel, the stationary solver and the
store): Curie-Weiss with coupling ``beta`` has ``pi_T(x) ∝ exp(beta/(n T) sum_{i<j} s_i s_j)``
and ``sum_{i<j} s_i s_j = ((n - 2k)^2 - n) / 2`` when ``k`` sites hold token 0, so the law
of ``k`` is ``C(n, k) exp(beta ((n - 2k)^2 - n) / (2 n T))`` normalized, and the majority
fraction is ``max(k, n - k) / n``. Tolerance 1e-9 relative: the stationary law is solved
to a residual near 1e-12 and the store keeps doubles through JSON (repr round-trips).
"""

from __future__ import annotations

import math
import sqlite3

import numpy as np
import pytest

from toolkit.app.phase import exact_phase_grid
from toolkit.exceptions import InvalidInputError
from toolkit.phase import (
    finite_size_analysis,
    majority_fraction,
    plot_heat_map,
    plot_susceptibility,
    sampled_phase_grid,
)

TEMPS = np.geomspace(0.5, 2.0, 9)
NS = np.array([4, 8, 16, 32])


# --------------------------------------------------------------------------- known answers
def synthetic(kind: str):
    """chi and <m> on (n, T) with a known scaling.

    transition: chi = n^a * bump(log T), peak height ~ n (a = 1) at T = 1, and a sigmoid
    <m> whose width shrinks like 1/n, so the steepest slope grows ~ n.
    crossover: chi = bump / n (peak ~ 1/n) and one fixed sigmoid for every n (slope fixed).
    """
    x = np.log(TEMPS)
    bump = np.exp(-(x / 0.4) ** 2)
    if kind == "transition":
        chi = NS[:, None] * bump[None, :]
        m = 1.0 / (1.0 + np.exp(NS[:, None] * x[None, :]))
    else:
        chi = bump[None, :] / NS[:, None]
        m = np.repeat((1.0 / (1.0 + np.exp(3 * x)))[None, :], NS.size, axis=0)
    return chi, m


def test_growing_peaks_and_steepening_slopes_give_transition():
    chi, m = synthetic("transition")
    a = finite_size_analysis(TEMPS, NS, chi, m)
    assert a.verdict == "transition"
    assert a.exponent == pytest.approx(1.0, abs=1e-9) and a.exponent_stderr < 1e-9
    assert a.peak_grows and a.slope_steepens and not a.peak_shrinks
    # the peak sits on the grid point T = 1 (the middle of a symmetric log grid)
    np.testing.assert_allclose(a.peak_temperatures, 1.0, rtol=1e-9)
    np.testing.assert_allclose(a.peak_heights, NS, rtol=1e-12)
    assert a.slope_exponent > 0.5
    assert not a.peak_at_edge.any()


def test_peaks_shrinking_like_one_over_n_give_crossover():
    chi, m = synthetic("crossover")
    a = finite_size_analysis(TEMPS, NS, chi, m)
    assert a.verdict == "crossover"
    assert a.exponent == pytest.approx(-1.0, abs=1e-9) and a.exponent < 0
    assert "1/n" in a.reason
    assert a.slope_exponent == pytest.approx(0.0, abs=1e-9)
    np.testing.assert_allclose(a.slopes, a.slopes[0], rtol=1e-12)
    d = a.to_dict()
    assert d["verdict"] == "crossover" and len(d["peak_heights"]) == NS.size


def test_peak_location_refined_between_grid_points():
    """A parabola in log T with its vertex off the grid: the refinement finds the vertex."""
    x = np.log(TEMPS)
    x0 = 0.5 * (x[4] + x[5]) + 0.01
    chi = np.repeat((3.0 - (x - x0) ** 2)[None, :], 2, axis=0) * np.array([[1.0], [2.0]])
    m = np.repeat(np.linspace(1, 0, TEMPS.size)[None, :], 2, axis=0)
    a = finite_size_analysis(TEMPS, [2, 4], chi, m)
    np.testing.assert_allclose(a.peak_temperatures, math.exp(x0), rtol=1e-9)


def test_mixed_evidence_is_inconclusive_and_edges_are_flagged():
    chi, _ = synthetic("transition")
    m = np.repeat(np.linspace(1, 0, TEMPS.size)[None, :], NS.size, axis=0)  # the same slope for every n
    a = finite_size_analysis(TEMPS, NS, chi, m)
    assert a.verdict == "inconclusive" and "does not steepen" in a.reason
    mono = np.repeat(TEMPS[None, :], NS.size, axis=0) * NS[:, None]  # increasing in T: peak at the edge
    e = finite_size_analysis(TEMPS, NS, mono, m)
    assert e.peak_at_edge.all() and "grid edge" in e.reason


def test_finite_size_analysis_rejects_bad_input():
    chi, m = synthetic("transition")
    with pytest.raises(InvalidInputError, match="temperatures"):
        finite_size_analysis(TEMPS[::-1], NS, chi, m)
    with pytest.raises(InvalidInputError, match="n_values"):
        finite_size_analysis(TEMPS, [4], chi[:1], m[:1])
    with pytest.raises(InvalidInputError, match="susceptibility"):
        finite_size_analysis(TEMPS, NS, chi[:, :3], m)


# --------------------------------------------------------------------------- exact grid
def curie_weiss_closed_form(n: int, T: float, beta: float = 1.0) -> tuple[float, float]:
    """(<m_max>, n Var(m_max)) under pi_T, by summing over the number k of token-0 sites."""
    k = np.arange(n + 1)
    logw = np.array([math.lgamma(n + 1) - math.lgamma(j + 1) - math.lgamma(n - j + 1) for j in k])
    logw += beta * ((n - 2 * k) ** 2 - n) / (2 * n * T)
    w = np.exp(logw - logw.max())
    w /= w.sum()
    m = np.maximum(k, n - k) / n
    mean = float(w @ m)
    return mean, n * float(w @ (m - mean) ** 2)


def test_majority_fraction():
    x = np.array([[0, 0, 1], [2, 1, 0], [1, 1, 1]])
    np.testing.assert_allclose(majority_fraction(x, 3), [2 / 3, 1 / 3, 1.0])


def test_exact_grid_matches_the_closed_form_and_the_kernel(tmp_path):
    from exact import glauber_kernel
    from exact.mixing import mixing_time
    from toolkit.models import curie_weiss

    ns, ts = [2, 3, 5], [0.6, 1.0, 1.7]
    g = exact_phase_grid(tmp_path / "cw.sqlite", n_values=ns, temperatures=ts)
    assert g.susceptibility.shape == g.mixing.shape == (3, 3) and g.method == "exact"
    for i, n in enumerate(ns):
        for j, T in enumerate(ts):
            mean, chi = curie_weiss_closed_form(n, T)
            assert g.order_mean[i, j] == pytest.approx(mean, rel=1e-9)
            assert g.susceptibility[i, j] == pytest.approx(chi, rel=1e-9)
            # the cell (n, T) holds that chain's own t_mix (the store rows are placed right)
            assert g.mixing[i, j] == mixing_time(glauber_kernel(curie_weiss(n, 1.0), temperature=T)).t_mix
    # mixing slows down as T falls, at every n
    assert (np.diff(g.mixing, axis=1) <= 0).all()


def test_exact_grid_is_resumable(tmp_path):
    store = tmp_path / "grid.sqlite"
    part = exact_phase_grid(store, n_values=[2, 3], temperatures=[0.7, 1.4])
    assert (part.n_computed, part.n_reused) == (4, 0)
    full = exact_phase_grid(store, n_values=[2, 3, 4], temperatures=[0.7, 1.4])
    assert (full.n_computed, full.n_reused) == (2, 4)
    again = exact_phase_grid(store, n_values=[2, 3, 4], temperatures=[0.7, 1.4])
    assert (again.n_computed, again.n_reused) == (0, 6)
    fresh = exact_phase_grid(tmp_path / "fresh.sqlite", n_values=[2, 3, 4], temperatures=[0.7, 1.4])
    for a in (full, again):
        np.testing.assert_array_equal(a.mixing, fresh.mixing)
        np.testing.assert_array_equal(a.susceptibility, fresh.susceptibility)
    np.testing.assert_array_equal(part.susceptibility, fresh.susceptibility[:2])
    with sqlite3.connect(store) as con:  # every task stored exactly once
        assert con.execute("SELECT count(*), count(DISTINCT key) FROM results").fetchone() == (6, 6)


def test_exact_grid_rejects_bad_input(tmp_path):
    with pytest.raises(InvalidInputError, match="temperature"):
        exact_phase_grid(tmp_path / "x.sqlite", n_values=[2], temperatures=[])
    bad = tmp_path / "not_a_store.sqlite"
    bad.write_text("hello")
    with pytest.raises(InvalidInputError, match="not a glauber results store"):
        exact_phase_grid(bad, n_values=[2], temperatures=[1.0])


def test_figures(tmp_path):
    import matplotlib.pyplot as plt

    g = exact_phase_grid(tmp_path / "f.sqlite", n_values=[2, 3, 4], temperatures=[0.6, 1.0, 1.7])
    for name, fig in [("heat", plot_heat_map(g)), ("chi", plot_heat_map(g, quantity="susceptibility")),
                      ("curves", plot_susceptibility(g))]:
        fig.savefig(tmp_path / f"{name}.png")
        plt.close(fig)
        assert (tmp_path / f"{name}.png").stat().st_size > 1000
    with pytest.raises(InvalidInputError, match="quantity"):
        plot_heat_map(g, quantity="nope")


# --------------------------------------------------------------------------- sampled (tiny-en)
@pytest.mark.mlm
def test_sampled_grid_on_tiny_en_is_seeded_and_well_formed():
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    kw = dict(n_values=[2, 3], temperatures=[0.3, 1.5], n_chains=8, n_sweeps=6, burn_in_sweeps=2, n_groups=2)
    a = sampled_phase_grid(rng=5, **kw)
    b = sampled_phase_grid(rng=5, **kw)
    assert a.susceptibility.shape == a.mixing.shape == a.order_mean.shape == (2, 2)
    np.testing.assert_array_equal(a.susceptibility, b.susceptibility)
    np.testing.assert_array_equal(a.mixing, b.mixing)
    assert ((a.order_mean >= 0) & (a.order_mean <= 1)).all()
    assert (a.susceptibility >= 0).all() and (a.susceptibility_stderr >= 0).all()
    # the order parameter is the overlap with the chains' start x*: higher at low T
    assert (a.order_mean[:, 0] > a.order_mean[:, 1]).all()
    assert (a.mixing[:, 0] >= a.mixing[:, 1]).all()
    assert a.finite_size().verdict in ("transition", "crossover", "inconclusive")

"""toolkit.phase: PhaseGrid's verdict is fss_verdict's, the exact
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
    PhaseGrid,
    majority_fraction,
    plot_heat_map,
    plot_susceptibility,
    sampled_phase_grid,
)


# --------------------------------------------------------------------------- the one verdict
def _synthetic_grid(binder=True):
    """Mean-field-like curves ``U = u((T - 1) sqrt(n))``, ``chi = sqrt(n) / (1 + x^2)``: a
    transition at ``T_c = 1`` (the worked example of toolkit.finite_size)."""
    T = np.linspace(0.6, 1.4, 17)
    ns = np.array([16, 64, 256, 1024])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(ns[:, None]) / (1 + x**2)
    shape = U.shape
    return PhaseGrid(label="synthetic", method="exact", temperatures=T, n_values=ns, mixing=np.ones(shape),
                     mixing_label="t", susceptibility=chi, susceptibility_stderr=np.zeros(shape),
                     order_mean=np.zeros(shape), order_label="m", mixing_resolved=np.ones(shape, bool),
                     binder=U if binder else None)


def test_phase_grid_verdict_is_fss_verdict():
    from toolkit.finite_size import fss_verdict

    g = _synthetic_grid()
    v = g.finite_size()
    assert v.verdict == "transition" and v.critical_temperature == pytest.approx(1.0, abs=0.01)
    ref = fss_verdict(g.scaling_data())
    assert (ref.verdict, ref.critical_temperature, ref.reasons) == (v.verdict, v.critical_temperature, v.reasons)
    with pytest.raises(InvalidInputError, match="no Binder cumulant"):
        _synthetic_grid(binder=False).finite_size()


# --------------------------------------------------------------------------- exact grid
def curie_weiss_closed_form(n: int, T: float, beta: float = 1.0) -> tuple[float, float, float]:
    """(<m_max>, n Var(m_max), Binder U of s = 1 - 2k/n) under pi_T, by summing over the
    number k of token-0 sites."""
    k = np.arange(n + 1)
    logw = np.array([math.lgamma(n + 1) - math.lgamma(j + 1) - math.lgamma(n - j + 1) for j in k])
    logw += beta * ((n - 2 * k) ** 2 - n) / (2 * n * T)
    w = np.exp(logw - logw.max())
    w /= w.sum()
    m = np.maximum(k, n - k) / n
    mean = float(w @ m)
    s = 1.0 - 2.0 * k / n
    U = 1.0 - float(w @ s**4) / (3.0 * float(w @ s**2) ** 2)
    return mean, n * float(w @ (m - mean) ** 2), U


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
            mean, chi, U = curie_weiss_closed_form(n, T)
            assert g.order_mean[i, j] == pytest.approx(mean, rel=1e-9)
            assert g.binder[i, j] == pytest.approx(U, rel=1e-9, abs=1e-12)
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
    kw = dict(n_values=[2, 3], temperatures=[0.3, 0.8, 1.5], n_chains=8, n_sweeps=6, burn_in_sweeps=2, n_groups=2)
    a = sampled_phase_grid(rng=5, **kw)
    b = sampled_phase_grid(rng=5, **kw)
    assert a.susceptibility.shape == a.mixing.shape == a.order_mean.shape == (2, 3)
    np.testing.assert_array_equal(a.susceptibility, b.susceptibility)
    np.testing.assert_array_equal(a.mixing, b.mixing)
    assert ((a.order_mean >= 0) & (a.order_mean <= 1)).all()
    assert (a.susceptibility >= 0).all() and (a.susceptibility_stderr >= 0).all()
    # the order parameter is the overlap with the chains' start x*: higher at low T
    assert (a.order_mean[:, 0] > a.order_mean[:, -1]).all()
    assert (a.mixing[:, 0] >= a.mixing[:, -1]).all()
    assert a.binder.shape == (2, 3) and np.isfinite(a.binder).all()
    assert a.finite_size().verdict == "inconclusive"  # two sizes: too narrow a range


def test_scaling_data_leaves_out_unresolved_mixing_values():
    """A mixing value that is only a lower bound (mixing_resolved False: some chains never
    escaped) is not a relaxation time: the finite-size data carry NaN there, the value elsewhere."""
    from toolkit.phase import PhaseGrid

    z = np.zeros((2, 3))
    mixing = np.array([[10.0, 20.0, 25.0], [30.0, 40.0, 45.0]])
    resolved = np.array([[True, False, True], [True, True, False]])
    g = PhaseGrid(label="hand", method="sampled", temperatures=np.array([0.5, 1.0, 2.0]), n_values=np.array([4, 8]),
                  mixing=mixing, mixing_label="escape", susceptibility=z + 1.0, susceptibility_stderr=z + 0.1,
                  order_mean=z + 0.5, order_label="m", mixing_resolved=resolved, binder=z + 0.3, binder_err=z + 0.01)
    rel = np.asarray(g.scaling_data().relaxation)
    assert np.isnan(rel[~resolved]).all()
    np.testing.assert_array_equal(rel[resolved], mixing[resolved])

"""cmp14c: boundary and call survivors of the automut sweep (compare, call), package ``toolkit``.

Each test sits at the boundary the mutant moves and says, from the docstring, the documented
contract or the mathematics, which side the equality belongs to.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app import mixing_truth
from toolkit.app.commands._common import needs_length, parse_free
from toolkit.app.commands.sample import _ess
from toolkit.app.testing import _worst
from toolkit.exceptions import InvalidInputError, InvalidTypeError
from toolkit.plot import _readable, plot_spectrum, pyplot
from toolkit.theory import reversible_upper_bound


# ------------------------------------------------------------------ toolkit.plot
def test_readable_never_shrinks_tick_labels_at_the_floor():
    # cmp14c.plot.tick_floor_inclusive: _readable raises texts *under* min_font to it; a set of
    # tick labels whose smallest is exactly min_font is left as drawn (a 12 pt label stays 12 pt).
    plt = pyplot()
    fig, ax = plt.subplots()
    ax.plot([0, 1], [0, 1])
    ax.tick_params(axis="x", labelsize=12)
    labels = ax.xaxis.get_ticklabels()
    labels[0].set_fontsize(9)
    _readable(fig, 9, None)
    sizes = [t.get_fontsize() for t in ax.xaxis.get_ticklabels()]
    plt.close(fig)
    assert sizes[0] == 9 and set(sizes[1:]) == {12}


def test_plot_spectrum_refuses_a_summary_without_a_gap():
    # cmp14c.plot.summary_any: a summary needs both lambda_star and spectral_gap (error message:
    # "a SpectralSummary (lambda_star, spectral_gap)"); lambda_star alone is not one.
    with pytest.raises(InvalidTypeError, match="`summary` must be a SpectralSummary"):
        plot_spectrum(np.array([1.0, 0.5]), summary=SimpleNamespace(lambda_star=0.5))


# ------------------------------------------------------------------ toolkit.theory
def test_reversible_upper_bound_accepts_log_pi_min_at_the_round_off_allowance():
    # cmp14c.theory.log_pi_min_tolerance: log pi_min up to 1e-12 (round-off of a one-state law)
    # is accepted, the allowance included; the bound is t_rel (ln(1/eps) - log pi_min).
    assert reversible_upper_bound(2.0, 1e-12, 0.25) == pytest.approx(2.0 * (math.log(4.0) - 1e-12), rel=1e-15)
    with pytest.raises(InvalidInputError, match="`log_pi_min` must be <= 0"):
        reversible_upper_bound(2.0, 2e-12, 0.25)


# ------------------------------------------------------------------ toolkit.app.mixing_truth
def test_visible_temperature_counts_b_n_equal_to_visible_as_visible(monkeypatch):
    # cmp14c.mixing_truth.visible_strict: a barrier counts as visible when B(T) n_max is *at
    # least* VISIBLE (module constant). With T_s = 1 and B(T) = 0.5 below T = 0.75, 0 above,
    # n_max = 8 gives B n_max = 4 = VISIBLE exactly below 0.75: T_vis is 0.75 (the bisection's
    # limit), not the floor T_s / 2 that "nothing visible" returns.
    assert mixing_truth.VISIBLE == 4.0
    monkeypatch.setattr(mixing_truth, "spinodal_temperature", lambda family, **kw: 1.0)
    monkeypatch.setattr(mixing_truth, "mean_field_barrier", lambda family, T, beta=1.0, **kw: 0.5 if T < 0.75 else 0.0)
    assert mixing_truth.visible_temperature("curie-weiss", 8) == pytest.approx(0.75, abs=1e-9)
    assert mixing_truth.visible_temperature("curie-weiss", 7) == 0.5       # 3.5 < 4: nothing visible


def test_curie_weiss_spinodal_zero_when_tangency_at_the_bracket_floor():
    # cmp14c.mixing_truth.spinodal_floor: T_s solves |field| = beta m_s - T atanh(m_s),
    # m_s = sqrt(1 - T/beta) (docstring), on the bracket [1e-9 beta, beta]; a field whose
    # tangency falls at or below the floor T = 1e-9 beta gives T_s = 0 (no metastable well in
    # the bracket). At the floor exactly:
    beta = 1.0
    T = 1e-9 * beta
    m = math.sqrt(1.0 - T / beta)
    h = beta * m - T * math.atanh(m)
    assert mixing_truth.curie_weiss_spinodal(beta, h) == 0.0
    assert mixing_truth.curie_weiss_spinodal(beta, 0.99 * h) > T


# ------------------------------------------------------------------ toolkit.app.commands
def test_needs_length_of_a_free_spec_with_one_range():
    # cmp14c.common.needs_length_all: a --free spec needs the text's length when *any* item is
    # a range or a negative position (parse_free: a slice), not only when all are.
    assert needs_length(parse_free("0,-1")) is True
    assert needs_length(parse_free("0,2:")) is True
    assert needs_length(parse_free("0,2")) is False
    assert needs_length("all") is False


def test_ess_is_none_for_a_zero_autocorrelation_time():
    # cmp14c.sample.ess_iat_zero: the effective sample size n / tau needs tau > 0; an IAT of 0
    # (not an autocorrelation time) gives no ESS, not a division by zero.
    def summary(iat):
        return {"mean x": SimpleNamespace(estimate=SimpleNamespace(n_samples=100)),
                "iat x": SimpleNamespace(estimate=SimpleNamespace(value=iat))}

    assert _ess(summary(0.0), "x") is None
    assert _ess(summary(2.0), "x") == 50.0


def test_curie_weiss_barrier_is_zero_at_the_critical_point():
    # cmp14c.mixing_truth.flat_minimum: at T = beta and zero field the Curie-Weiss profile
    # phi(m) = -m^2/2 - s(m) (s the binary entropy) has phi''(0) = -1 + 1 = 0 and phi'''' > 0: one
    # quartic well, so B = 0 (docstring: "0 with a single well"), although the sampled profile
    # is flat to round-off over ~70 grid points around m = 0 (a flat run is one minimum).
    for beta in (0.5, 1.0, 2.0):
        assert mixing_truth.mean_field_barrier("curie-weiss", beta, beta) == 0.0
    assert mixing_truth.mean_field_barrier("curie-weiss", 0.9, 1.0) > 1e-4   # below T_c: two wells


# ------------------------------------------------------------------ toolkit.app.report.reference
def test_reference_figure_draws_the_profiles_floored_only_at_zero(monkeypatch):
    # cmp14c.report_reference.floor_{closed_form,engine}: the figure draws d(t) and the closed form
    # on a log axis; a value is drawn as itself, only an exact 0 is lifted to the 1e-300 floor
    # (max(d, 1e-300)), so the curves are the data (two-state: d(t) = 1/2 |1 - p - r|^t with
    # p = r = 1/4, i.e. 1/2, 1/4, 1/8; the engine reaching 0 at t = 2 is drawn at 1e-300).
    from toolkit.app.report import reference

    figs = []
    monkeypatch.setattr(reference, "save", lambda fig, out_dir, name: figs.append(fig) or name)
    d_ref = np.array([0.5, 0.25, 0.125])
    d = np.array([0.5, 0.25, 0.0])
    assert reference._reference_figure("unused", {"two_state_profiles": {"p=r=1/4": (d, d_ref)},
                                                  "hypercube_profiles": {4: (d_ref, d_ref)}}) == "reference.png"
    ax0, ax1 = figs[0].axes
    np.testing.assert_array_equal(ax0.lines[0].get_ydata(), d_ref)
    np.testing.assert_array_equal(ax0.lines[1].get_ydata(), [0.5, 0.25, 1e-300])
    np.testing.assert_array_equal(ax1.lines[0].get_ydata(), d_ref)
    pyplot().close(figs[0])


# ------------------------------------------------------------------ toolkit.app.testing
def test_worst_cells_put_an_impossible_draw_first():
    # cmp14c.testing.impossible_not_infinite: a drawn state of probability 0 (E = 0) deviates
    # infinitely (docstring of _worst), ahead of a possible state however unlikely: here state 1
    # has probability 1e-310 (E = 1e-308, drawn twice: a deviation of about 2e150, finite).
    # q = 2, n = 2, one start (state 3), 100 draws; one cell shown.
    counts = np.array([[1, 2, 50, 47]])
    rows = np.array([[0.0, 1e-310, 0.5, 0.5]])
    out = _worst(np.array([3]), counts, rows, np.array([0.0]), np.array([0.0]), np.array([0.5]), 2, 2, None, cells=1)
    assert out[0]["cells"] == [{"state": "0 0", "observed": 1, "expected": 0.0}]

"""Issue 24 (2026-12-07): the coupled pairs' own cap and the top pair's envelope.

- ``toolkit.dynamics.dynamic_point(..., coupling_extend=...)``: coupled pairs not met by
  ``extend * coupling_sweeps`` sweeps run on to ``coupling_extend * coupling_sweeps``, on the same
  grid of times (``toolkit.bounds.mixing_bounds(grid_steps=...)``), so a point whose pairs met is
  unchanged;
- ``toolkit.growth.growth_verdict(..., envelope=True)``: the top pair's upper-end slope is taken
  from the larger of the two upper ends below the top size.
"""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.old_thresholds import at_old
from toolkit import growth
from toolkit.bounds import _grid, mixing_bounds
from toolkit.dynamics import dynamic_point
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites

# ---------------------------------------------------------------------- the grid of times


def test_grid_continues_the_base_grid_with_its_ratio():
    base = _grid(25600, 48)
    longer = _grid(102400, 48, grid_steps=25600)
    assert longer[: base.size].tolist() == base.tolist()  # the times up to the old cap are the old ones
    assert longer[-1] == 102400 and longer[base.size - 1] == 25600
    ratio = 25600 ** (1 / 47)
    steps = longer[base.size:] / longer[base.size - 1: -1]
    assert np.all(steps[:-1] == pytest.approx(ratio, rel=1e-3))  # the same ratio past it (the last: the cap)
    assert steps[-1] <= ratio * (1 + 1e-3)
    # no continuation: the grid of max_steps itself
    assert _grid(500, 10, grid_steps=500).tolist() == _grid(500, 10).tolist()
    assert _grid(500, 10, grid_steps=5000).tolist() == _grid(500, 10).tolist()


def test_mixing_bounds_grid_steps_changes_nothing_when_every_pair_met():
    # independent sites: the maximal coupling meets once every differing site is updated
    # (coupon collector, mean n H_n = 14.7 steps for n = 6): all met long before 600 steps
    m = IndependentSites(np.zeros((6, 2)))
    a = mixing_bounds(m, starts="extremes", n_replicates=16, max_steps=600, rng=3)
    b = mixing_bounds(m, starts="extremes", n_replicates=16, max_steps=9600, grid_steps=600, rng=3)
    assert np.isfinite(a.meeting_times).all()
    assert np.array_equal(a.meeting_times, b.meeting_times)
    assert a.t_upper == b.t_upper and math.isfinite(a.t_upper)
    with pytest.raises(InvalidInputError, match="grid_steps"):
        mixing_bounds(m, max_steps=100, grid_steps=0, rng=0)


# ---------------------------------------------------------------------- dynamic_point's cap


def _point(**kw):
    # coupling_sweeps 1 on n = 6 sites: 6 steps, while the coupon collector needs 14.7 on average
    # (P(all 6 sites updated in 6 steps) = 6!/6^6 = 0.015 per replicate): pairs are left apart
    kw = {"coupling_sweeps": 1, **kw}
    return dynamic_point(IndependentSites(np.zeros((6, 2))), 1.0, n_sweeps=4, chains_per_start=4, low_chains=8,
                         n_replicates=12, max_pairs=2, n_random=2, rng=7, **kw)


def test_coupling_extend_gives_an_upper_end_the_base_cap_lacks():
    short = _point()
    longer = _point(coupling_extend=32)
    ups = [t for t in short.timescales if t.kind == "upper"]
    assert ups == [] and any(n.startswith("no upper bound on t_mix") for n in short.notes)
    up = {t.quantity: t.high for t in longer.timescales if t.kind == "upper"}
    assert set(up) == {"t_mix", "t_rel"}
    # sound against the closed form: t_rel = n = 6 (gap 1/n), t_mix >= (t_rel - 1) ln 2
    assert up["t_rel"] >= 6.0 and up["t_mix"] >= 5 * math.log(2)
    assert up["t_mix"] <= 32 * 6  # met within the longer cap
    # the rest of the point (sweeps, basins, lower ends) is the same: the coupling comes last
    lows = lambda p: [str(t) for t in p.timescales if t.kind != "upper"]  # noqa: E731
    assert lows(short) == lows(longer)


def test_coupling_extend_keeps_a_point_whose_pairs_met():
    # 40 sweeps = 240 steps: every pair met (P(tau > 240) < 6 (5/6)^240 = 6e-19 each), so the longer
    # cap changes nothing, the coupling bound included (the same grid of times up to 240)
    a = _point(coupling_sweeps=40)
    b = _point(coupling_sweeps=40, coupling_extend=32)
    assert any(t.kind == "upper" for t in a.timescales)
    assert [str(t) for t in a.timescales] == [str(t) for t in b.timescales]


def test_coupling_extend_default_and_errors():
    a = _point(extend=2)
    b = _point(extend=2, coupling_extend=2)
    assert [str(t) for t in a.timescales] == [str(t) for t in b.timescales]
    with pytest.raises(InvalidInputError, match="coupling_extend"):
        _point(extend=4, coupling_extend=2)
    with pytest.raises(InvalidInputError, match="coupling_extend"):
        _point(coupling_extend=0)


def test_note_names_the_coupling_cap():
    p = _point(coupling_extend=2)
    # 2 x 1 sweeps = 12 steps: some of the 24 pairs still apart (P(tau > 12) >= 0.31 each with 3 or more
    # differing sites)
    notes = [n for n in p.notes if n.startswith("no upper bound")]
    assert notes and "the cap of 2 x 1 sweeps" in notes[0]


def test_real_options_cap_and_the_budgeted_paths(monkeypatch):
    from benchmarks import mixing_real
    from toolkit.app.mixing_diagram import REAL_OPTIONS, REAL_OPTIONS_LIGHT
    from toolkit.app.study import dynamic_options

    assert REAL_OPTIONS["coupling_extend"] == 32 and REAL_OPTIONS["extend"] == 8
    assert REAL_OPTIONS_LIGHT["coupling_extend"] == 32
    # the study and the real models' CPU records keep their budgets: the pairs' cap is the sweeps'
    assert dynamic_options(0)["coupling_extend"] == dynamic_options(0)["extend"] == 1
    seen = {}

    def fake(fam, ns, temps, **kw):
        seen.update(kw["sampled"])
        raise RuntimeError("stop")

    monkeypatch.setattr(mixing_real, "mixing_diagram", fake)
    monkeypatch.setattr(mixing_real, "family", lambda name, device: None)
    with pytest.raises(RuntimeError, match="stop"):
        mixing_real.run_model("sceptr", "cpu", "cpu", "unused", 0, n_values=(2, 4), temperatures=(1.0,), extend=2)
    assert seen["extend"] == seen["coupling_extend"] == 2


# ---------------------------------------------------------------------- the top pair's envelope


def test_envelope_on_a_noisy_middle_upper_end():
    # the light-options Potts chain, seed 16, T = 0.15, slowest windows, t_mix upper ends of
    # mixing-calibration-sampled-slowest (cap 8): 4332, 1388, 9334 at n = 8, 16, 32
    n, lo, hi = [8, 16, 32], [13.1, 28.8, 1.0], [4332.0, 1388.0, 9334.0]
    old = at_old(n, lo, hi, quantity="t_mix", temperature=0.15, envelope=False)
    new = at_old(n, lo, hi, quantity="t_mix", temperature=0.15)
    assert old.verdict == growth.UNDETERMINED
    assert math.log(9334 / 1388) / math.log(2) == pytest.approx(2.749, abs=1e-3)  # > OLD_Z_POLY: the rule before
    assert new.verdict == growth.POLYNOMIAL
    # from the larger upper end below the top size: ln(9334 / 4332) / ln 2 = 1.107
    assert "n^1.11 over its top pair (from the larger upper end at n = 8, 4332 against 1388" in new.reasons[0]
    assert new.thresholds["envelope"] is True and old.thresholds["envelope"] is False


def test_envelope_still_refuses_a_steep_top():
    # the base is the larger upper end below, 100 at n = 8: ln(1000 / 100) / ln 2 = 3.32 > 2.5
    v = at_old([8, 16, 32], [0, 0, 0], [100.0, 10.0, 1000.0])
    assert v.verdict == growth.UNDETERMINED
    assert "n^3.32 over its top pair" in v.reasons[0]
    # and the window's own rise still counts: 1 -> 100 -> 500 rises like n^4.48 over n = 8..32,
    # n^2.32 over the top pair (no jump branch: no lower end at n = 16)
    v = at_old([8, 16, 32], [0, 0, 0], [1.0, 100.0, 500.0])
    assert v.verdict == growth.UNDETERMINED and "n^4.48 over n = 8..32 and n^2.32" in v.reasons[0]


def test_envelope_ties_and_rising_upper_ends_are_the_rule_before():
    v = at_old([8, 16, 32], [0, 0, 0], [50.0, 50.0, 400.0])  # 8x over the top pair: n^3
    assert v.verdict == growth.UNDETERMINED and "from the larger" not in v.reasons[0]


_bracket = st.floats(min_value=1.0, max_value=1e6, allow_nan=False)


@settings(max_examples=200, deadline=None)
@given(st.lists(_bracket, min_size=3, max_size=3), st.lists(st.floats(0.0, 1.0), min_size=3, max_size=3),
       st.lists(st.booleans(), min_size=3, max_size=3))
def test_envelope_only_adds_polynomial_verdicts(hi, frac, cens):
    """Against the rule before: the same verdict, except undetermined -> polynomial and faster ->
    undetermined (both criteria then hold); with upper ends that do not fall below the top
    pair, always the same."""
    n = [8, 16, 32]
    lo = [h * f for h, f in zip(hi, frac, strict=True)]
    a = growth.growth_verdict(n, lo, hi, censored=cens, envelope=False)
    b = growth.growth_verdict(n, lo, hi, censored=cens)
    assert (a.verdict, b.verdict) in {(a.verdict, a.verdict), (growth.UNDETERMINED, growth.POLYNOMIAL),
                                      (growth.FASTER, growth.UNDETERMINED)}
    if hi[1] >= hi[0]:
        assert a.verdict == b.verdict and a.exponent == b.exponent or (
            math.isnan(a.exponent) and math.isnan(b.exponent))
    if b.verdict != a.verdict:  # the envelope decided: the top rises at most (n_K/n_{K-1})^Z_POLY over hi_{K-2}
        assert hi[0] > hi[1] and hi[2] <= hi[0] * 2 ** growth.Z_POLY * (1 + 1e-12)


def test_envelope_can_make_a_faster_verdict_conflicting():
    # lower ends 1, 17, 500 steepen past n^4 (n^4.09, then n^4.88; the faster rule needs 4.75),
    # upper ends 1000, 500, 5000: the rule before refuses polynomial (top pair n^3.32), the
    # envelope allows it (5000 / 1000 = 2^2.32): both criteria hold, so undetermined
    n, lo, hi = [8, 16, 32], [1.0, 17.0, 500.0], [1000.0, 500.0, 5000.0]
    assert at_old(n, lo, hi, envelope=False).verdict == growth.FASTER
    v = at_old(n, lo, hi)
    assert v.verdict == growth.UNDETERMINED and v.reasons[0] == "conflicting: both criteria hold"


def test_diagram_verdicts_pass_the_envelope_switch(monkeypatch):
    from toolkit.app import mixing_diagram as md

    d = md.mixing_diagram(md.window_family("masked-independent", {"q": 3, "length": 8, "seed": 0}), [2, 4, 8], [1.0])
    seen = []
    orig = md.growth_verdict

    def spy(*a, **kw):
        seen.append(kw["envelope"])
        return orig(*a, **kw)

    monkeypatch.setattr(md, "growth_verdict", spy)
    md.diagram_verdicts(d.n_values, d.temperatures, d.cells, envelope=False)
    assert seen and not any(seen)
    seen.clear()
    md.diagram_verdicts(d.n_values, d.temperatures, d.cells)
    assert seen and all(seen)

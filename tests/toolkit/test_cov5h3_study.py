"""Coverage-driven pins of :mod:`toolkit.app.study` (issue 30, branch cov5h3): the planner's
cut-and-give-back branches, the input checks of ``study`` and the sections that skip on a
one-site / toy model. Costs come from :func:`dynamic_cell_cost` (pinned by its doctest); the
plans are worked by hand from those costs following ``plan_dynamic``'s documented order."""

import numpy as np
import pytest

from toolkit.app.study import budget_line, plan_dynamic, study
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts

# q = 20 windows of n >= 4 sites are sampled (20**4 > 65536 states): a cell costs n * a_k seconds at
# per_call 0.01, per_row 0.001, with a_k = 9.245, 5.805, 2.93, 1.902, 1.093 at runs k = 0..4
# (dynamic_cell_cost(20, 4, ...) = 36.98, 23.22, 11.72, 7.608, 4.372); n = 2, 3 are enumerated:
# 0.05 and 1.39 s at any k.


def test_plan_drops_to_two_sizes_and_gives_runs_back():
    # n 2, 4, 8 at one T, 10 s: k = 2 costs 35.21 (3 sizes = WINDOW: none dropped), k = 3 22.874,
    # k = 4 13.166, one T already, so n = 8 goes: 0.05 + 4.372 = 4.422 fits. Give back: n = 8 again
    # 13.166 > 10 no; runs k = 3: 0.05 + 7.608 = 7.658 fits; k = 2: 11.77 > 10 no.
    p = plan_dynamic(20, [2, 4, 8], [1.0], 10.0, 0.01, 0.001)
    assert p.n_values == (2, 4) and p.temperatures == (1.0,)
    assert p.options["n_sweeps"] == 6 and p.options["coupling_sweeps"] == 20
    assert p.seconds == pytest.approx(7.658, abs=1e-9)
    assert p.cut == ("n = 8", "runs of 6 sweeps and 20 coupled sweeps (30 and 100 with more time)")


def test_plan_gives_back_two_sizes():
    # n 4..8 (sum 30), T 0.5, 1, 2, 4, 30 s: at k = 2 (2.93/unit) n = 8, 7 go (n 4, 5, 6: 15 units, 4 T:
    # 175.8), T 2 then T 1 go (87.9), k = 3 57.06, k = 4 32.79 > 30, T 4 goes: 16.395 fits.
    # Give back: n = 7 (22 units: 24.046) fits, n = 8 (32.79) does not; T 1 (48.09) does not;
    # k = 3 (41.844) does not.
    p = plan_dynamic(20, [4, 5, 6, 7, 8], [0.5, 1.0, 2.0, 4.0], 30.0, 0.01, 0.001)
    assert p.n_values == (4, 5, 6, 7) and p.temperatures == (0.5,)
    assert p.options["n_sweeps"] == 4
    assert p.seconds == pytest.approx(24.046, abs=1e-9)
    assert p.cut == ("n = 8", "T = 1, 2, 4", "runs of 4 sweeps and 10 coupled sweeps (30 and 100 with more time)")


def test_plan_gives_back_a_temperature_and_tries_the_next():
    # n 4, 8, 16 (28 units), T 0.5, 1, 2, 3, 4, 100 s: at k = 2 (82.04 per T) T 2, 3, 1 go (middles:
    # 164.08 at T 0.5, 4), k = 3 106.512, k = 4 61.208 fits. Give back: T 1 (3 T: 91.812) fits, T 2
    # (122.416) does not; k = 3 (159.768) does not.
    p = plan_dynamic(20, [4, 8, 16], [0.5, 1.0, 2.0, 3.0, 4.0], 100.0, 0.01, 0.001)
    assert p.n_values == (4, 8, 16) and p.temperatures == (0.5, 1.0, 4.0)
    assert p.options["n_sweeps"] == 4
    assert p.seconds == pytest.approx(91.812, abs=1e-9)
    assert p.cut == ("T = 2, 3", "runs of 4 sweeps and 10 coupled sweeps (30 and 100 with more time)")


def test_budget_line_gives_the_remainder_by_largest_remainders():
    # thirds: 33.33 each, floors sum to 99, the one point left goes to the first of the equal remainders
    assert budget_line({"a": 1.0, "b": 1.0, "c": 1.0}, ("a", "b", "c")) == "a 34%, b 33%, c 33%"
    # 1/7, 2/7, 4/7: 14.29, 28.57, 57.14 -> floors 14, 28, 57 (99): the largest remainder (b's .57) gets the one
    assert budget_line({"a": 1.0, "b": 2.0, "c": 4.0}, ("a", "b", "c")) == "a 14%, b 29%, c 57%"


def test_study_refuses_empty_temperatures_unknown_coupling_and_sections(tmp_path):
    m = potts(2, 3, 1.0)
    with pytest.raises(InvalidInputError, match="`temperatures` is empty"):
        study(m, str(tmp_path), temperatures=[], budget=1.0)
    with pytest.raises(InvalidInputError, match=r"`coupling` must be 'auto' or one of .*; got 'bogus'"):
        study(m, str(tmp_path), coupling="bogus", budget=1.0)
    with pytest.raises(InvalidInputError, match=r"`sections` must be among .*; got \['phases'\]"):
        study(m, str(tmp_path), sections=["mixing", "phases"], budget=1.0)


def test_one_site_and_toy_models_skip_the_sections_that_need_more(tmp_path):
    # a rectangle needs 2 sites, influence a pair of sites; a toy family has no template (phase) and no words
    rep = study(potts(3, 1, 1.0), str(tmp_path), budget=2.0,
                sections=("incompatibility", "influence", "phase", "semantic"), rng=0)
    skipped = {s.key: s.skipped for s in rep.sections if s.skipped}
    assert skipped["incompatibility"] == "one free site: no rectangles"
    assert skipped["influence"] == "fewer than 2 sites"
    assert skipped["phase"].startswith("not a masked LM with a template")
    assert skipped["semantic"].startswith("not a text model")
    assert np.isfinite(rep.seconds)


def test_window_of_a_masked_toy_is_its_middle_sites():
    # a masked toy's template positions 2..7 (length 10, n = 6): the middle 3 are its sites 1, 2, 3
    # (lo = (6 - 3) // 2 = 1), at template positions 3, 4, 5; the text stays the toy's
    from toolkit.app.study import _Memo, _window
    from toolkit.models import make_model

    m = make_model("masked-independent", n=6, length=10, seed=0, q=3)
    sub, idx = _window(m, 3)
    assert idx.tolist() == [1, 2, 3] and sub.free_positions.tolist() == [3, 4, 5] and sub.length == 3
    assert dict(sub._template_args)["text"] == dict(m._template_args)["text"]
    same, all_idx = _window(m, 6)  # w >= n: the model itself
    assert same is m and all_idx.tolist() == list(range(6))
    # the memo's logits are the model's
    x = np.array([[0, 1, 2, 0, 1, 2], [2, 2, 2, 0, 0, 0]])
    np.testing.assert_array_equal(_Memo(m).logits(x, np.array([0, 5])), m.logits(x, np.array([0, 5])))


def test_phase_section_needs_two_window_sizes(tmp_path):
    # windows of 2, 4, 8, ... sites: a 3-site masked toy fits only n = 2
    from toolkit.models import make_model

    m = make_model("masked-chain", q=3, n=3, length=3, seed=0)
    rep = study(m, str(tmp_path), budget=5.0, sections=["phase"], rng=0)
    (sec,) = [s for s in rep.sections if s.key == "phase"]
    assert sec.skipped == "fewer than 2 window sizes fit the template"

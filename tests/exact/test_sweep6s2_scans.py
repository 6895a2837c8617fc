"""Contract sweep (issue 30) of :mod:`exact.scans`: the result dictionaries' keys (the
metastability rows' ``escape_bound``, the n log n scan's ``ratio_band`` and ``holds``), a row
that holds at equality (``t_mix <= bound``), ``c_rel_error`` and ``delta_aicc`` by hand, the
exit times and bound of the two-site Potts chain in closed form with a repeated temperature
(merged), the theory constants at their boundaries (``beta/T = 1``, a field) and the
spinodal of ``q = 3``."""

from __future__ import annotations

import json
import math

import pytest

from exact.scans import (
    NlognFit,
    NlognRow,
    NlognScan,
    metastability_scan,
    nlogn_scan,
    nlogn_theory,
    potts_spinodal,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


def _rows():
    return (NlognRow(4, 1.0, 0.5, 0.5, 0.8, 20, 20, 20 / (4 * math.log(4))),     # t_mix == bound: holds
            NlognRow(6, 1.0, 0.5, 0.5, 0.8, 40, 30, 30 / (6 * math.log(6))))


def test_row_holds_at_equality_and_scan_dict_keys():
    r = _rows()
    assert r[0].holds is True
    s = NlognScan("fam", 0.25, r)
    assert s.all_hold is True and s.verdict() == "yes"
    d = json.loads(json.dumps(s.to_dict()))
    assert set(d) == {"family", "eps", "all_hold", "ratio_band", "rows", "fit"}
    assert d["ratio_band"] == pytest.approx([30 / (6 * math.log(6)), 20 / (4 * math.log(4))], rel=1e-15, abs=0)
    assert [row["holds"] for row in d["rows"]] == [True, True]
    assert d["rows"][0]["t_mix"] == 20 and d["rows"][1]["bound"] == 40 and d["fit"] is None
    late = NlognRow(8, 1.0, 0.5, 0.5, 0.8, 40, 41, 1.0)
    assert late.holds is False and NlognScan("fam", 0.25, (*r, late)).verdict() == "no"


def test_fit_derived_quantities_by_hand():
    f = NlognFit((4, 6, 8), 1.2, 0.1, 1.1, 1.3, 0.7, (3.0, 1.0, 4.5), "c n ln n", 1.0, "src")
    assert f.c_rel_error == pytest.approx(0.2, rel=1e-14, abs=0)
    assert f.delta_aicc == (2.0, 0.0, 3.5)
    g = NlognFit((4, 6, 8), 0.75, 0.0, 1.0, 1.0, 1.0, (0.0, 0.0, 0.0), "c n ln n + d n", 1.0)
    assert g.c_rel_error == pytest.approx(0.25, rel=1e-14, abs=0)      # |c - theory| / theory: absolute value
    assert NlognFit((4, 6, 8), 1.0, 0, 1, 1, 1, (0, 0, 0), "x").c_rel_error is None


def test_two_site_potts_exit_times_in_closed_form_and_dict_keys():
    # exact/scans.py docstring: E_00[tau] = 1 + e^{1/T}; the bound e^{gamma/T} / (q - 1), gamma = 1, q = 2
    s = metastability_scan(potts(2, 2, 1.0), [0.25, 0.5, 0.25, 0.125])
    assert [r.temperature for r in s.rows] == [0.5, 0.25, 0.125]      # repeat merged, hottest first
    for r in s.rows:
        assert r.log_exit_time == pytest.approx(math.log1p(math.exp(1 / r.temperature)), rel=1e-12, abs=0)
        assert r.log_bound == pytest.approx(1 / r.temperature, rel=1e-14, abs=0)
    assert s.set_size == 1 and s.k == 1 and s.gamma == 1.0 and s.q == 2
    d = json.loads(json.dumps(s.to_dict()))
    row = d["rows"][0]
    assert set(row) == {"temperature", "inv_temperature", "exit_time", "log_exit_time", "escape_bound",
                        "log_bound", "holds"}
    assert row["inv_temperature"] == 2.0 and row["escape_bound"] == pytest.approx(math.exp(2.0), rel=1e-14, abs=0)
    assert row["exit_time"] == pytest.approx(1 + math.exp(2.0), rel=1e-12, abs=0)
    assert d["k_gamma"] == 1.0 and d["all_hold"] is True
    assert d["slope_rel_error"] == pytest.approx(abs(s.slope - 1.0), rel=1e-12, abs=0)


def test_theory_constants_at_their_boundaries():
    assert nlogn_theory(CurieWeiss(50, 1.0), 1.0) == (None, "")              # beta / T = 1: critical
    assert nlogn_theory(CurieWeiss(50, 1.0), 1.0 + 1e-9)[0] > 1e6
    assert nlogn_theory(CurieWeiss(50, 1.0, field=0.2), 4.0) == (None, "")  # a field: not this theorem
    assert nlogn_theory(CurieWeiss(50, 0.0), 1.0)[0] == 0.5                 # beta = 0: independent
    # Potts below the spinodal beta_s(3) = 2.745644: beta/T = 2.7 gives 1 / (2 (1 - 0.9))
    assert nlogn_theory(MeanFieldPotts(3, 50, 2.7), 1.0)[0] == pytest.approx(5.0, rel=1e-12, abs=0)
    assert nlogn_theory(MeanFieldPotts(3, 50, 2.75), 1.0) == (None, "")


def test_potts_spinodal_of_three_colours():
    # beta(x) = 2 ln(2x/(1-x)) / (3x - 1) minimised on (1/3, 1) (mpmath-free: a fine grid by hand)
    xs = [1 / 3 + 1e-6 + k * (2 / 3 - 2e-6) / 200000 for k in range(200001)]
    ref = min(2 * math.log(2 * x / (1 - x)) / (3 * x - 1) for x in xs)
    assert potts_spinodal(3) == pytest.approx(ref, abs=1e-8)
    assert potts_spinodal(3) == pytest.approx(2.745644, abs=5e-7)


def test_nlogn_rows_against_the_enumerated_chain():
    # each row: alpha from the exact influences, t_mix the exact worst start, ratio t_mix / (n ln n)
    from exact.influence import influence
    from exact.kernel import glauber_kernel
    from exact.mixing import mixing_time

    family = lambda n: potts(2, n, 1.0, graph="cycle")   # noqa: E731
    s = nlogn_scan(family, [3, 4], temperature=1.5, eps=0.1)
    assert s.eps == 0.1 and s.family == "<lambda>"
    for r, n in zip(s.rows, (3, 4), strict=True):
        K = glauber_kernel(family(n), temperature=1.5)
        rep = influence(family(n), temperature=1.5, eps=0.1)
        assert r.t_mix == mixing_time(K, eps=0.1).t_mix
        assert r.alpha_col == pytest.approx(rep.alpha_col, rel=1e-12, abs=0)
        assert r.bound == rep.contraction_bound and r.method == "enumerate"
        assert r.ratio == pytest.approx(r.t_mix / (n * math.log(n)), rel=1e-15, abs=0)
    with pytest.raises(InvalidInputError, match="n"):
        nlogn_scan(family, [1], temperature=1.5)

"""The growth verdict's thresholds come from the calibration records by a stated rule
(benchmarks/mixing_calibration.py: safe with a margin of one grid step on each threshold's unsafe
side, the most decided, ties the safest), applied by benchmarks/mixing_thresholds.py over the
committed records jointly; toolkit.growth's constants must be its choice."""

from __future__ import annotations

import json
import math
import os

import numpy as np
import pytest

from benchmarks import mixing_calibration as mc
from benchmarks import mixing_thresholds as mt
from toolkit import growth

RESULTS = os.path.join(os.path.dirname(__file__), "..", "benchmarks", "results")


def _row(zp, zf, decided=10, wrong_poly=0, wrong_fast=0):
    return {"z_poly": zp, "z_fast": zf, "wrong": wrong_poly + wrong_fast, "wrong_poly": wrong_poly,
            "wrong_fast": wrong_fast, "decided": decided}


def _grid_table(bad_poly=(), bad_fast=(), decided=lambda zp, zf: 10):
    return [_row(zp, zf, decided(zp, zf), int(zp in bad_poly), int(zf in bad_fast))
            for zp in (1.0, 2.0, 3.0, 4.0) for zf in (2.5, 3.5, 4.5, 5.5) if zf > zp]


def test_constants_are_the_pair_chosen_over_the_committed_records():
    table = mt.joint_table(mt.load(RESULTS))
    assert len(table) == sum(1 for zp in mc.Z_POLY_GRID for zf in mc.Z_FAST_GRID if zf > zp)
    assert mc.choose_thresholds(table) == (growth.Z_POLY, growth.Z_FAST)


def test_the_committed_thresholds_record_is_the_records_sum():
    with open(os.path.join(RESULTS, "mixing-thresholds.json")) as fh:
        rec = json.load(fh)
    assert rec["table"] == mt.joint_table(mt.load(RESULTS))
    assert rec["chosen"] == [growth.Z_POLY, growth.Z_FAST] == rec["constants"] and rec["same"] is True
    assert [r["name"] for r in rec["records"]] == list(mt.RECORDS)


def test_every_current_record_has_the_widened_grid_with_both_sides():
    for name, rec in mt.load(RESULTS):
        pairs = {(r["z_poly"], r["z_fast"]) for r in rec["threshold_table"]}
        assert (4.5, 5.0) in pairs and (1.5, 2.0) in pairs, name
        assert all(r["wrong"] == r["wrong_poly"] + r["wrong_fast"] for r in rec["threshold_table"]), name


def test_a_margin_of_one_grid_step_on_each_unsafe_side():
    # a wrong polynomial verdict at Z_POLY = 4: 3 is safe but its next value is not -> eligible 1, 2
    # a wrong faster verdict at Z_FAST = 2.5: 3.5 is safe but its next smaller is not -> 4.5, 5.5
    ok_p, ok_f = mc.safe_ranges(_grid_table(bad_poly=(4.0,), bad_fast=(2.5,)))
    assert ok_p == [1.0, 2.0] and ok_f == [4.5, 5.5]


def test_the_grid_end_on_the_unsafe_side_is_never_eligible():
    ok_p, ok_f = mc.safe_ranges(_grid_table())
    assert ok_p == [1.0, 2.0, 3.0] and ok_f == [3.5, 4.5, 5.5]


def test_a_wrong_value_bars_every_value_beyond_it_even_if_those_are_clean():
    # wrong polynomial at Z_POLY = 2 only: 3 and 4 scored clean, still not eligible (a threshold
    # past one that errs is less safe, whatever this grid's data say)
    ok_p, _ = mc.safe_ranges(_grid_table(bad_poly=(2.0,)))
    assert ok_p == []
    _, ok_f = mc.safe_ranges(_grid_table(bad_fast=(4.5,)))
    assert ok_f == []


def test_most_decided_then_smallest_z_poly_then_largest_z_fast():
    assert mc.choose_thresholds(_grid_table(decided=lambda zp, zf: int(10 * zp))) == (3.0, 5.5)
    assert mc.choose_thresholds(_grid_table()) == (1.0, 5.5)  # all tie: the safest
    assert mc.choose_thresholds(_grid_table(decided=lambda zp, zf: 20 - int(zf))) == (1.0, 3.5)


def test_a_pair_with_a_wrong_verdict_is_not_chosen_and_none_eligible_gives_nan():
    t = _grid_table(decided=lambda zp, zf: int(10 * zp))
    for r in t:
        if (r["z_poly"], r["z_fast"]) == (3.0, 5.5):
            r["wrong"] = 1  # unattributed to a side: the pair alone is out
    assert mc.choose_thresholds(t) == (3.0, 4.5)
    assert all(math.isnan(v) for v in mc.choose_thresholds(_grid_table(bad_poly=(1.0,))))


def test_threshold_table_splits_the_wrong_verdicts_by_side(monkeypatch):
    def fake_score(fam, diagrams, zp, zf, **kw):
        cells = []
        if zp >= 4.5:
            cells.append({"verdict": growth.POLYNOMIAL})
        if zf <= 2.0:
            cells += [{"verdict": growth.FASTER}] * 2
        return {"right": 5, "wrong": len(cells), "undetermined": 1, "wrong_cells": cells}

    monkeypatch.setattr(mc, "score", fake_score)
    table = mc.threshold_table([({}, []), ({}, [])])
    by = {(r["z_poly"], r["z_fast"]): r for r in table}
    assert by[(4.5, 5.0)] == _row(4.5, 5.0, decided=12, wrong_poly=2)
    assert by[(1.5, 2.0)] == _row(1.5, 2.0, decided=14, wrong_fast=4)
    assert by[(3.5, 4.5)] == _row(3.5, 4.5, decided=10)
    assert all(r["z_fast"] > r["z_poly"] for r in table)


def test_joint_table_keeps_only_pairs_on_every_record():
    a = {"threshold_table": [_row(2.0, 3.0, 4), _row(3.0, 4.0, 5)]}
    b = {"threshold_table": [_row(2.0, 3.0, 1, wrong_fast=1)]}
    assert mt.joint_table([("a", a), ("b", b)]) == [_row(2.0, 3.0, 5, wrong_fast=1)]
    assert mt.joint_table([]) == []


@pytest.mark.parametrize(("z_poly", "verdict"), [(None, growth.POLYNOMIAL), (2.5, growth.UNDETERMINED)])
def test_the_light_options_cell_that_stayed_open(z_poly, verdict):
    # mixing-calibration-sampled-slowest, light options, seed 19, T = 0.15: t_mix upper ends
    # 2626, 7120, 40512 at n = 8, 16, 32; top pair ln(40512 / 7120) / ln 2 = 2.508, window
    # ln(40512 / 2626) / ln 4 = 1.974 (hand: ln 5.69 = 1.739, ln 15.43 = 2.736)
    n = np.array([8, 16, 32])
    hi = np.array([2626.0, 7120.0, 40512.0])
    lo = np.array([100.0, 200.0, 400.0])
    kw = {} if z_poly is None else {"z_poly": z_poly}
    v = growth.growth_verdict(n, lo, hi, temperature=0.15, **kw)
    assert v.verdict == verdict
    assert math.log(40512 / 7120) / math.log(2) == pytest.approx(2.508, abs=1e-3)

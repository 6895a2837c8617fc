"""Automatic mutation sweep 7, group a1 (issue 30): exact.analysis's ExactReport.table, the
text ``glauber exact`` prints. Each row's meaning column is a documented promise: the method
row says whether the chain is on all ``q**n`` states or on token counts, the non-reversible
rows appear only for a non-reversible chain, the gap interval says bound or estimate, and the
'bounds hold' row is ``lower <= t_mix <= upper`` (its value checked on both sides)."""

from __future__ import annotations

import dataclasses
from functools import cache

import pytest

import exact.analysis  # noqa: F401  (the module under test, by name)
from exact import analyze
from toolkit.models import potts
from toolkit.models.exchangeable import CurieWeiss


@cache
def _enumerated():
    # potts(2, 2, J = 1) at T = 1: 4 states, reversible (a Gibbs measure's Glauber chain)
    return analyze(potts(2, 2, 1.0), temperature=1.0)


@cache
def _lumped():
    # CurieWeiss(20): exchangeable, q = 2, n = 20 > LUMP_Q2_ABOVE_N = 12: the lumped method
    return analyze(CurieWeiss(20, 1.0), temperature=2.0)


def _rows(report) -> dict[str, str]:
    """The table's lines by their first cell (the quantity; cells are separated by 2+ spaces)."""
    lines = report.table().splitlines()[2:]
    return {ln.split("  ")[0].strip(): ln for ln in lines}


def test_method_row_meaning_enumerate_vs_lumped():
    e, lu = _enumerated(), _lumped()
    assert e.method == "enumerate" and lu.method == "lumped"
    rows = _rows(e)
    assert "all q**n states" in rows["method"] and "token counts" not in rows["method"]
    assert rows["n_states"].split()[1] == "4"                     # 2**2 states, the number itself
    assert "n_lumped_states" not in rows and "start classes" not in rows
    rows = _rows(lu)
    assert "lumped: the chain of token counts" in rows["method"] and "all q**n" not in rows["method"]
    assert rows["n_states"].split()[1] == "2**20"                  # the count, not enumerated
    assert rows["n_lumped_states"].split()[1] == "21"              # C(20 + 1, 1) count vectors
    assert "start classes" in rows


def test_non_reversible_rows_only_for_a_non_reversible_chain():
    e = _enumerated()
    assert e.reversible is True
    rows = _rows(e)
    assert "reversibilization_gap" not in rows and "pseudo_spectral_gap" not in rows
    nr = dataclasses.replace(e, reversible=False, reversibilization_gap=0.125, pseudo_spectral_gap=0.25)
    rows = _rows(nr)
    assert rows["reversibilization_gap"].split()[1] == "0.125"
    assert rows["pseudo_spectral_gap"].split()[1] == "0.25"
    assert rows["reversible"].split()[1] == "no"          # _fmt writes booleans yes/no


def test_gap_kind_named_only_when_not_the_full_chain():
    e = _enumerated()
    assert e.gap_kind == "full chain"
    assert _rows(e)["spectral_gap"].rstrip().endswith("absolute: 1 - lambda_star")
    s = dataclasses.replace(e, gap_kind="symmetric sector")
    assert _rows(s)["spectral_gap"].rstrip().endswith("absolute: 1 - lambda_star (symmetric sector)")


def test_gap_interval_bound_or_estimate():
    e = dataclasses.replace(_enumerated(), gap_lower=0.25, gap_upper=0.5, gap_certified=True, gap_note="n1")
    assert "a bound: n1" in _rows(e)["gap interval"]
    e = dataclasses.replace(e, gap_certified=False, gap_note="n2")
    assert "an estimate: n2" in _rows(e)["gap interval"] and "a bound" not in _rows(e)["gap interval"]
    assert "gap interval" not in _rows(dataclasses.replace(e, gap_lower=None))


@pytest.mark.parametrize(("t_mix", "lower", "upper", "hold"), [
    (10, 5.0, 20.0, True),
    (10, 10.0, 10.0, True),      # both ends reached: lower <= t_mix <= upper
    (10, 5.0, 9.0, False),       # above the upper bound
    (10, 11.0, 20.0, False),     # below the lower bound
    (10, None, 10.0, True),      # no lower bound: only the upper one is checked
    (10, None, 9.5, False),
])
def test_bounds_hold_row(t_mix, lower, upper, hold):
    e = dataclasses.replace(_enumerated(), t_mix=t_mix, t_mix_lower_bound=lower, t_mix_upper_bound=upper)
    assert _rows(e)["bounds hold"].split()[2] == ("yes" if hold else "no")


def test_no_bounds_hold_row_without_an_upper_bound_or_t_mix():
    e = _enumerated()
    assert "bounds hold" not in _rows(dataclasses.replace(e, t_mix_upper_bound=None))
    assert "bounds hold" not in _rows(dataclasses.replace(e, t_mix=None))
    # t_mix None: 'not reached' unless the monochromatic starts were stepped ('not computed')
    assert "not reached" in _rows(dataclasses.replace(e, t_mix=None))["t_mix(eps=0.25)"]
    r = _rows(dataclasses.replace(e, t_mix=None, t_mix_monochromatic=7))
    assert "not computed" in r["t_mix(eps=0.25)"] and r["t_mix, monochromatic starts"].split("  ")[0] == "t_mix, monochromatic starts"
    assert r["t_mix, monochromatic starts"][len("t_mix, monochromatic starts"):].split()[0] == "7"


def test_bounds_note_row_only_when_there_is_a_note():
    e = _enumerated()
    assert "bounds note" not in _rows(dataclasses.replace(e, bounds_note=""))
    assert "the gap's interval reaches 0" in _rows(dataclasses.replace(e, bounds_note="the gap's interval reaches 0")
                                                   )["bounds note"]

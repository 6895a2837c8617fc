"""Contract pins of toolkit.app.mixing_diagram (issue 30, sweep6s4): the documented limits
(65536 states, 2e6 kernel entries, t_mix up to 512 states: 2^9 has t_mix, 2^10 not), _exact_rel's
interval per kind, Cell.short's exact and conflict marks, the statement's wording and order,
method='exact' leaves a cell without an exact method empty ('none'), temperatures sorted and
deduplicated, one seed drawn per cell, the thresholds recorded."""

import math

import numpy as np
import pytest

from toolkit.app import mixing_diagram as md
from toolkit.growth import WINDOW, Z_FAST, Z_POLY, Timescale
from toolkit.models import IndependentSites, random_table


def test_limits():
    assert (md.MAX_ENUMERATE, md.MAX_KERNEL_ENTRIES, md.MAX_TMIX_STATES) == (65536, 2_000_000, 512)


def test_t_mix_only_up_to_512_states():
    ts9, how9, _ = md.exact_timescales(random_table(2, 9, 0.3, rng=1), 1.0)
    assert how9 == "exact (enumeration)" and {t.quantity for t in ts9} == {"t_rel", "t_mix"}
    ts10, _, _ = md.exact_timescales(random_table(2, 10, 0.3, rng=1), 1.0)
    assert {t.quantity for t in ts10} == {"t_rel"}
    ts9b, _, _ = md.exact_timescales(random_table(2, 9, 0.3, rng=1), 1.0, t_mix=False)
    assert {t.quantity for t in ts9b} == {"t_rel"}


def test_kernel_entries_limit():
    # the docstring's case: q = 200, n = 2 is 40,000 states (<= 65536) but 16 M kernel entries: no exact method
    ts, how, notes = md.exact_timescales(random_table(200, 2, 0.3, rng=0), 1.0)
    assert (ts, how) == ((), "")


def test_exact_rel_kinds():
    e = md._exact_rel(10.0, 0.01, "m", 4, 1.0)
    assert (e.kind, e.value, e.low, e.high) == ("exact", 10.0, pytest.approx(9.9), pytest.approx(10.1))
    lo = md._exact_rel(10.0, 0.01, "m", 4, 1.0, kind="lower")
    assert (lo.low, lo.high) == (pytest.approx(9.9), math.inf)
    up = md._exact_rel(10.0, 0.01, "m", 4, 1.0, kind="upper")
    assert (up.low, up.high) == (0.0, pytest.approx(10.1))
    z = md._exact_rel(10.0, 0.0, "m", 4, 1.0)      # relative error floored at 1e-12
    assert z.high - 10.0 == pytest.approx(1e-11, rel=1e-6)


def test_cell_short_exact_and_conflict():
    ex = md.Cell(4, 1.0, (Timescale("t_rel", "exact", 4.0, 4.0, 4.0, "m", 4, 1.0),), "exact")
    assert ex.short() == "rel 4"
    cf = md.Cell(4, 1.0, (Timescale("t_mix", "lower", 50, 50, math.inf, "a", 4, 1.0),
                          Timescale("t_mix", "upper", 10, 0, 10, "b", 4, 1.0)), "sampled")
    # crossing ends: the widest [min low, max high] = [0, inf], flagged '!'
    assert cf.short() == "mix -..-!"
    assert md.Cell(4, 1.0, (), "none").short() == "-"


def test_statement_wording_and_order():
    d = md.mixing_diagram(lambda n: IndependentSites(np.zeros((n, 2))), [4, 8, 16], [2.0, 1.0, 2.0], label="ind")
    assert d.temperatures == (1.0, 2.0)
    assert d.statement().startswith("ind, n = 4..16: polynomial at T = 1, 2")
    assert d.thresholds == {"z_poly": Z_POLY, "z_fast": Z_FAST, "window": WINDOW}


def test_exact_method_leaves_cells_empty_and_seeds_per_cell(monkeypatch):
    seeds = []

    def fake_sampled(model, T, rng=None, **kw):
        seeds.append(rng)
        return md.Cell(model.length, T, (), "sampled")
    monkeypatch.setattr(md, "sampled_cell", fake_sampled)
    fam = lambda n: random_table(200, n, 0.3, rng=0)  # noqa: E731  (40000 states, 16 M entries: no exact method)
    d = md.mixing_diagram(fam, [2], [1.0, 2.0], method="exact", rng=3)
    assert [c.method for c in d.cells[0]] == ["none", "none"] and seeds == []
    md.mixing_diagram(fam, [2], [1.0, 2.0], method="auto", rng=3)
    r = np.random.default_rng(3)
    assert seeds == [int(r.integers(2**63)), int(r.integers(2**63))]

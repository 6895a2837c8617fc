"""prm20c promise sweep (issue 30): toolkit.app.window's printed report: the exact table's
"t_mix upper bound" row holds the upper bound (not the lower), and __str__ names the
enumeration's seconds as such (timings["enumerate_s"], not the exact solve's)."""

from __future__ import annotations

import dataclasses

import pytest

from toolkit.app.window import real_window
from toolkit.models import potts


@pytest.fixture(scope="module")
def report():
    return real_window(potts(2, 3, 0.5), n_chains=8, n_steps=100, n_pairs=2, n_replicates=8, n_contexts=4, rng=1)


def _row(table: str, name: str) -> str:
    return next(line for line in table.splitlines() if line.strip().startswith(name))


def test_upper_bound_row_holds_the_upper_bound(report):
    e = report.exact
    assert e.t_mix_upper_bound != e.t_mix_lower_bound
    row = _row(report.exact_table(), "t_mix upper bound")
    value = row[len("t_mix upper bound"):].split()[0]   # the value column
    assert float(value) == pytest.approx(e.t_mix_upper_bound, rel=1e-5) and e.bound_kind in row
    assert e.t_mix_lower_bound <= e.t_mix <= e.t_mix_upper_bound


def test_str_names_the_enumeration_seconds(report):
    r = dataclasses.replace(report, timings={**report.timings, "enumerate_s": 1.5, "exact_s": 7.25, "sample_s": 3.0})
    first = str(r).splitlines()[0]
    assert "masked rows in 1.5 s; sampling 3.0 s)" in first

"""Survivors of the fourteenth blind audit, part b (issue 30; benchmarks/blind_audit_14b.py), tested
from the documented contract:

- the report's metastability section compares each basin's fitted exit slope with the
  heuristic ``k * gamma`` (a comparison that holds when the two agree within 10 % of
  ``k * gamma``, both ways): the section's own text says ``k * gamma`` *overestimates* once
  ``k > 1``, so a slope well below ``k * gamma`` is the case that must read as not holding
  (audit14b.metastability.basin_abs_dropped: ``abs`` dropped, every slope below passed);
- ``glauber study``'s ``index.md`` says how many sections ran: the budget head
  (``Section("budget", ...)``) is the study's preamble, not one of :data:`SECTION_KEYS`
  (audit14b.study.write_section_count: the head counted as a section).
"""

import re
from types import SimpleNamespace

import numpy as np

from toolkit.app import study as st
from toolkit.app.report import metastability as met
from toolkit.app.report._model import Section, VerifyReport


class _Ax:
    figure = None


def _fake_scans(monkeypatch, basin_slope, k_gamma=2.5):
    """``metastability_scan`` replaced: one fixed-point row that holds, and basins of a given
    fitted slope against ``k * gamma`` (no chain is run; the claims are what is tested)."""

    def scan(model, Ts, set_kind="fixed point"):
        if set_kind == "basin":
            return SimpleNamespace(set_size=3, gamma=1.25, k=2, k_gamma=k_gamma, cost=1.5, slope=basin_slope)
        rows = [SimpleNamespace(temperature=1.0, inv_temperature=1.0, exit_time=3.0, bound=2.0, holds=True,
                                log_exit_time=np.log(3.0), log_bound=np.log(2.0))]
        return SimpleNamespace(rows=rows, state=(0, 0), gamma=1.0, slope=1.0, slope_rel_error=0.0,
                               to_dict=lambda: {})

    monkeypatch.setattr(met, "metastability_scan", scan)
    monkeypatch.setattr(met, "plot_escape", lambda fp, title: _Ax())
    monkeypatch.setattr(met, "save", lambda fig, out, name: name)


def _basin_verdicts(tmp_path):
    s = met.section_metastability(str(tmp_path), quick=False)
    return [c.holds for c in s.claims if c.name.startswith("basin exit slope")]


def test_a_basin_slope_well_below_k_gamma_does_not_agree(monkeypatch, tmp_path):
    # k * gamma = 2.5; a fitted slope of 1.25 is half of it (the overestimate the section's
    # text names for k > 1): |1.25 - 2.5| = 1.25 > 0.25, not within 10 %
    _fake_scans(monkeypatch, 1.25)
    assert _basin_verdicts(tmp_path) == [False, False]
    # 2.2 is 12 % below 2.5 (|2.2 - 2.5| = 0.3 > 0.25): still outside
    _fake_scans(monkeypatch, 2.2)
    assert _basin_verdicts(tmp_path) == [False, False]


def test_a_basin_slope_within_ten_percent_agrees_both_ways(monkeypatch, tmp_path):
    # 2.3 and 2.7 are 8 % below and above 2.5 (|d| = 0.2 <= 0.25): both agree
    for slope in (2.3, 2.7):
        _fake_scans(monkeypatch, slope)
        assert _basin_verdicts(tmp_path) == [True, True]
    # and 2.8 (12 % above) does not, as 2.2 below does not: the comparison is symmetric
    _fake_scans(monkeypatch, 2.8)
    assert _basin_verdicts(tmp_path) == [False, False]


def _section(key):
    s = Section(key, f"Section {key}")
    s.text.append(f"text of {key}")
    return s


def test_study_index_counts_the_sections_run_not_the_budget_head(tmp_path):
    # a study that ran two sections (incompatibility, mixing): its report holds the budget head
    # and those two; index.md's summary line says 2 sections
    sections = [_section("budget"), _section("incompatibility"), _section("mixing")]
    report = VerifyReport(sections, str(tmp_path), 12.0)
    st.write_study(report, "toy")
    lines = (tmp_path / "index.md").read_text().split("\n")
    assert lines[0] == "# glauber study: toy"
    assert lines[2].startswith("2 sections in 12 s;")
    # one section run: 1
    report = VerifyReport([_section("budget"), _section("phase")], str(tmp_path), 3.0)
    st.write_study(report, "toy")
    assert re.match(r"1 sections? in 3 s;", (tmp_path / "index.md").read_text().split("\n")[2])

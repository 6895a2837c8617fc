"""prm29d: one offending item among several, a side or an index, a boundary at equality
(report model, sweep executors, plot, zoo, progress)."""

import pytest

from toolkit._progress import Progress
from toolkit.app.report._model import ReportClaim, Section, VerifyReport
from toolkit.app.sweep.executors import parse_executor
from toolkit.exceptions import InvalidTypeError
from toolkit.models.zoo import DEFAULTS, _template_for
from toolkit.plot import plot_nlogn


def _section(key, holds):
    s = Section(key, key)
    s.claims.append(ReportClaim(key, "a theorem", "-", True, 1.0, 0.5, holds))
    return s


def test_report_ok_reads_every_section():
    # VerifyReport.ok: no failed claim in ANY section; the failing one first, then a passing one
    rep = VerifyReport([_section("a", False), _section("b", True)], "out")
    assert len(rep.failures) == 1
    assert rep.ok is False
    assert VerifyReport([_section("a", True), _section("b", True)], "out").ok is True


def test_local_executor_reads_every_digit():
    # "local:N" -> ("local", N): N = 12 is twelve workers, not the first digit's one (serial)
    assert parse_executor("local:12") == ("local", 12)
    assert parse_executor("local:21") == ("local", 21)


class _Row:
    def __init__(self, n, t_mix, bound):
        self.n, self.t_mix, self.bound = n, t_mix, bound


class _Scan:
    eps = 0.25

    def __init__(self, rows):
        self.rows = rows


def test_plot_nlogn_checks_every_row():
    # every row must carry n and t_mix; here only the last one lacks t_mix
    bad = _Row(4, 10, 20)
    del bad.t_mix
    with pytest.raises(InvalidTypeError, match="NlognScan"):
        plot_nlogn(_Scan([_Row(3, 8, 15), bad]))


def test_default_window_frees_n_sites():
    # the reference-chain window: n consecutive free sites from the CDR start
    for name in ("antiberty", "sapiens-vl"):
        for n in (1, 4, 7):
            t = _template_for(name, n, None, None, None, None)
            start = DEFAULTS[name]["start"]
            assert t["free_positions"] == list(range(start, start + n))


def test_status_of_unknown_length_has_no_fraction():
    # total 0: a stage of unknown length, so its status is the time so far, never n / 0
    p = Progress(0, "stage", unit="", mode="off")
    assert p.status().startswith("stage: ") and p.status().endswith("so far")
    p = Progress(0, "work", unit="step", mode="off")
    p.update(3)
    assert p.status().startswith("work: 3 steps, ")

"""benchmarks/audit_history.py: the audits' table and its pooled figures, against independent values."""

import math

import pytest
from scipy import stats

from benchmarks import audit_history as ah

ROW = "| **all** | | **{k}/{n} (0.0 %)** | **{fk}/{fn} (0.0 %)** | {eq} | x |\n"


def _write(tmp_path, number, date, k, n, fk, fn, eq=0):
    text = "# head\n\n| part | record |\n" + ROW.format(k=k, n=n, fk=fk, fn=fn, eq=eq) + "\nWithout ...\n"
    (tmp_path / f"blind-audit-{number}-{date}.md").write_text(text)


def test_parse_reads_every_field_of_the_all_row():
    a = ah.parse_record(ROW.format(k=155, n=160, fk=19, fn=24, eq=1), 20, "2026-12-06", "r.md")
    assert (a.killed, a.total, a.fresh_killed, a.fresh_total, a.equivalent_after) == (155, 160, 19, 24, 1)
    assert a.fresh_rate == pytest.approx(19 / 24)


def test_parse_refuses_a_record_without_the_row():
    with pytest.raises(ValueError, match="record='x.md'"):
        ah.parse_record("| all | 1/2 |", 1, "d", "x.md")


def test_load_keeps_summary_records_from_first_on_in_number_order(tmp_path):
    _write(tmp_path, 12, "2026-12-05", 9, 10, 4, 5)
    _write(tmp_path, 5, "2026-12-03", 8, 10, 3, 5)
    _write(tmp_path, 4, "2026-12-03", 1, 10, 1, 5)          # before --first: left out
    (tmp_path / "blind-audit-12a-2026-12-05.md").write_text(ROW.format(k=1, n=1, fk=1, fn=1, eq=0))  # a part
    (tmp_path / "blind-audit-7-2026-12-03.json").write_text("{}")
    got = ah.load_audits(tmp_path, first=5)
    assert [a.number for a in got] == [5, 12]                # numeric order, not text order ("12" < "5")
    assert got[1].killed == 9 and got[0].date == "2026-12-03"


@pytest.mark.parametrize("k,n", [(19, 24), (203, 245), (0, 7), (7, 7), (538, 672)])
def test_wilson_matches_scipy(k, n):
    # independent implementation: scipy's BinomTestResult.proportion_ci(method="wilson")
    ci = stats.binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
    lo, hi = ah.wilson(k, n)
    assert lo == pytest.approx(ci.low, abs=1e-9) and hi == pytest.approx(ci.high, abs=1e-9)


def test_trend_slope_and_error_match_scipy_linregress():
    xs = [5, 6, 7, 8, 9, 10, 13]
    ys = [0.648, 0.773, 0.831, 0.825, 0.875, 0.775, 0.897]
    r = stats.linregress(xs, ys)                              # independent: scipy's least squares
    slope, se = ah.trend(xs, ys)
    assert slope == pytest.approx(r.slope, rel=1e-12) and se == pytest.approx(r.stderr, rel=1e-12)


def test_chance_to_meet_is_the_binomial_upper_tail():
    # 95 % of 24 needs ceil(22.8) = 23 killed; of 20 exactly 19 (0.95 * 20 = 19: the bar itself counts)
    assert ah.chance_to_meet(0.83, 24) == pytest.approx(stats.binom.sf(22, 24, 0.83), rel=1e-12)
    assert ah.chance_to_meet(0.83, 20) == pytest.approx(stats.binom.sf(18, 20, 0.83), rel=1e-12)
    # hand value: p = 0.9, n = 2, bar 0.5 -> at least 1 of 2: 1 - 0.1^2
    assert ah.chance_to_meet(0.9, 2, 0.5) == pytest.approx(0.99)


def test_report_pools_the_recent_audits_only(tmp_path):
    for i, (fk, fn) in enumerate([(1, 10), (9, 10), (9, 10), (9, 10)]):
        _write(tmp_path, 5 + i, "2026-12-0" + str(3 + i), 10, 10, fk, fn)
    text = ah.report(ah.load_audits(tmp_path), recent=3)
    assert "fresh 28/40 = 70.0 %" in text                    # all four
    assert "fresh 27/30 = 90.0 %" in text                    # the last three
    lo, hi = ah.wilson(27, 30)
    assert f"{100 * lo:.1f}-{100 * hi:.1f} %" in text
    assert f"n = 10: {100 * stats.binom.sf(9, 10, 0.9):.1f} %" in text   # ceil(9.5) = 10 of 10
    assert not math.isnan(lo)

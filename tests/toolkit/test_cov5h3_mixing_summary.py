"""Coverage-driven pins of :mod:`toolkit.app.mixing_summary` (issue 30, branch cov5h3): a diagram
with no verdict says so, the reason an undetermined temperature quotes (documented preference:
a growth comparison, then what is not established / censored / the sizes, else the first), a
single record read as one unnamed record, and the plot's open markers at lower ends alone."""

import math
from types import SimpleNamespace

import pytest

from toolkit.app import mixing_summary as ms
from toolkit.app.mixing_diagram import Cell, MixingDiagram
from toolkit.app.records import load_record
from toolkit.growth import Timescale


def test_no_verdict_says_no_temperature_decided():
    assert ms.plain_words({"label": "toy", "verdicts": []}) == ["toy: no temperature decided."]
    assert ms.plain_words({"verdicts": []}) == ["model: no temperature decided."]


def test_undetermined_reason_preference():
    d = {"label": "toy", "verdicts": [
        {"temperature": 0.5, "verdict": "undetermined", "reasons": ["first", "t_rel and t_mix grow like n^2 vs 2^n"]},
        {"temperature": 1.0, "verdict": "undetermined", "reasons": ["first", "2 size(s) with a bracket"]},
        {"temperature": 2.0, "verdict": "undetermined", "reasons": ["first", "second"]},
        {"temperature": 4.0, "verdict": "undetermined", "reasons": []}]}
    assert ms.plain_words(d) == [
        "Not established (undetermined) at T = 0.5: t_rel and t_mix grow like n^2 vs 2^n; "
        "T = 1: 2 size(s) with a bracket; T = 2: first; T = 4: ."]


def test_one_record_is_read_as_one_unnamed_record():
    rec = load_record("mixing-calibration-exact.json")
    if rec is None:
        pytest.skip("benchmarks/results/mixing-calibration-exact.json is not in this checkout")
    named, heads = ms.calibration_table([("mixing-calibration-exact.json", rec)])
    alone, heads2 = ms.calibration_table(rec)
    assert heads == heads2 and len(named) == len(alone) > 0
    assert [r[:-1] for r in named] == [r[:-1] for r in alone]
    assert {r[-1] for r in alone} == {"(record)"}


def _cell(n, T, *ts):
    return Cell(n, T, tuple(Timescale("t_rel", k, lo, lo, hi, "m", n, T) for k, lo, hi in ts), "x")


def test_plot_marks_lower_ends_alone_open(tmp_path):
    pyplot = pytest.importorskip("matplotlib.pyplot")
    # T = 1: lower ends only (5 at n = 4, 10 at n = 8); T = 2: closed brackets [2, 8] and [4, 16]
    d = MixingDiagram("toy", (4, 8), (1.0, 2.0),
                      ((_cell(4, 1.0, ("lower", 5.0, math.inf)), _cell(4, 2.0, ("lower", 2.0, math.inf),
                                                                          ("upper", 0.0, 8.0))),
                       (_cell(8, 1.0, ("lower", 10.0, math.inf)), _cell(8, 2.0, ("lower", 4.0, math.inf),
                                                                           ("upper", 0.0, 16.0)))),
                      (SimpleNamespace(verdict="undetermined"), SimpleNamespace(verdict="polynomial")), ())
    fig, ax = pyplot.subplots()
    assert ms.plot_diagram(d, ax=ax) is ax
    opens = [ln for ln in ax.lines if ln.get_marker() == "^"]
    assert len(opens) == 1
    assert list(opens[0].get_xdata()) == [4, 8] and list(opens[0].get_ydata()) == [5.0, 10.0]
    assert opens[0].get_label() == "T=1: undetermined"  # labelled: no closed bracket at that T
    closed = [ln for ln in ax.lines if ln.get_marker() == "o"]
    assert len(closed) == 1
    # the marker at the geometric middle of each bracket: sqrt(2 * 8) = 4, sqrt(4 * 16) = 8
    assert list(closed[0].get_xdata()) == [4, 8] and list(closed[0].get_ydata()) == pytest.approx([4.0, 8.0])
    pyplot.close(fig)

"""The text forms of :class:`toolkit.bounds.MixingBounds` and :class:`toolkit.bounds.CouplingPilot`
(issue 30, branch gap15b): the summary line, then one table row per grid time / coupling with the
values in the columns their headers name. Built from hand values (no run)."""

import numpy as np

from toolkit.bounds import CouplingPilot, MixingBounds


def _rows(text):
    lines = text.splitlines()
    return lines[0], lines[1].split("  "), [line.split() for line in lines[3:]]


def test_mixing_bounds_table_has_one_row_per_time_in_header_order():
    b = MixingBounds(times=np.array([1, 4, 16]), d_upper=np.array([1.0, 0.5, 0.125]),
                     d_upper_value=np.array([0.9, 0.4, 0.1]), d_lower=np.array([0.8, 0.3, 0.0]),
                     meeting_times=np.array([[3.0, np.inf]]), eps=0.25, temperature=1.0, coupling="crn",
                     n_steps=16, n_rows=5, seconds=0.1, level=0.95)
    head, header, rows = _rows(str(b))
    # by hand: d_upper <= 1/4 first at t = 16, <= 1/2 at t = 4 (2 * 4 = 8); d_lower > 1/4 last at t = 4
    assert head == b.summary() and "5 <= t_mix <= 8" in head
    assert [h.strip() for h in header if h.strip()] == ["t", "d(t) <= (upper)", "max fraction apart",
                                                        "d(t) >= (lower)"]
    assert [[float(x) for x in r] for r in rows] == [[1, 1.0, 0.9, 0.8], [4, 0.5, 0.4, 0.3], [16, 0.125, 0.1, 0.0]]


def test_coupling_pilot_text_and_dict():
    met, dist, secs = {"maximal": 0.25, "crn": 0.75}, {"maximal": 3.5, "crn": 1.25}, {"maximal": 0.01, "crn": 0.02}
    p = CouplingPilot(n_steps=50, met=met, distance=dist, seconds=secs, chosen="crn")
    head, header, rows = _rows(str(p))
    assert head == "coupling pilot (50 steps): chosen crn"
    assert [h.strip() for h in header if h.strip()] == ["coupling", "fraction met", "mean Hamming left", "seconds"]
    assert rows == [["maximal", "0.25", "3.5", "0.01"], ["crn", "0.75", "1.25", "0.02"]]
    assert p.to_dict() == {"n_steps": 50, "met": met, "distance": dist, "seconds": secs, "chosen": "crn"}

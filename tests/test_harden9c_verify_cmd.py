"""harden9c: glauber verify's timing split on a report without sections (issue 30)."""

from toolkit.app.commands.verify import _timings


def test_timings_of_a_report_without_sections():
    # "every wall-clock number of results.json, moved out": with no section there is only the
    # total; a null "sections" is no section either
    res = {"seconds": 3.5, "ok": True}
    assert _timings(res) == {"seconds": 3.5, "sections": {}} and res == {"ok": True}
    res = {"seconds": 1.0, "sections": None}
    assert _timings(res) == {"seconds": 1.0, "sections": {}}
    res = {"sections": {"phase": {"seconds": 2.0, "claims": []}}}
    assert _timings(res) == {"seconds": None, "sections": {"phase": 2.0}}
    assert res == {"sections": {"phase": {"claims": []}}}

"""prm27d: ``glauber verify --json`` moves EVERY wall-clock number out of results.json.

toolkit.app.commands.verify._timings (docstring): "Every wall-clock number of results.json,
moved out (so that the rest is reproducible)". A section that took 0.0 s (a skipped one) has a
wall-clock number too: it must be moved out like the others, not left behind because it is 0.
"""

from toolkit.app.commands.verify import _timings


def test_zero_seconds_moved_out_too():
    res = {"seconds": 7.5, "sections": {"semantic": {"seconds": 0.0, "skipped": "real models left out"},
                                        "reference": {"seconds": 5.25, "claims": []},
                                        "soundness": {"claims": []}}}
    times = _timings(res)
    assert times == {"seconds": 7.5, "sections": {"semantic": 0.0, "reference": 5.25}}
    assert "seconds" not in res
    assert all("seconds" not in sec for sec in res["sections"].values())
    assert res["sections"]["semantic"] == {"skipped": "real models left out"}

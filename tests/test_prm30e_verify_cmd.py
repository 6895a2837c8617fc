"""prm30e: verify --json moves every section's wall time out of the payload, not the first
section's only (issue 30, thirteenth sweep: a loop that stops after the first item)."""

import toolkit.app.commands.verify as verify_cmd  # the module under test


def test_timings_moves_every_section():
    res = {"seconds": 9.0, "sections": {"a": {"seconds": 1.0, "claims": []},
                                        "b": {"seconds": 2.0, "claims": []},
                                        "c": {"seconds": 3.0}}}
    times = verify_cmd._timings(res)
    assert times == {"seconds": 9.0, "sections": {"a": 1.0, "b": 2.0, "c": 3.0}}
    assert "seconds" not in res
    assert all("seconds" not in sec for sec in res["sections"].values())

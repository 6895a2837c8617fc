"""prm27e (issue 30, tenth sweep): envelope's ``timings`` gathers EVERY wall-clock number:
the payload's own ``timings`` dict, its ``seconds`` and the ``timings`` keyword (docstring:
"last ``timings``: every wall-clock number, so same-seed runs differ only there").

Mutant prm27e.output.payload_timings_dropped kept only ``seconds`` and the keyword's."""

import argparse

from toolkit.app.output import envelope


def test_payload_timings_are_kept_beside_the_keywords():
    args = argparse.Namespace(command="x")
    doc = envelope(args, {"a": 1, "timings": {"enumerate": 0.5}, "seconds": 2.0}, timings={"total": 3.0})
    assert doc["timings"] == {"enumerate": 0.5, "seconds": 2.0, "total": 3.0}
    assert list(doc)[-1] == "timings"
    assert "seconds" not in {k for k in doc if k != "timings"}

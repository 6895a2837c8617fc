"""cmp14a: the round-trip claim of ``toolkit.app.report.soundness`` (``glauber verify``) must
fail when the saved file's ``nonfinite`` map lists a *finite* value.

``_round_trips`` saves a verdict whose exponents sit under awkward keys; ``x/~1/y`` holds 1.5,
so no pointer to it (``/exponents/x~1~01~1y/value``, RFC 6901: ``~`` as ``~0``, ``/`` as ``~1``)
may appear in any list of the map. Here the report reads back a map with that pointer added
to ``nan`` (only the report's view of the file: ``load_result`` still reads the true one), and
the claim must fail: one such pointer is enough, not every pointer being one.
"""

import json
import types

from tests.toolkit.test_sweep7a4_soundness import _round_trip_claim
from toolkit.app.report import soundness as snd

FINITE = "/exponents/x~1~01~1y/value"


def test_a_finite_value_listed_as_nonfinite_fails_the_round_trip(monkeypatch):
    seen = []

    def load(fh):
        doc = json.load(fh)
        if "nonfinite" in doc:
            assert FINITE not in sum(doc["nonfinite"].values(), [])  # the true file is right
            doc["nonfinite"].setdefault("nan", []).append(FINITE)
            seen.append(doc)
        return doc

    monkeypatch.setattr(snd, "json", types.SimpleNamespace(load=load, loads=json.loads, dumps=json.dumps))
    claim = _round_trip_claim()
    assert seen and claim.failed

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

import exact
from toolkit.app.report import soundness as snd
from toolkit.app.report._model import Section
from toolkit.app.report.reference import _Agreement

ROUND_TRIP = "round trips with NaN, +-inf and keys with / and ~ (1 = intact)"
FINITE = "/exponents/x~1~01~1y/value"


def _round_trip_claim():
    s = Section("x", "x")
    snd._round_trips(exact, _Agreement(s), snd._Inequalities(s))
    (claim,) = [c for c in s.claims if c.name == ROUND_TRIP]
    return claim


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

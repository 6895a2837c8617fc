"""Contract pins of :mod:`toolkit.results` (issue 30, sweep8s1): result_text shows 1-D numeric
arrays by their values and every other array (2-D, complex, strings, long) by shape and dtype; a
saved result lacking a required field, or whose ``nonfinite`` holds something that is not a JSON
Pointer, is refused naming it; an Estimate's interval is closed at both ends; witness_order's lead
rectangles are one per site pair (pairs whose flat index ``i * (max j - 1) + j`` would collide
stay apart) with every candidate form (None, mask, indices); contraction is ``alpha < 1`` strictly."""

import json

import numpy as np
import pytest

from toolkit import results as R
from toolkit.exceptions import InvalidInputError
from toolkit.results import Estimate, InfluenceSummary, StationaryLaw, result_text, witness_order


def _value_line(text, field):
    return next(line for line in text.splitlines() if line.startswith(field + " ")).split(None, 1)[1].strip()


def _influence(alpha, R_=None):
    R_ = np.array([[0.0, 0.25], [0.5, 0.0]]) if R_ is None else R_
    e = Estimate.exact(alpha)
    return InfluenceSummary(R=R_, L=R_, alpha=e, alpha_row=e, T0=e, T0_row=e, temperature=1.0, method="exact")


def test_result_text_arrays_by_values_or_by_shape():
    # 1-D numeric: values (bool as yes/no, ints as ints)
    law = StationaryLaw(np.array([0.25, 0.75]), None, "gth", 1e-17, 2e-16, 4e-16, 2)
    assert _value_line(result_text(law), "pi") == "[0.25, 0.75]"
    law = StationaryLaw(np.array([1, 2, 3]), np.array([True, False]), "gth", 0.0, 0.0, 0.0, 3)
    text = result_text(law)
    assert _value_line(text, "pi") == "[1, 2, 3]" and _value_line(text, "log_pi") == "[yes, no]"
    # 2-D (however small), complex, strings and arrays longer than 8: shape and dtype
    assert _value_line(result_text(_influence(0.5)), "R") == "array (2, 2), float64"
    law = StationaryLaw(np.array([0.5 + 0j, 0.5]), np.array(["a", "b"]), "gth", 0.0, 0.0, 0.0, 2)
    text = result_text(law)
    assert _value_line(text, "pi") == "array (2,), complex128" and _value_line(text, "log_pi") == "array (2,), <U1"
    law = StationaryLaw(np.full(9, 1 / 9), None, "gth", 0.0, 0.0, 0.0, 9)
    assert _value_line(result_text(law), "pi") == "array (9,), float64"
    law = StationaryLaw(np.full(8, 0.125), None, "gth", 0.0, 0.0, 0.0, 8)
    assert _value_line(result_text(law), "pi") == "[" + ", ".join(["0.125"] * 8) + "]"


def _doc(obj):
    return json.loads(json.dumps(R.to_json_document(obj)))


def test_missing_required_field_is_named():
    doc = _doc(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    del doc["data"]["value"]
    with pytest.raises(InvalidInputError, match=r"Estimate lacks its required field 'value'"):
        R.from_json_document(doc)
    doc = _doc(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    del doc["data"]["stderr"]  # a field with a default: the default
    assert R.from_json_document(doc).stderr == 0.0


def test_nonfinite_entries_must_be_json_pointers():
    doc = _doc(Estimate(float("inf"), stderr=0.5, ci=(0.0, 1.0), method="m"))
    assert doc["nonfinite"]["inf"] == ["/value"] and doc["data"]["value"] is None
    assert R.from_json_document(doc).value == float("inf")   # the RFC 6901 form round-trips
    for bad in ("value", 5, None, ["/value"]):
        d = json.loads(json.dumps(doc))
        d["nonfinite"]["inf"] = [bad]
        with pytest.raises(InvalidInputError, match=r"not a JSON Pointer such as '/value'"):
            R.from_json_document(d)
    d = json.loads(json.dumps(doc))
    d["nonfinite"]["inf"] = ["/stderr"]   # a pointer, but at a number that is not null
    with pytest.raises(InvalidInputError, match=r"names 0.5, not a null"):
        R.from_json_document(d)


def test_estimate_interval_is_closed():
    e = Estimate(1.0, ci=(0.5, 2.0), method="m")
    assert e.covers(0.5) and e.covers(2.0) and e.covers(1.0)
    assert not e.covers(0.4999) and not e.covers(2.0001)
    x = Estimate.exact(3.0)
    assert x.covers(3.0) and not x.covers(3.0000001) and not x.covers(2.9999999)


def test_contracting_is_strict():
    assert _influence(0.5).contracting is True
    assert _influence(0.999).contracting is True
    assert _influence(1.0).contracting is False    # alpha = 1: Dobrushin's condition fails
    assert _influence(1.5).contracting is False


def test_witness_order_one_per_pair_first():
    # pairs (0, 2) and (1, 1): with max j = 2 their flat keys i * 3 + j are 2 and 4 (distinct);
    # a key i * (max j - 1) + j would merge them (2 and 2)
    absr = np.array([5.0, 4.0, 3.0, 2.0])
    i = np.array([0, 1, 0, 1])
    j = np.array([2, 1, 2, 1])
    # the worst of each pair first (0 for (0, 2), 1 for (1, 1)), then the rest by |log R|
    assert witness_order(absr, i, j, 4).tolist() == [0, 1, 2, 3]
    assert witness_order(absr, i, j, 2).tolist() == [0, 1]
    # (0, 2) twice then (1, 1): the lead is the worst of each pair, 0 and 2, then 1
    assert witness_order([5.0, 4.0, 3.0], [0, 0, 1], [2, 2, 1], 3).tolist() == [0, 2, 1]
    assert witness_order([5.0, 4.0, 3.0], [0, 0, 1], [2, 2, 1], 2).tolist() == [0, 2]
    # every form of candidates gives the same order; index 0 is a candidate like any other
    mask = np.array([True, True, False, True])
    assert witness_order(absr, i, j, 4, candidates=mask).tolist() == [0, 1, 3]
    assert witness_order(absr, i, j, 4, candidates=np.array([0, 1, 3])).tolist() == [0, 1, 3]
    assert witness_order(absr, i, j, 4, candidates=None).tolist() == [0, 1, 2, 3]
    # an empty choice or k <= 0: nothing
    assert witness_order(absr, i, j, 3, candidates=np.zeros(4, bool)).tolist() == []
    assert witness_order(absr, i, j, 0).tolist() == [] and witness_order(absr, i, j, -1).tolist() == []
    # pairs ordered by their worst |log R|, ties by index: (1, 1)'s worst 6 leads
    absr2 = np.array([5.0, 6.0, 5.0, 1.0])
    assert witness_order(absr2, i, j, 4).tolist() == [1, 0, 2, 3]


def test_loader_refusals_name_what_is_wrong():
    doc = _doc(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    d = json.loads(json.dumps(doc))
    d["data"]["bogus"] = 1
    with pytest.raises(InvalidInputError, match=r"Estimate has no field\(s\) 'bogus'"):
        R.from_json_document(d)
    d = json.loads(json.dumps(doc))
    d["version"] = -1
    with pytest.raises(InvalidInputError, match=r"saved with format version -1"):
        R.from_json_document(d)
    d = json.loads(json.dumps(doc))
    d["type"] = "toolkit.results:StationaryLaw"
    with pytest.raises(InvalidInputError, match=r"'type' 'toolkit.results:StationaryLaw' does not match"):
        R.from_json_document(d)
    # a nested result lacking its required field: named with its JSON Pointer
    law = _doc(_influence(0.5))
    del law["data"]["alpha"]["value"]
    with pytest.raises(InvalidInputError, match=r"/data/alpha: Estimate lacks its required field 'value'"):
        R.from_json_document(law)

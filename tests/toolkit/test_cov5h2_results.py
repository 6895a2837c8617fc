"""Coverage-driven tests of toolkit/results.py (issue 30, branch cov5h2): the paths no other
default-tier test executed (object arrays in equality, derived values that raise in the text
and HTML tables, validation messages of the loader), each checked against the documented
contract or a hand-computed value."""

from __future__ import annotations

import dataclasses
import json
import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError, InvalidTypeError
from toolkit.results import (
    FORMAT,
    FORMAT_VERSION,
    Estimate,
    MixingResult,
    Result,
    StationaryLaw,
    abs_log_r_quantiles,
    from_json_document,
    load_result,
    result_html,
    result_text,
    results_equal,
    slack_lower,
    to_json_document,
)


def test_results_equal_object_arrays_element_by_element():
    # docstring: arrays by shape and values; object arrays compare their items with results_equal,
    # so NaN inside an object array equals NaN, and a differing item makes them unequal
    a = np.array([1.0, math.nan, "x"], dtype=object)
    b = np.array([1.0, math.nan, "x"], dtype=object)
    c = np.array([1.0, 2.0, "x"], dtype=object)
    assert results_equal(a, b)
    assert not results_equal(a, c)


def test_results_equal_dataclass_of_other_type_and_incomparable_values():
    # docstring: dataclasses field by field, only of the same type
    @dataclasses.dataclass
    class A:
        x: int

    @dataclasses.dataclass
    class B:
        x: int

    assert results_equal(A(1), A(1))
    assert not results_equal(A(1), B(1))

    class Bad:  # == raises: results_equal answers False, not the exception
        def __eq__(self, other):
            raise TypeError("no")

    assert results_equal(Bad(), Bad()) is False
    # Result.__eq__ defers to the other operand for a foreign type
    e = Estimate(1.0)
    assert e.__eq__(1.0) is NotImplemented
    assert (e == 1.0) is False


@dataclasses.dataclass(frozen=True, eq=False)
class _Broken(Result):
    """A result whose derived value cannot be computed."""

    x: float
    _derived = ("boom",)

    @property
    def boom(self):
        raise ZeroDivisionError("derived")


def test_text_and_html_show_a_failing_derived_value_by_its_exception_name():
    # result_text / result_html: "a derived value that cannot be computed is shown, not raised"
    text = result_text(_Broken(1.0))
    assert "boom" in text and "(ZeroDivisionError)" in text
    page = result_html(_Broken(1.0))
    assert "(ZeroDivisionError)" in page


def test_text_and_html_refuse_a_non_dataclass():
    # documented: `obj` must be a result dataclass -> InvalidTypeError naming the type
    for fn in (result_text, result_html):
        with pytest.raises(InvalidTypeError, match="`obj` must be a result dataclass; got int"):
            fn(3)
        with pytest.raises(InvalidTypeError, match="got type"):
            fn(Estimate)  # the class, not an instance


@dataclasses.dataclass(frozen=True, eq=False)
class _Cells(Result):
    est: Estimate
    arr: np.ndarray
    inner: object
    short: dict
    long: dict
    nested: Result


def test_html_and_text_cells_by_kind():
    # the cell rules of _html_value/_text_value: an Estimate by its str, a short 1-d numeric
    # array listed, a plain dataclass by its type name, a short flat dict as "k: v", a long
    # dict (> 8 entries) by its count and first 8 keys followed by "...", a nested result by
    # its type and first line
    @dataclasses.dataclass
    class Plain:
        y: int

    nested = _Broken(2.0)  # str is result_text: title line "_Broken", then the table (several lines)
    obj = _Cells(Estimate(2.0), np.array([1, 2]), Plain(1), {"a": 1}, {f"k{i}": i for i in range(9)}, nested)
    page = result_html(obj)
    assert f">{Estimate(2.0)}</td>" in page
    assert "[1, 2]" in page
    assert "Plain" in page
    assert "a: 1" in page
    assert "dict of 9 entries: k0, k1, k2, k3, k4, k5, k6, k7, ..." in page
    # a nested result: "Type: first line of its own str" (result_text's title, its doctest)
    assert ">_Broken: _Broken</td>" in page
    text = result_text(obj)
    assert "nested  _Broken: _Broken" in " ".join(text.split("\n"))
    assert "Plain" in text
    assert "9 entries: k0, k1, k2, k3, k4, k5, k6, k7, ..." in text


def _doc(obj):
    return to_json_document(obj)


def test_loader_refuses_bad_type_tags():
    doc = _doc(Estimate(1.0))
    bad = dict(doc, data=dict(doc["data"], __type__="nocolon"))
    bad.pop("type")
    with pytest.raises(InvalidInputError, match="'nocolon' is not a type tag of the form 'module:Class'"):
        from_json_document(bad)
    # a toolkit name that is not a dataclass: refused as such (contract of _resolve)
    bad = dict(doc, data=dict(doc["data"], __type__="toolkit.results:results_equal"))
    bad.pop("type")
    with pytest.raises(InvalidInputError, match="'toolkit.results:results_equal' is not a dataclass"):
        from_json_document(bad)
    # the envelope's 'type' must match data's tag
    bad = dict(doc, type="toolkit.results:StationaryLaw")
    with pytest.raises(InvalidInputError, match="does not match data's __type__"):
        from_json_document(bad)


def test_loader_range_rules_by_field_name():
    # _check_range: n, q >= 1; temperature > 0; eps, level in (0, 1)
    doc = _doc(Estimate(1.0, level=0.9))
    doc["data"]["level"] = 1.0
    with pytest.raises(InvalidInputError, match=r"/data/level of Estimate must be in \(0, 1\); got 1.0"):
        from_json_document(doc)
    doc["data"]["level"] = 0.5  # inside: loads
    assert from_json_document(doc).level == 0.5
    law = StationaryLaw(np.array([0.5, 0.5]), None, "gth", 0.0, 0.0, 0.0, 2)
    doc = _doc(law)
    doc["data"]["n_states"] = 0  # a count, but not in _AT_LEAST_ONE: 0 allowed
    assert from_json_document(doc).n_states == 0


def test_loader_type_mismatch_names_the_expected_type():
    # _hint_name: a list field is "a list", a dict field "an object", an int field "an integer"
    doc = _doc(Estimate(1.0, n_samples=3))
    doc["data"]["n_samples"] = "three"
    with pytest.raises(InvalidInputError, match="must be an integer or null; got 'three'"):
        from_json_document(doc)
    doc = _doc(Estimate(1.0, ci=(0.0, 2.0)))
    doc["data"]["ci"] = 5
    with pytest.raises(InvalidInputError, match="/data/ci of Estimate must be a list or null; got 5"):
        from_json_document(doc)


def test_loader_object_arrays_and_malformed_containers():
    # an object array saves item by item and loads back equal (NaN equal to NaN)
    @dataclasses.dataclass(frozen=True, eq=False)
    class Holder(Result):
        a: object

    arr = np.array([1.5, "s", math.nan], dtype=object)
    enc = to_json_document(Holder(arr))["data"]["a"]
    from toolkit.results import _decode

    back = _decode(enc, None, "/data/a")
    assert back.dtype == object and back.shape == (3,)
    assert back[0] == 1.5 and back[1] == "s"
    # complex dtype, bad shape, list expected, bad [key, value] pair
    with pytest.raises(InvalidInputError, match="complex arrays are not saved"):
        _decode({"__array__": [1], "dtype": "complex128", "shape": [1]}, None, "/x")
    with pytest.raises(InvalidInputError, match="not a valid saved array"):
        _decode({"__array__": [1, 2, 3], "dtype": "float64", "shape": [2]}, None, "/x")
    with pytest.raises(InvalidInputError, match="/x: expected a list; got 3"):
        _decode({"__list__": 3}, None, "/x")
    assert _decode({"__list__": [1, [2]]}, None, "/x") == [1, [2]]
    with pytest.raises(InvalidInputError, match=r"/x/__items__/0: must be a \[key, value\] pair; got \[1\]"):
        _decode({"__items__": [[1]]}, None, "/x")
    with pytest.raises(InvalidInputError, match="not a usable key"):
        _decode({"__items__": [[{"a": 1}, 2]]}, None, "/x")


def test_nonfinite_pointer_validation():
    doc = _doc(Estimate(math.nan))
    assert "/value" in doc["nonfinite"]["nan"]
    bad = dict(doc, nonfinite={"nan": ["value"]})  # no leading '/'
    with pytest.raises(InvalidInputError, match="not a JSON Pointer such as '/value'"):
        from_json_document(bad)
    bad = dict(doc, nonfinite={"nan": [""]})  # the whole document, which is not null
    with pytest.raises(InvalidInputError, match="points at the whole of `data`, which is not null"):
        from_json_document(bad)


def test_log_pi_min_without_log_pi_is_log_of_min():
    # StationaryLaw.log_pi_min: ln min pi; here ln 0.25 by hand, and -inf for a zero entry
    law = StationaryLaw(np.array([0.25, 0.75]), None, "gth", 0.0, 0.0, 0.0, 2)
    assert law.log_pi_min == pytest.approx(math.log(0.25))
    law0 = StationaryLaw(np.array([0.0, 1.0]), None, "gth", 0.0, 0.0, 0.0, 2)
    assert law0.log_pi_min == -math.inf


def test_mixing_result_reached_iff_t_mix():
    fields = {f.name: None for f in dataclasses.fields(MixingResult)}
    names = [f.name for f in dataclasses.fields(MixingResult)
             if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
    kw = {n: fields[n] for n in names}
    kw.update(times=np.array([0, 1]), distances=np.array([1.0, 0.1]))
    for n in names:
        if n not in kw or kw[n] is None:
            kw[n] = 0.25 if n == "eps" else (0 if n != "method" else "exact")
    kw["t_mix"] = None
    assert MixingResult(**kw).reached is False
    kw["t_mix"] = 0  # t_mix 0 is reached (it is not None)
    assert MixingResult(**kw).reached is True


def test_weights_of_another_shape_are_refused():
    with pytest.raises(InvalidInputError, match=r"`weights` must have the shape of `abs_log_r` \(2,\); got \(3,\)"):
        abs_log_r_quantiles([0.0, 1.0], weights=np.array([1, 1, 1]))


def test_slack_lower_without_positive_value_is_none():
    # docstring: None without a positive value
    assert slack_lower(0, 1) is None
    assert slack_lower(-1, 1) is None
    assert slack_lower(None, 1) is None
    assert slack_lower(4, 3) == pytest.approx(0.25)  # 1 - 3/4


def test_load_result_of_deeply_nested_json(tmp_path):
    # load_result: JSON that parses but is too deep to decode is refused as "(nested too deeply)",
    # not as a RecursionError (600 levels: the json module reads it, the decoder recurses ~3 frames a level)
    depth = 600
    data = "[" * depth + "]" * depth
    p = tmp_path / "deep.json"
    doc = {"format": FORMAT, "version": FORMAT_VERSION, "type": "toolkit.results:Estimate",
           "data": {"__type__": "toolkit.results:Estimate", "value": "DEEP"}}
    p.write_text(json.dumps(doc).replace('"DEEP"', data))
    with pytest.raises(InvalidInputError, match=r"is not a saved result \(nested too deeply\)"):
        load_result(p)

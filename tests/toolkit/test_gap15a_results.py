"""gap15a: lines of toolkit.results that its targeted tests never ran (targeted-coverage-2026-12-05).

Each test checks the documented contract (module docstring: the saved format; the error
messages naming the JSON Pointer and value), never the code's own output.
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from toolkit import results
from toolkit.exceptions import InvalidInputError, InvalidTypeError
from toolkit.results import (
    Claim,
    Estimate,
    RectangleSummary,
    Result,
    from_json_document,
    load_result,
    to_json_document,
)


@dataclasses.dataclass(frozen=True)
class _Holder:
    arr: np.ndarray | None = None
    other: object = None
    pairs: list[tuple[int, int]] = ()
    runs: tuple[tuple[int, int], ...] = ()
    by_name: dict[str, tuple[int, int]] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class _Unresolvable:
    t: NoSuchName  # noqa: F821 - an annotation get_type_hints cannot resolve


@dataclasses.dataclass(frozen=True)
class _Inner:
    a: int
    hidden: int = dataclasses.field(default=0, compare=False)


@dataclasses.dataclass(frozen=True, eq=False)
class _WithInner(Result):
    inner: _Inner


def _summary_doc():
    s = RectangleSummary(q=2, n=2, temperature=1.0, count=4, n_certified=0, prevalence=Estimate.exact(0.0),
                         max_abs=0.0, max_bound=0.0, quantiles={"0.5": 0.0}, witnesses=())
    return to_json_document(s)


def test_a_complex_array_is_refused_naming_its_pointer():
    with pytest.raises(InvalidTypeError, match=r"cannot save a complex array at /arr$"):
        to_json_document(_Holder(arr=np.array([1 + 2j])))


def test_an_unsupported_value_is_refused_naming_its_type_and_pointer():
    # docstring of _encode: number, string, array, sequence, dict or dataclass; a set is none
    with pytest.raises(InvalidTypeError, match=r"cannot save a set at /other \(not a number"):
        to_json_document(_Holder(other={1, 2}))


def test_tuples_inside_hinted_containers_are_plain_lists():
    # module docstring: a tuple is a plain list where the field's type hint says tuple
    data = to_json_document(_Holder(pairs=[(1, 2)], runs=((3, 4),), by_name={"a": (5, 6)}))["data"]
    assert data["pairs"] == [[1, 2]]
    assert data["runs"] == [[3, 4]]
    assert data["by_name"] == {"a": [5, 6]}


def test_an_unresolvable_hint_tags_the_tuple():
    # module docstring: a tuple without a tuple hint is {"__tuple__": [...]}
    assert to_json_document(_Unresolvable(t=(1, 2)))["data"]["t"] == {"__tuple__": [1, 2]}


def test_to_dict_writes_a_plain_dataclass_field_by_its_compared_fields():
    assert _WithInner(_Inner(a=3, hidden=9)).to_dict() == {"inner": {"a": 3}}


def test_to_jsonable_returns_an_unknown_object_as_it_is():
    # to_jsonable / _encode docstring: anything else is returned as it is
    o = object()
    assert results.to_jsonable([o])[0] is o


def test_result_html_survives_a_to_frame_without_pandas():
    @dataclasses.dataclass(frozen=True)
    class NoPandas:
        x: int = 1

        def to_frame(self):
            raise ImportError("no pandas")

    out = results.result_html(NoPandas())
    assert "NoPandas" in out and "<details>" not in out


def test_an_unknown_class_of_a_loadable_module_is_named():
    doc = to_json_document(Estimate.exact(1.0))
    doc["data"]["__type__"] = doc["type"] = "toolkit.results:NoSuchResult"
    with pytest.raises(InvalidInputError, match=r"unknown type 'toolkit.results:NoSuchResult'"):
        from_json_document(doc)


def test_a_negative_stderr_is_refused():
    doc = to_json_document(Estimate(1.0, stderr=0.5, n_samples=4, method="m"))
    doc["data"]["stderr"] = -0.5
    with pytest.raises(InvalidInputError, match=r"/data/stderr of Estimate must be >= 0; got -0.5"):
        from_json_document(doc)


def test_a_zero_temperature_is_refused():
    doc = _summary_doc()
    doc["data"]["temperature"] = 0.0
    with pytest.raises(InvalidInputError, match=r"/data/temperature of RectangleSummary must be > 0; got 0.0"):
        from_json_document(doc)


def test_a_dict_field_and_a_dataclass_field_name_what_they_need():
    doc = _summary_doc()
    doc["data"]["quantiles"] = [1]
    with pytest.raises(InvalidInputError, match=r"/data/quantiles of RectangleSummary must be an object; got \[1\]"):
        from_json_document(doc)
    doc = _summary_doc()
    doc["data"]["prevalence"] = 3
    with pytest.raises(InvalidInputError, match=r"/data/prevalence of RectangleSummary must be Estimate; got 3"):
        from_json_document(doc)


def test_a_constructor_refusal_names_the_type():
    doc = to_json_document(Claim("c", "-", None, 1, 1, True, kind="comparison"))
    doc["data"]["verdict"] = "bogus"
    with pytest.raises(InvalidInputError, match=r"^/data: Claim: `verdict` must be one of"):
        from_json_document(doc)


def test_bad_envelopes_are_named():
    doc = to_json_document(Estimate.exact(1.0))
    with pytest.raises(InvalidInputError, match=r"'data' must be an object with a '__type__' tag; got \[1\]"):
        from_json_document({**doc, "data": [1]})
    with pytest.raises(InvalidInputError, match=r"'nonfinite' must be an object with keys nan, inf, -inf"):
        from_json_document({**doc, "nonfinite": {"NaN": []}})
    with pytest.raises(InvalidInputError, match=r"`nonfinite` pointer '/nosuch/0' names no field of `data`"):
        from_json_document({**doc, "nonfinite": {"nan": ["/nosuch/0"]}})


def test_a_deeply_nested_file_is_not_a_saved_result(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(InvalidInputError, match=r"is not a saved result \(JSON nested too deeply\)"):
        load_result(path)


def test_json_round_trip_of_the_doc_still_loads():
    doc = _summary_doc()
    assert from_json_document(json.loads(json.dumps(doc))) == from_json_document(doc)


def test_a_constructor_value_error_names_the_type():
    # _decode_dataclass: fields that pass the type checks but that the constructor cannot
    # use are refused as "the fields do not make a <type>" with the exception's type
    from toolkit.finite_size import ScalingData

    s = ScalingData(temperatures=np.array([1.0, 2.0, 3.0]), n_values=np.array([4, 8]), binder=np.zeros((2, 3)),
                    susceptibility=np.ones((2, 3)))
    doc = to_json_document(s)
    doc["data"]["temperatures"] = {"__array__": ["a", "b", "c"], "dtype": "<U1", "shape": [3]}
    with pytest.raises(InvalidInputError, match=r"^/data: the fields do not make a ScalingData \(ValueError: "):
        from_json_document(doc)

"""Audit 15a (issue 30): the JSON round trip of a dict whose keys are the saver's own tags.

Contract (``toolkit.results`` module docstring): ``obj.save(path)`` / ``Type.load(path)`` is
lossless and restores an equal object; a dict whose keys are not all plain strings (or that
uses a reserved tag such as ``"__type__"`` as a key) is saved as ``{"__items__": [[key,
value], ...]}`` so that loading cannot mistake it for a tagged value.
"""

from __future__ import annotations

import json

import pytest

from toolkit.growth import GrowthVerdict
from toolkit.results import from_json_document, load_result, to_json_document

# the five tags the saver writes (module docstring: "__type__", "__array__", "__tuple__",
# "__list__", "__items__"), spelled out here rather than read from the module
TAGS = ("__type__", "__array__", "__tuple__", "__list__", "__items__")


@pytest.mark.parametrize("tag", TAGS)
def test_a_dict_keyed_by_a_reserved_tag_round_trips(tag, tmp_path):
    # GrowthVerdict.thresholds is a plain dict field: any string keys must come back as they were
    v = GrowthVerdict("undetermined", 1.0, "t_rel", (4, 8, 16), thresholds={tag: [[1, 2]], "z_poly": 2.5})
    path = tmp_path / "v.json"
    v.save(path)
    back = load_result(path)
    assert back == v
    assert back.thresholds == {tag: [[1, 2]], "z_poly": 2.5}
    # and through the document form, after a trip through standard JSON text
    doc = json.loads(json.dumps(to_json_document(v), allow_nan=False))
    assert from_json_document(doc).thresholds == {tag: [[1, 2]], "z_poly": 2.5}

"""Eighteenth blind audit, part 18b: two contracts of ``toolkit.results`` no test held.

- ``upgrade_fields``: ``method`` is set *where absent* (its docstring); a saved method is kept.
- ``from_json_document`` validates every field against its type hint: ``true``/``false`` is not
  a number (``bool`` is a subclass of ``int`` in Python, so a check by ``isinstance`` alone lets
  it through), and the error names the field's JSON Pointer.
"""

from __future__ import annotations

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.results import Estimate, from_json_document, to_json_document, upgrade_fields


def test_upgrade_fields_keeps_a_saved_method():
    # the docstring: "``method`` is set where absent"
    old = {"a_col": 0.5, "method": "sampled"}
    out = upgrade_fields(old, {"a_col": "a"}, method="exact")
    assert out["method"] == "sampled"
    assert out["a"]["value"] == 0.5
    # and set where it is absent
    assert upgrade_fields({"a_col": 0.5}, {"a_col": "a"}, method="exact")["method"] == "exact"


@pytest.mark.parametrize("field", ["value", "stderr", "level"])
@pytest.mark.parametrize("flag", [True, False])
def test_a_boolean_in_a_float_field_is_refused(field, flag):
    doc = to_json_document(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    doc["data"][field] = flag
    with pytest.raises(InvalidInputError, match=f"/data/{field} of Estimate must be a number"):
        from_json_document(doc)

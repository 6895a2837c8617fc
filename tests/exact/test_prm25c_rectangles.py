"""prm25c (issue 30, eighth sweep): an old-layout rectangle table (saved before issue 27,
no summary fields) is rebuilt WITH its ``logit_error_source``.

Contract (``RectangleTable._upgrade``): the table is rebuilt from its rectangles by ``of``,
reading ``logit_error_source`` where the saved data has it (the fresh path,
``all_rectangles``, hands it on too); with ``logit_rtol`` the source is the override."""

import json

from exact.rectangles import all_rectangles
from toolkit.models import random_table
from toolkit.results import from_json_document, to_json_document

OLD = ("__type__", "q", "n", "temperature", "logit_error", "tokens", "i", "j", "context", "a", "a2", "b", "b2",
       "log_r", "bound", "logit_error_source")


def test_old_layout_keeps_its_error_source():
    t = all_rectangles(random_table(2, 3, 1.0, rng=1), temperature=1.0, logit_rtol=1e-6)
    assert t.logit_error_source == "logit_rtol override"
    doc = json.loads(json.dumps(to_json_document(t)))
    old = {k: v for k, v in doc["data"].items() if k in OLD}
    assert "count" not in old
    back = from_json_document(dict(doc, data=old))
    assert back.count == 6
    assert back.logit_error_source == "logit_rtol override"

"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults):
``glauber rectangle --max-memory`` is the limit :func:`toolkit.incompat.rectangle_test` itself
guards its arrays with (the option's help: it guards the rectangles' own arrays), not only the
command's check before the model is queried. A spy on ``rectangle_test`` as
``toolkit.app.commands.rectangle`` looks it up records the limit that reaches it (a toy model in
place of the MLM, so nothing loads)."""

from __future__ import annotations

import numpy as np
import pytest

import toolkit.app.commands.rectangle as rectangle_cmd
from toolkit.app.cli import main
from toolkit.models.toy import IndependentSites


class _Stop(Exception):
    pass


class _Toy(IndependentSites):
    def initial_state(self):
        return np.zeros(self.length, dtype=np.int64)


@pytest.mark.parametrize("given, expected", [("3MiB", 3 * 2**20), ("123456", 123456)])
def test_max_memory_reaches_rectangle_test(monkeypatch, given, expected):
    seen = {}

    def spy(model, x, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(rectangle_cmd, "build_model", lambda args, **kw: _Toy(np.zeros((4, 3))))
    monkeypatch.setattr(rectangle_cmd, "rectangle_test", spy)
    with pytest.raises(_Stop):
        main(["rectangle", "--model", "tiny-en", "--top-k", "2", "--max-memory", given, "--quiet"])
    assert seen.get("max_memory") == expected

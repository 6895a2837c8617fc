"""prm24c seventh sweep (issue 30): the options of ``glauber rectangle`` that no test gave off their
default (benchmarks/results/default-only-args-2026-12-06.md): ``--device`` and ``--batch-size`` reach
the real model's constructor (``make_model`` replaced by a stub that records its keywords: nothing is
loaded), and ``--max-memory`` refuses a rectangle test above it (the model replaced by a small toy:
the guard runs before any conditional is queried)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app.commands import _common
from toolkit.app.commands import rectangle as rectangle_cmd
from toolkit.cli import main
from toolkit.models import IndependentSites


class _Loaded(Exception):
    pass


def _stub(name, **params):
    raise _Loaded(name, params)


def test_device_and_batch_size_reach_the_model(monkeypatch):
    monkeypatch.setattr(_common, "make_model", _stub)
    with pytest.raises(_Loaded) as got:
        main(["rectangle", "--model", "tiny-en", "--text", "the cat sat", "--device", "cpu", "--batch-size", "3",
              "--quiet"])
    name, params = got.value.args
    assert (name, params["device"], params["batch_size"]) == ("tiny-en", "cpu", 3)


class _Toy(IndependentSites):
    def initial_state(self):
        return np.zeros(self.length, dtype=np.int64)


def test_max_memory_refuses_the_rectangles(monkeypatch, capsys):
    # 5 sites, 4 adjacent pairs x C(3, 2)**2 = 9 rectangles: more than 1 byte; the default 8 GiB admits it
    monkeypatch.setattr(rectangle_cmd, "build_model", lambda args, **kw: _Toy(np.zeros((5, 4))))
    rc = main(["rectangle", "--model", "tiny-en", "--top-k", "3", "--max-memory", "1B", "--quiet"])
    assert rc == 2
    assert "--max-memory" in capsys.readouterr().err

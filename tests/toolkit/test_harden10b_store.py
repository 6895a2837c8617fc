"""harden10b: a survivor of ``automut --fresh-lines`` (seed 2026120422) in
toolkit.app.sweep.store: the busy timeout its docstring states (30 s for another writer's lock)."""

from __future__ import annotations

import sqlite3

from toolkit.app.sweep import store as store_mod
from toolkit.app.sweep.store import ResultStore


def test_result_store_waits_30_seconds_for_a_lock(tmp_path, monkeypatch):
    # ResultStore's docstring: "a writer waits up to 30 s for another's lock (SQLite's busy
    # timeout)"; waiting that long in a test is too slow, so the connection's timeout is read
    seen = {}
    real = sqlite3.connect

    def connect(*a, **kw):
        seen.update(kw)
        return real(*a, **kw)

    monkeypatch.setattr(store_mod.sqlite3, "connect", connect)
    with ResultStore(tmp_path / "s.sqlite") as st:
        assert not st.keys()  # a new, empty store
    assert seen["timeout"] == 30.0
    assert "30 s" in " ".join(ResultStore.__doc__.split())

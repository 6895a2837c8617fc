"""gap15c: toolkit.app.sweep.store creates a new store's schema in one transaction: a failure
part-way rolls back every table (a line its targeted tests never ran,
targeted-coverage-2026-12-05)."""

from __future__ import annotations

import sqlite3

import pytest

from toolkit.app.sweep import store as st
from toolkit.app.sweep.store import ResultStore


def test_a_failed_schema_creation_leaves_no_table(tmp_path, monkeypatch):
    path = tmp_path / "s.sqlite"
    # the first statements succeed, the last fails: all or nothing
    monkeypatch.setattr(st, "_SCHEMA", st._SCHEMA + ";\nCREATE TABLE results (key TEXT);\n")
    s = ResultStore.__new__(ResultStore)
    s.path = str(path)
    s._conn = sqlite3.connect(s.path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError, match="already exists"):
        s._check_or_init(True)
    assert not s._conn.in_transaction
    assert list(s._conn.execute("SELECT name FROM sqlite_master WHERE type='table'")) == []
    s._conn.close()
    # through the constructor too; and the empty file is then a store once the schema is whole
    with pytest.raises(sqlite3.OperationalError):
        ResultStore(path)
    monkeypatch.undo()
    with ResultStore(path) as ok:
        assert {r[0] for r in ok._conn.execute("SELECT name FROM sqlite_master WHERE type='table'")} == {
            "glauber_meta", "results"}

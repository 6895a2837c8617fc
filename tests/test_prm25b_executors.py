"""prm25b (eighth sweep, issue 30): ``parse_executor`` hands on the scheduler address alone
(``"dask:ADDRESS" -> ("dask", ADDRESS)``), including an address that itself holds colons."""

from __future__ import annotations

from toolkit.app.sweep.executors import parse_executor


def test_dask_address():
    assert parse_executor("dask:tcp://127.0.0.1:8786") == ("dask", "tcp://127.0.0.1:8786")
    assert parse_executor("dask:scheduler.json") == ("dask", "scheduler.json")

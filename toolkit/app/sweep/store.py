"""The results store: one SQLite file, one row per task key, each written in its own
transaction (``INSERT OR IGNORE``), so a killed sweep loses only the tasks in flight."""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import stat
from collections.abc import Mapping

from toolkit.exceptions import InvalidInputError
from toolkit.results import to_jsonable

from .tasks import SCHEMA_VERSION, STORE_FORMAT, Task

# ---------------------------------------------------------------------------- store


_SCHEMA = """
CREATE TABLE IF NOT EXISTS glauber_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    n INTEGER NOT NULL,
    temperature REAL NOT NULL,
    seed INTEGER NOT NULL,
    estimator TEXT NOT NULL,
    params TEXT NOT NULL,
    options TEXT NOT NULL,
    result TEXT NOT NULL,
    created TEXT NOT NULL,
    duration_s REAL NOT NULL
);
"""


class ResultStore:
    """A results store: one SQLite file, one row per task key.

    ``ResultStore(path)`` opens a store, creating it when the file is missing or empty;
    ``create=False`` requires it to exist. A file that is not a results store (not an
    SQLite database, or one without the ``glauber_meta`` table) raises
    :class:`InvalidInputError` naming the path. Use as a context manager. Processes may share
    a store: a writer waits up to 30 s for another's lock (SQLite's busy timeout) before
    SQLite raises ``database is locked``.
    """

    def __init__(self, path, *, create: bool = True):
        self.path = os.fspath(path)
        if os.path.isdir(self.path):
            raise InvalidInputError(f"results store {self.path!r} is a directory, not a file")
        exists = os.path.exists(self.path)
        if exists and not stat.S_ISREG(os.stat(self.path).st_mode):
            raise InvalidInputError(f"results store {self.path!r} is not a regular file (a device, pipe or socket)")
        if not exists and not create:
            raise InvalidInputError(f"no results store at {self.path!r}")
        try:
            # autocommit: each INSERT below is its own transaction
            self._conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
        except sqlite3.Error as exc:
            raise InvalidInputError(f"cannot open results store {self.path!r}: {exc}") from None
        try:
            self._check_or_init(create)
        except BaseException:
            self._conn.close()
            raise

    def _not_a_store(self, why: str):
        return InvalidInputError(f"{self.path!r} is not a glauber results store ({why})")

    def _check_or_init(self, create: bool) -> None:
        c = self._conn
        try:
            tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        except sqlite3.DatabaseError:
            raise self._not_a_store("not an SQLite database") from None
        if "glauber_meta" not in tables:
            if tables:
                raise self._not_a_store(
                    f"an SQLite database without a glauber_meta table; it holds {', '.join(sorted(tables))}"
                )
            if not create:
                raise self._not_a_store("an empty file")
            c.execute("BEGIN IMMEDIATE")
            try:
                # one statement at a time: executescript() would commit the open transaction
                for stmt in filter(str.strip, _SCHEMA.split(";")):
                    c.execute(stmt)
                c.execute("INSERT OR IGNORE INTO glauber_meta VALUES ('format', ?)", (STORE_FORMAT,))
                c.execute("INSERT OR IGNORE INTO glauber_meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
                c.execute("COMMIT")
            except BaseException:
                c.execute("ROLLBACK")
                raise
        meta = dict(c.execute("SELECT name, value FROM glauber_meta"))
        if meta.get("format") != STORE_FORMAT:
            raise self._not_a_store(f"glauber_meta format is {meta.get('format')!r}")
        version = int(meta.get("schema_version", "0"))
        if version > SCHEMA_VERSION:
            raise InvalidInputError(
                f"results store {self.path!r} has schema version {version}, newer than this toolkit's "
                f"{SCHEMA_VERSION}; upgrade glauber-mlm"
            )

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self._conn.close()

    def __len__(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM results").fetchone()[0])

    def keys(self) -> set[str]:
        return {r[0] for r in self._conn.execute("SELECT key FROM results")}

    def add(self, task: Task, result: Mapping, duration_s: float) -> bool:
        """Insert one finished task in its own transaction; False if its key was already there."""
        created = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds")
        cur = self._conn.execute(
            "INSERT OR IGNORE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (task.key, task.model, task.n, task.temperature, task.seed, task.estimator,
             json.dumps(dict(task.params), sort_keys=True), json.dumps(dict(task.options), sort_keys=True),
             json.dumps(to_jsonable(result, keep_nonfinite=True), sort_keys=True), created, float(duration_s)),
        )
        return cur.rowcount == 1

    def rows(self) -> list[dict]:
        cur = self._conn.execute("SELECT * FROM results ORDER BY model, estimator, n, temperature, seed, key")
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r, strict=True)) for r in cur]


def load_results(path):
    """The store at ``path`` as a pandas DataFrame, one row per task.

    Columns: ``key``, the task fields (``model``, ``estimator``, ``n``, ``temperature``,
    ``seed``), the model parameters, the estimator options and the result fields, each
    expanded into its own column (a name that would clash gets a ``model_``, ``option_``
    or ``result_`` prefix), then ``duration_s`` and ``created``. Fields an estimator does
    not return are NaN.
    """
    import pandas as pd

    with ResultStore(path, create=False) as store:
        rows = store.rows()
    base = ["key", "model", "estimator", "n", "temperature", "seed"]
    records, order = [], list(base)
    for r in rows:
        rec = {k: r[k] for k in base}
        for prefix, blob in (("model_", r["params"]), ("option_", r["options"]), ("result_", r["result"])):
            for k, v in json.loads(blob).items():
                name = k if k not in rec and k not in ("duration_s", "created") else prefix + k
                rec[name] = v
                if name not in order:
                    order.append(name)
        rec["duration_s"], rec["created"] = r["duration_s"], r["created"]
        records.append(rec)
    return pd.DataFrame.from_records(records, columns=order + ["duration_s", "created"])

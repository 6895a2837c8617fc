"""prm25d (issue 30): a new results store records this toolkit's schema version.

toolkit.app.sweep.store refuses a store whose glauber_meta schema_version is newer than
SCHEMA_VERSION ("upgrade glauber-mlm"): the version a store carries is the toolkit's that
made it, written once when the store is created.
"""

import sqlite3

from toolkit.app.sweep.store import ResultStore
from toolkit.app.sweep.tasks import SCHEMA_VERSION, STORE_FORMAT


def test_new_store_meta(tmp_path):
    p = tmp_path / "s.sqlite"
    with ResultStore(p):
        pass
    con = sqlite3.connect(p)
    try:
        meta = dict(con.execute("SELECT name, value FROM glauber_meta"))
    finally:
        con.close()
    assert meta == {"format": STORE_FORMAT, "schema_version": str(SCHEMA_VERSION)}

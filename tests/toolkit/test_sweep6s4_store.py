"""Contract pins of toolkit.app.sweep.store (issue 30, sweep6s4): rows ordered by model,
estimator, n, temperature, seed, key; load_results' column order (task fields, params, options,
results, then duration_s and created), the model_/option_ prefixes of clashing names, NaN for a
field a row lacks; the current schema version accepted; created in UTC with milliseconds."""

import datetime
import math
import sqlite3

from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import SCHEMA_VERSION, Task


def test_rows_order_and_columns(tmp_path):
    p = tmp_path / "s.sqlite"
    with ResultStore(p) as st:
        # params: 'n' clashes with the task field; option 'q' clashes with the param q
        st.add(Task("potts", 3, 2.0, 0, "b", (("n", 9), ("q", 2)), (("q", 5),)), {"v": 1.0}, 0.5)
        st.add(Task("potts", 3, 1.0, 1, "b", (("n", 9), ("q", 2)), (("q", 5),)), {"v": 2.0, "w": 3.0}, 0.25)
        st.add(Task("potts", 2, 9.0, 0, "b", (("n", 9), ("q", 2)), (("q", 5),)), {"v": 3.0}, 0.1)
        st.add(Task("ising", 5, 1.0, 0, "z", (), ()), {"v": 4.0}, 0.1)
        st.add(Task("potts", 7, 1.0, 0, "a", (), ()), {"v": 5.0}, 0.1)
        rows = st.rows()
    assert [(r["model"], r["estimator"], r["n"], r["temperature"]) for r in rows] == [
        ("ising", "z", 5, 1.0), ("potts", "a", 7, 1.0), ("potts", "b", 2, 9.0), ("potts", "b", 3, 1.0),
        ("potts", "b", 3, 2.0)]
    df = load_results(p)
    cols = list(df.columns)
    assert cols[:6] == ["key", "model", "estimator", "n", "temperature", "seed"] and cols[-2:] == ["duration_s",
                                                                                                  "created"]
    assert {"model_n", "q", "option_q", "v", "w"} == set(cols[6:-2])
    assert cols.index("model_n") < cols.index("option_q") < cols.index("w")
    last = df.iloc[-1]
    assert (last["model_n"], last["q"], last["option_q"], last["n"]) == (9, 2, 5, 3)
    assert math.isnan(df.iloc[0]["w"]) and df.iloc[3]["w"] == 3.0
    assert list(df["v"]) == [4.0, 5.0, 3.0, 2.0, 1.0]


def test_created_is_utc_with_milliseconds_and_same_schema_accepted(tmp_path):
    p = tmp_path / "s.sqlite"
    with ResultStore(p) as st:
        st.add(Task("potts", 2, 1.0, 0, "e", (), ()), {"v": 1.0}, 0.5)
        created = st.rows()[0]["created"]
    t = datetime.datetime.fromisoformat(created)
    assert t.utcoffset() == datetime.timedelta(0) and len(created.split(".")[1]) == len("123+00:00")
    con = sqlite3.connect(p)
    assert dict(con.execute("SELECT name, value FROM glauber_meta"))["schema_version"] == str(SCHEMA_VERSION)
    con.close()
    with ResultStore(p, create=False) as st:   # the toolkit's own version: opened
        assert len(st) == 1 and st.rows()[0]["duration_s"] == 0.5

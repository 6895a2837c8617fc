"""toolkit.app.sweep: grids and task keys, the SQLite results store, estimators, executors."""

import json
import math
import multiprocessing
import socket
import sqlite3
import sys

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from toolkit.app.sweep import (
    ESTIMATORS,
    SCHEMA_VERSION,
    ResultStore,
    TaskFailedError,
    load_results,
    make_grid,
    parse_executor,
    run_sweep,
)
from toolkit.exceptions import InvalidInputError

GRID = dict(n=[2, 3], temperature=[0.5, 2.0], seed=[0, 1], estimator=["exact", "sampled-order"],
            params={"q": 2}, options={"n_chains": 64, "n_sweeps": 10})


def _table(path) -> pd.DataFrame:
    """A store's results without the run-dependent columns, in key order."""
    return load_results(path).drop(columns=["created", "duration_s"]).sort_values("key").reset_index(drop=True)


# ----------------------------------------------------------------------------- grids


def test_grid_size_defaults_and_stable_keys():
    tasks = make_grid("potts", **GRID)
    # exact is deterministic: one task per (n, T); sampled-order: one per (n, T, seed)
    assert len(tasks) == 2 * 2 + 2 * 2 * 2
    assert len({t.key for t in tasks}) == len(tasks)
    exact = [t for t in tasks if t.estimator == "exact"]
    assert {t.seed for t in exact} == {0}
    # the family's defaults are filled in, so the key names every setting
    assert dict(tasks[0].params) == {"q": 2, "coupling": 1.0, "graph": "complete"}
    assert dict(exact[0].options) == {"eps": 0.25, "scan": "random"}
    sampled = [t for t in tasks if t.estimator == "sampled-order"]
    assert dict(sampled[0].options) == {"n_chains": 64, "n_sweeps": 10, "scan": "random"}
    # same grid spelled differently (explicit default, int temperature, string option) -> same keys
    again = make_grid("potts", n=[3, 2], temperature=[2, 0.5], seed=[0, 1], estimator=["sampled-order", "exact"],
                      params={"q": 2, "coupling": 1.0}, options={"n_chains": "64", "n_sweeps": 10})
    assert {t.key for t in again} == {t.key for t in tasks}
    # a different setting -> a different key
    other = make_grid("potts", n=[2], temperature=[0.5], seed=[0], estimator=["exact"], params={"q": 2},
                      options={"eps": 0.1})
    assert other[0].key not in {t.key for t in tasks}
    assert json.loads(tasks[0].canonical)["params"]["q"] == 2


def test_grid_drops_duplicates():
    tasks = make_grid("potts", n=[2, 2], temperature=[1.0, 1], seed=[0, 0], estimator=["exact", "exact"])
    assert len(tasks) == 1


@pytest.mark.parametrize("dim", ["n", "temperature", "seed", "estimator"])
def test_empty_grid_is_an_error_naming_the_argument(dim):
    kwargs = dict(n=[2], temperature=[1.0], seed=[0], estimator=["exact"])
    kwargs[dim] = []
    with pytest.raises(InvalidInputError, match=f"`{dim}` grid is empty"):
        make_grid("potts", **kwargs)


@pytest.mark.parametrize("kwargs, msg", [
    (dict(model="nope"), "unknown model name 'nope'"),
    (dict(model="pots"), "Did you mean 'potts'"),
    (dict(temperature=[1.0, -1.0]), "`temperature` must be > 0; got -1.0"),
    (dict(n=[0]), "`n` must be >= 1; got 0"),
    (dict(seed=[-1]), "`seed` must be >= 0"),
    (dict(estimator=["exact", "bogus"]), "unknown estimator 'bogus'; known: exact, sampled-order"),
    (dict(options={"n_chain": 5}), "unknown estimator option `n_chain`"),
    (dict(options={"eps": 2.0}), "`eps` must be in (0, 1)"),
    (dict(options={"eps": "abc"}), "`eps` must be a number; got 'abc'"),
    (dict(estimator=["sampled-order"], options={"n_chains": 1}), "`n_chains` must be >= 2"),
    (dict(params={"beta": 1.0}), "`beta` is not a parameter of model 'potts'"),
    (dict(params={"q": 1}), "`q` must be >= 2"),
])
def test_bad_grid_input(kwargs, msg):
    base = dict(model="potts", n=[2], temperature=[1.0], seed=[0], estimator=["exact"])
    base.update(kwargs)
    with pytest.raises(InvalidInputError, match=_re(msg)):
        make_grid(base.pop("model"), **base)


def _re(text):
    import re

    return re.escape(text)


# ----------------------------------------------------------------------------- store


def test_store_insert_or_ignore_and_dataframe(tmp_path):
    path = tmp_path / "r.sqlite"
    task = make_grid("curie-weiss", n=[3], temperature=[1.0], estimator=["exact"], params={"beta": 0.5})[0]
    with ResultStore(path) as st:
        assert st.add(task, {"x": np.float64(1.5), "k": np.int64(3), "ok": np.bool_(True), "inf": float("inf")}, 0.1)
        assert not st.add(task, {"x": 99.0}, 0.2)  # same key: ignored, first result kept
        assert len(st) == 1
    df = load_results(path)
    assert len(df) == 1
    row = df.iloc[0]
    assert row["key"] == task.key and row["model"] == "curie-weiss" and row["n"] == 3
    assert row["x"] == 1.5 and row["k"] == 3 and bool(row["ok"]) and row["inf"] == np.inf
    assert row["beta"] == 0.5 and row["field"] == 0.0 and row["eps"] == 0.25
    # reopening checks the metadata and finds the row
    with ResultStore(path) as st:
        assert st.keys() == {task.key}


def test_result_field_clashing_with_a_task_column_is_prefixed(tmp_path):
    task = make_grid("random-pairwise", n=[2], temperature=[1.0], seed=[3], estimator=["exact"],
                     params={"seed": 7})[0]
    with ResultStore(tmp_path / "r.sqlite") as st:
        st.add(task, {"n": 5, "value": 1.0}, 0.0)
    row = load_results(tmp_path / "r.sqlite").iloc[0]
    assert row["seed"] == 3 and row["model_seed"] == 7  # task seed vs the random model's own seed
    assert row["n"] == 2 and row["result_n"] == 5


def test_text_file_is_not_a_results_store(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("these are my notes, not a database\n" * 50)
    for opener in (ResultStore, load_results):
        with pytest.raises(InvalidInputError, match=_re(f"{str(path)!r} is not a glauber results store "
                                                         "(not an SQLite database)")):
            opener(path)
    assert path.read_text().startswith("these are my notes")  # untouched


def test_foreign_sqlite_database_is_not_a_results_store(tmp_path):
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE measurements (x REAL)")
    con.commit()
    con.close()
    with pytest.raises(InvalidInputError, match=_re(f"{str(path)!r} is not a glauber results store (an SQLite "
                                                     "database without a glauber_meta table; it holds measurements")):
        run_sweep(make_grid("potts", n=[2], temperature=[1.0]), path)


def test_newer_schema_and_missing_or_directory_store(tmp_path):
    path = tmp_path / "r.sqlite"
    ResultStore(path).close()
    con = sqlite3.connect(path)
    con.execute("UPDATE glauber_meta SET value = ? WHERE name = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    con.commit()
    con.close()
    with pytest.raises(InvalidInputError, match="newer than this toolkit"):
        load_results(path)
    with pytest.raises(InvalidInputError, match="no results store at"):
        load_results(tmp_path / "missing.sqlite")
    with pytest.raises(InvalidInputError, match="is a directory"):
        ResultStore(tmp_path)


def test_empty_file_becomes_a_store(tmp_path):
    path = tmp_path / "r.sqlite"
    path.touch()
    summary = run_sweep(make_grid("potts", n=[2], temperature=[1.0], params={"q": 2}), path)
    assert summary.n_new == 1 and len(load_results(path)) == 1


# ------------------------------------------------------------------------ estimators


def test_exact_estimator_on_independent_sites_matches_closed_form(tmp_path):
    # Independent sites: m = (1/n) sum_i [x_i = 0] with independent terms, so
    # n Var(m) = (1/n) sum_i p_i (1 - p_i), p_i = softmax(h_i / T)[0]; and every
    # site is refreshed at rate 1/n, so the chain is reversible.
    from toolkit.models import make_model

    T, n, q = 0.7, 4, 3
    model = make_model("independent", q=q, n=n, seed=5)
    h = model.logits(np.zeros((n, n), dtype=int), np.arange(n)) / T
    p0 = np.exp(h[:, 0]) / np.exp(h).sum(axis=1)
    tasks = make_grid("independent", n=[n], temperature=[T], estimator=["exact"], params={"q": q, "seed": 5})
    run_sweep(tasks, tmp_path / "r.sqlite")
    row = load_results(tmp_path / "r.sqlite").iloc[0]
    # tolerance: pi from an eigen-solver on 81 states, well-conditioned; 1e-10 leaves room
    assert row["susceptibility"] == pytest.approx(np.sum(p0 * (1 - p0)) / n, rel=1e-10, abs=1e-12)
    assert row["order_mean"] == pytest.approx(p0.mean(), rel=1e-10)
    assert row["susceptibility_stderr"] == 0.0
    assert bool(row["reversible"]) and row["n_states"] == q**n
    assert row["t_mix_lower_bound"] <= row["t_mix"] <= row["t_mix_upper_bound"]


def test_sampled_susceptibility_interval_covers_exact_value_at_nominal_rate(tmp_path):
    # At T = 2 the 3-site Potts chain mixes in ~5 steps; 40 sweeps (120 steps) leave each
    # chain at pi up to a TV distance far below the sampling error, so the 95% intervals
    # of the sampled susceptibility should cover the exact value in about 95% of seeds.
    n_seeds = 40
    store = tmp_path / "r.sqlite"
    tasks = make_grid("potts", n=[3], temperature=[2.0], seed=range(n_seeds),
                      estimator=["exact", "sampled-order"], params={"q": 2},
                      options={"n_chains": 200, "n_sweeps": 40})
    run_sweep(tasks, store)
    df = load_results(store)
    exact = df.loc[df.estimator == "exact", "susceptibility"].item()
    s = df[df.estimator == "sampled-order"]
    assert len(s) == n_seeds and s["n_steps"].eq(120).all()
    covered = int(((s.susceptibility - 1.96 * s.susceptibility_stderr <= exact)
                   & (exact <= s.susceptibility + 1.96 * s.susceptibility_stderr)).sum())
    # two-sided binomial test against the nominal 0.95; the interval is asymptotic, so
    # only a gross miscalibration (p < 0.001) fails
    assert stats.binomtest(covered, n_seeds, 0.95).pvalue > 1e-3, covered
    assert covered >= n_seeds // 2  # and it is not an empty check


def test_sampled_order_systematic_scan(tmp_path):
    # a systematic sweep updates every site once: n_sweeps * n single-site updates in all
    tasks = make_grid("potts", n=[3], temperature=[2.0], seed=[7], estimator=["exact", "sampled-order"],
                      params={"q": 2}, options={"n_chains": 400, "n_sweeps": 20, "scan": "systematic"})
    run_sweep(tasks, tmp_path / "r.sqlite")
    df = load_results(tmp_path / "r.sqlite").set_index("estimator")
    assert df.loc["sampled-order", "n_steps"] == 60 and df.loc["exact", "scan"] == "systematic"
    # one seeded replication: within 4 stderr of the exact value (fails for a wrong law)
    z = (df.loc["sampled-order", "susceptibility"] - df.loc["exact", "susceptibility"]) / df.loc[
        "sampled-order", "susceptibility_stderr"]
    assert abs(z) < 4, z


def test_same_seed_same_result_and_seeds_differ(tmp_path):
    tasks = make_grid("potts", n=[3], temperature=[1.0], seed=[0, 1], estimator=["sampled-order"],
                      params={"q": 2}, options={"n_chains": 32, "n_sweeps": 5})
    run_sweep(tasks, tmp_path / "a.sqlite")
    run_sweep(tasks[::-1], tmp_path / "b.sqlite")
    a, b = _table(tmp_path / "a.sqlite"), _table(tmp_path / "b.sqlite")
    pd.testing.assert_frame_equal(a, b)
    assert a.susceptibility.nunique() == 2


def test_hidden_sleep_estimator_is_not_listed():
    assert ESTIMATORS["_sleep"].hidden and not ESTIMATORS["exact"].hidden
    assert ESTIMATORS["exact"].seeded is False and ESTIMATORS["sampled-order"].seeded is True


# ----------------------------------------------------------------------------- sweeps


def test_resume_skips_stored_tasks(tmp_path):
    store = tmp_path / "r.sqlite"
    tasks = make_grid("potts", **GRID)
    first = run_sweep(tasks[:5], store, progress=False)
    assert (first.n_tasks, first.n_skipped, first.n_new, first.n_stored) == (5, 0, 5, 5)
    before = _table(store)
    second = run_sweep(tasks, store, progress=False)
    assert (second.n_tasks, second.n_skipped, second.n_new, second.n_stored) == (len(tasks), 5, len(tasks) - 5,
                                                                                  len(tasks))
    after = _table(store)
    assert sorted(after.key) == sorted(t.key for t in tasks)
    pd.testing.assert_frame_equal(after[after.key.isin(before.key)].reset_index(drop=True), before)
    third = run_sweep(tasks, store, progress=False)
    assert third.n_new == 0 and third.n_skipped == len(tasks)
    assert "already stored (skipped)" in str(third)


def test_failing_task_keeps_earlier_results(tmp_path):
    store = tmp_path / "r.sqlite"
    # n = 30 with q = 2 has 2**30 states: above the exact size guard
    tasks = make_grid("potts", n=[2, 30], temperature=[1.0], estimator=["exact"], params={"q": 2})
    with pytest.raises(TaskFailedError, match=r"exact on potts\(n=30\) at T=1, seed=0 failed: state space has "
                                              r"2\*\*30"):
        run_sweep(tasks, store)
    assert list(load_results(store).n) == [2]


def test_local_executor_matches_serial(tmp_path):
    tasks = make_grid("potts", **GRID)
    run_sweep(tasks, tmp_path / "serial.sqlite", executor="serial")
    summary = run_sweep(tasks, tmp_path / "local.sqlite", executor="local:2")
    assert summary.n_new == len(tasks)
    pd.testing.assert_frame_equal(_table(tmp_path / "serial.sqlite"), _table(tmp_path / "local.sqlite"))
    assert multiprocessing.active_children() == []


@pytest.mark.parametrize("spec, parsed", [
    ("serial", ("serial", None)), ("local:1", ("serial", None)), ("local:3", ("local", 3)),
    ("dask:tcp://10.0.0.5:8786", ("dask", "tcp://10.0.0.5:8786")),
])
def test_parse_executor(spec, parsed):
    assert parse_executor(spec) == parsed


@pytest.mark.parametrize("spec", ["local:0", "local:x", "dask:", "slurm:4", ""])
def test_bad_executor(spec):
    with pytest.raises(InvalidInputError, match="`executor`"):
        parse_executor(spec)


# ------------------------------------------------------------------------------ dask


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_unreachable_dask_address_is_a_clear_error(tmp_path):
    pytest.importorskip("distributed")
    address = f"tcp://127.0.0.1:{_closed_port()}"
    with pytest.raises(InvalidInputError, match=_re(f"cannot reach the Dask scheduler at {address!r} within 1 s")):
        run_sweep(make_grid("potts", n=[2], temperature=[1.0]), tmp_path / "r.sqlite", executor=f"dask:{address}",
                  connect_timeout=1.0)
    assert len(ResultStore(tmp_path / "r.sqlite")) == 0


def test_missing_dask_says_how_to_install(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(InvalidInputError, match=_re("pip install 'glauber-mlm[distributed]'")):
        run_sweep(make_grid("potts", n=[2], temperature=[1.0]), tmp_path / "r.sqlite", executor="dask:tcp://x:1")


def test_dask_local_cluster_gives_the_local_executor_table(tmp_path):
    distributed = pytest.importorskip("distributed")
    tasks = make_grid("potts", **GRID)
    # dashboard_address=":0": a random free port, so no "Port 8787 is already in use"
    # warning when another cluster runs on this machine
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        summary = run_sweep(tasks, tmp_path / "dask.sqlite", executor=f"dask:{cluster.scheduler_address}")
    assert summary.n_new == len(tasks)
    run_sweep(tasks, tmp_path / "local.sqlite", executor="local:2")
    dask_table, local_table = _table(tmp_path / "dask.sqlite"), _table(tmp_path / "local.sqlite")
    assert len(dask_table) == len(tasks)
    pd.testing.assert_frame_equal(dask_table, local_table, check_exact=True)
    assert multiprocessing.active_children() == []  # the cluster's worker processes are gone


def test_estimator_that_returns_no_dict_is_named(monkeypatch):
    from toolkit.app.sweep.estimators import Estimator, run_task

    monkeypatch.setitem(ESTIMATORS, "_list", Estimator("_list", lambda task: [1, 2], hidden=True))
    task = make_grid("potts", n=[2], temperature=[1.0], estimator=["_list"])[0]
    with pytest.raises(TypeError, match=r"estimator '_list' must return a dict; got list") as info:
        run_task(task)
    assert isinstance(info.value, InvalidInputError)  # a GlauberError: `glauber sweep` exits with code 2


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# grids, estimators and the store by hand


def test_unseeded_estimator_at_first_seed_and_params_kept():
    from toolkit.app.sweep import make_grid
    tasks = make_grid("curie-weiss", n=2, temperature=1.0, seed=[3, 5], estimator="exact", params={"beta": 2.0})
    assert len(tasks) == 1 and tasks[0].seed == 3 and dict(tasks[0].params)["beta"] == 2.0
    for model in ("curie-weiss", "tiny-en"):  # a real model's parameters are not checked against a signature
        with pytest.raises(InvalidInputError, match="grid dimension"):
            make_grid(model, n=2, temperature=1.0, params={"temperature": 2.0})


def test_exact_phase_susceptibility_by_hand():
    from toolkit.app.sweep import make_grid
    from toolkit.app.sweep.estimators import run_task
    # n = 2, T = inf: four equally likely states; majority fraction 1 on (0,0), (1,1), 1/2 otherwise:
    # mean 3/4, Var = 1/16, chi = n Var = 1/8
    t = make_grid("curie-weiss", n=2, temperature=math.inf, estimator="exact-phase")[0]
    _, r, _ = run_task(t)
    assert r["susceptibility"] == pytest.approx(1 / 8) and r["order_mean"] == pytest.approx(0.75)


def test_sampled_order_by_hand_with_a_planted_run(monkeypatch):
    from types import SimpleNamespace

    from toolkit.app.sweep import estimators, make_grid
    seen = {}

    def fake_run(model, **kw):
        seen.update(kw)
        # n = 2 sites, C = 4 chains: m (fraction of token 0) = 1, 1, 0, 0
        return SimpleNamespace(final=np.array([[0, 0], [0, 0], [1, 1], [1, 1]]))

    monkeypatch.setattr(estimators, "run_chains", fake_run)
    t = make_grid("curie-weiss", n=2, temperature=1.0, estimator="sampled-order",
                  options={"n_chains": 4, "n_sweeps": 5, "scan": "systematic"})[0]
    _, r, _ = estimators.run_task(t)
    # a systematic step of run_chains is a whole sweep: 5 steps
    assert seen["n_steps"] == 5
    # m = 1, 1, 0, 0: mean 1/2, Var (ddof 1) = 1/3; chi = 2/3; stderr of the mean sqrt(1/12);
    # mu2 = 1/4, mu4 = 1/16: SE(Var) = sqrt((1/16 - (1/3)(1/16)) / 4) = sqrt(1/96), times n = 2
    assert r["susceptibility"] == pytest.approx(2 / 3) and r["order_mean_stderr"] == pytest.approx(math.sqrt(1 / 12))
    assert r["susceptibility_stderr"] == pytest.approx(2 * math.sqrt(1 / 96))


def test_store_of_a_newer_schema_is_refused_and_load_needs_a_store(tmp_path):
    from toolkit.app.sweep import load_results
    from toolkit.app.sweep.store import ResultStore
    p = tmp_path / "s.sqlite"
    ResultStore(p).close()
    con = sqlite3.connect(p)
    con.execute("UPDATE glauber_meta SET value = '2' WHERE name = 'schema_version'")
    con.commit()
    con.close()
    with pytest.raises(InvalidInputError, match="newer"):
        ResultStore(p)
    missing = tmp_path / "none.sqlite"
    with pytest.raises(InvalidInputError):
        load_results(missing)
    assert not missing.exists()


def test_load_results_prefixes_a_clashing_result_field(tmp_path):
    from toolkit.app.sweep import load_results, make_grid
    from toolkit.app.sweep.store import ResultStore
    t = make_grid("curie-weiss", n=3, temperature=1.0, estimator="exact")[0]
    with ResultStore(tmp_path / "s.sqlite") as st:
        st.add(t, {"n": 99, "t_mix": 4}, 0.1)
    df = load_results(tmp_path / "s.sqlite")
    assert df["n"][0] == 3 and df["result_n"][0] == 99


# ---- records

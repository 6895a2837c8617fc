"""Contract sweep (issue 30, branch sweep6s5): ``glauber sweep``'s documented defaults (n 4,
T 1.0, seed 0, estimator exact, serial, --connect-timeout 5) and guards at their boundary
(--max-memory up to 8GiB, seeds >= 0, --free start:stop with both ends >= 0, --n against
--free), what reaches make_grid / run_sweep (stubbed: nothing runs), parse_options and the
--show number format."""

from __future__ import annotations

import pytest

import toolkit.app.commands.sweep as sweep
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.fixture
def spy(monkeypatch):
    seen = {}
    real = sweep.make_grid

    def make_grid(model, **kw):
        seen["grid"] = kw
        return real(model, **kw)

    def run_sweep(tasks, store, **kw):
        seen["run"] = kw
        raise InvalidInputError("stop here")

    monkeypatch.setattr(sweep, "make_grid", make_grid)
    monkeypatch.setattr(sweep, "run_sweep", run_sweep)
    return seen


def test_defaults(spy, tmp_path):
    assert main(["sweep", "--model", "potts", "--store", str(tmp_path / "s.sqlite")]) == 2
    g, r = spy["grid"], spy["run"]
    assert sweep.DEFAULT_N == 4
    assert (g["n"], g["temperature"], g["seed"], g["estimator"], g["options"]) == ([4], [1.0], [0], ["exact"], {})
    assert (r["executor"], r["connect_timeout"]) == ("serial", 5.0)


def test_free_range_gives_positions_and_size(spy, tmp_path):
    argv = ["sweep", "--model", "tiny-en", "--text", "the lord said to you", "--free", "2:4",
            "--store", str(tmp_path / "s.sqlite")]
    assert main(argv) == 2
    assert spy["grid"]["params"]["free_positions"] == [2, 3] and spy["grid"]["n"] == [2]


@pytest.mark.parametrize("extra, needle", [
    (["--free", "2:"], "both ends given and >= 0"),
    (["--free", "-2:4"], "both ends given and >= 0"),
    (["--free", "1,2", "--n", "3"], "`--n` 3 does not match the 2 sites of `--free`"),
])
def test_free_refusals(spy, tmp_path, capsys, extra, needle):
    assert main(["sweep", "--model", "tiny-en", "--text", "the lord said to you", *extra,
                 "--store", str(tmp_path / "s.sqlite")]) == 2
    assert needle in capsys.readouterr().err and "grid" not in spy


def test_max_memory_cap(spy, tmp_path, capsys):
    store = str(tmp_path / "s.sqlite")
    assert main(["sweep", "--model", "potts", "--max-memory", "8GiB", "--store", store]) == 2
    assert "grid" in spy                                     # exactly the cap: accepted
    spy.clear()
    assert main(["sweep", "--model", "potts", "--max-memory", str(8 * 2 ** 30 + 1), "--store", store]) == 2
    assert "is above the most, 8GiB" in capsys.readouterr().err and "grid" not in spy


@pytest.mark.parametrize("extra, needle", [(["--connect-timeout", "0"], "`--connect-timeout` must be a finite"),
                                           (["--connect-timeout", "inf"], "`--connect-timeout` must be a finite"),
                                           (["--seed", "-1"], "seeds are integers >= 0; got -1")])
def test_guards(spy, tmp_path, capsys, extra, needle):
    assert main(["sweep", "--model", "potts", *extra, "--store", str(tmp_path / "s.sqlite")]) == 2
    assert needle in capsys.readouterr().err and "grid" not in spy


def test_seed_zero_and_grids(spy, tmp_path):
    assert main(["sweep", "--model", "potts", "--n", "2:3", "-T", "0.5:1:2", "--seed", "0:2",
                 "--estimator", "exact,sampled-order", "--option", "n_chains=8", "--store",
                 str(tmp_path / "s.sqlite")]) == 2
    g = spy["grid"]
    assert (g["n"], g["temperature"], g["seed"], g["estimator"], g["options"]) == \
        ([2, 3], [0.5, 1.0], [0, 1, 2], ["exact", "sampled-order"], {"n_chains": "8"})


def test_parse_options_and_show_format():
    assert sweep.parse_options(["a=b=c", " k = v "]) == {"a": "b=c", "k": "v"}
    for bad in ("=x", "novalue"):
        with pytest.raises(InvalidInputError, match=r"`option` must be NAME=VALUE"):
            sweep.parse_options([bad])
    assert sweep._significant(1e-300) == "1e-300" and sweep._significant(1234567.0) == "1.23457e+06"
    assert sweep._significant(0.5) == "0.5"


def test_json_payload_of_a_small_sweep(tmp_path, capsys):
    import json

    store = str(tmp_path / "s.sqlite")
    assert main(["sweep", "--model", "potts", "--q", "2", "--n", "3,2,3", "-T", "1,2", "--store", store,
                 "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    # n: the sizes in the order given, each once; q of the model; one row per task (2 sizes x 2 T)
    assert d["n"] == [3, 2] and d["q"] == 2 and d["n_tasks"] == 4 and d["n_new"] == 4
    assert d["seeds"]["seed"] == [0] and d["model_params"]["coupling"] == 1.0
    assert sorted((r["n"], r["temperature"]) for r in d["results"]) == [(2, 1.0), (2, 2.0), (3, 1.0), (3, 2.0)]
    assert all("duration_s" not in r and "created" not in r for r in d["results"])
    assert set(d["timings"]["task_seconds"]) == {r["key"] for r in d["results"]}
    # a rerun reuses every task
    assert main(["sweep", "--model", "potts", "--q", "2", "--n", "2,3", "-T", "1,2", "--store", store,
                 "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["n_new"], d["n_skipped"]) == (0, 4)

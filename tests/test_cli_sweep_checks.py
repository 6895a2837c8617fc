"""``glauber sweep``: the checks the other commands make, before the store exists, and a
self-describing JSON (CLI audit); the advice of the guards names flags the commands have."""

from __future__ import annotations

import json

import pytest

from toolkit.cli import main


def _error(capsys) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def test_q_and_tokens_mismatch_is_refused_like_exact_before_the_store(tmp_path, capsys):
    store = tmp_path / "tk.sqlite"
    grid = ["--model", "tiny-en", "--tokens", "the,king", "--q", "5", "--n", "2"]
    assert main(["sweep", *grid, "--temperature", "1", "--store", str(store)]) == 2
    sweep = _error(capsys)
    assert main(["exact", *grid]) == 2  # the check exact, check and study make
    exact = _error(capsys)
    assert sweep.removeprefix("glauber sweep: ") == exact.removeprefix("glauber exact: ")
    assert "`--q` 5 does not match the 2 tokens of `--tokens`" in sweep
    assert not store.exists()


def test_exact_estimator_beyond_enumeration_is_refused_before_the_store(tmp_path, capsys):
    store = tmp_path / "big.sqlite"
    assert main(["sweep", "--model", "potts", "--q", "3", "--n", "5,20", "--store", str(store)]) == 2
    err = _error(capsys)
    assert "`--n` 20 with --estimator exact" in err and "use --estimator sampled-order" in err
    assert "max_states" not in err and "task " not in err  # sweep has no --max-states
    assert not store.exists()


@pytest.mark.parametrize("limit, advice", [
    ([], "which --max-memory cannot raise"),
    (["--max-memory", "100GiB"], "which --max-memory cannot raise"),  # tasks rebuild under the 8 GiB guard
    (["--max-memory", "1GiB"], "or raise --max-memory (up to 8GiB"),
])
def test_memory_guard_advises_what_sweep_can_do(limit, advice, tmp_path, capsys):
    store = tmp_path / "m.sqlite"
    assert main(["sweep", "--model", "potts", "--q", "50", "--n", "1000", "--estimator", "sampled-order",
                 *limit, "--store", str(store)]) == 2
    err = _error(capsys)
    assert advice in err and "pass a larger max_memory" not in err
    assert not store.exists()


def test_study_memory_guard_names_no_flag_study_lacks(tmp_path, capsys):
    assert main(["study", "--model", "potts", "--q", "50", "--n", "1000", "--out", str(tmp_path / "o")]) == 2
    err = _error(capsys)
    assert err.endswith("; lower --n or --q") and "--max-memory" not in err


@pytest.mark.parametrize("argv, params, q, model_seed", [
    (["--model", "random-table", "--q", "3"], {"q": 3, "scale": 1.0, "seed": 0}, 3, 0),
    (["--model", "random-table", "--q", "3", "--model-seed", "4"], {"q": 3, "scale": 1.0, "seed": 4}, 3, 4),
    (["--model", "curie-weiss"], {"beta": 1.0, "field": 0.0}, 2, None),
])
def test_json_records_the_model_parameters_with_defaults(argv, params, q, model_seed, tmp_path, capsys):
    assert main(["sweep", *argv, "--n", "2,3", "--temperature", "1", "--store", str(tmp_path / "r.sqlite"),
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["model_params"] == params and "params" not in out  # the key of every other command
    assert out["q"] == q and out["n"] == [2, 3]
    assert out["seeds"] == {"model_seed": model_seed, "seed": [0]}
    # what the store holds for each task (its columns: a model's seed is model_seed beside the sampler's)
    columns = {("model_seed" if k == "seed" else k): v for k, v in params.items()}
    assert all({k: r[k] for k in columns} == columns for r in out["results"])

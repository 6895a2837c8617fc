"""harden10g (issue 30): what `glauber sweep` writes, against its documented contract: a
refusal quotes the value it refuses (the negative seed, the exact estimator whose guard
trips), and --json's `n_stored` is the store's rows after the run (docs/json.md), not the
grid's tasks."""

from __future__ import annotations

import json

import toolkit.app.commands.sweep as sweep  # noqa: F401  (the module under test)
from toolkit.app.cli import main


def test_negative_seed_refusal_quotes_the_negative_seed(tmp_path, capsys):
    # the first seed (0) is fine; the refusal must name the one below 0
    store = str(tmp_path / "s.sqlite")
    assert main(["sweep", "--model", "potts", "--q", "2", "--n", "2", "--seed", "0,-3",
                 "--store", store, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "seeds are integers >= 0; got -3 in '0,-3'" in err


def test_guard_refusal_names_the_exact_estimator(tmp_path, capsys):
    # 2**40 states is above any enumeration guard; sampled-order (listed first) has no such guard,
    # so the message must name the exact estimator that has it
    store = str(tmp_path / "s.sqlite")
    assert main(["sweep", "--model", "potts", "--q", "2", "--n", "40", "--estimator", "sampled-order,exact",
                 "--store", store, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "`--n` 40 with --estimator exact:" in err
    assert "--estimator sampled-order:" not in err


def test_json_n_stored_counts_the_store_rows_not_the_grid(tmp_path, capsys):
    # docs/json.md: n_stored = rows in the store after the run; a second one-task grid into a
    # store that already holds another task's row leaves 2 rows (1 task, 0 skipped, 1 new)
    store = str(tmp_path / "s.sqlite")
    base = ["sweep", "--model", "potts", "--q", "2", "-T", "1", "--store", store, "--json", "--quiet"]
    assert main([*base, "--n", "2"]) == 0
    capsys.readouterr()
    assert main([*base, "--n", "3"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["n_tasks"], d["n_skipped"], d["n_new"], d["n_stored"]) == (1, 0, 1, 2)

"""prm25c (issue 30, eighth sweep): ``glauber scan nlogn`` runs at q = 2 by default.

Contract (its ``--q`` help): "number of tokens (default 2)"; the metastable kind has its
own defaults (q = 2, n = 5), so each kind's default is read here for nlogn."""

import json

from toolkit.cli import main


def test_nlogn_default_q_is_two(capsys):
    assert main(["scan", "nlogn", "--model", "potts", "--sizes", "2,3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["q"] == 2 and out["model_params"]["q"] == 2

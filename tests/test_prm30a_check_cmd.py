"""prm30a: ``glauber check --logit-rtol 0`` (logits taken as exact) is accepted: the option is
validated as non-negative (a negative or NaN value is refused, tests/bad_inputs_cases.py), so
its boundary value 0 runs, and the rectangle certificate then uses zero logit errors."""

import json

from toolkit.cli import main


def test_logit_rtol_zero_runs(capsys):
    rc = main(["check", "--model", "potts", "--q", "2", "--n", "3", "--coupling", "1.0", "--temperature", "1.0",
               "--logit-rtol", "0", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert out["rectangle_certified_fraction"] == 0 and out["reversible"] is True

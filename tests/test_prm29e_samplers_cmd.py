"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.app.commands.samplers`: the text table's 95%
interval column prints both ends of the interval the JSON carries."""

import json

from toolkit.app.cli import main


# ---- glauber samplers --sampled: the text table's "95% interval" column is [lower, upper] of
# toolkit.unmasking.tv_interval (the command's help line), the same interval as the JSON's "ci" for the same seed.
def test_text_interval_column_shows_lower_and_upper_ends(capsys):
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "4", "--samplers", "random,l2r",
            "--steps", "1", "--sampled", "300", "--seed", "3"]
    assert main([*argv, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["sampled"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    for r in rows:
        lo, hi = r["ci"]
        assert lo < hi  # a proper interval: the two ends print differently
        (line,) = [ln for ln in out.splitlines() if ln.strip().startswith(r["sampler"]) and "[" in ln]
        assert f"[{lo:.4g}, {hi:.4g}]" in line

"""``glauber window`` prints the convergence warnings of ``glauber sample`` (R-hat above
1.01, small ESS, an exact value outside its row's interval) under its table and lists them
under ``warnings`` in its JSON (CLI audit); an undefined R-hat is one too."""

from __future__ import annotations

import json
import re

import pytest

from toolkit.app.commands.window import window_warnings
from toolkit.app.window import real_window
from toolkit.cli import main
from toolkit.models import potts


def _window(temperature, n_steps):
    # any model works (toolkit.app.window's worked example): two Potts sites, four chains
    return real_window(potts(2, 2, 1.0), temperature=temperature, n_chains=4, n_steps=n_steps, n_pairs=2,
                       n_replicates=8, n_contexts=4, rng=0)


def test_short_cold_window_warns_of_rhat_ess_and_undefined_rhat():
    warnings = window_warnings(_window(0.1, 50))
    rhat = [w for w in warnings if w["kind"] == "rhat"]
    assert any(w["value"] is not None and w["value"] > w["threshold"] == 1.01 for w in rhat)
    undefined = [w for w in rhat if w["value"] is None]
    assert undefined and "is undefined" in undefined[0]["message"]
    assert any(w["kind"] == "ess" and w["value"] < w["threshold"] == 400 for w in warnings)
    assert all({"kind", "quantity", "value", "threshold", "message"} <= set(w) for w in warnings)


def test_long_warm_window_has_no_warning():
    assert window_warnings(_window(1.0, 2000)) == []


@pytest.mark.mlm
def test_cli_window_warns_in_table_and_json(capsys):
    pytest.importorskip("torch")
    argv = ["window", "--n", "2", "--tokens", "the,king,lord", "--steps", "50", "--chains", "4"]
    main(argv)
    out = capsys.readouterr().out
    assert re.search(r"warning: R-hat log_pseudo_likelihood = [\d.]+ > 1.01", out)
    assert "warning: R-hat frac(0) is undefined" in out
    main([*argv, "--json"])
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    assert {"rhat", "ess"} <= {w["kind"] for w in warnings}

"""prm18b promise sweep (issue 30): options of the ``glauber`` commands that must reach the
library (documented in each option's help and the command docstrings), the grid syntax's
order, the innermost parser's errors, and the --free / --free-positions conflict of window.

Where the library call is costly, it is replaced by a recorder that keeps its arguments and
stops the command (``_Stop`` is no GlauberError, so :func:`toolkit.app.cli.main` lets it through).
"""

import pytest

import toolkit.app.commands._common as common
import toolkit.app.commands.check as check_cmd
import toolkit.app.commands.exact as exact_cmd
import toolkit.app.commands.samplers as samplers_cmd
import toolkit.app.commands.study as study_cmd
import toolkit.app.commands.sweep as sweep_cmd
import toolkit.app.commands.verify as verify_cmd
import toolkit.app.commands.window as window_cmd  # noqa: F401  (the module under test)
from toolkit.app.cli import main


class _Stop(Exception):
    pass


def _recorder(store):
    def record(*args, **kwargs):
        store.update(kwargs)
        store["_args"] = args
        raise _Stop
    return record


def test_parse_grid_keeps_the_order_given():
    # documented: "the values ... in the order given"
    assert common.parse_grid("3,1,2", "--n", integer=True) == [3, 1, 2]
    assert common.parse_grid("2:1:2,0.5", "--temperature") == [2.0, 1.0, 0.5]


def test_unknown_option_is_reported_by_the_innermost_command(capsys):
    # documented (cli.main): the (sub)command's own parser reports it, pointing at its --help
    assert main(["scan", "nlogn", "--jsn"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("glauber scan nlogn: error: unrecognized arguments: --jsn")
    assert "(see glauber scan nlogn --help)" in err


def test_check_passes_logit_rtol(monkeypatch):
    got = {}
    monkeypatch.setattr(check_cmd, "check_claims", _recorder(got))
    with pytest.raises(_Stop):
        main(["check", "--model", "potts", "--q", "2", "--n", "3", "--logit-rtol", "0.25"])
    assert got["logit_rtol"] == 0.25


def test_exact_start_keeps_lazy(monkeypatch):
    got = {}
    monkeypatch.setattr(exact_cmd, "ExactChain", _recorder(got))
    with pytest.raises(_Stop):
        main(["exact", "--model", "potts", "--q", "2", "--n", "3", "--lazy", "0.5", "--start", "0"])
    assert got["lazy"] == 0.5


def test_samplers_sampled_draws_from_the_seed_given(monkeypatch):
    got = {}
    monkeypatch.setattr(samplers_cmd, "_sampled", _recorder(got))
    with pytest.raises(_Stop):
        main(["samplers", "--model", "random-joint", "--n", "2", "--samplers", "random", "--sampled", "10",
              "--seed", "7"])
    assert got["_args"][5] == 7   # _sampled(model, result, samplers, n_draws, T, seed, ...)


def test_study_passes_budget(monkeypatch, tmp_path):
    got = {}
    monkeypatch.setattr(study_cmd, "study", _recorder(got))
    with pytest.raises(_Stop):
        main(["study", "--model", "potts", "--q", "2", "--n", "3", "--budget", "6", "--out", str(tmp_path / "o")])
    assert got["budget"] == 6.0


def test_verify_passes_seed(monkeypatch, tmp_path):
    got = {}
    monkeypatch.setattr(verify_cmd, "verify", _recorder(got))
    with pytest.raises(_Stop):
        main(["verify", "--quick", "--no-real", "--seed", "5", "--out", str(tmp_path / "r")])
    assert got["rng"] == 5


def test_sweep_sizes_without_n_are_the_free_positions():
    # documented (_sizes): without --n, the number of --free positions
    class A:
        n = None
    assert sweep_cmd._sizes(A(), {"free_positions": [0, 2, 4, 6, 8, 9]}) == [6]


def test_window_refuses_free_and_free_positions_together(capsys):
    # documented (window.run): "neither silently wins"
    assert main(["window", "--model", "tiny-en", "--free", "0,1", "--free-positions", "1,2"]) == 2
    assert "give one of `--free`" in capsys.readouterr().err

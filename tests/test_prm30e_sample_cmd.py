"""prm30e: glauber sample checks --replicates (the middle one of --pairs, --replicates,
--coupling-steps) before it samples (issue 30, thirteenth sweep: one inner item offending)."""

import pytest

import toolkit.app.commands.sample as sample_cmd  # the module under test (automut's targeted set)
from toolkit.cli import main


class _Stop(Exception):
    pass


@pytest.mark.parametrize("option", ["--pairs", "--replicates", "--coupling-steps"])
def test_each_coupling_option_is_checked_before_sampling(monkeypatch, capsys, option):
    def spy(model, **kw):
        raise _Stop

    monkeypatch.setattr(sample_cmd, "sampled_summary", spy)
    rc = main(["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "2", "--steps", "8",
               option, "0"])
    assert rc != 0
    name = option.removeprefix("--")
    assert f"`{name}` must be >= 1" in capsys.readouterr().err

"""prm29a: glauber sample's default coupling is the one its --help states: 8 start pairs of
64 replicates for a toy model (issue 30, twelfth sweep: the two ends of a pair of defaults)."""

import pytest

import toolkit.app.commands.sample as sample_cmd  # the module under test (automut's targeted set)
from toolkit.cli import main


class _Stop(Exception):
    pass


def test_toy_default_coupling_is_8_pairs_of_64_replicates(monkeypatch):
    seen = {}

    def spy(model, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(sample_cmd, "sampled_summary", spy)
    with pytest.raises(_Stop):
        main(["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "2", "--steps", "8", "--json"])
    assert (seen["n_pairs"], seen["n_replicates"]) == (8, 64)


def test_help_states_the_defaults(capsys):
    main(["sample", "--help"])   # the CLI turns argparse's exit into a return code
    text = " ".join(capsys.readouterr().out.split())
    assert "random start pairs for the coupling (default: 8;" in text
    assert "coupled replicates per start pair (default: 64;" in text

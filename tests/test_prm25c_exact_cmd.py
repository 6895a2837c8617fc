"""prm25c (issue 30, eighth sweep): ``glauber exact --start`` names the model in its table as
the plain command does.

Contract: the report of ``glauber exact`` is about ``--model`` (its ``model`` row); the
``--start`` path builds its own ``ExactChain`` and must hand the name on as the ``analyze``
path does (without it the row shows the enumerated logits' repr)."""

from toolkit.cli import main

ARGS = ["exact", "--model", "potts", "--q", "2", "--n", "3", "--coupling", "1.5", "--temperature", "1.0"]


def _model_row(text):
    return next(line.split(None, 1)[1].strip() for line in text.splitlines() if line.split()[:1] == ["model"])


def test_start_path_table_names_the_model(capsys):
    assert main(ARGS) == 0
    plain = capsys.readouterr().out
    assert main([*ARGS, "--start", "0"]) == 0
    started = capsys.readouterr().out
    assert _model_row(plain).startswith("potts")
    assert _model_row(started) == _model_row(plain)
    assert "SiteLogits(" not in started

"""harden9d (issue 30): ``glauber study --out`` is made only once every check has passed, the
model's too (study.py: "made only once every check (the model's too) has passed"): a model
refused leaves no empty output directory behind."""

from __future__ import annotations

from toolkit.app.cli import main


def test_out_not_made_when_the_model_is_refused(tmp_path, capsys):
    out = tmp_path / "new-study"
    assert main(["study", "--model", "potts", "--n", "0", "--out", str(out)]) == 2
    assert "`n` must be >= 1" in capsys.readouterr().err
    assert not out.exists()

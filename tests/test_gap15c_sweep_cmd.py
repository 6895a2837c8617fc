"""gap15c: toolkit.app.commands.sweep, a line its targeted tests never ran
(targeted-coverage-2026-12-05): without --n and with --free all, the size is the text's
length, read off the model; a text the model refuses is an error naming the flag
``--text`` (not the keyword), before the store exists."""

from __future__ import annotations

from toolkit.app.commands import sweep as sweep_cmd  # noqa: F401  (the module under test)
from toolkit.cli import main


def test_free_all_without_n_refuses_a_bad_text_by_its_flag(tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    code = main(["sweep", "--model", "masked-independent", "--text", "ACZ", "--free", "all", "--store", str(store)])
    err = capsys.readouterr().err
    assert code == 2
    assert "`--text` has tokens outside V" in err and ": Z" in err
    assert not store.exists()


"""harden10b: a survivor of ``automut --fresh-lines`` (seed 2026120422) in
toolkit.app.report._model: ``wrapped_table`` never drops a cell silently."""

from __future__ import annotations

from toolkit.app.report._model import wrapped_table


def test_wrapped_table_shows_every_cell_or_refuses():
    # hand table: two columns of width 5, headers for both
    out = wrapped_table([["a", "bb"]], ["h1", "h2"], [5, 5])
    assert out.splitlines() == ["h1  h2", "--  --", "a   bb"]
    # a row with a cell that has no header: refusing is fine, showing it is fine, dropping the
    # cell "zz" from the table without a word is not
    try:
        text = wrapped_table([["a", "zz"]], ["h1"], [5, 5])
    except ValueError:
        return
    assert "zz" in text

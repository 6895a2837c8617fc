"""prm25d (issue 30): glauber study builds its model with every site free.

The study frees every site of the model (``all_free=True``: the window is the whole
template unless --free says otherwise), as the command's build call says; a spy on
build_model at that call site checks the keyword reaches it.
"""

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import study as cmd


class _Stop(Exception):
    pass


def test_study_asks_for_every_site_free(monkeypatch, tmp_path):
    seen = {}

    def spy(args, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(cmd, "build_model", spy)
    with pytest.raises(_Stop):
        main(["study", "--model", "potts", "--q", "2", "--n", "3", "--budget", "1", "--out", str(tmp_path / "s")])
    assert seen.get("all_free") is True

"""prm28d (issue 30, eleventh sweep): ``glauber rectangle`` on a text of one token. The error
names ``--free`` only when ``--free`` chose the positions (neither unset nor ``all``);
otherwise the text itself is too short and the error names ``--text`` (run(): "`--text` must
hold at least 2 tokens"). Both conditions of the ``--free`` branch are pinned with a stand-in
model of length 1."""

import numpy as np
import pytest

import toolkit.app.commands.rectangle as rect
from toolkit.app.cli import main


class _OneToken:
    length, vocab_size = 1, 10
    tokens = [f"t{a}" for a in range(10)]

    def initial_state(self):
        return np.zeros(1, dtype=np.int64)


@pytest.mark.parametrize("free", [None, "all"])
def test_a_one_token_text_names_the_text_not_free(monkeypatch, capsys, free):
    monkeypatch.setattr(rect, "build_model", lambda args, **kw: _OneToken())
    argv = ["rectangle", "--quiet", "--text", "x"] + ([] if free is None else ["--free", free])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "`--text` must hold at least 2 tokens; got 1" in err
    assert "--free" not in err

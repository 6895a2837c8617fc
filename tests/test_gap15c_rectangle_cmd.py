"""gap15c: toolkit.app.commands.rectangle refuses ``--top-k`` above the vocabulary once an
hf:PATH model has loaded (its size is unknown before; a line its targeted tests never ran,
targeted-coverage-2026-12-05)."""

from __future__ import annotations

import pytest

from toolkit.app.commands import rectangle as rectangle_cmd  # noqa: F401  (the module under test)
from toolkit.app.commands._common import REAL_Q
from toolkit.cli import main


def test_top_k_above_the_loaded_vocabulary_is_refused(capsys):
    zoo = pytest.importorskip("toolkit.models.zoo")
    V = REAL_Q["tiny-en"][1]            # tiny-en's whole vocabulary: 200 tokens
    path = zoo.tiny_en_dir()
    code = main(["rectangle", "--model", f"hf:{path}", "--text", "and the lord said", "--top-k", str(V + 1)])
    assert code == 2
    assert f"`--top-k` must be <= the {V} tokens of V; got {V + 1}" in capsys.readouterr().err

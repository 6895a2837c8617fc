"""prm19a second promise sweep (issue 30): ``glauber study`` (:mod:`toolkit.app.commands.study`).

Contracts: docs/json.md, "glauber study --json": "`mixing` is there only when the mixing
section ran" (a skipped section is listed under ``sections`` with why); ``--text`` "default:
the model's reference sequence", for tiny-en the Exodus clause that ``glauber rectangle``
uses too (``DEFAULT_TEXT``, "it happened on the day when yahweh spoke to moses ..."). The
study itself and the model are replaced by recorders: only the command's own logic runs.
"""

import contextlib
import io
import json
from types import SimpleNamespace

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import study  # noqa: F401  (the module under test, for automut's targeted set)


def test_a_skipped_mixing_section_is_not_summarised(monkeypatch, tmp_path):
    why = "skipped: the budget is spent"
    report = SimpleNamespace(seconds=1.0, claims_table=lambda: "",
                             sections=[SimpleNamespace(key="budget", skipped=None, data={}),
                                       SimpleNamespace(key="mixing", skipped=why, data={})])
    monkeypatch.setattr(study, "build_model", lambda args, **kw: object())
    monkeypatch.setattr(study, "study", lambda *a, **k: report)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["study", "--model", "potts", "--out", str(tmp_path / "s"), "--quiet", "--json"]) == 0
    out = json.loads(buf.getvalue())
    assert out["sections"] == {"budget": "done", "mixing": why} and "mixing" not in out


class _Stop(Exception):
    pass


def test_tiny_en_defaults_to_the_exodus_clause(monkeypatch, tmp_path):
    seen = {}

    def record(args, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(study, "build_model", record)
    with pytest.raises(_Stop):
        main(["study", "--model", "tiny-en", "--out", str(tmp_path / "s"), "--quiet"])
    assert seen["default_text"].startswith("it happened on the day when yahweh spoke to moses")

"""prm28e (eleventh sweep, issue 30): `glauber verify --sections semantic` is refused only WITH
--no-real (the real-only section would be skipped); without it the section is handed to verify
(both flags of the refusal: --no-real and a real-only section named)."""
from types import SimpleNamespace

import pytest

import toolkit.app.commands.verify as cmd
from toolkit.exceptions import InvalidInputError


def _args(tmp_path, no_real):
    return SimpleNamespace(sections="semantic", no_real=no_real, out=str(tmp_path / "rep"), quick=True,
                           seed=0, json=False, progress=False)


def test_real_only_section_refused_only_with_no_real(monkeypatch, tmp_path):
    calls = []

    def fake_verify(out, **kw):
        calls.append(kw)
        return SimpleNamespace(claims_table=lambda: "", failures=[], claims=[], seconds=0.0, ok=True)

    monkeypatch.setattr(cmd, "verify", fake_verify)
    with pytest.raises(InvalidInputError, match="needs the real MLMs"):
        cmd.run(_args(tmp_path, True))
    assert calls == []
    assert cmd.run(_args(tmp_path, False)) == 0
    assert calls and calls[0]["sections"] == ["semantic"] and calls[0]["real"] is True

"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults):

- ``SceptrMLM.with_template`` returns the same model on another template: its ``name`` and
  ``variant`` (the label ``repr`` and error messages show) are kept, not reset to the class
  defaults ``"sceptr"`` / ``"SCEPTR_MLM_only"``;
- ``load_sceptr`` hands its ``device`` and ``variant`` on to the model it builds (a spy on
  ``SceptrMLM`` and a stub ``_load_bert`` where ``toolkit.models.sceptr`` looks them up: no
  weights load and no accelerator is needed to see what reaches that call).
"""

from __future__ import annotations

import pytest

pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

import toolkit.models.sceptr as sceptr_mod  # noqa: E402
from toolkit.models.sceptr import SceptrMLM, load_sceptr  # noqa: E402


def test_with_template_keeps_name_and_variant():
    base = load_sceptr(n=2, q=3)
    m = SceptrMLM(base.bert, base.tokeniser, base.tokens, 2, name="my-sceptr", variant="my-label")
    m3 = m.with_template(n=3)
    assert m3.length == 3
    assert m3.name == "my-sceptr"
    assert m3.variant == "my-label"
    assert repr(m3).startswith("SceptrMLM('my-label'")


class _Stop(Exception):
    pass


def test_load_sceptr_hands_device_and_variant_on(monkeypatch):
    seen = {}
    asked = []

    def spy(*args, **kw):
        seen.update(kw)
        raise _Stop

    def stub_load_bert(variant):
        asked.append(variant)
        return object(), object(), {}

    monkeypatch.setattr(sceptr_mod, "SceptrMLM", spy)
    monkeypatch.setattr(sceptr_mod, "_load_bert", stub_load_bert)
    with pytest.raises(_Stop):
        load_sceptr(variant="SCEPTR_other", device="cuda:7", n=2)
    assert asked == ["SCEPTR_other"]
    assert seen.get("variant") == "SCEPTR_other"
    assert seen.get("device") == "cuda:7"

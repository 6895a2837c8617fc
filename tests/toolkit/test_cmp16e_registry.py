"""cmp16e: make_model hands a real model's name to its loader (issue 30).

Docstring: "Real MLM names pass their keywords to toolkit.models.zoo.load_model (sceptr:
toolkit.models.sceptr.load_sceptr)". ``load_model(name, *, ...)`` takes the name first;
``load_sceptr(*, variant=..., ...)`` takes keywords only (one model, no name). The loaders are
replaced by recorders, so nothing is downloaded or built."""

from __future__ import annotations

from toolkit.models import registry


def _recorder(calls):
    def build(*args, **kw):
        calls.append((args, kw))
        return "built"
    return build


def test_zoo_names_are_passed_and_sceptr_takes_keywords_only(monkeypatch):
    calls = []
    monkeypatch.setattr(registry, "_real_builder", lambda name: _recorder(calls))
    assert registry.make_model("tiny-en", n=4) == "built"
    assert registry.make_model("hf:some/path", n=3) == "built"
    assert registry.make_model("sceptr", n=5) == "built"
    assert calls == [(("tiny-en",), {"n": 4}), (("hf:some/path",), {"n": 3}), ((), {"n": 5})]

"""prm29a: make_model never gives a real model (an hf:PATH one included) the command's
default ``q`` (documented: "never q for a real model, whose default token set decides")."""

from toolkit.models import registry


def test_hf_model_gets_no_default_q(monkeypatch):
    seen = {}

    def fake_load(name, q=None, n=None, tokens=None):
        seen.update(name=name, q=q, n=n)
        return "model"

    monkeypatch.setattr(registry, "_real_builder", lambda name: fake_load)
    assert registry.make_model("hf:some/path", defaults={"q": 3, "n": 6}) == "model"
    assert seen == {"name": "hf:some/path", "q": None, "n": 6}
    seen.clear()
    registry.make_model("tiny-en", defaults={"q": 3, "n": 6})
    assert seen == {"name": "tiny-en", "q": None, "n": 6}

"""prm25d (issue 30): toolkit.models.zoo.load_model hands batch_size on at the hf:PATH site.

Every branch of load_model builds its MaskedLM with the same keywords (device, dtype,
num_threads, name, the template, and batch_size when given); a spy in place of
MaskedLM.from_pretrained records what the hf: branch passes.
"""

import pytest

import toolkit.models.zoo as zoo


class _Stop(Exception):
    pass


class _Spy:
    seen: dict = {}

    @classmethod
    def from_pretrained(cls, path, tokens, n, **kw):
        cls.seen = dict(kw, path=path, tokens=tokens, n=n)
        raise _Stop


def test_hf_branch_hands_batch_size_on(monkeypatch):
    monkeypatch.setattr(zoo, "MaskedLM", _Spy)
    with pytest.raises(_Stop):
        zoo.load_model("hf:some/where", tokens=["a", "b"], batch_size=7, num_threads=2)
    assert _Spy.seen["path"] == "some/where"
    assert _Spy.seen["batch_size"] == 7 and _Spy.seen["num_threads"] == 2

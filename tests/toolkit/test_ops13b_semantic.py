"""ops13b: ``semantic_study`` passes ``n_traps`` on to each temperature's trajectories.

:func:`toolkit.semantic.semantic_study` is ":func:`semantic_trajectories` at each temperature
(sorted, low first) with one generator": its keywords are that function's. A stub in place of
``semantic_trajectories`` records what each temperature is asked for (no model is run), on a
given model (no default model is loaded).
"""

from types import SimpleNamespace

from toolkit import semantic


def test_semantic_study_forwards_n_traps(monkeypatch):
    calls = []

    def stub(model, **kw):
        calls.append(kw)
        return SimpleNamespace(temperature=kw["temperature"])

    monkeypatch.setattr(semantic, "semantic_trajectories", stub)
    model = SimpleNamespace(name="stub", vocab_size=2, length=3)
    study = semantic.semantic_study(model, temperatures=(2.0, 0.5), n_traps=1, k_max=4, rng=0)
    assert [kw["temperature"] for kw in calls] == [0.5, 2.0]  # sorted, low first
    assert [kw["n_traps"] for kw in calls] == [1, 1]
    assert [kw["k_max"] for kw in calls] == [4, 4]
    assert calls[0]["rng"] is calls[1]["rng"]  # one generator
    assert len(study.results) == 2

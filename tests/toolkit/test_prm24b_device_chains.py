"""prm24b: ``run_chains_on_device(compile=True)`` wraps the forward pass in
``torch.compile(mode="reduce-overhead", dynamic=False)`` (the module docstring); no test passed
``compile`` off its default. ``torch.compile`` is replaced by a spy that records its call and
returns the function unchanged (compiling for real is slow, and its effect, CUDA graphs, is a
GPU's), so the chains still run: the shipped tiny-en model, offline, one step."""

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.device_chains import run_chains_on_device  # noqa: E402
from toolkit.models.zoo import load_model  # noqa: E402


def test_compile_wraps_the_forward_pass(monkeypatch):
    calls = []

    def spy(fn, **kw):
        calls.append(kw)
        return fn

    monkeypatch.setattr(torch, "compile", spy)
    m = load_model("tiny-en", n=2)
    run = run_chains_on_device(m, n_chains=2, n_steps=2, compile=True, rng=0)
    assert calls == [{"mode": "reduce-overhead", "dynamic": False}]
    assert run.states.shape[0] == 2
    run_chains_on_device(m, n_chains=2, n_steps=2, rng=0)
    assert len(calls) == 1  # the default: not compiled

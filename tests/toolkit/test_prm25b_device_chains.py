"""prm25b (eighth sweep, issue 30): ``run_chains_on_device`` records the laziness it ran with in
its ``ChainRun`` (every other test ran at ``lazy = 0``, where a run that records 0 is right)."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from toolkit.device_chains import run_chains_on_device  # noqa: E402


def test_lazy_is_recorded():
    from toolkit.models.zoo import load_model

    m = load_model("tiny-en", tokens="the,lord,god", prefix="and", suffix="said to moses", n=2)
    run = run_chains_on_device(m, temperature=1.0, n_chains=2, n_steps=2, lazy=0.25, rng=0)
    assert run.lazy == 0.25 and run.scan == "random"
    # lazy 0.999: every chain keeps its start for 2 steps with probability 0.999**4 (seeded)
    still = run_chains_on_device(m, temperature=1.0, n_chains=2, n_steps=2, lazy=0.999, rng=0)
    assert still.lazy == 0.999
    assert (still.final == still.start).all()

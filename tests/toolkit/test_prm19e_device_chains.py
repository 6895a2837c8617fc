"""prm19e (issue 30): ``run_chains_on_device`` draws from a torch generator seeded from ``rng``
(module docstring): the same start with other seeds gives other chains, the same seed the same."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.device_chains import run_chains_on_device  # noqa: E402

pytestmark = pytest.mark.mlm

WORDS = ["the", "lord", "god", "king", "and", "of"]


def test_the_seed_drives_the_draws():
    from toolkit.models.zoo import load_model

    m = load_model("tiny-en", tokens=WORDS, prefix="and", suffix="said to moses", n=3)
    x0 = np.zeros((4, 3), dtype=np.int64)
    kw = dict(temperature=2.0, n_chains=4, n_steps=12, start=x0)
    a = run_chains_on_device(m, rng=1, **kw)
    b = run_chains_on_device(m, rng=2, **kw)
    c = run_chains_on_device(m, rng=1, **kw)
    assert np.array_equal(a.states, c.states)
    # 4 chains x 12 steps at T = 2 over 6 tokens: two seeds giving the same 48 draws is all but impossible
    assert not np.array_equal(a.states, b.states)

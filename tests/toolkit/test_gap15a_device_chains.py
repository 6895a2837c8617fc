"""gap15a: the full-forward-pass branch of toolkit.device_chains.run_chains_on_device (a
masked LM without the encoder/head split: DistilBERT, ELECTRA), which its targeted tests
never ran (targeted-coverage-2026-12-05). The module docstring: the law is that of
run_chains; the MLM head maps each position on its own (toolkit.models.adapter), so the full
pass gives the fast path's logits and, with the same seed, the same chain."""

from __future__ import annotations

import os

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.device_chains import run_chains_on_device  # noqa: E402
from toolkit.models import make_model  # noqa: E402


def test_the_full_pass_fallback_runs_the_same_chain():
    fast = make_model("tiny-en")
    assert fast._encoder_head is not None
    plain = fast.with_template()
    plain._encoder_head = None
    kw = dict(temperature=1.5, n_chains=6, n_steps=12, rng=3)
    a = run_chains_on_device(fast, **kw)
    b = run_chains_on_device(plain, **kw)
    assert b.method == "glauber (device)"
    np.testing.assert_array_equal(b.start, a.start)
    np.testing.assert_array_equal(b.states, a.states)
    assert (a.states[:, 1:] != a.states[:, :1]).any()  # the chains moved: the comparison says something

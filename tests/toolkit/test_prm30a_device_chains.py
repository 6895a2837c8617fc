"""prm30a: ``run_chains_on_device`` records every chain's own state: the record at ``t = n_steps``
is each chain's final state (``ChainRun.final``), chain by chain, for chains that differ there
(the tiny random BERT of tests/tiny_bert.py, eight chains at a high temperature)."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.tiny_bert import tiny_bert  # noqa: E402
from toolkit.device_chains import run_chains_on_device  # noqa: E402
from toolkit.models.adapter import MaskedLM  # noqa: E402


def test_each_chain_records_its_own_state(tmp_path):
    net, tok = tiny_bert(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran", "mat"], n=3)
    run = run_chains_on_device(m, temperature=5.0, n_chains=8, n_steps=12, burn_in=0, record_every=4, rng=0)
    assert run.times.tolist() == [0, 4, 8, 12]
    assert len({tuple(r) for r in run.final.tolist()}) > 1        # the chains end apart
    np.testing.assert_array_equal(run.states[:, -1], run.final)   # each chain's record is its own state
    np.testing.assert_array_equal(run.states[:, 0], run.start)

"""prm21e (issue 30): run_chains_on_device runs exactly n_steps steps (the shipped tiny-en model on
the CPU): the last record is the final state and consecutive records differ in at most one site."""

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.device_chains import run_chains_on_device  # noqa: E402
from toolkit.models.zoo import load_model  # noqa: E402


def test_device_run_steps_and_records():
    m = load_model("tiny-en", n=3)
    run = run_chains_on_device(m, n_chains=4, n_steps=3, rng=0)
    assert run.times.tolist() == [0, 1, 2, 3]
    assert np.array_equal(run.states[:, -1], run.final)
    assert np.array_equal(run.states[:, 0], run.start)
    assert ((run.states[:, 1:] != run.states[:, :-1]).sum(axis=2) <= 1).all()

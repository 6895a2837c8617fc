"""Contract sweep s3 (issue 30): toolkit.device_chains records what run_chains records (the
record times from burn_in and record_every, step 0 as the start, the final state as the last
record at n_steps, no states when record_states=False) and the draw rule's edge cases."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.device_chains import inverse_cdf_torch, run_chains_on_device  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402

pytestmark = pytest.mark.mlm

WORDS = ["the", "lord", "god", "king", "and", "of"]


@pytest.fixture(scope="module")
def model():
    from toolkit.models.zoo import load_model

    return load_model("tiny-en", tokens=WORDS, prefix="and", suffix="said to moses", n=3)


def test_records_follow_burn_in_and_record_every(model):
    x0 = np.array([[0, 1, 2], [3, 4, 5]])
    run = run_chains_on_device(model, n_chains=2, n_steps=7, start=x0, burn_in=2, record_every=2, rng=1)
    assert run.times.tolist() == [2, 4, 6]        # 7 is not on the grid 2, 4, 6, ...
    assert run.states.shape == (2, 3, 3) and (run.start == x0).all()
    assert run.n_model_calls == 7 and run.method == "glauber (device)" and run.scan == "random"
    run = run_chains_on_device(model, n_chains=2, n_steps=4, start=x0, record_every=2, rng=1)
    assert run.times.tolist() == [0, 2, 4]
    assert (run.states[:, 0] == x0).all()         # step 0 is the start
    assert (run.states[:, -1] == run.final).all()  # the last record is the state after n_steps
    # one site changes at most per step: two steps change at most two sites per chain
    assert ((run.states[:, 1] != x0).sum(axis=1) <= 2).all()


def test_no_states_kept_when_asked_and_the_same_seed_gives_the_same_chain(model):
    a = run_chains_on_device(model, n_chains=3, n_steps=5, record_states=False, rng=4)
    assert a.states is None and a.final.shape == (3, 3)
    b = run_chains_on_device(model, n_chains=3, n_steps=5, rng=4)
    assert (b.final == a.final).all() and (b.start == a.start).all()


def test_guards(model):
    with pytest.raises(InvalidInputError, match="`lazy`"):
        run_chains_on_device(model, n_steps=2, lazy=1.5)
    with pytest.raises(InvalidInputError, match="`n_steps`"):
        run_chains_on_device(model, n_steps=0)
    with pytest.raises(InvalidInputError, match="temperature"):
        run_chains_on_device(model, n_steps=2, temperature=0.0)


def test_inverse_cdf_torch_edges():
    # u = 0 draws the first positive-weight category (zero-weight ones never), unnormalized weights
    p = torch.tensor([[0.0, 2.0, 2.0], [1.0, 1.0, 2.0], [1.0, 1.0, 2.0]], dtype=torch.float64)
    u = torch.tensor([0.0, 0.5, 0.4999], dtype=torch.float64)
    # row 2: cumsum 1, 2, 4; u * 4 = 2: the smallest a with cumsum > 2 is 2; row 3: 1.9996 -> 1
    assert inverse_cdf_torch(p, u).tolist() == [1, 2, 1]
    # u -> 1 never runs past the last category
    assert inverse_cdf_torch(p[:1], torch.tensor([1.0], dtype=torch.float64)).tolist() == [2]

"""Tests written by the fourth blind mutation audit, part b (issue 30), on the MLM adapter and
the device chains (tiny-en, shipped with the package; CPU torch)."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.chain import tempered_conditionals  # noqa: E402
from toolkit.device_chains import run_chains_on_device  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.zoo import load_model  # noqa: E402

pytestmark = pytest.mark.mlm

WORDS = ["the", "lord", "god", "king", "and", "of"]


def test_a_token_set_needs_two_tokens():
    # kills audit4b.adapter.one_token_ok: q >= 2 (documented error naming `tokens`)
    with pytest.raises(InvalidInputError, match="`tokens` must hold at least 2 token strings"):
        load_model("tiny-en", tokens=["the"], n=2)


def test_adapter_logit_error_row_scale_is_at_least_one():
    # kills audit4b.adapter.err_no_floor: LOW_PRECISION_RTOL[float32] = 3e-5 times the row's
    # largest |logit|, at least 1 (MaskedLM.logit_error docstring)
    m = load_model("tiny-en", tokens=WORDS[:3], n=2)
    x = np.zeros((2, 2), dtype=np.int64)
    err = m.logit_error(x, np.array([0, 1]), np.array([[0.1, -0.25, 0.0], [-4.0, 2.0, 0.5]]))
    np.testing.assert_allclose(err, [3e-5, 4 * 3e-5], rtol=1e-12)


@pytest.mark.parametrize("lazy", [0.0, 0.8])
def test_device_chains_one_step_has_the_exact_holding_probability(lazy):
    # kills audit4b.device_chains.lazy_flipped (lazy 0.8) and audit4b.device_chains.no_mask (the
    # updated site must be masked: p_i^T(. | x0_-i)). One step from x0 keeps it with probability
    # lazy + (1 - lazy) (1/n) sum_i p_i^T(x0_i | x0_-i) (random-scan heat bath; the p_i computed
    # here on the host from m.logits, which masks the site); 1024 chains: binomial standard
    # error <= 0.016, 5 of them allowed
    m = load_model("tiny-en", tokens=WORDS, prefix="and", suffix="said to moses", n=3)
    x0 = np.array([0, 1, 2])
    T, B = 1.5, 1024
    p = tempered_conditionals(m.logits(np.repeat(x0[None], 3, axis=0), np.arange(3)), T)
    stay = lazy + (1 - lazy) * float(np.mean(p[np.arange(3), x0]))
    run = run_chains_on_device(m, temperature=T, n_chains=B, n_steps=1, start=x0, lazy=lazy, rng=5)
    kept = float((run.final == x0).all(axis=1).mean())
    assert abs(kept - stay) <= 5 * np.sqrt(stay * (1 - stay) / B), (kept, stay)

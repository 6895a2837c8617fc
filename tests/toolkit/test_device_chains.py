"""Chains run on the model's device (toolkit.device_chains), here on the CPU: the same
draw rule as the host sampler and the same stationary law as the exact chain."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.device_chains import inverse_cdf_torch, run_chains_on_device  # noqa: E402
from toolkit.exceptions import GlauberError  # noqa: E402
from toolkit.sampling import inverse_cdf  # noqa: E402

pytestmark = pytest.mark.mlm

WORDS = ["the", "lord", "god", "king", "and", "of"]


def test_device_draw_rule_is_the_host_rule():
    rng = np.random.default_rng(0)
    p = rng.random((500, 7)) * (rng.random((500, 7)) > 0.3)  # zero-weight categories too
    p[:, 3] += 1e-3
    u = rng.random(500)
    u[:5] = 0.0
    got = inverse_cdf_torch(torch.as_tensor(p), torch.as_tensor(u)).numpy()
    np.testing.assert_array_equal(got, inverse_cdf(p, u))


def test_device_chains_sample_the_exact_stationary_law():
    """frac(the) of the tiny-en window chain: the device sampler's stationary mean covers the
    exact value (one 95% interval from 128 chains, pinned seed, as the GPU test does)."""
    from exact import GlauberKernel, StateSpace, site_logits, stationary
    from toolkit.diagnostics import mean_estimate
    from toolkit.models.zoo import load_model

    m = load_model("tiny-en", tokens=WORDS, prefix="and", suffix="said to moses", n=3)
    pi = stationary(GlauberKernel(site_logits(m), temperature=1.5))
    truth = float(pi @ (StateSpace.of(m).all_states() == 0).mean(axis=1))
    run = run_chains_on_device(m, temperature=1.5, n_chains=128, n_steps=120, burn_in=40, rng=3)
    assert run.states.shape == (128, 81, 3) and run.n_model_calls == 120
    frac = (run.states == 0).mean(axis=2)  # (chains, records)
    est = mean_estimate(frac)
    assert est.covers(truth), (est, truth)


def test_device_chains_need_a_masked_lm():
    from toolkit.models import potts

    with pytest.raises(GlauberError, match="MaskedLM"):
        run_chains_on_device(potts(2, 3, 1.0), n_steps=2)

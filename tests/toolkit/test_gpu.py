"""Real MLMs on a CUDA GPU (marked ``gpu``; skipped without one): the same conditionals as on
the CPU, and the batched, rejection-free and device-side samplers running on the device.

Run by ``benchmarks/gpu_check.sh`` on the GPU machine. Models: tiny-en (shipped), and
Sapiens VH / AntiBERTy when installed or carried as ``.models`` copies
(``scripts/make_antiberty_fp16.py``); absent ones are skipped.
"""

from __future__ import annotations

import os
import warnings

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import ModelNotAvailableError  # noqa: E402

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.mlm,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]

WORDS = ["the", "lord", "god", "king", "and", "of"]


def _pair(name, **kw):
    """The same model window on the CPU and on the GPU (skip when the model is not here)."""
    from toolkit.models.mlm import load_model

    try:
        cpu = load_model(name, **kw)
    except ModelNotAvailableError as exc:
        pytest.skip(f"{name} not available: {exc}")
    return cpu, load_model(name, device="cuda", **kw)


@pytest.fixture(scope="module", autouse=True)
def _exact_fp32_matmuls():
    """Compare in true fp32 (no TF32 rounding of matmuls; torch's default, made explicit)."""
    m = torch.backends.cuda.matmul
    attr, value = ("fp32_precision", "ieee") if hasattr(m, "fp32_precision") else ("allow_tf32", False)
    with warnings.catch_warnings():  # either API may warn about the other in some torch versions
        warnings.simplefilter("ignore")
        old = getattr(m, attr)
        setattr(m, attr, value)
    yield
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setattr(m, attr, old)


@pytest.mark.parametrize("name, kw", [
    ("tiny-en", {"tokens": "all", "text": "it happened on the day when yahweh spoke to moses", "free_positions": "all"}),
    ("sapiens-vh", {"n": 8}),
    ("antiberty", {"n": 8}),
])
def test_conditionals_on_cuda_equal_cpu(name, kw):
    cpu, gpu = _pair(name, **kw)
    assert gpu.device.type == "cuda" and next(gpu.model.parameters()).is_cuda
    rng = np.random.default_rng(0)
    x = rng.integers(cpu.vocab_size, size=(24, cpu.length))
    sites = rng.integers(cpu.length, size=24)
    a, b = cpu.logits(x, sites), gpu.logits(x, sites)
    assert b.dtype == np.float64 and b.shape == a.shape
    np.testing.assert_allclose(b, a, atol=2e-4 * max(1.0, np.abs(a).max()), rtol=0)
    A, B = cpu.all_conditionals(x[:3]), gpu.all_conditionals(x[:3])
    np.testing.assert_allclose(B, A, atol=2e-4 * max(1.0, np.abs(A).max()), rtol=0)


def test_bfloat16_on_cuda_is_close_in_probability():
    cpu, _ = _pair("tiny-en", tokens=WORDS, n=4)
    from toolkit.models.mlm import load_model

    half = load_model("tiny-en", tokens=WORDS, n=4, device="cuda", dtype="bfloat16")
    x = np.random.default_rng(1).integers(6, size=(16, 4))
    p = torch.softmax(torch.as_tensor(cpu.all_conditionals(x)), -1).numpy()
    r = torch.softmax(torch.as_tensor(half.all_conditionals(x)), -1).numpy()
    assert 0.5 * np.abs(p - r).sum(-1).max() < 0.05


def test_batched_and_rejection_free_samplers_run_on_cuda():
    from toolkit.sampling import run_chains, run_rejection_free

    _, gpu = _pair("tiny-en", tokens=WORDS, n=4)
    run = run_chains(gpu, n_chains=64, n_steps=40, record_states=True, rng=0)
    assert run.states.shape == (64, 41, 4) and run.n_model_calls == 40
    assert 0 <= run.states.min() and run.states.max() < 6 and (run.final != run.start).any()
    rf = run_rejection_free(gpu, temperature=0.3, n_chains=16, n_steps=500, rng=1)
    assert rf.final.shape == (16, 4) and rf.n_jumps.sum() > 0


def test_sampling_on_cuda_agrees_with_the_exact_chain():
    """The tiny-en window chain sampled on the GPU: the stationary mean of frac(the) covers
    the exact value computed on the CPU (one 95% interval from 256 chains, pinned seed)."""
    from exact import GlauberKernel, StateSpace, site_logits, stationary
    from toolkit.diagnostics import mean_estimate
    from toolkit.sampling import run_chains, token_fraction

    cpu, gpu = _pair("tiny-en", tokens=WORDS, prefix="and", suffix="said to moses", n=3)
    pi = stationary(GlauberKernel(site_logits(cpu), temperature=1.5))
    truth = float(pi @ (StateSpace.of(cpu).all_states() == 0).mean(axis=1))
    run = run_chains(gpu, temperature=1.5, n_chains=256, n_steps=300, burn_in=100, record_states=False,
                     observables={"f": token_fraction(0)}, rng=3)
    est = mean_estimate(run.observable("f"))
    assert est.covers(truth), (est, truth)


@pytest.mark.parametrize("compile", [False, True])
def test_device_sampler_on_cuda_agrees_with_the_exact_chain(compile):
    """The device-side sampler (no host synchronization per step; ``compile``: the step
    under ``torch.compile``) on the GPU: the stationary mean of frac(the) of the tiny-en
    window chain covers the exact CPU value (one 95% interval from 256 chains, pinned seed),
    as the CPU test of the same sampler does (tests/toolkit/test_device_chains.py)."""
    from exact import GlauberKernel, StateSpace, site_logits, stationary
    from toolkit.device_chains import run_chains_on_device
    from toolkit.diagnostics import mean_estimate

    cpu, gpu = _pair("tiny-en", tokens=WORDS, prefix="and", suffix="said to moses", n=3)
    pi = stationary(GlauberKernel(site_logits(cpu), temperature=1.5))
    truth = float(pi @ (StateSpace.of(cpu).all_states() == 0).mean(axis=1))
    run = run_chains_on_device(gpu, temperature=1.5, n_chains=256, n_steps=300, burn_in=100, compile=compile, rng=3)
    assert run.states.shape == (256, 201, 3) and run.n_model_calls == 300
    est = mean_estimate((run.states == 0).mean(axis=2))
    assert est.covers(truth), (est, truth)

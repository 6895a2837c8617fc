"""Glauber chains of a masked LM run entirely on its device (issue 15 point 4).

:func:`toolkit.sampling.run_chains` is model-agnostic: each step calls ``model.logits`` (a
forward pass whose logits come back to the host as float64 numpy), draws the new tokens
with numpy and sends the states back, so on a GPU every step waits for the device (a host
synchronization) and pays a few kernel launches of host-side work; at the small models'
sizes that, not arithmetic, bounds the rate (H200 run of 2026-11-30: Sapiens VH 27,014
site updates/s at B = 1024). Here the states, the site and uniform draws (a torch generator
seeded from ``rng``), the masked inputs, the forward pass and the inverse-CDF draw all stay
on the device; the host only queues work, and reads the recorded states once at the end.
``compile=True`` wraps the fixed-shape forward pass in ``torch.compile(mode="reduce-overhead")``
(CUDA graphs on a GPU: one launch per step).

The law is that of :func:`~toolkit.sampling.run_chains` (random scan, heat-bath update:
site uniform, new token drawn from ``softmax(logits / T)`` by inverse CDF of a uniform), with
torch's random streams instead of numpy's: the same chain, other draws.

Usage (``m`` a :class:`~toolkit.models.adapter.MaskedLM`, e.g. ``load_model("tiny-en", ...)``):
``run_chains_on_device(m, temperature=1.5, n_chains=8192, n_steps=1000, rng=0)``. The draw
rule on its own, the same as :func:`toolkit.sampling.inverse_cdf`:

>>> import torch
>>> inverse_cdf_torch(torch.tensor([[0.2, 0.0, 0.8], [0.5, 0.5, 0.0]]), torch.tensor([0.3, 0.99])).tolist()
[2, 1]
"""

from __future__ import annotations

import time

from toolkit._validation import as_rng, check_int, check_probability, check_temperature
from toolkit.exceptions import InvalidTypeError
from toolkit.sampling import ChainRun, initial_states, make_record_times


def run_chains_on_device(model, *, temperature: float = 1.0, n_chains: int = 64, n_steps: int = 1000,
                         start=None, burn_in: int = 0, record_every: int = 1, record_states: bool = True,
                         lazy: float = 0.0, compile: bool = False, rng=None):
    """Random-scan Glauber chains of a :class:`~toolkit.models.adapter.MaskedLM`, all on its
    device, recorded at ``burn_in, burn_in + record_every, ...`` (step 0 is the start).

    Returns a :class:`~toolkit.sampling.ChainRun` (method ``"glauber (device)"``), like
    :func:`~toolkit.sampling.run_chains` with ``scan="random"``.
    """
    import torch

    from .models.adapter import MaskedLM

    if not isinstance(model, MaskedLM):
        raise InvalidTypeError(f"`model` must be a MaskedLM; got {type(model).__name__}")
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=1)
    n_steps = check_int(n_steps, "n_steps", minimum=1)
    lazy = check_probability(lazy, "lazy")
    rng = as_rng(rng)
    times = make_record_times(n_steps, burn_in=burn_in, record_every=record_every)
    x0 = initial_states(model, n_chains, start, rng=rng)
    dev = model.device
    gen = torch.Generator(device=dev)
    gen.manual_seed(int(rng.integers(2**63 - 1)))
    n, B = model.length, n_chains
    tok = torch.as_tensor(model.token_ids, device=dev)
    base = model._base.reshape(1, -1).expand(B, -1).contiguous()
    free = model._free
    rows = torch.arange(B, device=dev)
    vocab = model._vocab_slice
    mask_id = model.mask_id

    def forward(inp, pos):
        if model._encoder_head is not None:
            encoder, head = model._encoder_head
            last = encoder(input_ids=inp).last_hidden_state
            return head(last[rows, pos][:, None])[:, 0, vocab]
        return model.model(input_ids=inp).logits[rows, pos][:, vocab]

    fwd = torch.compile(forward, mode="reduce-overhead", dynamic=False) if compile else forward
    x = torch.tensor(x0, device=dev)  # a copy: on a CPU device as_tensor would share x0 (run.start)
    rec = torch.empty((B, times.size, n), dtype=torch.long, device=dev) if record_states else None
    ptr = 0
    t0 = time.perf_counter()
    with torch.inference_mode():
        if times[0] == 0:
            if rec is not None:
                rec[:, 0] = x
            ptr = 1
        for t in range(1, n_steps + 1):
            sites = torch.randint(0, n, (B,), generator=gen, device=dev)
            u = torch.rand(B, generator=gen, device=dev, dtype=torch.float64)
            inp = base.clone()
            inp[:, free] = tok[x]
            pos = free[sites]
            inp[rows, pos] = mask_id
            lg = fwd(inp, pos).double()
            a = inverse_cdf_torch(torch.softmax(lg / T, dim=-1), u)
            if lazy:
                keep = torch.rand(B, generator=gen, device=dev) < lazy
                a = torch.where(keep, x[rows, sites], a)
            x[rows, sites] = a
            if ptr < times.size and times[ptr] == t:
                if rec is not None:
                    rec[:, ptr] = x
                ptr += 1
    states = rec.cpu().numpy() if rec is not None else None  # the one read of the device
    return ChainRun(times=times, states=states, observables={}, start=x0, final=x.cpu().numpy(), temperature=T,
                    scan="random", lazy=lazy, n_steps=n_steps, method="glauber (device)", n_model_calls=n_steps,
                    wall_time=time.perf_counter() - t0)


def inverse_cdf_torch(p, u):
    """:func:`toolkit.sampling.inverse_cdf` on tensors: the smallest ``a`` with
    ``cumsum(p)[a] > u * sum(p)`` (zero-weight categories never drawn), on ``p``'s device."""
    c = p.cumsum(dim=-1)
    return (c <= (u * c[..., -1])[..., None]).sum(dim=-1).clamp_(max=p.shape[-1] - 1)

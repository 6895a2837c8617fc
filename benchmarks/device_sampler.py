"""Site updates per second: the host-driven batched sampler (``toolkit.sampling.run_chains``)
against the device-side one (``toolkit.device_chains.run_chains_on_device``: no host
synchronization per step; ``--compile`` adds ``torch.compile(mode="reduce-overhead")``, i.e.
CUDA graphs on a GPU), at batch sizes ``--chains`` (issue 15 point 4).

Models and FLOP counts are those of ``benchmarks/mlm_throughput.py`` (its ``build``,
``forward_flops`` and ``matmul_rate``): "of peak" is the achieved FLOP rate over the measured
matmul rate of the device in the model's dtype.

    python benchmarks/device_sampler.py --device cuda --dtype bfloat16 --chains 1024,8192 --out f.json
    python benchmarks/device_sampler.py --models tiny-en --chains 64 --steps 4     # CPU plumbing check
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def _sync(dev):
    import torch

    if dev.type == "cuda":
        torch.cuda.synchronize(dev)


def rate_host(m, x0, chains, steps):
    from toolkit.sampling import run_chains

    run_chains(m, n_chains=chains, n_steps=1, start=x0, record_times=[1], record_states=False, progress=False, rng=0)
    t0 = time.perf_counter()
    run_chains(m, n_chains=chains, n_steps=steps, start=x0, record_times=[steps], record_states=False,
               progress=False, rng=1)
    return chains * steps / (time.perf_counter() - t0)


def rate_device(m, x0, chains, steps, compile):
    from toolkit.device_chains import run_chains_on_device

    kw = dict(n_chains=chains, start=x0, record_states=False, compile=compile)
    run_chains_on_device(m, n_steps=3 if compile else 1, rng=0, **kw)  # warm-up (and compilation)
    _sync(m.device)
    t0 = time.perf_counter()
    run_chains_on_device(m, n_steps=steps, rng=1, **kw)
    _sync(m.device)
    return chains * steps / (time.perf_counter() - t0)


def main(argv=None) -> int:
    import mlm_throughput as mt

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--dtype", default="float32")
    ap.add_argument("--models", default="tiny-en,sapiens-vh,antiberty,bert-base")
    ap.add_argument("--chains", default="1024", help="comma-separated batch sizes")
    ap.add_argument("--steps", type=int, default=20, help="timed steps per measurement")
    ap.add_argument("--compile", action="store_true", help="also time torch.compile (CUDA graphs)")
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    peak = mt.matmul_rate(args.device, args.dtype)
    rows = []
    for name in args.models.split(","):
        try:
            m = mt.build(name, args.device, args.dtype)
        except Exception as exc:  # an absent model is reported and skipped
            print(f"{name}: skipped ({type(exc).__name__}: {exc})", flush=True)
            continue
        x0 = m.initial_state()
        flops = mt.forward_flops(m.model.config, int(m.input_ids(x0[None]).shape[1]))
        for B in (int(b) for b in args.chains.split(",")):
            row = {"model": name, "dtype": args.dtype, "device": str(m.device), "chains": B}
            try:
                row["host"] = rate_host(m, x0, B, args.steps)
                row["device_eager"] = rate_device(m, x0, B, args.steps, False)
                if args.compile:
                    row["device_compiled"] = rate_device(m, x0, B, args.steps, True)
            except Exception as exc:  # out of memory at a large B: report and go on
                row["error"] = f"{type(exc).__name__}: {str(exc)[:200]}"
            for k in ("host", "device_eager", "device_compiled"):
                if k in row:
                    row[f"{k}_of_peak"] = row[k] * flops / peak["flops_per_s"]
            if "host" in row and "device_eager" in row:
                row["device_vs_host"] = max(row["device_eager"], row.get("device_compiled", 0.0)) / row["host"]
            rows.append(row)
            print(json.dumps(row), flush=True)
        del m
    if args.out:
        with open(args.out, "w") as fh:
            json.dump({"matmul_peak": peak, "rows": rows}, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

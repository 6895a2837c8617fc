"""Exact Glauber operators on a GPU (issue 15 point 3): the figures of ``benchmarks/gpu_exact.sh``.

In this order (each figure is written as soon as it is measured; the longest last):

1. ``tmix``: worst-start ``t_mix(1/4)`` of the non-reversible ``random_pairwise(10, 5, 1.0,
   rng=0)`` (``10**5`` states) at ``T = 1``, every start stepped in float64 on the device,
   pi by GMRES on the device. Checked against the numpy engine on the CPU: pi (Krylov +
   refinement) and ``d(t)`` of a sample of starts (``exact.distance_profile``).
2. ``products``: time of one ``P^T mu`` product, float32 vs float64, at ``2**n`` states.
3. ``gap``: spectral gap of the Ising ring ``potts(2, n, 1.0, graph="cycle")`` at ``T = 1.5``
   with ``2**n`` states (``n = 30`` on the GPU: 2**30 states), logits built on the device
   at every product (float32 Lanczos, at most ``--gap-max-steps`` steps, float64 Rayleigh
   quotient), pi in closed form (``exp(energy / T)``). Reference: Glauber's (1963) closed
   form ``gap = (1 - tanh(c / T)) / n`` (random-scan heat bath on the Ising ring); the
   Lanczos steps grow about linearly with ``n`` (50 at ``n = 14``, 70 at ``n = 18``).

    python benchmarks/gpu_exact.py --out DIR             # GPU sizes (needs CUDA)
    python benchmarks/gpu_exact.py --smoke --out DIR     # tiny sizes on the CPU (plumbing check)

Writes ``DIR/exact_gpu.json`` and prints one line per figure.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=".", help="folder for exact_gpu.json")
    ap.add_argument("--smoke", action="store_true", help="tiny sizes, CPU allowed")
    ap.add_argument("--device", default=None, help="default: cuda when available, else cpu")
    ap.add_argument("--gap-n", type=int, default=None, help="Ising ring length (default 30; smoke 12)")
    ap.add_argument("--tmix-q", type=int, default=None, help="random_pairwise q (default 10; smoke 4)")
    ap.add_argument("--tmix-n", type=int, default=5, help="random_pairwise n (default 5)")
    ap.add_argument("--block", type=int, default=None, help="starts stepped together (default 8192; smoke 64)")
    ap.add_argument("--gap-max-steps", type=int, default=400, help="Lanczos steps at most (default 400)")
    args = ap.parse_args(argv)

    import numpy as np
    import torch

    from exact import distance_profile, glauber_kernel, stationary
    from toolkit import exact_torch as et
    from toolkit.models import potts, random_pairwise

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if device.startswith("cuda") and not torch.cuda.is_available():
        raise SystemExit("no CUDA device: use --smoke (CPU) or --device cpu")
    gap_n = args.gap_n or (12 if args.smoke else 30)
    tq = args.tmix_q or (4 if args.smoke else 10)
    block = args.block or (64 if args.smoke else 8192)
    out = {"device": torch.cuda.get_device_name(0) if device.startswith("cuda") else "cpu",
           "torch": torch.__version__, "smoke": args.smoke}
    os.makedirs(args.out, exist_ok=True)

    def sync():
        if device.startswith("cuda"):
            torch.cuda.synchronize()

    def save():
        with open(os.path.join(args.out, "exact_gpu.json"), "w") as fh:
            json.dump(out, fh, indent=1)

    # 1. worst-start t_mix of a non-reversible pairwise model at q**n states
    m2 = random_pairwise(tq, args.tmix_n, 1.0, rng=0)
    t0 = time.perf_counter()
    K2 = et.TorchKernel.from_pairwise(m2, temperature=1.0, device=device, dtype="float64")
    pi2 = et.stationary(K2)
    sync()
    t_pi2 = time.perf_counter() - t0
    t0 = time.perf_counter()
    res = et.mixing_time(K2, pi2, block=block, t_max=10**4)
    sync()
    t_mix_s = time.perf_counter() - t0
    # the numpy engine on the CPU: pi and d(t) of a sample of starts
    Kc = glauber_kernel(m2, temperature=1.0)
    pi_np = stationary(Kc)
    rng = np.random.default_rng(0)
    sample = np.unique(np.append(rng.choice(Kc.n_states, size=min(32, Kc.n_states), replace=False),
                                 res.worst_start))
    tm = res.t_mix if res.t_mix is not None else 1
    prof_np = distance_profile(Kc, tm, pi=pi_np, starts=sample)
    sub = et.mixing_time(K2, pi2, block=block, t_max=tm, starts=sample)
    k = min(len(sub.distances), len(prof_np))
    out["tmix"] = {"model": f"random_pairwise({tq}, {args.tmix_n}, 1.0, rng=0)", "T": 1.0, "states": Kc.n_states,
                   "pi_s": round(t_pi2, 2), "tmix_s": round(t_mix_s, 2), "t_mix": res.t_mix,
                   "worst_start": res.worst_start, "block": block,
                   "pi_max_abs_diff_vs_numpy": float(np.abs(pi2.cpu().numpy() - pi_np).max()),
                   "sample_starts": int(sample.size),
                   "sample_profile_max_abs_diff_vs_numpy": float(np.abs(np.array(sub.distances[:k])
                                                                      - prof_np[:k]).max()),
                   "worst_start_d_at_t_mix_minus_1_numpy": float(prof_np[tm - 1]) if res.t_mix else None}
    print("tmix", json.dumps(out["tmix"]), flush=True)
    save()
    del K2, pi2

    # 2. one product, float32 vs float64, at the same size
    T, c = 1.5, 1.0
    model = potts(2, gap_n, c, graph="cycle")
    prod = {}
    for dt in ("float32", "float64"):
        Kp = et.TorchKernel.from_pairwise(model, temperature=T, device=device, dtype=dt)
        mu = torch.full((2**gap_n,), 2.0**-gap_n, dtype=getattr(torch, dt), device=device)
        Kp.rmatvec(mu)
        sync()
        t0 = time.perf_counter()
        for _ in range(3):
            Kp.rmatvec(mu)
        sync()
        prod[dt] = round((time.perf_counter() - t0) / 3, 4)
        del Kp, mu
    out["products"] = {"states": 2**gap_n, "seconds_per_rmatvec": prod}
    print("products", json.dumps(out["products"]), flush=True)
    save()

    # 3. gap at 2**n states, logits on the fly
    if device.startswith("cuda"):
        torch.cuda.reset_peak_memory_stats()
    t0 = time.perf_counter()
    K = et.TorchKernel.from_pairwise(model, temperature=T, device=device, dtype="float32")
    pi = et.stationary(K, log_pi=et.pairwise_log_pi(model, T, device=device))
    sync()
    t_pi = time.perf_counter() - t0
    t0 = time.perf_counter()
    g = et.spectral_gap(K, pi, maxiter=args.gap_max_steps)
    sync()
    ref = (1 - math.tanh(c / T)) / gap_n
    out["gap"] = {"model": f"potts(2, {gap_n}, {c}, graph='cycle')", "T": T, "states": 2**gap_n,
                  "pi_s": round(t_pi, 2), "gap_s": round(time.perf_counter() - t0, 2), "gap": g.gap,
                  "gap_error": g.gap_error, "steps": g.steps, "method": g.method, "closed_form": ref,
                  "abs_diff": abs(g.gap - ref), "agrees": abs(g.gap - ref) <= max(1e-9, 10 * g.gap_error),
                  "peak_gib": (torch.cuda.max_memory_allocated() / 2**30) if device.startswith("cuda") else None}
    print("gap", json.dumps(out["gap"]), flush=True)
    save()


if __name__ == "__main__":
    main()

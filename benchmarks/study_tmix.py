"""Two-sided bounds on t_mix(1/4) of a real MLM at full length (issue 16's target: Sapiens VH,
trastuzumab's 120-residue heavy chain, every residue free, T = 1), with the coupling that
coalesces fastest in a pilot.

    python benchmarks/study_tmix.py [--model sapiens-vh] [--device cpu|cuda] [--temperature 1]
        [--pairs 4] [--replicates 12] [--max-steps 200000] [--budget 480] [--pilot-steps 200]
        [--coupling auto] [--window N] [--out FILE.json]

Prints the pilot's table (fraction met and Hamming distance left per coupling), the bounds
(toolkit.bounds.mixing_bounds: coupling inequality above, a distinguishing event below) and
the machine's load; writes everything to ``--out`` as JSON. Start pairs: the sequence against
uniform random sequences (half) and random against random (half).
"""

from __future__ import annotations

import argparse
import json
import os
import time

import numpy as np


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="sapiens-vh")
    p.add_argument("--text", default=None, help="default: the model's reference sequence")
    p.add_argument("--window", type=int, default=None,
                   help="free only this many consecutive positions, centred on CDR-H3 for antibody models "
                        "(default: every position)")
    p.add_argument("--device", default="cpu")
    p.add_argument("--temperature", type=float, default=1.0)
    p.add_argument("--pairs", type=int, default=4)
    p.add_argument("--replicates", type=int, default=12)
    p.add_argument("--max-steps", type=int, default=200_000)
    p.add_argument("--budget", type=float, default=480.0, help="seconds for the bounds run (after the pilot)")
    p.add_argument("--pilot-steps", type=int, default=200)
    p.add_argument("--coupling", default="auto")
    p.add_argument("--batch-size", type=int, default=4096)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default=None)
    args = p.parse_args(argv)

    from toolkit.app.study import _embedding_order, pilot_cost
    from toolkit.bounds import coupling_pilot, mixing_bounds
    from toolkit.models.registry import make_model
    from toolkit.models.zoo import DEFAULTS
    from toolkit.results import to_jsonable

    t0 = time.perf_counter()
    text = args.text or DEFAULTS[args.model]["text"]
    free = "all"
    if args.window is not None:
        from toolkit.app.phase import REAL_TEMPLATES, window_positions

        centre = REAL_TEMPLATES.get(args.model, {}).get("centre", len(text) // 2)
        free = window_positions(len(text), args.window, centre)
    model = make_model(args.model, text=text, free_positions=free, device=args.device,
                       batch_size=args.batch_size)
    q, n = int(model.vocab_size), int(model.length)
    load = os.getloadavg()
    per_call, per_row = pilot_cost(model, rng=args.seed)
    print(f"{args.model}: q={q}, n={n}, device {args.device}; load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
          f"a call of B rows: {1e3 * per_call:.2f} ms + B x {1e3 * per_row:.3f} ms "
          f"(loaded in {time.perf_counter() - t0:.1f} s)", flush=True)
    rng = np.random.default_rng(args.seed)
    x0 = model.initial_state()
    P = args.pairs
    half = P // 2
    xs = np.stack([x0] * half + [rng.integers(0, q, size=n) for _ in range(P - half)])
    ys = np.stack([rng.integers(0, q, size=n) for _ in range(P)])
    order = _embedding_order(model)
    out = {"model": args.model, "device": args.device, "q": q, "n": n, "free": free, "temperature": args.temperature,
           "load_before": list(load), "per_call_s": per_call, "per_row_s": per_row}
    coupling = args.coupling
    if coupling == "auto":
        pilot = coupling_pilot(model, temperature=args.temperature, starts=(xs, ys), n_replicates=2,
                               n_steps=args.pilot_steps, order=order, rng=rng)
        print(pilot, flush=True)
        out["pilot"] = pilot.to_dict()
        coupling = pilot.chosen
    b = mixing_bounds(model, temperature=args.temperature, coupling=coupling, starts=(xs, ys),
                      n_replicates=args.replicates, max_steps=args.max_steps, n_times=40, order=order,
                      budget_s=args.budget, rng=rng)
    print(b, flush=True)
    out["bounds"] = b.to_dict()
    out["load_after"] = list(os.getloadavg())
    out["seconds"] = time.perf_counter() - t0
    print(f"load after: {out['load_after']}; {out['seconds']:.0f} s in all", flush=True)
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(to_jsonable(out), fh, indent=1)  # non-finite numbers as null
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

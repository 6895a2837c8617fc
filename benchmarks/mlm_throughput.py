"""Glauber site updates per second on real masked LMs: naive loop, batched, rejection-free.

For each model the chain runs on a real sequence with every token a free site (tiny-en:
a 15-word Exodus clause, V = its 200 words; antibody models: trastuzumab's heavy chain,
V = the 20 amino acids; ``bert-base``: a BERT-base-sized ``BertForMaskedLM`` with random
weights on 126 random tokens, V = 1000 tokens; speed does not depend on the weights).

(a) naive: one chain, one forward pass per step, written the way BERT-sampling scripts
    do it (mask a site, run the model on the one sequence, softmax over V, draw with
    ``torch.multinomial``, write the token back; all on the device).
(b) batched: :func:`toolkit.sampling.run_chains` over ``B`` chains (default 64): one
    forward pass of ``B`` masked sequences per step of every chain.
(c) rejection-free: :func:`toolkit.sampling.run_rejection_free` at a low temperature
    (``--rf-chains`` chains, one all-sites pass per *change*), against the batched plain
    sampler (``B`` chains) at the same temperature, both from a strict argmax fixed point
    (the quench of the sequence, or the best quench of random states when that one cycles). The temperature is chosen so the holding
    time predicted at the start is about ``--hold`` steps; the *measured* mean holding time
    (simulated steps per change) is printed, and the ratio counts only when it is >= 1000.

Each figure is site updates per second of wall time (a step of one chain updates one
site). FLOPs per site update count the matmuls of one forward pass of one sequence
(attention projections, attention scores, FFN) and of the MLM head at the masked position
(the adapter applies it there alone; the naive loop runs it everywhere); "of peak" divides the achieved
FLOP rate by the measured matrix-multiply rate of the device (CPU: a 1024^3 fp32 matmul;
GPU: an 8192^3 matmul in the model's dtype), i.e. the ratio to the matmul FLOP bound.

    python benchmarks/mlm_throughput.py                       # CPU, all models
    python benchmarks/mlm_throughput.py --device cuda --out figures.json
    python benchmarks/mlm_throughput.py --models sapiens-vh --quick

Targets printed at the end: batched (B=64) / naive >= 10 on sapiens-vh, rejection-free /
plain >= 100 at a mean holding time >= 1000 steps.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # run from a checkout

CLAUSE = "it happened on the day when yahweh spoke to moses in the land of egypt"
MODELS = ("tiny-en", "sapiens-vh", "sapiens-vh-h3", "antiberty", "bert-base")
#: ``sapiens-vh-h3``: Sapiens VH on trastuzumab's CDR-H3 with one flanking residue each side
#: (16 residues), where per-call overhead rather than arithmetic sets the naive loop's speed.
H3_FRAGMENT = "CSRWGGDGFYAMDYWG"


# --------------------------------------------------------------------------- models
def _bert_base(device, dtype, length: int = 126, q: int = 1000, seed: int = 0):
    """A randomly initialized BERT-base ``BertForMaskedLM`` (110M parameters) with a synthetic
    word-level tokenizer over its 30522 ids, on ``length`` random tokens."""
    import torch
    from tokenizers import Tokenizer, pre_tokenizers, processors
    from tokenizers.models import WordLevel
    from transformers import BertConfig, BertForMaskedLM, PreTrainedTokenizerFast

    from toolkit.models.mlm import MaskedLM

    config = BertConfig()  # hidden 768, 12 layers, 12 heads, FFN 3072, vocab 30522, 512 positions
    torch.manual_seed(seed)
    model = BertForMaskedLM(config)
    specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    vocab = {t: i for i, t in enumerate(specials + [f"t{i}" for i in range(len(specials), config.vocab_size)])}
    tk = Tokenizer(WordLevel(vocab, unk_token="[UNK]"))
    tk.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tk.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
    tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]",
                                  sep_token="[SEP]", mask_token="[MASK]", model_max_length=512)
    rng = np.random.default_rng(seed)
    tokens = [f"t{i}" for i in range(5, 5 + q)]
    text = [tokens[i] for i in rng.integers(q, size=length)]
    return MaskedLM(model, tok, tokens, text=text, free_positions="all", device=device, dtype=dtype,
                    batch_size=64, name="bert-base (random weights)")


def build(name: str, device: str, dtype: str):
    from toolkit.models.mlm import REFERENCE_VH, load_model

    if name == "bert-base":
        return _bert_base(device, dtype)
    if name == "tiny-en":
        return load_model("tiny-en", tokens="all", text=CLAUSE, free_positions="all", device=device, dtype=dtype,
                          batch_size=64)
    if name == "sapiens-vh-h3":
        assert H3_FRAGMENT in REFERENCE_VH
        return load_model("sapiens-vh", text=H3_FRAGMENT, free_positions="all", device=device, dtype=dtype,
                          batch_size=64)
    return load_model(name, text=REFERENCE_VH, free_positions="all", device=device, dtype=dtype, batch_size=64)


# --------------------------------------------------------------------------- FLOPs and peak
def forward_flops(config, length: int) -> float:
    """Matmul FLOPs that one site update needs: the encoder over one sequence of ``length``
    tokens (BERT/RoBERTa) and the MLM head at the masked position (the naive loop, like most
    scripts, also runs the head at every other position; that work is not counted)."""
    d, f, layers, v = config.hidden_size, config.intermediate_size, config.num_hidden_layers, config.vocab_size
    per_token_layer = 2 * (4 * d * d + 2 * d * f) + 2 * 2 * length * d  # projections, FFN, QK^T and AV
    head = 2 * d * d + 2 * d * v  # transform + decoder, at the masked position
    return float(length * layers * per_token_layer + head)


def matmul_rate(device, dtype_name: str) -> dict:
    """Measured matrix-multiply FLOP rate (best of several): 1024^3 fp32 on CPU, 8192^3 on GPU."""
    import torch

    from toolkit.models.adapter import _resolve_dtype

    dev = torch.device(device)
    if dev.type == "cpu":
        size, dtype, reps = 1024, torch.float32, 5
    else:
        size, dtype, reps = 8192, _resolve_dtype(dtype_name), 10
    a = torch.randn(size, size, device=dev, dtype=dtype)
    b = torch.randn(size, size, device=dev, dtype=dtype)
    best = math.inf
    for _ in range(reps + 2):
        _sync(dev)
        t0 = time.perf_counter()
        a @ b
        _sync(dev)
        best = min(best, time.perf_counter() - t0)
    return {"size": size, "dtype": str(dtype).removeprefix("torch."), "flops_per_s": 2 * size**3 / best}


def _sync(dev):
    import torch

    if dev.type == "cuda":
        torch.cuda.synchronize(dev)


# --------------------------------------------------------------------------- (a) naive
def naive_loop(m, x0, *, temperature: float, budget: float, min_steps: int, seed: int = 0) -> dict:
    """One chain, one forward pass per step, as a plain script would write it."""
    import torch

    dev = m.device
    ids = m.input_ids(x0[None]).clone()
    V = torch.as_tensor(m.token_ids, device=dev)
    gen = torch.Generator(device=dev).manual_seed(seed)
    positions = np.asarray(m.free_positions)
    rng = np.random.default_rng(seed)

    def steps(k):
        for p in positions[rng.integers(len(positions), size=k)]:
            p = int(p)
            ids[0, p] = m.mask_id
            with torch.inference_mode():
                logits = m.model(input_ids=ids).logits[0, p, V]
            probs = torch.softmax(logits.float() / temperature, dim=-1)
            ids[0, p] = V[torch.multinomial(probs, 1, generator=gen)[0]]

    steps(2)  # warm-up
    _sync(dev)
    done, t0 = 0, time.perf_counter()
    while done < min_steps or time.perf_counter() - t0 < budget:
        k = max(1, min_steps // 4)
        steps(k)
        _sync(dev)
        done += k
    wall = time.perf_counter() - t0
    return {"steps": done, "seconds": wall, "updates_per_s": done / wall}


# --------------------------------------------------------------------------- (b) batched
def batched(m, x0, *, chains: int, temperature: float, budget: float, min_steps: int, seed: int = 0) -> dict:
    from toolkit.sampling import run_chains

    kw = dict(temperature=temperature, n_chains=chains, record_states=False, progress=False)
    run = run_chains(m, n_steps=1, start=x0, record_times=[1], rng=seed, **kw)  # warm-up
    x = run.final
    done, wall, calls = 0, 0.0, 0
    while done < min_steps or wall < budget:
        k = max(1, min_steps // 2)
        run = run_chains(m, n_steps=k, start=x, record_times=[k], rng=seed + 1 + done, **kw)
        x, done, wall, calls = run.final, done + k, wall + run.wall_time, calls + run.n_model_calls
    return {"chains": chains, "steps": done, "seconds": wall, "updates_per_s": chains * done / wall,
            "model_calls": calls}


# --------------------------------------------------------------------------- (c) rejection-free
def _fixed_point(m, x0, *, tries: int = 32, seed: int = 0):
    """A strict argmax fixed point (every site holds its argmax), preferably the one reached by
    quenching ``x0`` (:func:`toolkit.metastable.quench`), else the largest-margin one reached
    from ``tries`` random states; ``(state, logits of every site there)`` or ``(None, None)``.
    Incompatible conditionals can cycle at zero temperature, so a quench need not end in one."""
    from toolkit.metastable import local_margin, quench
    from toolkit.sampling import all_site_logits

    rng = np.random.default_rng(seed)
    for starts in (x0[None], rng.integers(m.vocab_size, size=(tries, m.length))):
        y, ok = quench(m, starts, max_sweeps=20)
        y = y[ok]
        if len(y):
            gam = local_margin(m, y)
            if gam.max() > 0:
                best = y[int(np.argmax(gam))]
                return best, all_site_logits(m, best[None])[0]
    return None, None


def _holding(A, x, T) -> float:
    """Predicted mean holding time ``1 / r(x)`` at temperature ``T`` from the logits ``A`` (n, q),
    counting only the sites where ``x`` holds the argmax (any other site changes at once at a
    low temperature: a transient, not the holding)."""
    z = A / T
    z = z - z.max(axis=1, keepdims=True)
    p = np.exp(z)
    p /= p.sum(axis=1, keepdims=True)
    rows = np.arange(len(x))
    top = A.argmax(axis=1) == x
    p[rows, x] = 0.0
    r = p[top].sum() / len(x)
    return math.inf if r <= 0 else 1.0 / r


def pick_temperature(A, x, hold: float) -> float:
    """The largest ``T`` (bisection on log T in [1e-3, 4]) with predicted holding >= ``hold``."""
    lo, hi = math.log(1e-3), math.log(4.0)
    if _holding(A, x, math.exp(hi)) >= hold:
        return math.exp(hi)
    for _ in range(50):
        mid = 0.5 * (lo + hi)
        if _holding(A, x, math.exp(mid)) >= hold:
            lo = mid
        else:
            hi = mid
    return math.exp(lo)


def rejection_free(m, x0, *, chains: int, plain_chains: int, hold: float, jumps: float, budget: float,
                   seed: int = 0) -> dict:
    from toolkit.sampling import run_rejection_free

    x, A = _fixed_point(m, x0, seed=seed)
    if x is None:
        return {"skipped": "no strict argmax fixed point found"}
    T = pick_temperature(A, x, hold)
    predicted = _holding(A, x, T)
    n_steps = int(max(1000, jumps * predicted))
    rf = run_rejection_free(m, temperature=T, n_chains=chains, n_steps=n_steps, start=x, record_states=False,
                            progress=False, rng=seed)
    total_jumps = int(rf.n_jumps.sum())
    holding = chains * n_steps / max(total_jumps, 1)
    # the plain sampler at the same temperature and start, batched over plain_chains (>= chains)
    plain = batched(m, x, chains=plain_chains, temperature=T, budget=budget, min_steps=4, seed=seed + 7)
    rf_rate = chains * n_steps / rf.wall_time
    return {"temperature": T, "predicted_holding": predicted, "mean_holding": holding, "jumps": total_jumps,
            "n_steps": n_steps, "chains": chains, "seconds": rf.wall_time, "model_calls": rf.n_model_calls,
            "updates_per_s": rf_rate, "plain_updates_per_s": plain["updates_per_s"],
            "ratio": rf_rate / plain["updates_per_s"], "counts": holding >= 1000}


# --------------------------------------------------------------------------- driver
def measure(name, args) -> dict:
    import torch

    t0 = time.perf_counter()
    m = build(name, args.device, args.dtype)
    load_s = time.perf_counter() - t0
    x0 = m.initial_state()
    L = int(m.input_ids(x0[None]).shape[1])
    cfg = m.model.config
    flops = forward_flops(cfg, L)
    cpu = m.device.type == "cpu"
    heavy = flops > 2e9  # AntiBERTy and BERT-base on a CPU: few, long steps
    budget = args.budget
    row = {"model": name, "device": str(m.device), "dtype": str(m.dtype).removeprefix("torch."),
           "parameters": int(sum(p.numel() for p in m.model.parameters())), "tokens": L, "n": m.length,
           "q": m.vocab_size, "flops_per_update": flops, "load_s": load_s,
           "random_weights": name == "bert-base"}
    row["naive"] = naive_loop(m, x0, temperature=1.0, budget=budget, min_steps=4 if heavy and cpu else 20)
    row["batched"] = batched(m, x0, chains=args.chains, temperature=1.0, budget=budget,
                             min_steps=1 if heavy and cpu else 8)
    row["batched_vs_naive"] = row["batched"]["updates_per_s"] / row["naive"]["updates_per_s"]
    if args.skip_rf:
        row["rejection_free"] = {"skipped": "not run"}
    elif name == "bert-base":
        row["rejection_free"] = {"skipped": "random weights"}
    elif heavy and cpu and not args.rf_heavy:
        row["rejection_free"] = {"skipped": "CPU: --rf-heavy"}
    else:
        row["rejection_free"] = rejection_free(m, x0, chains=args.rf_chains, plain_chains=args.chains, hold=args.hold,
                                               jumps=args.jumps, budget=budget)
    peak = args._peak["flops_per_s"]
    for key in ("naive", "batched"):
        row[key]["flop_rate"] = flops * row[key]["updates_per_s"]
        row[key]["of_peak"] = row[key]["flop_rate"] / peak
    del m
    if not cpu:
        torch.cuda.empty_cache()
    return row


def _fmt(v, nd=3):
    if v is None:
        return "-"
    if isinstance(v, str):
        return v
    if v >= 1e4:
        return f"{v:,.0f}"
    return f"{v:.{nd}g}"


def report(rows, peak, args) -> str:
    lines = [f"Glauber site updates per second on {rows[0]['device'] if rows else args.device} "
             f"({rows[0]['dtype'] if rows else args.dtype}); matmul peak measured: "
             f"{peak['flops_per_s'] / 1e9:,.1f} GFLOP/s ({peak['size']}^3 {peak['dtype']})"]
    head = ("model", "tokens", "params", "naive/s", f"batched B={args.chains}/s", "batched/naive",
            "of peak (batched)", "rf T", "mean holding", "rf/s", "plain at T/s", "rf/plain")
    table = []
    for r in rows:
        rf = r["rejection_free"]
        table.append((r["model"] + (" *" if r["random_weights"] else ""), str(r["tokens"]), f"{r['parameters'] / 1e6:.2f}M",
                      _fmt(r["naive"]["updates_per_s"]), _fmt(r["batched"]["updates_per_s"]),
                      f"{r['batched_vs_naive']:.1f}x", f"{100 * r['batched']['of_peak']:.1f}%",
                      _fmt(rf.get("temperature")), _fmt(rf.get("mean_holding")), _fmt(rf.get("updates_per_s")),
                      _fmt(rf.get("plain_updates_per_s")),
                      f"{rf['ratio']:,.0f}x" if "ratio" in rf else rf.get("skipped", "-")))
    widths = [max(len(h), *(len(t[k]) for t in table)) for k, h in enumerate(head)]
    lines.append("  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(c.ljust(w) for c, w in zip(t, widths, strict=True)) for t in table]
    if any(r["random_weights"] for r in rows):
        lines.append("* randomly initialized weights of that configuration: speed does not depend on the weights")
    lines.append("updates/s: chain steps (one site each) per second of wall time; 'of peak': achieved matmul FLOP "
                 "rate / measured peak (the ratio to the matmul FLOP bound of one forward pass per update)")
    for r in rows:
        if r["model"].startswith("sapiens-vh"):
            ok = r["batched_vs_naive"] >= 10
            lines.append(f"target batched B={args.chains} vs naive on {r['model']} >= 10x: {r['batched_vs_naive']:.1f}x "
                         f"-> {'met' if ok else 'NOT met'} ({r['tokens']} tokens per sequence)")
        rf = r["rejection_free"]
        if "ratio" in rf:
            ok = rf["ratio"] >= 100 and rf["counts"]
            lines.append(f"target rejection-free vs plain >= 100x on {r['model']}: {rf['ratio']:,.0f}x at T={rf['temperature']:.3g}, "
                         f"mean holding {rf['mean_holding']:,.0f} steps ({'counts' if rf['counts'] else 'below 1000: does not count'})"
                         f" -> {'met' if ok else 'NOT met'}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--models", default=",".join(MODELS), help=f"comma-separated, from {', '.join(MODELS)}")
    ap.add_argument("--device", default="cpu", help="cpu or cuda")
    ap.add_argument("--dtype", default="float32", help="float32 (default), bfloat16 or float16")
    ap.add_argument("--chains", type=int, default=64, help="B, chains of the batched sampler (default 64)")
    ap.add_argument("--budget", type=float, default=3.0, help="seconds of measurement per figure (default 3)")
    ap.add_argument("--hold", type=float, default=1e5,
                    help="predicted holding time that sets the rejection-free temperature (default 1e5 steps)")
    ap.add_argument("--jumps", type=float, default=3.0, help="expected changes per chain in the rejection-free run")
    ap.add_argument("--rf-chains", type=int, default=8,
                    help="chains of the rejection-free run (default 8; one all-sites pass of each per change); "
                         "the plain sampler it is compared with runs --chains chains")
    ap.add_argument("--rf-heavy", action="store_true",
                    help="also run the rejection-free measurement for AntiBERTy/BERT-base-sized models on a CPU")
    ap.add_argument("--skip-rf", action="store_true", help="skip the rejection-free measurement")
    ap.add_argument("--quick", action="store_true", help="budget 1 s per figure")
    ap.add_argument("--threads", type=int, default=1, help="torch threads on CPU (default 1)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of the table")
    ap.add_argument("--out", default=None, help="also write the JSON figures to this file")
    args = ap.parse_args(argv)
    if args.quick:
        args.budget = 1.0
    import torch

    from toolkit.models.adapter import _resolve_device

    dev = _resolve_device(args.device)
    if dev.type == "cpu":
        torch.set_num_threads(args.threads)
    names = [s.strip() for s in args.models.split(",") if s.strip()]
    bad = [s for s in names if s not in MODELS]
    if bad:
        ap.error(f"unknown models {bad}; choose from {MODELS}")
    args._peak = matmul_rate(dev, args.dtype)
    from toolkit.exceptions import ModelNotAvailableError

    rows, skipped = [], {}
    for name in names:
        print(f"... {name}", file=sys.stderr, flush=True)
        try:
            rows.append(measure(name, args))
            r = rows[-1]  # a line per model as it finishes, so a run cut short still reports
            print(f"    {name}: naive {r['naive']['updates_per_s']:.4g}/s, batched B={args.chains} "
                  f"{r['batched']['updates_per_s']:.4g}/s ({r['batched_vs_naive']:.1f}x), rejection-free "
                  f"{r['rejection_free'].get('ratio', r['rejection_free'].get('skipped'))}", file=sys.stderr, flush=True)
        except ModelNotAvailableError as exc:  # e.g. AntiBERTy on a machine without its copy
            skipped[name] = str(exc)
            print(f"skipped {name}: {exc}", file=sys.stderr, flush=True)
    out = {"device": str(dev), "device_name": torch.cuda.get_device_name(dev) if dev.type == "cuda" else "cpu",
           "dtype": args.dtype, "torch": torch.__version__, "matmul_peak": args._peak, "chains": args.chains,
           "rows": rows, "skipped": skipped}
    text = report(rows, args._peak, args)
    out["report"] = text
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(out, fh, indent=2, default=float)
    print(json.dumps(out, indent=2, default=float) if args.json else text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

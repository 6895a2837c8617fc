"""Which sampler samples what (issue 29): the exact TV table of masked-diffusion samplers
against the Glauber stationary law ``pi_T`` and against each other, on incompatible toy
families, two compatible references and a tiny-en window (:func:`exact.unmasking.compare_samplers`).

Usage: ``python benchmarks/samplers.py [--out benchmarks/results/samplers-DATE]`` (writes
``.json`` and ``.md``; a few seconds on one core).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from exact.unmasking import compare_samplers  # noqa: E402
from toolkit.models import make_model  # noqa: E402
from toolkit.results import format_table  # noqa: E402

T_STEPS = (1, 2, 4, 8, 16, 32)
TEXT = "and the king said to the people of israel"
#: (label, registry name, keywords, what it shows)
CASES = [
    ("asymmetric-pairwise q=2 n=6", "asymmetric-pairwise", dict(q=2, n=6, scale=1.0, seed=0), "incompatible toy"),
    ("random-table q=3 n=4", "random-table", dict(q=3, n=4, scale=1.0, seed=0), "incompatible toy"),
    ("asymmetric-pairwise q=3 n=5", "asymmetric-pairwise", dict(q=3, n=5, scale=0.5, seed=0), "incompatible toy"),
    ("symmetric-pairwise q=2 n=6", "symmetric-pairwise", dict(q=2, n=6, scale=1.0, seed=0),
     "compatible; masked rule truncation (not the marginal)"),
    ("random-joint q=2 n=6", "random-joint", dict(q=2, n=6, scale=1.0, seed=0),
     "compatible; masked rule exact marginal"),
    ("tiny-en 4 free words, q=5", "tiny-en", dict(tokens=["the", "lord", "king", "said", "people"], text=TEXT,
                                                  free_positions=[1, 2, 3, 4]), "real MLM window"),
]


def _cli(name, kw) -> str:
    if name == "tiny-en":
        return (f"glauber samplers --model tiny-en --tokens {','.join(kw['tokens'])} --text \"{kw['text']}\" "
                f"--free {','.join(map(str, kw['free_positions']))} --steps {','.join(map(str, T_STEPS))}")
    opts = " ".join(f"--{'model-seed' if k == 'seed' else k} {v}" for k, v in kw.items())
    return f"glauber samplers --model {name} {opts} --steps {','.join(map(str, T_STEPS))}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                  f"samplers-{datetime.date(2026, 12, 2).isoformat()}"))
    ap.add_argument("--temperature", type=float, default=1.0)
    args = ap.parse_args(argv)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT).stdout.strip()
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    load0 = os.getloadavg()
    results, md = [], []
    for label, name, kw, what in CASES:
        t0 = time.perf_counter()
        model = make_model(name, **kw)
        r = compare_samplers(model, temperature=args.temperature, t=T_STEPS, name=label)
        secs = time.perf_counter() - t0
        d = r.to_dict()
        d.pop("laws"), d.pop("pi")
        results.append({"label": label, "what": what, "seconds": round(secs, 2), "command": _cli(name, kw), **d})
        md += [f"### {label} ({what})", "", f"`{_cli(name, kw)}` ({secs:.1f} s)", "", "```", r.table(), "```", ""]
        between = [[name_a] + [f"{v:.3g}" for v in row] for name_a, row in zip(r.samplers, r.tv_between, strict=True)]
        md += ["TV between samplers:", "", "```", format_table(between, ["", *r.samplers]), "```", ""]
    head = ["model", "random:1", "l2r:1", "confidence:1", "margin:1", "one step (k=n)", "remask:2", "best after t=4"]
    summary = []
    for res in results:
        tv = dict(zip(res["samplers"], res["tv_pi"], strict=True))
        n = res["n"]
        after = dict(zip(res["samplers"], [row[T_STEPS.index(4)] for row in res["tv_after"]], strict=True))
        summary.append([res["label"], *(f"{tv[k]:.3g}" for k in ("random:1", "left-to-right:1", "confidence:1",
                                                                 "margin:1", f"random:{n}", "remask:2:random:2")),
                        f"{min(after.values()):.3g}"])
    load1 = os.getloadavg()
    header = [
        "# Which sampler samples what (issue 29): exact TV to Glauber's pi_T", "",
        f"Written by `python benchmarks/samplers.py` at commit {commit}, T = {args.temperature:g}; "
        f"`uptime` before: {uptime}; load after: {', '.join(f'{x:.2f}' for x in load1)}.", "",
        "Each sampler's exact output law (unmasking: all (q+1)^n partial states; remasking: the stationary law of "
        "its kernel), TV to the Glauber stationary law pi_T at the same temperature. Names: ORDER:k (k sites per "
        "step, factorised draws; k = n is one parallel step), remask:r:ORDER:k (ReMDM-style: r sites remasked, "
        "re-predicted with ORDER:k). 'steps': mean number of steps. 'max pair dep.': largest "
        "TV(mu_ij, mu_i x mu_j). 'TV after t': TV(law P_T^t, pi_T), t Glauber steps from the sampler's output.", "",
        "## Summary: TV(law, pi_T)", "", format_table(summary, head), "", "## Per model", "",
    ]
    with open(args.out + ".md", "w") as fh:
        fh.write("\n".join(header + md))
    with open(args.out + ".json", "w") as fh:
        json.dump({"commit": commit, "uptime_before": uptime, "load_before": [round(x, 2) for x in load0],
                   "load_after": [round(x, 2) for x in load1], "temperature": args.temperature,
                   "t": list(T_STEPS), "results": results}, fh, indent=1)
    print("\n".join(header[:1] + [""] + [format_table(summary, head)]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

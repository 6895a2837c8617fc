"""``glauber verify``: the verification report (what ``make demo`` runs)."""

from __future__ import annotations

import os
import sys


def add_parser(sub):
    p = sub.add_parser(
        "verify",
        help="the verification report: every claim computed and held against its bound, with figures",
        description="Compute each section of the theory on built-in models and the shipped tiny MLM "
                    "(no network, no GPU), write OUT/index.md, OUT/index.html, OUT/results.json and PNG "
                    "figures, and print the claims table. Exits 1 when a theorem check fails.",
    )
    p.add_argument("--out", default="report", help="output directory (default: %(default)s)")
    p.add_argument("--quick", action="store_true", help="smaller grids (about a third of the time)")
    p.add_argument("--no-real", action="store_true", help="leave out the real MLMs (no torch needed)")
    p.add_argument("--sections", default=None,
                   help="comma-separated subset of: reference, incompatibility, contraction, metastability, "
                        "phase, calibration, semantic")
    p.add_argument("--seed", type=int, default=0, help="seed of every sampled estimate (default: %(default)s)")
    p.add_argument("--json", action="store_true", help="print results.json instead of the table")
    return p


def run(args) -> int:
    from toolkit.app.report import verify

    sections = None if not args.sections else [s.strip() for s in args.sections.split(",") if s.strip()]
    log = None if args.json else (lambda line: print(line, file=sys.stderr, flush=True))
    report = verify(args.out, quick=args.quick, real=not args.no_real, sections=sections, rng=args.seed,
                    progress=log)
    if args.json:
        with open(os.path.join(args.out, "results.json")) as fh:
            print(fh.read())
    else:
        print(report.claims_table())
        n_fail = len(report.failures)
        print(f"\n{len(report.claims)} claims, {n_fail} theorem check(s) failed, {report.seconds:.0f} s; "
              f"report written to {os.path.join(args.out, 'index.md')} (and index.html, results.json)")
    return 0 if report.ok else 1

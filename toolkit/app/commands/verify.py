"""``glauber verify``: the verification report (what ``make demo`` runs)."""

from __future__ import annotations

import json
import os
import sys

from toolkit.app.output import emit_json
from toolkit.app.report import SECTIONS, verify
from toolkit.exceptions import InvalidInputError

from ._common import json_parent, progress_parent, seed_parent, show_progress


def add_parser(sub):
    p = sub.add_parser(
        "verify",
        parents=[seed_parent(), progress_parent(), json_parent()],
        help="the verification report: every claim computed and held against its bound, with figures",
        description="Compute each section of the theory on built-in models and the shipped tiny MLM "
                    "(no network, no GPU), write OUT/index.md, OUT/index.html, OUT/results.json and PNG "
                    "figures, and print the claims table. Exits 1 when a theorem check fails.",
    )
    p.add_argument("--out", default="report", help="output directory (default: %(default)s)")
    p.add_argument("--quick", action="store_true", help="smaller grids (about a third of the time)")
    p.add_argument("--no-real", action="store_true", help="leave out the real MLMs (no torch needed; the semantic section, which needs them, is "
                        "skipped, and naming it in --sections is an error)")
    p.add_argument("--sections", default=None,
                   help="comma-separated subset of: reference, soundness, incompatibility, contraction, "
                        "metastability, phase, calibration, samplers, semantic")
    return p


def check_out_dir(path: str, *, create: bool = True) -> str:
    """``--out`` must be a directory that exists or can be made, and that can be written;
    ``create=False``: checked without making it (the other checks may still fail), as far as
    an existing path or its nearest existing parent tells."""
    if not path or not str(path).strip():
        raise InvalidInputError(f"`--out` must be a directory path; got {path!r}")
    if os.path.exists(path) and not os.path.isdir(path):
        raise InvalidInputError(f"`--out` {path!r} is a file, not a directory; give a directory for the report")
    if not create:
        parent = os.path.abspath(path)
        while not os.path.exists(parent):
            parent = os.path.dirname(parent)
        if not os.path.isdir(parent):
            raise InvalidInputError(f"`--out` {path!r} cannot be created: {parent!r} is a file")
        if not os.access(parent, os.W_OK | os.X_OK):
            raise InvalidInputError(f"`--out` {path!r} is not writable")
        return path
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as exc:
        raise InvalidInputError(f"`--out` {path!r} cannot be created: {exc.strerror or exc}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise InvalidInputError(f"`--out` {path!r} is not writable")
    return path


def _timings(res: dict) -> dict:
    """Every wall-clock number of results.json, moved out (so that the rest is reproducible)."""
    times = {"seconds": res.pop("seconds", None), "sections": {}}
    for key, sec in (res.get("sections") or {}).items():
        if isinstance(sec, dict) and "seconds" in sec:
            times["sections"][key] = sec.pop("seconds")
    return times


def run(args) -> int:
    sections = None if not args.sections else [s.strip() for s in args.sections.split(",") if s.strip()]
    if args.sections is not None and not sections:
        raise InvalidInputError(f"`--sections` names no section; got {args.sections!r}")
    if args.no_real and sections:
        real_only = [s for s in sections if s in SECTIONS and SECTIONS[s].NEEDS_REAL]
        if real_only:  # it would be skipped: an empty section, or an empty report
            raise InvalidInputError(f"`--sections` {', '.join(real_only)} needs the real MLMs, which --no-real "
                                    "leaves out; drop --no-real or that section")
    check_out_dir(args.out)
    on = show_progress(args)
    log = (lambda line: print(line, file=sys.stderr, flush=True)) if on else None
    report = verify(args.out, quick=args.quick, real=not args.no_real, sections=sections, rng=args.seed,
                    progress=log)
    if args.json:
        with open(os.path.join(args.out, "results.json")) as fh:
            res = json.load(fh)
        times = _timings(res)
        emit_json(args, res, timings=times)
    else:
        print(report.claims_table())
        n_fail = len(report.failures)
        print(f"\n{len(report.claims)} claims, {n_fail} theorem check(s) failed, {report.seconds:.0f} s; "
              f"report written to {os.path.join(args.out, 'index.md')} (and index.html, results.json)")
    return 0 if report.ok else 1

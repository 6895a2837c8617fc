"""The committed calibration records of ``benchmarks/results``, read in one place.

A calibration is often split over several record files (one run each: the exact families in
``mixing-calibration-exact.json``, the sampled ones in ``mixing-calibration-sampled.json``;
the static verdict's ``phase-calibration.json`` and the runs that completed it,
``phase-calibration-rest.json``, ``phase-calibration-long-sampling*.json``,
``phase-calibration-torus-*.json``, ...). :data:`CALIBRATION_RECORDS` names them by a glob per
verdict, so a new record file of the same name stem is read without a code change;
:func:`calibration_records` loads every match (sorted by name, quick runs left out) and
:func:`calibration_lines` says per family, record by record, what each found. The report's
phase section, ``glauber phase`` and ``glauber study`` read them through these.

>>> names = [name for name, _ in calibration_records("dynamic")]
>>> {"mixing-calibration-exact.json", "mixing-calibration-sampled.json"} <= set(names)
True
"""

from __future__ import annotations

import fnmatch
import json
import os

from toolkit.exceptions import InvalidInputError

__all__ = ["RESULTS_DIR", "CALIBRATION_RECORDS", "load_record", "calibration_records", "family_rows",
           "calibration_lines"]

RESULTS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "benchmarks", "results")

#: The record files of each verdict's calibration (globs in ``benchmarks/results``): ``dynamic``,
#: the growth verdict of :mod:`toolkit.growth` (``benchmarks/mixing_calibration.py``); ``static``,
#: the finite-size-scaling verdict of :mod:`toolkit.finite_size` (``benchmarks/phase_calibration.py``).
#: Names with ``quick`` (smoke runs) are left out.
CALIBRATION_RECORDS = {"dynamic": "mixing-calibration*.json", "static": "phase-calibration*.json"}


def load_record(name: str, results_dir: str | None = None):
    """The JSON record ``benchmarks/results/NAME`` (None when absent)."""
    path = os.path.join(results_dir or RESULTS_DIR, name)
    if not os.path.isfile(path):
        return None
    with open(path) as fh:
        return json.load(fh)


def calibration_records(kind: str, results_dir: str | None = None) -> list[tuple[str, dict]]:
    """``[(file name, record), ...]`` of every record of ``kind``'s calibration
    (:data:`CALIBRATION_RECORDS`), sorted by name; ``[]`` when there is none."""
    if kind not in CALIBRATION_RECORDS:
        raise InvalidInputError(f"`kind` must be one of {sorted(CALIBRATION_RECORDS)}; got {kind!r}")
    d = results_dir or RESULTS_DIR
    if not os.path.isdir(d):
        return []
    names = sorted(f for f in os.listdir(d) if fnmatch.fnmatch(f, CALIBRATION_RECORDS[kind]) and "quick" not in f)
    out = []
    for f in names:
        rec = load_record(f, d)
        if isinstance(rec, dict):
            out.append((f, rec))
    return out


def family_rows(kind: str, records=None, results_dir: str | None = None) -> list[dict]:
    """One row per family and record: ``record``, ``family``, ``kind`` (exact / sampled),
    ``truth``, ``n`` (verdicts), ``right``, ``wrong``, ``undetermined`` (neither right nor wrong:
    the dynamic verdict's *undetermined*, the static verdict's *inconclusive* where the truth is
    a transition or a crossover), ``counts`` (static: the verdicts)."""
    records = calibration_records(kind, results_dir) if records is None else records
    rows = []
    for name, rec in records:
        if kind == "dynamic":
            for f in rec.get("families", []):
                n = f["right"] + f["wrong"] + f["undetermined"]
                rows.append({"record": name, "family": f["name"], "kind": f["kind"], "truth": f["truth_summary"],
                             "n": n, "right": f["right"], "wrong": f["wrong"], "undetermined": f["undetermined"],
                             "seeds": f.get("n_seeds")})
            continue
        for c in rec.get("cases", []):
            if c.get("kind") == "exact":
                counts = {c.get("verdict", "?"): 1}
            else:
                counts = dict(c.get("verdict_counts") or {})
            n = sum(counts.values())
            truth = c.get("truth", "?")
            # as benchmarks/phase_calibration.py scores them: wrong = `crossover` where there is a
            # transition, `transition` where there is none; right = the truth itself, or for
            # "no transition" anything but `transition`
            wrong = sum(v for k, v in counts.items() if (k == "crossover" if truth == "transition"
                                                         else k == "transition"))
            right = sum(v for k, v in counts.items() if (k == truth if truth in ("transition", "crossover")
                                                         else k != "transition"))
            rows.append({"record": name, "family": c.get("case", "?"), "kind": c.get("kind", "?"), "truth": truth,
                         "n": n, "right": right, "wrong": wrong, "undetermined": n - right - wrong,
                         "counts": counts, "seeds": len(c.get("seeds") or []) or None})
    return rows


def calibration_lines(kind: str, records=None, results_dir: str | None = None) -> list[str]:
    """Plain sentences, one per family and record: what the committed calibration of the
    ``kind`` verdict found (or that none is committed)."""
    records = calibration_records(kind, results_dir) if records is None else records
    what = {"dynamic": "dynamic verdict (polynomial / faster than polynomial / undetermined)",
            "static": "static verdict (transition / crossover / inconclusive)"}[kind]
    if not records:
        return [f"No calibration record of the {what} in benchmarks/results."]
    out = [f"Calibration of the {what}, from {len(records)} record(s) in benchmarks/results "
           f"({', '.join(n for n, _ in records)}):"]
    for r in family_rows(kind, records):
        seeds = f", {r['seeds']} seed(s)" if r.get("seeds") else ""
        head = f"- {r['family']} [{r['kind']}{seeds}; truth {r['truth']}; {r['record']}]: "
        if kind == "dynamic":
            out.append(head + f"{r['right']} of {r['n']} (seed, T) verdicts right, {r['wrong']} wrong, "
                              f"{r['undetermined']} undetermined.")
        else:
            verdicts = ", ".join(f"{k} {v}" for k, v in sorted(r["counts"].items()))
            out.append(head + f"{r['right']} of {r['n']} right, {r['wrong']} wrong (verdicts: {verdicts}).")
    return out

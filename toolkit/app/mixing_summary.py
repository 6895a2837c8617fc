"""What the dynamic diagrams establish, in plain words: for ``glauber phase``, ``glauber
study`` and the report's phase section.

- :func:`plain_words`: the sentences for one :class:`~toolkit.app.mixing_diagram.MixingDiagram`
  (or its ``to_dict()``): which temperatures have an established class and over which sizes,
  which are undetermined and why (bounds only, a lower end censored at the run's length,
  starts that disagree), the change temperature, and the vacuous bounds;
- :func:`load_record`: a committed record of ``benchmarks/results`` (the calibration,
  ``mixing-calibration.json``; the real MLMs, ``mixing-real-cpu.json``), or None;
- :func:`calibration_table` and :func:`real_table`: markdown rows quoted from those records.

>>> plain_words({"label": "toy", "n_values": [8, 16, 32], "temperatures": [0.5, 1.0],
...              "verdicts": [{"verdict": "undetermined", "temperature": 0.5, "n_values": [8, 16, 32],
...                            "reasons": ["no upper end at every size of the window: polynomial growth is "
...                                        "not established"]},
...                           {"verdict": "polynomial", "temperature": 1.0, "n_values": [8, 16, 32],
...                            "exponent": 1.1}], "changes": [], "cells": []})[:2]
['toy: polynomial growth with n is established at T = 1 (over n = 8..32; fitted exponent 1.1).', 'Not established (undetermined) at T = 0.5: no upper end at every size of the window: polynomial growth is not established.']
"""

from __future__ import annotations

import json
import math
import os

__all__ = ["RESULTS_DIR", "load_record", "plain_words", "calibration_table", "real_table"]

RESULTS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "benchmarks", "results")


def load_record(name: str):
    """The JSON record ``benchmarks/results/NAME`` (None when absent)."""
    path = os.path.join(RESULTS_DIR, name)
    if not os.path.isfile(path):
        return None
    with open(path) as fh:
        return json.load(fh)


def _as_dict(diagram) -> dict:
    return diagram if isinstance(diagram, dict) else diagram.to_dict()


def _ts(values) -> str:
    return ", ".join(f"{float(t):g}" for t in values)


def plain_words(diagram) -> list[str]:
    """Sentences saying what ``diagram`` establishes and what it does not (module docstring)."""
    d = _as_dict(diagram)
    label = d.get("label", "model")
    out = []
    groups: dict = {}
    for v in d["verdicts"]:
        groups.setdefault(v["verdict"], []).append(v)
    for word in ("polynomial", "faster than polynomial"):
        vs = groups.get(word, [])
        if not vs:
            continue
        ns = vs[0]["n_values"]
        extra = ""
        if word == "polynomial":
            zs = [v.get("exponent") for v in vs if v.get("exponent") is not None and math.isfinite(v["exponent"])]
            if zs:
                extra = (f"; fitted exponent {zs[0]:.2g}" if len(zs) == 1 else
                         f"; fitted exponents {min(zs):.2g} to {max(zs):.2g}")
        out.append(f"{label}: {word} growth with n is established at T = {_ts(v['temperature'] for v in vs)} "
                   f"(over n = {ns[0]}..{ns[-1]}{extra}).")
    und = groups.get("undetermined", [])
    if und:
        parts = []
        for v in und:
            rs = v.get("reasons") or []
            best = next((r for r in rs if "grow like" in r), None) or next(
                (r for r in rs if "not established" in r or "censored" in r or "size" in r), rs[0] if rs else "")
            parts.append(f"T = {float(v['temperature']):g}: {best}")
        out.append("Not established (undetermined) at " + "; ".join(parts) + ".")
    if not out:
        out.append(f"{label}: no temperature decided.")
    changes = d.get("changes") or []
    if changes:
        c = changes[-1]
        lo, hi = c.get("low"), c.get("high")
        fin = [x for x in (lo, hi) if x is not None and math.isfinite(x)]
        if len(fin) == 2:
            drift = [f"{ch['n_values'][0]}..{ch['n_values'][-1]}: {ch['estimate']:.3g}" for ch in changes
                     if ch.get("estimate") is not None and math.isfinite(ch["estimate"])]
            out.append(f"The class changes between T = {lo:.3g} and T = {hi:.3g} on n = {c['n_values'][0]}.."
                       f"{c['n_values'][-1]}" + (f"; T*(n) on the windows: {', '.join(drift)}." if drift else "."))
        else:
            out.append("No change of class is resolved on the largest sizes (" + (c.get("note") or "") + ").")
    cells = [c for row in d.get("cells", []) for c in (row if isinstance(row, list) else [row])]
    vac = sum(1 for c in cells for t in c.get("timescales", []) if t.get("vacuous"))
    if vac:
        out.append(f"{vac} bound(s) are vacuous (a lower bound of one step: it says nothing).")
    return out


def calibration_table(rec: dict) -> tuple[list, tuple]:
    """``(rows, headers)`` of the calibration record: per family its kind, truth, verdicts and
    error rate."""
    rows = []
    for f in rec.get("families", []):
        n = f["right"] + f["wrong"] + f["undetermined"]
        rows.append((f["name"], f["kind"], f["truth_summary"], n, f["right"], f["wrong"], f["undetermined"],
                     f"{100 * f['wrong'] / max(n, 1):.1f}%"))
    return rows, ("family", "kind", "truth", "verdicts", "right", "wrong", "undetermined", "wrong rate")


def real_table(rec: dict) -> tuple[list, tuple]:
    """``(rows, headers)`` of the real-MLM record: per model the sizes, the verdict per
    temperature, ``T*`` on the largest window, and how many cells hold an exact value, an
    estimate or only bounds."""
    rows = []
    for m in rec.get("models", []):
        vs = "; ".join(f"{v['temperature']:g}: {v['verdict']}" for v in m["verdicts"])
        c = m["counts"]
        rows.append((m["model"], ", ".join(map(str, m["n_values"])), vs,
                     m["change_lines"][-1] if m.get("change_lines") else "-",
                     f"{c['exact']} / {c['estimate']} / {c['bounds only']}", c["vacuous bounds"]))
    return rows, ("model", "n", "verdict by T", "T*(n), largest window", "cells exact / estimate / bounds only",
                  "vacuous bounds")

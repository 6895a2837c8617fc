"""The verification report behind ``glauber verify`` (and ``make demo``).

Each section computes both sides of a claim on concrete models and records it as a
:class:`ReportClaim`: the hypothesis (does the theorem's condition hold here?), the
bound, the value, whether it holds and the slack. Theorem checks (``kind="theorem"``)
make ``glauber verify`` exit non-zero when their hypothesis holds and they fail;
comparisons (``kind="comparison"``, e.g. ``k * gamma`` against a fitted slope, or the
phase verdict) are reported, not asserted.

One module per section, registered in :data:`SECTIONS` (a new section is one module with
``KEY``, ``STREAM``, ``NEEDS_REAL`` and ``section(out_dir, *, quick, real, rng)``, plus one
line here): reference chains (the exact engine against closed forms), soundness (every
bound the toolkit reports against the exact value on small models), incompatibility
(toy families exact, real MLMs sampled), contraction (``n log n``), metastability
(exponential escape), the ``(T, n)`` phase diagram with its finite-size analysis, exact
vs sampled calibration, which sampler samples what (masked-diffusion samplers' exact laws
beside Glauber's), semantic trajectories on ``tiny-en``.

The report is written to ``OUT/index.md``, ``OUT/index.html`` and ``OUT/results.json``
with PNG figures beside them (:mod:`toolkit.app.report._write`); figures are drawn by
:mod:`toolkit.plot`.

Public API
    verify, VerifyReport, Section, ReportClaim, SECTIONS, SECTION_ORDER
    write_report, to_markdown, markdown_to_html, md_table, md_escape (writing the report)

Progress: ``verify(progress=f)`` calls ``f(line)`` when each section starts and when it
ends (with its time), and passes ``f`` on to the sections whose ``section`` function takes a
``progress`` keyword, which report their own steps (``[key] ...`` lines).
"""

from __future__ import annotations

import inspect
import math
import os
import time

import numpy as np

from toolkit._progress import Progress, estimate_rest, format_seconds
from toolkit._validation import as_rng
from toolkit.exceptions import InvalidInputError

from . import (
    calibration,
    contraction,
    incompatibility,
    metastability,
    phase,
    reference,
    samplers,
    semantic,
    soundness,
)
from ._model import ReportClaim, Section, VerifyReport, md_escape, md_table
from ._write import markdown_to_html, to_markdown, write_report

__all__ = ["ReportClaim", "Section", "VerifyReport", "SECTIONS", "SECTION_ORDER", "verify", "md_table", "md_escape",
           "to_markdown", "markdown_to_html", "write_report"]

#: The sections in report order.
SECTIONS = {m.KEY: m for m in (reference, soundness, incompatibility, contraction, metastability, phase,
                               calibration, samplers, semantic)}
SECTION_ORDER = tuple(SECTIONS)
#: Each sampled section draws from its own numbered stream of the seed (fixed numbers, not
#: positions, so a new section leaves the others' numbers as they were).
SECTION_STREAM = {k: m.STREAM for k, m in SECTIONS.items() if m.STREAM is not None}


def verify(out_dir: str = "report", *, quick: bool = False, real: bool = True, sections=None, rng=0,
           progress=print) -> VerifyReport:
    """Compute every section, write ``index.md``, ``index.html``, ``results.json`` and figures.

    ``real=False`` leaves out the real MLMs (no torch needed). ``sections`` picks a subset
    of :data:`SECTION_ORDER`. ``progress`` (a callable taking one line, or None) is called
    when each section starts and ends, and by the sections that report their steps.
    """
    os.makedirs(out_dir, exist_ok=True)
    seed = int(rng) if isinstance(rng, (int, np.integer)) else int(as_rng(rng).integers(2**63))
    chosen = SECTION_ORDER if sections is None else tuple(sections)
    unknown = [k for k in chosen if k not in SECTIONS]
    if unknown:
        raise InvalidInputError(f"`sections` must be among {SECTION_ORDER}; got {unknown}")
    t_start = time.perf_counter()
    sections_out = []
    for k, key in enumerate(chosen, 1):
        mod = SECTIONS[key]
        if mod.NEEDS_REAL and not real:
            sec = Section(key, getattr(mod, "TITLE", key),
                          skipped="real models left out (--no-real)")
        else:
            beat = None
            if progress is not None:
                progress(_stage_line(key, k, chosen, time.perf_counter() - t_start, real=real))
                # a line every 10 s while a long section runs (the phase section: minutes)
                beat = Progress(0, f"[{key}] section {k}/{len(chosen)}", unit="", mode="lines", sink=progress)
            stream = None if mod.STREAM is None else np.random.default_rng([seed, mod.STREAM])
            kwargs = {"progress": progress} if _takes_progress(mod.section) else {}
            t0 = time.perf_counter()
            try:
                sec = mod.section(out_dir, quick=quick, real=real, rng=stream, **kwargs)
            finally:
                if beat is not None:
                    beat.close()
            sec.seconds = time.perf_counter() - t0
        sections_out.append(sec)
        if progress is not None:
            n_fail = sum(c.failed for c in sec.claims)
            progress(f"[{key}] {len(sec.claims)} claims, {n_fail} failed, {sec.seconds:.1f} s"
                     + (f" (skipped: {sec.skipped})" if sec.skipped else ""))
    report = VerifyReport(sections_out, out_dir, time.perf_counter() - t_start)
    write_report(report)
    return report


#: Seconds each section took in one recorded ``glauber verify --out report`` (``make demo``'s
#: command; the ``sections_s`` of benchmarks/results/readme-times-2026-12-02.json, id ``demo``,
#: commit 9d4f88d plus the retiming's changes, load 0.1-1.0 on 2 CPUs): only the weights of the
#: estimate of the rest in the progress lines (the phase section is 90 % of the run), never a
#: figure of the report; ``--quick`` shrinks the grids, not these shares.
TYPICAL_SECONDS = {"reference": 5.3, "soundness": 2.1, "incompatibility": 10.6, "contraction": 2.7,
                   "metastability": 0.3, "phase": 294.7, "calibration": 0.8, "semantic": 11.4}


def _stage_line(key: str, k: int, chosen, elapsed: float, *, real: bool) -> str:
    """``[phase] section 5/7 started, 20 s so far, ~2 min 50 s left`` (the rest weighted by
    :data:`TYPICAL_SECONDS`)."""
    weight = [TYPICAL_SECONDS.get(c, 5.0) if real or not SECTIONS[c].NEEDS_REAL else 0.0 for c in chosen]
    done = sum(weight[:k - 1]) / (sum(weight) or 1.0)
    rest = estimate_rest(elapsed, done) if k > 1 else math.inf
    left = f", ~{format_seconds(rest)} left" if math.isfinite(rest) else ""
    return f"[{key}] section {k}/{len(chosen)} started, {format_seconds(elapsed)} so far{left}"


def _takes_progress(fn) -> bool:
    """Whether a section function accepts a ``progress`` keyword."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return "progress" in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())

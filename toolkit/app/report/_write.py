"""Writing the report: ``index.md``, ``index.html`` (offline: no script, no CDN) and ``results.json``.

Markdown: the sections' prose goes through :func:`md_escape`, so a ``*`` in ``k * gamma``
or ``x*`` is a literal star, never the start of an italic run (only well-formed ``*word*``
and ``**word**`` pairs stay emphasis). Formulas are code spans in the project's ASCII
notation; :func:`markdown_to_html` sets each one as HTML math
(:func:`toolkit.app.report._math.math_html`: Unicode, ``<sub>``/``<sup>``), except code
spans that are code (file names, commands). Each section's claims table keeps to five
narrow columns (``#``, claim, bound, value, verdict, slack); the hypotheses are listed
under it, one line per distinct hypothesis with the claims it covers.

>>> md_escape("a slope of k * gamma from x* (*heuristic*)")
'a slope of k \\\\* gamma from x\\\\* (*heuristic*)'
"""

from __future__ import annotations

import html
import json
import os
import re

from markdown_it import MarkdownIt

from toolkit.results import to_jsonable

from ._math import looks_like_code, math_html
from ._model import VerifyReport, md_escape, md_table, reason_lines, slack_cell

__all__ = ["to_markdown", "markdown_to_html", "write_report", "md_escape", "READING_GUIDE", "GLOSSARY"]

#: how to read the claims tables (the report's header says it once)
READING_GUIDE = (
    "Verdicts: theorem checks are asserted, **PASS** or **FAIL** (n/a where a theorem says nothing because "
    "its hypothesis does not hold); comparisons (heuristics, verdicts, agreement rates, sampled bounds) are "
    "reported, not asserted, with what the numbers say: **holds**, **refuted**, **not resolved** (the "
    "measurement cannot decide) or **vacuous** (a bound that carries no information); the reason is listed "
    "under each table. Slack (theorems only) is the fraction of the allowance "
    "left, one unit for every check: `1 - value/bound` for an upper bound, `1 - bound/value` for a lower "
    "bound, `1 - |error|/tol` for an equality within a tolerance; it is positive exactly when the check holds "
    "(a dash for a yes/no check, which has no margin, and for comparisons).")


#: One line per symbol, at the head of every report (verify and study), before any section uses them.
GLOSSARY = (
    "Symbols: `alpha` = max over sites j of the summed influence of j on the other sites (alpha < 1: the chain "
    "contracts and mixes in O(n log n) steps); `T_0` = max_j sum_i L_ij / 4, the temperature above which "
    "alpha < 1 is guaranteed (L_ij: the largest change of site i's logits when site j changes); `gamma`: the "
    "margin of a state, by how much each site's own token beats every other token; `x*`: a zero-temperature "
    "fixed point (every site holds its argmax token); `t_mix` = t_mix(1/4), the steps until the worst start is "
    "within total variation 1/4 of the stationary law; `t_rel` = 1/gap, the relaxation time.")


def _ranges(numbers) -> str:
    """``[1, 2, 3, 5]`` -> ``"1-3, 5"``."""
    out, run = [], []
    for k in numbers:
        if run and k == run[-1] + 1:
            run.append(k)
            continue
        if run:
            out.append(f"{run[0]}" if len(run) == 1 else f"{run[0]}-{run[-1]}")
        run = [k]
    if run:
        out.append(f"{run[0]}" if len(run) == 1 else f"{run[0]}-{run[-1]}")
    return ", ".join(out)


def _claims_block(claims) -> list[str]:
    rows = [(k, c.name, c.bound, c.value, c.status(), slack_cell(c)) for k, c in enumerate(claims, 1)]
    lines = ["**Claims**", "", md_table(rows, ("#", "claim", "bound", "value", "verdict", "slack")), ""]
    hyps: dict = {}
    for k, c in enumerate(claims, 1):
        hyps.setdefault((c.hypothesis, c.hypothesis_holds), []).append(k)
    said = {True: "holds", False: "does not hold", None: "not decided"}
    lines += ["Hypotheses:", ""]
    lines += [f"- {_ranges(ks)}: {md_escape(h)} ({said[holds]})" for (h, holds), ks in hyps.items()]
    why = [f"- {md_escape(line)}" for line in reason_lines(claims)]
    if why:
        lines += ["", "Why:", "", *why]
    return lines + [""]


def to_markdown(report: VerifyReport) -> str:
    lines = ["# glauber-mlm verification report", ""]
    n_fail = len(report.failures)
    lines.append(f"{len(report.claims)} claims checked in {report.seconds:.0f} s; "
                 + ("**every theorem check holds**." if n_fail == 0 else f"**{n_fail} theorem check(s) FAIL**."))
    lines += ["", READING_GUIDE, "", GLOSSARY, "", "## Contents", ""]
    lines += [f"- [{md_escape(s.title)}](#{s.key})" for s in report.sections]
    lines.append("")
    for s in report.sections:
        lines += [f'<a id="{s.key}"></a>', "", f"## {md_escape(s.title)}", ""]
        if s.skipped:
            lines += [f"*Skipped: {md_escape(s.skipped)}.*", ""]
            continue
        for t in s.text:
            lines += [t if _is_table(t) else md_escape(t), ""]
        for fname, caption in s.figures:
            lines += [f"![{_alt(caption)}]({fname})", "", f"*{md_escape(caption)}*", ""]
        if s.claims:
            lines += _claims_block(s.claims)
        lines += [f"*Computed in {s.seconds:.1f} s.*", ""]
    return "\n".join(lines)


def _is_table(text: str) -> bool:
    lines = text.strip("\n").split("\n")
    return len(lines) >= 2 and all(line.startswith("|") for line in lines)


def _alt(caption: str) -> str:
    """Image alt text: plain (no markup, no brackets)."""
    return re.sub(r"[`*_\[\]]", "", caption)


# ---------------------------------------------------------------------- HTML
_MATH_TOKEN = "GLAUBERMATH{}X"
_CODE_SPAN = re.compile(r"(?<![`\\])`([^`\n]+)`(?!`)")
STYLE = (
    "body{font-family:sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;line-height:1.45;overflow-wrap:anywhere}"
    # a table scrolls sideways rather than break a word mid-word ("tran/sitio/n") in a narrow column
    "table{border-collapse:collapse;font-size:0.9em;margin:1em 0;display:block;overflow-x:auto}"
    "td,th{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top;overflow-wrap:normal;"
    "word-break:normal;hyphens:manual}th{background:#f2f2f2}img{max-width:100%}"
    "code{background:#f5f5f5}"
    ".math{font-family:'STIX Two Math','Cambria Math','Latin Modern Math','DejaVu Serif',serif;"
    "white-space:nowrap}.math sub,.math sup{font-size:0.75em}"
)


def markdown_to_html(md: str, title: str = "glauber-mlm verification report") -> str:
    """The report's Markdown as a standalone HTML page: code spans that are formulas set
    as math (:func:`~toolkit.app.report._math.math_html`), the rest by markdown-it-py
    (CommonMark with tables; raw HTML passes through, for the report's ``<a id=...>``
    anchors; prose reaches it through :func:`~toolkit.app.report._model.md_escape`).

    >>> page = markdown_to_html("## Head\\n\\n| a | b |\\n|---|---|\\n| 1 | `T^2` |")
    >>> "<h2>Head</h2>" in page and "<th>b</th>" in page
    True
    >>> page.split("<td>")[2].split("</td>")[0]  # a formula in a code span set as math
    '<span class="math"><i>T</i><sup>2</sup></span>'
    """
    maths: list[str] = []

    def formula(m):
        if looks_like_code(m.group(1)):
            return m.group(0)
        maths.append(math_html(m.group(1).replace("\\|", "|")))  # a pipe escaped for a table cell
        return _MATH_TOKEN.format(len(maths) - 1)

    src = "\n".join(line if line.startswith("![") else _CODE_SPAN.sub(formula, line) for line in md.split("\n"))
    body = _MARKDOWN.render(src)
    body = re.sub(_MATH_TOKEN.format(r"(\d+)"), lambda m: maths[int(m.group(1))], body)
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{STYLE}</style></head><body>\n{body}\n</body></html>\n")


#: CommonMark with GitHub tables (the report's subset: headings, paragraphs, lists, tables,
#: links, images, emphasis, code spans, the contents' anchors as raw HTML).
_MARKDOWN = MarkdownIt("commonmark", {"html": True}).enable("table")


def write_report(report: VerifyReport) -> None:
    md = to_markdown(report)
    with open(os.path.join(report.out_dir, "index.md"), "w") as fh:
        fh.write(md)
    with open(os.path.join(report.out_dir, "index.html"), "w") as fh:
        fh.write(markdown_to_html(md))
    results = {
        "ok": report.ok, "seconds": report.seconds, "n_claims": len(report.claims),
        "n_failed": len(report.failures), "claims": [c.to_dict() for c in report.claims],
        "sections": {s.key: {"title": s.title, "seconds": s.seconds, "skipped": s.skipped,
                             "figures": [f for f, _ in s.figures], "data": s.data} for s in report.sections},
    }
    with open(os.path.join(report.out_dir, "results.json"), "w") as fh:
        json.dump(to_jsonable(results), fh, indent=1)

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


def markdown_to_html(md: str, title: str = "glauber-mlm verification report", *, renderer: str = "auto") -> str:
    """The report's Markdown as a standalone HTML page: code spans that are formulas set
    as math (:func:`~toolkit.app.report._math.math_html`), the rest by Python-Markdown
    (``renderer="markdown"``; ``"auto"`` when it is installed) or by the small renderer
    of the report's own subset (``"mini"``)."""
    maths: list[str] = []

    def formula(m):
        if looks_like_code(m.group(1)):
            return m.group(0)
        maths.append(math_html(m.group(1).replace("\\|", "|")))  # a pipe escaped for a table cell
        return _MATH_TOKEN.format(len(maths) - 1)

    src = "\n".join(line if line.startswith("![") else _CODE_SPAN.sub(formula, line) for line in md.split("\n"))
    body = None
    if renderer in ("auto", "markdown"):
        try:
            import markdown as _markdown

            body = _markdown.markdown(src, extensions=["tables"])
        except ImportError:
            if renderer == "markdown":
                raise
    if body is None:
        body = _mini_markdown(src)
    body = re.sub(_MATH_TOKEN.format(r"(\d+)"), lambda m: maths[int(m.group(1))], body)
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{STYLE}</style></head><body>\n{body}\n</body></html>\n")


_ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|])")
_STRONG = re.compile(r"(?<![\w*])\*\*(?=\S)(.+?)(?<=\S)\*\*(?![\w*])")
_EM = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])")


def _inline(text: str) -> str:
    out = []
    for k, part in enumerate(re.split(r"(`[^`]+`)", text)):
        if k % 2:
            out.append(f"<code>{html.escape(part[1:-1], quote=False)}</code>")
            continue
        t = _ESCAPED.sub(lambda m: f"&#{ord(m.group(1))};", part)  # backslash escapes: literal characters
        t = html.escape(t, quote=False).replace("&amp;#", "&#")
        t = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", r"<img alt='\1' src='\2'>", t)
        t = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"<a href='\2'>\1</a>", t)
        t = _STRONG.sub(r"<strong>\1</strong>", t)
        t = _EM.sub(r"<em>\1</em>", t)
        out.append(t)
    return "".join(out)


def _mini_markdown(md: str) -> str:
    out, blocks = [], []
    for block in md.split("\n\n"):  # a heading line always ends its block
        lines = block.split("\n")
        if len(lines) > 1 and lines[0].startswith("#"):
            blocks += [lines[0], "\n".join(lines[1:])]
        else:
            blocks.append(block)
    for block in blocks:
        b = block.strip("\n")
        if not b:
            continue
        lines = b.split("\n")
        if b.startswith("<a id="):
            out.append(b)
        elif b.startswith("#"):
            level = len(b) - len(b.lstrip("#"))
            out.append(f"<h{level}>{_inline(b[level:].strip())}</h{level}>")
        elif all(line.startswith("|") for line in lines) and len(lines) >= 2:
            def cells(line):
                return [c.strip().replace("\\|", "|") for c in line.strip().strip("|").split(" | ")]

            head = "".join(f"<th>{_inline(c)}</th>" for c in cells(lines[0]))
            body = "".join("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in cells(line)) + "</tr>"
                           for line in lines[2:])
            out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
        elif all(line.startswith("- ") for line in lines):
            out.append("<ul>" + "".join(f"<li>{_inline(line[2:])}</li>" for line in lines) + "</ul>")
        else:
            out.append(f"<p>{_inline(' '.join(lines))}</p>")
    return "\n".join(out)


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

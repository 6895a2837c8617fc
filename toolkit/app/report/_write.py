"""Writing the report: ``index.md``, ``index.html`` (a small markdown renderer, offline) and
``results.json``."""

from __future__ import annotations

import html
import json
import os

from toolkit.results import to_jsonable

from ._model import VerifyReport, _hyp, md_table


def to_markdown(report: VerifyReport) -> str:
    lines = ["# glauber-mlm verification report", ""]
    n_fail = len(report.failures)
    lines.append(f"{len(report.claims)} claims checked in {report.seconds:.0f} s; "
                 + ("**every theorem check holds**." if n_fail == 0 else f"**{n_fail} theorem check(s) FAIL**."))
    lines.append("")
    lines.append("Theorem checks are asserted (PASS/FAIL); comparisons (heuristics, verdicts, agreement rates) "
                 "are reported as yes/no.")
    lines.append("")
    lines += ["## Contents", ""]
    lines += [f"- [{s.title}](#{s.key})" for s in report.sections]
    lines.append("")
    for s in report.sections:
        lines += [f'<a id="{s.key}"></a>', "", f"## {s.title}", ""]
        if s.skipped:
            lines += [f"*Skipped: {s.skipped}.*", ""]
            continue
        for t in s.text:
            lines += [t, ""]
        for fname, caption in s.figures:
            lines += [f"![{caption}]({fname})", "", f"*{caption}*", ""]
        if s.claims:
            rows = [(c.name, _hyp(c), c.bound, c.value, c.status(), c.slack) for c in s.claims]
            lines += ["**Claims**", "", md_table(rows, ("claim", "hypothesis", "bound", "value", "holds", "slack")),
                      ""]
        lines += [f"*Computed in {s.seconds:.1f} s.*", ""]
    return "\n".join(lines)


def markdown_to_html(md: str, title: str = "glauber-mlm verification report") -> str:
    """A small Markdown renderer for the report's own subset (headings, paragraphs, lists,
    pipe tables, images, emphasis, code spans, raw anchors); uses ``markdown`` if installed."""
    try:
        import markdown as _markdown

        body = _markdown.markdown(md, extensions=["tables"])
    except ImportError:
        body = _mini_markdown(md)
    style = ("body{font-family:sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;line-height:1.45}"
             "table{border-collapse:collapse;font-size:0.85em;margin:1em 0}td,th{border:1px solid #ccc;"
             "padding:3px 6px;text-align:left}th{background:#f2f2f2}img{max-width:100%}code{background:#f5f5f5}")
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{style}</style></head><body>\n{body}\n</body></html>\n")


def _inline(text: str) -> str:
    import re

    t = html.escape(text, quote=False)
    t = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", r"<img alt='\1' src='\2'>", t)
    t = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"<a href='\2'>\1</a>", t)
    t = re.sub(r"`([^`]+)`", r"<code>\1</code>", t)
    t = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", t)
    t = re.sub(r"\*([^*]+)\*", r"<em>\1</em>", t)
    return t


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

"""The report's data model: sections, the report, plain-text tables; the claims and Markdown
tables of :mod:`toolkit.app.claims` (outside this package, so that summaries which the
sections import can build claims too) re-exported."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field

from toolkit.app.claims import (  # noqa: F401  (the sections import them from here)
    ReportClaim,
    _cell,
    md_escape,
    md_table,
)
from toolkit.results import Claim, Result, claims_frame


@dataclass(eq=False)
class Section(Result):
    """One section of the report: markdown paragraphs and tables, claims, figures, data."""

    key: str
    title: str
    text: list = field(default_factory=list)  # markdown paragraphs / tables
    claims: list = field(default_factory=list)
    figures: list = field(default_factory=list)  # (filename, caption)
    data: dict = field(default_factory=dict)
    seconds: float = 0.0
    skipped: str | None = None

    __hash__ = None  # mutable: sections are filled in place


@dataclass(eq=False)
class VerifyReport(Result):
    """Every section of ``glauber verify``."""

    sections: list
    out_dir: str
    seconds: float = 0.0

    __hash__ = None  # mutable

    @property
    def claims(self) -> list:
        return [c for s in self.sections for c in s.claims]

    @property
    def failures(self) -> list:
        return [c for c in self.claims if c.failed]

    @property
    def ok(self) -> bool:
        return not self.failures

    def to_frame(self):
        """The claims table, one row per claim (:func:`toolkit.results.claims_frame`)."""
        return claims_frame(self.claims)

    def claims_table(self) -> str:
        """The claims as text, one block per section, long cells wrapped (under 110 columns;
        the hypotheses are in the report)."""
        out = []
        for s in self.sections:
            if not s.claims:
                continue
            rows = [(k, c.name, _cell(c.bound), _cell(c.value), c.status(), slack_cell(c))
                    for k, c in enumerate(s.claims, 1)]
            out += [f"{s.title} [{s.key}]",
                    wrapped_table(rows, ("#", "claim", "bound", "value", "verdict", "slack"), (3, 44, 20, 20, 12, 7))]
            out += [f"  {line}" for line in reason_lines(s.claims)]
            out.append("")
        return "\n".join(out).rstrip("\n")


def reason_lines(claims) -> list[str]:
    """``3 (vacuous): why``, one line per claim whose verdict has a reason (numbered as in
    its table)."""
    return [f"{k} ({c.status()}): {c.reason}" for k, c in enumerate(claims, 1) if c.reason]


def slack_cell(c: Claim) -> str:
    """The slack column: a theorem's slack to 3 digits; ``-`` for comparisons (measured,
    not asserted) and where there is none."""
    if c.kind != "theorem" or c.slack is None:
        return "-"
    return f"{float(c.slack):.3g}"


def wrapped_table(rows, headers, widths) -> str:
    """Plain-text table whose cells wrap at ``widths`` characters (a row takes as many lines
    as its tallest cell)."""
    # words are never broken ("tran/sitio/n"): a word longer than its column widens the column
    cells = [[textwrap.wrap(_cell(v), w, break_long_words=False, break_on_hyphens=False) or [""]
              for v, w in zip(r, widths, strict=True)] for r in rows]
    cols = [max([len(h)] + [len(line) for r in cells for line in r[k]]) for k, h in enumerate(headers)]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, cols, strict=True)).rstrip(),
           "  ".join("-" * w for w in cols)]
    for r in cells:
        for k in range(max(len(c) for c in r)):
            out.append("  ".join((c[k] if k < len(c) else "").ljust(w) for c, w in zip(r, cols, strict=True)).rstrip())
    return "\n".join(out)

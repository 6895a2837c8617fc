"""The report's data model: claims, sections, the report, and markdown tables."""

from __future__ import annotations

from dataclasses import dataclass, field

from toolkit.results import Claim, Result, _fmt, claims_frame, format_table


def ReportClaim(section: str, name: str, hypothesis: str, hypothesis_holds: bool | None, bound, value,
                holds: bool | None, slack: float | None = None, kind: str = "theorem") -> Claim:
    """One row of the claims table: a :class:`toolkit.results.Claim` in the sections'
    positional call style (``section`` first). ``kind``: ``"theorem"`` (asserted) or
    ``"comparison"`` (reported)."""
    return Claim(name, hypothesis, hypothesis_holds, bound, value, holds, slack, kind=kind, section=section)


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
        rows = [(c.section, c.name, _hyp(c), _cell(c.bound), _cell(c.value), c.status(),
                 "-" if c.slack is None else _fmt(c.slack)) for c in self.claims]
        return format_table(rows, ("section", "claim", "hypothesis", "bound", "value", "holds", "slack"))


def _hyp(c: Claim) -> str:
    if c.hypothesis_holds is None:
        return c.hypothesis
    return f"{c.hypothesis}: {'yes' if c.hypothesis_holds else 'no'}"


def _cell(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, str):
        return v
    return _fmt(v)


def md_table(rows, headers) -> str:
    def cell(v):
        return _cell(v).replace("|", "\\|")

    out = ["| " + " | ".join(h.replace("|", "\\|") for h in headers) + " |",
           "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(cell(v) for v in r) + " |" for r in rows]
    return "\n".join(out)

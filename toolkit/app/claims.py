"""Claims and Markdown tables: the building blocks of the report (:mod:`toolkit.app.report`)
that summaries outside it use too (:mod:`toolkit.app.mixing_summary`, which the report's
phase section calls, and :mod:`toolkit.app.study`). Outside the report package, so that
importing them does not import every section (``toolkit/app/report/__init__.py`` does).

>>> print(md_table([("a*b", 0.5), (None, "x|y")], ("name", "value")))
| name | value |
|---|---|
| a\\*b | 0.5 |
| - | x\\|y |
"""

from __future__ import annotations

import re

from toolkit.results import Claim, _fmt


def ReportClaim(section: str, name: str, hypothesis: str, hypothesis_holds: bool | None, bound, value,
                holds: bool | None, slack: float | None = None, kind: str = "theorem", *, verdict: str = "",
                reason: str = "") -> Claim:
    """One row of the claims table: a :class:`toolkit.results.Claim` in the sections'
    positional call style (``section`` first). ``kind``: ``"theorem"`` (asserted) or
    ``"comparison"`` (reported). ``slack`` of a theorem: the fraction of its allowance left
    (:func:`toolkit.results.slack_upper`, ``slack_lower``, ``slack_equal``). ``verdict`` and
    ``reason`` of a comparison: :attr:`toolkit.results.Claim.verdict` (``vacuous``, ``not
    resolved``, ...) and why."""
    return Claim(name, hypothesis, hypothesis_holds, bound, value, holds, slack, kind=kind, section=section,
                 verdict=verdict, reason=reason)


def _cell(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, str):
        return v
    return _fmt(v)


# ---------------------------------------------------------------------- Markdown
_EMPHASIS = re.compile(r"(?<![\w*\\])(\*\*|\*)(?=[^\s*])(.+?)(?<=[^\s*\\])\1(?![\w*])")


def _escape_plain(t: str) -> str:
    t = re.sub(r"<(?=[A-Za-z/!?])", "&#60;", t)  # `<m>` in prose is text, not an HTML tag
    t = re.sub(r"(?<!\\)\*", r"\\*", t)
    return re.sub(r"(?<![\\\w])_|(?<!\\)_(?!\w)", r"\\_", t)


def md_escape(text: str) -> str:
    """Prose made safe for Markdown: every ``*`` is a literal star (``k * gamma``, ``x*``)
    except well-formed emphasis pairs (``*word*``, ``**word**``); an ``_`` that could open
    or close emphasis is escaped; a ``<`` that would open an HTML tag (``<m>``, an average)
    becomes the entity ``&#60;``; code spans are left as they are.

    >>> md_escape("x* and k * gamma, *italic* and `a*b`")
    'x\\\\* and k \\\\* gamma, *italic* and `a*b`'
    >>> md_escape("the slope of <m> against T, alpha < 1")
    'the slope of &#60;m> against T, alpha < 1'
    """
    out = []
    for k, part in enumerate(re.split(r"(`[^`]*`)", str(text))):
        if k % 2:
            out.append(part)
            continue
        pos = 0
        for m in _EMPHASIS.finditer(part):
            out.append(_escape_plain(part[pos:m.start()]))
            out.append(m.group(1) + _escape_plain(m.group(2)) + m.group(1))
            pos = m.end()
        out.append(_escape_plain(part[pos:]))
    return "".join(out)


def md_table(rows, headers) -> str:
    """A Markdown pipe table; cells are escaped (:func:`md_escape`, and ``|``)."""
    def cell(v):
        return md_escape(_cell(v)).replace("|", "\\|")

    out = ["| " + " | ".join(cell(h) for h in headers) + " |",
           "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(cell(v) for v in r) + " |" for r in rows]
    return "\n".join(out)

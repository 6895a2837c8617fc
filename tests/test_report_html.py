"""The verify report as a reader sees it: ``index.html`` rendered and parsed.

- no runaway emphasis: a ``*`` in ``k * gamma`` or ``x*`` stays a star; the only ``<em>``
  elements are the ones the writer means (captions, "Computed in", "Skipped", and a
  well-formed ``*word*``), and every tag is closed in order;
- one verdict vocabulary: the claims tables' verdict column holds ``PASS``/``FAIL`` (and
  ``n/a``) for theorems and what the numbers say for comparisons (``holds``, ``refuted``,
  ``not resolved``, ``vacuous``; never a bare ``measured``), nothing else; the slack column
  is a number for theorems and ``-`` for comparisons;
- math present and offline: formulas set as ``<span class="math">`` with Unicode symbols
  and ``<sub>``/``<sup>``; no script, stylesheet link or remote address;
- per-section progress: ``verify(progress=f)`` reports each section's start and end (with
  its time) and the steps of the sections that have them;
- readable figures: every text of the sections' figures is at least ``toolkit.plot.SMALL``
  points, and no figure is wider than the page's column (so the browser never shrinks it).

The synthetic report is written by hand here, so its expected HTML is known; the real one
runs two quick toy sections (about 2 s of CPU).
"""

from __future__ import annotations

import html
import re
import struct
from html.parser import HTMLParser

from toolkit import plot
from toolkit.app import report as rep
from toolkit.app.report._write import markdown_to_html, to_markdown
from toolkit.results import VERDICTS, slack_upper

VOID = {"br", "img", "hr", "meta", "input", "col", "link"}
CLAIMS_HEAD = ["#", "claim", "bound", "value", "verdict", "slack"]


class Page(HTMLParser):
    """The parts of a page the checks read: tag balance, <em> texts, tables, math, links."""

    def __init__(self):
        super().__init__()
        self.stack, self.errors = [], []
        self.em: list[str] = []  # text of each <em>, in order
        self.tables: list[list[list[str]]] = []  # rows of cell texts
        self.maths: list[str] = []  # raw inner HTML of each span.math
        self.tags: set[str] = set()
        self.urls: list[str] = []
        self._em_depth, self._em_text = 0, []
        self._cell = None
        self._math_depth = 0

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        attrs = dict(attrs)
        self.urls += [v for k, v in attrs.items() if k in ("href", "src") and v]
        if tag not in VOID:
            self.stack.append(tag)
        if tag == "em":
            self._em_depth += 1
            if self._em_depth == 1:
                self._em_text = []
        elif tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "span" and attrs.get("class") == "math" and self._math_depth == 0:
            self._math_depth = 1
            self.maths.append("")
            return
        if self._math_depth:
            if tag == "span":
                self._math_depth += 1
            self.maths[-1] += f"<{tag}>"

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()
        if tag == "em":
            self._em_depth -= 1
            if self._em_depth == 0:
                self.em.append("".join(self._em_text).strip())
        elif tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append("".join(self._cell).strip())
            self._cell = None
        if self._math_depth:
            if tag == "span":
                self._math_depth -= 1
                if self._math_depth == 0:
                    return
            self.maths[-1] += f"</{tag}>"

    def handle_data(self, data):
        if self._em_depth:
            self._em_text.append(data)
        if self._cell is not None:
            self._cell.append(data)
        if self._math_depth:
            self.maths[-1] += data


def parse(page: str) -> Page:
    p = Page()
    p.feed(page)
    p.close()
    assert p.errors == [] and p.stack == [], (p.errors, p.stack)
    return p


def claims_tables(p: Page) -> list[list[list[str]]]:
    """The claims tables of a page: their body rows."""
    return [t[1:] for t in p.tables if t and t[0] == CLAIMS_HEAD]


def assert_offline(page: str, p: Page) -> None:
    assert not {"script", "link", "iframe", "object"} & p.tags
    assert not re.search(r"https?://|//cdn|@import|url\(", page), "the page must not load anything remote"
    assert all(not u.startswith(("http", "//")) for u in p.urls), p.urls


# ---------------------------------------------------------------------- a synthetic report
def _synthetic_report(out_dir) -> rep.VerifyReport:
    s = rep.Section("stars", "Stars, math and verdicts")
    s.text.append("A basin that needs k uphill moves: k * gamma is a *heuristic* for the slope from x*, and "
                  "k*gamma_max and x_* are names, not emphasis.")
    s.text.append("Escape: `E[tau_exit] >= e^(gamma/T)/(q-1)` when `alpha = max_j sum_i R_ij(T) < 1`; "
                  "the state `x*` and the product `k * gamma`; the file `toolkit/plot.py` is code.")
    s.text.append(rep.md_table([(2, 8, "a*b", 0.5)], ("`k`", "`k * gamma`", "name", "max abs d<m>/dT")))
    s.text.append("The slope of <m> against T, where alpha < 1 and <b>not bold</b>.")
    s.figures.append(("stars.png", "Exit time from x* against `1/T`, with k * gamma, and <m>."))
    s.claims += [
        rep.ReportClaim("stars", "t_mix <= bound (k * gamma)", "alpha < 1", True, 20, 15, True,
                        slack=slack_upper(15, 20)),
        rep.ReportClaim("stars", "t_mix <= bound from x* to y*", "alpha < 1", True, 20, 25, False, slack=slack_upper(25, 20)),
        rep.ReportClaim("stars", "escape bound", "margin > 0", False, 3.0, 1.0, None),
        rep.ReportClaim("stars", "slope vs k*gamma and x*", "k = 2 uphill moves", None, 8.0, 6.0, False, slack=0.5,
                        kind="comparison"),
        rep.ReportClaim("stars", "agreement rate", "-", None, 0.9, 0.95, True, kind="comparison"),
    ]
    s.seconds = 0.5
    skipped = rep.Section("real", "Real models", skipped="real models left out (--no-real)")
    return rep.VerifyReport([s, skipped], str(out_dir), seconds=1.0)


def test_synthetic_report_html(tmp_path):
    page = markdown_to_html(to_markdown(_synthetic_report(tmp_path)))
    p = parse(page)
    # Emphasis: exactly the intended runs, each short; the stars of k * gamma and x* are text.
    # (The HTML writer sets the formula spans inside the caption as math.)
    assert [re.sub(r"\s+", " ", e) for e in p.em] == [
        "heuristic",
        "Exit time from x* against 1/T, with k * gamma, and <m>.",
        "Computed in 0.5 s.",
        "Skipped: real models left out (--no-real).",
    ], p.em
    text = html.unescape(re.sub(r"<[^>]+>", "", page))
    assert "k * gamma is a heuristic for the slope from x*, and k*gamma_max and x_* are names" in text
    # A `<` in prose or a table header is text, never a tag.
    assert "The slope of <m> against T, where alpha < 1 and <b>not bold</b>." in text
    assert "max abs d<m>/dT" in text and "b" not in p.tags and "m" not in p.tags
    # One claims table with the four verdicts in the order of the claims, slack per kind.
    (rows,) = claims_tables(p)
    assert [r[4] for r in rows] == ["PASS", "FAIL", "n/a", "refuted", "holds"]
    assert {r[4] for r in rows} <= set(VERDICTS)
    assert [r[5] for r in rows] == ["0.25", "-0.25", "-", "-", "-"]  # slack_upper: 1 - 15/20, 1 - 25/20
    assert [r[1] for r in rows] == ["t_mix <= bound (k * gamma)", "t_mix <= bound from x* to y*", "escape bound",
                                    "slope vs k*gamma and x*", "agreement rate"]
    # The hypotheses are listed under the table (not a column), one line per distinct one.
    assert "1-2: alpha &lt; 1 (holds)" in page and "3: margin &gt; 0 (does not hold)" in page
    # Math: the formulas are set with Unicode and sub/superscripts, code stays code.
    joined = " ".join(p.maths)
    assert "<i>e</i><sup>γ/<i>T</i></sup>/(<i>q</i>−1)" in joined
    assert "α = max<sub>j</sub> ∑<sub>i</sub>" in joined
    assert "<i>x</i><sup>*</sup>" in joined and "<i>k</i> · γ" in joined
    assert "<code>toolkit/plot.py</code>" in page
    assert "`" not in text, "a code span was left unrendered"
    assert_offline(page, p)


# ---------------------------------------------------------------------- a real quick report
def _png_width(path) -> int:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">I", head[16:20])[0]


def test_quick_toy_sections_html_progress_and_fonts(tmp_path, monkeypatch):
    sections = ("contraction", "metastability")
    smallest = {}

    def recording_save(fig, out_dir, name, **kw):
        sizes = [t.get_fontsize() for t in fig.findobj(lambda a: hasattr(a, "get_fontsize") and hasattr(a, "get_text"))
                 if t.get_text().strip() and t.get_visible()]
        smallest[name] = min(sizes)
        return plot.save(fig, out_dir, name, **kw)

    for key in sections:
        monkeypatch.setattr(rep.SECTIONS[key], "save", recording_save)
    lines = []
    report = rep.verify(str(tmp_path), quick=True, real=False, sections=sections, progress=lines.append)
    assert report.ok

    # Progress: each section says when it starts and ends, with its time, in order.
    starts = [k for k, line in enumerate(lines) if re.fullmatch(r"\[\w+\] section \d/2 started, \d+ s so far(, ~.+ left)?",
                                                                 line)]
    ends = [k for k, line in enumerate(lines) if re.fullmatch(r"\[\w+\] \d+ claims, \d+ failed, \d+\.\d s", line)]
    assert [lines[k].split()[0] for k in starts] == [f"[{s}]" for s in sections]
    assert [lines[k].split()[0] for k in ends] == [f"[{s}]" for s in sections]
    assert starts[0] < ends[0] < starts[1] < ends[1]

    # Figures: every text at least SMALL points, and no wider than the page column (1000 px).
    assert set(smallest) == {f"{s}.png" for s in sections}
    assert all(v >= plot.SMALL for v in smallest.values()), smallest
    for name in smallest:
        assert _png_width(tmp_path / name) <= 1000, name

    page = (tmp_path / "index.html").read_text()
    p = parse(page)
    # These sections mean no emphasis in their prose: the only <em> are the figure captions
    # and the "Computed in" lines, so the metastability text's `x*` and `k * gamma` start none.
    n_figures = sum(len(s.figures) for s in report.sections)
    assert len(p.em) == n_figures + len(sections), p.em
    assert all(e.startswith(("Computed in", "Exact")) and len(e) < 120 for e in p.em), p.em
    tables = claims_tables(p)
    assert len(tables) == len(sections)
    claims = [c for s in report.sections for c in s.claims]
    rows = [r for t in tables for r in t]
    assert len(rows) == len(claims)
    for r, c in zip(rows, claims, strict=True):
        assert r[4] == (c.status() if c.kind == "comparison" else "PASS"), (r, c)
        assert r[4] != "measured" and r[4] in VERDICTS, r
        if c.kind == "theorem":
            assert 0 < float(r[5]) <= 1, r  # the fraction of the allowance left
        else:
            assert r[5] == "-", r
    assert any("γ" in m for m in p.maths) and any("<sub>mix</sub>" in m for m in p.maths)
    assert_offline(page, p)


def test_verify_progress_reaches_sections_that_report_steps(tmp_path, monkeypatch):
    """Sections that take ``progress`` get the callback; the others are timed all the same."""
    seen = {}

    def stepping(out_dir, *, quick=False, real=True, rng=None, progress=None):
        seen["progress"] = progress
        progress("[contraction] step 1/1")
        return rep.Section("contraction", "steps")

    def silent(out_dir, *, quick=False, real=True, rng=None):
        return rep.Section("metastability", "no steps")

    monkeypatch.setattr(rep.contraction, "section", stepping)
    monkeypatch.setattr(rep.metastability, "section", silent)
    lines = []
    rep.verify(str(tmp_path), real=False, sections=["contraction", "metastability"], progress=lines.append)
    assert seen["progress"] == lines.append
    # a start line says the time so far and, after the first section, an estimate of the rest
    assert re.fullmatch(r"\[metastability\] section 2/2 started, \d+ s so far, ~\d+ s left", lines[3]), lines[3]
    lines = [re.sub(r", \d+ s so far.*$", "", line) for line in lines]
    assert [re.sub(r"\d+\.\d s", "S s", line) for line in lines] == [
        "[contraction] section 1/2 started",
        "[contraction] step 1/1",
        "[contraction] 0 claims, 0 failed, S s",
        "[metastability] section 2/2 started",
        "[metastability] 0 claims, 0 failed, S s",
    ]


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# md_escape and ReportClaim's default kind (toolkit/app/claims.py)


def test_md_escape_trailing_underscore_and_theorem_default():
    from toolkit.app.claims import ReportClaim, md_escape
    assert md_escape("snake_ case") == "snake\\_ case"
    assert ReportClaim("s", "n", "h", True, 1, 1, True).kind == "theorem"

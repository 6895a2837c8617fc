"""Every blind mutation audit's first-run figure in one table, and what the fresh figures say together.

Issue 30's acceptance is a figure of one audit: an outside audit with fresh mutants (not the same
bug as an entry of ``scripts/mutants.py``) kills >= 95 % of the non-equivalent ones. Each audit
from the fifth on drew 36 modules at random and wrote a summary record
(``benchmarks/results/blind-audit-N-DATE.md``, made by ``benchmarks/blind_audit_N_summary.py``);
this script reads their ``**all**`` rows (first run over all mutants and over the fresh ones, and
the count found equivalent after the run) and writes one table, with

- the pooled fresh kill rate over the audits named (all, and the last ``--recent``) with its
  Wilson 95 % interval;
- the least-squares trend of the per-audit fresh rate against the audit's number, with its
  standard error (is the figure rising?);
- for the pooled rate ``p`` of the recent audits and an audit's typical fresh count ``n``, the
  chance that one audit meets the 95 % bar: ``P(X >= ceil(0.95 n))`` for ``X ~ Binomial(n, p)``.

    python benchmarks/audit_history.py                 # writes benchmarks/results/audit-history-DATE.md
    python benchmarks/audit_history.py --recent 8 --stdout
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from toolkit.coupling import wilson_interval

RESULTS = Path(__file__).resolve().parent / "results"
RECORD_RE = re.compile(r"^blind-audit-(\d+)-(\d{4}-\d{2}-\d{2})\.md$")
ALL_ROW_RE = re.compile(
    r"^\| \*\*all\*\* \|[^|]*\| \*\*(\d+)/(\d+) \([\d.]+ %\)\*\* \| \*\*(\d+)/(\d+) \([\d.]+ %\)\*\* \| (\d+) \|",
    re.M)
#: issue 30's bar
BAR = 0.95


@dataclass(frozen=True)
class Audit:
    """One audit's first run: killed/total over all mutants and over the fresh ones."""

    number: int
    date: str
    killed: int
    total: int
    fresh_killed: int
    fresh_total: int
    equivalent_after: int
    record: str

    @property
    def fresh_rate(self) -> float:
        return self.fresh_killed / self.fresh_total


def parse_record(text: str, number: int, date: str, record: str) -> Audit:
    """The ``**all**`` row of one summary record.

    >>> row = "| **all** | | **155/160 (96.9 %)** | **19/24 (79.2 %)** | 1 | 159/160 (99.4 %) |"
    >>> parse_record(row, 20, "2026-12-06", "r.md").fresh_killed
    19
    """
    m = ALL_ROW_RE.search(text)
    if m is None:
        raise ValueError(f"record={record!r} has no '**all**' row of the summary format")
    k, n, fk, fn, eq = (int(g) for g in m.groups())
    return Audit(number, date, k, n, fk, fn, eq, record)


def load_audits(results: Path = RESULTS, first: int = 5) -> list[Audit]:
    """Every summary record ``blind-audit-N-DATE.md`` with ``N >= first``, in order of N."""
    out = []
    for path in results.iterdir():
        m = RECORD_RE.match(path.name)
        if m and int(m.group(1)) >= first:
            out.append(parse_record(path.read_text(), int(m.group(1)), m.group(2), path.name))
    return sorted(out, key=lambda a: a.number)


def wilson(k: int, n: int) -> tuple[float, float]:
    """Wilson score 95 % interval of ``k / n``: :func:`toolkit.coupling.wilson_interval`.

    >>> lo, hi = wilson(0, 10)
    >>> lo, round(hi, 4)
    (0.0, 0.2775)
    """
    return wilson_interval(k, n, 0.95)


def trend(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """Least-squares slope of ``ys`` on ``xs`` and its standard error (needs 3 points or more)."""
    if len(xs) != len(ys) or len(xs) < 3:
        raise ValueError(f"trend needs >= 3 paired points, got {len(xs)} and {len(ys)}")
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx
    resid = [y - my - slope * (x - mx) for x, y in zip(xs, ys, strict=True)]
    se = math.sqrt(sum(r * r for r in resid) / (n - 2) / sxx)
    return slope, se


def chance_to_meet(p: float, n: int, bar: float = BAR) -> float:
    """``P(X >= ceil(bar * n))`` for ``X ~ Binomial(n, p)``: one audit of ``n`` fresh mutants meets the bar.

    >>> round(chance_to_meet(0.5, 2, 0.5), 4)    # X >= 1 of 2 fair coins
    0.75
    """
    need = math.ceil(bar * n - 1e-12)
    return sum(math.comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(need, n + 1))


def report(audits: list[Audit], recent: int) -> str:
    if len(audits) < 3:
        raise ValueError(f"need >= 3 audit records, found {len(audits)}")
    recent = min(recent, len(audits))
    lines = ["| audit | date | first run, all | first run, fresh | found equivalent after | record |",
             "|---|---|---|---|---|---|"]
    for a in audits:
        lines.append(f"| {a.number} | {a.date} | {a.killed}/{a.total} ({100 * a.killed / a.total:.1f} %) | "
                     f"{a.fresh_killed}/{a.fresh_total} ({100 * a.fresh_rate:.1f} %) | {a.equivalent_after} | "
                     f"`{a.record}` |")
    out = ["\n".join(lines), ""]
    for label, group in ((f"all {len(audits)} audits ({audits[0].number}-{audits[-1].number})", audits),
                         (f"the last {recent} ({audits[-recent].number}-{audits[-1].number})", audits[-recent:])):
        fk = sum(a.fresh_killed for a in group)
        fn = sum(a.fresh_total for a in group)
        k = sum(a.killed for a in group)
        n = sum(a.total for a in group)
        lo, hi = wilson(fk, fn)
        alo, ahi = wilson(k, n)
        out.append(f"- Pooled over {label}: fresh {fk}/{fn} = {100 * fk / fn:.1f} % "
                   f"(Wilson 95 %: {100 * lo:.1f}-{100 * hi:.1f} %); all mutants {k}/{n} = {100 * k / n:.1f} % "
                   f"({100 * alo:.1f}-{100 * ahi:.1f} %).")
    slope, se = trend([a.number for a in audits], [a.fresh_rate for a in audits])
    rslope, rse = trend([a.number for a in audits[-recent:]], [a.fresh_rate for a in audits[-recent:]])
    out.append(f"- Trend of the fresh rate per audit (least squares): {100 * slope:+.2f} +- {100 * se:.2f} "
               f"points per audit over all; {100 * rslope:+.2f} +- {100 * rse:.2f} over the last {recent}.")
    group = audits[-recent:]
    p = sum(a.fresh_killed for a in group) / sum(a.fresh_total for a in group)
    sizes = sorted(a.fresh_total for a in group)
    typical = sizes[len(sizes) // 2]
    chances = ", ".join(f"n = {n}: {100 * chance_to_meet(p, n):.1f} %" for n in sorted({sizes[0], typical, sizes[-1]}))
    out.append(f"- If the fresh kill rate were the last {recent} audits' pooled {100 * p:.1f} %, one audit would "
               f"meet issue 30's {100 * BAR:.0f} % bar with probability {chances} (its fresh count: smallest, "
               f"median, largest of those audits; Binomial(n, p), at least ceil(0.95 n) killed).")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first", type=int, default=5, help="the first audit to include (default 5: the first drawn at random)")
    ap.add_argument("--recent", type=int, default=8, help="how many of the latest audits the recent figures pool (default 8)")
    ap.add_argument("--stdout", action="store_true", help="print the record instead of writing it")
    args = ap.parse_args(argv)
    if args.recent < 3:
        ap.error(f"--recent must be >= 3, got {args.recent}")
    audits = load_audits(first=args.first)
    body = report(audits, args.recent)
    if args.stdout:
        print(body)
        return 0
    date = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    head = (f"# Blind mutation audits {audits[0].number}-{audits[-1].number}: first-run figures (issue 30)\n\n"
            f"Command: `python benchmarks/audit_history.py --first {args.first} --recent {args.recent}` "
            f"(reads the summary records `benchmarks/results/blind-audit-N-DATE.md`; no computation beyond "
            f"sums). A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` "
            f"at the audit's commit; every figure is the audit's first run, before any new test.\n\n")
    path = RESULTS / f"audit-history-{date}.md"
    path.write_text(head + body)
    print(f"wrote {path.relative_to(RESULTS.parents[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

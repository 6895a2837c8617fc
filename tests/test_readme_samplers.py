"""The README's sampler table is a quotation of the committed record (issue 29): the summary
table of ``benchmarks/results/samplers-2026-12-02.md`` verbatim (a figure changed by hand, or a
record regenerated without the README, fails here), and the record's JSON holds the same TVs."""

from __future__ import annotations

import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORD = os.path.join(ROOT, "benchmarks", "results", "samplers-2026-12-02")


def test_readme_quotes_the_record():
    with open(RECORD + ".md") as fh:
        rec = fh.read()
    start = rec.index("## Summary: TV(law, pi_T)\n\n") + len("## Summary: TV(law, pi_T)\n\n")
    table = rec[start:rec.index("\n\n## Per model")]
    with open(os.path.join(ROOT, "README.md")) as fh:
        readme = fh.read()
    block = readme[readme.index("<!-- samplers:begin -->"):readme.index("<!-- samplers:end -->")]
    assert f"```\n{table}\n```" in block


def test_record_json_matches_its_table():
    with open(RECORD + ".json") as fh:
        doc = json.load(fh)
    with open(RECORD + ".md") as fh:
        rec = fh.read()
    for res in doc["results"]:
        row = next(line for line in rec.splitlines() if line.startswith(res["label"] + " "))
        tv = dict(zip(res["samplers"], res["tv_pi"], strict=True))
        assert row.split()[len(res["label"].split())] == f"{tv['random:1']:.3g}"
        assert res["command"].startswith("glauber samplers --model ")


def test_readme_quotes_the_tv_interval_coverage():
    # the coverage counts and mean widths of tv_interval (benchmarks/tv_interval.py), per N
    with open(os.path.join(ROOT, "benchmarks", "results", "tv-interval-2026-12-02.json")) as fh:
        rows = [r for r in json.load(fh)["rows"] if r["interval"] == "tv_interval"]
    parts = []
    for N in (1000, 2000):
        cov = [r["covered"] for r in rows if r["draws"] == N]
        w = [r["mean_width"] for r in rows if r["draws"] == N]
        parts.append((min(cov), max(cov), min(w), max(w)))
    (c0, c1, w0, w1), (d0, d1, v0, v1) = parts
    line = (f"{c0} to {c1} of 200 at N = 1000 draws (mean width {w0:.2g} to {w1:.3g}), {d0} to {d1} of 200 at "
            f"N = 2000 ({v0:.2g} to {v1:.2g}).")
    with open(os.path.join(ROOT, "README.md")) as fh:
        readme = fh.read()
    assert line in readme[readme.index("<!-- tv-interval:begin -->"):readme.index("<!-- tv-interval:end -->")]

"""The README's times are quotations of a benchmark record (issue 26, point 2): its "Times"
table is exactly what ``benchmarks/readme_times.py`` renders from the latest
``benchmarks/results/readme-times-*.json`` (a figure changed by hand fails here), the record
has the commands the README's tour shows, and no time is typed elsewhere in the tour or
beside ``make demo``. Reads files only."""

from __future__ import annotations

import importlib.util
import json
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _script():
    spec = importlib.util.spec_from_file_location("readme_times", os.path.join(ROOT, "benchmarks", "readme_times.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


RT = _script()
with open(os.path.join(ROOT, "README.md")) as _fh:
    README = _fh.read()

#: a time written by hand: ``3.1 s``, ``~30 s``, ``3 min 10 s``, ``166 s``
TYPED_TIME = re.compile(r"~?\b\d+(\.\d+)? ?(s|sec|seconds|min|minutes|h)\b")


def _latest():
    path = RT.latest_record()
    assert path is not None, "no benchmarks/results/readme-times-*.json: run python benchmarks/readme_times.py"
    with open(path) as fh:
        return path, json.load(fh)


def test_the_readme_table_is_the_latest_record():
    path, record = _latest()
    want = RT.render_table(record, path)
    start, end = README.index(RT.START), README.index(RT.END) + len(RT.END)
    got = README[start:end]
    assert got == want, ("the README's Times table differs from " + os.path.relpath(path, ROOT)
                         + ": run python benchmarks/readme_times.py --update-readme (never edit the figures by hand)")


def test_the_record_times_the_readmes_key_commands():
    _, record = _latest()
    for cid in ("demo", "phase-cw", "phase-cycle", "exact-cw500", "sample-potts", "study-tiny"):
        r = record["commands"].get(cid)
        assert r is not None, f"the record lacks {cid!r}: python benchmarks/readme_times.py --only {cid} --resume"
        assert r["wall_s"] > 0 and r["cpu_s"] >= 0 and len(r["load_before"]) == 3, r
    assert record["commit"] and record["cpu_count"]


def test_every_timed_command_is_shown_by_the_readme():
    # the table times the commands the README shows, as it shows them
    flat = " ".join(README.replace("\\\n", " ").split())
    for cid, (what, argv) in RT.COMMANDS.items():
        if argv == "python" or cid == "demo":
            continue
        assert " ".join(what.split()) in flat, (cid, what)


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"```bash\n(.*?)```", text, re.S)


def test_no_time_is_typed_in_the_tour_or_beside_make_demo():
    tour = README.split("--8<-- [start:tour]", 1)[1].split("--8<-- [end:tour]", 1)[0]
    table = tour[tour.index(RT.START):tour.index(RT.END)]
    prose = tour.replace(table, "")
    first = _code_blocks(README)[0]
    for block in [first, *_code_blocks(prose)]:
        for line in block.splitlines():
            m = TYPED_TIME.search(line.split("#", 1)[1] if "#" in line else "")
            assert m is None, f"a time typed by hand: {line.strip()!r} (put it in the record, not the README)"


@pytest.mark.parametrize("seconds, text", [(4.23, "4.2 s"), (58.4, "58 s"), (190, "3 min 10 s"), (3725, "1 h 2 min")])
def test_times_are_written_one_way(seconds, text):
    assert RT.fmt_seconds(seconds) == text

"""harden10g (issue 30): `glauber scan nlogn`'s progress lines count the sizes as the report's
stage lines count sections (``[phase] section 5/7 started``: the k-th of N, from 1): the first
size reads 1/N and the last N/N."""

from __future__ import annotations

import re

import toolkit.app.commands.scan as scan  # noqa: F401  (the module under test)
from toolkit.app.cli import main


def test_nlogn_progress_lines_count_sizes_from_one(capsys, monkeypatch):
    monkeypatch.setenv("GLAUBER_PROGRESS", "on")
    assert main(["scan", "nlogn", "--model", "potts", "--q", "2", "--sizes", "2,3,4", "-T", "1.5", "--json"]) == 0
    err = capsys.readouterr().err
    seen = re.findall(r"scan nlogn: n = (\d+) \((\d+)/(\d+) sizes\)", err)
    assert seen == [("2", "1", "3"), ("3", "2", "3"), ("4", "3", "3")]

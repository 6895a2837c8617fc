"""prm19a second promise sweep (issue 30): ``glauber verify`` (:mod:`toolkit.app.commands.verify`).

Contracts: docs/json.md, "glauber verify --json": results.json has "`seconds` at the top and
in each section, which `--json` moves to `timings` (`timings.seconds`, `timings.sections`)"
(moved: the rest is reproducible); ``--sections`` that names no section (blanks and commas
only) is a user error before anything is written.
"""

import os

from toolkit.app.cli import main
from toolkit.app.commands import verify  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.verify import _timings


def test_every_wall_clock_number_is_moved_out():
    res = {"seconds": 3.0, "ok": True, "sections": {"a": {"seconds": 1.5, "x": 2}, "b": "skipped"}}
    times = _timings(res)
    assert times == {"seconds": 3.0, "sections": {"a": 1.5}}
    assert res == {"ok": True, "sections": {"a": {"x": 2}, "b": "skipped"}}


def test_blank_sections_name_no_section(capsys, tmp_path):
    out = tmp_path / "report"
    assert main(["verify", "--sections", " , ", "--out", str(out), "--quiet"]) == 2
    assert "`--sections` names no section" in capsys.readouterr().err
    assert not os.path.exists(out)

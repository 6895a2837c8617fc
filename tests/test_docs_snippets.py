"""The code on the docs page "Test your sampler in 10 lines" runs and says what the page says
(a correct step passes), so the page cannot rot."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_testing_page_snippet_runs_and_passes():
    text = (ROOT / "docs" / "testing.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert len(blocks) == 1
    code = blocks[0]
    assert len([line for line in code.splitlines() if line.strip()]) <= 15
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "docs/testing.md", "exec"), {"__name__": "docs_snippet"})
    printed = out.getvalue()
    assert printed.count("PASS") >= 2 and "FAIL" not in printed, printed

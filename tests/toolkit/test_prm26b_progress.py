"""prm26b (issue 30): a Progress writing to ``file`` picks its mode from that file, not stderr.

``benchmarks/default_only_args.py --sites`` found ``resolve(progress, file=file)`` in
``Progress.__init__`` (``toolkit._progress``) reached by tests only with ``file`` at its default
(None: stderr). ``resolve``'s rule: with progress on "auto", a bar on a terminal, else a line per
stage, judged on the stream written to (``sys.stderr if file is None else file``). A Progress
given its own file must judge that file: a terminal file under a piped stderr gives a bar, a
piped file under a terminal stderr gives lines.
"""

import io
import sys

from toolkit import _progress
from toolkit._progress import Progress


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def _mode(monkeypatch, stderr, file):
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    monkeypatch.setattr(_progress, "_default", [])
    monkeypatch.setattr(sys, "stderr", stderr)
    p = Progress(10, "prm26b", file=file)
    try:
        return p.mode
    finally:
        p.close()


def test_the_mode_follows_the_file_written_to(monkeypatch):
    assert _mode(monkeypatch, stderr=io.StringIO(), file=_Terminal()) == "bar"
    assert _mode(monkeypatch, stderr=_Terminal(), file=io.StringIO()) == "lines"

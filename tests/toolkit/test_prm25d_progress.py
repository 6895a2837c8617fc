"""prm25d (issue 30): toolkit._progress.Progress hands ``file`` on in bar mode too.

``file``: the stream written to (default sys.stderr), in every mode: lines mode prints
there, and bar mode's tqdm bar must draw there, not on stderr.
"""

import io

from toolkit._progress import Progress


def test_bar_mode_draws_on_the_given_stream(capsys):
    out = io.StringIO()
    with Progress(4, "prm25d-demo", unit="task", file=out, mode="bar") as p:
        p.update(2)
    assert "prm25d-demo" in out.getvalue()
    assert "prm25d-demo" not in capsys.readouterr().err

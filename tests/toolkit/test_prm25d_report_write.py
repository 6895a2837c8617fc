"""prm25d (issue 30): toolkit.app.report._write.to_markdown escapes figure captions.

Module docstring: the sections' prose goes through md_escape, so a ``*`` in ``k * gamma``
is a literal star, never the start of an italic run. The caption line under a figure is
prose too (set in italics as ``*caption*``): its stars must be escaped like the text's.
"""

from toolkit.app.report._model import Section, VerifyReport
from toolkit.app.report._write import to_markdown


def test_caption_stars_are_escaped():
    s = Section("demo", "Demo", text=["slope k * gamma"], figures=[("f.png", "exit slope k * gamma from x*")])
    md = to_markdown(VerifyReport([s], "out"))
    assert "slope k \\* gamma" in md
    assert "*exit slope k \\* gamma from x\\**" in md
    assert "*exit slope k * gamma" not in md

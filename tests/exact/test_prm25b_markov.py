"""prm25b (eighth sweep, issue 30): ``ExactChain.with_scan`` builds the other-scan chain "of the
same (already enumerated) logits and temperature": its label (``name``) is handed on with them,
on the cached path that every report of another scan goes through."""

from __future__ import annotations

from exact.markov import ExactChain
from toolkit.models import potts


def test_with_scan_keeps_the_name():
    c = ExactChain(potts(2, 2, 1.0), temperature=1.5, name="my chain")
    s = c.with_scan("systematic")
    lz = c.with_scan("random", lazy=0.5)
    for other in (s, lz):
        assert other is not c
        assert other.name == "my chain"
        assert other.temperature == 1.5
    assert s.scan == "systematic" and lz.lazy == 0.5

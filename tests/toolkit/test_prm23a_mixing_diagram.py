"""prm23a: ``toolkit.app.mixing_diagram.diagram_verdicts(accelerate=False)`` is handed on to
the growth rule (docstring: "``jump``, ``accelerate``: passed to growth_verdict"), tested
before only at its default. Exact brackets ``t = n^5`` at ``n = 4, 8, 16, 32`` (a stub cell):
every consecutive slope is 5 > Z_FAST = 4 and does not steepen, so the steepening rule
(``accelerate=True``) leaves it undetermined and the older "not slowing down" rule calls it
faster than polynomial (toolkit.growth module docstring); the verdict records the rule."""

from toolkit.app.mixing_diagram import diagram_verdicts
from toolkit.growth import FASTER, UNDETERMINED


class _Cell:
    def __init__(self, n):
        self.n, self.notes = n, ()

    def bracket(self, quantity):
        return float(self.n**5), float(self.n**5), False, None


def _verdict(**kw):
    ns = [4, 8, 16, 32]
    verdicts, _ = diagram_verdicts(ns, [1.0], [[_Cell(n)] for n in ns], **kw)
    return verdicts[0]


def test_accelerate_false_is_handed_on():
    v = _verdict(accelerate=False)
    assert v.thresholds["accelerate"] is False
    assert v.verdict == FASTER


def test_accelerate_default_steepening_rule():
    v = _verdict()
    assert v.thresholds["accelerate"] is True
    assert v.verdict == UNDETERMINED

"""ops13b: ``diagram_verdicts(z_poly=...)`` passes its threshold to the growth rule.

:func:`toolkit.growth.growth_verdict`: polynomial when the window's upper-end slopes of
``log t`` on ``log n`` are at most ``z_poly``. Cells with exact brackets ``t = n^2`` at
``n = 4, 8, 16, 32`` (a stub with the cells' ``bracket`` and ``notes``): every slope is 2, so
the default ``Z_POLY = 3.5`` says polynomial, ``z_poly = 1`` does not (and 2 < ``Z_FAST = 4.5``
is not faster either: undetermined); the verdict records the threshold it used.
"""

from toolkit.app.mixing_diagram import diagram_verdicts
from toolkit.growth import UNDETERMINED, Z_POLY


class _Cell:
    def __init__(self, n):
        self.n, self.notes = n, ()

    def bracket(self, quantity):
        return float(self.n**2), float(self.n**2), False, None


def _verdict(**kw):
    ns = [4, 8, 16, 32]
    verdicts, _ = diagram_verdicts(ns, [1.0], [[_Cell(n)] for n in ns], **kw)
    return verdicts[0]


def test_default_threshold_polynomial():
    v = _verdict()
    assert v.verdict == "polynomial"  # slope 2 <= 3.5
    assert v.thresholds["z_poly"] == Z_POLY == 3.5


def test_z_poly_is_passed_on():
    v = _verdict(z_poly=1.0)
    assert v.thresholds["z_poly"] == 1.0
    assert v.verdict == UNDETERMINED  # slope 2 > 1, and < Z_FAST = 4.5

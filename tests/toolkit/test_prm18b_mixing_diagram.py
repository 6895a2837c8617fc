"""prm18b promise sweep (issue 30): :func:`toolkit.app.mixing_diagram.diagram_verdicts` gives the
change temperature "on each window of WINDOW consecutive sizes" (its docstring), the last one
included: it is the largest sizes' window, the ``T*`` that :attr:`MixingDiagram.change` reports.
Cells as in test_ops13b_mixing_diagram.py (exact brackets ``t = n^2``)."""

from toolkit.app.mixing_diagram import diagram_verdicts
from toolkit.growth import WINDOW


class _Cell:
    def __init__(self, n):
        self.n, self.notes = n, ()

    def bracket(self, quantity):
        return float(self.n**2), float(self.n**2), False, None


def test_every_window_of_consecutive_sizes_has_its_change():
    ns = [4, 8, 16, 32, 64]
    _, changes = diagram_verdicts(ns, [1.0, 2.0], [[_Cell(n), _Cell(n)] for n in ns])
    # WINDOW = 3 consecutive sizes out of 5: the windows start at 4, 8 and 16
    assert WINDOW == 3
    assert [list(c.n_values) for c in changes] == [[4, 8, 16], [8, 16, 32], [16, 32, 64]]

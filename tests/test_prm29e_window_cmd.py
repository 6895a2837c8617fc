"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.app.commands.window`."""

import math
from types import SimpleNamespace as NS


# ---- window_warnings warns of "an undefined (NaN) R-hat" (its docstring): every R-hat quantity is checked,
# not only the last. Two R-hat rows, the first undefined and the last finite: one warning, for the first.
# The exact-side and sampling warnings are stubbed out (they are not what this pins).
def test_undefined_rhat_warned_when_it_is_not_the_last_quantity(monkeypatch):
    from toolkit.app.commands import window

    monkeypatch.setattr(window, "report_warnings", lambda exact: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, cal: [])

    def quantity(name, value):
        return NS(name=name, spec={"quantity": "rhat"}, estimate=NS(value=value))

    summary = NS(quantities=[quantity("R-hat of m", math.nan), quantity("R-hat of energy", 1.01)])
    report = NS(exact=None, temperature=1.0, calibration=NS(summary=summary, rows=[]))
    out = window.window_warnings(report)
    assert [(w["kind"], w["quantity"]) for w in out] == [("rhat", "R-hat of m")]

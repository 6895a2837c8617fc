"""prm28a: exact.checks' escape-bound claim compares E[tau_exit] with the bound as floats only
when BOTH are finite (``inf - finite`` is no slack to show): when only the exit time overflows
float64 (``ln E >= 709``, exit_time = inf) and the bound does not, the slack is None and the
note gives the comparison in logarithms. Tested cases had both finite or both overflowing, so
a stand-in escape list (the chain's own fixed point, logarithms set by hand) forces them apart:
``ln E[tau_exit] = 709.5`` (float inf by the package's cut at 709), ``ln bound = 700``."""
import math

import numpy as np

import exact.markov as markov
from exact import check_claims
from exact.checks import CheckReport
from exact.metastable import EscapeCheck
from toolkit.models.toy import LogitTable


def _model():
    # q = 2, n = 2: 00 the one strict fixed point (site 0 prefers 0 by 2 when x1 = 0, site 1 by 3
    # when x0 = 0; at x1 = 1 site 0 prefers 1 by 1, at x0 = 1 site 1 prefers 0 by 1)
    table = np.zeros((2, 2, 2))
    table[0, 0] = [2.0, 0.0]
    table[0, 1] = [0.0, 1.0]
    table[1, 0] = [3.0, 0.0]
    table[1, 1] = [1.0, 0.0]
    return LogitTable(table)


def test_exit_time_overflowing_alone_gives_no_float_slack(monkeypatch):
    real = markov.ExactChain.escape_checks

    def stand_in(self, points=None):
        return tuple(EscapeCheck(e.fixed_point, e.temperature, 709.5, 700.0) for e in real(self, points))

    monkeypatch.setattr(markov.ExactChain, "escape_checks", stand_in)
    rep = check_claims(_model(), temperature=1.0)
    assert isinstance(rep, CheckReport)
    c = rep.claim("escape-bound")
    assert c.value == math.inf and math.isfinite(c.bound)
    assert c.holds is True
    assert c.slack is None
    assert "overflow" in c.note and "ln(E[tau_exit]/bound) = 9.5" in c.note

"""Audit 23b (issue 30): the escape-bound claim reports the tightest fixed point.

exact.checks: the escape-bound row holds ``E_x*[tau_exit] >= e^(gamma/T)/(q-1)`` at every
strict fixed point and shows the tightest one (smallest ``ln(E[tau_exit]/bound)``), not the
first listed (fixed points come largest margin first).

Hand model (q = 2, n = 2, a logit table, T = 1): site 0 prefers 0 by 2 when x1 = 0 and 1 by 1
when x1 = 1; site 1 prefers 0 by 10 when x0 = 0 and 1 by 1 when x0 = 1. Strict fixed points:
``00`` (margins 2 and 10, gamma = 2, listed first) and ``11`` (margins 1 and 1, gamma = 1);
``01`` and ``10`` are not fixed (site 0 would move). Random scan leaves a state with
probability ``r = (1/n) sum_i 1/(1 + e^(margin_i / T))`` per step, so ``E[tau_exit] = 1/r``:
- at ``11``: ``r = 1/(1 + e)``, ``E = 1 + e``, bound ``e``: ratio ``1 + 1/e = 1.37``;
- at ``00``: ``r = (1/(1 + e^2) + 1/(1 + e^10))/2``, ``E = 16.8``, bound ``e^2``: ratio 2.27.
The tightest is ``11``.
"""

import math

import numpy as np
import pytest

from exact import check_claims
from exact.checks import CheckReport
from toolkit.models.toy import LogitTable


def _model():
    table = np.zeros((2, 2, 2))
    table[0, 0] = [2.0, 0.0]   # site 0, x1 = 0
    table[0, 1] = [0.0, 1.0]   # site 0, x1 = 1
    table[1, 0] = [10.0, 0.0]  # site 1, x0 = 0
    table[1, 1] = [0.0, 1.0]   # site 1, x0 = 1
    return LogitTable(table)


def test_escape_bound_claim_shows_the_tightest_fixed_point():
    rep = check_claims(_model(), temperature=1.0)
    assert isinstance(rep, CheckReport)
    assert rep.n_fixed_points == 2
    c = rep.claim("escape-bound")
    assert c.holds is True
    e = math.e
    assert c.value == pytest.approx(1.0 + e, rel=1e-9)
    assert c.bound == pytest.approx(e, rel=1e-12)
    assert c.slack == pytest.approx(1.0, rel=1e-9)   # (1 + e) - e
    exit_00 = 2.0 / (1.0 / (1.0 + e**2) + 1.0 / (1.0 + e**10))
    assert max(x.exit_time for x in rep.escapes) == pytest.approx(exit_00, rel=1e-9)

"""Sixth blind audit, part a (issue 30): tests for the survivors of its first run in exact/
(benchmarks/results/blind-audit-6a-2026-12-03.md)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import check_claims
from toolkit.models import Pairwise


def _ferro_with_field():
    """Three sites, q = 2, every pair coupled by J = 1 on equal tokens, a field 0.3 on token 0:
    ``l_i(a; x) = 0.3 [a = 0] + sum_{j != i} [x_j = a]``. Two strict fixed points, 000 with
    margin gamma = 0.3 + 2 = 2.3 and 111 with gamma = 2 - 0.3 = 1.7."""
    h = np.zeros((3, 2))
    h[:, 0] = 0.3
    J = np.zeros((3, 3, 2, 2))
    for i in range(3):
        for j in range(3):
            if i != j:
                J[i, j] = np.eye(2)
    return Pairwise(h, J)


def test_escape_bound_min_log_slack_is_the_tightest_fixed_point():
    """``to_dict()["escape_bound"]["min_log_slack"]`` is the smallest ``ln(E[tau_exit] / bound)``
    over the strict fixed points. By hand at T = 1/2: from x* every site flips w.p.
    ``1 / (1 + e^(gamma/T))`` when drawn, so the random-scan exit time is geometric with mean
    ``1 + e^(gamma/T)``, and the bound is ``e^(gamma/T) / (q - 1) = e^(gamma/T)``: the slack is
    ``ln(1 + e^(-gamma/T))``, 0.0100 at 000 (gamma/T = 4.6) and 0.0328 at 111 (gamma/T = 3.4)."""
    r = check_claims(_ferro_with_field(), temperature=0.5)
    by_state = {e.fixed_point.text: e for e in r.escapes}
    assert sorted(by_state) == ["0 0 0", "1 1 1"]
    for text, g_over_t in (("0 0 0", 4.6), ("1 1 1", 3.4)):
        assert by_state[text].exit_time == pytest.approx(1 + math.exp(g_over_t), rel=1e-9)
        assert by_state[text].bound == pytest.approx(math.exp(g_over_t), rel=1e-9)
    esc = r.to_dict()["escape_bound"]
    assert esc["n_fixed_points"] == 2 and esc["holds"] is True
    assert esc["min_log_slack"] == pytest.approx(math.log1p(math.exp(-4.6)), rel=1e-6)

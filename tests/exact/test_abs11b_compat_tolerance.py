"""abs11b: the edge tolerance of ``compatibility_report`` is fed ``|log pi_min|``.

:func:`exact.reversibility.edge_tolerance` takes ``abs_log_pi_min``: the round-off of the sums
``log pi + log P`` is that of numbers of size ``|log pi_min| + 2 max|l| / T`` (its docstring).
``log pi <= 0`` everywhere, so the largest *signed* ``log pi`` (``log pi_max``, near 0) is not
it. Hand value: two independent sites with logits ``(0, h)`` and ``(0, g)`` at ``T`` have
``pi = product of softmaxes``, so ``pi_min = 1/((1 + e^{h/T})(1 + e^{g/T}))`` and
``|log pi_min| = log(1 + e^{h/T}) + log(1 + e^{g/T})``.
"""

import math

import numpy as np
import pytest

import exact.compat
from exact import compatibility_report
from toolkit.models import IndependentSites


def test_edge_tolerance_gets_abs_log_pi_min(monkeypatch):
    h, g, T = 1.0, 0.5, 0.5
    seen = []
    real = exact.compat.edge_tolerance

    def spy(*args, **kwargs):
        seen.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(exact.compat, "edge_tolerance", spy)
    rep = compatibility_report(IndependentSites(np.array([[0.0, h], [0.0, g]])), temperature=T)
    assert rep.reversible  # independent sites: compatible, a reversible random scan
    assert len(seen) == 1
    args, kwargs = seen[0]
    abs_log_pi_min = kwargs.get("abs_log_pi_min", args[5] if len(args) > 5 else None)
    expected = math.log1p(math.exp(h / T)) + math.log1p(math.exp(g / T))  # 2.1269 + 1.3133
    assert abs_log_pi_min == pytest.approx(expected, rel=1e-12)
    max_abs_logit = kwargs.get("max_abs_logit", args[0])
    assert max_abs_logit == pytest.approx(max(h, g), rel=0)

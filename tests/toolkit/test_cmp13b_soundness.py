"""cmp13b: the soundness report's coupling claim "exact dbar(t) <= d_upper(t) at every grid
time" is judged at the grid time where ``dbar - d_upper`` is largest (the worst time).

``toolkit.app.report.soundness._coupling`` turns each model's comparison into one row of the
inequality claim. A claim "at every grid time" must fail when the bound falls below ``dbar`` at
any one time: here ``d_upper`` is replaced by ``-1`` (below any distance, ``dbar >= 0``) at one
grid time, the others left as ``toolkit.bounds.mixing_bounds`` computed them. Judged at the time
of the largest violation (``argmax(dbar - d_upper)``) the claim fails; a row taken at any other
time would let it hold.
"""

import dataclasses

import numpy as np
import pytest

import exact
from toolkit.app.report import soundness

_REAL = soundness.mixing_bounds
_CLAIM = "coupling: exact dbar(t) <= d_upper(t) at every grid time (toolkit.bounds)"


def _run(monkeypatch, corrupt):
    def bounds(*a, **k):
        b = _REAL(*a, **k)
        return corrupt(b)

    monkeypatch.setattr(soundness, "mixing_bounds", bounds)
    s = soundness.Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._coupling(exact, eq, ineq, np.random.default_rng(2026))
    return {c.name: c for c in s.claims}


@pytest.mark.parametrize("where", [1, -1])
def test_one_grid_time_below_dbar_fails_the_every_time_claim(monkeypatch, where):
    def corrupt(b):
        d = np.array(b.d_upper, dtype=float)
        d[where] = -1.0
        return dataclasses.replace(b, d_upper=d)

    claims = _run(monkeypatch, corrupt)
    assert not bool(claims[_CLAIM].holds)

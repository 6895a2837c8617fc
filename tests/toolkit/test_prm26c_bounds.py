"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults):
:func:`toolkit.bounds.coupling_pilot` runs each coupling at the pilot's ``temperature`` and the
``"ot"`` coupling with the given token ``order`` (its docstring; ``coupled_step``'s ``order``: the
token order of the ``"ot"`` coupling). A spy wrapping the real ``coupled_step`` where
``toolkit.bounds`` looks it up records what reaches that call."""

from __future__ import annotations

import numpy as np

import toolkit.bounds as bounds
from toolkit.models import potts


def _spy(monkeypatch):
    seen = []
    real = bounds.coupled_step

    def spy(model, x, y, **kw):
        seen.append(kw)
        return real(model, x, y, **kw)

    monkeypatch.setattr(bounds, "coupled_step", spy)
    return seen


def test_pilot_steps_at_its_temperature(monkeypatch):
    seen = _spy(monkeypatch)
    bounds.coupling_pilot(potts(2, 3, 0.5), couplings=("maximal",), temperature=0.4, n_pairs=2, n_steps=3, rng=0)
    assert seen and all(kw.get("temperature") == 0.4 for kw in seen)


def test_ot_pilot_uses_the_given_token_order(monkeypatch):
    seen = _spy(monkeypatch)
    order = [2, 0, 1]
    bounds.coupling_pilot(potts(3, 3, 0.5), couplings=("ot",), order=order, n_pairs=2, n_steps=3, rng=0)
    assert seen
    for kw in seen:
        assert kw.get("order") is not None and np.array_equal(kw["order"], order)

"""cmp14b (issue 30): toolkit.app.study boundaries.

- ``_window(model, w)``: "``model`` itself when ``w >= n`` or it has no template": a model with
  only some of a MaskedLM's attributes (a ``decode`` alone) has no template.
- The influence section's claim "alpha < 1" is refuted (``holds`` False, and the reason says the
  lower bound is already ``>= 1``) when the sampled alpha, a lower bound, is ``>= 1``: at exactly
  1, ``alpha < 1`` is already false.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app import study as st
from toolkit.models import potts


class _DecodeOnly:
    """A model with a ``decode`` but none of a MaskedLM's template methods."""

    vocab_size, length = 2, 5

    def decode(self, x):
        return " ".join(map(str, x))


def test_window_of_a_model_without_template_is_the_model_itself():
    m = _DecodeOnly()
    sub, idx = st._window(m, 3)
    assert sub is m and idx.tolist() == list(range(5))


def test_sampled_alpha_of_exactly_one_refutes_contraction(monkeypatch):
    def fake(model, ctx, **kw):
        n = int(model.length)
        return SimpleNamespace(alpha=SimpleNamespace(value=1.0), alpha_row=SimpleNamespace(value=0.5),
                               T0=SimpleNamespace(value=1.0), R=np.zeros((n, n)), L=np.zeros((n, n)))

    monkeypatch.setattr(st, "influence_estimates", fake)
    b = st.Budget(1000.0, per_call=0.0, per_row=1.0, shares={"influence": 1.0})
    s = st._influence(potts(2, 4, 1.0), [1.0], b, 0)
    (claim,) = s.claims
    assert claim.verdict == "refuted"
    assert claim.holds is False
    assert claim.reason == "a lower bound on alpha, 1, is already >= 1: no contraction certificate at this T"

"""Ninth blind audit, part c (benchmarks/blind_audit_9c.py): the survivor
``audit9c.families.planted_coupling_overrides_gamma``. planted-margin's margin is ``gamma``;
``coupling`` is the command line's name for it, used only when ``gamma`` is not given
(toolkit/models/families.py, ``_planted_margin``'s docstring). The margin is read off the
model's logits by hand: at a constant state ``a^n`` and each site ``i``,
``l_i(a) - max_{b != a} l_i(b)`` (toolkit/models/basins.py: every constant state has margin
exactly ``gamma`` at every site)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.models import make_model


def _margins(model, q: int, n: int) -> np.ndarray:
    out = []
    for a in range(q):
        x = np.full((1, n), a)
        for i in range(n):
            lg = np.asarray(model.logits(x, np.array([i])))[0]
            out.append(lg[a] - np.max(np.delete(lg, a)))
    return np.array(out)


@pytest.mark.parametrize("kw, want", [({}, 2.0), ({"gamma": 1.5}, 1.5), ({"coupling": 3.0}, 3.0),
                                      ({"gamma": 1.5, "coupling": 3.0}, 1.5), ({"gamma": 0.5, "coupling": 4.0}, 0.5)])
def test_planted_margin_gamma_wins_over_coupling(kw, want):
    m = make_model("planted-margin", q=3, n=3, **kw)
    np.testing.assert_allclose(_margins(m, 3, 3), want, rtol=0, atol=1e-12)

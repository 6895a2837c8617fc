"""harden9b (issue 30): the partial states' digits at q = 128 (a dtype boundary).

A partial state has digits ``0..q``, ``q`` = masked (PartialConditionals docstring); at
``q = 128`` the mask digit no longer fits in int8. One independent site with logits ``h``:
unmasking the one site draws it from ``softmax(h)``, in one step."""

from __future__ import annotations

import numpy as np

from exact.unmasking import partial_conditionals, unmasking_law
from toolkit.models import IndependentSites


def test_q128_mask_digit_and_law():
    h = np.linspace(0.0, 1.0, 128)
    c = partial_conditionals(IndependentSites(h[None, :]))
    assert c.size == 129 and int(c.digits[c.all_masked, 0]) == 128   # the all-masked state: digit q
    law, steps = unmasking_law(c)
    p = np.exp(h - h.max())
    np.testing.assert_allclose(law, p / p.sum(), rtol=1e-12)
    np.testing.assert_allclose(steps, [0.0, 1.0])

"""cmp15c: the closed form of the report's product law is a *stable* softmax.

``toolkit.app.report.reference._product_law(h, T)`` is the reference ``pi`` of independent
sites, ``prod_i softmax(h_i / T)[x_i]`` (site 0 most significant). Softmax is invariant under a
shift of the logits, so the reference may subtract any constant; only the maximum keeps every
exponent ``<= 0`` (no overflow). Hand values:

* ``h = ((0, ln 3), (ln 3, 0))``, ``T = 1``: site 0 ``(1/4, 3/4)``, site 1 ``(3/4, 1/4)``, so
  ``pi = (3/16, 1/16, 9/16, 3/16)`` over ``x = 00, 01, 10, 11``;
* ``h = ((0, 800), (0, 0))``, ``T = 1``: site 0 ``(1 / (1 + e^800), 1 / (1 + e^-800))``, in
  float64 ``(0, 1)`` (``e^-800`` underflows), site 1 ``(1/2, 1/2)``: ``pi = (0, 0, 1/2, 1/2)``.
  Shifting by the minimum instead forms ``e^800 = inf`` and ``inf / inf = nan``.
"""

import math

import numpy as np

from toolkit.app.report.reference import _product_law


def test_product_law_by_hand():
    h = np.array([[0.0, math.log(3.0)], [math.log(3.0), 0.0]])
    np.testing.assert_allclose(_product_law(h, 1.0), [3 / 16, 1 / 16, 9 / 16, 3 / 16], rtol=1e-15)


def test_product_law_at_a_logit_range_beyond_exp_overflow():
    with np.errstate(over="ignore", invalid="ignore"):
        pi = _product_law(np.array([[0.0, 800.0], [0.0, 0.0]]), 1.0)
    assert pi.tolist() == [0.0, 0.0, 0.5, 0.5]

"""prm20c promise sweep (issue 30): toolkit.app.report.reference's closed-form helpers away from
the section's special cases: the product law at T != 1 (the section uses T = 1 only) and a
log-sum-exp whose entries spread far (the section's spread at most ~23)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.report.reference import _logsumexp, _product_law


def test_product_law_divides_the_fields_by_T():
    # site 0: fields (0, 2 ln 3) at T = 2 -> softmax (0, ln 3) = (1/4, 3/4); site 1: (0, 0) -> (1/2, 1/2);
    # site 0 most significant: (00, 01, 10, 11) = (1/8, 1/8, 3/8, 3/8)
    h = np.array([[0.0, 2 * math.log(3.0)], [0.0, 0.0]])
    assert _product_law(h, 2.0) == pytest.approx([0.125, 0.125, 0.375, 0.375], abs=1e-15)


def test_logsumexp_of_widely_spread_entries():
    # ln(e^0 + e^1000) = 1000 + ln(1 + e^-1000) = 1000 in float64; ln(e^-1000 + e^0) = 0
    assert _logsumexp([0.0, 1000.0]) == 1000.0
    assert _logsumexp([-1000.0, 0.0]) == 0.0

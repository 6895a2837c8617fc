"""prm25b (eighth sweep, issue 30): ``_joint_closed_forms`` of the samplers section on a hand
joint: ``mu = exp(log_joint) / Z`` and the product of its marginals (site 0 slowest)."""

from __future__ import annotations

import numpy as np

from toolkit.app.report.samplers import _joint_closed_forms, _tv


def test_joint_and_product_by_hand():
    p = np.array([[0.1, 0.2], [0.3, 0.4]])          # p[x0, x1]
    mu, product = _joint_closed_forms(np.log(p) + 7.0)  # an unnormalised log joint
    np.testing.assert_allclose(mu, [0.1, 0.2, 0.3, 0.4], rtol=1e-13)
    # marginals: x0 (0.3, 0.7), x1 (0.4, 0.6); site 0 most significant
    np.testing.assert_allclose(product, [0.12, 0.18, 0.28, 0.42], rtol=1e-13)
    assert abs(_tv(mu, product) - 0.5 * (0.02 + 0.02 + 0.02 + 0.02)) < 1e-15

"""prm19c promise sweep (issue 30): toolkit.app.report.samplers' closed forms: the product of
the marginals in the joint's state order (site 0 most significant), and the any-order claim
covering every one-at-a-time sampler of the section."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app.report import samplers


def test_product_of_marginals_in_state_order():
    # mu(x0, x1) = [[.1, .2], [.3, .4]]: marginals site 0 (.3, .7), site 1 (.4, .6);
    # product in order 00, 01, 10, 11: .12, .18, .28, .42
    mu, product = samplers._joint_closed_forms(np.log(np.array([[0.1, 0.2], [0.3, 0.4]])))
    assert mu == pytest.approx([0.1, 0.2, 0.3, 0.4], abs=1e-15)
    assert product == pytest.approx([0.12, 0.18, 0.28, 0.42], abs=1e-15)


def test_any_order_claim_covers_every_one_site_order():
    # the module docstring: "one-at-a-time unmasking in every order": random, left-to-right,
    # confidence, margin (k = 1, not remasking)
    one = {s for s in samplers.SAMPLERS if s.endswith(":1") and not s.startswith("remask")}
    assert one == {"random:1", "left-to-right:1", "confidence:1", "margin:1"}
    assert set(samplers.ONE_AT_A_TIME) == one

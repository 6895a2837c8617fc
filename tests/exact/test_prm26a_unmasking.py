"""prm26a (ninth sweep, issue 30): :func:`exact.unmasking.sampler_law` hands a remasking
sampler's unmasking ``order`` on to :func:`exact.unmasking.remasking_law` when no precomputed step
``U`` is given (:func:`exact.unmasking.compare_samplers` always gives one, so only a direct call
reaches this site).

Identity: with ``r = n`` every round remasks every site, so the next state is drawn afresh by one
full unmasking run whatever the current state; the remasking chain's stationary law is then the
unmasking law of the same order and ``k`` (:func:`exact.unmasking.unmasking_law`). On an
incompatible toy the orders give different laws, so the order handed on is seen.
"""

from __future__ import annotations

import numpy as np

import exact.unmasking as um
from toolkit.models import make_model


def test_remasking_law_of_a_sampler_uses_its_order():
    toy = make_model("asymmetric-pairwise", q=2, n=2, scale=1.0, seed=0)
    cond = um.partial_conditionals(toy, temperature=1.0)
    laws = {}
    for order in ("left-to-right", "confidence", "random"):
        law, steps = um.sampler_law(cond, um.parse_sampler(f"remask:2:{order}:1", 2))
        unmask, _ = um.unmasking_law(cond, order=order, k=1)
        np.testing.assert_allclose(law, unmask, atol=1e-10)
        assert np.isnan(steps).all()
        laws[order] = law
    # the orders differ on this toy (else the check above would not tell them apart)
    assert 0.5 * np.abs(laws["left-to-right"] - laws["random"]).sum() > 0.05
    assert 0.5 * np.abs(laws["confidence"] - laws["random"]).sum() > 0.05

"""prm30d (issue 30): ``glauber samplers --sampled`` measures each remasking sampler against
its OWN stationary law.

Contract (:func:`toolkit.app.commands.samplers._sampled`): ``stationarity_tv`` is "the exact
distance of the draws' law from the chain's stationary law (``result.laws``)", the sampler's
own row of it. Two remasking samplers of different sizes (remask:1 and remask:3 on three sites
of an asymmetric pairwise model: different stationary laws) with the second the last: the
first one's rounds (2 given) and distance are recomputed here by dense matrix powers of its
own kernel from its own unmasking start, against its own row of ``result.laws``."""

import numpy as np

from exact.unmasking import (
    compare_samplers,
    parse_sampler,
    partial_conditionals,
    remasking_kernel,
    unmasking_law,
)
from toolkit.app.commands.samplers import _sampled
from toolkit.models import make_model


def test_each_remasking_sampler_is_measured_against_its_own_law():
    model = make_model("asymmetric-pairwise", q=2, n=3, seed=1)
    samplers = [parse_sampler("remask:1", 3), parse_sampler("remask:3", 3)]
    result = compare_samplers(model, temperature=1.0, samplers=samplers)
    assert 0.5 * np.abs(result.laws[0] - result.laws[1]).sum() > 1e-3  # two different targets
    rows = _sampled(model, result, samplers, 20, 1.0, 0, 2, 1e6)
    cond = partial_conditionals(model, temperature=1.0)
    for a, (s, row) in enumerate(zip(samplers, rows, strict=True)):
        K = remasking_kernel(cond, r=s.r, order=s.order, k=s.k).toarray()
        mu = unmasking_law(cond, order=s.order, k=s.k)[0]
        law = mu @ np.linalg.matrix_power(K, 2)
        assert row["rounds"] == 2
        assert abs(row["stationarity_tv"] - 0.5 * np.abs(law - result.laws[a]).sum()) < 1e-12

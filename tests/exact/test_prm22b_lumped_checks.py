"""prm22b (issue 30, fifth sweep): exact.lumped_checks.count_rectangles against the full
model's rectangles (its docstring: every count rectangle "summarised as the full model's
rectangles"), on q = 3, where the (a, a') x (b, b') token pairs are 9, not 1 as for q = 2.

The independent computation is exact.rectangles.all_rectangles on the same model enumerated
over its 3^4 = 81 states (486 rectangles): the prevalence is the certified fraction of that
table, and integer-weighted quantiles are numpy.quantile's over it (abs_log_r_quantiles'
docstring). Above EXACT_COUNT_MAX the weights are relative floats: the prevalence is still
the certified fraction (the documented rule on the other side of that boundary; the limit
is lowered to 1 to reach it on a small model).
"""

import numpy as np

from exact import lumped_checks
from exact.rectangles import all_rectangles
from toolkit.models.exchangeable import random_exchangeable


def _full(m):
    t = all_rectangles(m)
    return np.abs(t.log_r), t.certified


def test_count_quantiles_are_the_full_tables():
    m = random_exchangeable(3, 4, 1.0, rng=1)
    absr, cert = _full(m)
    r = lumped_checks.count_rectangles(m)
    assert r.count == absr.size == 486
    assert r.n_certified == int(cert.sum())
    want = np.quantile(absr, [0.5, 0.9, 0.99])
    np.testing.assert_allclose([r.quantiles["q50"], r.quantiles["q90"], r.quantiles["q99"]], want, rtol=1e-12)
    assert abs(r.quantiles["max"] - absr.max()) <= 1e-12 * absr.max()


def test_float_weight_prevalence_is_the_certified_fraction(monkeypatch):
    m = random_exchangeable(3, 4, 1.0, rng=1)
    absr, cert = _full(m)
    frac = cert.sum() / cert.size
    assert 0 < frac < 1
    monkeypatch.setattr(lumped_checks, "EXACT_COUNT_MAX", 1)   # the float-weight branch
    r = lumped_checks.count_rectangles(m)
    assert abs(r.prevalence.value - frac) < 1e-12
    assert r.n_certified == int(cert.sum())

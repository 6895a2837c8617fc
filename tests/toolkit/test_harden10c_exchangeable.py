"""harden10c (issue 30): toolkit.models.exchangeable.MeanFieldPotts is compatible (its
docstring: pi_T(x) ∝ exp((beta/n sum_{i<j} [x_i = x_j] + sum_i field[x_i]) / T)), and
exact.lumped.count_stationary_law takes "the path product" for "q = 2 and compatible
models" (its docstring): at q = 3 the law of the counts comes from the path product and
equals the closed form nu(c) ∝ multinomial(n; c) exp((beta/n sum_a C(c_a, 2) + field.c)/T)."""

import math

import numpy as np

from exact.lumped import count_chain, count_stationary_law
from toolkit.models.exchangeable import MeanFieldPotts


def test_mean_field_potts_q3_is_compatible_and_uses_the_path_product():
    q, n, beta, T = 3, 4, 1.5, 0.8
    field = np.array([0.2, -0.1, 0.0])
    m = MeanFieldPotts(q, n, beta, field=field)
    assert m.compatible is True
    chain = count_chain(m, temperature=T)
    law = count_stationary_law(m, temperature=T, chain=chain)
    assert law.method == "count path product (logs)"
    w = np.array([math.factorial(n) / np.prod([math.factorial(int(k)) for k in c])
                  * math.exp((beta / n * sum(k * (k - 1) / 2 for k in c) + float(field @ c)) / T)
                  for c in chain.counts])
    np.testing.assert_allclose(law.pi, w / w.sum(), rtol=1e-12)

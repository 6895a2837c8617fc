"""prm21e (issue 30): MeanFieldPotts' declared logit error, gamma_3 (|beta| c_a / n + |field_a|)
(LOGIT_ERROR_RULE: fl(fl(beta/n) c_a) + field_a, three roundings; Higham's gamma_k = k u / (1 - k u))."""

import numpy as np

from toolkit.models.exchangeable import MeanFieldPotts

U = 2.0**-53


def gamma(k):
    return k * U / (1 - k * U)


def test_mean_field_potts_error_is_gamma_3():
    # fl(fl(beta/n) c_a) + field_a: three roundings, gamma_3 (|beta| c_a / n + |field_a|)
    m = MeanFieldPotts(3, 4, 2.0, field=[0.5, -1.0, 0.0])
    c = np.array([[3, 0, 0], [1, 1, 1]])
    err = m.count_logit_error(c, m.count_logits(c))
    assert np.array_equal(err, gamma(3) * (0.5 * c + np.array([0.5, 1.0, 0.0])))

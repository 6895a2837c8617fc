"""prm22e: toolkit.models.exchangeable.MeanFieldPotts' declared logit error keeps the |field_a| term
(its LOGIT_ERROR_RULE: gamma_3 (|beta| c_a / n + |field_a|)), also for a token no other site holds."""
import numpy as np

from toolkit.models.exchangeable import MeanFieldPotts


def test_potts_error_has_the_field_term():
    m = MeanFieldPotts(3, 4, 2.0, field=[0.5, -1.0, 0.25])
    c = np.array([[3, 0, 0]])
    logits = m.count_logits(c)
    u = np.finfo(float).eps / 2
    g3 = 3 * u / (1 - 3 * u)  # Higham's gamma_3
    # |beta| c / n = (1.5, 0, 0); |field| = (0.5, 1, 0.25)
    np.testing.assert_allclose(m.count_logit_error(c, logits), g3 * np.array([[2.0, 1.0, 0.25]]), rtol=1e-12)

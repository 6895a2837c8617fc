"""prm23e sixth sweep (issue 30): :class:`toolkit.models.CurieWeiss`'s declared logit error,
``LOGIT_ERROR_RULE = "gamma_3 (|beta S| / n + |field|)"`` with ``S = c_1 - c_0`` (the other
sites' spin sum), at a BALANCED context (``S = 0``) where ``|S|`` and ``c_0 + c_1 = n - 1``
differ (at a monochromatic context they are equal). ``u = fl(fl(beta/n) S) + field`` is then
exactly 0: the bound is ``gamma_3 |field|``."""

import numpy as np

from toolkit.models.exchangeable import CurieWeiss


def test_balanced_context_error_is_the_field_term_only():
    m = CurieWeiss(5, 2.0, field=0.5)
    c = np.array([[2, 2], [4, 0], [1, 3]])         # S = 0, -4, 2 over n - 1 = 4 other sites
    err = m.count_logit_error(c, m.count_logits(c))
    u = 2.0**-53
    gamma3 = 3 * u / (1 - 3 * u)                    # Higham's gamma_3
    np.testing.assert_allclose(err, gamma3 * (2.0 / 5 * np.array([0.0, 4.0, 2.0]) + 0.5), rtol=1e-12)

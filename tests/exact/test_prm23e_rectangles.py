"""prm23e sixth sweep (issue 30): :func:`exact.rectangles.reference_rectangles`'s witness
``(i, j, state, a, b, log_r, bound)`` names ``a`` the token of site ``i`` and ``b`` that of
site ``j`` (``a' = b' = 0``). With ``q = 2`` both are 1 whatever the order; with ``q = 3``
a model whose only incompatibility is at (site 0 token 2, site 1 token 1) tells them apart.

Pairwise ``J[0, 1, 2, 1] = 1`` (``l_0(a; x_1) = [a = 2][x_1 = 1]``, ``l_1 = 0``, the module
docstring's convention): the rectangle ``a = 2, b = 1`` has ``|log R| = 1``, every other
reference rectangle 0."""

import numpy as np

from exact.kernel import glauber_kernel
from exact.logits import site_logits
from exact.rectangles import rectangle_rule, reference_rectangles
from toolkit.models import Pairwise


def _model():
    J = np.zeros((2, 2, 3, 3))
    J[0, 1, 2, 1] = 1.0
    return Pairwise(np.zeros((2, 3)), J)


def test_witness_names_site_i_token_then_site_j_token():
    checked, certified, ratio, w = reference_rectangles(site_logits(_model(), progress=False),
                                                        stop_at_first=False)
    assert checked == 4 and certified == 1
    i, j, state, a, b, lr, bd = w
    assert (i, j, state, a, b) == (0, 1, 0, 2, 1)
    assert abs(abs(lr) - 1.0) < 1e-12


def test_rule_message_names_the_tokens_in_site_order():
    rule = rectangle_rule(glauber_kernel(_model()))
    assert not rule.reversible
    assert "tokens 2/0 and 1/0" in rule.detail

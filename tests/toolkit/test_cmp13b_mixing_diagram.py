"""cmp13b: ``exact_timescales`` uses Glauber's gap only at zero field.

:func:`exact.transfer.glauber_cycle_gap` assumes zero field (``(1 - tanh(|c| / T)) / n``,
Glauber 1963), so :func:`toolkit.app.mixing_diagram.exact_timescales` must not use it on a
cycle whose field is uniform but not zero (``h_i = (0, 1/2)`` at every site: one entry 0, one
not). Independent check: the random-scan heat-bath kernel is ``P = (1/n) sum_i P_i`` with each
``P_i`` an orthogonal projection in ``L^2(pi)``, so ``P`` is positive semi-definite and
``t_rel = 1 / (1 - lambda_2)`` from a dense eigen-solve of its 16 x 16 matrix.
"""

import math

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from exact.transfer import glauber_cycle_gap
from toolkit.app.mixing_diagram import exact_timescales
from toolkit.models.toy import Pairwise, potts


def _field_cycle(n=4, c=1.0):
    zero = potts(2, n, c, graph="cycle")
    h = np.tile([0.0, 0.5], (n, 1))
    return Pairwise(h, np.array(zero.J))


def test_a_nonzero_uniform_field_is_not_given_the_zero_field_gap():
    n, c, T = 4, 1.0, 1.0
    m = _field_cycle(n, c)
    out, method, _ = exact_timescales(m, T, t_mix=False)
    assert method != "exact (transfer)"
    rel = [t for t in out if t.quantity == "t_rel"]
    assert rel
    P = glauber_kernel(m, temperature=T).dense()
    ev = np.sort(np.linalg.eigvals(P).real)
    t_rel = 1.0 / (1.0 - ev[-2])
    assert rel[0].value == pytest.approx(t_rel, rel=1e-8)
    assert not math.isclose(rel[0].value, 1.0 / glauber_cycle_gap(n, c, temperature=T), rel_tol=1e-3)

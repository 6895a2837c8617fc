"""ops13b: ``Pairwise.is_compatible(atol=...)`` compares with the tolerance it is given.

By hand, ``q = 2``, ``n = 2``, ``J[0, 1] = [[d, 0], [0, 0]]``, ``J[1, 0] = 0``: the
double-centred part of ``[[d, 0], [0, 0]]`` is ``d/4 * [[1, -1], [-1, 1]]`` (row and column
means ``d/2, 0``, grand mean ``d/4``), that of ``J[1, 0].T`` is 0, so the two differ by ``d/4``
entrywise: compatible exactly when ``atol >= d/4``.
"""

import numpy as np

from toolkit.models.toy import Pairwise


def _model(d):
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[d, 0.0], [0.0, 0.0]]
    return Pairwise(np.zeros((2, 2)), J)


def test_is_compatible_uses_its_atol():
    m = _model(1e-6)  # centred difference 2.5e-7
    assert not m.is_compatible()  # default atol 1e-10 < 2.5e-7
    assert m.is_compatible(atol=1e-6)  # 2.5e-7 <= 1e-6
    assert not m.is_compatible(atol=1e-7)  # 2.5e-7 > 1e-7


def test_is_compatible_exact_case():
    assert _model(0.0).is_compatible()

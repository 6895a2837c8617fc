"""ops13b: ``RectangleTable.summary(n_witnesses=k)`` keeps the ``k`` worst certified rectangles.

By hand: three sites of two tokens, no fields, ``J[i, j] = [[1/2, 0], [0, 0]]`` for ``i < j`` and
``J[j, i] = 0``. Each site pair has one token rectangle per context of the third site (2), and
its ``log R`` is site i's logit-difference change with ``x_j``, ``1/2``, minus site j's, 0: six
rectangles, all ``|log R| = 1/2``, all certified (the rounding bound is ~1e-16). The table's own
``witnesses`` hold the first 5 (:meth:`exact.rectangles.RectangleTable.worst`); the summary
holds ``n_witnesses`` of them when given (docstring), so 2, 6 (more than the table's 5) and 0.
"""

import numpy as np

from exact.rectangles import all_rectangles
from toolkit.models.toy import Pairwise


def _table():
    J = np.zeros((3, 3, 2, 2))
    for i, j in [(0, 1), (0, 2), (1, 2)]:
        J[i, j] = [[0.5, 0.0], [0.0, 0.0]]
    return all_rectangles(Pairwise(np.zeros((3, 2)), J))


def test_table_by_hand():
    t = _table()
    assert len(t) == 6 and t.n_certified == 6
    np.testing.assert_allclose(np.abs(t.log_r), 0.5, rtol=1e-12)
    assert len(t.summary().witnesses) == 5  # the table's own first five


def test_summary_keeps_n_witnesses():
    t = _table()
    for k in (2, 6, 0):
        s = t.summary(n_witnesses=k)
        assert len(s.witnesses) == k
        assert all(abs(abs(w.log_r) - 0.5) < 1e-12 for w in s.witnesses)

"""prm30d (issue 30): the zero-temperature quench sweeps again when only an INNER site changed.

:func:`toolkit.metastable.quench` sweeps ``x_i <- argmax l_i`` (ties: keep) until a sweep
changes nothing. Pairwise model, q = 2, n = 3, by hand: site 1 has a field ``h[1, 1] = 2``
(it turns to 1), site 0 copies site 1 (``J[0, 1, a, b] = 1`` when ``a = b``), site 2 has
flat logits (a tie: it keeps its token). From ``(0, 0, 0)``: sweep 1 keeps site 0 (site 1 is
still 0 when site 0 is updated), turns site 1 to 1, keeps site 2; sweep 2 turns site 0 to 1;
sweep 3 changes nothing. The fixed point is ``(1, 1, 0)``: ``(0, 1, 0)``, where the first
sweep ends, is not one (site 0's argmax there is 1)."""

import numpy as np

from toolkit.metastable import quench
from toolkit.models.toy import Pairwise


def _model():
    h = np.zeros((3, 2))
    h[1, 1] = 2.0
    J = np.zeros((3, 3, 2, 2))
    J[0, 1] = np.eye(2)
    return Pairwise(h, J)


def test_an_inner_change_sweeps_again():
    fixed, conv = quench(_model(), np.array([[0, 0, 0]]))
    assert fixed.tolist() == [[1, 1, 0]] and conv.tolist() == [True]


def test_a_state_already_fixed_is_returned_as_is():
    fixed, conv = quench(_model(), np.array([[1, 1, 0], [0, 1, 0]]))
    assert fixed.tolist() == [[1, 1, 0], [1, 1, 0]] and conv.tolist() == [True, True]

"""Contract sweep s3 (issue 30): toolkit._margins promises left unpinned: integer logits become
float64, the two largest entries along another axis, deficits along another axis, the -inf
second entry of a one-token axis. Expected values by hand."""

import numpy as np

from toolkit._margins import deficits, margins, max_others, top_two


def test_integer_logits_become_float64():
    m = margins(np.array([3, 0, 1]))
    assert m.dtype == np.float64 and m.tolist() == [2.0, -3.0, -2.0]
    assert deficits(np.array([3, 0, 1])).dtype == np.float64


def test_top_two_and_max_others_along_axis_zero():
    z = np.array([[1.0, 5.0], [4.0, 5.0], [2.0, 0.0]])   # columns (1, 4, 2) and (5, 5, 0)
    t1, t2 = top_two(z, axis=0)
    assert t1.tolist() == [[4.0, 5.0]] and t2.tolist() == [[2.0, 5.0]]
    assert max_others(z, axis=0).tolist() == [[4.0, 5.0], [2.0, 5.0], [4.0, 5.0]]
    assert deficits(z, axis=0).tolist() == [[3.0, 0.0], [0.0, 0.0], [2.0, 5.0]]
    one1, one2 = top_two(np.array([[7.0]]))
    assert one1.tolist() == [[7.0]] and one2.tolist() == [[-np.inf]]

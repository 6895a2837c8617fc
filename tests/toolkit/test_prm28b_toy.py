"""prm28b: Pairwise._owned copies J when J is a view (owndata False): zeroing the diagonal must
never write into an array the caller still holds through another name."""
import numpy as np

from toolkit.models.toy import Pairwise


def test_owned_copies_a_writeable_view_before_zeroing_its_diagonal():
    n, q = 2, 2
    base = np.ones((2 * n, n, q, q))
    J = base[:n]                    # a writeable view: J.flags.owndata is False
    assert J.flags.writeable and not J.flags.owndata
    h = np.zeros((n, q))
    m = Pairwise._owned(h, J)
    assert (base == 1.0).all()      # the caller's array is untouched
    assert (m.J[np.arange(n), np.arange(n)] == 0.0).all()

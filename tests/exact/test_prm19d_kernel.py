"""prm19d (issue 30, second promise sweep): ``GlauberKernel``'s repr names q and n correctly
(a model with q != n tells them apart)."""

from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_repr_names_q_and_n():
    K = glauber_kernel(potts(2, 3, 1.0), temperature=0.5, lazy=0.25)
    assert repr(K) == "GlauberKernel(q=2, n=3, T=0.5, scan='random', lazy=0.25)"

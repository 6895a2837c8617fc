"""prm28c (issue 30): a sampled RectangleResult's ``max_bound`` is the largest bound over the
distinct rectangles, shown on a hand-built table whose largest bound is NOT the bound of the
rectangle with the largest |log R| (in a real run the two often coincide)."""
import numpy as np

from toolkit.incompat import _result
from toolkit.models import make_model


def test_max_bound_is_the_largest_bound():
    model = make_model("potts", q=2, n=3, coupling=1.0)
    X = np.array([[0, 0, 0], [1, 1, 1]])
    table = {"context": np.array([0, 1]), "i": np.array([0, 1]), "j": np.array([1, 2]),
             "a": np.array([0, 0]), "a2": np.array([1, 1]), "b": np.array([0, 0]), "b2": np.array([1, 1]),
             "log_r": np.array([0.5, -1.0]), "bound": np.array([2.0, 0.1]),
             "certified": np.array([False, True])}
    r = _result(model, table, X, 1.0, 2, 2)
    assert r.count == 2
    assert r.max_abs == 1.0 and r.max_bound == 2.0

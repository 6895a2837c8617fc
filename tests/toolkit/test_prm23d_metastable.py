"""prm23d (issue 30): toolkit.metastable.DwellResult's means each need two sojourns of THEIR
side (a mean with an interval from >= 2 values); the sides' counts differ here."""
import numpy as np
import pytest

from toolkit.metastable import DwellResult
from toolkit.results import Estimate


def _result(inside, outside):
    return DwellResult(np.asarray(inside, float), np.asarray(outside, float), 100, 2, "glauber",
                       Estimate(0.5, stderr=0.1, ci=(0.3, 0.7), n_samples=2, method="x"))


def test_mean_inside_from_three_sojourns_with_one_outside():
    r = _result([2.0, 4.0, 6.0], [5.0])
    m = r.mean_inside()
    assert m is not None and m.value == pytest.approx(4.0)   # (2 + 4 + 6) / 3
    assert r.mean_outside() is None


def test_mean_inside_is_none_with_one_sojourn_inside():
    r = _result([3.0], [1.0, 2.0, 3.0])
    assert r.mean_inside() is None
    assert r.mean_outside().value == pytest.approx(2.0)

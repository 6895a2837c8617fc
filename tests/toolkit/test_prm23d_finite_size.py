"""prm23d (issue 30): toolkit.finite_size.binder_crossings with errors NOT equal across the two
sizes of a pair (equal errors make ``hypot(err_a, err_b)`` and ``hypot(err_a, err_a)`` alike)."""
import numpy as np
import pytest

from toolkit.finite_size import binder_crossings


def test_binder_noise_combines_both_sizes_errors():
    # D = U_b - U_a = (0.1, 0.1, 0, -0.1, -0.1), away from saturation; size a exact, size b with
    # error 0.06: the noise 2 hypot(0, 0.06) = 0.12 exceeds every |D|, so no point is significant
    # (documented: neither when |D| <= 2 err) and there is no crossing
    T = np.linspace(1.0, 2.0, 5)
    D = np.array([0.1, 0.1, 0.0, -0.1, -0.1])
    U = np.vstack([np.full(5, 0.3), 0.3 + D])
    err = np.vstack([np.zeros(5), np.full(5, 0.06)])
    (c,) = binder_crossings(T, [8, 16], U, err=err)
    assert c["crossings"] == [] and c["T_x"] is None and c["falls"] == 0.0
    # and with the errors the other way round the same (hypot is symmetric)
    (c2,) = binder_crossings(T, [8, 16], U, err=err[::-1])
    assert c2["crossings"] == [] and c2["falls"] == 0.0
    # with no error at all the crossing is the root of D, at the middle temperature
    (c0,) = binder_crossings(T, [8, 16], U, err=np.zeros((2, 5)))
    assert c0["T_x"] == pytest.approx(1.5)

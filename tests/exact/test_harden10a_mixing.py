"""harden10a: exact.mixing's stepping with dtype=float32 evolves in float32 (issue 30)."""

import numpy as np

from exact.mixing import mixing_time


def test_stepping_float32_evolves_in_float32():
    # P = [[1 - a, a], [a, 1 - a]], pi = (1/2, 1/2) (exact in float32): d(t) = 0.5 (1 - 2a)^t,
    # t_mix(1/4) = 4 for a = 0.1 (d(3) = 0.256, d(4) = 0.2048). mixing_time's docstring: dtype is
    # "the float type of the evolved distributions (float32 ... TV then carries ~1e-6 round-off)":
    # with float32 the kernel's a = 0.1 itself rounds by ~1.5e-9 and every step by ~3e-8, so the
    # distances differ from the closed form by far more than float64's ~1e-16, and by at most ~1e-6
    a = 0.1
    P = np.array([[1 - a, a], [a, 1 - a]])
    pi = np.array([0.5, 0.5])
    for dtype, lo, hi in ((np.float64, 0.0, 1e-14), (np.float32, 1e-10, 1e-6)):
        r = mixing_time(P, eps=0.25, pi=pi, method="stepping", dtype=dtype)
        assert r.t_mix == 4
        t = np.array(r.times)
        err = np.abs(np.array(r.distances) - 0.5 * (1 - 2 * a) ** t).max()
        assert lo <= err <= hi, (dtype, err)

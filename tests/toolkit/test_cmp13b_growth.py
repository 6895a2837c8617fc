"""cmp13b: the faster-than-polynomial rule of ``growth_verdict`` at a lower-end slope equal to
``z_fast``.

The rule (module docstring of :mod:`toolkit.growth`): the lower ends' slope over each pair of
the window reaches ``z_fast``, and the top slope is at least ``s_1 + (s_1 - z_poly)(m_2 / m_1 -
1)``, ``m_k = (n_{k+1}^{1/2} - n_k^{1/2}) / ln(n_{k+1} / n_k)``. The reasons call the lower
ends "faster than n^z_fast" when every slope is ``>= z_fast`` (the tie included), so the verdict
must agree with them at the tie. By hand: ``n = 10, 20, 40``, ``lo = 1, 16, 10^4`` (``hi = 2
lo``): slopes ``ln 16 / ln 2 = 4`` and ``ln 625 / ln 2 = 9.29``; with ``z_poly = 2.5`` the top
slope needed is ``4 + 1.5 (sqrt 2 - 1) = 4.62``; the upper ends rise by ``n^4`` and more, so
neither polynomial branch holds. ``z_fast`` is set to the first slope as computed in floating
point (``(ln 16 - ln 1) / (ln 20 - ln 10)``), so the tie is exact.
"""

import numpy as np

from toolkit.growth import growth_verdict


def test_a_lower_slope_equal_to_z_fast_counts_as_fast():
    n = np.array([10.0, 20.0, 40.0])
    lo = np.array([1.0, 16.0, 1e4])
    s1 = float((np.log(lo)[1] - np.log(lo)[0]) / np.diff(np.log(n))[0])
    assert abs(s1 - 4.0) < 1e-12
    v = growth_verdict(n, lo, 2 * lo, z_poly=2.5, z_fast=s1)
    text = " ".join(v.reasons)
    assert "(faster than n^" in text
    assert v.verdict == "faster than polynomial", text


def test_a_lower_slope_below_z_fast_is_not_fast():
    n = np.array([10.0, 20.0, 40.0])
    lo = np.array([1.0, 16.0, 1e4])
    v = growth_verdict(n, lo, 2 * lo, z_poly=2.5, z_fast=4.01)
    assert v.verdict == "undetermined"

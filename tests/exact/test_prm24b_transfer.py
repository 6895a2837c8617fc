"""prm24b: arguments of :mod:`exact.transfer` that no test passed off its default (seventh
sweep, ``benchmarks/default_only_args.py``).

- ``transfer_scan(joint)``: documented (``TransferTable``) as ``binder``, ``order_mean``, ...
  NaN when ``q >= 3`` and ``joint`` is False; ``joint=True`` forces the joint counts even over
  ``max_joint_work`` (``None`` decides by that bound). ``label``: the table's label.
- ``_ratio_mpmath(max_dps)``: ``h = 0``, ``Phi = [[0, -d], [0, 0]]`` (``d = 1e-60``) gives
  ``M = [[1, s], [1, 1]]``, ``s = e^-d``, eigenvalues ``1 +- sqrt(s)``; by hand
  ``lambda_2 / lambda_1 = (1 - e^{-d/2}) / (1 + e^{-d/2}) = d/4`` to first order, so
  ``ln(lambda_1/lambda_2) = ln 4 + 60 ln 10``; it needs about 80 digits, so with
  ``max_dps = 60`` it stays unresolved (below ``10^-(max_dps - 20)``) and is ``inf``.
- ``_smallest_m_eigenvalue(rtol, max_iter)``: with ``rtol = 1`` (or ``max_iter = 1``) the
  inverse iteration stops after one solve and returns the midpoint of the Collatz-Wielandt
  bounds ``x / M^{-1} x`` of the start, computed here with ``numpy.linalg.solve``; the
  converged value is ``numpy.linalg.eigvals``' smallest.
"""

import math

import numpy as np
import pytest

from exact.transfer import _ratio_mpmath, _smallest_m_eigenvalue, potts_chain, transfer_scan


def _scan(**kw):
    return transfer_scan(lambda n: potts_chain(3, n, 1.0), temperatures=[1.0], n_values=[4], **kw)


def test_transfer_scan_joint_false_leaves_the_joint_observables_nan():
    tab = _scan(joint=False)
    assert tab.joint.tolist() == [False]
    assert np.isnan(tab["binder"]).all() and np.isnan(tab["order_mean"]).all()
    assert np.isfinite(tab["chi"]).all()  # needs no joint counts


def test_transfer_scan_joint_true_overrides_the_work_bound():
    tab = _scan(joint=True, max_joint_work=1.0)
    assert tab.joint.tolist() == [True]
    assert np.isfinite(tab["binder"]).all()


def test_transfer_scan_label():
    assert _scan(label="my chains").label == "my chains"


def test_ratio_mpmath_max_dps_caps_the_precision():
    h, Phi = np.zeros(2), np.array([[0.0, -1e-60], [0.0, 0.0]])
    assert _ratio_mpmath(h, Phi) == pytest.approx(math.log(4.0) + 60 * math.log(10.0), rel=1e-12)
    assert _ratio_mpmath(h, Phi, max_dps=60) == math.inf


def _tridiagonal():
    lower, upper = np.array([0.0, 0.2, 0.3]), np.array([0.1, 0.25, 0.0])
    B = np.diag(lower[1:], -1) + np.diag(upper[:-1], 1)
    M = np.eye(3) - B
    return lower, upper, M.sum(axis=1), M


def _one_step(M, x):
    r = x / np.linalg.solve(M, x)
    return 0.5 * (r.min() + r.max())


@pytest.mark.parametrize("kw", [{"rtol": 1.0}, {"max_iter": 1}])
def test_smallest_m_eigenvalue_stops_early(kw):
    lower, upper, rows, M = _tridiagonal()
    x = np.array([1.0, 2.0, 3.0])
    exact = np.linalg.eigvals(M).real.min()
    assert _smallest_m_eigenvalue(lower, upper, rows, x) == pytest.approx(exact, rel=1e-12)
    one = _smallest_m_eigenvalue(lower, upper, rows, x, **kw)
    assert one == pytest.approx(_one_step(M, x), rel=1e-12)
    assert abs(one - exact) > 1e-4


def test_ratio_mpmath_large_phi_is_tried_at_the_cap():
    # prm24b bug: the first precision 50 + 4 max|Phi| / ln 10 (2134 digits here) exceeded the cap
    # 1600, so nothing was tried and inf (xi = 0) came back. e^Phi = u u^T + d e_0 e_1^T with
    # u = e^f, f = (0, 300, 600), d = e^300 expm1(eta): rank two, trace |u|^2, and its one
    # non-zero 2x2 principal minor -d u_0 u_1, so lambda_1 + lambda_2 = |u|^2 and
    # lambda_1 lambda_2 = -d u_0 u_1; by hand ln(lambda_1/|lambda_2|) = 2 ln|u|^2 - ln(d u_0 u_1)
    # = 2400 - 600 - ln expm1(eta) (+ terms below e^-600). It needs about 810 digits.
    f = np.array([0.0, 300.0, 600.0])
    Phi = f[:, None] + f[None, :]
    Phi[0, 1] += 1e-6
    eta = Phi[0, 1] - 300.0  # exact in float64 (Sterbenz)
    expected = 1800.0 - math.log(math.expm1(eta))
    assert _ratio_mpmath(np.zeros(3), Phi) == pytest.approx(expected, rel=1e-12)

"""Tests written for the survivors of the seventh blind mutation audit, part a (issue 30;
benchmarks/blind_audit_7a.py), each from the mathematics or the documented contract."""

from __future__ import annotations

from exact.lumped_checks import count_fixed_points
from toolkit.models.exchangeable import CurieWeiss


def test_no_coupling_has_no_strict_count_fixed_point():
    # beta = 0: every logit of every site is 0, so every class's margin is 0 - 0 = 0: a tie, not a
    # strict argmax; count_fixed_points lists only classes with margin > 0 (its docstring: strict)
    assert count_fixed_points(CurieWeiss(4, 0.0)) == ()
    # and beta > 0 keeps exactly the two monochromatic classes (module docstring: margin 3 at beta = 2)
    assert [f.counts for f in count_fixed_points(CurieWeiss(4, 2.0))] == [(0, 4), (4, 0)]


def test_iat_of_a_kernel_reducible_in_float64_is_inf():
    # exact.observables' docstring: a kernel reducible in float64 makes I - P + 1 pi^T singular and
    # tau_f is then inf (the chain never decorrelates), not NaN. P = I on two states: pi = (1/2, 1/2)
    # is stationary, I - P + 1 pi^T = [[1/2, 1/2], [1/2, 1/2]] is singular.
    import math

    import numpy as np

    from exact.observables import exact_iat

    assert math.isinf(exact_iat(np.eye(2), np.array([0.5, 0.5]), np.array([0.0, 1.0])))

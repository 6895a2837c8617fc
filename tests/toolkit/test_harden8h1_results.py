"""toolkit.results on degenerate inputs (harden8h1, issue 30): counts beyond float64 (a lumped
model's rectangles, C(n, 2) q^(n-2) ...), with either sign, in the range check of a loaded
result and in the printed tables; NaN inside complex arrays in ``results_equal``; an
underflowing stationary law's ``log_pi_min``. Expected values from the module's documented
contract (its docstrings), computed by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.results import (
    Estimate,
    StationaryLaw,
    _fmt,
    from_json_document,
    results_equal,
    to_json_document,
)


# ---------------------------------------------------------------- counts beyond float64 on load
@pytest.mark.parametrize("count", [-(10**400), -(2**1001), -(10**19), -1])
def test_a_negative_count_is_refused_at_any_size(count):
    # _check_range: "counts (every int field but the -1 sentinels) >= 0"; an int past float64's
    # range keeps its sign ("its sign decides")
    doc = to_json_document(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    doc["data"]["n_samples"] = count
    with pytest.raises(InvalidInputError, match=r"/data/n_samples of Estimate must be >= 0 \(a count\)"):
        from_json_document(doc)


@pytest.mark.parametrize("count", [10**400, 2**1001, 0])
def test_a_non_negative_count_beyond_float64_is_loaded(count):
    doc = to_json_document(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    doc["data"]["n_samples"] = count
    assert from_json_document(doc).n_samples == count


# ---------------------------------------------------------------- printing such counts
@pytest.mark.parametrize("x, text", [
    (10**400, "~10^400"),          # 401 digits: ~10^(digits - 1)
    (-(10**400), "-~10^400"),      # the same with its sign
    (-(10**300), "-~10^300"),      # the boundary: |x| < 10**300 is printed as a float
    (-(10**299), "-1e+299"),
    (-(10**18), "-1e+18"),         # |x| < 10**18 is printed in full
    (-(10**18) + 1, "-999999999999999999"),
    (0, "0"),
])
def test_fmt_of_huge_ints_keeps_the_sign(x, text):
    assert _fmt(x) == text


# ---------------------------------------------------------------- NaN inside arrays of every float kind
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
def test_nan_equals_nan_inside_arrays_of_any_float_dtype(dtype):
    # results_equal: "numpy arrays by shape and values (NaN equals NaN)"
    a = np.array([1.0, np.nan, 3.0], dtype=dtype)
    assert results_equal(a, a.copy())
    b = a.copy()
    b[2] = 4.0
    assert not results_equal(a, b)


def test_complex_nan_in_the_imaginary_part_equals_itself():
    a = np.array([complex(1.0, math.nan), 2.0 + 0j])
    assert results_equal(a, a.copy())


# ---------------------------------------------------------------- a law that underflows
def test_log_pi_min_uses_log_pi_when_pi_underflows():
    # pi = (1, e^-800) normalised: e^-800 is 0 in float64, ln min pi = -800 - ln(1 + e^-800) = -800
    law = StationaryLaw(np.array([1.0, 0.0]), np.array([0.0, -800.0]), "gth", 0.0, 0.0, 0.0, 2)
    assert law.pi_min == 0.0 and law.log_pi_min == -800.0
    law2 = StationaryLaw(np.array([1.0, 0.0]), np.array([0.0, -1e4]), "gth", 0.0, 0.0, 0.0, 2)
    assert law2.log_pi_min == -1e4

"""harden10i: documented formulas and the values a message or table quotes, from hand values.

- exact/_nonreversible_krylov.py: ``two_sided_error = min(min(r, s) / c, r s / (c delta))``
  (its docstring) and the products' round-off ``10 (n q + log2 N) u sqrt(q) / c`` (module
  docstring; ``n q`` is 64 and ``q`` is 1 for a kernel given as a matrix, the code's stated
  default).
- exact/_linalg.py: check_stochastic names the first row whose sum is off, and quotes *that*
  row's sum.
- exact/scans.py: ``NlognFit``'s summary reads ``fit over n = n_first..n_last``.
- exact/unmasking.py: ``SamplerComparison.pair_dependence`` holds each sampler's, then
  ``pi_T``'s last (its docstring); the table's ``Glauber pi_T`` row quotes the last one.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact._linalg import check_stochastic
from exact._nonreversible_krylov import _rounding, two_sided_error
from exact.kernel import glauber_kernel
from exact.scans import NlognFit
from exact.unmasking import SamplerComparison
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites

U = 2.0**-53


def test_two_sided_error_first_order_term_is_the_smaller_residual():
    # r = 1e-3, s = 1e-5, c = 0.5, delta = 1e-9: min(r, s)/c = 2e-5, r s/(c delta) = 20
    assert two_sided_error(1e-3, 1e-5, 0.5, 1e-9) == pytest.approx(2e-5, rel=1e-14, abs=0)
    assert two_sided_error(1e-5, 1e-3, 0.5, 1e-9) == pytest.approx(2e-5, rel=1e-14, abs=0)
    # a wide gap: the second-order term r s / (c delta) = 1e-8 / (0.5 * 0.1) = 2e-7 wins
    assert two_sided_error(1e-3, 1e-5, 0.5, 0.1) == pytest.approx(2e-7, rel=1e-14, abs=0)


def test_products_round_off_has_its_log2_n_and_sqrt_q():
    K = glauber_kernel(IndependentSites(np.zeros((2, 3))), temperature=1.0)   # n = 2, q = 3, N = 9
    want = 10 * (2 * 3 + math.log2(9)) * U * math.sqrt(3) / 0.5
    assert _rounding(K, 9, 0.5) == pytest.approx(want, rel=1e-14, abs=0)
    # a matrix: n q read as 64, q as 1
    assert _rounding(np.eye(2), 1024, 0.25) == pytest.approx(10 * (64 + 10) * U / 0.25, rel=1e-14, abs=0)


def test_check_stochastic_quotes_the_sum_of_the_row_it_names():
    P = np.array([[1.0, 0.0, 0.0],
                  [0.5, 0.6, 0.0],     # row 1 sums to 1.1
                  [0.3, 0.3, 0.3]])    # row 2 sums to 0.9
    with pytest.raises(InvalidInputError, match=r"row 1 sums to 1\.1\b"):
        check_stochastic(P)


def test_nlogn_fit_summary_quotes_the_first_and_last_sizes():
    fit = NlognFit(n_values=(4, 6, 8, 12), c=1.0, d=0.5, c_plain=1.1, a=1.2, b=0.9,
                   aicc=(1.0, 2.0, 3.0), best="c n ln n + d n")
    assert "fit over n = 4..12 (4 sizes)" in str(fit)


def test_sampler_table_pi_row_quotes_pi_dependence():
    # two samplers (pair dependence 0.111 and 0.222), then pi_T's (0.777) last
    dep = np.zeros((3, 2, 2))
    dep[0, 0, 1], dep[1, 0, 1], dep[2, 0, 1] = 0.111, 0.222, 0.777
    comp = SamplerComparison(
        model="toy", temperature=1.0, q=2, n=2, rule="stored", reversible=True, samplers=("a", "b"),
        tv_pi=np.array([0.1, 0.2]), tv_between=np.zeros((2, 2)),
        steps=np.array([[0.0, 0.0, 1.0], [0.0, 0.0, 1.0]]), t=(), tv_after=np.zeros((2, 0)),
        marginal_tv=np.array([0.01, 0.02]), pair_dependence=dep)
    row = next(line for line in comp.table().splitlines() if "Glauber pi_T" in line)
    assert "0.777" in row and "0.111" not in row

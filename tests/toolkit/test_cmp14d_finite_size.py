"""cmp14d: the logarithmic law's fit is refused when its ``1/T*`` is not positive at *every* size.

``toolkit.finite_size._log_law_fit`` fits ``1/T* = (ln n + d)/c``; its docstring: ``(nan, nan,
inf, k)`` when the fitted ``1/T*`` is not positive at every fitted size (``T*`` would be negative
or infinite there). Sizes ``n = 2, 4, 8`` with ``1/T* = 1, 1, 10`` and the first point's
``sigma`` a million times the others' (weight ``T*^2 / sigma``: it barely counts): the fit is
the line through the last two, ``1 + 9 (ln n - ln 4) / ln 2``, which is ``-8`` at ``n = 2``
(positive at the other two): refused. Control by hand: ``T* = 1 / log2(n)`` is the law with
``c = ln 2``, ``d = 0`` exactly.
"""

import math

import numpy as np
import pytest

from toolkit.finite_size import _log_law_fit

N = np.array([2.0, 4.0, 8.0])


def test_fit_negative_at_one_size_is_refused():
    c, d, chi2, k = _log_law_fit(N, np.array([1.0, 1.0, 0.1]), np.array([1e6, 1.0, 1.0]))
    assert math.isnan(c) and math.isnan(d) and chi2 == math.inf and k == 2


def test_exact_log_law_is_fitted():
    c, d, chi2, k = _log_law_fit(N, 1.0 / np.log2(N), np.ones(3))
    assert c == pytest.approx(math.log(2), rel=1e-12) and d == pytest.approx(0.0, abs=1e-12)
    assert chi2 == pytest.approx(0.0, abs=1e-20) and k == 2

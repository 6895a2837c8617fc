"""ops13b: ``ExactChain.check(logit_rtol=...)`` certifies rectangles against the override.

:mod:`exact.rectangles`: a rectangle is certified when ``|log R| > bound``, with
``bound = (gamma_7 sum_k |t_k| + 4 err_i + 4 err_j) / T``, and ``logit_rtol`` overrides the
model's declared logit errors with ``err_i = logit_rtol * max(1, max |l_i|)``. By hand, two
sites of two tokens, no fields, ``J[0, 1] = [[d, 0], [0, 0]]``, ``J[1, 0] = 0``: the one
rectangle has ``log R = d`` (site 0's logit difference moves by ``d`` with site 1, site 1's
not at all). At ``d = 1e-3`` the declared errors (rounding, ~1e-19) certify it; with
``logit_rtol = 1`` every ``err_i = max(1, 1e-3) = 1``, the bound is ``8 + O(u)`` at ``T = 1``
and nothing is certified.
"""

import numpy as np
import pytest

from exact.markov import ExactChain
from toolkit.models.toy import Pairwise


def _chain():
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[1e-3, 0.0], [0.0, 0.0]]
    return ExactChain(Pairwise(np.zeros((2, 2)), J), temperature=1.0)


def test_check_declared_errors_certify_the_rectangle():
    r = _chain().check().compat.rectangles
    assert r.n_certified == 1
    assert r.max_abs == pytest.approx(1e-3, rel=1e-9)


def test_check_passes_logit_rtol_to_the_rectangles():
    rep = _chain().check(logit_rtol=1.0)
    r = rep.compat.rectangles
    assert r.logit_error_source == "logit_rtol override"
    assert r.max_bound == pytest.approx(8.0, rel=1e-12)  # 4 * 1 + 4 * 1 over T = 1
    assert r.n_certified == 0  # |log R| = 1e-3 < 8
    claim = next(c for c in rep.claims if c.name == "rectangle-reversibility")
    assert "0 certified" in str(claim)

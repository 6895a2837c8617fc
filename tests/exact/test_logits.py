"""The enumeration of every site's logits (:mod:`exact.logits`): the declared logit error kept
per site, the assumed error of a table built by hand, the smallest log-conditional and the
token strings. Every expected value is written down from the model (closed forms below)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.logits import SiteLogits, site_logits
from exact.space import StateSpace
from toolkit.models import IndependentSites

EPS64 = float(np.finfo(np.float64).eps)


class _DeclaredError(IndependentSites):
    """Independent sites whose declared logit error falls with the context's token sum:
    ``1e-12 (1 + (n - 1)(q - 1) - sum_j x_j)``, largest (``1e-12 (1 + (n-1)(q-1))``) at the
    all-zero context, which comes first in the enumeration, smallest (``1e-12``) last."""

    def logit_error(self, x, sites, logits):
        n, q = self.length, self.vocab_size
        return 1e-12 * (1 + (n - 1) * (q - 1) - np.asarray(x).sum(axis=1))


@pytest.mark.parametrize("batch_size", [1, 2, None])
def test_declared_error_is_the_largest_over_every_batch(batch_size):
    """``error[i]`` bounds *every* logit of site ``i``: the largest declared bound over all of
    its contexts, whatever the batches (``q = 2, n = 3``: ``1e-12 (1 + 2) = 3e-12``; the
    enumeration's contexts have ``x_i = 0``, so the all-zero context gives it)."""
    model = _DeclaredError(np.zeros((3, 2)))
    L = site_logits(model, batch_size=batch_size)
    assert L.error.tolist() == pytest.approx([3e-12] * 3, rel=1e-12, abs=0)
    assert [L.site_error(i) for i in range(3)] == pytest.approx([3e-12] * 3, rel=1e-12, abs=0)


def test_assumed_error_of_a_table_built_by_hand():
    """No declared error: ``2 n eps`` times the site's largest ``|logit|`` (at least 1), the
    bound of a float64 sum of ``~n`` terms of that size (``toolkit.models.base``)."""
    space = StateSpace(2, 3)
    values = np.zeros((3, 8))
    values[0, 5] = -5.0      # site 0: max |l| = 5
    values[1, 2] = 0.25      # site 1: max |l| = 0.25 -> the floor 1
    L = SiteLogits(values, space)
    assert L.site_error(0) == pytest.approx(2 * 3 * EPS64 * 5.0, rel=1e-15, abs=0)
    assert L.site_error(1) == pytest.approx(2 * 3 * EPS64 * 1.0, rel=1e-15, abs=0)
    assert L.site_error(2) == pytest.approx(2 * 3 * EPS64 * 1.0, rel=1e-15, abs=0)


@pytest.mark.parametrize("T, expected", [(1.0, math.log(1 / 4)), (0.5, math.log(1 / 10))])
def test_min_log_conditional_is_the_smallest_probability(T, expected):
    """Site 0 has weights ``(1, 3)``, site 1 ``(1, 1)``: at ``T = 1`` the smallest conditional is
    ``1/4``; at ``T = 1/2`` the weights are squared, ``(1, 9)``, so ``1/10``."""
    L = site_logits(IndependentSites(np.log([[1.0, 3.0], [1.0, 1.0]])))
    assert L.min_log_conditional(T) == pytest.approx(expected, rel=1e-13)


def test_token_strings_are_kept():
    model = IndependentSites(np.zeros((2, 3)))
    model.tokens = ["a", "b", "c"]
    L = site_logits(model)
    assert L.tokens == ("a", "b", "c")

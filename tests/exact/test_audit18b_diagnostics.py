"""Eighteenth blind audit, part 18b: split chains of an odd number of draws (``toolkit.diagnostics``).

The module docstring's split chains are each chain's first and last halves, ``N // 2`` draws
each (Stan's and ``posterior``'s convention): with ``N`` odd the middle draw belongs to neither
half. So every split-chain statistic of an odd-length run equals that of the same run with its
middle draw removed (the two runs have the same halves). Kept beside ``test_calibration.py``,
whose fixtures call these statistics first in the module's targeted set.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.diagnostics import effective_sample_size, mcse, rhat


def _runs(N: int):
    rng = np.random.default_rng(18)
    x = np.cumsum(rng.normal(size=(3, N)), axis=1)   # random walks: split halves differ
    return x, np.delete(x, N // 2, axis=1)


@pytest.mark.parametrize("N", [9, 21])
def test_rhat_of_odd_draws_drops_the_middle_draw(N):
    x, y = _runs(N)
    assert rhat(x) == pytest.approx(rhat(y), rel=1e-12)


@pytest.mark.parametrize("method", ["bulk", "mean"])
def test_split_ess_of_odd_draws_drops_the_middle_draw(method):
    # (not "sd" or "tail": their mean and quantiles are taken over all draws, the middle one included)
    x, y = _runs(21)
    assert effective_sample_size(x, method=method) == pytest.approx(effective_sample_size(y, method=method),
                                                                    rel=1e-12)


def test_mcse_mean_of_odd_draws_uses_the_split_ess():
    # mcse "mean" = sd / sqrt(ESS_mean): the sd over all draws, the ESS of the split chains
    x, y = _runs(21)
    expected = x.std(ddof=1) / np.sqrt(effective_sample_size(y, method="mean"))
    assert mcse(x, method="mean") == pytest.approx(expected, rel=1e-12)

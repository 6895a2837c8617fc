"""prm24a: ``max_memory`` of ``toolkit.models.toy.curie_weiss`` and of
``toolkit.calibration.sampled_summary`` was never passed off its default by any test
(``benchmarks/results/default-only-args-2026-12-06.md``). Both are documented guards: the
coupling array (``n x n x 2 x 2`` float64: 4 * 4 * 2 * 2 * 8 = 512 B at n = 4) and the arrays of
the chains' run must fit in ``max_memory`` bytes, else :class:`MemoryLimitError`."""

from __future__ import annotations

import pytest

from toolkit.calibration import sampled_summary
from toolkit.exceptions import MemoryLimitError
from toolkit.models import potts
from toolkit.models.toy import curie_weiss


def test_curie_weiss_max_memory():
    with pytest.raises(MemoryLimitError, match="512 B"):
        curie_weiss(4, 1.0, max_memory=100)
    assert curie_weiss(4, 1.0, max_memory=600).length == 4


def test_sampled_summary_max_memory():
    with pytest.raises(MemoryLimitError):
        sampled_summary(potts(2, 3, 1.0), n_chains=4, n_steps=16, max_memory=100, rng=0)

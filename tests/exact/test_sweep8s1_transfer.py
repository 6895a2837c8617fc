"""Contract pins of :mod:`exact.transfer` (issue 30, sweep8s1): the joint count law's work
estimate ``starts q^2 sum_{i<n} (i+2)^(q-1)`` with one start on a path and ``q`` on a cycle (the
max_work boundary on both sides, and chain_observables' default choice of the joint counts, which
``q >= 3`` gets when the work is within the limit), a CountLaw is immutable, and the correlation
length of a chain whose ``|lambda_2/lambda_1|`` is below float64's resolution (the mpmath path)
against its closed form ``1 / ln(lambda_1/lambda_2)`` for ``e^Phi = u u^T + delta v v^T``."""

import dataclasses
import math
import re

import numpy as np
import pytest

from exact import transfer
from exact.transfer import NearestNeighbourChain, chain_observables, joint_count_law, potts_chain
from toolkit.exceptions import InvalidInputError


def _work(q, n, starts):
    # q = 3, n = 4: 9 (2^2 + 3^2 + 4^2 + 5^2) = 9 * 54 = 486 per start
    return starts * q * q * sum((i + 2) ** (q - 1) for i in range(n))


def test_joint_work_formula():
    assert _work(3, 4, 1) == 486 and _work(3, 4, 3) == 1458
    assert transfer._joint_work(3, 4, 1, 2) == 486.0


@pytest.mark.parametrize("graph, starts", [("path", 1), ("cycle", 3)])
def test_joint_count_law_max_work_boundary(graph, starts):
    chain = potts_chain(3, 4, 0.5, graph=graph)
    w = _work(3, 4, starts)
    law = joint_count_law(chain, temperature=1.0, max_work=w)   # the work equal to the limit: computed
    assert law.counts.shape[1] == 3 and np.all(law.counts.sum(axis=1) == 4)
    # rows: every count vector of 4 sites over 3 tokens, C(6, 2) = 15, probabilities summing to one
    assert law.counts.shape[0] == 15 and np.exp(law.log_pmf).sum() == pytest.approx(1.0, rel=1e-12)
    with pytest.raises(InvalidInputError, match=rf"needs ~{re.escape(f'{w:.3g}')} entry updates, above max_work={w - 1:g}"):
        joint_count_law(chain, temperature=1.0, max_work=w - 1)


@pytest.mark.parametrize("graph, starts", [("path", 1), ("cycle", 3)])
def test_chain_observables_joint_by_default_when_within_the_work(graph, starts):
    chain = potts_chain(3, 4, 0.5, graph=graph)
    w = _work(3, 4, starts)
    assert chain_observables(chain, temperature=1.0).joint is True
    assert chain_observables(chain, temperature=1.0, max_joint_work=w).joint is True
    below = chain_observables(chain, temperature=1.0, max_joint_work=w - 1)
    assert below.joint is False and math.isnan(below.binder)  # Binder needs the joint counts
    assert chain_observables(chain, temperature=1.0, joint=False).joint is False
    assert chain_observables(chain, temperature=1.0, joint=True, max_joint_work=1).joint is True
    # q = 2: always the joint counts (one recursion), whatever the limit
    assert chain_observables(potts_chain(2, 4, 0.5, graph=graph), temperature=1.0, max_joint_work=1).joint is True


def test_count_law_is_frozen():
    law = joint_count_law(potts_chain(3, 4, 0.5, graph="path"), temperature=1.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        law.n = 5
    law2 = transfer.count_law(potts_chain(2, 5, 0.5, graph="path"), temperature=1.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        law2.temperature = 2.0


@pytest.mark.parametrize("delta", [1e-9, 1e-12])
def test_correlation_length_below_float_resolution(delta):
    # e^Phi = u u^T + delta v v^T, u = (1, 1, 1), v = (1, -1, 0) (orthogonal): eigenvalues 3, 2 delta, 0,
    # so ln(lambda_1/lambda_2) = ln(3 / (2 delta)) > 8 ln 10: the mpmath path; h = 0, T = 1
    A = np.ones((3, 3)) + delta * np.outer([1.0, -1.0, 0.0], [1.0, -1.0, 0.0])
    Phi = np.log(A)
    chain = NearestNeighbourChain(np.zeros((5, 3)), np.broadcast_to(Phi, (4, 3, 3)).copy(), "path")
    ratio = math.log(3.0 / (2.0 * delta))
    assert ratio > transfer.RATIO_MPMATH
    # Phi's rounding moves A by ~1e-16, lambda_2 by ~1e-16 / delta relative
    xi = transfer.correlation_length(chain, temperature=1.0)
    assert xi > 0 and xi == pytest.approx(1.0 / ratio, rel=1e-3)
    assert chain_observables(chain, temperature=1.0).correlation_length == pytest.approx(xi, rel=1e-12)

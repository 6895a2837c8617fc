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


# ---- seed 2026120372's sample
def test_to_model_memory_guard():
    # n^2 q^2 floats: 3536^2 * 4 = 5.0013e7 > 5e7 refused (naming n and q)
    with pytest.raises(InvalidInputError, match=r"to_model\(\) on n = 3536, q = 2 needs an \(n, n, q, q\) array"):
        potts_chain(2, 3536, 1.0, graph="path").to_model()
    m = potts_chain(3, 4, 0.5, graph="cycle").to_model()
    assert m.J.shape == (4, 4, 3, 3) and np.allclose(m.J[0, 1], 0.5 * np.eye(3)) and np.allclose(m.J[3, 0], 0.5 * np.eye(3))


def _conditionals(model, q, n):
    import itertools

    xs = np.array(list(itertools.product(range(q), repeat=n)))
    out = []
    for i in range(n):
        lg = model.logits(xs, np.full(len(xs), i))
        lg = lg - lg.max(axis=1, keepdims=True)
        out.append(np.exp(lg) / np.exp(lg).sum(axis=1, keepdims=True))
    return np.array(out)


def test_gauge_of_a_compatible_model_keeps_its_conditionals():
    # J[i, j] = Phi + row offset r(a) + column offset c(b), J[j, i] = Phi^T + other offsets: the double-centred
    # parts agree (compatible), and the chain's Pairwise (J = Phi of the gauge) has the same conditionals.
    # q = 3 with skewed offsets, so a mean and a median of a row differ
    from toolkit.models.toy import Pairwise

    rng = np.random.default_rng(5)
    n, q = 3, 3
    h = rng.normal(size=(n, q))
    J = np.zeros((n, n, q, q))
    for i, j in ((0, 1), (1, 2)):
        Phi = rng.normal(size=(q, q))
        J[i, j] = Phi + np.array([0.0, 0.1, 3.0])[:, None] + np.array([0.0, -2.0, 0.3])[None, :]
        J[j, i] = Phi.T + np.array([1.0, 0.0, -4.0])[:, None] + np.array([0.2, 0.0, 5.0])[None, :]
    model = Pairwise(h, J)
    chain = transfer.nearest_neighbour_chain(model)
    np.testing.assert_allclose(_conditionals(chain.to_model(), q, n), _conditionals(model, q, n), atol=1e-12)
    assert np.allclose(transfer._double_centred(chain.couplings[0]), transfer._double_centred(J[0, 1]))


def test_count_law_to_dict_keys():
    law = transfer.count_law(potts_chain(2, 3, 0.5, graph="path"), temperature=1.0, token=1)
    d = law.to_dict()
    assert set(d) == {"n", "q", "temperature", "boundary", "tokens", "counts", "log_pmf", "log_partition", "method"}
    assert d["tokens"] == [1] and d["n"] == 3 and d["counts"] == [[0], [1], [2], [3]]
    assert np.exp(d["log_pmf"]).sum() == pytest.approx(1.0)


@pytest.mark.parametrize("T", [0.5, 2.0, 3.0])
def test_correlation_length_at_any_temperature(T):
    # Ising (q = 2, coupling c on equal tokens): K = c / (2 T), xi = -1 / ln tanh K
    c = 1.0
    xi = transfer.correlation_length(potts_chain(2, 10, c), temperature=T)
    assert xi == pytest.approx(-1.0 / math.log(math.tanh(c / (2 * T))), rel=1e-12)
    # Potts q = 3: lambda_1 = e^a + 2, lambda_2 = e^a - 1 with a = c / T
    a = c / T
    xi3 = transfer.correlation_length(potts_chain(3, 10, c), temperature=T)
    assert xi3 == pytest.approx(1.0 / math.log((math.exp(a) + 2) / (math.exp(a) - 1)), rel=1e-12)
    # a non-Potts q = 3 chain (numerical eigenvalues): scaling the couplings and T together changes nothing
    Phi = np.array([[1.0, 0.2, 0.0], [0.2, 0.5, 0.1], [0.0, 0.1, 0.8]])
    one = NearestNeighbourChain(np.zeros((4, 3)), np.broadcast_to(Phi, (3, 3, 3)).copy(), "path")
    two = NearestNeighbourChain(np.zeros((4, 3)), np.broadcast_to(T * Phi, (3, 3, 3)).copy(), "path")
    ev = np.sort(np.abs(np.linalg.eigvalsh(np.exp(Phi))))[::-1]
    assert transfer.correlation_length(one, temperature=1.0) == pytest.approx(1 / math.log(ev[0] / ev[1]), rel=1e-10)
    assert transfer.correlation_length(two, temperature=T) == pytest.approx(1 / math.log(ev[0] / ev[1]), rel=1e-10)


def test_transfer_scan_family_must_keep_q():
    with pytest.raises(InvalidInputError, match=r"`family` must keep q fixed; got q = \[2, 3\]"):
        transfer.transfer_scan(lambda n: potts_chain(2 if n < 4 else 3, n, 1.0), temperatures=[1.0], n_values=[3, 4])

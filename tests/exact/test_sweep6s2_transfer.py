"""Contract sweep (issue 30) of :mod:`exact.transfer`, every value from the Boltzmann weights
``exp(E(x)/T)`` summed over all ``q**n`` states (an independent computation): the count laws
(one token, joint), ``ln Z``, the order parameters (``<|m|^2>``, Binder, ``chi = n Var(m)/T``,
``chi' = n Var(|m|)/T``, ``<m_max>``, ``n Var(m_max)``), on a non-uniform cycle with random
fields; Glauber's gaps against the enumerated kernel; the Ising correlation length; the
token guard at ``q``; the joint-work guard at equality."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

import exact.transfer as tr
from exact.kernel import glauber_kernel
from exact.spectral import spectral_summary
from exact.stationary import stationary
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.toy import Pairwise


def _chain(q, n, boundary, seed):
    rng = np.random.default_rng(seed)
    h = rng.normal(size=(n, q))
    m = n if boundary == "cycle" else n - 1
    Phi = rng.normal(size=(m, q, q))
    return tr.NearestNeighbourChain(h, Phi, boundary)


def _enumerate(chain, T):
    """(states, probabilities, ln Z) from E(x) = sum_i h[i, x_i] + sum_e Phi_e(x_e, x_{e+1})."""
    q, n = chain.h.shape[1], chain.h.shape[0]
    X = np.array(list(itertools.product(range(q), repeat=n)))
    E = chain.h[np.arange(n), X].sum(axis=1)
    for e in range(chain.couplings.shape[0]):
        E = E + chain.couplings[e][X[:, e], X[:, (e + 1) % n]]
    lw = E / T
    lz = float(np.log(np.exp(lw - lw.max()).sum()) + lw.max())
    return X, np.exp(lw - lz), lz


@pytest.mark.parametrize("boundary", ["path", "cycle"])
def test_count_laws_and_partition_by_enumeration(boundary):
    ch, T = _chain(3, 5, boundary, 3), 0.8
    X, p, lz = _enumerate(ch, T)
    law = tr.count_law(ch, temperature=T, token=2)
    want = np.bincount((X == 2).sum(axis=1), weights=p, minlength=6)
    np.testing.assert_allclose(law.pmf, want, rtol=1e-12)
    assert law.log_partition == pytest.approx(lz, rel=1e-13, abs=0) and law.tokens == (2,)
    joint = tr.joint_count_law(ch, temperature=T)
    counts = np.stack([(X == a).sum(axis=1) for a in range(3)], axis=1)
    for row, lp in zip(joint.counts, joint.log_pmf, strict=True):
        assert math.exp(lp) == pytest.approx(p[(counts == row).all(axis=1)].sum(), rel=1e-11, abs=0)
    assert joint.counts.shape == (21, 3) and (joint.counts.sum(axis=1) == 5).all()


def test_observables_by_enumeration():
    ch, T, q, n = _chain(3, 5, "cycle", 4), 0.9, 3, 5
    X, p, lz = _enumerate(ch, T)
    rho = np.stack([(X == a).sum(axis=1) for a in range(q)], axis=1) / n
    m2 = q / (q - 1) * ((rho - 1 / q) ** 2).sum(axis=1)
    E = lambda f: float(p @ f)   # noqa: E731
    var = lambda f: E((f - E(f)) ** 2)   # noqa: E731
    o = tr.chain_observables(ch, temperature=T, token=1)
    assert o.joint is True and o.token == 1
    assert o.log_partition == pytest.approx(lz, rel=1e-13, abs=0)
    assert o.free_energy == pytest.approx(-T * lz / n, rel=1e-13, abs=0)
    assert o.fraction_mean == pytest.approx(E(rho[:, 1]), rel=1e-12, abs=0)
    assert o.fraction_variance == pytest.approx(var(rho[:, 1]), rel=1e-10, abs=0)
    assert o.magnetization_sq == pytest.approx(E(m2), rel=1e-12, abs=0)
    assert o.magnetization_4 == pytest.approx(E(m2**2), rel=1e-12, abs=0)
    assert o.abs_magnetization == pytest.approx(E(np.sqrt(m2)), rel=1e-12, abs=0)
    assert o.binder == pytest.approx(1 - E(m2**2) / (3 * E(m2) ** 2), rel=1e-11, abs=0)
    var_m = q / (q - 1) * sum(var(rho[:, a]) for a in range(q))
    assert o.chi == pytest.approx(n * var_m / T, rel=1e-10, abs=0)
    assert o.connected_chi == pytest.approx(n * var(np.sqrt(m2)) / T, rel=1e-10, abs=0)
    mmax = rho.max(axis=1)
    assert o.order_mean == pytest.approx(E(mmax), rel=1e-12, abs=0)
    assert o.susceptibility == pytest.approx(n * var(mmax), rel=1e-10, abs=0)
    assert math.isnan(o.free_energy_limit) and math.isnan(o.correlation_length)   # not uniform
    no = tr.chain_observables(ch, temperature=T, joint=False)
    assert math.isnan(no.binder) and no.magnetization_sq == pytest.approx(E(m2), rel=1e-12, abs=0)


@pytest.mark.parametrize("c, T", [(1.0, 0.8), (-0.7, 1.3)])
def test_glauber_gaps_against_the_enumerated_kernel(c, T):
    gap = spectral_summary(glauber_kernel(potts(2, 6, c, graph="cycle"), temperature=T)).spectral_gap
    assert tr.glauber_cycle_gap(6, c, temperature=T) == pytest.approx((1 - math.tanh(abs(c) / T)) / 6, rel=1e-14,
                                                                        abs=0)
    assert tr.glauber_cycle_gap(6, c, temperature=T) == pytest.approx(gap, rel=1e-10, abs=0)
    path = spectral_summary(glauber_kernel(potts(2, 5, c, graph="path"), temperature=T)).spectral_gap
    assert tr.glauber_linear_sector_gap(5, c, temperature=T) == pytest.approx(path, rel=1e-10, abs=0)
    with pytest.raises(InvalidInputError, match="frustrated"):
        tr.glauber_cycle_gap(5, -1.0, temperature=1.0)


def test_correlation_length_and_token_guard():
    K = 0.4                     # Ising: xi = -1 / ln tanh K, Potts coupling 2K
    assert tr.correlation_length(tr.potts_chain(2, 8, 2 * K), temperature=1.0) == pytest.approx(
        -1 / math.log(math.tanh(K)), rel=1e-12, abs=0)
    ch = tr.potts_chain(3, 4, 1.0)
    assert tr.count_law(ch, temperature=1.0, token=2).tokens == (2,)
    with pytest.raises(InvalidInputError, match=r"0\.\.2; got 3"):
        tr.count_law(ch, temperature=1.0, token=3)


def test_joint_work_guard_at_equality():
    ch = tr.potts_chain(3, 6, 1.0, graph="path")
    work = tr._joint_work(3, 6, 1, 2)
    assert tr.joint_count_law(ch, temperature=1.0, max_work=work).counts.shape[0] == 28
    with pytest.raises(InvalidInputError, match="max_work"):
        tr.joint_count_law(ch, temperature=1.0, max_work=work * (1 - 1e-9))
    assert tr.DEFAULT_MAX_JOINT_WORK == 2e8


def test_ising_cycle_closed_forms():
    # q = 2, coupling c, zero field: M = [[e^{c/T}, 1], [1, e^{c/T}]], lambda = e^{c/T} +- 1;
    # Z_n = lambda_1^n + lambda_2^n on the cycle, f = -T ln lambda_1, xi = 1 / ln(lambda_1 / lambda_2)
    c, T, n = 1.0, 0.7, 9
    l1, l2 = math.exp(c / T) + 1, math.exp(c / T) - 1
    o = tr.chain_observables(tr.potts_chain(2, n, c), temperature=T)
    assert o.log_partition == pytest.approx(math.log(l1**n + l2**n), rel=1e-13, abs=0)
    assert o.free_energy_limit == pytest.approx(-T * math.log(l1), rel=1e-13, abs=0)
    assert o.correlation_length == pytest.approx(1 / math.log(l1 / l2), rel=1e-12, abs=0)
    # path: Z_n = 2 lambda_1^(n-1)
    p = tr.chain_observables(tr.potts_chain(2, n, c, graph="path"), temperature=T)
    assert p.log_partition == pytest.approx(math.log(2) + (n - 1) * math.log(l1), rel=1e-13, abs=0)
    assert tr.potts_chain(2, 2, c, graph="cycle").boundary == "path"      # n <= 2: one edge


def test_gauge_of_a_compatible_chain_with_offsets():
    # J[0,1] = A and J[1,0] = A.T + row/column offsets: the same conditionals, so the same law
    rng = np.random.default_rng(5)
    A = rng.normal(size=(3, 3))
    B = A.T + np.array([0.3, -0.1, 0.2])[:, None] + np.array([0.5, 0.0, -0.4])[None, :]
    h = rng.normal(size=(3, 3))
    J = np.zeros((3, 3, 3, 3))
    J[0, 1], J[1, 0] = A, B
    J[1, 2] = rng.normal(size=(3, 3))
    J[2, 1] = J[1, 2].T
    m = Pairwise(h, J)
    ch = tr.nearest_neighbour_chain(m)
    assert ch.boundary == "path"
    pi = stationary(glauber_kernel(m, temperature=1.0))
    _, p, _ = _enumerate(ch, 1.0)
    np.testing.assert_allclose(p, pi, rtol=1e-10)
    bad = J.copy()
    bad[0, 1, 0, 0] += 0.5
    with pytest.raises(InvalidInputError, match=r"not compatible on edge \(0, 1\)"):
        tr.nearest_neighbour_chain(Pairwise(h, bad))
    far = np.zeros((4, 4, 2, 2))
    far[0, 2] = far[2, 0] = np.eye(2)
    with pytest.raises(InvalidInputError, match=r"J\[0, 2\] is nonzero"):
        tr.nearest_neighbour_chain(Pairwise(np.zeros((4, 2)), far))


def test_count_law_dict_mean_and_scan_layout():
    ch, T = _chain(2, 4, "path", 9), 0.6
    X, p, _ = _enumerate(ch, T)
    law = tr.count_law(ch, temperature=T, token=1)
    assert law.mean()[0] == pytest.approx(float(p @ (X == 1).sum(axis=1)), rel=1e-12, abs=0)
    d = law.to_dict()
    assert set(d) == {"n", "q", "temperature", "boundary", "tokens", "counts", "log_pmf", "log_partition", "method"}
    assert d["tokens"] == [1] and d["counts"] == [[0], [1], [2], [3], [4]]
    tab = tr.transfer_scan(lambda n: tr.potts_chain(2, n, 1.0), temperatures=[1.0, 0.5, 1.0], n_values=[5, 3])
    assert tab.temperatures.tolist() == [0.5, 1.0] and tab.n_values.tolist() == [3, 5]
    one = tr.chain_observables(tr.potts_chain(2, 5, 1.0), temperature=0.5)
    assert tab["binder"][1, 0] == pytest.approx(one.binder, rel=1e-13, abs=0)
    assert tab["chi"].shape == (2, 2)


@pytest.mark.parametrize("c", [1.0, -1.0])
def test_potts_bulk_closed_form(c):
    # q = 3: M = (e^{c/T} - 1) I + 1 1^T: lambda_1 = e^{c/T} + 2, |lambda_2| = |e^{c/T} - 1|
    T, q = 0.8, 3
    l1, l2 = math.exp(c / T) + q - 1, abs(math.exp(c / T) - 1)
    o = tr.chain_observables(tr.potts_chain(q, 6, c), temperature=T, joint=False)
    assert o.free_energy_limit == pytest.approx(-T * math.log(l1), rel=1e-13, abs=0)
    assert o.correlation_length == pytest.approx(1 / math.log(l1 / l2), rel=1e-12, abs=0)
    assert o.spectrum_method == "Potts closed form"
    # a generic uniform q = 3 chain: numerically, against numpy
    rng = np.random.default_rng(12)
    Phi = rng.normal(size=(3, 3))
    Phi = Phi + Phi.T
    ch = tr.NearestNeighbourChain(np.zeros((6, 3)), np.broadcast_to(Phi, (6, 3, 3)).copy(), "cycle")
    ev = np.sort(np.abs(np.linalg.eigvalsh(np.exp(Phi / T))))[::-1]
    g = tr.chain_observables(ch, temperature=T, joint=False)
    assert g.free_energy_limit == pytest.approx(-T * math.log(ev[0]), rel=1e-12, abs=0)
    assert g.correlation_length == pytest.approx(1 / math.log(ev[0] / ev[1]), rel=1e-10, abs=0)

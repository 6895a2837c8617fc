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
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


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

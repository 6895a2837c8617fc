"""Exact 1-D chains by transfer matrices (``exact/transfer.py``) against enumeration and
closed forms.

References, each computed without the code under test:

- enumeration: every one of the ``q**n`` states, weighted by
  ``toolkit.models.Pairwise.energy`` (its own sum over ``i < j``) and summed in logarithms
  with ``scipy.special.logsumexp``; and the Glauber chain itself
  (``exact.glauber_kernel`` + ``exact.stationary_law``), whose stationary law must be the
  one the module assumes;
- Ising closed forms (Potts coupling ``c`` = Ising ``J = c/2``, ``K = c/(2T)``,
  ``t = tanh K``), from R. J. Baxter, *Exactly Solved Models in Statistical Mechanics*
  (1982), ch. 2: ``Z_cycle = e^{nK} ((2 cosh K)^n + (2 sinh K)^n)``,
  ``Z_path = e^{(n-1)K} 2 (2 cosh K)^{n-1}``; ``<s_i s_j> = (t^r + t^{n-r})/(1 + t^n)`` on the
  cycle and ``t^r`` on the path (``r = |i - j|``); ``xi = -1/ln tanh K``;
- the Potts chain's transfer-matrix eigenvalues ``e^{c/T} + q - 1`` and ``e^{c/T} - 1``
  (susceptibility ``(1 + r)/(1 - r)/T``, ``r`` their ratio), and 40/50-digit ``mpmath``
  versions of the recursion and of the bulk eigenvalues at sizes enumeration cannot reach;
- Glauber's gap ``(1 - tanh(c/T))/n`` of the Ising ring (R. J. Glauber, J. Math. Phys. 4,
  294 (1963)) against ``exact.spectral_summary`` of the enumerated kernel.

Tolerances: the transfer recursion and the enumeration both sum ``exp(E/T)`` in
logarithms, each rounding a log weight of size ``|E|/T <= ~600`` here to ~1e-16 relative,
so log-probabilities agree to ~1e-13 absolute, i.e. probabilities to 1e-12 relative; the
enumerated stationary law (GTH) reports its own relative error (~1e-12), which sets that
comparison's tolerance. Moments are sums of positive terms, compared at 1e-12 relative.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from scipy.special import logsumexp

from exact import glauber_kernel, spectral_summary, stationary_law
from exact.transfer import (
    OBSERVABLES,
    ChainObservables,
    NearestNeighbourChain,
    TransferTable,
    chain_observables,
    correlation_length,
    count_law,
    glauber_cycle_gap,
    glauber_linear_sector_gap,
    joint_count_law,
    nearest_neighbour_chain,
    potts_chain,
    transfer_scan,
)
from toolkit.app.sweep import majority_fraction
from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise, potts


# ---------------------------------------------------------------------- helpers
def random_nn_model(q: int, n: int, graph: str, *, rng, scale: float = 1.0) -> Pairwise:
    """A compatible nearest-neighbour Pairwise model with random fields and random
    (non-symmetric) edge matrices, ``J[j, i] = J[i, j].T``."""
    h = rng.normal(0.0, scale, size=(n, q))
    J = np.zeros((n, n, q, q))
    edges = [(i, i + 1) for i in range(n - 1)] + ([(n - 1, 0)] if graph == "cycle" else [])
    for i, j in edges:
        A = rng.normal(0.0, scale, size=(q, q))
        J[i, j], J[j, i] = A, A.T
    return Pairwise(h, J)


def enumerate_law(model: Pairwise, T: float):
    """All states and their exact log probabilities from ``Pairwise.energy``."""
    X = np.array(list(itertools.product(range(model.vocab_size), repeat=model.length)))
    lw = model.energy(X) / T
    lz = logsumexp(lw)
    return X, lw - lz, lz


def enumerated_observables(X: np.ndarray, p: np.ndarray, q: int, T: float, token: int) -> dict:
    """The observables of ``ChainObservables`` from a law on states (definitions applied
    state by state; ``m_max`` by ``toolkit.app.sweep.majority_fraction``, the phase convention)."""
    n = X.shape[1]
    rho = np.stack([(X == a).mean(axis=1) for a in range(q)], axis=1)  # (N, q)

    def var(f):
        mu = p @ f
        return p @ (f - mu) ** 2

    m2 = (q / (q - 1)) * ((rho - 1.0 / q) ** 2).sum(axis=1)
    mmax = majority_fraction(X, q)
    out = {"fraction_mean": p @ rho[:, token], "fraction_variance": var(rho[:, token]),
           "magnetization_sq": p @ m2, "magnetization_4": p @ m2**2, "abs_magnetization": p @ np.sqrt(m2),
           "chi": n * (q / (q - 1)) * sum(var(rho[:, a]) for a in range(q)) / T,
           "connected_chi": n * var(np.sqrt(m2)) / T, "order_mean": p @ mmax, "susceptibility": n * var(mmax)}
    out["binder"] = 1 - out["magnetization_4"] / (3 * out["magnetization_sq"] ** 2)
    if q == 2:  # the Ising magnetization m = mean(s), s = 2x - 1, independently of the simplex form
        m = (2 * X - 1).mean(axis=1)
        assert np.allclose(m**2, m2, rtol=0, atol=1e-15)
        out["chi_ising"] = n * var(m) / T
    return out


def ising(c: float, T: float):
    K = c / (2 * T)
    return K, math.tanh(K)


# ---------------------------------------------------------------------- the chain
def test_potts_builder_and_chain_agree():
    rng = np.random.default_rng(1)
    for q, n, graph in [(2, 7, "path"), (3, 6, "cycle"), (4, 5, "cycle"), (2, 2, "cycle"), (3, 1, "path")]:
        field = rng.normal(size=(n, q))
        c = nearest_neighbour_chain(potts(q, n, 0.7, graph=graph, field=field))
        d = potts_chain(q, n, 0.7, graph=graph, field=field)
        assert c.boundary == d.boundary == ("cycle" if graph == "cycle" and n >= 3 else "path")
        assert np.array_equal(c.h, d.h) and np.array_equal(c.couplings, d.couplings)
    m = random_nn_model(3, 5, "cycle", rng=rng)
    c = nearest_neighbour_chain(m)
    assert c.boundary == "cycle" and not c.is_uniform and c.edges[-1] == (4, 0)
    back = c.to_model()
    np.testing.assert_array_equal(back.J, m.J)
    X = np.array(list(itertools.product(range(3), repeat=5)))
    np.testing.assert_allclose(c.energy(X), m.energy(X), rtol=0, atol=1e-13)
    assert potts_chain(2, 50, 1.0).is_uniform and "uniform" in str(potts_chain(2, 50, 1.0))
    assert c.to_dict()["boundary"] == "cycle"


def test_rejects_non_chain_and_incompatible_models():
    J = potts(2, 4, 1.0, graph="complete").J
    with pytest.raises(InvalidInputError, match=r"not a nearest-neighbour chain: J\[0, 2\] is nonzero"):
        nearest_neighbour_chain(Pairwise(np.zeros((4, 2)), J))
    J = potts(2, 4, 1.0, graph="path").J
    J[1, 2] = [[1.0, 0.0], [0.3, 1.0]]  # J[2, 1] stays symmetric: the rectangle of (1, 2) differs
    with pytest.raises(InvalidInputError, match=r"not compatible on edge \(1, 2\)"):
        nearest_neighbour_chain(Pairwise(np.zeros((4, 2)), J))
    with pytest.raises(InvalidInputError, match="must be a toolkit.models.Pairwise"):
        nearest_neighbour_chain(object())
    with pytest.raises(InvalidInputError, match="a cycle needs n >= 3"):
        NearestNeighbourChain(np.zeros((2, 2)), np.zeros((2, 2, 2)), "cycle")
    with pytest.raises(InvalidInputError, match="`couplings` must have shape"):
        NearestNeighbourChain(np.zeros((4, 2)), np.zeros((4, 2, 2)), "path")
    with pytest.raises(InvalidInputError, match="`boundary` must be one of"):
        NearestNeighbourChain(np.zeros((4, 2)), np.zeros((3, 2, 2)), "ring")
    with pytest.raises(InvalidInputError, match="`graph` must be 'path' or 'cycle'"):
        potts_chain(2, 5, 1.0, graph="complete")
    with pytest.raises(InvalidInputError, match="`temperature` must be > 0; got -1"):
        count_law(potts_chain(2, 5, 1.0), temperature=-1)
    with pytest.raises(InvalidInputError, match="T = inf"):
        count_law(potts_chain(2, 5, 1.0), temperature=math.inf)
    with pytest.raises(InvalidInputError, match="`token` must be in 0..1; got 2"):
        count_law(potts_chain(2, 5, 1.0), temperature=1.0, token=2)
    with pytest.raises(InvalidInputError, match="max_work"):
        joint_count_law(potts_chain(3, 2000, 1.0), temperature=1.0)
    with pytest.raises(InvalidInputError, match="uniform chain"):
        correlation_length(random_nn_model(2, 5, "path", rng=np.random.default_rng(0)), temperature=1.0)
    with pytest.raises(InvalidInputError, match=r"`family\(5\)` has n = 6"):
        transfer_scan(lambda n: potts_chain(2, n + 1, 1.0), temperatures=[1.0], n_values=[5])


def test_gauge_compatible_model_has_the_enumerated_law():
    # J[i, j] and J[j, i].T differ by row/column offsets only: compatible (the conditionals'
    # rectangles agree), the offsets act as fields; the Glauber chain's stationary law is
    # what the enumerated kernel says, and the chain's gauge must reproduce it
    rng = np.random.default_rng(7)
    q, n, T = 3, 5, 0.7
    m = random_nn_model(q, n, "cycle", rng=rng)
    J = m.J.copy()
    for i, j in [(0, 1), (2, 3), (4, 0)]:
        J[i, j] += rng.normal(size=(q, 1)) + rng.normal(size=(1, q))
    model = Pairwise(m.h, J)
    assert model.is_compatible() and not np.array_equal(J[0, 1], J[1, 0].T)
    law = stationary_law(glauber_kernel(model, temperature=T))
    X = np.array(list(itertools.product(range(q), repeat=n)))
    for t in range(q):
        cl = count_law(model, temperature=T, token=t)
        c = (X == t).sum(axis=1)
        ref = np.array([logsumexp(law.log_pi[c == k]) for k in range(n + 1)])
        np.testing.assert_allclose(cl.log_pmf, ref, rtol=0, atol=max(1e-12, 4 * law.relative_error))


# ---------------------------------------------------------------------- against enumeration
CASES = [(q, n, graph) for q, n in [(2, 3), (2, 8), (2, 12), (3, 3), (3, 6), (3, 8)] for graph in ("path", "cycle")]
TEMPS = [0.05, 0.3, 1.0, 4.0]


@pytest.mark.parametrize("q,n,graph", CASES)
def test_count_laws_match_enumeration(q, n, graph):
    rng = np.random.default_rng(100 * q + n + (graph == "cycle"))
    for model in (random_nn_model(q, n, graph, rng=rng), potts(q, n, 1.0, graph=graph, field=rng.normal(size=(n, q)))):
        for T in TEMPS:
            X, lp, lz = enumerate_law(model, T)
            for t in range(q):
                law = count_law(model, temperature=T, token=t)
                c = (X == t).sum(axis=1)
                ref = np.array([logsumexp(lp[c == k]) for k in range(n + 1)])
                np.testing.assert_allclose(law.log_pmf, ref, rtol=0, atol=1e-12)
                assert law.log_partition == pytest.approx(lz, rel=1e-13, abs=1e-13)
            if q ** (q - 1) * n ** (q - 1) < 1e5:
                jl = joint_count_law(model, temperature=T)
                C = np.stack([(X == a).sum(axis=1) for a in range(q)], axis=1)
                key = C @ (n + 1) ** np.arange(q)
                ref = {int(k): logsumexp(lp[key == k]) for k in np.unique(key)}
                got = {int(k): v for k, v in zip(jl.counts @ (n + 1) ** np.arange(q), jl.log_pmf, strict=True)}
                assert got.keys() == ref.keys() and (jl.counts.sum(axis=1) == n).all()
                np.testing.assert_allclose([got[k] for k in ref], list(ref.values()), rtol=0, atol=1e-12)


@pytest.mark.parametrize("q,n,graph", [(2, 10, "path"), (2, 10, "cycle"), (3, 6, "path"), (3, 6, "cycle")])
def test_observables_match_the_glauber_chains_stationary_law(q, n, graph):
    # the enumerated Glauber kernel's own stationary law: checks both the assumption that
    # pi_T is the chain's stationary law and every observable's definition
    rng = np.random.default_rng(n + q)
    model = random_nn_model(q, n, graph, rng=rng, scale=0.8)
    X = np.array(list(itertools.product(range(q), repeat=n)))
    for T in (0.1, 0.5, 2.0):
        law = stationary_law(glauber_kernel(model, temperature=T))
        p = np.exp(law.log_pi)
        tol = max(1e-12, 4 * law.relative_error)
        _, lp, _ = enumerate_law(model, T)
        np.testing.assert_allclose(law.log_pi, lp, rtol=0, atol=tol)  # the assumption itself
        for token in range(q):
            obs = chain_observables(model, temperature=T, token=token)
            ref = enumerated_observables(X, p, q, T, token)
            assert obs.joint
            for k, v in ref.items():
                got = obs.chi if k == "chi_ising" else getattr(obs, k)
                assert got == pytest.approx(v, rel=tol, abs=1e-300), k


def test_low_temperature_probabilities_far_below_float_range():
    # T = 0.001, coupling 1: the count law's log-probabilities go down to about -1000 (one
    # domain wall on a path) or -2000 (two on a cycle), far below float64's 1e-308 (ln ~ -709);
    # enumeration in logarithms is the reference (log weights ~1e4: ~1e-12 absolute rounding)
    for graph in ("path", "cycle"):
        model = potts(2, 10, 1.0, graph=graph, field=np.array([0.0, 0.01]))
        X, lp, _ = enumerate_law(model, 0.001)
        law = count_law(model, temperature=0.001, token=1)
        c = X.sum(axis=1)
        ref = np.array([logsumexp(lp[c == k]) for k in range(11)])
        assert ref.min() < -900
        np.testing.assert_allclose(law.log_pmf, ref, rtol=1e-13, atol=1e-12)


def mp_count_law(chain: NearestNeighbourChain, T: float, token: int) -> np.ndarray:
    """The count law by the same recursion in 40-digit arithmetic, in the linear domain
    (mpmath's exponent range has no underflow): the obviously-correct reference at sizes
    enumeration cannot reach."""
    mpmath = pytest.importorskip("mpmath")
    with mpmath.workdps(40):
        return _mp_count_law(mpmath, chain, T, token)


def _mp_count_law(mpmath, chain, T, token):
    q, n = chain.q, chain.n
    h = [[mpmath.exp(mpmath.mpf(float(v)) / T) for v in row] for row in chain.h]
    M = [[[mpmath.exp(mpmath.mpf(float(v)) / T) for v in r] for r in E] for E in chain.couplings]
    tot = [mpmath.mpf(0)] * (n + 1)
    for s in (range(q) if chain.boundary == "cycle" else [None]):
        V = [[mpmath.mpf(0)] * (n + 1) for _ in range(q)]
        for a in range(q):
            if s is None or a == s:
                V[a][int(a == token)] = h[0][a]
        for i in range(n - 1):
            W = [[mpmath.mpf(0)] * (n + 1) for _ in range(q)]
            for b in range(q):
                for a in range(q):
                    for k in range(i + 2):
                        W[b][k + (b == token)] += V[a][k] * M[i][a][b]
                W[b] = [w * h[i + 1][b] for w in W[b]]
            V = W
        for a in range(q):
            close = 1 if s is None else M[n - 1][a][s]
            tot = [t + v * close for t, v in zip(tot, V[a], strict=True)]
    Z = mpmath.fsum(tot)
    return np.array([float(mpmath.log(t / Z)) for t in tot])


@pytest.mark.parametrize("n,graph,T", [(200, "path", 0.1), (150, "cycle", 0.05)])
def test_count_law_at_scale_against_high_precision(n, graph, T):
    # random fields and couplings, q = 2: log-probabilities down to about -2000 and -3000.
    # Tolerance: 1e-12 + 5e-15 |ln p| (measured: 1e-13 near the mode, 2e-12 at ln p = -3000,
    # the rounding of the ~n log weights of size |Phi|/T that each entry sums)
    rng = np.random.default_rng(n)
    m = n if graph == "cycle" else n - 1
    chain = NearestNeighbourChain(rng.normal(size=(n, 2)), rng.normal(size=(m, 2, 2)), graph)
    ref = mp_count_law(chain, T, 1)
    got = count_law(chain, temperature=T, token=1).log_pmf
    assert ref.min() < -1500
    np.testing.assert_allclose(got, ref, rtol=5e-15, atol=1e-12)


@pytest.mark.slow
def test_count_law_matches_enumeration_q3_n12():
    rng = np.random.default_rng(12)
    for graph in ("path", "cycle"):
        model = random_nn_model(3, 12, graph, rng=rng)
        for T in (0.05, 1.0):
            X, lp, _ = enumerate_law(model, T)
            law = count_law(model, temperature=T, token=2)
            c = (X == 2).sum(axis=1)
            ref = np.array([logsumexp(lp[c == k]) for k in range(13)])
            np.testing.assert_allclose(law.log_pmf, ref, rtol=0, atol=1e-12)


# ---------------------------------------------------------------------- Ising closed forms
def ising_chi_cycle(n, c, T):
    # sum_{r=0}^{n-1} (t^r + t^{n-r})/(1 + t^n) = (1+t)/(1-t) (1-t^n)/(1+t^n), divided by T
    _, t = ising(c, T)
    return (1 + t) / (1 - t) * (1 - t**n) / (1 + t**n) / T


def ising_chi_path(n, c, T):
    # (1/n) sum_{i,j} t^{|i-j|} = 1 + (2/n) sum_{r=1}^{n-1} (n - r) t^r: summed term by term,
    # since the closed form (1+t)/(1-t) - 2t(1-t^n)/(n(1-t)^2) cancels at low T
    _, t = ising(c, T)
    r = np.arange(1, n)
    return (1 + 2 * float(((n - r) * t**r).sum()) / n) / T


@pytest.mark.parametrize("T", [0.2, 0.5, 1.0, 3.0])
@pytest.mark.parametrize("n", [5, 12, 300, 3000])
def test_ising_susceptibility_and_partition_function(n, T):
    c = 1.0
    K, t = ising(c, T)
    for graph, chi, lz in [
        ("cycle", ising_chi_cycle(n, c, T), n * K + n * math.log(2 * math.cosh(K)) + math.log1p(t**n)),
        ("path", ising_chi_path(n, c, T), (n - 1) * K + math.log(2) + (n - 1) * math.log(2 * math.cosh(K))),
    ]:
        o = chain_observables(potts_chain(2, n, c, graph=graph), temperature=T)
        assert o.chi == pytest.approx(chi, rel=1e-12, abs=0)
        assert o.log_partition == pytest.approx(lz, rel=1e-13, abs=0)
        assert o.fraction_mean == pytest.approx(0.5, rel=1e-13, abs=0)  # spin-flip symmetry
        # zero field: <m> = 0, so chi = n <m^2> / T exactly
        assert o.chi == pytest.approx(n * o.magnetization_sq / T, rel=1e-13, abs=0)
        # free energy per site -> -T (K + ln(2 cosh K)) (the Potts constant c/2 = KT per edge included)
        assert o.free_energy_limit == pytest.approx(-T * (K + math.log(2 * math.cosh(K))), rel=1e-14, abs=0)


def test_ising_infinite_chain_susceptibility_e_to_2K():
    # n -> inf: chi = e^{2K}/T, reached up to t^n (cycle)
    for T in (0.5, 1.0, 2.0):
        K, _ = ising(1.0, T)
        o = chain_observables(potts_chain(2, 2000, 1.0, graph="cycle"), temperature=T)
        assert o.chi == pytest.approx(math.exp(2 * K) / T, rel=1e-12, abs=0)


@pytest.mark.parametrize("T", [3.0, 1.0, 0.2, 0.05, 0.01, 0.0025])
def test_ising_correlation_length(T):
    # xi = -1/ln tanh K = 1/ln coth K = 1/log1p(2/expm1(2K)) (the last form is exact in float
    # down to T = 0.0025, where xi = e^{400}/2 ~ 2.6e173 and tanh K rounds to 1)
    K, _ = ising(1.0, T)
    xi = 1.0 / math.log1p(2.0 / math.expm1(2 * K))
    for graph in ("path", "cycle"):
        xi_graph = correlation_length(potts_chain(2, 10, 1.0, graph=graph), temperature=T)
        assert xi_graph == pytest.approx(xi, rel=1e-13, abs=0)
    # the antiferromagnet has the same |lambda_2/lambda_1| (lambda_2 = -2 sinh K)
    assert correlation_length(potts_chain(2, 10, -1.0), temperature=T) == pytest.approx(xi, rel=1e-13, abs=0)


@pytest.mark.parametrize("q,n,joint", [(3, 120, True), (3, 1000, False), (4, 600, False)])
def test_potts_chain_susceptibility_closed_form(q, n, joint):
    # Potts transfer matrix M = (e^{c/T} - 1) I + 1 1^T: lambda_1 = e^{c/T} + q - 1 on the
    # constant vector, lambda_2 = e^{c/T} - 1 on its complement (multiplicity q - 1), so on
    # the infinite chain <[x_i = a][x_j = a]> - 1/q^2 = ((q-1)/q^2) r^{|i-j|}, r = lambda_2/lambda_1;
    # summing over j and a: n Var(m) = q/(q-1) sum_a n Var(rho_a) -> (1 + r)/(1 - r). On a cycle
    # of n sites the corrections are O(r^n) < 1e-40 here.
    for T in (0.5, 1.0, 2.0):
        r = math.expm1(1.0 / T) / (math.exp(1.0 / T) + q - 1)
        o = chain_observables(potts_chain(q, n, 1.0, graph="cycle"), temperature=T, joint=joint)
        assert o.joint == joint
        assert o.chi == pytest.approx((1 + r) / (1 - r) / T, rel=1e-12, abs=0)
        assert o.correlation_length == pytest.approx(-1 / math.log(r), rel=1e-13, abs=0)
        assert o.fraction_mean == pytest.approx(1 / q, rel=1e-13, abs=0)


def test_ising_cycle_partition_function_carries_lambda_2():
    # Z_cycle = lambda_1^n + lambda_2^n, so ln Z_n - n ln lambda_1 = log1p(e^{-n/xi}): xi read
    # from the recursion's ln Z_n (no eigenvalue), against correlation_length
    T, n = 0.7, 20
    chain = potts_chain(2, n, 1.0, graph="cycle")
    o = chain_observables(chain, temperature=T)
    excess = o.log_partition + n * o.free_energy_limit / T
    assert -n / math.log(math.expm1(excess)) == pytest.approx(o.correlation_length, rel=1e-10)


def test_bulk_spectrum_general_and_potts_branches_against_high_precision():
    mpmath = pytest.importorskip("mpmath")
    rng = np.random.default_rng(3)
    cases = [potts_chain(3, 8, 1.3), potts_chain(4, 8, -0.6), potts_chain(3, 8, 0.9, field=[0.2, -0.1, 0.4])]
    A = rng.normal(size=(3, 3))
    cases.append(NearestNeighbourChain(np.tile(rng.normal(size=3), (8, 1)), np.tile(A, (8, 1, 1)), "cycle"))
    S = A + A.T
    cases.append(NearestNeighbourChain(np.tile(rng.normal(size=3), (8, 1)), np.tile(S, (8, 1, 1)), "cycle"))
    with mpmath.workdps(50):
        for chain in cases:
            _check_bulk_spectrum(mpmath, chain)


def _check_bulk_spectrum(mpmath, chain):
    for T in (0.3, 1.0, 2.5):
        h, Phi = chain.h[0], chain.couplings[0]
        M = mpmath.matrix([[mpmath.exp((mpmath.mpf(h[a]) + mpmath.mpf(h[b])) / 2 / T + mpmath.mpf(Phi[a, b]) / T)
                            for b in range(chain.q)] for a in range(chain.q)])
        ev = sorted((abs(v) for v in mpmath.eig(M)[0]), reverse=True)
        o = chain_observables(chain, temperature=T, joint=False)
        assert o.free_energy_limit == pytest.approx(float(-T * mpmath.log(ev[0])), rel=1e-13, abs=0)
        assert o.correlation_length == pytest.approx(float(1 / mpmath.log(ev[0] / ev[1])), rel=1e-12, abs=0)


# ---------------------------------------------------------------------- Glauber's gap
@pytest.mark.parametrize("n", range(3, 13))
def test_glauber_cycle_gap_against_enumerated_spectrum(n):
    # Glauber (1963): random-scan gap (1 - tanh(c/T))/n; antiferromagnetic even rings by the
    # sublattice flip
    couplings = (1.0, 0.4) if n % 2 else (1.0, 0.4, -1.0)
    for c in couplings:
        for T in (0.3, 1.0, 2.5):
            g = spectral_summary(glauber_kernel(potts(2, n, c, graph="cycle"), temperature=T)).spectral_gap
            assert g == pytest.approx(glauber_cycle_gap(n, c, temperature=T), rel=0, abs=1e-10)
            assert g == pytest.approx(glauber_linear_sector_gap(n, c, temperature=T, graph="cycle"), rel=0, abs=1e-10)


def test_glauber_cycle_gap_closed_form_values():
    # (1 - tanh 1)/10 = 0.2/(1 + e^2)... exactly 2/(1 + e^2)/10
    assert glauber_cycle_gap(10, 1.0, temperature=1.0) == pytest.approx(2 / (1 + math.e**2) / 10, rel=1e-15, abs=0)
    # low T: 1 - tanh(x) = 2 e^{-2x} (1 + O(e^{-2x})); computed without cancellation
    assert glauber_cycle_gap(4, 1.0, temperature=0.01) == pytest.approx(2 * math.exp(-200) / 4, rel=1e-13, abs=0)
    with pytest.raises(InvalidInputError, match="odd cycle"):
        glauber_cycle_gap(5, -1.0, temperature=1.0)
    with pytest.raises(InvalidInputError, match="`n` must be >= 3"):
        glauber_cycle_gap(2, 1.0, temperature=1.0)


@pytest.mark.parametrize("n", range(2, 13))
def test_path_linear_sector_holds_the_gap(n):
    # no closed form on the path: the linear sector's slowest rate is an eigenvalue of P
    # (so an upper bound on the gap); here checked to BE the gap, ferro and antiferro
    for c in (1.0, -0.7):
        for T in (0.3, 1.0, 3.0):
            g = spectral_summary(glauber_kernel(potts(2, n, c, graph="path"), temperature=T)).spectral_gap
            assert g == pytest.approx(glauber_linear_sector_gap(n, c, temperature=T, graph="path"), rel=0, abs=1e-10)


def test_path_linear_sector_small_cases():
    # n = 2: B = [[0, t], [t, 0]], gap (1 - tanh K)/2; n = 3: mu^2 = t tanh(2K)
    K, t = ising(1.0, 0.8)
    assert glauber_linear_sector_gap(2, 1.0, temperature=0.8) == pytest.approx((1 - t) / 2, rel=1e-14, abs=0)
    assert glauber_linear_sector_gap(3, 1.0, temperature=0.8) == pytest.approx(
        (1 - math.sqrt(t * math.tanh(2 * K))) / 3, rel=1e-14, abs=0)


def _mpmath_ising_path_gap(mpmath, n: int, c: float, T: float) -> float:
    """The spectral gap of the random-scan heat-bath chain of the Ising path, enumerated in
    mpmath (2^n states, symmetrized by sqrt(pi), eigsy): no transfer matrix, no tanh."""
    states = list(itertools.product((0, 1), repeat=n))
    index = {s: i for i, s in enumerate(states)}
    c, T = mpmath.mpf(c), mpmath.mpf(T)

    def energy(s):  # Potts coupling c per agreeing neighbour pair
        return sum(c for i in range(n - 1) if s[i] == s[i + 1])

    w = [mpmath.exp(energy(s) / T) for s in states]
    P = mpmath.zeros(2**n, 2**n)
    for s in states:
        for i in range(n):
            alts = [s[:i] + (a,) + s[i + 1:] for a in (0, 1)]
            z = sum(w[index[y]] for y in alts)
            for y in alts:
                P[index[s], index[y]] += w[index[y]] / z / n
    S = mpmath.matrix(2**n, 2**n)
    for i in range(2**n):
        for j in range(2**n):
            S[i, j] = mpmath.sqrt(w[i] / w[j]) * P[i, j]
    ev = sorted(mpmath.eigsy(S, eigvals_only=True), reverse=True)
    return float(1 - max(ev[1], -ev[-1]))


def test_path_linear_sector_gap_at_low_temperature():
    """Found by audit: 1 - max eig(B) cancelled to 0 or below (n = 2, c = 2, T = 0.05 gave
    0.0; n = 3 gave -1.5e-16). Now against closed forms and a 50-digit enumeration."""
    mpmath = pytest.importorskip("mpmath")
    for c, T in ((2.0, 0.05), (1.0, 0.05), (1.0, 0.01)):  # n = 2: (1 - tanh K)/2 = 1/(1 + e^{c/T})
        exact = float(1 / (1 + mpmath.exp(mpmath.mpf(c) / T)))
        assert glauber_linear_sector_gap(2, c, temperature=T) == pytest.approx(exact, rel=1e-13, abs=0)
    with mpmath.workdps(50):
        for n, c, T in ((3, 2.0, 0.05), (4, 1.0, 0.04), (4, -1.0, 0.04), (5, 1.5, 0.08)):
            g = glauber_linear_sector_gap(n, c, temperature=T)
            assert g == pytest.approx(_mpmath_ising_path_gap(mpmath, n, c, T), rel=1e-12, abs=0), (n, c, T)
    # bipartite: the antiferromagnet's rate is the ferromagnet's
    assert glauber_linear_sector_gap(7, -1.3, temperature=0.1) == glauber_linear_sector_gap(7, 1.3, temperature=0.1)
    assert glauber_linear_sector_gap(6, 0.0, temperature=1.0) == pytest.approx(1 / 6, rel=1e-15, abs=0)


def test_correlation_length_when_lambda_2_is_below_float_resolution():
    """Found by audit: float64 eigenvalues give lambda_2 only to ~1e-16 lambda_1, so xi was
    noise when |lambda_2/lambda_1| < ~1e-13 (0.027 instead of 0 for a rank-one transfer
    matrix; 0.0202 instead of 0.01401 at T = 0.05)."""
    mpmath = pytest.importorskip("mpmath")
    ch = NearestNeighbourChain(np.tile([0.0, 0.3, 0.7], (5, 1)), np.zeros((4, 3, 3)), "path")
    assert correlation_length(ch, temperature=1.0) == 0.0  # independent sites: lambda_2 = 0
    h = np.array([0.043, 1.019, 0.183])
    Phi = np.array([[-0.708, 0.056, 2.105], [-0.366, -1.524, -1.94], [-0.443, -1.499, 3.761]])
    ch = NearestNeighbourChain(np.tile(h, (4, 1)), np.tile(Phi, (3, 1, 1)), "path")
    for T in (0.05, 0.03):
        with mpmath.workdps(400):
            M = mpmath.matrix([[mpmath.exp((mpmath.mpf(h[a]) + mpmath.mpf(h[b])) / 2 / T + mpmath.mpf(Phi[a, b]) / T)
                                for b in range(3)] for a in range(3)])
            ev = sorted((abs(v) for v in mpmath.eig(M)[0]), reverse=True)
            xi = float(1 / mpmath.log(ev[0] / ev[1]))
        assert correlation_length(ch, temperature=T) == pytest.approx(xi, rel=1e-12, abs=0)


def test_ising_correlation_length_with_a_tiny_coupling_beside_a_field():
    """Found by audit: the 2x2 closed form took det's exponent from the field-shifted log
    matrix, losing the digits of a 1e-12 coupling beside a field of 3 (relative error 1e-5).
    A field equal on both tokens changes nothing: xi = -1/ln tanh K, K = c/(2T)."""
    mpmath = pytest.importorskip("mpmath")
    c, T = 1e-12, 0.3
    with mpmath.workdps(40):
        xi = float(-1 / mpmath.log(mpmath.tanh(mpmath.mpf(c) / (2 * T))))
    for field in (0.0, -3.0, 40.0):
        assert correlation_length(potts_chain(2, 6, c, graph="cycle", field=field), temperature=T) == pytest.approx(
            xi, rel=1e-13, abs=0)


# ---------------------------------------------------------------------- limits
def test_binder_tends_to_two_thirds_as_T_to_zero():
    # the two (q) ground states have |m| = 1: U4 = 1 - 1/3; the first excitations (two
    # domain walls on a cycle, one on a path) weigh ~ n^2 e^{-c/T}, below 1e-40 at T = 0.01
    for q, ns in [(2, (10, 100, 1000)), (3, (10, 60))]:
        for graph in ("path", "cycle"):
            for n in ns:
                o = chain_observables(potts_chain(q, n, 1.0, graph=graph), temperature=0.01)
                assert o.joint and o.binder == pytest.approx(2 / 3, abs=1e-13)
                assert o.order_mean == pytest.approx(1.0, abs=1e-13)


def test_binder_tends_to_gaussian_value_as_n_grows():
    # 1-D: the magnetization's cumulants are extensive, so U4 = -kappa_4/(3 n^2 chi^2) ~ A(T)/n
    # -> 0 (q = 2) at every T > 0; n U4 converges (to 1% between n = 1000 and 2000 where
    # xi << n), and U4 falls monotonically in n: the curves never cross (no transition)
    tab = transfer_scan(lambda n: potts_chain(2, n, 1.0, graph="cycle"), temperatures=[0.3, 0.5, 1.0, 2.0],
                        n_values=[10, 30, 100, 300, 1000, 2000])
    U = tab["binder"]
    assert (np.diff(U, axis=0) < 0).all()
    assert (U[-1] < 0.02).all()
    nU = U[-2:] * tab.n_values[-2:, None]
    np.testing.assert_allclose(nU[0], nU[1], rtol=0.01)


def test_potts_binder_tends_to_gaussian_vector_value():
    # q = 3: m is a 2-vector; Gaussian U4 = 1 - (d+2)/(3d) = 1/3 (d = 2) at large n, 2/3 at T -> 0
    o = chain_observables(potts_chain(3, 150, 1.0, graph="path"), temperature=1.0)
    assert o.joint and abs(o.binder - 1 / 3) < 0.01
    assert o.correlation_length < 1  # xi << n: the Gaussian regime


def test_susceptibility_peak_moves_to_zero_temperature():
    # The crossover signature of the 1-D chain. Where xi(T) ~ a n the magnetization spreads
    # over [-1, 1]: n Var(m_max) (toolkit.phase's convention) peaks there. With
    # xi = 1/ln coth K ~ e^{c/T}/2, the peak sits at c/T* = ln n + const, i.e. T* -> 0 like
    # c/ln n, and its height is about 0.029 n: it GROWS like n although there is no
    # transition (a verdict rule "peak grows => transition" calls this chain wrong).
    # Tolerances: slope of 1/T* against ln n within 10% of 1/c (corrections O(1/ln n));
    # height exponent within 0.05 of 1.
    c = 1.0
    ns = [10, 30, 100, 300, 1000, 2000]

    def family(n):
        return potts_chain(2, n, c, graph="path")

    coarse = np.geomspace(0.08, 1.5, 30)
    tab = transfer_scan(family, temperatures=coarse, n_values=ns)
    T_star, height = [], []
    for i, n in enumerate(ns):
        j = int(np.argmax(tab["susceptibility"][i]))
        assert 0 < j < coarse.size - 1
        fine = np.geomspace(coarse[j - 1], coarse[j + 1], 9)
        chi = transfer_scan(family, temperatures=fine, n_values=[n])["susceptibility"][0]
        k = int(np.argmax(chi))
        assert 0 < k < fine.size - 1
        a2, a1, _ = np.polyfit(np.log(fine[k - 1:k + 2]), chi[k - 1:k + 2], 2)  # vertex in log T
        T_star.append(math.exp(-a1 / (2 * a2)))
        height.append(chi[k])
    T_star, height = np.array(T_star), np.array(height)
    assert (np.diff(T_star) < 0).all() and T_star[-1] < 0.16
    slope = np.polyfit(np.log(ns), 1 / T_star, 1)[0]
    assert abs(slope * c - 1) < 0.1, slope
    b = np.polyfit(np.log(ns), np.log(height), 1)[0]
    assert abs(b - 1) < 0.05, b


# ---------------------------------------------------------------------- scans and results
def test_per_token_laws_agree_with_the_joint_law():
    # q >= 3 without the joint law: <|m|^2> and chi from one count law per token, against
    # the same quantities from the joint law (two independent routes)
    rng = np.random.default_rng(5)
    for q, graph in [(3, "cycle"), (4, "path")]:
        model = random_nn_model(q, 7, graph, rng=rng)
        for T in (0.2, 1.0):
            a = chain_observables(model, temperature=T, token=1, joint=True)
            b = chain_observables(model, temperature=T, token=1, joint=False)
            assert a.joint and not b.joint
            for k in ("fraction_mean", "fraction_variance", "magnetization_sq", "chi", "log_partition"):
                assert getattr(b, k) == pytest.approx(getattr(a, k), rel=1e-12, abs=0), k
            assert math.isnan(b.binder) and math.isnan(b.susceptibility)


def test_scan_equals_cell_by_cell_runs():
    # the shared recursion over a uniform family (one pass for every n) against separate
    # runs; non-prefix families (fields or couplings that depend on n) go cell by cell
    Ts = [0.2, 0.9, 3.0]
    for family in (lambda n: potts_chain(2, n, 1.0, graph="cycle"),
                   lambda n: potts_chain(3, n, 0.8, graph="path"),
                   lambda n: potts_chain(2, n, 1.0, graph="path", field=[0.0, 1.0 / n]),
                   lambda n: potts_chain(2, n, 1.0 + 1.0 / n, graph="cycle")):
        tab = transfer_scan(family, temperatures=Ts, n_values=[4, 9, 17])
        for i, n in enumerate(tab.n_values):
            for j, T in enumerate(tab.temperatures):
                o = chain_observables(family(int(n)), temperature=float(T))
                for k in OBSERVABLES:
                    assert tab[k][i, j] == pytest.approx(getattr(o, k), rel=1e-12, nan_ok=True, abs=0), k


def test_result_types():
    tab = transfer_scan(lambda n: potts_chain(3, n, 1.0), temperatures=[2.0, 0.5], n_values=[5, 400])
    assert isinstance(tab, TransferTable)
    assert tab.temperatures.tolist() == [0.5, 2.0]
    assert tab.joint.tolist() == [True, False]  # n = 400, q = 3: above the joint budget
    assert np.isnan(tab["binder"][1]).all() and np.isnan(tab["susceptibility"][1]).all()
    assert np.isfinite(tab["fraction_variance"][1]).all() and np.isfinite(tab["chi"][1]).all()
    df = tab.to_frame()
    assert len(df) == 4 and {"n", "temperature", "binder", "susceptibility"} <= set(df.columns)
    d = tab.to_dict()
    assert d["n_values"] == [5, 400] and len(d["values"]["chi"]) == 2
    assert "Binder" in str(tab)
    with pytest.raises(InvalidInputError, match="unknown observable"):
        tab["nope"]
    o = chain_observables(potts_chain(2, 6, 1.0), temperature=1.0)
    assert isinstance(o, ChainObservables) and o.to_dict()["binder"] == o.binder and "binder" in str(o)
    law = count_law(potts_chain(2, 6, 1.0), temperature=1.0, token=1)
    assert law.pmf.sum() == pytest.approx(1.0, rel=1e-15, abs=0) and law.mean()[0] == pytest.approx(3.0, rel=1e-14, abs=0)
    assert law.to_dict()["tokens"] == [1] and "token 1" in str(law)


def test_glauber_cycle_gap_at_low_temperature_keeps_the_factor_two():
    # Second blind audit (issue 30). 1 - tanh(x) = 2 e^{-2x} / (1 + e^{-2x}), which is 2 e^{-2x} to
    # relative 1e-300 at x = 350 (c / T = 350: where the code switches to the asymptotic form) and
    # x = 360; the random-scan gap is that over n.
    for x in (350.0, 360.0):
        assert glauber_cycle_gap(4, x, temperature=1.0) == pytest.approx(2 * math.exp(-2 * x) / 4, rel=1e-12, abs=0)

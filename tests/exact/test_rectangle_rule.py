"""The rectangle rule of the reversibility decision, on the models where a rule that skips
site pairs or tokens goes wrong: two sites, and couplings between nearest neighbours only.

Every expected answer is written down from the model before anything runs. For a
pairwise model ``l_i(a | x) = h_i[a] + sum_j J_ij[a, x_j]`` the rectangle statistic of
sites ``(i, j)``, tokens ``a, a'`` and ``b, b'`` is the double difference (DESIGN.md
section 1)::

    log R = [J_ij(a,b) - J_ij(a',b) - J_ij(a,b') + J_ij(a',b')] - [J_ji(b,a) - J_ji(b',a) - J_ji(b,a') + J_ji(b',a')]

whatever the context, so a coupling ``c`` put on one entry ``J_ij[a, b]`` alone (``J_ji``
left at 0) gives ``log R = c`` on the rectangle ``(a, 0, b, 0)`` of that pair and 0 on every
other pair. Independently of the toolkit, the Kolmogorov ratio of the 4-cycle
``(a,b) -> (a,b') -> (a',b') -> (a',b) -> (a,b)`` of the dense kernel built from
``model.logits`` in ``tests/independent.py`` (no ``exact`` code) is ``+log R / T`` (DESIGN.md section 1), which the tests
check too, so the expected verdicts rest on the mathematics, not on the rule under test.

The certificate's logit error (:mod:`toolkit._rectangle`): a float32 table of a *compatible*
model's logits, whose rows mix logits near 3000 with logits near 1, has rectangles of size
~1e-4 from the float32 rounding alone; the declared error ``u_32 |l|`` per entry, taken at the
largest entry of the site, covers them (nothing certified), while the error of the small
entries alone (1e-7) would certify them.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from exact import glauber_kernel
from exact.logits import site_logits
from exact.rectangles import all_rectangles
from exact.reversibility import reversibility
from toolkit.models import LogitTable, Pairwise

from ..independent import dense_kernel, states

U32 = 2.0**-24  # unit roundoff of float32
GAMMA7 = 7 * 2.0**-53 / (1 - 7 * 2.0**-53)  # Higham's gamma_7 in float64


# ---------------------------------------------------------------------- helpers
def cycle_log_ratio(P: np.ndarray, q: int, n: int, i: int, j: int, a: int, a2: int, b: int, b2: int) -> float:
    """``log`` of forward over backward transition products around the cycle
    ``(a,b) -> (a,b2) -> (a2,b2) -> (a2,b) -> (a,b)`` (sites ``i, j``; every other site 0)."""
    def idx(u, v):
        x = [0] * n
        x[i], x[j] = u, v
        return int(np.ravel_multi_index(x, (q,) * n))

    cyc = [idx(a, b), idx(a, b2), idx(a2, b2), idx(a2, b), idx(a, b)]
    fwd = sum(np.log(P[s, t]) for s, t in zip(cyc[:-1], cyc[1:], strict=True))
    bwd = sum(np.log(P[t, s]) for s, t in zip(cyc[:-1], cyc[1:], strict=True))
    return float(fwd - bwd)


def one_entry_model(q: int, n: int, pair: tuple[int, int], a: int, b: int, c: float, *, base=None, rng=0):
    """Random fields, the compatible couplings ``base`` (symmetric, or none), and ``c`` added
    to ``J[i, j][a, b]`` only: ``log R = c`` on the rectangle ``(a, 0, b, 0)`` of ``pair``."""
    r = np.random.default_rng(rng)
    h = r.normal(size=(n, q))
    J = np.zeros((n, n, q, q)) if base is None else base.copy()
    i, j = pair
    J[i, j, a, b] += c
    return Pairwise(h, J)


def path_couplings(q: int, n: int, *, cycle: bool = False, rng=1) -> np.ndarray:
    """Symmetric (compatible) random couplings between nearest neighbours only."""
    r = np.random.default_rng(rng)
    J = np.zeros((n, n, q, q))
    edges = [(k, k + 1) for k in range(n - 1)] + ([(0, n - 1)] if cycle else [])
    for i, j in edges:
        M = r.normal(scale=0.7, size=(q, q))
        J[i, j], J[j, i] = M, M.T
    return J


def kernels(model, T):
    """The same chain through the stored table and through the on-the-fly pairwise logits
    (two implementations of the rule), and as a plain logit table."""
    yield "stored", glauber_kernel(model, temperature=T, logits="stored")
    yield "on-the-fly", glauber_kernel(model, temperature=T, logits="on-the-fly")
    q, n = model.vocab_size, model.length
    table = np.empty((n, q ** (n - 1), q))
    X = states(q, n - 1)
    for i in range(n):
        full = np.insert(X, i, 0, axis=1)
        table[i] = model.logits(full, np.full(len(full), i))
    yield "table", glauber_kernel(LogitTable(table), temperature=T)


# ---------------------------------------------------------------------- two sites
@pytest.mark.parametrize("q,a,b", [(2, 1, 1), (3, 2, 1), (3, 1, 2)])
@pytest.mark.parametrize("T", [1.0, 0.25])
def test_two_sites_one_asymmetric_entry_is_not_reversible(q, a, b, T):
    c = 0.8
    model = one_entry_model(q, 2, (0, 1), a, b, c)
    # the 4-cycle of the independent kernel: log ratio = log R / T = c / T
    P = dense_kernel(model, T)
    assert cycle_log_ratio(P, q, 2, 0, 1, a, 0, b, 0) == pytest.approx(c / T, abs=1e-9)
    for how, K in kernels(model, T):
        r = reversibility(K)
        assert (r.reversible, r.rule) == (False, "rectangles"), how
    # the matrix rule, from an accurate pi, agrees
    assert reversibility(P).reversible is False


@pytest.mark.parametrize("q", [2, 3])
def test_two_sites_symmetric_couplings_are_reversible(q):
    r = np.random.default_rng(5)
    M = r.normal(size=(q, q))
    J = np.zeros((2, 2, q, q))
    J[0, 1], J[1, 0] = M, M.T
    model = Pairwise(r.normal(size=(2, q)), J)
    P = dense_kernel(model, 0.5)
    for a, b in itertools.product(range(1, q), repeat=2):
        assert cycle_log_ratio(P, q, 2, 0, 1, a, 0, b, 0) == pytest.approx(0.0, abs=1e-9)
    for how, K in kernels(model, 0.5):
        r = reversibility(K)
        assert (r.reversible, r.rule) == (True, "rectangles"), how


def test_two_sites_rectangle_table_by_hand():
    # q = 3, c on J[0,1][2,1]: of the 9 rectangles (a<a2, b<b2) exactly those whose double
    # difference of J01 picks the entry (2, 1) carry +-c: (a, a2) with 2 in it, (b, b2) with 1
    c, T = 0.8, 0.5
    model = one_entry_model(3, 2, (0, 1), 2, 1, c, rng=3)
    t = all_rectangles(model, temperature=T)
    for a, a2, b, b2, lr in zip(t.a, t.a2, t.b, t.b2, t.log_r, strict=True):
        sign = (1 if a == 2 else -1 if a2 == 2 else 0) * (1 if b == 1 else -1 if b2 == 1 else 0)
        assert lr == pytest.approx(sign * c / T, abs=1e-12), (a, a2, b, b2)
    assert t.certified.sum() == 4


# ---------------------------------------------------------------------- nearest neighbours only
@pytest.mark.parametrize("edge", [(0, 1), (1, 2), (2, 3)])
def test_path_asymmetric_on_one_edge_is_not_reversible(edge):
    q, n, c, T = 2, 4, 0.6, 0.7
    model = one_entry_model(q, n, edge, 1, 1, c, base=path_couplings(q, n))
    P = dense_kernel(model, T)
    assert cycle_log_ratio(P, q, n, *edge, 1, 0, 1, 0) == pytest.approx(c / T, abs=1e-9)
    for how, K in kernels(model, T):
        r = reversibility(K)
        assert (r.reversible, r.rule) == (False, "rectangles"), how
    # only the rectangles of that edge are certified: q**(n-2) contexts, one token rectangle
    t = all_rectangles(model, temperature=T)
    pairs = {(int(i), int(j)) for i, j, cert in zip(t.i, t.j, t.certified, strict=True) if cert}
    assert pairs == {edge} and int(t.certified.sum()) == q ** (n - 2)


def test_cycle_wraparound_edge_is_checked():
    # the edge (0, n-1) of a ring: the pair farthest apart in index
    q, n, c, T = 2, 5, 0.6, 1.0
    model = one_entry_model(q, n, (0, n - 1), 1, 1, c, base=path_couplings(q, n, cycle=True))
    assert cycle_log_ratio(dense_kernel(model, T), q, n, 0, n - 1, 1, 0, 1, 0) == pytest.approx(c / T, abs=1e-9)
    for how, K in kernels(model, T):
        assert reversibility(K).reversible is False, how


@pytest.mark.parametrize("cycle", [False, True])
def test_nearest_neighbour_compatible_is_reversible(cycle):
    q, n = 3, 4
    model = Pairwise(np.random.default_rng(2).normal(size=(n, q)), path_couplings(q, n, cycle=cycle))
    for how, K in kernels(model, 0.3):
        r = reversibility(K)
        assert (r.reversible, r.rule) == (True, "rectangles"), how


# ---------------------------------------------------------------------- the certificate's logit error
def mixed_magnitude_table(*, rng=0) -> np.ndarray:
    """The logits of a compatible pairwise model (q = 3, n = 3) whose token 2 carries a
    field near 3000 at every site: each row mixes one logit ~3000 with two ~1. float64."""
    r = np.random.default_rng(rng)
    q, n = 3, 3
    h = r.normal(size=(n, q))
    h[:, 2] += 3000.0
    J = np.zeros((n, n, q, q))
    for i, j in itertools.combinations(range(n), 2):
        M = r.normal(size=(q, q))
        J[i, j], J[j, i] = M, M.T
    model = Pairwise(h, J)
    table = np.empty((n, q ** (n - 1), q))
    X = states(q, n - 1)
    for i in range(n):
        full = np.insert(X, i, 0, axis=1)
        table[i] = model.logits(full, np.full(len(full), i))
    return table


def test_float32_table_declares_u32_times_its_largest_logit():
    t32 = mixed_magnitude_table().astype(np.float32)
    L = site_logits(LogitTable(t32))
    for i in range(3):
        assert L.site_error(i) == pytest.approx(U32 * float(np.abs(t32[i]).max()), rel=1e-12, abs=0)


def test_float32_rounding_of_a_compatible_table_is_not_certified():
    t32 = mixed_magnitude_table().astype(np.float32)
    t = all_rectangles(LogitTable(t32))
    # the float32 rounding makes rectangles far above float64 round-off ...
    assert np.abs(t.log_r).max() > 1e-5
    # ... and far above what the small entries' own error (u_32 * |l| ~ 1e-7) would allow
    assert np.abs(t.log_r).max() > 100 * 8 * U32 * 2.0
    assert not t.certified.any()
    assert reversibility(glauber_kernel(LogitTable(t32))).reversible is True
    # the bound, by hand: gamma_7 sum |t_k| + 4 err_i + 4 err_j, err = u_32 max |l| per site
    err = U32 * np.abs(t32).max(axis=(1, 2))
    k = int(np.argmax(np.abs(t.log_r)))
    i, j = int(t.i[k]), int(t.j[k])
    assert t.bound[k] >= 4 * err[i] + 4 * err[j]
    assert t.bound[k] == pytest.approx(4 * err[i] + 4 * err[j], rel=1e-6)  # gamma_7 sum |t| is ~1e-12


def test_incompatibility_above_the_bound_is_certified():
    # the same table with one small entry moved by 4x the largest bound: certified
    t32 = mixed_magnitude_table().astype(np.float32)
    err = U32 * np.abs(t32).max(axis=(1, 2))
    delta = 4 * 8 * float(err.max())
    bad = t32.astype(np.float64)
    bad[0, 0, 1] += delta  # l_0(1 | x_1 = x_2 = 0)
    t = all_rectangles(LogitTable(bad, logit_error=err))
    assert t.certified.any()
    assert np.abs(t.log_r).max() == pytest.approx(delta, rel=0.2)
    assert reversibility(glauber_kernel(LogitTable(bad, logit_error=err))).reversible is False


def test_bound_constants_by_hand():
    # one rectangle with known terms: log R = 1, bound = gamma_7 * sum |t| + 4 e_i + 4 e_j
    from toolkit import _rectangle

    t = np.array([3000.5, 3000.25, 1.0, 0.5])
    u = np.array([2.0, 1.0, 0.25, 0.0])
    e_i, e_j = 1e-4, 3e-5
    lr = _rectangle.log_r(t, u)
    assert lr == (3000.5 - 3000.25 - 1.0 + 0.5) - (2.0 - 1.0 - 0.25 + 0.0)
    assert _rectangle.bound(t, u, e_i, e_j) == pytest.approx(GAMMA7 * (t.sum() + u.sum()) + 4 * e_i + 4 * e_j,
                                                              rel=1e-15, abs=0)


def test_logit_rtol_override_has_a_floor_of_one():
    # Second blind audit (issue 30). logit_rtol overrides the declared errors with
    # err_i = logit_rtol * max(1, max |l_i|): site 0's logits are {0, 0.1} (max 0.1 < 1), site 1's
    # {0, 3} (max 3), so err = (0.01, 0.03) at logit_rtol = 0.01; each rectangle's bound is then
    # (gamma_7 sum |t_k| + 4 err_0 + 4 err_1) / T, here 4 * 0.04 = 0.16 plus round-off.
    J = np.zeros((2, 2, 2, 2))
    J[0, 1, 0, 0] = 0.1
    J[1, 0, 1, 1] = 3.0
    t = all_rectangles(Pairwise(np.zeros((2, 2)), J), logit_rtol=0.01)
    assert t.logit_error == pytest.approx((0.01, 0.03), rel=1e-15, abs=0)
    assert t.bound.tolist() == pytest.approx([0.16], rel=1e-12, abs=0)

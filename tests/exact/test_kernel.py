"""Dense vs sparse vs matrix-free vs a brute-force reference kernel."""

import itertools

import numpy as np
import pytest

from exact import glauber_kernel, site_logits
from toolkit.chain import tempered_conditionals
from toolkit.models import potts, random_pairwise, random_table


def brute_force_kernel(model, T, scan="random", lazy=0.0):
    """Obviously-correct reference: loop over states and sites."""
    q, n = model.vocab_size, model.length
    states = list(itertools.product(range(q), repeat=n))
    index = {s: k for k, s in enumerate(states)}
    N = len(states)
    site_P = []
    for i in range(n):
        Pi = np.zeros((N, N))
        for s in states:
            p = tempered_conditionals(model.logits(np.array([s]), np.array([i])), T)[0]
            for a in range(q):
                t = list(s)
                t[i] = a
                Pi[index[s], index[tuple(t)]] += p[a]
        site_P.append(Pi)
    if scan == "random":
        P = sum(site_P) / n
    else:
        P = np.eye(N)
        for Pi in site_P:
            P = P @ Pi
    return lazy * np.eye(N) + (1 - lazy) * P


MODELS = [
    ("potts", lambda: potts(3, 3, 1.0, graph="cycle")),
    ("asym", lambda: random_pairwise(2, 4, 1.0, rng=5)),
    ("table", lambda: random_table(3, 3, 2.0, rng=6)),
]


@pytest.mark.parametrize("name, make", MODELS)
@pytest.mark.parametrize("scan", ["random", "systematic"])
@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_representations_agree(name, make, scan, lazy):
    model = make()
    T = 0.9
    ref = brute_force_kernel(model, T, scan, lazy)
    K = glauber_kernel(model, temperature=T, scan=scan, lazy=lazy)
    np.testing.assert_allclose(K.dense(), ref, atol=1e-12)
    rng = np.random.default_rng(0)
    f = rng.normal(size=(K.n_states, 3))
    op = K.operator()
    np.testing.assert_allclose(op @ f[:, 0], ref @ f[:, 0], atol=1e-10)
    np.testing.assert_allclose(op.matmat(f), ref @ f, atol=1e-10)
    np.testing.assert_allclose(op.rmatvec(f[:, 1]), ref.T @ f[:, 1], atol=1e-10)
    np.testing.assert_allclose(K.transpose_operator() @ f[:, 2], ref.T @ f[:, 2], atol=1e-10)
    if scan == "random":
        np.testing.assert_allclose(K.sparse().toarray(), ref, atol=1e-12)


def test_rows_sum_to_one_and_sparse_structure():
    K = glauber_kernel(random_pairwise(3, 5, 1.0, rng=1), temperature=0.5)
    P = K.sparse()
    np.testing.assert_allclose(np.asarray(P.sum(axis=1)).ravel(), 1.0, atol=1e-12)
    assert P.nnz == K.n_states * (K.n * (K.q - 1) + 1)


def test_float32_storage_matches_float64():
    model = random_pairwise(2, 8, 1.0, rng=2)
    K64 = glauber_kernel(model, temperature=1.0)
    K32 = glauber_kernel(model, temperature=1.0, dtype=np.float32)
    f = np.random.default_rng(1).random(K64.n_states)
    np.testing.assert_allclose(K32.matvec(f), K64.matvec(f), rtol=1e-5)


def test_site_logits_layout_matches_model_calls():
    """site(i)[l, a, r] is the logit of token a at the context (l, r), whatever x_i is."""
    model = random_table(3, 3, 1.0, rng=4)
    L = site_logits(model)
    states = L.space.all_states()
    q, n = model.vocab_size, model.length
    for i in range(n):
        direct = model.logits(states, np.full(len(states), i))  # (N, q) in state order
        d4 = direct.reshape(q**i, q, q ** (n - 1 - i), q)  # (l, own token c, r, a)
        expected = L.site(i).transpose(0, 2, 1)  # (l, r, a)
        for c in range(q):
            np.testing.assert_array_equal(d4[:, c], expected)


def test_infinite_temperature_is_uniform_resampling():
    K = glauber_kernel(random_pairwise(2, 3, 5.0, rng=0), temperature=np.inf)
    np.testing.assert_allclose(K.cond, 0.5)


@pytest.mark.parametrize(("q", "n", "lazy"), [(2, 5, 0.0), (3, 4, 0.3), (4, 3, 0.0)])
def test_csr_written_directly_equals_the_definition(q, n, lazy):
    """The CSR arrays filled row by row (no COO sort), ``P^T`` built the same way and its
    off-diagonal part with the diagonal apart, against ``P(x, y) = lazy [x = y] + (1 - lazy)
    (1/n) sum_i [y_-i = x_-i] p_i(y_i | x_-i)`` evaluated here state by state from the logits."""
    model = random_table(q, n, 1.0, rng=q + n)
    T = 0.7
    K = glauber_kernel(model, temperature=T, lazy=lazy)
    states = list(itertools.product(range(q), repeat=n))
    ref = np.zeros((len(states), len(states)))
    for x, s in enumerate(states):
        ref[x, x] += lazy
        for i in range(n):
            p = tempered_conditionals(model.logits(np.array([s]), np.array([i])), T)[0]
            for a in range(q):
                y = states.index(s[:i] + (a,) + s[i + 1:])
                ref[x, y] += (1 - lazy) * p[a] / n
    np.testing.assert_allclose(K.sparse().toarray(), ref, rtol=1e-14, atol=1e-17)
    np.testing.assert_allclose(K.sparse(transpose=True).toarray(), ref.T, rtol=1e-14, atol=1e-17)
    off, d = K.cached_offdiag_transpose()
    assert np.all(off.diagonal() == 0)
    np.testing.assert_allclose(off.toarray() + np.diag(d), ref.T, rtol=1e-14, atol=1e-17)


def test_csr_products_above_the_small_limit(monkeypatch):
    """Between SPARSE_PRODUCTS_MAX and SPARSE_PRODUCTS_SMALL_Q_MAX non-zeros (q <= 3) the
    products use CSR matrices built at the first product, ``P^T`` as its off-diagonal part plus
    the diagonal; forced here at 729 states against the dense matrix."""
    import importlib

    linalg = importlib.import_module("exact._linalg")
    monkeypatch.setattr(linalg, "SPARSE_PRODUCTS_MAX", 0)
    K = glauber_kernel(random_table(3, 6, 1.0, rng=5), temperature=0.8, lazy=0.2)
    A, AT, N = linalg.as_operator(K)
    assert getattr(K, "_sparse_cache", None) is None  # nothing built for N alone
    D = K.sparse().toarray()
    rng = np.random.default_rng(0)
    f, F = rng.random(N), rng.random((N, 3))
    np.testing.assert_allclose(A @ f, D @ f, rtol=1e-13)
    np.testing.assert_allclose(AT @ f, D.T @ f, rtol=1e-13)
    np.testing.assert_allclose(AT @ F, D.T @ F, rtol=1e-13)
    np.testing.assert_allclose(A @ F, D @ F, rtol=1e-13)


def test_offdiag_log_pairs_of_a_sparse_matrix_never_densify(monkeypatch):
    """``offdiag_pairs(P, log=True)`` of a scipy sparse ``P`` reads the stored entries (a dense
    log of the 47,905 count states of mean-field Potts q = 4, n = 64 was 17 GiB): the same
    pairs and logarithms as the dense path (reference: the dense array's nonzero pattern,
    one-directional pairs carrying -inf), with the dense helpers forbidden."""
    import importlib

    import scipy.sparse as sp

    linalg = importlib.import_module("exact._linalg")
    rng = np.random.default_rng(0)
    D = rng.random((30, 30)) * (rng.random((30, 30)) < 0.2)
    D[3, 5], D[5, 3] = 0.4, 0.0   # a one-directional edge: its reverse logarithm is -inf
    D /= D.sum(axis=1, keepdims=True)
    want = {}
    for r in range(30):
        for c in range(30):
            if r != c and (D[r, c] > 0 or D[c, r] > 0):
                with np.errstate(divide="ignore"):
                    want[(r, c)] = (np.log(D[r, c]), np.log(D[c, r]))

    def forbidden(*_a, **_k):
        raise AssertionError("densified a sparse matrix")

    monkeypatch.setattr(linalg, "as_dense", forbidden)
    monkeypatch.setattr(linalg, "log_dense", forbidden)
    got = {}
    for r, c, a, b in linalg.offdiag_pairs(sp.csr_matrix(D), log=True):
        got.update({(int(i), int(j)): (x, y) for i, j, x, y in zip(r, c, a, b, strict=True)})
    assert got.keys() == want.keys() and (3, 5) in got and got[(3, 5)][1] == -np.inf
    for k, (x, y) in want.items():
        np.testing.assert_allclose(got[k], (x, y), rtol=1e-14)


# ------------------------------------------------------------ third blind audit (issue 30)
def _independent_lazy_kernel(lazy):
    """Two independent binary sites with logits (0, log 3) and (0, log 1/4) at T = 1: the
    conditionals are p_0 = (1/4, 3/4), p_1 = (4/5, 1/5) whatever the other site holds."""
    from toolkit.models import IndependentSites

    model = IndependentSites(np.log([[1.0, 3.0], [1.0, 0.25]]))
    p = np.array([[0.25, 0.75], [0.8, 0.2]])
    return glauber_kernel(model, temperature=1.0, lazy=lazy), p


def _hand_dense(p, lazy):
    """P(x, y) of the random scan by hand: (1 - lazy)/n sum_i [y_-i = x_-i] p_i(y_i) + lazy [x = y]
    (states x = 2 x_0 + x_1)."""
    P = np.zeros((4, 4))
    for x in range(4):
        xs = (x >> 1, x & 1)
        for i in range(2):
            for a in range(2):
                ys = list(xs)
                ys[i] = a
                P[x, 2 * ys[0] + ys[1]] += (1 - lazy) / 2 * p[i, a]
        P[x, x] += lazy
    return P


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_log_diagonal_of_a_lazy_kernel_by_hand(lazy):
    """log P(x, x) = log(lazy + (1 - lazy)/n sum_i p_i(x_i | x_-i)), by hand on two independent
    sites; the (1 - lazy) weight of the moves must be there before lazy is added."""
    K, p = _independent_lazy_kernel(lazy)
    want = np.diag(_hand_dense(p, lazy))
    np.testing.assert_allclose(np.exp(K.log_diagonal()), want, rtol=1e-14)
    np.testing.assert_allclose(K.dense(), _hand_dense(p, lazy), rtol=1e-14, atol=1e-16)


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_sym_matvec_of_a_lazy_kernel_is_the_geometric_mean_kernel(lazy):
    """S(x, y) = sqrt(P(x, y) P(y, x)) (sym_matvec's definition), with P by hand: S f for the
    unit vectors gives S column by column, lazy included (S(x, x) = P(x, x))."""
    K, p = _independent_lazy_kernel(lazy)
    P = _hand_dense(p, lazy)
    S = np.sqrt(P * P.T)
    got = np.column_stack([K.sym_matvec(e) for e in np.eye(4)])
    np.testing.assert_allclose(got, S, rtol=1e-14, atol=1e-16)
    got_precise = np.column_stack([K.sym_matvec(e, precise=True) for e in np.eye(4)])
    np.testing.assert_allclose(got_precise, S, rtol=1e-14, atol=1e-16)


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_offdiag_chunks_reverse_entries_are_the_transposed_kernel(lazy):
    """offdiag_chunks(reverse=True) gives P(y, x) beside each P(x, y) (and their logarithms):
    held against the hand-built P of two independent sites, which is not symmetric."""
    K, p = _independent_lazy_kernel(lazy)
    P = _hand_dense(p, lazy)
    assert not np.allclose(P, P.T)
    for log in (False, True):
        for r, c, v, rv in K.offdiag_chunks(log=log, reverse=True):
            want, want_rev = P[r, c], P[c, r]
            if log:
                want, want_rev = np.log(want), np.log(want_rev)
            np.testing.assert_allclose(v, want, rtol=1e-14)
            np.testing.assert_allclose(rv, want_rev, rtol=1e-14)

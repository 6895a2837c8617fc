"""The Gelfand-Tsetlin sectors of q = 3 exchangeable chains (exact.lumped_sectors).

References, none computed by the code under test: the gl_3 commutation relations
(``[E_ab, E_ba] = E_aa - E_bb``, ``[E_12, E_13] = 0``) and the unitarity ``E_ab^* = E_ba`` of
the Gelfand-Tsetlin basis; Weyl's dimension formula; Schur-Weyl duality
``sum_lambda f^lambda dim V_lambda = 3^n``; the hook-length counts of standard tableaux
(by brute force); full enumeration of the 3^n-state chain; and the closed form of
independent sites (heat-bath on a product: eigenvalue ``1 - k/n`` with multiplicity
``C(n, k) 2^k``, the number of functions depending on exactly ``k`` sites, q = 3).
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from scipy.optimize import linear_sum_assignment

from exact import glauber_kernel, spectral_summary
from exact.lumped import lumped_spectral_gap, sector_inputs
from exact.lumped_sectors import (
    generators,
    gt_dimension,
    hook_dimension,
    partitions3,
    three_token_sectors,
    total_dimension,
)
from toolkit.models.exchangeable import IdenticalSites, MeanFieldPotts, random_exchangeable

LAMBDAS = [(1, 0, 0), (2, 1, 0), (3, 1, 0), (4, 2, 1), (5, 3, 2), (6, 2, 0), (3, 3, 3), (7, 4, 0)]


@pytest.mark.parametrize("lam", LAMBDAS, ids=str)
def test_generators_represent_gl3_unitarily(lam):
    E = generators(lam)
    W = E["weights"]
    assert W.shape[0] == gt_dimension(lam)
    assert np.all(W.sum(axis=1) == sum(lam)) and W.min() >= 0

    def comm(X, Y):
        return (X @ Y - Y @ X).toarray()

    for a, b in [(1, 2), (2, 3), (1, 3)]:
        Eab, Eba = E[f"E{a}{b}"].toarray(), E[f"E{b}{a}"].toarray()
        assert np.abs(comm(E[f"E{a}{b}"], E[f"E{b}{a}"]) - np.diag(W[:, a - 1] - W[:, b - 1])).max() < 1e-9
        assert np.abs(Eab - Eba.T).max() < 1e-9 * max(1.0, np.abs(Eab).max())   # orthonormal basis
    assert np.abs(comm(E["E12"], E["E13"])).max() < 1e-9
    assert np.abs(comm(E["E23"], E["E13"])).max() < 1e-9
    # E_21 lowers the weight by e_1 - e_2
    r, c = E["E21"].nonzero()
    assert np.all(W[r] - W[c] == [-1, 1, 0])


def _standard_tableaux(lam) -> int:
    """Standard Young tableaux of shape lam, by removing the largest entry recursively."""
    lam = tuple(x for x in lam if x > 0)
    if sum(lam) <= 1:
        return 1
    total = 0
    for i, row in enumerate(lam):
        if i + 1 == len(lam) or lam[i + 1] < row:
            total += _standard_tableaux(lam[:i] + (row - 1,) + lam[i + 1:])
    return total


@pytest.mark.parametrize("n", range(1, 11))
def test_schur_weyl_counts(n):
    parts = partitions3(n)
    assert len(parts) == len({p for p in itertools.product(range(n + 1), repeat=3)
                              if sum(p) == n and p[0] >= p[1] >= p[2]})
    for lam in parts:
        assert hook_dimension(lam) == _standard_tableaux(lam)
    assert sum(hook_dimension(lam) * gt_dimension(lam) for lam in parts) == 3 ** n
    assert total_dimension(n) == sum(gt_dimension(lam) for lam in parts)


def _sector_spectrum(model, T, lazy=0.0):
    n = model.length
    lp, lpc = sector_inputs(model, temperature=T, lazy=lazy)
    out = []
    for _, f, S in three_token_sectors(n, lp, lpc, lazy=lazy):
        out += list(np.linalg.eigvals(S.toarray())) * f
    return np.array(out)


def _match(a, b) -> float:
    """Largest distance in the best one-to-one matching of two multisets of eigenvalues."""
    assert a.size == b.size
    D = np.abs(a[:, None] - b[None, :])
    r, c = linear_sum_assignment(D)
    return float(D[r, c].max())


@pytest.mark.parametrize("model, T, lazy", [
    (MeanFieldPotts(3, 6, 2.0), 1.0, 0.0),
    (MeanFieldPotts(3, 5, 2.5, field=[0.3, 0.0, -0.4]), 0.7, 0.25),
    (random_exchangeable(3, 6, 1.0, rng=1), 1.0, 0.0),      # not reversible: complex eigenvalues
    (random_exchangeable(3, 5, 2.0, rng=7), 0.5, 0.1),
], ids=["potts", "potts-field-lazy", "table", "table-lazy"])
def test_every_eigenvalue_with_its_multiplicity_equals_enumeration(model, T, lazy):
    full = np.linalg.eigvals(glauber_kernel(model, temperature=T, lazy=lazy).dense())
    assert _match(_sector_spectrum(model, T, lazy), full) < 1e-10


def test_independent_sites_closed_form_beyond_enumeration():
    """n = 12 (531441 states, not enumerated): the union over sectors is exactly
    {1 - k/n with multiplicity C(n, k) 2^k}."""
    n = 12
    ev = np.sort(_sector_spectrum(IdenticalSites(n, [0.3, -0.2, 0.5]), 1.0).real)
    expect = np.sort(np.concatenate([np.full(math.comb(n, k) * 2 ** k, 1 - k / n) for k in range(n + 1)]))
    assert ev.size == 3 ** n and np.abs(ev - expect).max() < 1e-10


# the last case (a non-reversible gap of 4e-8, refined on the enumerated chain's wells) takes
# ~20 s of CPU: slow; the other non-reversible table is the fast guard. The tiny reversible
# gap at n = 7 (2187 enumerated states, ~14 s of CPU for the reference) is slow too; n = 6
# (729 states, gap 1.3e-12, 0.1 s) is its fast guard
@pytest.mark.parametrize("m, T", [(MeanFieldPotts(3, 7, 2.2), 1.0), (random_exchangeable(3, 6, 1.5, rng=3), 0.8),
                                  (MeanFieldPotts(3, 6, 2.0), 0.1),  # gap 1.3e-12: reversible, to 1e-10 relative
                                  pytest.param(MeanFieldPotts(3, 7, 2.0), 0.1,  # gap 1.6e-14
                                               marks=pytest.mark.slow),
                                  pytest.param(random_exchangeable(3, 6, 1.0, rng=2), 0.05,
                                               marks=pytest.mark.slow)],  # gap 4e-8 in sector (5, 1, 0)
                         ids=["mfp7-T1", "table6-T0.8", "mfp6-T0.1", "mfp7-T0.1", "table6-T0.05"])
def test_full_gap_equals_enumeration(m, T):
    g = lumped_spectral_gap(m, temperature=T)
    s = spectral_summary(glauber_kernel(m, temperature=T))
    assert g.sector_kind == "full" and g.reversible == s.reversible
    if s.reversible:
        assert g.spectral_gap == pytest.approx(s.spectral_gap, rel=1e-10, abs=0)
    else:   # within the two error estimates
        assert abs(g.spectral_gap - s.spectral_gap) <= g.gap_error + s.gap_error
        assert g.gap_error < 1e-12
    assert g.lambda_2 == pytest.approx(s.lambda_2, rel=1e-10)


def test_full_gap_closed_form_beyond_enumeration():
    # independent sites at n = 40 (3^40 states): gap 1/n, in the symmetric sector (the
    # centred counts) and in (n - 1, 1, 0) alike, so either may be reported
    g = lumped_spectral_gap(IdenticalSites(40, [0.0, 1.0, -1.0]), temperature=1.0)
    assert g.sector in ((40, 0, 0), (39, 1, 0)) and g.spectral_gap == pytest.approx(1 / 40, rel=1e-10) and g.reversible
    assert str(list(g.sector)) in str(g) and g.sector_kind == "full"


def test_mean_field_potts_full_gap_at_n_30_sits_in_the_symmetric_sector_near_beta_s():
    """Near the spinodal the slow mode is the magnetization (symmetric sector); every other
    sector relaxes faster (the (n - 1, 1, 0) sector by a factor of more than 5 here)."""
    from exact.lumped_sectors import _top

    n, T = 30, 1.0
    m = MeanFieldPotts(3, n, 2.7)
    g = lumped_spectral_gap(m, temperature=T)
    sym = lumped_spectral_gap(m, temperature=T, sectors="symmetric")
    assert g.sector == (n, 0, 0) and g.spectral_gap == sym.spectral_gap and g.n_sectors == len(partitions3(n))
    lp, lpc = sector_inputs(m, temperature=T)
    (_, f, S), = three_token_sectors(n, lp, lpc, partitions=[(n - 1, 1, 0)])
    assert f == n - 1 and 1 - _top(S, True)[0] > 5 * g.spectral_gap


@pytest.mark.parametrize("seed", range(6))
def test_collatz_wielandt_bound_is_above_every_eigenvalue(seed):
    """rho(S) <= rho(|S|) <= max (|S| v)_i / v_i (Wielandt; Collatz-Wielandt), on sparse
    matrices with entries of both signs, symmetric or not; tight for a non-negative one."""
    import scipy.sparse as sp

    from exact.lumped_sectors import collatz_wielandt_bound

    rng = np.random.default_rng(seed)
    N = 60
    A = sp.random(N, N, density=0.1, random_state=rng, data_rvs=lambda k: rng.normal(size=k)).tocsr()
    A = A + sp.eye(N) * 0.1
    for S in (A, (A + A.T).tocsr()):
        rho = np.abs(np.linalg.eigvals(S.toarray())).max()
        assert collatz_wielandt_bound(S) >= rho * (1 - 1e-12)
        assert collatz_wielandt_bound(S, target=0.0) >= rho * (1 - 1e-12)
    P = abs(A + A.T).tocsr()
    rho = np.abs(np.linalg.eigvalsh(P.toarray())).max()
    assert collatz_wielandt_bound(P, target=rho, iterations=0) == pytest.approx(rho, rel=1e-6)


def test_certified_sectors_are_not_solved_but_change_nothing():
    """Mean-field Potts at its spinodal, n = 30: every non-symmetric sector is certified below
    the symmetric one (none solved) and the gap equals the symmetric sector's; the solved
    route (no certificate) gives the same lambda_2 and lambda_star."""
    from exact.lumped_sectors import three_token_gap

    n, T = 30, 1.0
    m = MeanFieldPotts(3, n, 2.7)
    g = lumped_spectral_gap(m, temperature=T)
    assert g.sectors_certified == g.n_sectors - 1 == len(partitions3(n)) - 1
    lp, lpc = sector_inputs(m, temperature=T)
    solved = three_token_gap(n, lp, lpc)
    assert solved.n_certified == 0 and solved.lambda_star < g.lambda_star - 0.01
    certified = three_token_gap(n, lp, lpc, below=g.lambda_star)
    assert certified.n_certified == g.sectors_certified and certified.lambda_star == -math.inf


@pytest.mark.parametrize("n", [2, 5, 30, 200])
def test_hook_representation_dimension_closed_form(n):
    """Sym^(n-1) (x) C^3 = Sym^n + V_(n-1,1) (Pieri), so dim V_(n-1,1,0) = 3 C(n+1, 2) - C(n+2, 2)
    = n^2 - 1; and f^(n-1,1) = n - 1 (the standard representation)."""
    assert gt_dimension((n - 1, 1, 0)) == 3 * math.comb(n + 1, 2) - math.comb(n + 2, 2) == n * n - 1
    assert hook_dimension((n - 1, 1, 0)) == n - 1


@pytest.mark.parametrize("call, argument", [
    (lambda: gt_dimension((3, 1)), "lam"),
    (lambda: gt_dimension((1, 2, 0)), "lam"),
    (lambda: hook_dimension((2, 1, -1)), "lam"),
    (lambda: hook_dimension("abc"), "lam"),
    (lambda: generators((0, 0, 0)), "lam"),
    (lambda: partitions3(-1), "n"),
    (lambda: total_dimension(2.5), "n"),
    (lambda: list(three_token_sectors(4, np.full((10, 3), -1.0), np.zeros(15), partitions=[(3, 1)])), "partitions"),
    (lambda: list(three_token_sectors(4, np.full((6, 3), -1.0), np.zeros(15))), "log_p"),
    (lambda: list(three_token_sectors(4, np.full((10, 3), 1.0), np.zeros(15))), "log_p"),
    (lambda: list(three_token_sectors(4, np.full((10, 3), -1.0), np.zeros(14))), "log_pi_config"),
    (lambda: list(three_token_sectors(4, np.full((10, 3), -1.0), np.full(15, np.nan))), "log_pi_config"),
])
def test_bad_input_names_the_argument(call, argument):
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match=f"`{argument}`"):
        call()


def test_collatz_wielandt_bound_takes_dense_and_rejects_non_square():
    from exact.lumped_sectors import collatz_wielandt_bound
    from toolkit.exceptions import InvalidInputError

    # |S| = [[1, 1], [0, 1]]: rho = 1; a dense array is accepted like a sparse one
    assert collatz_wielandt_bound(np.array([[1.0, -1.0], [0.0, 1.0]]), target=0.0) >= 1.0
    with pytest.raises(InvalidInputError, match="`S`"):
        collatz_wielandt_bound(np.ones((2, 3)))


def test_collatz_wielandt_bound_is_rounded_up_past_float64():
    """A non-negative circulant's spectral radius is its row sum (the ones vector is its Perron
    vector), exactly ``e0 + e1 + e2`` of the float64 entries (``Fraction``: no rounding). For these
    entries the float64 ratio ``(|S| v)_i / v_i`` rounds *below* that sum, so only the documented
    ``1e-12`` relative rounding up keeps the bound rigorous."""
    from fractions import Fraction

    import scipy.sparse as sp

    from exact.lumped_sectors import collatz_wielandt_bound

    e = np.array([0.6153851114812539, 0.38367755426188344, 0.997209935789211])
    S = sp.csr_matrix(np.array([np.roll(e, k) for k in range(3)]))
    rho = sum(Fraction(float(x)) for x in e)
    b = collatz_wielandt_bound(S)
    assert Fraction(b) >= rho
    assert b <= float(rho) * (1 + 1e-11)


def test_three_token_gap_reports_the_error_of_lambda_star():
    """The error of ``lambda_star`` is that of the sector holding it: a float64 eigenvalue carries at
    least the rounding of its operator, so the estimate is positive, and small for these sectors
    of at most a few dozen rows (mean-field Potts, ``n = 5``: reversible, dense ``eigvalsh``)."""
    from exact.lumped_sectors import three_token_gap

    n = 5
    lp, lpc = sector_inputs(MeanFieldPotts(3, n, 1.5), temperature=1.0)
    g = three_token_gap(n, lp, lpc)
    assert g.symmetric and g.lambda_star_sector is not None
    assert 0 < g.error < 1e-10

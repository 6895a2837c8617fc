"""Fast guards of the lumped engine (``exact.lumped``, ``exact.lumped_checks``): every number
held against full enumeration of the same exchangeable model at ``n <= 10`` (at most 1024
states), computed in ``tests/independent.py`` from ``model.logits`` with plain numpy.

The models are chosen where a shortcut gives a different number:

- the full chain's gap sits outside the symmetric sector: the antiferromagnetic Curie-Weiss
  ``CurieWeiss(8, -3)`` at ``T = 1`` (sector ``j = 1``, gap 0.087 against the count chain's
  0.378), a random ``q = 2`` table, and the antiferromagnetic mean-field Potts
  ``MeanFieldPotts(3, 5, -2)`` (partition ``(4, 1, 0)``, 0.175 against 0.298): a gap or a
  reversible bound read off one sector only is wrong there;
- the worst start is interior (the balanced class of the antiferromagnet), and the sector
  certificate ``U_k = L_k + R_k / 2`` of ``starts="certified"`` is nearly tight: the exact
  ``d_k(t) - L_k(t)`` reaches 0.98 of ``R_k(t) / 2``, so a smaller constant is unsound;
- count rectangles of a float32 table whose rows mix a logit near 3000 with logits near 1:
  the per-logit declared error ``u_32 |l|`` of the largest entry covers the float32 rounding.

Every test here runs in well under a second or two; the slow calibrations stay in
``test_lumped.py``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.lumped import (
    _rest_bound,
    count_chain,
    count_stationary_law,
    lumped_mixing_time,
    lumped_spectral_gap,
)
from exact.lumped_checks import count_rectangles
from exact.markov import analyze
from toolkit.models.exchangeable import (
    CurieWeiss,
    ExchangeableTable,
    IdenticalSites,
    MeanFieldPotts,
    random_exchangeable,
)

from ..independent import dense_kernel, gth

EPS = 0.25
U32 = 2.0**-24


def enumerated_gap(P: np.ndarray) -> float:
    """``1 - lambda_*`` from the dense eigenvalues (the eigenvalue 1 removed once)."""
    ev = np.linalg.eigvals(P)
    rest = np.delete(ev, int(np.argmin(np.abs(ev - 1.0))))
    return float(1.0 - np.abs(rest).max())


def class_profiles(model, T: float, t_max: int, *, lazy: float = 0.0, stop_below: float | None = None):
    """``d_k(t) = TV(P^t(x_k, .), pi)`` from a state ``x_k`` with ``k`` ones (every state with
    ``k`` ones alike, by exchangeability), and ``L_k(t)``, the TV distance of the laws of the
    number of ones (what the count chain sees). Rows ``k = 0..n``; columns ``t = 0..t_max``, or
    up to the first ``t`` where every ``d_k(t) <= stop_below``."""
    n = model.length
    P = dense_kernel(model, T, lazy=lazy)
    pi = gth(P)
    ones = np.array([bin(x).count("1") for x in range(2**n)])
    pi_c = np.bincount(ones, weights=pi, minlength=n + 1)
    mu = np.zeros((n + 1, 2**n))
    mu[np.arange(n + 1), (1 << np.arange(n + 1)) - 1] = 1.0  # the last k sites hold token 1
    d, L = [], []
    for _ in range(t_max + 1):
        d.append(0.5 * np.abs(mu - pi).sum(axis=1))
        L.append(0.5 * np.abs(np.stack([np.bincount(ones, weights=r, minlength=n + 1) for r in mu]) - pi_c).sum(axis=1))
        if stop_below is not None and d[-1].max() <= stop_below:
            break
        mu = mu @ P
    return np.array(d).T, np.array(L).T


def worst_start_t_mix(d: np.ndarray, eps: float = EPS) -> int:
    return int(np.flatnonzero(d.max(axis=0) <= eps)[0])


ANTI = CurieWeiss(8, -3.0)
GAP_CASES = [("curie-weiss antiferro", ANTI, 1.0, 0.0, 1),
             ("curie-weiss antiferro n=3", CurieWeiss(3, -3.0), 1.0, 0.0, 1),  # sector 1 is the last one
             ("curie-weiss antiferro, lazy", ANTI, 1.0, 0.5, 1),
             ("random q=2 table", random_exchangeable(2, 8, 1.5, rng=1), 1.0, 0.0, 1),
             ("mean-field potts antiferro", MeanFieldPotts(3, 5, -2.0), 1.0, 0.0, (4, 1, 0))]


# ---------------------------------------------------------------------- gaps
@pytest.mark.parametrize("name,model,T,lazy,sector", GAP_CASES, ids=[c[0] for c in GAP_CASES])
def test_full_gap_outside_the_symmetric_sector_matches_enumeration(name, model, T, lazy, sector):
    g = lumped_spectral_gap(model, temperature=T, lazy=lazy)
    ref = enumerated_gap(dense_kernel(model, T, lazy=lazy))
    assert g.sector_kind == "full" and g.sector == sector
    assert abs(g.spectral_gap - ref) <= max(g.gap_error, 1e-12) + 1e-11
    # the symmetric sector alone is far off: a gap read from it would fail the line above
    sym = lumped_spectral_gap(model, temperature=T, lazy=lazy, sectors="symmetric")
    assert sym.sector_kind == "symmetric" and sym.spectral_gap > ref + 0.05


@pytest.mark.parametrize("name,model,T,lazy,sector", GAP_CASES, ids=[c[0] for c in GAP_CASES])
def test_lumped_report_bounds_from_the_full_gap(name, model, T, lazy, sector):
    r = analyze(model, temperature=T, lazy=lazy, method="lumped")
    P = dense_kernel(model, T, lazy=lazy)
    pi = gth(P)
    gap = enumerated_gap(P)
    if model.vocab_size == 2:
        d, _ = class_profiles(model, T, 200, lazy=lazy, stop_below=EPS)
        t_ref = worst_start_t_mix(d)
        assert r.t_mix == t_ref
    assert r.reversible and r.gap_kind == "full chain"
    # the reversible bounds (Levin-Peres-Wilmer Thms 12.4, 12.5) with the full chain's t_rel
    t_rel = 1.0 / gap
    assert r.t_mix_lower_bound == pytest.approx((t_rel - 1) * math.log(1 / (2 * EPS)), rel=1e-9)
    assert r.t_mix_upper_bound == pytest.approx(t_rel * (math.log(1 / EPS) - math.log(pi.min())), rel=1e-9)
    assert r.pi_min == pytest.approx(pi.min(), rel=1e-10, abs=0)
    assert r.t_mix_lower_bound <= r.t_mix <= r.t_mix_upper_bound


def test_symmetric_sector_only_gives_no_reversible_upper_bound():
    # q = 3 with sectors="symmetric": the count chain's gap is an upper bound on the full gap,
    # so t_rel from it is too small for the upper mixing bound; only the lower one is given
    m = MeanFieldPotts(3, 5, -2.0)
    r = analyze(m, temperature=1.0, method="lumped", sectors="symmetric")
    full = enumerated_gap(dense_kernel(m, 1.0))
    assert r.gap_kind.startswith("symmetric sector") and r.t_mix_upper_bound is None
    # no reversible bound is claimed from it (its interval also starts at 0, so none could be built)
    assert "symmetric-sector gap" in r.bound_kind and r.gap_lower == 0.0
    assert r.spectral_gap > full + 0.05
    assert r.t_mix_lower_bound == pytest.approx((1 / r.spectral_gap - 1) * math.log(2.0), rel=1e-9)
    assert r.t_mix_lower_bound <= r.t_mix


# ---------------------------------------------------------------------- worst start and its certificate
@pytest.mark.parametrize("model,T", [(ANTI, 1.0), (CurieWeiss(10, -3.0), 1.0), (CurieWeiss(10, 1.0), 0.8),
                                     (random_exchangeable(2, 8, 1.5, rng=1), 1.0)])
def test_certified_and_all_starts_give_the_enumerated_worst_start(model, T):
    d, _ = class_profiles(model, T, 300, stop_below=EPS)
    t_ref = worst_start_t_mix(d)
    k_worst = int(np.argmax(d[:, t_ref - 1]))
    for starts in ("certified", "all"):
        mm = lumped_mixing_time(model, temperature=T, starts=starts)
        assert mm.exact and mm.t_mix == t_ref, starts
    if model is ANTI:  # the balanced class, not a monochromatic start, is the worst
        assert k_worst == 4
        assert lumped_mixing_time(model, temperature=T, starts="monochromatic").t_mix < t_ref


@pytest.mark.parametrize("model,eps", [(random_exchangeable(2, 8, 1.5, rng=1), 0.25),
                                       (random_exchangeable(2, 8, 1.5, rng=4), 0.25),
                                       (CurieWeiss(6, -2.0), 0.45)])
def test_certified_classes_do_mix_by_the_count_chain_time(model, eps):
    # starts="certified" skips the interior classes whose certificate is below eps at t_L, the
    # count chain's own t_mix: each one skipped must truly have d_k(t_L) <= eps. Here some
    # interior class has L_k + R_k/4 <= eps < d_k(t_L): a smaller constant skips it wrongly.
    n = model.length
    d, L = class_profiles(model, 1.0, 200, stop_below=eps)
    t_L = int(np.flatnonzero(L.max(axis=0) <= eps)[0])
    mixed = int((d[1:n, t_L] <= eps).sum())
    mm = lumped_mixing_time(model, temperature=1.0, eps=eps, starts="certified")
    assert mm.exact and mm.t_mix == worst_start_t_mix(d, eps)
    assert mm.classes_certified <= mixed
    assert mm.classes_evaluated + mm.classes_certified == n + 1


def test_sector_certificate_covers_every_class_and_is_nearly_tight():
    # U_k(t) = L_k(t) + R_k(t)/2 >= d_k(t) (module docstring of exact.lumped), with the
    # exact d_k and L_k from enumeration and R_k^2 = sum_j d_j A_j^{2t}[k, k] / nu(k)
    m, T = ANTI, 1.0
    n = m.length
    d, L = class_profiles(m, T, 30)
    law = count_stationary_law(m, chain=count_chain(m, temperature=T))
    ones = n - np.arange(n + 1)  # count-vector rows run m = n..0 ones
    interior = np.arange(1, n)
    worst = 0.0
    for t in range(1, 31):
        R2 = _rest_bound(m, T, 0.0, t, law.log_pi[ones], interior)
        assert (R2[[0, n]] == 0).all()  # the monochromatic classes have no rest
        U = L[:, t] + 0.5 * np.sqrt(R2)
        assert (U >= d[:, t] - 1e-12).all(), t
        worst = max(worst, float(((d[interior, t] - L[interior, t]) / (0.5 * np.sqrt(R2[interior]))).max()))
    assert worst > 0.95  # a constant below 1/2 * 0.95 would not be a bound here


# ---------------------------------------------------------------------- count rectangles' certificate
def mixed_magnitude_exchangeable(n: int = 6) -> np.ndarray:
    """``g(c)[a] = H(c + e_a) - logsumexp_b H(c + e_b)`` (q = 3): the normalized log
    conditionals of the joint ``pi(x) ~ exp(H(counts(x)))``, compatible, with ``H`` 3000 times
    the count of token 0 plus a random part, so each row mixes logits near 0 with logits near
    -3000. (Without the row normalization every term of a count rectangle would meet its
    partner as the same float and cancel exactly; the normalization makes them differ by
    rounding.) float64."""
    from scipy.special import logsumexp

    from toolkit.models.exchangeable import count_index, count_vectors

    r = np.random.default_rng(0)
    full = count_vectors(n, 3)
    H = 3000.0 * full[:, 0] + r.normal(size=full.shape[0])
    C = count_vectors(n - 1, 3)
    G = np.stack([H[count_index(C + np.eye(3, dtype=np.int64)[a])] for a in range(3)], axis=1)
    return G - logsumexp(G, axis=1, keepdims=True)


def test_count_rectangles_of_a_float32_compatible_table_are_not_certified():
    t32 = mixed_magnitude_exchangeable().astype(np.float32)
    model = ExchangeableTable(t32)
    r = count_rectangles(model)
    assert r.max_abs > 1e-5  # the float32 rounding of the ~-3000 logits
    assert r.max_abs > 100 * 8 * U32 * 2.0  # far above what the small logits' own error allows
    assert r.n_certified == r.n_count_certified == 0 and r.compatible
    # the bound at the worst rectangle: 4 u_32 |l| for each site's largest term, at least
    assert r.max_abs_bound >= 8 * U32 * 3000.0 * 0.99
    assert analyze(model, temperature=1.0, method="lumped").reversible


def test_count_rectangles_certify_an_incompatibility_above_the_bound():
    t = mixed_magnitude_exchangeable().astype(np.float32).astype(np.float64)
    t[3, 0] += 0.05  # one small logit (near 0) moved by ~30 times the bound
    r = count_rectangles(ExchangeableTable(t.astype(np.float32)))
    assert r.n_certified > 0 and r.max_abs == pytest.approx(0.05, rel=0.05)


# ---------------------------------------------------------------------- the round-off of t_mix
def test_t_mix_round_off_by_hand():
    # exact.lumped._round_off's definition: 0 when d(t_mix - 1) and d(t_mix) both clear eps by
    # more than err; else 2 err over the slope, the secant over the narrowest evaluated bracket
    # a < t_mix <= b whose fall exceeds 4 err, or over the last step when there is none
    from exact.lumped import _round_off

    eps = 0.25
    assert _round_off({4: np.array([0.3]), 5: np.array([0.2])}, 5, eps, 1e-3) == 0
    # no bracket falls by 4 err = 0.04: 2 err / (d(16) - d(17)) = 0.02 / 0.001
    assert _round_off({16: np.array([0.2505]), 17: np.array([0.2495])}, 17, eps, 0.01) == 20
    # brackets (0, 17) (fall 0.7505, width 17) and (16, 64) (fall 0.2505, width 48): the
    # narrower one: ceil(2 * 0.05 * 17 / 0.7505) = ceil(2.265) = 3
    pts = {0: np.array([1.0]), 16: np.array([0.2505]), 17: np.array([0.2495]), 64: np.array([0.0])}
    assert _round_off(pts, 17, eps, 0.05) == 3
    # the worst start decides: the max over the starts at each time
    pts2 = {t: np.array([0.0, v[0]]) for t, v in pts.items()}
    assert _round_off(pts2, 17, eps, 0.05) == 3


def test_certified_distance_error_includes_pi_error(monkeypatch):
    # the distances are TVs against nu: an error of nu's entries (relative, at most
    # relative_error) moves each by up to that much, so distance_error must hold it
    import dataclasses

    import exact.lumped as L

    real = L.count_stationary_law

    def coarse(*args, **kwargs):
        return dataclasses.replace(real(*args, **kwargs), relative_error=1e-6)

    monkeypatch.setattr(L, "count_stationary_law", coarse)
    for starts in ("certified", "monochromatic"):  # ("all" steps class chains and reports no estimate: 0)
        mm = lumped_mixing_time(ANTI, temperature=1.0, starts=starts)
        assert mm.distance_error >= 1e-6, starts


@pytest.mark.parametrize("model", [MeanFieldPotts(3, 5, -2.0), random_exchangeable(3, 4, 1.0, rng=2), ANTI])
def test_count_rectangles_stand_for_every_rectangle_of_the_model(model):
    # C(n, 2) site pairs x q^(n-2) contexts x C(q, 2)^2 token pairs, counted by enumeration too,
    # and the largest |log R| of the enumeration equals the count rectangles' one
    from exact.rectangles import all_rectangles

    q, n = model.vocab_size, model.length
    r = count_rectangles(model, temperature=0.7)
    full = all_rectangles(model, temperature=0.7)
    assert r.count == math.comb(n, 2) * q ** (n - 2) * math.comb(q, 2) ** 2 == len(full)
    assert r.max_abs == pytest.approx(float(np.abs(full.log_r).max()), abs=1e-12)
    assert r.n_count_rectangles == math.comb(n - 2 + q - 1, q - 1) * math.comb(q, 2) ** 2


def test_count_rectangles_in_float_weights_agree_with_enumeration(monkeypatch):
    """Above ``EXACT_COUNT_MAX`` rectangles the multiplicities are floats: forced here on a model
    small enough to enumerate, the prevalence and the certified count still equal the
    enumerated ones (to float rounding), and each quantile is one of the population's values
    between its lower and upper order statistic (the inverse of the weighted distribution
    function, not numpy's interpolation)."""
    import exact.lumped_checks as lc
    from exact.rectangles import all_rectangles
    from toolkit.models.exchangeable import random_exchangeable

    m = random_exchangeable(3, 6, 1.0, rng=4)
    full = all_rectangles(m, temperature=0.9)
    exact_ints = count_rectangles(m, temperature=0.9)
    monkeypatch.setattr(lc, "EXACT_COUNT_MAX", 0)
    r = count_rectangles(m, temperature=0.9)
    assert r.count == full.count and r.n_certified == full.n_certified == exact_ints.n_certified
    assert r.prevalence.value == pytest.approx(full.prevalence.value, rel=1e-13, abs=0)
    absr = np.abs(full.log_r)
    for k, p in (("q50", 0.5), ("q90", 0.9), ("q99", 0.99)):
        lo, hi = np.quantile(absr, p, method="lower"), np.quantile(absr, p, method="higher")
        assert lo - 1e-12 <= r.quantiles[k] <= hi + 1e-12, k
    assert r.quantiles["max"] == r.max_abs == full.max_abs


# slow: about 2-4 CPU s in the targeted sets near the minute (issue 30); every catalogue entry it
# kills is still killed by the default tier without it (scripts/slow_candidates.py, 2026-12-06)
@pytest.mark.slow
def test_a_sector_float64_cannot_separate_is_enumerated_or_left_unresolved(monkeypatch):
    """``random_exchangeable(3, 5, 2.0, rng=5)`` at ``T = 0.03``: the count chain resolves a
    gap of 3.2e-38 (mpmath's eigenvalues of the count chain: 3.17614086429733e-38), while a
    Gelfand-Tsetlin sector's float64 eigenvalue came out at ``1 + 7e-16 +- 1.1e-15`` on one
    machine and at or below 1 on another, and the answer turned on that rounding (0 on the
    first). Here the sector is put there by hand on every machine: 243 states are enumerated
    (its wells pencil sees every sector); with enumeration off the interval says the gap is not
    resolved (lower end 0, upper end the symmetric sector's gap), never a tight wrong one."""
    import dataclasses
    import warnings

    import exact.lumped as lumped
    from toolkit.models.exchangeable import random_exchangeable

    real = lumped.three_token_gap
    sector_lambda = [1.0 + 7e-16]

    def unresolved_sector(*args, **kwargs):
        g = real(*args, **kwargs)
        return dataclasses.replace(g, lambda_star=sector_lambda[0], lambda_2=sector_lambda[0], error=1.1e-15,
                                   lambda_star_sector=(4, 1, 0))

    monkeypatch.setattr(lumped, "three_token_gap", unresolved_sector)
    m = random_exchangeable(3, 5, 2.0, rng=5)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = lumped.lumped_spectral_gap(m, temperature=0.03)
        assert "enumerated 243-state chain" in g.method
        assert g.spectral_gap == pytest.approx(3.17614086429733e-38, rel=1e-12, abs=0)
        monkeypatch.setattr(lumped, "ENUMERATE_UNDECIDED_MAX", 0)
        u = lumped.lumped_spectral_gap(m, temperature=0.03)
        sector_lambda[0] = 1.0 - 5e-16   # below 1, but by less than its error: still undecided
        v = lumped.lumped_spectral_gap(m, temperature=0.03)
    for r in (u, v):
        assert "not resolved" in r.method and r.gap_lower == 0.0
        assert r.gap_upper == pytest.approx(3.17614086429733e-38, rel=1e-9, abs=0)

def test_count_rectangle_certificate_takes_every_cells_declared_error():
    """Blind audit (issue 30): the certificate of a count rectangle is ``gamma_7 (sum |t_k| +
    sum |u_k|) + 4 err_i + 4 err_j`` (toolkit._rectangle, Higham eq. (4.4)), ``err_i`` the
    largest declared error of site i's four logits in it. An ExchangeableTable declares ``u |l|``
    per logit (u = 2^-53); n = 2, q = 2 with g(e_1) = (0, L) and every other logit 0: the one
    rectangle has t = u_cells = (0, 0, 0, L), so the bound is ``gamma_7 2L + 8 u L`` by hand; an
    error read from three of the four cells (the one holding L left out) gives ``gamma_7 2L + 4 u L``."""
    from toolkit.models.exchangeable import ExchangeableTable, count_index

    L, u = 3.0, 2.0**-53
    table = np.zeros((2, 2))
    table[count_index(np.array([[0, 1]]))[0], 1] = L     # g(c) for the other site holding token 1
    r = count_rectangles(ExchangeableTable(table))
    gamma7 = 7 * u / (1 - 7 * u)
    assert r.n_count_rectangles == 1 and r.max_abs == 0.0
    assert r.max_bound == pytest.approx(gamma7 * 2 * L + 8 * u * L, rel=1e-12, abs=0)


def test_q2_exchangeable_models_are_lumped_above_the_documented_size_not_at_it():
    """exact.analysis: for q = 2 the auto method lumps 'when n > LUMP_Q2_ABOVE_N' (12): a
    Curie-Weiss chain of 12 sites is enumerated (4096 states), one of 13 lumped."""
    from exact.analysis import LUMP_Q2_ABOVE_N, exact_method

    n = LUMP_Q2_ABOVE_N
    assert n == 12
    assert exact_method(CurieWeiss(n, 1.0)) == "enumerate"
    assert exact_method(CurieWeiss(n + 1, 1.0)) == "lumped"


@pytest.mark.parametrize("starts", ["monochromatic", "certified"])
def test_round_off_reported_when_eps_equals_a_distance(starts):
    # harden9l (mutant audit8b.lumped.round_off_or). n = 1, h = (0, 0), lazy = 1/2:
    # P^t(x, .) = 2^-t delta_x + (1 - 2^-t) pi, so d(t) = 2^-(t+1), exact in binary.
    # eps = 1/16 = d(3): t_mix = 3 with d(t_mix) = eps, inside the computation's error, so
    # t_mix is uncertain (round-off >= 1 step) although d(t_mix - 1) = 1/8 clears eps;
    # eps = 0.1 is far from both d(2) = 0.125 and d(3): round-off 0.
    m = lumped_mixing_time(IdenticalSites(1, [0.0, 0.0]), lazy=0.5, eps=1 / 16, starts=starts)
    assert m.t_mix == 3 and 0 < m.distance_error < 1e-10
    assert m.t_mix_round_off >= 1
    far = lumped_mixing_time(IdenticalSites(1, [0.0, 0.0]), lazy=0.5, eps=0.1, starts=starts)
    assert (far.t_mix, far.t_mix_round_off) == (3, 0)

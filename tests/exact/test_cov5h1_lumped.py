"""Coverage-driven guards of ``exact.lumped`` (issue 30, helper cov5h1): the input checks,
the one-site closed form, and the ``t_max`` cut-offs of the mixing routes, each against a
hand computation or the documented contract."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.lumped import (
    MAX_COUNT_STATES,
    class_chain,
    count_chain,
    count_stationary_law,
    lumped_mixing_time,
    lumped_spectral_gap,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites, MeanFieldPotts, count_vectors

from ..independent import dense_kernel
from ..independent import t_mix as enumerated_t_mix


class _BadLogits:
    """A q = 2, n = 3 'exchangeable' model whose count_logits break the contract."""

    vocab_size = 2
    length = 3

    def __init__(self, *, shape=None, nan=False):
        self.shape, self.nan = shape, nan

    def count_logits(self, c):
        c = np.asarray(c)
        L = np.zeros(self.shape if self.shape else (c.shape[0], 2))
        if self.nan:
            L[0, 0] = np.nan
        return L


@pytest.mark.parametrize("bad", [dict(shape=(2, 2)), dict(nan=True)], ids=["shape", "nan"])
@pytest.mark.parametrize("fn", [count_chain, count_stationary_law, lumped_spectral_gap],
                         ids=["count_chain", "stationary", "gap"])
def test_bad_count_logits_are_refused(fn, bad):
    # contract: count_logits must return finite logits of shape (n, 2) = (3, 2) here
    with pytest.raises(InvalidInputError, match=r"finite logits of shape \(3, 2\)"):
        fn(_BadLogits(**bad))


def test_count_chain_too_many_states_names_the_size():
    # C(n + q - 1, q - 1) = C(39, 9) = 211915132 count vectors for q = 10, n = 30 (math.comb)
    assert math.comb(39, 9) == 211915132 > MAX_COUNT_STATES
    with pytest.raises(InvalidInputError, match=r"C\(n \+ q - 1, q - 1\) = 2\.12e\+08 states.*limit of 2e\+06"):
        count_chain(MeanFieldPotts(10, 30, 1.0))


def test_count_chain_astronomical_size_is_written_as_a_power_of_ten():
    # C(2999, 999) has 828 digits (math.comb): written ~10^827, beyond a float's range
    digits = len(str(math.comb(2999, 999)))
    with pytest.raises(InvalidInputError, match=rf"= ~10\^{digits - 1} states"):
        count_chain(MeanFieldPotts(1000, 2000, 1.0))


def test_count_chain_index_is_the_row_order_of_count_vectors():
    # documented: counts[s] is count vector s in the row order of count_vectors
    K = count_chain(MeanFieldPotts(3, 4, 1.0))
    C = count_vectors(4, 3)
    assert np.array_equal(K.counts, C)
    assert K.index(C[::-1]).tolist() == list(range(C.shape[0]))[::-1]


def test_one_site_gap_is_one_minus_lazy():
    # n = 1: P = lazy I + (1 - lazy) 1 p^T has eigenvalues 1 and lazy, whatever p
    g = lumped_spectral_gap(IdenticalSites(1, [0.3, -1.0]), lazy=0.3)
    assert g.spectral_gap == pytest.approx(0.7, abs=1e-15)
    assert g.lambda_star == pytest.approx(0.3, abs=1e-15)
    assert g.sector_kind == "full" and g.n_sectors == 1


def test_class_chain_above_max_states_is_refused():
    # counts (2, 2): each group of 2 sites has C(2 + 1, 1) = 3 count vectors, 3 * 3 = 9 states
    with pytest.raises(InvalidInputError, match=r"has 9 states, above max_states=8"):
        class_chain(MeanFieldPotts(2, 4, 1.0), [2, 2], max_states=8)
    assert class_chain(MeanFieldPotts(2, 4, 1.0), [2, 2], max_states=9).n_states == 9


# IdenticalSites(3, [0, 0]): three independent fair bits, pi uniform on 8 states.
# Worst start 000: d(0) = 1 - 1/8 = 0.875; after one step the law is 1/2 on 000 and 1/6 on
# each neighbour, d(1) = (1/2 - 1/8) + 3 (1/6 - 1/8) = 0.5 (and _d_uniform_bits below).
def _d_uniform_bits(n: int, t: int) -> float:
    """Worst-start TV of n independent fair bits after t random-scan steps: a site touched
    at least once is uniform; by inclusion-exclusion over the untouched set U,
    law(y) = sum_U P(U untouched exactly) 2^-(n-|U|) 1[y_U = 0]."""
    from itertools import product
    # P(set of touched sites after t steps == S) by enumeration of the t site choices
    probs: dict = {}
    for seq in product(range(n), repeat=t):
        S = frozenset(seq)
        probs[S] = probs.get(S, 0.0) + n ** -t
    d = 0.0
    for y in product((0, 1), repeat=n):
        p = sum(pr * 2.0 ** -len(S) for S, pr in probs.items()
                if all(y[i] == 0 for i in range(n) if i not in S))
        d += max(p - 2.0 ** -n, 0.0)
    return d


def test_all_classes_cut_at_t_max_reports_no_t_mix():
    assert _d_uniform_bits(3, 1) == pytest.approx(0.5)
    m = lumped_mixing_time(IdenticalSites(3, [0.0, 0.0]), starts="all", t_max=1)
    assert m.t_mix is None and m.exact is False and m.t_mix_upper is None
    assert m.profile_kind == "exact (up to t_max)"
    assert m.times == (0, 1)
    assert m.distances == pytest.approx((0.875, _d_uniform_bits(3, 1)), abs=1e-12)


def test_certified_cut_at_t_max_reports_a_lower_bound_only():
    # the exact t_mix is 3 (d(2) > 1/4 >= d(3), hand formula above); t_max = 1 stops short
    assert _d_uniform_bits(3, 2) > 0.25 >= _d_uniform_bits(3, 3)
    m = lumped_mixing_time(IdenticalSites(3, [0.0, 0.0]), starts="certified", t_max=1)
    assert m.t_mix is None and m.exact is False and m.t_mix_upper is None
    assert m.profile_kind == "count-chain lower bound"
    assert 1 <= m.t_mix_lower <= 3
    assert m.distances[:2] == pytest.approx((0.875, 0.5), abs=1e-12)


@pytest.mark.parametrize("starts", ["all", "monochromatic", "certified"])
def test_already_mixed_at_time_zero(starts):
    # one fair bit: d(0) = 1 - 1/2 = 0.5 <= eps = 0.6, so t_mix = 0 on every route
    m = lumped_mixing_time(IdenticalSites(1, [0.0, 0.0]), starts=starts, eps=0.6)
    assert m.t_mix == 0


# CurieWeiss(8, -3) at T = 1: the worst start is the balanced class (4, 4) and the exact
# t_mix(1/4) = 17 (enumeration of the 256 states, tests/independent.py), while the count
# chain's monochromatic starts mix by t = 6: the certified route must step interior classes.
ANTI = CurieWeiss(8, -3.0)


@pytest.fixture(scope="module")
def anti_t_mix():
    return enumerated_t_mix(dense_kernel(ANTI, 1.0))


def test_certified_interior_class_cut_at_t_max(anti_t_mix):
    assert anti_t_mix == 17
    cut = lumped_mixing_time(ANTI, starts="certified", t_max=anti_t_mix - 1)
    assert cut.t_mix is None and cut.exact is False and cut.t_mix_upper is None
    assert cut.t_mix_lower <= anti_t_mix
    full = lumped_mixing_time(ANTI, starts="certified", t_max=anti_t_mix)
    assert full.t_mix == anti_t_mix and full.exact is True and full.worst_counts == (4, 4)


def test_certified_out_of_step_budget_gives_a_lower_bound(monkeypatch, anti_t_mix):
    import exact.lumped as lumped
    monkeypatch.setattr(lumped, "STEP_BUDGET", 0)   # no interior class may be stepped
    m = lumped_mixing_time(ANTI, starts="certified")
    assert m.t_mix is None and m.exact is False
    assert m.classes_evaluated == 2                 # the two monochromatic classes only
    assert m.t_mix_lower <= anti_t_mix


def test_count_law_beyond_the_band_limit_by_krylov(monkeypatch):
    # an incompatible q = 3 table: the banded GTH route, or with BANDED_GTH_WORK = 0 the
    # refined Krylov law of exact.stationary; both against the textbook GTH of the dense count chain
    import exact.lumped as lumped
    from toolkit.models.exchangeable import random_exchangeable

    from ..independent import gth
    m = random_exchangeable(3, 5, 1.5, rng=4)
    ref = gth(count_chain(m).P.toarray())
    banded = count_stationary_law(m)
    monkeypatch.setattr(lumped, "BANDED_GTH_WORK", 0)
    krylov = count_stationary_law(m)
    assert banded.method.startswith("banded gth") and not krylov.method.startswith("banded")
    assert banded.pi == pytest.approx(ref, rel=1e-10, abs=0)
    assert krylov.pi == pytest.approx(ref, rel=1e-9, abs=0)


def test_tridiagonal_fallback_gives_the_same_gap(monkeypatch):
    # the QR-driver fallback of _tridiagonal_eigh (taken when LAPACK's bisection fails):
    # the full chain's gap of CurieWeiss(8, -3), as enumeration gives it
    import exact.lumped as lumped
    P = dense_kernel(ANTI, 1.0)
    ev = np.linalg.eigvals(P)
    ref = 1.0 - np.abs(np.delete(ev, int(np.argmin(np.abs(ev - 1.0))))).max()

    def fail(*a, **k):
        raise np.linalg.LinAlgError("planted")

    monkeypatch.setattr(lumped, "eigh_tridiagonal", fail)
    g = lumped_spectral_gap(ANTI)
    assert g.spectral_gap == pytest.approx(ref, abs=max(g.gap_error, 1e-12) + 1e-11)

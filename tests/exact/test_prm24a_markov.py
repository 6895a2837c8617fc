"""prm24a: arguments of ``exact.markov`` that no targeted test passed off their default
(``benchmarks/results/default-only-args-2026-12-06.md``). Each test passes another value and
checks its documented effect; an ``ignore`` mutant (the argument replaced by its default) fails.

Expected values come from numpy by hand (matrix powers of the dense kernel, the stationary law
as the left eigenvector), from identities (reversible chains: backward committor = 1 - forward),
from the documented size guard, or, where the method only hands the argument on to a function
tested on its own, from a spy that records what the inner function received."""

from __future__ import annotations

import numpy as np
import pytest

import exact.markov as markov
from exact.markov import (
    ExactChain,
    analyze,
    check_claims,
    compatibility_report,
    contraction_check,
    scan_order_tv,
)
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts
from toolkit.models.toy import random_pairwise


def _pi(P):
    w, v = np.linalg.eig(P.T)
    p = np.real(v[:, np.argmin(np.abs(w - 1))])
    return p / p.sum()


def _d(P, t, rows=None):
    Pt = np.linalg.matrix_power(P, t)
    pi = _pi(P)
    rows = range(P.shape[0]) if rows is None else rows
    return max(0.5 * np.abs(Pt[x] - pi).sum() for x in rows)


def _tmix(P, eps):
    t = 0
    while _d(P, t) > eps:
        t += 1
    return t


def _spy(monkeypatch, name):
    seen = {}
    real = getattr(markov, name)

    def spy(*a, **k):
        seen.update(k)
        return real(*a, **k)

    monkeypatch.setattr(markov, name, spy)
    return seen


@pytest.fixture
def chain():
    return ExactChain(potts(2, 3, 1.0), temperature=1.0)


@pytest.fixture
def skew():
    return random_pairwise(2, 3, 1.0, symmetric=False, rng=1)


def test_compatibility_n_witnesses(skew):
    # 3 site pairs x 2 states of the third site = 6 rectangles, all certified (skew couplings):
    # n_witnesses caps how many of the worst are listed
    rep = ExactChain(skew).compatibility(n_witnesses=2)
    assert rep.rectangles.count == 6
    assert len(rep.rectangles.witnesses) == 2


def test_compatibility_report_n_witnesses(skew):
    assert len(compatibility_report(skew, n_witnesses=1).rectangles.witnesses) == 1


def test_compatibility_report_max_states(skew):
    with pytest.raises(StateSpaceTooLargeError):
        compatibility_report(skew, max_states=4)     # 2**3 = 8 states


def test_compatibility_report_logit_rtol(skew, monkeypatch):
    seen = _spy(monkeypatch, "_compatibility")
    compatibility_report(skew, logit_rtol=1e-3)
    assert seen["logit_rtol"] == 1e-3


def test_contraction_eps(chain):
    P = chain.kernel.dense()
    assert _tmix(P, 0.05) != _tmix(P, 0.25)
    c = chain.contraction(0.05)
    assert c.t_mix == _tmix(P, 0.05)
    assert c.influence.eps == 0.05


def test_contraction_check_eps_and_max_states():
    m = potts(2, 3, 1.0)
    P = ExactChain(m).kernel.dense()
    assert contraction_check(m, eps=0.05).t_mix == _tmix(P, 0.05)
    with pytest.raises(StateSpaceTooLargeError):
        contraction_check(m, max_states=4)


def test_scan_order_tv_max_states():
    with pytest.raises(StateSpaceTooLargeError):
        scan_order_tv(potts(2, 3, 1.0), max_states=4)


def test_distance_profile_starts(chain):
    P = chain.kernel.dense()
    d = chain.distance_profile(3, starts=[0])
    want = [_d(P, t, rows=[0]) for t in range(4)]
    np.testing.assert_allclose(d, want, atol=1e-12)
    assert _d(P, 1, rows=[1]) > want[1] + 1e-6   # another start is worse: all starts would differ


def test_hitting_probabilities_after_start(chain, monkeypatch):
    seen = _spy(monkeypatch, "hitting_probabilities")
    chain.hitting_probabilities([0], after_start=True)
    assert seen["after_start"] is True


def test_mixing_from_t_max_and_method(chain, monkeypatch):
    seen = _spy(monkeypatch, "mixing_time_from")
    chain.mixing_from(0, t_max=50, method="stepping")
    assert seen["t_max"] == 50 and seen["method"] == "stepping"


def test_mixing_method(chain, monkeypatch):
    seen = _spy(monkeypatch, "mixing_time")
    chain.mixing(method="stepping")
    assert seen["method"] == "stepping"


def test_report_mixing_method(chain, monkeypatch):
    seen = _spy(monkeypatch, "_report")
    chain.report(mixing_method="stepping")
    assert seen["mixing_method"] == "stepping"


def test_analyze_t_max_and_max_states(monkeypatch):
    m = potts(2, 3, 1.0)
    with pytest.raises(StateSpaceTooLargeError):
        analyze(m, max_states=4, method="enumerate")
    seen = _spy(monkeypatch, "_report")
    analyze(m, t_max=40, method="enumerate")
    assert seen["t_max"] == 40


def test_check_claims_logit_rtol(monkeypatch):
    seen = _spy(monkeypatch, "_check")
    check_claims(potts(2, 3, 1.0), logit_rtol=1e-3)
    assert seen["logit_rtol"] == 1e-3


def test_bottleneck_lower_bound_eps(chain, monkeypatch):
    seen = _spy(monkeypatch, "bottleneck_lower_bound")
    chain.bottleneck_lower_bound(np.arange(8) < 4, eps=0.1)
    assert seen["eps"] == 0.1


def test_committor_backward_is_one_minus_forward(chain):
    # reversible chain (Potts): the backward committor q-(A, B) equals 1 - q+(A, B)
    A, B = [0], [7]
    qf = chain.committor(A, B).values
    qb = chain.committor(A, B, direction="backward").values
    inner = [1, 2, 3, 4, 5, 6]
    assert not np.allclose(qf[inner], 0.5)
    np.testing.assert_allclose(qb[inner], 1 - qf[inner], atol=1e-10)


def test_influence_eps(chain):
    assert chain.influence(0.1).eps == 0.1


def test_mean_first_passage_times_origin(chain, monkeypatch):
    seen = _spy(monkeypatch, "mean_first_passage_times")
    chain.mean_first_passage_times([7], origin=[0])
    assert seen["origin"] is not None

"""Contract sweep s3 (issue 30): toolkit.coupling promises executed but not pinned: the coupling
bound's max over pairs (strict tau > t, the first pair on a tie, the censoring guard at
t = max_steps, the default grid), the censored mean, the hurdle upper bound by hand, the damage
result's error and guard, the token order checks and the embedding order's orientation."""

import math
from types import SimpleNamespace

import numpy as np
import pytest
from scipy.stats import t as student_t

from toolkit import coupling as cp
from toolkit.exceptions import InvalidInputError


def _coal(times, max_steps=10):
    t = np.asarray(times, dtype=float)
    return cp.CoalescenceResult(t, np.zeros((t.shape[0], 2)), np.ones((t.shape[0], 2)), max_steps, "maximal", 1.0,
                                "random", 0.0)


def test_constants_and_wilson():
    assert cp.COUPLINGS == ("maximal", "crn", "ot") and cp.Z95 == 1.959963984540054 and cp.LAG_FEW_APART == 5
    with pytest.raises(InvalidInputError, match="0 <= k <= m"):
        cp.wilson_interval(3, 2)
    assert cp.wilson_interval(0, 4)[0] == 0.0 and cp.wilson_interval(4, 4)[1] == 1.0


def test_tv_bound_max_over_pairs_strict_and_first_on_ties():
    c = _coal([[1, 3, 3, 5], [3, 3, 6, 7], [2, 4, 6, 7]])
    b = c.tv_bound([3, 6])
    # t = 3: tau > 3 counts 1, 2, 3 -> pair 2 (3 of 4); t = 6: 0, 1, 1 -> pair 1 (first of the tie)
    assert b.values().tolist() == [0.75, 0.25] and b.worst_pair == (2, 1)
    assert b.upper().tolist() == pytest.approx([cp.wilson_interval(3, 4)[1], cp.wilson_interval(1, 4)[1]])
    assert b.bounds[0].stderr == pytest.approx(math.sqrt(0.75 * 0.25 / 4))
    assert c.survival(3).tolist() == [0.25, 0.5, 0.75]
    assert c.tv_bound().times == tuple(range(11))       # linspace(0, 10, 21) as ints, deduplicated
    cens = _coal([[1, np.inf], [2, 3]])
    cens.tv_bound([9])                                   # below max_steps: allowed
    with pytest.raises(InvalidInputError, match="`t`=10 is not below max_steps=10"):
        cens.tv_bound([10])
    _coal([[1, 2]]).tv_bound([10])                       # nothing censored: every t is known


def test_censored_mean():
    c = _coal([[1, np.inf], [3, 4]], max_steps=10)
    m = c.mean_time()
    assert m.value == pytest.approx((1 + 10 + 3 + 4) / 4)
    assert m.stderr == pytest.approx(np.std([1, 10, 3, 4], ddof=1) / 2)
    assert m.method == "coalescence (maximal), 1 censored at 10: lower estimate" and m.n_samples == 4


def test_hurdle_upper_by_hand():
    v = np.array([0] * 16 + [2, 4, 9])
    k, R = 3, 19
    p_hi = cp.wilson_interval(k, R, level=0.975)[1]
    pos = np.array([2.0, 4.0, 9.0])
    cond = pos.mean() + student_t.ppf(0.9875, k - 1) * pos.std(ddof=1) / math.sqrt(k)
    assert cp._hurdle_upper(v) == pytest.approx(p_hi * cond, rel=1e-12)
    one = np.array([0] * 9 + [5])
    assert cp._hurdle_upper(one) == pytest.approx(cp.wilson_interval(1, 10, level=0.975)[1] * 5, rel=1e-12)
    zero = np.zeros(10, dtype=int)
    assert cp._hurdle_upper(zero) == pytest.approx(cp.wilson_interval(0, 10, level=0.975)[1], rel=1e-12)


def test_damage_result():
    d = cp.DamageResult(np.array([[1, 2, 0], [1, 0, 0], [1, 1, 3]]), "maximal", 1.0)
    assert d.n_steps == 2 and d.mean().tolist() == pytest.approx([1.0, 1.0, 1.0])
    assert d.stderr()[1] == pytest.approx(1.0 / math.sqrt(3))          # sd of (2, 0, 1) with ddof 1 is 1
    assert d.survival().tolist() == pytest.approx([1.0, 2 / 3, 1 / 3])
    assert d.mean_at(2).value == 1.0
    with pytest.raises(InvalidInputError, match="`t` must be <= n_steps=2; got 3"):
        d.mean_at(3)
    assert cp.DamageResult(np.array([[1, 2]]), "crn", 1.0).stderr().tolist() == [0.0, 0.0]


def test_token_orders():
    m = SimpleNamespace(vocab_size=3, token_order=None)
    assert cp.token_order(m) is None and cp.token_order(m, [2, 0, 1]).tolist() == [2, 0, 1]
    assert cp.token_order(SimpleNamespace(vocab_size=3, token_order=[1, 2, 0])).tolist() == [1, 2, 0]
    for bad in ([0, 1], [0, 0, 1], [1, 2, 3]):
        with pytest.raises(InvalidInputError, match="permutation of 0..2"):
            cp.token_order(m, bad)
    # orientation: the last token's projection is not below the first's
    assert cp.embedding_order([[5.0, 0.0], [0.0, 0.0], [2.0, 0.0]]).tolist() == [0, 2, 1]
    assert cp.embedding_order([[0.0, 0.0], [5.0, 0.0], [2.0, 0.0]]).tolist() == [0, 2, 1]
    rng = np.random.default_rng(0)
    for _ in range(12):
        E = rng.normal(size=(5, 3)) * [3.0, 1.0, 0.3]
        # the first principal axis from the covariance's top eigenvector (an independent route)
        C = E - E.mean(axis=0)
        axis = np.linalg.eigh(C.T @ C)[1][:, -1]
        proj = C @ axis
        if proj[-1] < proj[0]:
            proj = -proj
        assert cp.embedding_order(E).tolist() == np.argsort(proj).tolist()

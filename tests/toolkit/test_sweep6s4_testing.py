"""Contract pins of toolkit.app.testing (issue 30, sweep6s4): check_stationary runs the exact
t_mix(eps) with eps = min(0.01, w/20) and w at dof min(states, chains/20) - 1; check_sampler's
detectable effect at the Bonferroni level alpha/starts with detectable TV w/2, every state a start
up to max_starts, one start per pi-stratum above, a token outside 0..q-1 failing its start with the
special-tokens diagnosis, n_failed counting p_adj <= alpha, the argument guards, the report text."""

import numpy as np
import pytest

from exact import ExactChain
from toolkit.app import testing as tt
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts, random_table

M = potts(2, 3, 1.0)


def test_check_stationary_runs_the_exact_t_mix():
    rep = tt.check_stationary(tt.reference_step(M, 1.0), M, 1.0, n_chains=400, rng=0)
    w = tt._detectable_w(min(8, 400 / 20) - 1, 1e-3, 400)
    eps = min(0.01, w / 20)
    assert rep.detectable_w == pytest.approx(w) and rep.detectable_tv == pytest.approx(w / 2)
    assert rep.steps == ExactChain(M, temperature=1.0).mixing(eps).t_mix
    assert rep.kind == "stationary" and list(rep.starts) == [-1] and rep.n_samples == 400
    assert "400 chains" in rep.method and rep.passed
    # many chains: w/20 below 0.01 sets eps
    big = tt.check_stationary(tt.reference_step(M, 1.0), M, 1.0, n_chains=20000, rng=0)
    eps = big.detectable_w / 20
    assert eps < 0.01 and big.steps == ExactChain(M, temperature=1.0).mixing(eps).t_mix
    assert ExactChain(M, temperature=1.0).mixing(2 * eps).t_mix != big.steps   # the factor is seen
    # more states than chains / 20: dof min(16, 200/20) - 1 = 9
    m = random_table(2, 4, 1.0, rng=3)
    few = tt.check_stationary(tt.reference_step(m, 1.0), m, 1.0, n_chains=200, rng=0)
    assert few.detectable_w == pytest.approx(tt._detectable_w(9, 1e-3, 200))


def test_check_sampler_starts_and_detectable():
    rep = tt.check_sampler(tt.reference_step(M, 1.0), M, 1.0, n_samples=200, rng=1)
    assert list(rep.starts) == list(range(8))                    # 8 states <= 64: every state
    same = tt.check_sampler(tt.reference_step(M, 1.0), M, 1.0, n_samples=20, max_starts=8, rng=1)
    assert list(same.starts) == list(range(8))                   # 8 states, max_starts 8: still every state
    dof = int(np.median(rep.dof[rep.dof > 0]))
    assert rep.detectable_w == pytest.approx(tt._detectable_w(dof, 1e-3 / 8, 200))
    assert rep.detectable_tv == pytest.approx(rep.detectable_w / 2)
    m = random_table(2, 4, 1.0, rng=3)
    rep4 = tt.check_sampler(tt.reference_step(m, 1.0), m, 1.0, n_samples=50, max_starts=4, rng=2)
    order = np.argsort(ExactChain(m, temperature=1.0).pi, kind="stable")
    rank = {int(s): int(np.flatnonzero(order == s)[0]) for s in rep4.starts}
    # 16 states, 4 strata of 4 by pi: one start in each
    assert sorted(r // 4 for r in rank.values()) == [0, 1, 2, 3]
    with pytest.raises(InvalidInputError, match="`starts` must be state indices in 0..7"):
        tt.check_sampler(tt.reference_step(M, 1.0), M, 1.0, n_samples=20, starts=[8], rng=0)


def test_outside_tokens_guards_and_text():
    def bad(states, rng):
        out = np.array(states)
        out[:, 0] = 2                                              # token q = 2: outside 0..1
        return out
    rep = tt.check_sampler(bad, M, 1.0, n_samples=20, starts=[0, 1], rng=0)
    assert not rep.passed and rep.diagnosis == tt.MISTAKES["special-tokens"] and list(rep.outside) == [20, 20]
    assert rep.n_failed == 2 and "likeliest mistake: special tokens included" in rep.table()
    for kw, what in ((dict(alpha=1.0), "`alpha` must be in (0, 1); got 1.0"), (dict(n_samples=9), "n_samples")):
        with pytest.raises(InvalidInputError, match=what.replace("(", r"\(").replace(")", r"\)")):
            tt.check_sampler(tt.reference_step(M, 1.0), M, 1.0, **{"n_samples": 20, **kw})
    with pytest.raises(InvalidInputError, match="`step` must be a callable"):
        tt.check_sampler(3, M, 1.0, n_samples=20)
    assert tt.POWER == 0.95 and tt.SPECIAL_MISTAKE == "special-tokens"
    r = tt.SamplerReport(kind="one-step", passed=False, alpha=0.01, temperature=1.0, scan="random", lazy=0.0, steps=1,
                         n_samples=10, starts=np.array([0, 1]), statistics=np.zeros(2), dof=np.ones(2, dtype=int),
                         p_values=np.array([0.01, 0.5]), p_adjusted=np.array([0.01, 0.5]), tv_observed=np.zeros(2),
                         impossible=np.zeros(2, dtype=int), detectable_w=0.2, detectable_tv=0.1,
                         candidates={"x": -1.0})
    assert r.n_failed == 1 and r.verdict == "FAIL"                   # p_adj = alpha counts as failed
    assert r.table().endswith("none of the known mistakes explains the counts better than the claimed kernel")
    assert "detectable TV (95% power)" in r.table()

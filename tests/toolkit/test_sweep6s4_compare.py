"""Contract pins of toolkit.app.compare (issue 30, sweep6s4): the exact value of every row of a
summary on independent sites (closed forms: mean, IAT (1 + rho)/(1 - rho) with rho = 1 - 1/n,
R-hat 1, d(t) by the law of the touched sites), coverage's count, two-sided binomial p and its
str, passes' default alpha 0.01, and the to_dict keys of the rows and the table."""

import itertools
import math

import numpy as np
import pytest

from toolkit.app import compare
from toolkit.calibration import sampled_summary
from toolkit.models import IndependentSites
from toolkit.results import Estimate

P = np.array([[0.2, 0.8], [0.6, 0.4]])  # each site's law (T = 1)


@pytest.fixture(scope="module")
def summary():
    m = IndependentSites(np.log(P))
    return m, sampled_summary(m, temperature=1.0, n_chains=4, n_steps=40, observables={"f": lambda X: X.sum(axis=1)},
                              coupling_times=[1, 3], rng=0)


def _d_by_hand(t):
    # random scan on 2 independent sites: after t >= 1 steps, only site 1 touched w.p. 2^-t, only
    # site 2 w.p. 2^-t, both otherwise; a touched site has its own law, an untouched one its start
    pi = {x: P[0, x[0]] * P[1, x[1]] for x in itertools.product((0, 1), repeat=2)}
    worst = 0.0
    for x0 in pi:
        mu = dict.fromkeys(pi, 0.0)
        for x in pi:
            mu[x] += 0.5 ** t * P[0, x[0]] * (x[1] == x0[1])
            mu[x] += 0.5 ** t * P[1, x[1]] * (x[0] == x0[0])
            mu[x] += (1 - 2 * 0.5 ** t) * pi[x]
        worst = max(worst, 0.5 * sum(abs(mu[x] - pi[x]) for x in pi))
    return worst


def test_exact_values_by_closed_forms(summary):
    m, s = summary
    ex = compare.exact_values(m, s)
    assert ex["mean f"].value == pytest.approx(0.8 + 0.4, abs=1e-12)
    # autocorrelation of each site at lag 1: 1 - 1/n = 1/2; tau = (1 + 1/2) / (1 - 1/2) = 3
    assert ex["iat f"].value == pytest.approx(3.0, rel=1e-9)
    assert ex["R-hat f"].value == 1.0
    assert ex["d(1) coupling bound"].value == pytest.approx(_d_by_hand(1), abs=1e-12)
    assert ex["d(3) coupling bound"].value == pytest.approx(_d_by_hand(3), abs=1e-12)
    assert ex["mean coalescence time"] is None
    assert all(v is None or v.is_exact for v in ex.values())


def test_join_and_to_dict(summary):
    m, s = summary
    table = compare.join(s, compare.exact_values(m, s))
    assert [r.name for r in table.rows] == [q.name for q in s.quantities]
    for r, q in zip(table.rows, s.quantities, strict=True):
        exact = None if r.exact is None else r.exact.value
        assert r.ok == compare.check_row(q.kind, q.estimate, exact)
        d = r.to_dict()
        assert list(d) == ["name", "kind", "sampled", "exact", "ok"]
        assert d["exact"] == exact and d["kind"] == q.kind and d["sampled"] == q.estimate.to_dict()
    d = table.to_dict()
    assert list(d) == ["model", "temperature", "all_ok", "settings", "rows"]
    assert "quantities" not in d["settings"] and d["settings"]["n_chains"] == 4 and d["settings"]["n_steps"] == 40
    assert d["all_ok"] == all(r.ok is not False for r in table.rows)
    f = table.to_frame()
    assert list(f.columns) == ["name", "kind", "sampled", "stderr", "ci_low", "ci_high", "n_samples", "exact", "ok"]


def test_coverage_count_pvalue_and_default_alpha():
    # values 0, .5, 1, 1.5, 2 with stderr .3: 95 % half-width .588, so 3 of 5 cover 1.0
    est = [Estimate(0.5 * k, stderr=0.3, method="m") for k in range(5)]
    c = compare.coverage(est, 1.0)
    assert (c.count, c.n, c.level, c.exact_value) == (3, 5, 0.95, 1.0)
    pmf = [math.comb(5, j) * 0.95 ** j * 0.05 ** (5 - j) for j in range(6)]
    p = sum(v for v in pmf if v <= pmf[3] * (1 + 1e-7))  # two-sided exact test: all as unlikely as 3
    assert c.pvalue == pytest.approx(p, rel=1e-9) and 0.01 < p < 0.05
    assert c.rate == 0.6
    assert c.passes() and not c.passes(0.05)   # default alpha 0.01
    assert str(c) == f"coverage 3/5 = 0.600 (nominal 0.95; binomial p = {p:.3g})"
    c5 = compare.coverage(est, 1.0, level=0.5)  # an explicit level wins over the estimates'
    assert c5.level == 0.5 and c5.pvalue == pytest.approx(1.0)


def test_check_row_lower_bound_relative_tolerance():
    # value <= exact up to 1e-9 relative: 1e6 (1 + 5e-10) passes, 1e6 (1 + 2e-9) does not
    assert compare.check_row("lower bound", Estimate(1e6 * (1 + 5e-10)), 1e6)
    assert not compare.check_row("lower bound", Estimate(1e6 * (1 + 2e-9)), 1e6)
    assert compare.check_row("diagnostic", Estimate(1.0), 1.0) is None
    assert compare.check_row("estimate", Estimate(1.0), float("nan")) is None
    # upper bound: the interval's upper end counts when it is above value + z stderr
    e = Estimate(1.0, stderr=0.1, ci=(0.0, 5.0), method="m")
    assert compare.check_row("upper bound", e, 4.9) and not compare.check_row("upper bound", e, 5.1)
    assert compare.check_row("upper bound", Estimate(1.0, stderr=0.1, method="m"), 1.25, z=3.0)
    assert not compare.check_row("upper bound", Estimate(1.0, stderr=0.1, method="m"), 1.25, z=2.0)

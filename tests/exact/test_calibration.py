"""Exact-vs-sampled calibration: the exact side's own correctness, the table on four toy
families, and the coverage of the stationary-mean interval over 200 replications."""

import warnings

import numpy as np
import pytest
from scipy.stats import binomtest

from exact import StateSpace, glauber_kernel, stationary
from exact.observables import exact_iat
from toolkit.app.compare import calibration_table, check_row, coverage, exact_values
from toolkit.calibration import sampled_summary
from toolkit.diagnostics import mean_estimate
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.metastable import threshold_set
from toolkit.models import IndependentSites, potts, random_pairwise, random_table
from toolkit.results import Estimate
from toolkit.sampling import run_chains, token_fraction


def families():
    rng = np.random.default_rng(4)
    return {
        "independent": IndependentSites(rng.normal(size=(4, 2))),
        "potts": potts(2, 4, 1.0),
        "asymmetric": random_pairwise(2, 4, 1.0, rng=5),
        "table": random_table(3, 3, 1.0, rng=6),
    }


def iat_power_series(P, pi, f, t_max=5000):
    """Reference: 1 + 2 sum_{t=1}^{t_max} rho(t), rho(t) = <f_c, P^t f_c>_pi / Var_pi(f)."""
    fc = f - pi @ f
    var = pi @ (fc * fc)
    g = fc.copy()
    total = 0.0
    for _ in range(t_max):
        g = P @ g
        total += pi @ (fc * g)
    return 1 + 2 * total / var


@pytest.mark.parametrize("name", ["potts", "asymmetric", "table"])
def test_exact_iat_matches_power_series(name):
    model = families()[name]
    K = glauber_kernel(model, temperature=1.0)
    P = K.dense()
    pi = stationary(K)
    f = (StateSpace.of(model).all_states() == 0).mean(axis=1)
    assert exact_iat(P, pi, f) == pytest.approx(iat_power_series(P, pi, f), rel=1e-9)
    assert exact_iat(K, pi, f) == pytest.approx(exact_iat(P, pi, f), rel=1e-12)


def test_exact_iat_two_state_and_constant():
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    pi = np.array([0.75, 0.25])
    assert exact_iat(P, pi, np.array([0.0, 1.0])) == pytest.approx(4.0, rel=1e-12)  # (1 + 0.6)/(1 - 0.6)
    assert np.isnan(exact_iat(P, pi, np.ones(2)))


@pytest.fixture(scope="module")
def tables():
    """The calibration table of each family at T = 1 (32 chains x 3000 steps; exit from the
    set "at least 60% of sites hold token 0" started all-0), computed once."""
    out = {}
    for name, model in families().items():
        x0 = np.zeros(model.length, int)
        out[name] = calibration_table(model, temperature=1.0, n_chains=32, n_steps=3000,
                                      exit_set=threshold_set(token_fraction(0), low=0.6), exit_start=x0, rng=12)
    return out


@pytest.mark.parametrize("name", ["independent", "potts", "asymmetric", "table"])
def test_calibration_table(tables, name):
    """Every row has its exact value; the bounds hold on every row."""
    tab = tables[name]
    kinds = {r.kind for r in tab.rows}
    assert kinds == {"estimate", "upper bound", "diagnostic"}
    for r in tab.rows:
        if r.kind != "diagnostic" or r.name.startswith("R-hat"):
            assert r.exact is not None and r.exact.is_exact, r.name
        if r.kind == "upper bound":
            assert r.ok, (name, r)
        if r.name.startswith("R-hat"):
            assert r.sampled.value < 1.1
    text = str(tab)
    assert "exact" in text and "agrees" in text
    assert tab.to_dict()["rows"][0]["name"] == "mean frac(0)"


def test_calibration_estimates_cover_jointly(tables):
    """All 'estimate' rows of the four tables (means, IATs, exit times; 20 rows at nominal
    95%): the covered count passes a binomial test at 0.01 (pinned seed)."""
    est = [r for tab in tables.values() for r in tab.rows if r.kind == "estimate"]
    covered = sum(bool(r.ok) for r in est)
    print(f"calibration tables: {covered}/{len(est)} estimate intervals cover the exact value")
    assert len(est) == 20
    assert binomtest(covered, len(est), 0.95).pvalue >= 0.01, covered


def test_mean_interval_coverage_200_replications():
    """The autocorrelation-aware interval of a stationary mean covers the exact mean at about
    95%: 200 replications of 4 chains x 1000 steps each (run as 800 chains in one batch,
    started from the exact pi), binomial test at 0.01."""
    model, T = potts(2, 3, 1.0), 1.5
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    space = StateSpace.of(model)
    X = space.all_states()
    truth = float(pi @ (X == 0).mean(axis=1))
    reps, per = 200, 4
    start = space.states(np.random.default_rng(21).choice(space.size, reps * per, p=pi))
    run = run_chains(model, temperature=T, n_chains=reps * per, n_steps=1000, start=start, record_states=False,
                     observables={"f": token_fraction(0)}, rng=22)
    v = run.observable("f").reshape(reps, per, -1)
    res = coverage([mean_estimate(block) for block in v], truth)
    print(f"stationary-mean coverage: {res}")
    assert res.passes(0.01), res
    assert res.n == 200 and res.level == 0.95


def test_coverage_helper():
    ests = [Estimate(0.0, stderr=1.0)] * 19 + [Estimate(10.0, stderr=1.0)]
    res = coverage(ests, 0.5)
    assert res.count == 19 and res.n == 20 and res.rate == 0.95 and res.pvalue == pytest.approx(1.0)
    assert "coverage 19/20" in str(res)


def test_check_row_kinds():
    e = Estimate(0.3, stderr=0.1)
    assert check_row("estimate", e, 0.4) and not check_row("estimate", e, 0.9)
    assert check_row("upper bound", e, 0.55) and not check_row("upper bound", e, 0.7)
    assert check_row("lower bound", e, 0.3) and not check_row("lower bound", e, 0.2)
    assert check_row("diagnostic", e, 1.0) is None and check_row("estimate", e, None) is None


def test_exact_values_systematic_scan():
    model = random_table(2, 3, 1.0, rng=2)
    s = sampled_summary(model, temperature=1.0, n_chains=8, n_steps=400, scan="systematic", rng=0)
    ex = exact_values(model, s)
    Ks = glauber_kernel(model, temperature=1.0, scan="systematic")
    pis = stationary(Ks)
    f = (StateSpace.of(model).all_states() == 0).mean(axis=1)
    assert ex["mean frac(0)"].value == pytest.approx(pis @ f)
    assert ex["iat frac(0)"].value == pytest.approx(exact_iat(Ks, pis, f))


def test_not_enumerable_fails_before_sampling():
    with pytest.raises(StateSpaceTooLargeError):
        calibration_table(potts(3, 20, 1.0), max_states=1e6, n_chains=4, n_steps=10)


def test_censored_estimate_is_checked_as_a_lower_estimate():
    """Audit: an exit time censored at 1e6 steps (a lower estimate) beside an exact 1.4e217
    was marked NO. A censored mean agrees with any exact value above its interval's lower
    end, and still disagrees with one below it."""
    from toolkit.app.compare import check_row
    from toolkit.results import Estimate

    cens = Estimate(1e6, stderr=10.0, method="mean exit time, 200 censored: lower estimate")
    assert check_row("estimate", cens, 1.4e217) is True
    assert check_row("estimate", cens, 5e5) is False
    plain = Estimate(1e6, stderr=10.0, method="mean exit time")
    assert check_row("estimate", plain, 1.4e217) is False


def test_sampled_summary_needs_four_recorded_steps_after_burn_in():
    """A burn-in that leaves fewer than 4 of the n_steps recorded is refused before anything runs
    (n_steps = 8, burn_in = 5 leaves 3); burn_in = 4 leaves 4 and is accepted."""
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match="`burn_in` must leave at least 4 recorded steps"):
        sampled_summary(potts(2, 2, 1.0), n_chains=2, n_steps=8, burn_in=5, rng=0)
    with pytest.raises(InvalidInputError, match="`burn_in` must leave at least 4 recorded steps"):
        sampled_summary(potts(2, 2, 1.0), n_chains=2, n_steps=8, burn_in=8, rng=0)


def test_exact_iat_of_an_observable_constant_where_pi_lives_is_nan_quietly():
    # states 0 and 1 form the recurrent class, state 2 is transient: pi = (1/2, 1/2, 0) by hand.
    # f = (1, 1, 5) is not constant, but Var_pi f = 0 exactly, so rho_f is undefined: NaN, with
    # no 0/0 computed (a RuntimeWarning is an error here)
    P = np.array([[0.5, 0.5, 0.0], [0.5, 0.5, 0.0], [0.3, 0.3, 0.4]])
    pi = np.array([0.5, 0.5, 0.0])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert np.isnan(exact_iat(P, pi, np.array([1.0, 1.0, 5.0])))
    # a constant f: NaN too, whatever the round-off of pi @ f
    assert np.isnan(exact_iat(P, np.array([0.3, 0.7 - 1e-17, 0.0]), np.full(3, 2.0)))

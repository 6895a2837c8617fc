"""Coverage-driven pins of :mod:`toolkit.app.compare` and :mod:`toolkit.app.report.reference`'s
helpers (issue 30, branch cov5h3): an ExactChain at another temperature than the summary's is
refused naming both, an empty list of estimates is refused, a summary's exit-time row needs its
exit set; a claim with no case fails (a bug of the section, not a pass), arrays of different
sizes are one failing case, and a closed-form profile that never reaches eps has no t_mix."""

import dataclasses
import math

import numpy as np
import pytest

from exact import ExactChain
from toolkit.app import compare
from toolkit.app.report import reference as ref
from toolkit.app.report._model import Section
from toolkit.calibration import sampled_summary
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


@pytest.fixture(scope="module")
def summary():
    return sampled_summary(potts(2, 3, 0.5), temperature=1.0, n_chains=8, n_steps=60, rng=0)


def test_exact_chain_at_another_temperature_is_refused(summary):
    with pytest.raises(InvalidInputError, match=r"`model` is an ExactChain at T=2, the summary is at T=1"):
        compare.exact_values(ExactChain(potts(2, 3, 0.5), temperature=2.0), summary)
    # at the summary's temperature, the chain is used as it is: the same values as from the model
    a = compare.exact_values(ExactChain(potts(2, 3, 0.5), temperature=1.0), summary)
    b = compare.exact_values(potts(2, 3, 0.5), summary)
    assert a.keys() == b.keys()
    for k in a:
        if a[k] is not None:
            assert a[k].value == pytest.approx(b[k].value, rel=1e-12, abs=1e-15), k


def test_exit_row_needs_an_exit_set():
    m = potts(2, 3, 0.5)
    summ = sampled_summary(m, temperature=1.0, n_chains=8, n_steps=60, exit_set=lambda X: (X == 0).all(axis=1),
                           exit_start=(0, 0, 0), exit_chains=20, rng=0)
    assert [q for q in summ.quantities if q.spec.get("quantity") == "exit"]
    assert compare.exact_values(m, summ)  # with its set: computed
    with pytest.raises(InvalidInputError, match="the summary has an exit-time row but no exit set"):
        compare.exact_values(m, dataclasses.replace(summ, exit_set=None))


def test_coverage_needs_estimates():
    with pytest.raises(InvalidInputError, match="`estimates` must not be empty"):
        compare.coverage([], 1.0)
    with pytest.raises(InvalidInputError, match="`estimates` must not be empty"):
        compare.coverage(iter(()), 1.0)


def test_a_claim_with_no_case_fails():
    s = Section("reference", "t")
    chk = ref._Agreement(s)
    chk.check("nothing", ref._Cases(), tol=1e-9, why="because")
    (c,) = s.claims
    assert c.holds is False and c.value == "none" and c.hypothesis == "tol 1e-09: because"
    assert chk.rows == []


def test_arrays_of_different_sizes_are_one_failing_case():
    cases = ref._Cases()
    cases.add_worst([1.0, 2.0], [1.0, 2.0, 3.0], "pi")
    assert cases.labels == ["pi: 2 values for 3"] and math.isnan(cases.computed[0]) and cases.closed == [0.0]
    s = Section("reference", "t")
    ref._Agreement(s).check("pi", cases, tol=1.0, why="w")
    assert s.claims[0].holds is False  # a NaN engine value never passes
    ok = ref._Cases()
    ok.add_worst([1.0, 2.5, 3.0], [1.0, 2.0, 3.0], "pi", where=lambda j: f"x={j}")
    assert ok.labels == ["pi, x=1"] and ok.computed == [2.5] and ok.closed == [2.0]  # the worst entry


def test_first_within_without_a_hit():
    # d = 0.5, 0.4, 0.3 never reaches eps = 0.25: no t_mix; the closest approach is 0.3 - 0.25
    t, gap = ref._first_within([0.5, 0.4, 0.3], 0.25)
    assert t is None and gap == pytest.approx(0.05, abs=1e-15)
    t, gap = ref._first_within(np.array([0.5, 0.26, 0.2, 0.1]), 0.25)
    assert t == 2 and gap == pytest.approx(0.01, abs=1e-15)


# ---------------------------------------------------------------- report/soundness.py's inequality claims
def test_soundness_claim_with_no_case_fails_and_numbers():
    from toolkit.app.report import soundness as snd

    s = Section("soundness", "t")
    ineq = snd._Inequalities(s)
    ineq.check("t_upper >= t_mix", [], upper=False, why="coupling")
    (c,) = s.claims
    assert c.holds is False and c.value == "none" and ineq.rows == []
    # the worst case is the one with the least slack; value <= bound (upper)
    ineq.check("upper", [("a", 3, 10), ("b", 9, 10), ("c", 1, 10)], upper=True, why="w")
    assert s.claims[-1].holds is True and s.claims[-1].value == 9 and "worst case b" in s.claims[-1].hypothesis
    ineq.check("upper", [("a", 3, 10), ("b", None, 10)], upper=True, why="w")  # a missing value fails
    assert s.claims[-1].holds is False
    assert snd._num(None) is None and snd._num(3.0) == 3 and type(snd._num(3.0)) is int
    assert snd._num(2.5) == 2.5 and type(snd._num(float(2**53))) is float

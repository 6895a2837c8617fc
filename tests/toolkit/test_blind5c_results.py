"""Blind audit 5c (issue 30): toolkit.results against hand-computed values and its documented
contracts (JSON Pointer escaping, range checks on load, intervals, witnesses, claims)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.results import (
    Claim,
    Estimate,
    RectangleSummary,
    Witness,
    _fmt,
    abs_log_r_quantiles,
    from_json_document,
    to_json_document,
    witness_order,
)


def _summary(**kw):
    base = dict(q=2, n=2, temperature=1.0, count=1, n_certified=0, prevalence=Estimate.exact(0.0), max_abs=0.0,
                max_bound=0.0, quantiles={"q50": 0.0}, witnesses=())
    base.update(kw)
    return RectangleSummary(**base)


def test_compact_numbers_switch_to_exponent_form_at_one_million():
    assert _fmt(1e6) == "1e+06" and _fmt(999999.0) == "999999"


def test_a_nonfinite_value_under_a_key_holding_tilde_one_round_trips():
    # RFC 6901: '~' is written '~0' and '/' '~1'; decoding replaces '~1' first, so the key
    # 'a~1b' (pointer 'a~01b') comes back as 'a~1b', not 'a/b'
    s = _summary(quantiles={"a~1b": math.nan, "a/b": 1.0})
    doc = to_json_document(s)
    back = from_json_document(doc)
    assert math.isnan(back.quantiles["a~1b"]) and back.quantiles["a/b"] == 1.0


@pytest.mark.parametrize("level", [0.0, 1.0])
def test_a_saved_level_outside_the_open_unit_interval_is_refused(level):
    doc = to_json_document(Estimate(1.0, stderr=0.5, ci=(0.0, 2.0), n_samples=4, method="m", level=0.5))
    doc["data"]["level"] = level
    with pytest.raises(InvalidInputError, match="level"):
        from_json_document(doc)


def test_a_saved_size_of_zero_is_refused():
    doc = to_json_document(_summary())
    doc["data"]["n"] = 0
    with pytest.raises(InvalidInputError, match="/data/n"):
        from_json_document(doc)


def test_a_ninety_percent_interval_is_two_sided():
    # z_{0.95} = 1.6448536269514722 (the standard normal's 95 % quantile): a two-sided 90 % interval
    e = Estimate(0.0, stderr=1.0, n_samples=10, method="m", level=0.9)
    assert e.ci == pytest.approx((-1.6448536269514722, 1.6448536269514722), rel=1e-12)


def test_integer_weights_give_numpys_linear_quantile():
    # the population 0, 1, 2, 3: the median by linear interpolation at (N - 1) p = 1.5 is 1.5,
    # q90 at 2.7 is 2.7, q99 at 2.97 is 2.97
    out = abs_log_r_quantiles([0.0, 1.0, 2.0, 3.0], weights=np.array([1, 1, 1, 1]))
    assert out["q50"] == pytest.approx(1.5) and out["q90"] == pytest.approx(2.7) and out["q99"] == pytest.approx(2.97)
    # value 0 three times, 1 once: position 1.5 lies between two zeros
    assert abs_log_r_quantiles([0.0, 1.0], weights=np.array([3, 1]))["q50"] == 0.0


def test_a_negative_log_r_beyond_its_bound_certifies():
    w = Witness(0, 1, 0, 1, 0, 1, -4.0, 1e-15)
    assert w.certified and not Witness(0, 1, 0, 1, 0, 1, -1e-16, 1e-15).certified


def test_a_theorem_with_an_undecided_hypothesis_that_does_not_hold_failed():
    assert Claim("t <= b", "h", None, 1, 2, False).failed
    assert not Claim("t <= b", "h", False, 1, 2, False).failed


def test_witnesses_are_shown_worst_first():
    # three site pairs: the worst |log R| of each pair, pairs in decreasing order of it
    order = witness_order([0.1, 5.0, 2.0], [0, 0, 1], [1, 2, 2], 3)
    assert order.tolist() == [1, 2, 0]

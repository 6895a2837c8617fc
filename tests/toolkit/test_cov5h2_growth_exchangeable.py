"""Coverage-driven tests (issue 30, branch cov5h2) of toolkit/growth.py (Timescale's text
for exact and interval kinds, combine_verdicts/change_temperature checks and the
change-temperature cases by hand), toolkit/models/exchangeable.py (count checks, a 1-d
count vector, the table shape), toolkit/models/zoo.py (load_model's name checks) and
toolkit/calibration.py (lookup by name, a single callable observable, vector observables
and exit_set without exit_start refused)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError, UnknownNameError


# ---------------------------------------------------------------------- growth.py
def test_timescale_text_exact_and_interval():
    from toolkit.growth import Timescale

    exact = Timescale("t_rel", "exact", 12.3456789, 12.3456789, 12.3456789, "eig", 8, 1.0)
    assert str(exact).startswith("t_rel = 12.3457 (")  # exact: the value to 6 significant digits
    est = Timescale("t_rel", "exact", 12.0, 11.0, 13.0, "eig", 8, 1.0)  # an interval wider than round-off
    assert str(est).startswith("t_rel = 12 [11, 13] (")


def test_combine_and_change_temperature():
    from toolkit.growth import (
        FASTER,
        POLYNOMIAL,
        UNDETERMINED,
        change_temperature,
        combine_verdicts,
    )

    with pytest.raises(InvalidInputError, match="`verdicts` is empty"):
        combine_verdicts([])
    with pytest.raises(InvalidInputError, match="`temperatures` must be increasing with one verdict each; "
                                                "got 2 temperatures and 3 verdicts"):
        change_temperature([0.5, 1.0], [FASTER, POLYNOMIAL, POLYNOMIAL])
    with pytest.raises(InvalidInputError, match="got 2 temperatures and 2 verdicts"):
        change_temperature([1.0, 0.5], [FASTER, POLYNOMIAL])  # not increasing
    # faster at 0.5 and 1.0, polynomial at 0.7 only (below the highest faster): no change above it
    c = change_temperature([0.5, 0.7, 1.0], [FASTER, POLYNOMIAL, FASTER], n_values=[4, 8])
    assert c.n_values == (4, 8) and c.low == 1.0 and math.isnan(c.high)
    assert not c.monotone
    assert "below the highest faster one and none above it" in c.note
    und = change_temperature([0.5], [UNDETERMINED])
    assert math.isnan(und.low) and math.isnan(und.high) and und.note == "no temperature decided"


# ---------------------------------------------------------------------- exchangeable.py
def test_count_checks_and_one_row():
    from toolkit.models.exchangeable import CurieWeiss, ExchangeableTable, count_index

    assert count_index(np.array([0, 0, 2])).tolist() == [0]  # a 1-d count vector is one row (doctest: [0, 0, 2] -> 0)
    m = CurieWeiss(4, 1.0)
    # one row as a 1-d vector: same as the (1, q) form; l(a) = s_a beta/n sum s_j = s_a * 3/4 for counts (0, 3)
    np.testing.assert_allclose(m.count_logits(np.array([0, 3])), [[-0.75, 0.75]])
    with pytest.raises(InvalidInputError, match="`c` must hold integer counts"):
        m.count_logits(np.array([[0.5, 2.5]]))
    with pytest.raises(InvalidInputError, match=r"`table` must have shape \(C\(n \+ q - 2, q - 1\), q\) with q >= 2; "
                                                r"got \(3, 1\)"):
        ExchangeableTable(np.zeros((3, 1)))
    with pytest.raises(InvalidInputError, match=r"with q >= 2; got \(3,\)"):
        ExchangeableTable(np.zeros(3))
    with pytest.raises(InvalidInputError, match=r"`beta` must be a number; got shape \(2,\)"):
        CurieWeiss(4, [1.0, 2.0])


# ---------------------------------------------------------------------- zoo.py
def test_load_model_name_checks():
    from toolkit.models.zoo import load_model

    with pytest.raises(InvalidInputError, match="`model` must be a model name; got 3"):
        load_model(3)
    with pytest.raises(InvalidInputError, match="`model` 'hf:PATH' needs a path or id after 'hf:'"):
        load_model("hf:", tokens="a b")
    with pytest.raises(InvalidInputError, match="`q`=3 does not match the 2 `tokens` given"):
        load_model("tiny-en", tokens="the lord", q=3)


# ---------------------------------------------------------------------- calibration.py
def test_sampled_summary_lookup_and_checks():
    from toolkit.calibration import sampled_summary
    from toolkit.models import potts

    m = potts(2, 3, 1.0)

    def frac0(x):
        return (x == 0).mean(axis=1)

    s = sampled_summary(m, n_chains=4, n_steps=40, observables=frac0, n_pairs=2, n_replicates=4, rng=0)
    assert s["mean frac0"].name == "mean frac0"  # a single callable is named by its __name__
    with pytest.raises(UnknownNameError, match="no quantity 'mean nope'"):
        s["mean nope"]
    with pytest.raises(InvalidInputError, match="observable 'vec' must be scalar"):
        sampled_summary(m, n_chains=4, n_steps=40, observables={"vec": lambda x: x.astype(float)},
                        n_pairs=2, n_replicates=4, rng=0)
    with pytest.raises(InvalidInputError, match="`exit_set` needs `exit_start`, a state inside the set"):
        sampled_summary(m, n_chains=4, n_steps=40, observables=frac0, n_pairs=2, n_replicates=4, rng=0,
                        exit_set=lambda x: np.ones(len(x), bool))

"""Coverage-driven tests (issue 30, branch cov5h2) of the input checks no default-tier test
reached in toolkit/_validation.py, toolkit/models/toy.py, toolkit/models/basins.py,
toolkit/theory.py, toolkit/diagnostics.py and toolkit/bounds.py: each bad value raises an
InvalidInputError naming the argument and the value (DEVELOPERS.md), each good one is
accepted with the documented result."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError


def test_validation_checks():
    from toolkit._validation import check_nonnegative, check_sites, check_states, parse_bytes

    with pytest.raises(InvalidInputError, match="`tol` must be a finite number >= 0; got 'abc'"):
        check_nonnegative("abc", "tol")
    with pytest.raises(InvalidInputError, match="got '0.25'"):  # numbers given as text are refused (_float)
        check_nonnegative("0.25", "tol")
    with pytest.raises(InvalidInputError, match=r"`tol` must be a finite number >= 0; got \[1, 2\]"):
        check_nonnegative([1, 2], "tol")
    # float tokens are accepted when integral, refused otherwise
    assert check_states(np.array([[0.0, 2.0]]), q=3, n=2).tolist() == [[0, 2]]
    with pytest.raises(InvalidInputError, match="`x` must hold integer tokens; got dtype float64"):
        check_states(np.array([[0.5, 1.0]]), q=3, n=2)
    with pytest.raises(InvalidInputError, match=r"`max_memory` must be a size such as 8GiB, 500MB or 2e9 \(bytes\); "
                                                "got '1.2.3GB'"):
        parse_bytes("1.2.3GB")
    assert parse_bytes("2GB") == 2e9 and parse_bytes("1KiB") == 1024
    with pytest.raises(InvalidInputError, match="`sites` must have one entry per state; got 1 for 2 states"):
        check_sites([0], 2, 3)


def test_toy_model_shape_checks():
    from toolkit.models import IndependentSites, LogitTable, Pairwise
    from toolkit.models.toy import _adjacency

    with pytest.raises(InvalidInputError, match=r"`h` must have shape \(n, q\); got \(3,\)"):
        IndependentSites(np.zeros(3))
    with pytest.raises(InvalidInputError, match=r"`h` must have shape \(n, q\); got \(2,\)"):
        Pairwise(np.zeros(2), np.zeros((2, 2, 2, 2)))
    with pytest.raises(InvalidInputError, match=r"`table` must have shape \(n, q\*\*\(n-1\), q\); got \(2, 2\)"):
        LogitTable(np.zeros((2, 2)))
    with pytest.raises(InvalidInputError, match="`graph` must be one of .*; got 'star'"):
        _adjacency(4, "star")


def test_basins_checks():
    from toolkit.models.basins import _check_gamma, plant_margin

    with pytest.raises(InvalidInputError, match="`gamma` must be a number > 0; got 'big'"):
        _check_gamma("big")
    assert _check_gamma("1.5") == 1.5
    with pytest.raises(InvalidInputError, match=r"`table` must have shape \(n, q\*\*\(n-1\), q\); got \(2, 2\)"):
        plant_margin(np.zeros((2, 2)), [[0, 0]], 1.0)
    with pytest.raises(InvalidInputError, match=r"= \(2, 2, 2\); got \(2, 3, 2\)"):
        plant_margin(np.zeros((2, 3, 2)), [[0, 0]], 1.0)
    with pytest.raises(InvalidInputError, match=r"= \(2, 2, 2\); got \(2, 1, 2\)"):
        plant_margin(np.zeros((2, 1, 2)), [[1, 1]], 1.0)  # checked before context row 1 is read


def test_theory_diagnostics_bounds_checks():
    from toolkit.bounds import mixing_bounds
    from toolkit.diagnostics import integrated_autocorrelation_time, mcse
    from toolkit.models import potts
    from toolkit.theory import reversible_lower_bound

    with pytest.raises(InvalidInputError, match="`relaxation_time` must be a number > 0; got 'x'"):
        reversible_lower_bound("x")
    # t_rel = 3, eps = 1/4: (t_rel - 1) ln(1/(2 eps)) = 2 ln 2 (Levin-Peres-Wilmer Thm 12.5)
    assert reversible_lower_bound("3") == pytest.approx(2 * np.log(2))
    x = np.random.default_rng(0).normal(size=(2, 50))
    with pytest.raises(InvalidInputError, match="`c` must be > 0; got 0"):
        integrated_autocorrelation_time(x, c=0)
    with pytest.raises(InvalidInputError, match="`prob` applies to method='quantile' only; got method='mean'"):
        mcse(x, method="mean", prob=0.3)
    with pytest.raises(InvalidInputError, match=r"`eps` must be in \(0, 1\); got 0"):
        mixing_bounds(potts(2, 2, 1.0), eps=0)

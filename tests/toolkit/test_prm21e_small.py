"""prm21e (issue 30, fourth sweep: loose assertions): exact values of quantities the targeted
tests checked only loosely, in the small toolkit modules. Each expected value is a hand value, a
closed form or an independent computation (sources in the comments)."""

import math

import numpy as np
import pytest

from toolkit import _progress, _rectangle, _states
from toolkit._validation import check_state_space
from toolkit.chain import tempered_log_conditionals
from toolkit.exceptions import StateSpaceTooLargeError, _human_bytes, _sci
from toolkit.theory import nonreversible_upper_bound
from toolkit.unmasking import tv_deviation_bound

U = 2.0**-53  # the unit roundoff of float64


def test_format_seconds_hour_boundary():
    # the docstring's forms: "42 s", "3 min 10 s", "1 h 2 min"; 3600 s is one hour
    assert _progress.format_seconds(3600) == "1 h"
    assert _progress.format_seconds(3599) == "59 min 59 s"
    assert _progress.format_seconds(3660) == "1 h 1 min"


def test_rectangle_bound_is_gamma_7_exactly():
    # Higham's gamma_7 = 7u / (1 - 7u): the 7 additions that form log R (module docstring)
    g7 = 7 * U / (1 - 7 * U)
    t, u = np.array([1.0, -2.0, 3.0, 4.0]), np.array([0.5, 0.0, -0.5, 1.0])
    assert _rectangle.bound(t, u, 0.0, 0.0) == g7 * 12.0
    assert _rectangle.bound(t, u, 0.25, 0.5) == g7 * 12.0 + 1.0 + 2.0


def test_tie_at_exactly_the_last_decrease():
    # "above it by at most TIE_ATOL *and* by no more than the last step's decrease": an excess
    # equal to the decrease (both exactly 2**-44 here, all values exact binary fractions) counts
    eps, d = 0.25, 0.25 + 2.0**-44
    d_prev = 0.25 + 2.0**-43
    assert d - eps == d_prev - d == 2.0**-44
    assert bool(_states.tie_or_below(d, d_prev, eps))
    assert not bool(_states.tie_or_below(d, 0.25 + 1.5 * 2.0**-44, eps))  # decrease 2**-45: not a tie


def test_state_space_error_bytes_default():
    # default bytes_per_state 8 (n + 2): the conditional table and two vectors (docstring)
    with pytest.raises(StateSpaceTooLargeError) as info:
        check_state_space(2, 40, max_states=1e6)
    assert info.value.bytes_needed == 2.0**40 * 8 * 42


def test_uniform_law_at_infinite_temperature_uses_q():
    # T = inf: the uniform law on the q tokens of each row, log(1/q), whatever the batch size
    out = tempered_log_conditionals(np.zeros((3, 4)), math.inf)
    assert np.array_equal(out, np.full((3, 4), -math.log(4)))


def test_human_bytes_switch_at_two_to_the_sixty():
    # "1024 PiB = 2**60 = 1.15e18 bytes (the docstring's switch)": from 2**60 up, scientific
    lg = 60 * math.log10(2)
    assert _human_bytes(2.0**60, log10=lg) == f"{_sci(lg)} bytes" == "1.2e+18 bytes"
    assert _human_bytes(2.0**59) == "512.0 PiB"


def test_nonreversible_bound_gap_one_is_one_step():
    # gamma_1 = 1: P^1 is already pi's kernel in the pseudo-spectral sense, m = 1 step (the
    # formula's g >= 1 branch); k m = 1
    assert nonreversible_upper_bound([1.0], math.log(0.5), 0.25) == (1.0, 1)


def test_tv_deviation_bound_mcdiarmid_term():
    # N = k = 1000, delta = 0.05: sqrt((k-1)/N)/2 + sqrt(log(2/delta)/(2N)) = 0.5427 is below the
    # union term sqrt((k log 2 + log(2/delta))/(2N)) = 0.590, so it is the bound
    N, k, d = 1000, 1000, 0.05
    mcd = math.sqrt((k - 1) / N) / 2 + math.sqrt(math.log(2 / d) / (2 * N))
    union = math.sqrt((k * math.log(2) + math.log(2 / d)) / (2 * N))
    assert mcd < union
    assert tv_deviation_bound(N, k, d) == pytest.approx(mcd, rel=1e-14)

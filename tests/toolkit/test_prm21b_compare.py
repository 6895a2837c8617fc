"""prm21b (fourth sweep, loose assertions): :func:`toolkit.app.compare.check_row` at the
inputs where its documented rule and a plausible wrong one disagree (an interval wider than
``z`` standard errors; a censored estimate whose value lies above the truth)."""

from toolkit.app.compare import check_row
from toolkit.results import Estimate


def test_upper_bound_agrees_by_its_interval_end_when_that_is_larger():
    # docstring: ``value + z stderr`` (or the interval's upper end, whichever is larger) >= exact.
    # value + 3 stderr = 1.3 < 1.5 <= 2.0 = ci[1]: agrees by the interval's end alone
    est = Estimate(1.0, stderr=0.1, ci=(0.5, 2.0), method="coupling")
    assert check_row("upper bound", est, 1.5) is True
    assert check_row("upper bound", est, 2.1) is False  # above both ends
    # and by value + z stderr alone: ci[1] = 1.1 < 1.25 <= 1.3
    est2 = Estimate(1.0, stderr=0.1, ci=(0.9, 1.1), method="coupling")
    assert check_row("upper bound", est2, 1.25) is True
    assert check_row("upper bound", est2, 1.35) is False


def test_censored_estimate_agrees_when_its_lower_end_is_at_most_exact():
    # docstring: a censored estimate ("lower estimate") agrees when its interval's lower end is
    # at most exact -- the value itself may lie above the truth (ci = (5, 20), value 10, exact 8)
    est = Estimate(10.0, stderr=2.0, ci=(5.0, 20.0), method="iat (lower estimate: censored)")
    assert check_row("estimate", est, 8.0) is True
    assert check_row("estimate", est, 4.0) is False  # below the lower end
    # an uncensored estimate with the same interval: plain coverage
    plain = Estimate(10.0, stderr=2.0, ci=(5.0, 20.0), method="iat")
    assert check_row("estimate", plain, 8.0) is True and check_row("estimate", plain, 25.0) is False

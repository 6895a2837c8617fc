"""prm25c (issue 30, eighth sweep): ``check_row`` holds an uncensored estimate to BOTH ends of
its interval.

Contract (the docstring): ``estimate``: the interval covers ``exact``; only a censored
estimate (method "lower estimate") is held to its lower end alone. An exact value above an
uncensored interval (1.0 +- 0.05 against 2.0) disagrees; the censored one agrees."""

from toolkit.app.compare import check_row
from toolkit.results import Estimate


def test_uncensored_estimate_is_two_sided():
    est = Estimate(1.0, stderr=0.05, ci=(0.9, 1.1), n_samples=100, method="mcmc mean")
    assert check_row("estimate", est, 1.0) is True
    assert check_row("estimate", est, 2.0) is False
    assert check_row("estimate", est, 0.5) is False
    censored = Estimate(1.0, stderr=0.05, ci=(0.9, 1.1), n_samples=100, method="mcmc mean (lower estimate)")
    assert check_row("estimate", censored, 2.0) is True

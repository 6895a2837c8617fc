"""harden9c: exact.analysis's report text and warnings on degenerate values (a gap interval
reaching 0, an infinite log bound, a NaN error estimate), from the contracts (issue 30)."""

import math
from types import SimpleNamespace

from exact.analysis import PI_RTOL_WARN, _bound_text, _interval_text, report_warnings


def test_interval_reaching_zero_is_not_in_logarithms():
    # logarithms only "where an end underflows float64" (an upper end of 0 with a finite log);
    # a lower end of exactly 0 (the interval reaches 0) is printed as numbers
    r = SimpleNamespace(gap_lower=0.0, gap_upper=0.5, log_gap_lower=-math.inf, log_gap_upper=math.log(0.5))
    text = _interval_text(r)
    assert text.startswith("[") and "ln gap" not in text and "inf" not in text
    r = SimpleNamespace(gap_lower=0.0, gap_upper=0.0, log_gap_lower=-800.0, log_gap_upper=-790.0)
    assert _interval_text(r) == "ln gap in [-800, -790]"


def test_infinite_log_bound_is_not_given():
    # "a bound, or its logarithm where it overflows float64 (None: not given)": a log of +-inf
    # carries no number, so nothing is given
    assert _bound_text(None, math.inf) is None
    assert _bound_text(None, -math.inf) is None
    assert _bound_text(None, 800.0) == "e^800"


def test_nan_relative_error_warns():
    # "pi's relative error estimate above PI_RTOL_WARN or not finite": NaN is not finite
    rep = SimpleNamespace(pi_relative_error=math.nan, temperature=1.0, log_pi_min=-3.0)
    w = report_warnings(rep)
    assert len(w) == 1 and w[0]["value"] is None and "has no correct digit" in w[0]["message"]
    assert w[0]["threshold"] == PI_RTOL_WARN
    assert report_warnings(SimpleNamespace(pi_relative_error=PI_RTOL_WARN, temperature=1.0, log_pi_min=-3.0)) == []

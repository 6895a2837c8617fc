"""prm25d (issue 30): the slope claim's slack in toolkit.app.report.metastability.

The claim "slope of ln E[tau] vs 1/T within 10% of gamma" holds when the relative error is
at most 0.10, and its slack is "the fraction of its allowance left" (README of the report:
``1 - |error|/tol`` for an equality within a tolerance): 1 - rel/0.10, with
rel = |slope - gamma| / gamma, gamma = 1 here.
"""

import math

from toolkit.app.report.metastability import section_metastability


def test_slope_slack_is_against_ten_percent(tmp_path):
    s = section_metastability(str(tmp_path), quick=True)
    (c,) = [c for c in s.claims if c.name == "slope of ln E[tau] vs 1/T within 10% of gamma"]
    rel = abs(float(c.value) - 1.0) / 1.0
    assert c.holds == (rel <= 0.10)
    assert math.isclose(c.slack, 1.0 - rel / 0.10, rel_tol=1e-9, abs_tol=1e-12)

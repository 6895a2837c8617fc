"""prm27c (issue 30): a real MLM's phase row names its n range first..LAST size
(toolkit.app.report.phase._real_verdict), whatever the number of sizes."""
from toolkit.app.report.phase import _real_verdict


def test_real_verdict_range_ends_at_the_largest_size():
    got = _real_verdict("transition", [], [4, 6, 8, 10])
    assert got["verdict"] == "holds" and "on n = 4..10 " in got["reason"]
    got = _real_verdict("inconclusive", ["too few sizes."], [3, 5, 7])
    assert got == {"verdict": "not resolved", "reason": "inconclusive on n = 3..7: too few sizes"}

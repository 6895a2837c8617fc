"""prm27e (issue 30, tenth sweep): the samplers section counts a sampled TV interval as
covering only when it covers the exact TV ("sampled TV intervals cover the exact TVs",
">= 3 of 4").

Mutant prm27e.report_samplers.uncovered_counted counted every interval: the tests' intervals
all covered. A stand-in tv_interval returns [0.99, 1] (the exact TVs of the q = 2, n = 4 toy
are below 0.99), so no interval covers: 0/4, and the claim fails."""

import toolkit.app.report.samplers as samplers
from toolkit.results import Estimate


def test_uncovered_intervals_are_not_counted(monkeypatch, tmp_path):
    monkeypatch.setattr(samplers, "tv_interval",
                        lambda codes, pi: Estimate(0.995, stderr=0.0025, ci=(0.99, 1.0), n_samples=len(codes)))
    s = samplers.section_samplers(str(tmp_path), rng=0)
    (claim,) = [c for c in s.claims if c.name == "sampled TV intervals cover the exact TVs"]
    assert max(float(r["exact_tv"]) for r in s.data["sampled"]) < 0.99
    assert claim.value == "0/4"
    assert claim.holds is False

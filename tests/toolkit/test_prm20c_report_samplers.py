"""prm20c promise sweep (issue 30): toolkit.app.report.samplers's sampled-interval claim is a
comparison (the module docstring: "a comparison: each interval covers with probability >= 95 %"),
with the bound it is held to: at least len - 1 of the 4 sampled samplers covered."""

from __future__ import annotations

import pytest

from toolkit.app.report.samplers import section_samplers


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    return section_samplers(str(tmp_path_factory.mktemp("samplers")), rng=0)


def test_sampled_coverage_claim_is_a_comparison_with_bound_three_of_four(section):
    (c,) = [c for c in section.claims if c.name == "sampled TV intervals cover the exact TVs"]
    assert c.kind == "comparison"
    assert c.bound == ">= 3 of 4"
    covered = sum(r["covers"] == "yes" for r in section.data["sampled"])
    assert c.value == f"{covered}/4" and c.holds == (covered >= 3)

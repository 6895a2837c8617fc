"""prm20b promise sweep: toolkit.app.report.calibration (the coupling claims are the upper-bound
rows only; the section draws from the rng it is given)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app.report.calibration import section_calibration


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory):
    d = str(tmp_path_factory.mktemp("calibration"))
    return (section_calibration(d, quick=True, rng=np.random.default_rng(7)),
            section_calibration(d, quick=True, rng=np.random.default_rng(7)))


def test_coupling_claims_only_for_upper_bound_rows(two_runs):
    s = two_runs[0]
    want = sorted(f"coupling bound >= exact d(t): {label}, {r['name']}" for label, tab in s.data.items()
                  for r in tab["rows"] if r["kind"] == "upper bound" and r["ok"] is not None)
    got = sorted(c.name for c in s.claims if c.name.startswith("coupling bound"))
    assert want and got == want
    # the estimate rows (means, IATs) are checked too, but they are no coupling inequality
    assert any(r["kind"] == "estimate" and r["ok"] is not None for tab in s.data.values() for r in tab["rows"])


def test_same_rng_same_section(two_runs):
    a, b = two_runs
    for label in a.data:
        ra, rb = a.data[label]["rows"], b.data[label]["rows"]
        assert [r["sampled"]["value"] for r in ra] == [r["sampled"]["value"] for r in rb]

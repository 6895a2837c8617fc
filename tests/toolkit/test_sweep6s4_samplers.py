"""Contract pins of the report's samplers section (issue 30, sweep6s4): its constants (4 sites, the
seven samplers, 2000 draws, the tolerances), _tv with its 1/2, and the coverage comparison
'>= 3 of 4' at its boundary (3 intervals covering holds, 2 not), with the draws from the section's rng."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.report import samplers as sam


def test_constants_and_tv():
    assert sam.N_SITES == 4 and sam.DRAWS == 2000 and sam.STREAM == 7
    assert sam.SAMPLERS == ("random:1", "left-to-right:1", "confidence:1", "margin:1", "random:4", "remask:1",
                            "remask:2")
    assert sam.ONE_AT_A_TIME == ("random:1", "left-to-right:1", "confidence:1", "margin:1")
    assert (sam.TOL_CLOSED_FORM, sam.TOL_STATIONARY) == (1e-12, 1e-10)
    assert sam._tv([0.5, 0.5, 0.0], [0.0, 0.5, 0.5]) == 0.5


@pytest.mark.parametrize("n_cover, holds", [(3, True), (2, False)])
def test_coverage_boundary(tmp_path, monkeypatch, n_cover, holds):
    calls = []

    def fake_interval(codes, pi):
        calls.append(codes)
        k = len(calls)
        return SimpleNamespace(value=0.1, ci=(0.0, 1.0) if k <= n_cover else (2.0, 3.0),
                               covers=lambda x, k=k: k <= n_cover)
    seen_rng = []

    def fake_sample(model, draws, order, k, rng):
        seen_rng.append((draws, rng))
        return np.zeros((draws, 4), dtype=int)
    monkeypatch.setattr(sam, "tv_interval", fake_interval)
    monkeypatch.setattr(sam, "sample_unmasking", fake_sample)
    monkeypatch.setattr(sam, "DRAWS", 10)
    rng = np.random.default_rng(0)
    s = sam.section_samplers(str(tmp_path), rng=rng)
    c = s.claims[-1]
    assert (c.bound, c.value, c.holds, c.kind) == (">= 3 of 4", f"{n_cover}/4", holds, "comparison")
    assert all(d == 10 and r is rng for d, r in seen_rng) and len(seen_rng) == 4
    assert not [x for x in s.claims[:-1] if x.failed]

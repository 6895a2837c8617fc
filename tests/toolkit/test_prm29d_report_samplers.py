"""prm29d: the samplers section's coverage count, an exact TV at an interval's lower end."""

from exact.unmasking import compare_samplers
from toolkit.app.report import samplers as sec
from toolkit.models import make_model
from toolkit.results import Estimate


def test_exact_tv_at_the_lower_end_is_covered(monkeypatch, tmp_path):
    # an interval [lo, hi] covers lo (Estimate.covers: lo <= x <= hi); each fake interval starts
    # exactly at its sampler's exact TV (the section's own incompatible toy, computed here)
    toy = make_model("asymmetric-pairwise", q=2, n=sec.N_SITES, scale=1.0, seed=0)
    cmp = compare_samplers(toy, temperature=1.0, samplers=sec.SAMPLERS, t=(1, 4), name="asymmetric pairwise")
    lows = [float(cmp.tv_pi[sec.SAMPLERS.index(name)])
            for name in ("random:1", "left-to-right:1", "confidence:1", f"random:{sec.N_SITES}")]
    calls = iter(lows)
    monkeypatch.setattr(sec, "sample_unmasking", lambda *a, **k: None)
    monkeypatch.setattr(sec, "state_codes", lambda *a, **k: None)

    def interval(*_):
        lo = next(calls)
        return Estimate(lo + 0.01, ci=(lo, lo + 0.02), method="fake")

    monkeypatch.setattr(sec, "tv_interval", interval)
    s = sec.section_samplers(str(tmp_path), quick=True, rng=0)
    assert [r["covers"] for r in s.data["sampled"]] == ["yes"] * 4
    claim = next(c for c in s.claims if c.name == "sampled TV intervals cover the exact TVs")
    assert claim.value == "4/4" and claim.holds is True

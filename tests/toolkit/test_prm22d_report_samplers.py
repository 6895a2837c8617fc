"""toolkit.app.report.samplers: the sampled-coverage comparison needs at least len - 1 = 3 of
the 4 intervals to cover (prm22d, issue 30). tv_interval is wrapped so that exactly two of
the four intervals cover: the comparison must fail."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app.report import samplers


def test_two_of_four_covered_fails(monkeypatch, tmp_path):
    real, calls = samplers.tv_interval, []

    def two_miss(*a, **k):
        est = real(*a, **k)
        calls.append(1)
        hit = len(calls) > 2
        return SimpleNamespace(value=est.value, ci=est.ci, covers=lambda tv: hit)

    monkeypatch.setattr(samplers, "tv_interval", two_miss)
    s = samplers.section_samplers(str(tmp_path), quick=True, rng=0)
    (c,) = [c for c in s.claims if c.name == "sampled TV intervals cover the exact TVs"]
    assert c.value == "2/4"
    assert c.holds is False

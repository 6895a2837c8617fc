"""prm18c promise sweep: toolkit.app.report.samplers (the sampled samplers' draws)."""

from __future__ import annotations

from toolkit.app.report import samplers


def test_sampled_samplers_take_draws_each(tmp_path, monkeypatch):
    seen = []
    real = samplers.sample_unmasking

    def counting(model, n, **kw):
        seen.append(n)
        return real(model, n, **kw)

    monkeypatch.setattr(samplers, "sample_unmasking", counting)
    s = samplers.section(str(tmp_path), quick=True, rng=0)
    # "{DRAWS} draws each": four sampled samplers, 2000 draws each
    assert seen == [samplers.DRAWS] * 4 and samplers.DRAWS == 2000
    assert any(f"{samplers.DRAWS} draws each" in t for t in s.text)

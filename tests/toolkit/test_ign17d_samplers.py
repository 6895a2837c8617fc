"""toolkit.app.report.samplers: the registry's entry point ``section`` passes its arguments on (ign17d).

``section`` is the uniform signature of the report registry; ``progress`` (a callable that gets
one line per stage, or None) must reach :func:`section_samplers`, which calls it."""

from toolkit.app.report import samplers


def test_section_passes_progress_rng_and_quick_on(monkeypatch, tmp_path):
    seen = {}

    def fake(out_dir, **kw):
        seen.update(kw, out_dir=out_dir)
        return "section"

    monkeypatch.setattr(samplers, "section_samplers", fake)
    lines = []
    assert samplers.section(str(tmp_path), quick=True, rng=7, progress=lines.append) == "section"
    assert seen == {"out_dir": str(tmp_path), "quick": True, "rng": 7, "progress": lines.append}

"""prm26b (issue 30): verify hands ``quick`` and each section's own stream on to the sections.

``benchmarks/default_only_args.py --sites`` found the call ``mod.section(out_dir, quick=quick,
real=real, rng=stream)`` in ``toolkit.app.report`` reaching the reference and samplers
sections only with ``quick`` at their default (False), and the samplers section's ``rng`` off
its default only outside the package's targeted tests. ``verify(quick=True)`` is the quick
report (a section's smaller cases); ``rng``: a section with a ``STREAM`` gets its own generator
``default_rng([seed, STREAM])`` (the seed from ``verify``'s ``rng``), so its draws do not depend
on which other sections run. The sections are replaced by spies with the registry's uniform
signature (their defaults as in the real ones), which record what they received.
"""

import numpy as np

import toolkit.app.report as report
from toolkit.app.report import reference, samplers
from toolkit.app.report._model import Section


def test_quick_and_the_section_stream_reach_the_sections(tmp_path, monkeypatch):
    got = {}

    def spy_for(key):
        def section(out_dir, *, quick=False, real=True, rng=None, progress=None):
            got[key] = {"quick": quick, "rng": rng}
            return Section(key, key.title())
        return section

    monkeypatch.setattr(reference, "section", spy_for("reference"))
    monkeypatch.setattr(samplers, "section", spy_for("samplers"))
    report.verify(str(tmp_path / "r"), quick=True, real=False, sections=["reference", "samplers"], rng=5,
                  progress=None)
    assert got["reference"]["quick"] is True
    assert got["samplers"]["quick"] is True
    assert reference.STREAM is None and got["reference"]["rng"] is None
    stream = got["samplers"]["rng"]
    assert isinstance(stream, np.random.Generator)
    # the documented stream: seed 5, the section's STREAM
    expected = np.random.default_rng([5, samplers.STREAM]).integers(2**62, size=4)
    assert np.array_equal(stream.integers(2**62, size=4), expected)

"""prm18c promise sweep: toolkit.app.report.incompatibility (its progress lines)."""

from __future__ import annotations

from toolkit.app.report.incompatibility import TOY_FAMILIES, section_incompatibility


def test_progress_counts_the_toy_families_from_one(tmp_path):
    lines = []
    section_incompatibility(str(tmp_path), real=False, rng=0, progress=lines.append)
    n = len(TOY_FAMILIES)
    assert lines == [f"[incompatibility] toy family {k}/{n}: {label}"
                     for k, (label, *_) in enumerate(TOY_FAMILIES, 1)]

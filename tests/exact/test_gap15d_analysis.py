"""exact.analysis.ExactReport.to_frame: "One row, one column per field ... reports of several
models or temperatures concatenate into one table" (its docstring); it ran only in
tests/toolkit/test_results.py, outside the module's targeted tests (gap15d,
targeted-coverage-2026-12-05)."""

from __future__ import annotations

import pandas as pd
import pytest

from exact import analyze
from exact.analysis import ExactReport
from toolkit.models import random_table


def test_exact_report_frame_is_one_row_of_its_fields():
    m = random_table(2, 3, 1.0, rng=4)
    reports = [analyze(m, temperature=T) for T in (0.5, 1.0)]
    assert all(isinstance(r, ExactReport) for r in reports)
    frames = [r.to_frame() for r in reports]
    for r, f in zip(reports, frames, strict=True):
        assert f.shape[0] == 1 and list(f.columns) == list(r.to_dict())
        assert f["spectral_gap"].iloc[0] == pytest.approx(r.spectral_gap, rel=0, abs=0)
    both = pd.concat(frames, ignore_index=True)
    assert both.shape[0] == 2 and both["temperature"].tolist() == [0.5, 1.0]

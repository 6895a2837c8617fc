"""harden10d: ``RealWindowReport``'s repr leaves out both sampled objects (the raw sampled
estimators kept for the calibration, ``sampled_rectangles`` and ``sampled_influence``, both
declared ``field(repr=False)``), listing the exact fields only (automut survivor:
``sampled_influence`` shown)."""

from __future__ import annotations

import dataclasses

from toolkit.app.window import RealWindowReport


def test_repr_leaves_out_both_sampled_objects():
    kw = {f.name: None for f in dataclasses.fields(RealWindowReport)}
    kw.update(model="m", sampled_rectangles="SAMPLED-RECT", sampled_influence="SAMPLED-INFL")
    text = repr(RealWindowReport(**kw))
    assert text.startswith("RealWindowReport(model='m'")
    assert "SAMPLED-RECT" not in text and "SAMPLED-INFL" not in text
    assert "sampled_" not in text

"""prm23b sixth sweep (issue 30): toolkit.app.mixing_summary.report_dynamic reads each cell's
known class at the LARGEST size of the computed window (truth_label's ``n_max``: "visible on sizes
up to n_max"; below the spinodal the barrier's visibility grows with n, so the smallest size can
say *either* where the largest says *faster*). The diagram is stubbed: only the truth's size is
checked."""

from __future__ import annotations

from toolkit.app import mixing_summary
from toolkit.app.report._model import Section


class _Verdict:
    temperature, verdict, n_range = 0.5, "undetermined", (32, 128)


class _Diagram:
    verdicts = [_Verdict()]

    def to_dict(self):
        return {"verdicts": [], "changes": [], "cells": []}


def test_truth_read_at_the_largest_size(monkeypatch):
    asked = []

    def truth(family, T, n_max, **params):
        asked.append((family, T, n_max, params))
        return "faster"

    monkeypatch.setattr(mixing_summary, "mixing_diagram", lambda *a, **k: _Diagram())
    monkeypatch.setattr(mixing_summary, "truth_label", truth)
    monkeypatch.setattr(mixing_summary, "calibration_records", lambda kind: [])
    monkeypatch.setattr(mixing_summary, "load_record", lambda name: None)
    monkeypatch.setattr(mixing_summary, "real_gpu_records", lambda: [])
    for quick in (True, False):
        asked.clear()
        mixing_summary.report_dynamic(Section("phase", "Phase"), quick=quick)
        ns = mixing_summary.REPORT_CASE["n_values"][quick]
        assert asked == [("curie-weiss", 0.5, max(ns), {"field": mixing_summary.REPORT_CASE["field"]})]

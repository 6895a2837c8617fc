"""toolkit.app.testing.SamplerReport.table: "smallest p-value" is the minimum over starts (ops13a, issue 30).

A report of three starts with p-values ``(0.0123, 0.5, 0.9)`` (smallest first) must show
0.0123 on its "smallest p-value" row, not the last start's 0.9."""

from __future__ import annotations

import re

import numpy as np

from toolkit.app.testing import SamplerReport


def _report(p):
    p = np.asarray(p, dtype=float)
    k = p.size
    return SamplerReport(kind="one-step", passed=True, alpha=0.01, temperature=1.0, scan="random", lazy=0.0,
                         steps=1, n_samples=100, starts=np.arange(k), statistics=np.ones(k), dof=np.ones(k),
                         p_values=p, p_adjusted=np.minimum(1.0, p * k), tv_observed=np.zeros(k),
                         impossible=np.zeros(k, dtype=np.int64), detectable_w=0.1, detectable_tv=0.05)


def _row(text, label):
    line = next(s for s in text.splitlines() if label in s)
    return float(re.findall(r"[-+]?\d*\.\d+(?:e[-+]?\d+)?|\d+", line.split(label, 1)[1])[0])


def test_smallest_p_value_row():
    assert _row(_report([0.0123, 0.5, 0.9]).table(), "smallest p-value") == 0.0123
    assert _row(_report([0.9, 0.5, 0.0123]).table(), "smallest p-value") == 0.0123

"""Eighth blind audit, part c (issue 30): tests for the first run's survivors in toolkit/
(benchmarks/blind_audit_8c.py): the size-range rule of fss_verdict at its boundary, the phase
report's T_c cell for a NaN T_c, and MaskedLM.with_template keeping batch_size."""

from __future__ import annotations

import math
import os

import numpy as np
import pytest

from toolkit.finite_size import ScalingData, fss_verdict


def test_a_size_range_of_exactly_four_is_not_too_narrow():
    # module docstring: inconclusive with "fewer than 4 sizes or n_max / n_min < 4"; 16..64 has
    # 4 sizes and the ratio 4 exactly, so the narrow-range rule does not apply
    T = np.linspace(0.6, 1.4, 41)
    ns = np.array([16, 32, 48, 64])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(ns[:, None]) / (1 + x**2)
    v = fss_verdict(ScalingData(T, ns, binder=U, susceptibility=chi))
    assert not any("too narrow" in r for r in v.reasons), v.reasons
    # and 3 sizes over the same range are too narrow (the rule itself is live)
    v3 = fss_verdict(ScalingData(T, ns[[0, 1, 3]], binder=U[[0, 1, 3]], susceptibility=chi[[0, 1, 3]]))
    assert v3.verdict == "inconclusive" and "too narrow" in v3.reasons[0]


def test_phase_report_shows_none_for_a_nan_critical_temperature():
    from toolkit.app.report.phase import _tc

    # a crossover or inconclusive verdict has no T_c: FSSVerdict stores NaN for it
    assert _tc({"critical_temperature": math.nan, "critical_temperature_stderr": math.nan}) == "none"
    assert _tc({"critical_temperature": None, "critical_temperature_stderr": None}) == "none"
    assert _tc({"critical_temperature": 1.0, "critical_temperature_stderr": 0.02}) == "1 ± 0.02"


@pytest.mark.mlm
def test_with_template_keeps_the_batch_size():
    os.environ["HF_HUB_OFFLINE"] = "1"
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from toolkit.models import make_model

    m = make_model("tiny-en").with_template(batch_size=5)
    assert m.batch_size == 5
    # with_template: "some of tokens, n, ..., batch_size changed": the others are kept
    assert m.with_template(n=3).batch_size == 5
    assert m.with_template(prefix="the lord", suffix="said", n=2).batch_size == 5

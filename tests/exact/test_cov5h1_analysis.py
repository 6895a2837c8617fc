"""Coverage-driven guards of ``exact.analysis`` (issue 30, helper cov5h1): the report's
log-scale interval and bound texts, its monochromatic-starts row, the class-state count of
the lumped rule, the largest-logit helper and the stepping-cost refusal, against closed
forms and an enumerated computation."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from exact.analysis import (
    STEPPING_WORK_MAX,
    _bound_text,
    _class_states,
    _interval_text,
    _max_abs_logit,
    _stepping_too_costly,
)
from exact.lumped_checks import lumped_exact_report
from toolkit.models.exchangeable import MeanFieldPotts

from ..independent import dense_kernel, gth, states


def test_interval_text_in_logarithms_where_the_gap_underflows():
    r = SimpleNamespace(gap_lower=0.0, gap_upper=0.0, log_gap_lower=-800.25, log_gap_upper=-799.5)
    assert _interval_text(r) == "ln gap in [-800.25, -799.5]"
    r = SimpleNamespace(gap_lower=0.0, gap_upper=0.0, log_gap_lower=-math.inf, log_gap_upper=-math.inf)
    assert _interval_text(r).startswith("[")


def test_bound_text_beyond_float64():
    assert _bound_text(None, 800.0) == "e^800"
    assert _bound_text(None, None) is None
    assert _bound_text(None, math.inf) is None
    assert _bound_text(12.5, 2.5) == 12.5


def test_class_states_closed_form_and_cut():
    # q = 2: classes (n - k, k) hold (n - k + 1)(k + 1) states: n = 2 gives 3 + 4 + 3 = 10
    assert _class_states(2, 2) == 10.0
    assert _class_states(2, 6) == float(sum((6 - k + 1) * (k + 1) for k in range(7)))
    # q = 3, n = 100: C(102, 2) = 5151 count vectors > 5000: inf
    assert math.comb(102, 2) == 5151
    assert _class_states(3, 100) == math.inf


def test_max_abs_logit():
    # MeanFieldPotts(q, n, beta): a site whose n - 1 others all hold token a has logit
    # beta (n - 1)/n for a and 0 for the others (the largest |logit|)
    m = MeanFieldPotts(3, 5, 2.0)
    c = 4 * np.eye(3, dtype=np.int64)
    assert _max_abs_logit(m) == pytest.approx(float(np.abs(m.count_logits(c)).max()))
    assert _max_abs_logit(SimpleNamespace(values=np.array([[1.0, -7.5]]))) == 7.5
    assert _max_abs_logit(object()) is None


def test_stepping_cost_refusal():
    # N = 4096 starts, n (q - 1) + 1 = 13 terms a row: work N^2 13 t_low,
    # t_low = max(1, (t_rel - 1) ln(1/(2 eps))) (LPW (12.13))
    K = SimpleNamespace(n_states=4096, n=12, q=2)
    assert _stepping_too_costly(K, SimpleNamespace(relaxation_time=2.0), 0.25, "auto") is None
    assert _stepping_too_costly(K, SimpleNamespace(relaxation_time=1e5), 0.25, "doubling") is None
    small = SimpleNamespace(n_states=2048, n=11, q=2)
    assert _stepping_too_costly(small, SimpleNamespace(relaxation_time=1e9), 0.25, "auto") is None
    t_low = (1e5 - 1) * math.log(2)
    work = 4096.0**2 * 13 * t_low
    assert work > STEPPING_WORK_MAX
    msg = _stepping_too_costly(K, SimpleNamespace(relaxation_time=1e5), 0.25, "stepping")
    assert msg.startswith("not computed: the worst start by stepping every one of the 4096 starts")
    assert f"{work:.2g} multiply-adds (t_mix >= {t_low:.3g})" in msg


def test_report_row_of_monochromatic_starts():
    # MeanFieldPotts(3, 4, 1.0), starts="monochromatic": t_mix from the three constant states,
    # by dense powers of the enumerated 81-state kernel
    m = MeanFieldPotts(3, 4, 1.0)
    P = dense_kernel(m, 1.0)
    pi = gth(P)
    X = states(3, 4)
    rows = [int(np.flatnonzero((X == a).all(axis=1))[0]) for a in range(3)]
    mu, t = np.eye(P.shape[0])[rows], 0
    while (0.5 * np.abs(mu - pi).sum(axis=1)).max() > 0.25:
        mu, t = mu @ P, t + 1
    r = lumped_exact_report(m, starts="monochromatic")
    assert r.t_mix is None and r.t_mix_monochromatic == t
    text = r.table()
    assert "t_mix, monochromatic starts" in text and "not computed" in text

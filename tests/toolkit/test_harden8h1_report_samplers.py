"""toolkit.app.report.samplers at its edges (harden8h1, issue 30): the closed forms of a joint whose
log weights are huge (a joint given in logits around 800, beyond exp's float64 range), computed
by hand after the shift; and the remasking samplers' step count, which does not exist (the chain
has no last step: exact.unmasking.sampler_law gives NaN) and is shown as a dash."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.report.samplers import SAMPLERS, _joint_closed_forms, section_samplers


@pytest.mark.parametrize("offset", [0.0, 800.0, -800.0, 5000.0])
def test_joint_closed_forms_of_huge_log_weights(offset):
    # weights e^0, e^0, e^0, e^1 (x = 00, 01, 10, 11): mu = (1, 1, 1, e) / (3 + e); each site's
    # marginal is (2, 1 + e) / (3 + e), the product their outer product
    L = np.array([[0.0, 0.0], [0.0, 1.0]]) + offset
    mu, product = _joint_closed_forms(L)
    e = math.e
    np.testing.assert_allclose(mu, np.array([1, 1, 1, e]) / (3 + e), rtol=1e-14)
    m = np.array([2, 1 + e]) / (3 + e)
    np.testing.assert_allclose(product, np.outer(m, m).ravel(), rtol=1e-14)


def test_remasking_rows_show_no_step_count(tmp_path):
    s = section_samplers(str(tmp_path), rng=0)
    table = next(t for t in s.text if t.startswith("```") and "TV(law, pi_T)" in t)
    rows = {line.split()[0]: line.split() for line in table.splitlines()[3:-1]}
    remask = [r for r in rows if r.startswith("remask")]
    assert len(remask) == sum(name.startswith("remask") for name in SAMPLERS) == 2
    for name in remask:
        assert rows[name][2] == "-"
    for name in ("random:1", "left-to-right:1"):   # one site per step on n = 4 sites: 4 steps
        assert rows[name][2] == "4"
    assert rows["random:4"][2] == "1"             # all sites in one parallel step

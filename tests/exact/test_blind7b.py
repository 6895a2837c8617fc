"""Seventh blind audit, part b (issue 30): tests for the survivors of its first run in exact/
(benchmarks/blind_audit_7b.py). Reference values from the mathematics or the documented contract."""

from __future__ import annotations

import numpy as np

from exact.kernel import glauber_kernel
from exact.logits import site_logits
from exact.reversibility import reversibility
from toolkit.models import IndependentSites, random_table


def test_matrix_rule_keeps_log_pi_where_pi_underflows():
    # audit7b.reversibility.log_pi_from_pi. One site (n = 1): the systematic sweep is the heat
    # bath P(x, y) = p(y), reversible with pi = p (pi(x) p(y) = pi(y) p(x)). With logits
    # (0, -800, -1600) pi underflows to 0 at two states but log pi does not: the edge-wise rule
    # must call the chain reversible (log(pi) = -inf there would make every edge one-way).
    K = glauber_kernel(IndependentSites(np.array([[0.0, -800.0, -1600.0]])), temperature=1.0, scan="systematic")
    r = reversibility(K)
    assert r.rule == "edge-wise relative residual"
    assert r.reversible


def test_tempered_honours_dtype():
    # audit7b.logits.tempered_dtype_ignored. SiteLogits.tempered(T, dtype=...) returns that dtype,
    # with the float64 conditionals' values (softmax(l / T)) to float32 precision.
    L = site_logits(random_table(2, 2, 1.0, rng=1))
    out = L.tempered(1.0, dtype=np.float32)
    assert out.dtype == np.float32
    ref = L.tempered(1.0)
    assert ref.dtype == np.float64
    assert np.allclose(out.astype(np.float64), ref, rtol=1e-6, atol=0)

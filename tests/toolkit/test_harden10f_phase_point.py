"""harden10f: toolkit.app.phase_point.mlm_phase_point's ``overlap_inf`` on independent sites."""

from __future__ import annotations

import numpy as np

from toolkit.app import phase_point as pp
from toolkit.models import make_model


def test_overlap_inf_matches_independent_sites_closed_form():
    # independent sites: two replicas agree at site i with probability s_i = sum_a p_i(a)^2,
    # p_i = softmax(l_i / T), whatever the context; the docstring's overlap_inf (plain replica
    # overlap minus its T = inf value 1/q, scaled by 1 - 1/q) is then the mean over sites of
    # (s_i - 1/q) / (1 - 1/q) > 0 ("the fields keep it positive at every finite T"); here q = 20,
    # expected 0.327 and the sample 0.332 (rng=0), the swapped comparison gives 0.615
    n, T = 4, 0.5
    m = make_model("masked-independent", n=n, seed=3)
    q = int(m.vocab_size)
    x = np.zeros((1, n), dtype=np.int64)
    expect = []
    for i in range(n):
        lg = np.asarray(m.logits(x, np.array([i]))[0], dtype=float) / T
        p = np.exp(lg - lg.max())
        p /= p.sum()
        expect.append((float((p**2).sum()) - 1.0 / q) / (1.0 - 1.0 / q))
    expected = float(np.mean(expect))
    assert expected > 0.1
    out = pp.mlm_phase_point(m, T, n_groups=2, chains_per_group=4, n_sweeps=40, burn_in=5, rng=0)
    assert abs(out["overlap_inf"] - expected) < 0.1, (out["overlap_inf"], expected)

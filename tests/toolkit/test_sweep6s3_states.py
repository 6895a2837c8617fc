"""Contract sweep s3 (issue 30): toolkit._states promises left unpinned: the tie rule at its
edges (TIE_ATOL = 1e-12, and the excess no larger than the last decrease), elementwise on
arrays; the index of a zero-site state; tv's accumulator dtype and its return types."""

import numpy as np

from toolkit import _states


def test_tie_rule_edges():
    eps = 0.25
    assert _states.TIE_ATOL == 1e-12
    # below or at eps: always
    assert _states.tie_or_below(0.25, 0.25, eps) and _states.tie_or_below(0.2, 0.1, eps)
    assert _states.tie_or_below(0.25, 0.2, eps)               # exactly eps, though d rose: reached
    # above by 5e-13 (<= TIE_ATOL): only when d fell by at least that excess in the last step
    d = eps + 5e-13
    assert _states.tie_or_below(d, d + 5e-13, eps)           # fell by 5e-13 (= the excess, up to round-off)
    assert _states.tie_or_below(d, d + 1e-3, eps)
    assert not _states.tie_or_below(d, d + 1e-14, eps)       # fell by less than the excess
    # above by 2e-12 (> TIE_ATOL): never, however much it fell
    assert not _states.tie_or_below(eps + 2e-12, 1.0, eps)
    got = _states.tie_or_below(np.array([0.1, eps + 5e-13, eps + 5e-13]), np.array([0.2, 0.3, eps + 5e-13]), eps)
    assert got.tolist() == [True, True, False]


def test_zero_site_index_and_tv_types():
    assert _states.encode(np.zeros((3, 0), dtype=int), 2).tolist() == [0, 0, 0]
    assert _states.strides(3, 3).tolist() == [9, 3, 1]
    a = np.array([0.5, 0.5], dtype=np.float32)
    b = np.array([0.25, 0.75], dtype=np.float32)
    v = _states.tv(a, b)
    assert isinstance(v, float) and v == 0.25
    rows = _states.tv(np.stack([a, b]), b[None, :], dtype=np.float64)
    assert rows.dtype == np.float64 and rows.tolist() == [0.25, 0.0]

"""prm28c (issue 30): the soundness section's exact reference (_Exact) takes d(t) as the
WORST start's TV distance and deletes the Perron eigenvalue (the one nearest 1) before the
gap, recomputed here with numpy on a non-reversible model whose worst start is not state 0
and (for the gap) whatever order numpy returns its eigenvalues in."""
import numpy as np
import pytest

from toolkit.app.report.soundness import _Exact
from toolkit.models import make_model


def _model():
    return make_model("asymmetric-pairwise", q=2, n=3, seed=0)


def test_d_is_the_worst_start():
    ex = _Exact(_model(), 0.7)
    P, pi = ex.P, ex.pi
    M = np.eye(P.shape[0])
    firsts = []
    for t in range(min(ex.d.size, 12)):
        rows = 0.5 * np.abs(M - pi[None, :]).sum(axis=1)
        assert ex.d[t] == pytest.approx(rows.max(), rel=1e-12, abs=1e-15)
        firsts.append(rows[0] < rows.max() - 1e-9)
        M = M @ P
    assert any(firsts)  # the candidates differ: state 0 is not the worst start at some t


def test_gap_deletes_the_eigenvalue_nearest_one():
    ex = _Exact(_model(), 0.7)
    assert not ex.symmetric  # the non-reversible route (a reversible model recomputes the gap)
    ev = np.linalg.eigvals(ex.P)
    # with this LAPACK numpy lists the Perron eigenvalue second (index 1), so deleting the
    # first one instead would keep |lambda| = 1 and give a gap of 0
    mod = np.sort(np.abs(ev))[::-1]  # |lambda| = 1 once (irreducible, aperiodic), then the rest
    assert ex.gap == pytest.approx(1.0 - mod[1], rel=1e-9)

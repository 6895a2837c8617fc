"""Pin of the prm29e sweep (issue 30) in :mod:`exact.passage`: the solver limits are inclusive."""

import numpy as np
import pytest


# ---- exact/passage.py: "Above GTH_MAX states in C a sparse LU solve (up to SPSOLVE_MAX)" (module docstring):
# a system of exactly SPSOLVE_MAX unknowns is solved by sparse LU, one more by the iterative solver. The
# limits are lowered to 1 and 3 so that the fair gambler's ruin on 0..4 (0 absorbing, target 4; unknowns
# 1, 2, 3) sits on the sparse LU limit. Its hitting probability is h(x) = x/4 (harmonic, h(0) = 0, h(4) = 1).
def _ruin():
    P = np.zeros((5, 5))
    P[0, 0] = P[4, 4] = 1.0
    for x in (1, 2, 3):
        P[x, x - 1] = P[x, x + 1] = 0.5
    return P


def test_sparse_lu_takes_exactly_spsolve_max_unknowns(monkeypatch):
    from exact import passage

    monkeypatch.setattr(passage, "GTH_MAX", 1)
    monkeypatch.setattr(passage, "SPSOLVE_MAX", 3)
    h = passage.hitting_probabilities(_ruin(), 4)
    assert h.method == "sparse LU"
    assert h.values == pytest.approx([0.0, 0.25, 0.5, 0.75, 1.0], abs=1e-12)
    monkeypatch.setattr(passage, "SPSOLVE_MAX", 2)  # one unknown above the limit: iterative
    h2 = passage.hitting_probabilities(_ruin(), 4)
    assert h2.method.startswith("bicgstab")
    assert h2.values == pytest.approx([0.0, 0.25, 0.5, 0.75, 1.0], abs=1e-8)

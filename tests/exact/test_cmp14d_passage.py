"""cmp14d: ``exact.passage`` solves by GTH up to ``GTH_MAX`` states, the boundary included.

The module docstring: "Above :data:`GTH_MAX` states in ``C`` a sparse LU solve ... replace[s]
it", so a system of exactly ``GTH_MAX`` undecided states is solved by GTH elimination (and
``exact.metastable.expected_exit_times``, which ``mean_first_passage_times`` calls, picks
``gth`` "up to 1000 states", so the label ``(gth)`` of the passage times is right at exactly
``GTH_MAX`` states outside the target too). The constant is lowered to 3 here (the real one,
1000, costs seconds per solve); the chain is the walk on ``{0, ..., L}``, ``L = 3``, moving
down or up w.p. 1/2 (at ``L`` the up move stays), absorbing at 0 for the absorption problem:
``E_x[tau_0] = x (2 L + 1 - x)`` (solve ``E_x = 1 + (E_{x-1} + E_{x+1}) / 2``, ``E_0 = 0``,
``E_L = 1 + (E_{L-1} + E_L) / 2``): 6, 10, 12.
"""

import numpy as np
import pytest

import exact.metastable as metastable
import exact.passage as passage

L = 3
TIMES = np.array([0.0, 6.0, 10.0, 12.0])


def _walk(absorbing: bool) -> np.ndarray:
    P = np.zeros((L + 1, L + 1))
    for x in range(L + 1):
        P[x, max(x - 1, 0)] += 0.5
        P[x, min(x + 1, L)] += 0.5
    if absorbing:
        P[0] = 0.0
        P[0, 0] = 1.0
    return P


@pytest.mark.parametrize("cap, method", [(L, "gth"), (L - 1, "sparse LU")])
def test_absorption_solve_is_gth_up_to_the_cap_included(monkeypatch, cap, method):
    monkeypatch.setattr(passage, "GTH_MAX", cap)
    monkeypatch.setattr(metastable, "GTH_MAX", cap)
    res = passage.absorption_probabilities(_walk(True))   # 3 transient states
    assert res.method == method
    np.testing.assert_allclose(res.probabilities[:, 0], 1.0, rtol=1e-14)
    np.testing.assert_allclose(res.mean_absorption_times, TIMES, rtol=1e-12)


@pytest.mark.parametrize("cap, gth", [(L, True), (L - 1, False)])
def test_passage_label_says_gth_up_to_the_cap_included(monkeypatch, cap, gth):
    monkeypatch.setattr(passage, "GTH_MAX", cap)
    monkeypatch.setattr(metastable, "GTH_MAX", cap)
    res = passage.mean_first_passage_times(_walk(False), [0])   # B^c: 3 states
    assert res.method == ("exit times of B^c (gth)" if gth else "exit times of B^c")
    np.testing.assert_allclose(res.times, TIMES, rtol=1e-12)

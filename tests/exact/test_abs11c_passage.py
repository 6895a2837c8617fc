"""abs11c: the passage solvers' residual is the max norm ``||A X - R||_inf``, a modulus.

``exact.passage._solve`` documents its third result as ``||A X - R||_inf`` (the ``residual`` of
:class:`HittingProbabilities` and the others), and the iterative branch (above ``SPSOLVE_MAX`` unknowns)
hands :func:`exact.metastable._iterative_solve` a residual of the same norm to choose its result.

Hand system: ``P = [[.5, .5, 0], [.25, .5, .25], [0, 0, 1]]``, target ``B = {2}``; the unknowns are
states 0 and 1, ``A = [[.5, -.5], [-.25, .5]]`` (``diag(W 1 + exits) - W``), ``R = [0, .25]``, ``h = [1, 1]``.
"""

import numpy as np
import pytest

import exact.passage as passage

P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.0, 1.0]])


def test_exact_solution_has_zero_residual():
    hp = passage.hitting_probabilities(P, [2])
    np.testing.assert_allclose(hp.values, [1.0, 1.0, 1.0], atol=1e-14)
    assert 0.0 <= hp.residual <= 1e-15


def test_reported_residual_is_the_max_norm_of_the_solution_used(monkeypatch):
    # a solver returning half the solution, X = [.5, .5]: A X - R = [0, -.125], so ||A X - R||_inf = 0.125
    # (its largest signed entry is 0: a residual without the modulus would call it exact)
    monkeypatch.setattr(passage, "gth_solve", lambda W, exits, R: 0.5 * np.ones_like(R))
    hp = passage.hitting_probabilities(P, [2])
    assert hp.method == "gth"
    assert hp.residual == pytest.approx(0.125, rel=1e-12)


def test_iterative_branch_measures_residuals_by_max_norm(monkeypatch):
    # force the iterative branch on the hand system and evaluate the residual it hands the solver at x = 0:
    # ||A 0 - b||_inf = max |b| = 0.25 (the signed max of -b is 0)
    monkeypatch.setattr(passage, "GTH_MAX", 0)
    monkeypatch.setattr(passage, "SPSOLVE_MAX", 0)
    seen = []
    real = passage._iterative_solve

    def spy(A, b, residual, rtol):
        seen.append(residual(np.zeros_like(b)))
        return real(A, b, residual, rtol)

    monkeypatch.setattr(passage, "_iterative_solve", spy)
    hp = passage.hitting_probabilities(P, [2])
    assert hp.method.startswith("bicgstab")
    assert seen == [pytest.approx(0.25, rel=1e-15)]
    np.testing.assert_allclose(hp.values, [1.0, 1.0, 1.0], atol=1e-10)

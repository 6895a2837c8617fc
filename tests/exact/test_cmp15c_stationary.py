"""cmp15c: two boundaries of the Krylov refinement of :func:`exact.stationary.stationary_law`.

* **One group is no aggregation.** The refinement (module docstring) groups the states into
  descent basins and "the small chain between the groups is solved by GTH"; with a single
  group there is no chain between groups (its one aggregate holds all the mass), so the
  refinement is the balance sweeps alone and ``method`` says so: ``"krylov + balance
  sweeps"``. Two groups are the first case with a coarse chain: ``"krylov +
  aggregation/disaggregation"``. The one-basin case is the docstring chain of
  :func:`~exact.stationary.descent_labels` (``0 -> 1`` and ``2 -> 1``); its ``pi`` by detailed
  balance is ``pi_0 0.5 = pi_1 0.1``, so ``pi = (1, 5, 1) / 7``. The two-basin chain is a
  symmetric four-state birth-death chain, ``pi = (3, 1, 1, 3) / 8`` (``pi_0 0.1 = pi_1 0.3``).
* **A tie is not a new best.** ``REFINE_PATIENCE``: "stop after this many sweeps without a
  new best residual". A sweep whose residual equals the best so far does not improve on it,
  so with a residual that never changes the refinement stops after the first sweep plus
  ``REFINE_PATIENCE`` more, not after ``REFINE_SWEEPS``. The residual is held constant by
  wrapping ``_sweep`` (its ``pi`` is still the real sweep's).
"""

import importlib

import numpy as np
import pytest

from exact.stationary import stationary_law
from toolkit.exceptions import InvalidInputError

st = importlib.import_module("exact.stationary")  # the module (``exact.stationary`` the name is a function)

ONE_BASIN = np.array([[0.5, 0.5, 0.0], [0.1, 0.8, 0.1], [0.0, 0.5, 0.5]])
TWO_BASINS = np.array([[0.9, 0.1, 0.0, 0.0], [0.3, 0.4, 0.3, 0.0], [0.0, 0.3, 0.4, 0.3], [0.0, 0.0, 0.1, 0.9]])


def test_one_group_refines_by_balance_sweeps_alone():
    assert st.descent_labels(ONE_BASIN).tolist() == [0, 0, 0]
    law = stationary_law(ONE_BASIN, method="krylov")
    assert law.method == "krylov + balance sweeps"
    np.testing.assert_allclose(law.pi, np.array([1.0, 5.0, 1.0]) / 7, rtol=1e-12)


def test_two_groups_are_aggregated():
    assert st.descent_labels(TWO_BASINS).tolist() == [0, 0, 1, 1]
    law = stationary_law(TWO_BASINS, method="krylov")
    assert law.method == "krylov + aggregation/disaggregation"
    np.testing.assert_allclose(law.pi, np.array([3.0, 1.0, 1.0, 3.0]) / 8, rtol=1e-12)


def test_a_constant_residual_stops_after_the_patience(monkeypatch):
    assert st.REFINE_PATIENCE < st.REFINE_SWEEPS
    calls = []
    real = st._sweep

    def stalled(P, pi, rate, N, sites=False):
        new, rho = real(P, pi, rate, N, sites)
        calls.append(1)
        return new, np.full_like(rho, 1e-3)   # above the target: never converged, never better

    monkeypatch.setattr(st, "_sweep", stalled)
    stationary_law(ONE_BASIN, method="krylov")
    assert len(calls) == 1 + st.REFINE_PATIENCE


def test_the_log_route_starts_below_tiny(monkeypatch):
    """``TINY``: "an entry of ``pi`` *below* this is near float64's underflow: redo in logs".
    ``pi.min() == TINY`` is not below it: the balance residual is formed from ``pi`` itself
    (``log_pi`` not passed), as the site route's guard ``not pi.min() < TINY`` also reads;
    half of it takes the log route."""
    seen = []
    real = st.balance_residual

    def spy(P, pi, *, log_pi=None):
        seen.append(log_pi is not None)
        return real(P, pi, log_pi=log_pi)

    monkeypatch.setattr(st, "balance_residual", spy)
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    for low in (st.TINY, st.TINY / 2):
        pi = np.array([low, 1.0 - low])
        st._law(P, pi, np.log(pi), "gth", 2)
    assert seen == [False, True]


@pytest.mark.parametrize("bad", [np.nan, np.inf])
def test_gth_refuses_one_non_finite_entry(monkeypatch, bad):
    """``_gth_law``'s guard: "``P`` must have finite, non-negative entries" -- *every* entry
    finite, so one NaN (or inf) among finite entries is refused, before GTH turns it into a
    NaN law (which would then be retried on logarithms and answer silently). Arrays are
    checked on entry (``check_stochastic``); the guard is what stands for a matrix that
    reaches GTH another way, here a dense form replaced by one with a single bad entry."""
    A = np.array([[0.5, 0.5], [0.25, 0.75]])
    A[0, 1] = bad
    monkeypatch.setattr(st, "as_dense", lambda P: A.copy())
    with pytest.raises(InvalidInputError, match="finite, non-negative entries"):
        st._gth_law(np.array([[0.5, 0.5], [0.25, 0.75]]), 2)

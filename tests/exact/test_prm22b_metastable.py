"""prm22b (issue 30, fifth sweep): exact.metastable beyond the inputs the other tests use.

- ``_iterative_solve``: "BiCGSTAB, then restarted GMRES from its result if needed" (its
  docstring). The sparse-LU fallback of ``expected_exit_times`` (up to SPSOLVE_MAX = 4096
  states) repairs a stalled solve on every small test set, so the GMRES step is only seen
  with that fallback off: BiCGSTAB is replaced by one that stalls (returns its zero start),
  SPSOLVE_MAX is 0, and the exit times must still be the GTH ones (dense elimination,
  accurate to ulps), without a ConvergenceWarning.
- ``LogExitComparison.holds``: ``log_exit_time >= log_bound`` up to the round-off allowance
  ``1e-12 * max(1, |log_bound|)`` (its docstring), on both sides of the allowance, for a
  bound below e (|log_bound| < 1: the absolute floor 1e-12) and above it (relative).
"""

import warnings

import numpy as np
import pytest

from exact import metastable
from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_stalled_bicgstab_is_finished_by_gmres(monkeypatch):
    K = glauber_kernel(potts(2, 4, 1.0), temperature=0.8)
    mask = np.zeros(16, dtype=bool)
    mask[:6] = True
    want = metastable.expected_exit_times(K, mask, method="gth")

    def stalled(A, b, **kw):
        return np.zeros_like(b), 1

    monkeypatch.setattr(metastable, "bicgstab", stalled)
    monkeypatch.setattr(metastable, "SPSOLVE_MAX", 0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = metastable.expected_exit_times(K, mask, method="iterative")
    np.testing.assert_allclose(got, want, rtol=1e-9)
    assert np.all(got[mask] >= 1)


@pytest.mark.parametrize("log_bound, slack, holds", [
    (0.5, -0.9e-12, True),     # |log_bound| < 1: the allowance is 1e-12 (absolute)
    (0.5, -1.1e-12, False),
    (-0.25, -0.9e-12, True),
    (100.0, -0.9e-10, True),   # |log_bound| = 100: the allowance is 1e-10 (relative)
    (100.0, -1.1e-10, False),
])
def test_holds_allowance_on_both_sides(log_bound, slack, holds):
    c = metastable.EscapeCheck(None, 1.0, log_bound + slack, log_bound)
    assert c.holds is holds

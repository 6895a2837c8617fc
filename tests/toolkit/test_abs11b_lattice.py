"""abs11b: the lattice estimators use ``|m|``, not the signed ``m``, where they say so.

For ``q = 2`` the checkerboard order parameter is signed, ``m = 2 (fraction of token 1) - 1``
in ``[-1, 1]`` (``toolkit.lattice._order``), and its law is symmetric under ``m -> -m``.

* Coupling 0: every sweep redraws the ``n`` spins i.i.d. uniform, so ``<m^2> = 1/n`` and
  ``<|m|> = E|S_n| / n`` with ``E|S_n| = n C(n, n/2) / 2^n`` for a sum of ``n`` (even) fair
  ``+-1`` signs; the connected susceptibility ``n (<m^2> - <|m|>^2) / T`` is
  ``(1 - n <|m|>^2) / T``: ``0.38295 / T`` at ``n = 16``, ``0.37216 / T`` at ``n = 36``.
  With the signed ``<m>`` (about 0) in place of ``<|m|>`` it would be about ``1 / T``.
* Below ``T_c`` (``T = 0.7 < 1.1346``, ``L = 4``) a chain keeps the sign it ordered into over
  a few hundred sweeps while ``|m|`` fluctuates near 1 and decorrelates within a sweep or two;
  chains started at random order into either sign, those started ordered (all token 0) sit
  at ``m = -1``. So the integrated autocorrelation time and R-hat of ``|m|`` (the documented
  observables) are near 1, those of the signed ``m`` are not (between-chain variance).
"""

import math

import numpy as np
import pytest

from toolkit.app.phase_point import phase_point
from toolkit.lattice import lattice_scaling_data
from toolkit.models import potts


def test_free_spins_connected_susceptibility_uses_mean_abs_m():
    T = np.array([1.0, 2.0, 4.0])
    d = lattice_scaling_data(2, [4, 6], T, coupling=0.0, n_groups=8, chains_per_group=4, n_sweeps=200,
                             burn_in=10, rng=1)
    for row, n in enumerate((16, 36)):
        e_abs_m = math.comb(n, n // 2) / 2.0**n  # E|S_n| / n
        chi = (1.0 - n * e_abs_m**2) / T
        err = d.susceptibility_err[row]
        assert np.all(np.abs(d.susceptibility[row] - chi) <= 5 * err + 0.01 * chi), (d.susceptibility[row], chi)


def test_lattice_relaxation_of_abs_m_with_random_starts_below_tc():
    # T = 0.7 < T_c; random starts order into both signs (4 groups x 4 chains)
    d = lattice_scaling_data(2, [4, 6], [0.6, 0.7, 0.8], coupling=1.0, n_groups=4, chains_per_group=4, n_sweeps=200,
                             burn_in=100, start="random", rng=1)
    assert np.isfinite(d.relaxation).all()
    assert (d.relaxation < 10).all(), d.relaxation  # the signed m: hundreds of sweeps


def test_phase_point_lattice_rhat_and_relaxation_of_abs_m():
    # half the chains start ordered (m = -1), half at random (either sign below T_c)
    out = phase_point(potts(2, 16, 1.0, graph="torus"), 0.7, method="lattice", n_groups=4, chains_per_group=4,
                      n_sweeps=200, burn_in=100, rng=1)
    assert out["rhat"] == pytest.approx(1.0, abs=0.05)  # the signed m: R-hat of about 4
    assert 0 < out["relaxation"] < 10  # the signed m: hundreds of sweeps

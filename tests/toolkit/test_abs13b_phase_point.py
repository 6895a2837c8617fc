"""abs13b: the lattice replicates of ``phase_point`` use ``<|m|>``, as the pooled point does.

``phase_point`` (docstring): the connected susceptibility is ``n (<m^2> - <|m|>^2) / T``; each replicate
group's ``[U, chi]`` is the same formula on the group's sweeps. Closed form at coupling 0, ``q = 2``,
``n = 16``: every sweep redraws 16 i.i.d. uniform spins, ``m`` is the mean of 16 signs, so
``<m^2> = 1/16`` and ``<|m|> = C(16, 8) / 2^16 = 0.196381``: ``chi = 16 (1/16 - 0.196381^2) = 0.383``
at ``T = 1``. (A signed ``<m>`` is about 0 and would give ``16 / 16 = 1``.)
"""

import math

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.models import potts


def test_lattice_replicate_susceptibility_of_free_spins():
    out = pp.phase_point(potts(2, 16, 0.0, graph="torus"), 1.0, method="lattice", n_groups=8, chains_per_group=4,
                         n_sweeps=200, burn_in=10, rng=5)
    e_abs_m = math.comb(16, 8) / 2.0**16
    chi = 16 * (1 / 16 - e_abs_m**2)
    reps = np.asarray(out["replicates"], dtype=float)
    assert reps.shape == (8, 2)
    # 800 i.i.d. draws per group: chi_g has a standard deviation of about 0.05; 0.2 is 4 of them
    np.testing.assert_allclose(reps[:, 1], chi, atol=0.2)
    assert reps[:, 1].mean() == pytest.approx(chi, abs=0.1)
    assert out["susceptibility"] == pytest.approx(chi, abs=0.1)

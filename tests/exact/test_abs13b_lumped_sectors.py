"""abs13b: the sector checks of ``exact.lumped_sectors`` use moduli where the docstrings say so.

* ``_is_symmetric`` (docstring): entrywise ``|S_ij - S_ji| <= rtol max(|S_ij|, |S_ji|)``. Sector operators
  hold negative entries (``sign(E) exp(...)``), so the scale must be the larger *modulus*: with
  ``S_01 = -1``, ``S_10 = -0.905`` and ``rtol = 0.1`` the difference 0.095 is within ``0.1 * 1`` (symmetric)
  but not within ``0.1 * 0.905`` (the scale a dropped ``abs`` on either side gives at one of the two entries).
* ``_top`` (docstring): ``(largest real part, largest modulus, error)``. The upper-triangular
  ``[[-0.9, 1], [0, 0.5]]`` has eigenvalues -0.9 and 0.5 (its diagonal): largest real part 0.5,
  largest modulus 0.9.
"""

import numpy as np
import pytest
import scipy.sparse as sp

from exact.lumped_sectors import _is_symmetric, _top


def test_symmetry_scale_is_the_larger_modulus_of_negative_entries():
    assert _is_symmetric(sp.csr_matrix(np.array([[0.0, -1.0], [-0.905, 0.0]])), rtol=0.1)
    assert _is_symmetric(sp.csr_matrix(np.array([[0.0, -0.905], [-1.0, 0.0]])), rtol=0.1)
    # and beyond the larger modulus it is not symmetric: 0.11 > 0.1 * 1
    assert not _is_symmetric(sp.csr_matrix(np.array([[0.0, -1.0], [-0.89, 0.0]])), rtol=0.1)


def test_top_of_a_nonreversible_sector_reports_the_largest_modulus():
    lam2, lam_star, err = _top(sp.csr_matrix(np.array([[-0.9, 1.0], [0.0, 0.5]])), reversible=False)
    assert lam2 == pytest.approx(0.5, abs=1e-12)
    assert lam_star == pytest.approx(0.9, abs=1e-12)
    assert 0 <= err < 1e-12

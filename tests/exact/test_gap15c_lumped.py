"""gap15c: exact.lumped lines its targeted tests never ran (targeted-coverage-2026-12-05):
``_power_diag`` at s = 0 and ``_banded_gth`` on a reducible chain."""

from __future__ import annotations

import numpy as np
import pytest

from exact.lumped import _banded_gth, _power_diag, _sectors
from toolkit.models.exchangeable import CurieWeiss


@pytest.mark.parametrize("j", [1, 2])
def test_power_diag_is_log_diag_of_the_sector_power(j):
    # docstring: an upper bound on log diag(A_j^s), every entry to relative accuracy; for
    # s = 0 (A^0 = I) it is 0, and for s < 8 (no shortened exponent) it is the diagonal of the
    # matrix power itself (numpy's matrix_power of the dense block: an independent computation)
    m = CurieWeiss(6, 0.7)
    (sec,) = _sectors(m, 1.0, 0.0, js=[j])
    A = sec.dense()
    rho = float(np.abs(np.linalg.eigvals(A)).max()) * 1.01
    assert np.array_equal(_power_diag(sec, 0, rho), np.zeros(sec.size))
    for s in range(1, 8):
        want = np.log(np.diag(np.linalg.matrix_power(A, s)))
        assert _power_diag(sec, s, rho) == pytest.approx(want, rel=1e-10, abs=1e-12)


@pytest.mark.parametrize("log", [False, True])
def test_banded_gth_solves_a_birth_death_chain_and_flags_a_reducible_one(log):
    # birth-death chain on {0, 1, 2}: up 0.3 from 0 and 1, down 0.2 from 1 and 2;
    # detailed balance gives pi proportional to (1, 1.5, 2.25)
    r, c, v = np.array([0, 1, 1, 2]), np.array([1, 2, 0, 1]), np.array([0.3, 0.3, 0.2, 0.2])
    x = _banded_gth(r, c, np.log(v) if log else v, 3, 1, log=log)
    pi = np.exp(x - x.max()) if log else x
    assert pi / pi.sum() == pytest.approx(np.array([1, 1.5, 2.25]) / 4.75, rel=1e-12)
    # docstring: nan entries when a state has no move to a lower-indexed one left (reducible):
    # only upward moves, state 2 is never left
    up_r, up_c, up_v = np.array([0, 1]), np.array([1, 2]), np.array([0.5, 0.5])
    y = _banded_gth(up_r, up_c, np.log(up_v) if log else up_v, 3, 1, log=log)
    assert np.isnan(y).all()

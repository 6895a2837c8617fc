"""Kill the dropped-absolute-value mutant of the abs12c sweep in exact/timescales.py.

``_reversible`` refines the eigenvalues of ``S`` near 1 by Rayleigh-Ritz of ``I - S`` and
bounds each Ritz value's error by Kato-Temple, ``r^2 / delta``, ``delta`` the gap to the rest
of the spectrum. With ``k < N - 1`` only the ``k`` eigenvalues of largest modulus are known;
an unknown one ``w'`` has ``|w'| <= |w|`` for every known ``w``, so ``1 - w' >= 1 - |w|``:
the known gaps ``1 - |w|`` are lower bounds for the unknown ones, while ``1 - w`` of a
negative known ``w`` (close to 2) is not. A truncated request therefore cannot certify a
tighter error than the full spectrum does.
"""

import numpy as np

from exact.timescales import implied_timescales

from . import reference_chains as rc

E = 1e-7


def _chain():
    """Reversible (symmetric) 5-state chain: a swap pair {0, 1} (block eigenvalue
    ``1 - 2 * 0.9 = -0.8``), a triangle {2, 3, 4} (``1 - 3 * 0.15 = 0.55``, double),
    joined by ``E`` between 1 and 2 (eigenvalue ``1 - O(E)``). Spectrum about
    ``1, 1 - 8.3e-8, 0.55, 0.55, -0.8``."""
    return rc.swap_pair_triangle(0.9, 0.15, E)


def test_truncated_k_error_not_tighter_than_full_spectrum():
    # abs12c.timescales.rest_gap_abs: `1.0 - np.abs(w[~near])` -> `1.0 - w[~near]` takes the
    # gap of the kept -0.8 as 1.8 (k = 2 then misses the unknown 0.55 at gap 0.45): a
    # Kato-Temple error r^2 / 1.8, four times below the full spectrum's
    P = _chain()
    full = implied_timescales(P)          # k = N - 1 = 4
    part = implied_timescales(P, k=2)     # the slow one and -0.8
    # the same eigenvalues are kept: slow gap 1 - w_2 and the -0.8 one (1 - |w| = 0.2)
    np.testing.assert_allclose(part.moduli, full.moduli[:2], rtol=1e-12)
    assert abs(full.arguments[1] - np.pi) < 1e-12 and part.arguments[0] == 0.0
    assert 0 < full.relative_errors[0] < 1e-12
    # same Ritz vector, same residual: the truncated error estimate is at least the full one
    assert part.relative_errors[0] >= full.relative_errors[0] * (1 - 1e-9)

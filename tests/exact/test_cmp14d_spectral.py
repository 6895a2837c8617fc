"""cmp14d: each spectral path's error covers its interval on both sides.

Every path of ``exact.spectral`` returns ``(lam2, lam_star, gap, err, used, iv)``; ``err`` is the
gap's error, so it covers the interval ``iv`` on both sides, ``err >= max(gap - iv.lower, iv.upper
- gap)`` (``_reversible_krylov``'s docstring; the dense paths compute exactly that, the Lanczos and
non-reversible Krylov paths centre ``iv`` on ``gap`` with half-width ``err``), and
``spectral_summary`` hands it to the metastable refinement as the error to beat. The
Rayleigh-Ritz interval of the Krylov path is lopsided (``[th - below - slack, th + slack]``,
clipped at 0): on the two-site-state Ising chains below, ``potts(2, 6, 1)`` at ``T = 0.15`` and
``0.1`` (gaps ``~1e-25`` and ``~1e-31``), the two half-widths differ, and ``err`` must be the larger.
"""

import pytest

from exact import spectral
from exact.kernel import glauber_kernel
from exact.stationary import as_law
from toolkit.models import potts


@pytest.mark.parametrize("T", [0.15, 0.1])
@pytest.mark.parametrize("path", ["_reversible_krylov", "_reversible_dense"])
def test_error_covers_both_ends_of_the_interval(path, T):
    K = glauber_kernel(potts(2, 6, 1.0), temperature=T)
    P = K.sparse()
    lam2, lam_star, gap, err, used, iv = getattr(spectral, path)(P, as_law(P))
    assert iv.lower <= gap <= iv.upper
    assert err >= max(gap - iv.lower, iv.upper - gap) > 0

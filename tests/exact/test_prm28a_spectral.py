"""prm28a: exact.spectral.spectral_summary intersects the wells' refined interval with the
first one only when BOTH are bounds; otherwise the refined interval replaces it. A reversible
chain on the Lanczos path has an estimate first (not certified) and a certified
harmonic-extension Ritz interval after (module docstring: a reversible chain's wells give a
bound): the gap is then certified. Tested chains had both certified (dense) or neither
(non-reversible), so the two flags never differed."""
import pytest

from exact import glauber_kernel
from exact.spectral import spectral_summary
from toolkit.models.registry import make_model


def test_lanczos_estimate_then_certified_wells_gives_a_certified_gap():
    K = glauber_kernel(make_model("potts", q=2, n=4), temperature=0.1)
    s = spectral_summary(K, method="lanczos")
    assert "harmonic-extension Ritz" in s.method
    assert s.gap_certified is True
    assert 0 < s.gap_lower <= s.spectral_gap <= s.gap_upper


def test_dense_two_sided_refinement_gets_the_distance_to_the_nearest_other_eigenvalue(monkeypatch):
    """The dense non-reversible gap is refined by a two-sided Rayleigh quotient whose error uses
    ``delta``, the distance from the slow eigenvalue to the REST of the spectrum (the nearest
    other eigenvalue: exact.spectral._two_sided_refine). A biased 4-ring of two wells (0, 2) and
    two saddles with different exit rates has two distinct fast eigenvalues (1 - 0.07 and
    1 - 0.4, numpy's eigvals): delta must be the distance to the nearer one."""
    import numpy as np

    import exact.spectral as sp

    ring = {}
    for w in (0, 2):
        ring[(w, (w + 1) % 4)], ring[(w, (w - 1) % 4)] = 2e-8, 1e-8
    for s, (a, b) in ((1, (0.05, 0.02)), (3, (0.3, 0.1))):
        ring[(s, (s + 1) % 4)], ring[(s, (s - 1) % 4)] = a, b
    P = np.zeros((4, 4))
    for (x, y), p in ring.items():
        P[x, y] = p
    P += np.diag(1 - P.sum(axis=1))
    seen = []
    real = sp._two_sided_refine

    def spy(P_, law, v, w, delta):
        seen.append(delta)
        return real(P_, law, v, w, delta)

    monkeypatch.setattr(sp, "_two_sided_refine", spy)
    s = sp.spectral_summary(P)
    assert "two-sided Rayleigh quotient" in s.method and len(seen) == 1
    ev = np.linalg.eigvals(P)
    ev = ev[np.argsort(-ev.real)]            # 1, the slow one, then the two fast ones
    slow, fast = ev[1], ev[2:]
    assert seen[0] == pytest.approx(float(np.min(np.abs(fast - slow))), rel=1e-6)
    assert float(np.min(np.abs(fast - slow))) == pytest.approx(0.07, rel=1e-3)

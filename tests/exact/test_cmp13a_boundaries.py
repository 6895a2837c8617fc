"""Boundary comparisons of exact/ at their documented edges (cmp13a: compare/call sweep after the
eleventh audit; each test names the mutant it kills)."""
from __future__ import annotations

import numpy as np
import pytest

import exact.compat as compat_module
from exact import basins, compatibility_report
from toolkit.models import potts, random_table


def test_basins_table_with_exactly_twenty_attractors_has_no_more_line():
    # cmp13a.basins.more_line_at_twenty: the table lists the first 20 attractors and adds
    # "... k more attractors" only when there are more than 20 (k >= 1). potts(20, 2, 1): at
    # T = 0 each site copies the other, so the 20 monochromatic states are the attractors and
    # the other 400 - 20 = 380 states reach two of them.
    b = basins(potts(20, 2, 1.0))
    assert b.n_attractors == 20
    text = str(b)
    assert "more attractors" not in text
    assert sum(1 for ln in text.splitlines() if "fixed point" in ln) == 20
    assert text.endswith("states reaching several attractors: 380")


def test_edge_residual_equal_to_its_tolerance_is_reversible(monkeypatch):
    # cmp13a.compat.reversible_strict: CompatibilityReport documents `reversible` as the
    # edge-wise residual being *at most* edge_tolerance (its table: "residual <= EDGE_RTOL +
    # round-off"). A random conditional table is far from reversible (residual of order 1);
    # with the tolerance set to exactly that residual the contract says reversible.
    model = random_table(2, 3, 1.0, rng=22)
    residual = compatibility_report(model, temperature=1.0).edge_residual
    assert residual > 1e-3
    monkeypatch.setattr(compat_module, "edge_tolerance", lambda *a, **k: residual)
    rep = compatibility_report(model, temperature=1.0)
    assert rep.edge_residual == residual
    assert rep.reversible is True
    monkeypatch.setattr(compat_module, "edge_tolerance", lambda *a, **k: float(np.nextafter(residual, 0.0)))
    assert compatibility_report(model, temperature=1.0).reversible is False


def test_detailed_balance_residual_of_a_vocabulary_over_2048_tokens():
    # cmp13a.reversibility.chunk_width_min: the Glauber residual is summed in chunks of at
    # most ~4M = 2**22 flows; with q > 2048 one (q, q) block alone is larger, and the chunk
    # width must stay at least 1 (a width of 0 is an empty range step). One site, q = 2049:
    # the random-scan kernel moves to y with probability p(y) = softmax(h)(y), so the flow is
    # F(x, y) = pi(x) p(y) for any weight pi and the L1 residual is sum |pi(x) p(y) - pi(y) p(x)|
    # (the diagonal cancels), computed here from the outer product.
    from exact.kernel import glauber_kernel
    from exact.reversibility import detailed_balance_residual
    from toolkit.models import IndependentSites

    q = 2049
    rng = np.random.default_rng(13)
    h = rng.normal(size=(1, q))
    p = np.exp(h[0] - h[0].max())
    p /= p.sum()
    pi = rng.random(q)
    pi /= pi.sum()
    want = float(np.abs(np.outer(pi, p) - np.outer(p, pi)).sum())
    assert want > 1e-2
    K = glauber_kernel(IndependentSites(h), temperature=1.0)
    assert detailed_balance_residual(K, pi) == pytest.approx(want, rel=1e-10)


def test_lanczos_only_strictly_above_lanczos_min(monkeypatch):
    # cmp13a.spectral.lanczos_at_the_threshold: LANCZOS_MIN documents "reversible random-scan
    # kernels *above* this: three-vector Lanczos, not ARPACK". With the threshold set to
    # 16 = 2**4, potts on 4 binary sites (16 states) is at it (ARPACK: "eigsh"), on 5 sites
    # (32 states) above it (Lanczos); both are the same reversible chain family.
    import exact.spectral as spectral
    from exact.kernel import glauber_kernel

    monkeypatch.setattr(spectral, "LANCZOS_MIN", 16)
    at = spectral.spectral_summary(glauber_kernel(potts(2, 4, 0.5), temperature=1.0), method="krylov")
    above = spectral.spectral_summary(glauber_kernel(potts(2, 5, 0.5), temperature=1.0), method="krylov")
    assert at.method.startswith("eigsh")
    assert above.method.startswith("lanczos")


def test_gauge_difference_exactly_at_atol_zero_is_accepted():
    # cmp13a.transfer.gauge_at_atol: nearest_neighbour_chain accepts J[i, j] != J[j, i].T when
    # their double-centred parts agree "within atol times the largest |J| of the edge"
    # (inclusive). J[1, 0].T = J[0, 1] + a row offset + a column offset (dyadic numbers, so
    # double-centring is exact in floating point): the double-centred parts are equal, the
    # difference is 0.0, and atol = 0 must accept it; a non-gauge difference is refused.
    from exact.transfer import nearest_neighbour_chain
    from toolkit.exceptions import InvalidInputError
    from toolkit.models import Pairwise

    A = np.array([[1.0, 0.0], [0.0, 1.0]])
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = A
    J[1, 0] = (A + np.array([[0.5], [0.25]]) + np.array([[0.0, 0.75]])).T
    chain = nearest_neighbour_chain(Pairwise(np.zeros((2, 2)), J), atol=0.0)
    assert chain is not None
    J[1, 0, 0, 0] += 0.5  # no longer a gauge: the double-centred parts differ by 0.125
    with pytest.raises(InvalidInputError, match=r"not compatible on edge \(0, 1\)"):
        nearest_neighbour_chain(Pairwise(np.zeros((2, 2)), J), atol=0.0)

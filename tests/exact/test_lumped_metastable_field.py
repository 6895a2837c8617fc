"""The two-token lumped gap of a Curie-Weiss model in a field, deep in its metastable
regime, against the enumerated 2^n-state chain (an independent engine: exact.spectral on
the kernel built from the logits).

With field h = 0.5 < 1 (the zero-temperature spinodal field of Curie-Weiss, J = 1) the well
against the field survives as a metastable state below T ~ 0.3: the gap is the escape rate
from it, about e^{-beta n Delta f}, far below every other eigenvalue (the intra-well rates,
~1/n). The lumped engine's inverse iteration (exact.lumped._birth_death_gap) must run until
the iterate, not only its Rayleigh quotient, has settled: stopped on the quotient alone it
returned the intra-well rate 1/n (0.125 at n = 8) for a gap of 1.7e-14."""

from __future__ import annotations

import warnings

import pytest

from exact.kernel import glauber_kernel
from exact.lumped import lumped_spectral_gap
from exact.spectral import spectral_summary
from toolkit.models import CurieWeiss


# (n, T, lazy): gaps from ~1e-14 to ~5e-9, all within float64's range, so the 256-state
# enumeration resolves them to ~1e-15 / gap relative
@pytest.mark.parametrize("n, T, lazy", [(8, 0.03, 0.0), (8, 0.05, 0.5)])
def test_metastable_gap_in_a_field_agrees_with_enumeration(n, T, lazy):
    m = CurieWeiss(n, 1.0, field=0.5)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = lumped_spectral_gap(m, temperature=T, lazy=lazy)
        s = spectral_summary(glauber_kernel(m, temperature=T, lazy=lazy))
    assert 0.0 < s.spectral_gap < 1e-6          # metastable: far below the intra-well rate 1/n
    assert g.spectral_gap == pytest.approx(s.spectral_gap, rel=1e-6)
    assert abs(g.spectral_gap - s.spectral_gap) <= g.gap_error + s.gap_error + 1e-14

"""Coverage-driven guard of ``exact._nonreversible_krylov`` (issue 30, helper cov5h1): a
Krylov-Schur run cut short of its tolerance warns, names its products, and the gap it
reports still carries an error estimate covering the dense value."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from exact import glauber_kernel
from exact.spectral import spectral_summary
from toolkit.exceptions import ConvergenceWarning
from toolkit.models import random_table

from ..independent import dense_kernel, gth

nk = importlib.import_module("exact._nonreversible_krylov")


def test_cut_short_krylov_schur_warns(monkeypatch):
    m = random_table(2, 6, 1.0, rng=22)           # incompatible: non-reversible, 64 > SMALL states
    P = dense_kernel(m, 1.0)
    ev = np.linalg.eigvals(P)
    ref = 1.0 - np.abs(np.delete(ev, int(np.argmin(np.abs(ev - 1.0))))).max()
    monkeypatch.setattr(nk, "MAX_PRODUCTS", 8)
    with pytest.warns(ConvergenceWarning, match=r"Krylov-Schur stopped after \d+ \(left\) and \d+ \(right\) products"):
        s = spectral_summary(glauber_kernel(m, temperature=1.0), gth(P), method="krylov", nonreversible_k=0)
    assert s.reversible is False
    assert np.isfinite(s.spectral_gap) and abs(s.spectral_gap - ref) <= s.gap_error

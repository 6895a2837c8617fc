"""cmp14e: ``toolkit.app.compare.exact_values`` with coupling rows at two times.

Every ``d(t)`` row of a summary gets the exact worst-start ``d(t)``, whatever the order of
the rows (the profile is computed once, up to the largest ``t``). By hand: two independent
uniform binary sites, random scan (each step redraws one uniformly chosen site uniformly).
After ``t`` steps both sites have been redrawn (the law is then uniform) unless the same site
was chosen every time, probability ``2 * 2^-t``, when the law is that of one step:
``P^t = 2^(1-t) P + (1 - 2^(1-t)) U``. From ``x = 00``, ``P(x, .) = (1/2, 1/4, 1/4, 0)``, at TV
``1/4`` from uniform, so ``d(t) = 2^(-1-t)``: ``d(3) = 1/16``, ``d(1) = 1/4``.
"""

import numpy as np
import pytest

from toolkit.app.compare import exact_values
from toolkit.calibration import SampledQuantity, SampledSummary
from toolkit.models import IndependentSites
from toolkit.results import Estimate


def test_d_rows_at_two_times_both_get_their_exact_value():
    rows = tuple(SampledQuantity(f"d({t}) coupling bound", "upper bound", Estimate(0.5), {"quantity": "d", "t": t})
                 for t in (3, 1))
    summary = SampledSummary(model="two sites", temperature=1.0, n_chains=2, n_steps=8, burn_in=4,
                             method="random scan", quantities=rows, observables={})
    out = exact_values(IndependentSites(np.zeros((2, 2))), summary)
    assert out["d(3) coupling bound"].value == pytest.approx(1 / 16, rel=1e-12, abs=0)
    assert out["d(1) coupling bound"].value == pytest.approx(1 / 4, rel=1e-12, abs=0)

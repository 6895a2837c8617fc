"""harden10i: the lumped doubling profiles' ``distance_error`` (exact/lumped.py,
``lumped_mixing_time``'s docstring: ``2 * products * N * u`` plus the count stationary law's
relative error, for ``certified`` and the dense ``monochromatic`` profile alike).
"""

from __future__ import annotations

import pytest

from exact.lumped import count_stationary_law, lumped_mixing_time
from toolkit.models.exchangeable import IdenticalSites

U = 2.0**-53


def test_monochromatic_distance_error_after_one_squaring():
    # n = 2 uniform sites, q = 3: from a monochromatic start one step refreshes one site,
    # d(1) = 4/9 > eps = 1/4 >= d(2) = 2/9, so the doubling forms P^2 = P P (one product) and
    # stops; the count chain has C(4, 2) = 6 count vectors
    m = IdenticalSites(2, [0.0, 0.0, 0.0])
    r = lumped_mixing_time(m, temperature=1.0, starts="monochromatic", eps=0.25)
    assert r.t_mix == 2 and r.times == (0, 1, 2)
    law = count_stationary_law(m, temperature=1.0)
    assert r.distance_error == pytest.approx(2 * 1 * 6 * U + law.relative_error, rel=1e-12, abs=0)


def test_monochromatic_and_certified_profiles_report_the_same_error():
    # q = 2: the certified and the monochromatic doubling evaluate the same times (the same
    # products), so the documented estimate is the same number for both
    m = IdenticalSites(3, [0.0, 0.0])
    mono = lumped_mixing_time(m, temperature=1.0, starts="monochromatic", eps=0.25)
    cert = lumped_mixing_time(m, temperature=1.0, starts="certified", eps=0.25)
    assert mono.times == cert.times and mono.t_mix == cert.t_mix
    assert mono.distance_error == pytest.approx(cert.distance_error, rel=1e-12, abs=0)

"""prm25b (eighth sweep, issue 30): the bottleneck claim of ``exact.checks`` at the check's own
``eps``. The claim is ``t_mix(eps) >= (1 - pi(S) - eps) / Phi(S)`` (module docstring); every
other test ran it at the default ``eps = 0.25``, where a bound computed at the default
(``eps`` not handed on to ``bottleneck_lower_bound``) is the same number."""

from __future__ import annotations

import pytest

import exact.checks  # noqa: F401  (targets the module: automut's import rule)
from exact import check_claims
from toolkit.models import potts


@pytest.mark.parametrize("eps", [0.05, 0.4])
def test_bottleneck_bound_uses_the_checks_eps(eps):
    # two-spin-flip Potts ring, q = 2, n = 3, at T = 0.5: two zero-temperature basins of mass ~1/2
    r = check_claims(potts(2, 3, 1.0), temperature=0.5, eps=eps)
    bn = r.bottleneck
    assert bn["bound"] is not None and bn["pi_set"] < 1 - eps
    # the documented closed form, from the set's mass and conductance reported beside the bound
    assert bn["bound"] == pytest.approx((1 - bn["pi_set"] - eps) / bn["conductance"], rel=1e-12)
    assert r.claim("bottleneck").bound == pytest.approx(bn["bound"], rel=1e-12)

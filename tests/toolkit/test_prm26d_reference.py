"""prm26d (issue 30, ninth sweep): the reference section (:mod:`toolkit.app.report.reference`)
hands ``hypothesis_holds`` on to its agreement check for the ``t_mix`` claims.

Contract (the comments at the three call sites): an integer ``t_mix(eps)`` claim is asserted
"only when the closed-form d(t) stays REFERENCE_TIE away from eps" (for the contraction bound:
when ``n ln(n/eps)/(1 - alpha)`` stays REFERENCE_TIE away from an integer); otherwise its
hypothesis does not hold. With ``REFERENCE_TIE`` raised to 2, above every distance between two
numbers of ``[0, 1]`` (``d(t)``, ``eps``, a fractional part), no case can stay that far away:
every such claim's ``hypothesis_holds`` is False; with the shipped 1e-9 the textbook cases are
far from any tie and it is True.
"""

from types import SimpleNamespace

import numpy as np
import pytest

import exact
from toolkit.app.report import reference  # the module under test (automut's targeted set)

# the hypercube's tie guard depends on the closed-form Ehrenfest profile only: an engine stand-in
# (no 1024-state kernels) keeps that group under a second
_NO_ENGINE = SimpleNamespace(glauber_kernel=lambda *a, **k: None, stationary=lambda K: np.zeros(1),
                             mixing_time=lambda *a, **k: SimpleNamespace(t_mix=0),
                             distance_profile=lambda K, t, pi=None: np.zeros(t + 1))

GROUPS = [(reference._ref_two_state, "two-state t_mix(eps)"),
          (reference._ref_hypercube, "hypercube T=inf: t_mix(eps)"),
          (reference._ref_two_site_potts, "contraction bound = ceil(")]


def _guarded_claims(group, prefix):
    section = SimpleNamespace(key="reference", claims=[])
    group(_NO_ENGINE if group is reference._ref_hypercube else exact, reference._Agreement(section))
    claims = [c for c in section.claims if c.name.startswith(prefix)]
    assert claims, [c.name for c in section.claims]
    return claims


@pytest.mark.parametrize("group, prefix", GROUPS, ids=["two-state", "hypercube", "two-site-potts"])
def test_a_tie_within_reference_tie_voids_the_hypothesis(monkeypatch, group, prefix):
    monkeypatch.setattr(reference, "REFERENCE_TIE", 2.0)
    claims = _guarded_claims(group, prefix)
    assert [c.hypothesis_holds for c in claims] == [False] * len(claims)


@pytest.mark.parametrize("group, prefix", GROUPS, ids=["two-state", "hypercube", "two-site-potts"])
def test_far_from_a_tie_the_hypothesis_holds(group, prefix):
    assert all(c.hypothesis_holds is True for c in _guarded_claims(group, prefix))

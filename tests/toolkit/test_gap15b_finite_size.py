"""Branches of :func:`toolkit.finite_size.fss_verdict` no targeted test ran (issue 30, branch
gap15b): the energy indicators reported beside the verdict, and a Binder crossing whose
bootstrap error exceeds ``TC_ERR_MAX_REL`` of it (not resolved, documented at the constant)."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from toolkit.finite_size import TC_ERR_MAX_REL, ScalingData, fss_verdict


def _transition(ns=(16, 64, 256, 1024), tc=1.3):
    T = np.linspace(0.7 * tc, 1.3 * tc, 49)
    ns = np.asarray(ns, dtype=float)
    x = (T[None, :] - tc) * ns[:, None] ** 0.5
    return T, ns, (2 / 3) / (1 + np.exp(3 * x)), ns[:, None] ** 0.5 / (1 + x**2)


def test_energy_indicators_are_reported_beside_the_verdict():
    # C*(n) = n * c0 (the same peak shape scaled): exponent exactly 1; 2/3 - V*(n) = 0.1 / n: exponent -1
    T, ns, U, chi = _transition()
    C = np.outer(ns, 1.0 / (1.0 + 100 * (T - 1.3) ** 2))
    V = 2 / 3 - 0.1 / ns[:, None] * np.ones_like(T)[None, :]
    v = fss_verdict(ScalingData(T, ns, binder=U, susceptibility=chi,
                                energy={"specific_heat": C, "energy_cumulant": V}))
    assert v.energy["specific_heat_exponent"] == pytest.approx(1.0, abs=1e-6)
    assert v.energy["cumulant_gap_exponent"] == pytest.approx(-1.0, abs=1e-6)
    line = [r for r in v.reasons if r.startswith("energy (log pseudo-likelihood")]
    assert len(line) == 1, v.reasons
    m = re.search(r"specific-heat peak ~ n\^(\S+) \+- (\S+); the energy cumulant's distance to 2/3 at its "
                  r"minimum ~ n\^(\S+) \+- (\S+) \(no latent heat: -1; first order: 0\)$", line[0])
    assert m, line[0]
    assert float(m.group(1)) == pytest.approx(1.0) and float(m.group(3)) == pytest.approx(-1.0)
    assert abs(float(m.group(2))) < 1e-6 and abs(float(m.group(4))) < 1e-6  # exact power laws: no scatter
    assert v.verdict == "transition"  # beside the verdict, not part of it
    plain = fss_verdict(ScalingData(T, ns, binder=U, susceptibility=chi))
    assert plain.energy is None and not any(r.startswith("energy") for r in plain.reasons)


def _two_replicates(d, tc=0.3):
    """Two replicates identical but for the largest size's Binder curve, centred at tc + d and
    tc - d (mean: centred at tc by the curve's antisymmetry about its centre). A resample of
    both copies of one replicate moves the last crossing by d * sqrt(4) / (sqrt(4) - sqrt(3))
    (slopes proportional to sqrt(n)), so the bootstrap error of the crossing is
    sqrt(1/2) * d * 7.46 (probabilities 1/4, 1/4, 1/2 of +, -, 0): 0.158 at d = 0.03, above
    TC_ERR_MAX_REL * tc = 0.075."""
    T, ns = np.linspace(0.02, 1.2, 60), np.array([1, 2, 3, 4], float)
    centres = np.full((ns.size, 1, 2), tc)
    centres[-1, 0] = [tc + d, tc - d]
    x = (T[None, :, None] - centres) * np.sqrt(ns)[:, None, None]
    reps = np.empty((ns.size, T.size, 2, 2))
    reps[..., 0] = (2 / 3) / (1 + np.exp(3 * x))
    x0 = (T[None, :] - tc) * np.sqrt(ns)[:, None]
    reps[..., 1] = (np.sqrt(ns)[:, None] / (1 + x0**2))[..., None]
    mean = reps.mean(axis=2)
    return ScalingData(T, ns, binder=mean[..., 0], susceptibility=mean[..., 1], replicates=reps, method="sampled")


def test_a_crossing_with_a_large_bootstrap_error_is_not_resolved():
    v = fss_verdict(_two_replicates(0.03), n_boot=40, rng=0)
    noisy = [r for r in v.reasons if r.startswith("the crossing's statistical error")]
    assert len(noisy) == 1, v.reasons
    m = re.fullmatch(r"the crossing's statistical error (\S+) exceeds (\d+)% of it", noisy[0])
    assert m and int(m.group(2)) == round(100 * TC_ERR_MAX_REL)
    expected = math.sqrt(0.5) * 0.03 * 2 / (2 - math.sqrt(3))
    assert float(m.group(1)) == pytest.approx(expected, abs=0.05)
    assert v.verdict != "transition"
    clean = fss_verdict(_two_replicates(0.0), n_boot=40, rng=0)  # the control: no bootstrap scatter
    assert not any(r.startswith("the crossing's statistical error") for r in clean.reasons)

"""Boundary pins of the cmp16a sweep (issue 30) in :mod:`exact`: each test sits at the equality
case of a comparison and states, from the docstring, which side the equality belongs to."""

import numpy as np
import pytest

from exact import mixing as mx
from toolkit.exceptions import InvalidInputError


# ---- exact/_mp_spectrum.py: ``_mp_eig`` raises the digits "None past DPS_MAX": DPS_MAX itself is allowed
def test_mp_eig_runs_at_exactly_dps_max():
    import mpmath

    from exact import _mp_spectrum

    # P = [[1/2, 1/2], [1/4, 3/4]]: trace 5/4, det 1/4, so the eigenvalues are 1 and 1/4 (by hand)
    M = mpmath.matrix([[0.5, 0.5], [0.25, 0.75]])
    w, used = _mp_spectrum._mp_eig(M, _mp_spectrum.DPS_MAX)
    assert w is not None and used == _mp_spectrum.DPS_MAX
    got = sorted(float(mpmath.re(v)) for v in w)
    assert got == pytest.approx([0.25, 1.0], abs=1e-12)
    # one past the cap: no attempt, None
    assert _mp_spectrum._mp_eig(M, _mp_spectrum.DPS_MAX + 1)[0] is None


# ---- exact/mixing.py: method="lowrank" takes "up to LOWRANK_MAX states" (mixing_time's docstring): N equal to
# the cap is allowed, one more is refused. The cap is lowered to 2 so that a 2-state chain sits on it.
def test_lowrank_accepts_exactly_lowrank_max_states(monkeypatch):
    monkeypatch.setattr(mx, "LOWRANK_MAX", 2)
    # two states, flip rates a = b = 1/4: lambda_2 = 1 - a - b = 1/2, d(t) = max(a, b)/(a + b) * 2^-t = 2^-(t+1),
    # so with eps = 0.2: d(1) = 0.25 > 0.2 and d(2) = 0.125 <= 0.2, t_mix = 2 (by hand)
    P = np.array([[0.75, 0.25], [0.25, 0.75]])
    assert mx.mixing_time(P, eps=0.2, method="lowrank").t_mix == 2
    P3 = np.full((3, 3), 1.0 / 3.0)
    with pytest.raises(InvalidInputError, match="at most 2 states; got 3"):
        mx.mixing_time(P3, eps=0.2, method="lowrank")


# ---- exact/checks.py: a floating-point identity "holds to its round-off" (module docstring, Tolerances): the
# conditional drift holds when max KL <= its allowance, so a drift exactly at the allowance holds (slack 0).
# The allowance is set to the drift this chain measures, so the comparison sits on its equality case.
def test_conditional_drift_at_exactly_its_allowance_holds(monkeypatch):
    from exact import checks
    from exact.markov import check_claims
    from toolkit.models import potts

    model = potts(3, 3, 1.0, graph="cycle")  # compatible (a Gibbs model): the claim's hypothesis holds
    drift = check_claims(model, temperature=1.5).claim("conditional-drift").value
    real = checks._tolerances

    def at_drift(*a, **k):
        return {**real(*a, **k), "drift": drift}

    monkeypatch.setattr(checks, "_tolerances", at_drift)
    c = check_claims(model, temperature=1.5).claim("conditional-drift")
    assert c.hypothesis_holds and c.bound == c.value == drift
    assert c.holds is True and c.slack == 0.0


# ---- exact/unmasking.py: compare_samplers re-predicts a remasking round with ``k`` sites per step (Sampler's
# docstring: "r sites remasked per round, re-predicted by unmasking with order and k"), not r of them.
# With a joint model's own conditionals, remask 2 sites and re-predict them one at a time is a block heat-bath
# update (p(x_i | rest) then p(x_j | x_i, rest) samples p(x_i, x_j | rest) exactly): it leaves the joint
# invariant, so its stationary law is pi_1 = the joint. Re-predicting both in one parallel step is not.
def test_remask_two_sites_one_at_a_time_keeps_the_joint():
    from exact.unmasking import compare_samplers
    from toolkit.models import random_joint

    m = random_joint(2, 3, 1.5, rng=7)
    r = compare_samplers(m, temperature=1.0, samplers=["remask:2:random:1", "remask:2:random:2"])
    assert r.tv_pi[0] < 1e-10
    assert r.tv_pi[1] > 1e-3  # the parallel re-prediction is a different law (a contrast)


# ---- exact/scans.py: the lumped metastability scan takes "the fixed point of largest margin" for set_kind
# "fixed point" and only "for 'basin', the monochromatic one" (metastability_scan's docstring). The
# antiferromagnetic Curie-Weiss model (beta < 0) at n = 4 has a single strict argmax fixed point, and it is
# mixed: at counts (2, 2) each site sees 1 same and 2 other tokens among the other 3, so with beta < 0 it
# keeps its token; at (4, 0) or (3, 1) a majority site sees more of its own token and flips (by hand).
def test_lumped_fixed_point_scan_takes_a_mixed_fixed_point():
    from exact.scans import metastability_scan
    from toolkit.models import CurieWeiss

    r = metastability_scan(CurieWeiss(4, -1.0), [1.0, 0.5, 0.3], method="lumped")
    assert r.method == "lumped" and r.set_kind == "fixed point"
    assert r.state == "counts (0: 2, 1: 2)" and r.set_size == 1
    with pytest.raises(InvalidInputError, match="monochromatic"):
        metastability_scan(CurieWeiss(4, -1.0), [1.0, 0.5, 0.3], method="lumped", set_kind="basin")

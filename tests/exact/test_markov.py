"""The exact chain object: built once, every derived quantity reuses the same kernel, law
and spectrum, and the functional API gives the same numbers through it."""

from __future__ import annotations

import pytest

import exact
from exact import analyze, check_claims
from exact.markov import ExactChain
from toolkit.models import potts, random_table


def _count_solves(monkeypatch):
    """Count the calls of ``exact.stationary.stationary_law``, replaced in every module of
    ``exact`` that imported it by name (they import it at module level)."""
    import importlib
    import sys

    real = importlib.import_module("exact.stationary").stationary_law
    calls = []

    def counting(P, *args, **kwargs):
        calls.append(getattr(P, "scan", "matrix"))
        return real(P, *args, **kwargs)

    holders = [m for name, m in list(sys.modules.items())
               if name.split(".")[0] == "exact" and getattr(m, "stationary_law", None) is real]
    assert sys.modules["exact.markov"] in holders  # where ExactChain.law looks it up
    for m in holders:
        monkeypatch.setattr(m, "stationary_law", counting)
    return calls


def test_one_stationary_solve_per_check_claims(monkeypatch):
    """check_claims computes every claim from one stationary law of the random-scan chain
    (plus the systematic-scan chain's own, for the scan-order claim)."""
    calls = _count_solves(monkeypatch)
    r = check_claims(random_table(2, 4, 1.0, rng=3), temperature=0.8)
    assert r.all_hold
    assert calls.count("random") == 1 and calls.count("systematic") == 1 and len(calls) == 2


def test_cached_pieces_are_computed_once(monkeypatch):
    calls = _count_solves(monkeypatch)
    c = ExactChain(potts(2, 4, 1.0, graph="cycle"), temperature=1.2)
    assert c.law is c.law and c.spectrum is c.spectrum and c.mixing() is c.mixing()
    c.report(), c.contraction(), c.compatibility(), c.check()
    assert calls.count("random") == 1


def test_functional_api_equals_the_chain():
    m = random_table(3, 3, 1.0, rng=1)
    chain = ExactChain(m, temperature=0.7, name="t")
    assert analyze(m, temperature=0.7, name="t") == chain.report()
    assert check_claims(m, temperature=0.7, name="t").to_dict() == chain.check().to_dict()
    assert exact.compatibility_report(m, temperature=0.7).to_dict() == chain.compatibility().to_dict()


def test_with_temperature_reuses_the_logits():
    c = ExactChain(potts(2, 3, 1.0), temperature=1.0)
    d = c.with_temperature(0.5)
    assert d.logits is c.logits and d.temperature == 0.5
    assert d.spectrum.spectral_gap < c.spectrum.spectral_gap  # colder mixes slower here


def test_with_scan_shares_the_logits_and_is_cached():
    """One enumeration for every scan (toolkit.app.compare's rows of other scans use it)."""
    c = ExactChain(potts(2, 3, 1.0, field=[0.3, -0.2]), temperature=0.8)
    s = c.with_scan("systematic")
    assert s is c.with_scan("systematic") and s.logits is c.logits and s.scan == "systematic"
    assert c.with_scan("random") is c and s.with_scan("random").logits is c.logits
    lazy = c.with_scan("random", lazy=0.5)
    assert lazy.lazy == 0.5 and lazy.logits is c.logits


def test_on_the_fly_pairwise_logits_give_the_same_chain():
    """``exact.kernel.enumerated_logits`` may hand an ExactChain on-the-fly pairwise logits
    (large pairwise models); they define the same chain as the stored table."""
    from exact.pairwise_logits import PairwiseLogits

    m = potts(3, 3, 0.7, field=[0.2, 0.0, -0.4])
    stored = ExactChain(m, temperature=0.9)
    fly = ExactChain(PairwiseLogits(m), temperature=0.9)
    assert fly.logits is fly.model
    assert abs(fly.pi - stored.pi).max() <= 1e-13  # both GTH on the same probabilities (float64 rounding)


def test_bad_arguments_name_themselves():
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match="temperature"):
        ExactChain(potts(2, 3, 1.0), temperature=-1)
    with pytest.raises(InvalidInputError, match="scan"):
        ExactChain(potts(2, 3, 1.0), scan="sideways")


def _two_site_kernels(table, T):
    """Site kernels of a two-site, two-token LogitTable built by hand (state index 2 x0 + x1):
    ``P0`` redraws x0 from softmax(table[0, x1] / T), ``P1`` redraws x1 from softmax(table[1, x0] / T)."""
    import numpy as np

    def soft(v):
        w = np.exp(v / T - np.max(v / T))
        return w / w.sum()

    P0, P1 = np.zeros((4, 4)), np.zeros((4, 4))
    for x0 in range(2):
        for x1 in range(2):
            for a in range(2):
                P0[2 * x0 + x1, 2 * a + x1] = soft(table[0, x1])[a]
                P1[2 * x0 + x1, 2 * x0 + a] = soft(table[1, x0])[a]
    return P0, P1


def _pi_of(P):
    import numpy as np

    w, V = np.linalg.eig(P.T)
    v = np.real(V[:, np.argmin(np.abs(w - 1))])
    return v / v.sum()


_TABLE = [[[1.0, -0.5], [0.0, 2.0]], [[0.3, 1.7], [-1.2, 0.4]]]   # incompatible: log R = 3.5 - 0.2 = 3.3


def test_scan_order_tv_at_the_chains_temperature_by_hand():
    """Blind audit (issue 30): TV(pi_random, pi_systematic) of an incompatible two-site table at
    T = 0.5, against the two stationary laws computed here from hand-built kernels
    ((P0 + P1)/2 and P0 P1, numpy eig); the value at T = 1 differs (so a systematic chain
    built at another temperature is caught)."""
    import numpy as np

    from toolkit.models.toy import LogitTable

    t = np.array(_TABLE)
    want = {}
    for T in (0.5, 1.0):
        P0, P1 = _two_site_kernels(t, T)
        want[T] = 0.5 * np.abs(_pi_of(0.5 * (P0 + P1)) - _pi_of(P0 @ P1)).sum()
    assert abs(want[0.5] - want[1.0]) > 1e-3
    assert ExactChain(LogitTable(t), temperature=0.5).scan_order_tv() == pytest.approx(want[0.5], rel=1e-9, abs=1e-15)


def test_contraction_compares_with_the_random_scan_tmix_by_hand():
    """Blind audit (issue 30): the contraction bound is a bound on the plain random-scan chain,
    so ``contraction()`` of a lazy or systematic chain holds it against the random-scan
    ``t_mix(1/4)``, computed here by matrix powers of the hand-built (P0 + P1)/2 (worst start),
    not against that chain's own t_mix (which differs here)."""
    import numpy as np

    from toolkit.models.toy import LogitTable

    t, T = np.array(_TABLE), 0.7
    P0, P1 = _two_site_kernels(t, T)
    P = 0.5 * (P0 + P1)
    pi, Pt, t_mix = _pi_of(P), np.eye(4), None
    for s in range(1, 200):
        Pt = Pt @ P
        if 0.5 * np.abs(Pt - pi).sum(axis=1).max() <= 0.25:
            t_mix = s
            break
    for chain in (ExactChain(LogitTable(t), temperature=T, lazy=0.5),
                  ExactChain(LogitTable(t), temperature=T, scan="systematic")):
        assert chain.mixing().t_mix != t_mix
        assert chain.contraction().t_mix == t_mix

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

"""prm26e (issue 30, ninth sweep): ``exact.checks``' Kolmogorov-ratio claim hands its
"cannot compare" reason on to ``_claim`` (benchmarks/default_only_args.py --sites: no test
handed anything but ``missing=""`` at that call).

Contract (``_claim``): no verdict and no slack when the hypothesis holds but ``missing`` says
why the value cannot be compared, and ``missing`` is then the claim's note; the Kolmogorov
ratio has nothing to compare when every 4-cycle has a transition probability of 0 in float64
(its largest error is then not finite). That happens only at temperatures where the whole
check is out of reach, so the chain's compatibility is the real one with that error set to inf."""

import dataclasses
import math

from exact import checks
from exact.markov import ExactChain
from toolkit.models.exchangeable import CurieWeiss


def _kolmogorov_claim(err):
    chain = ExactChain(CurieWeiss(3, 1.0), temperature=1.0)
    real = chain.compatibility

    def compatibility(**kw):
        return dataclasses.replace(real(**kw), kolmogorov_max_error=err)

    chain.compatibility = compatibility
    rep = checks._check(chain, 0.25)
    (claim,) = [c for c in rep.claims if c.name == "kolmogorov-ratio"]
    return claim


def test_no_finite_ratio_leaves_the_claim_undecided_with_the_reason():
    claim = _kolmogorov_claim(math.inf)
    assert claim.holds is None and claim.slack is None
    assert "4-cycle" in claim.note


def test_a_finite_ratio_is_decided():
    claim = _kolmogorov_claim(0.0)   # Curie-Weiss is reversible: every ratio is log R / T exactly
    assert claim.holds is True and claim.note == ""

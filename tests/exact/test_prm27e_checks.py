"""prm27e (issue 30, tenth sweep): the escape-bound claim of exact.checks holds only when the
bound holds at EVERY strict fixed point (its hypothesis: "every x*").

Mutant prm27e.checks.escape_claim_first_fixed_point read the first fixed point's verdict.
The bound is a theorem, so a real chain never fails it; a stand-in list of checks (the chain's
own first one, and a second whose exit time sits below its bound) puts the failure where the
rule must read it."""

from exact.checks import _check
from exact.markov import ExactChain
from exact.metastable import EscapeCheck
from toolkit.models.basins import planted_margin


def test_escape_claim_fails_when_a_later_fixed_point_fails():
    model = planted_margin(2, 3, 3.0, scale=0.5, rng=1)
    chain = ExactChain(model, temperature=1.0)
    real = chain.escape_checks()
    assert len(real) >= 2 and all(e.holds for e in real)
    second = real[1]
    broken = EscapeCheck(second.fixed_point, second.temperature, second.log_bound - 1.0, second.log_bound)
    assert not broken.holds
    chain.escape_checks = lambda points=None: (real[0], broken)   # the stand-in: first holds, second fails
    claim = {c.name: c for c in _check(chain, 0.25).claims}["escape-bound"]
    assert claim.hypothesis_holds
    assert claim.holds is False

"""Pins of the prm29e sweep (issue 30) in :mod:`exact`: a boundary at equality, one inner item
offending, a side or an index. Each test states its expected value from the mathematics or the
documented contract."""

import dataclasses


# ---- exact/checks.py: the contraction-tmix claim is ``t_mix <= ceil(n ln(n/eps)/(1-alpha))`` (module
# docstring, "contraction-tmix  alpha < 1  =>  t_mix <= ceil(...)"): an upper bound that t_mix meets exactly
# holds (slack 0). The bound is set to the t_mix this chain measures, so the claim sits on its equality case.
def test_contraction_tmix_claim_holds_when_t_mix_equals_the_bound(monkeypatch):
    from exact.checks import CheckReport
    from exact.markov import ExactChain, check_claims
    from toolkit.models import potts

    model = potts(2, 3, 0.2, graph="cycle")  # weak coupling at T = 2: alpha < 1 (contracting)
    first = check_claims(model, temperature=2.0).claim("contraction-tmix")
    assert first.hypothesis_holds and first.holds  # the real bound is far above t_mix
    t_mix = int(first.value)
    real = ExactChain.influence

    def at_t_mix(self, eps=0.25):
        return dataclasses.replace(real(self, eps), contraction_bound=t_mix)

    monkeypatch.setattr(ExactChain, "influence", at_t_mix)
    rep = check_claims(model, temperature=2.0)
    assert isinstance(rep, CheckReport)
    c = rep.claim("contraction-tmix")
    assert c.bound == c.value == t_mix
    assert c.holds is True and c.slack == 0

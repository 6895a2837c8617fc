"""prm18a: ``count_chain_reversibility(chain, law, rtol=...)`` (:mod:`exact.lumped`): reversible
when the edge-wise residual is at most ``rtol`` (its docstring). The residual is a maximum of
absolute values, so ``>= 0``: with ``rtol = -1`` no chain is reversible, whatever the default
tolerance (``1e-9``) says of the same chain."""

from __future__ import annotations

from exact.lumped import count_chain, count_chain_reversibility, count_stationary_law
from toolkit.models.exchangeable import CurieWeiss


def test_reversibility_uses_the_rtol_given():
    m = CurieWeiss(4, 0.5)
    ch = count_chain(m)
    law = count_stationary_law(m, chain=ch)
    ok, res = count_chain_reversibility(ch, law)
    assert ok and res >= 0
    ok_neg, res_neg = count_chain_reversibility(ch, law, rtol=-1.0)
    assert not ok_neg and res_neg == res

"""prm25a: InfluenceReport's round-off slack TOL = 1e-12 (exact/influence.py): a softmax-lemma
slack of -1e-10 (or a coupled distance 1e-10 above its target) is a failure, not round-off."""
from __future__ import annotations

import dataclasses

from exact.influence import TOL, influence
from toolkit.models import potts


def test_slack_allowance_is_1e_minus_12():
    assert TOL == 1e-12
    rep = influence(potts(2, 2, 1.0), temperature=1.0)
    assert rep.softmax_lemma_holds and rep.path_coupling_holds
    assert not dataclasses.replace(rep, softmax_slack=-1e-10).softmax_lemma_holds
    assert dataclasses.replace(rep, softmax_slack=-1e-13).softmax_lemma_holds
    target = rep.path_coupling_target
    assert not dataclasses.replace(rep, path_coupling_max=target + 1e-10).path_coupling_holds
    assert dataclasses.replace(rep, path_coupling_max=target + 1e-13).path_coupling_holds

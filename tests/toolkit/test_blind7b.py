"""Seventh blind audit, part b (issue 30): tests for the survivors of its first run in toolkit/
(benchmarks/blind_audit_7b.py). Reference values from the documented contract."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app import testing as te
from toolkit.bounds import mixing_bounds
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts


def test_negative_tokens_count_as_outside():
    # audit7b.testing.negative_tokens_not_outside. SamplerReport.outside: a draw that leaves the
    # tokens 0..q-1 ("a token q or above, or negative") fails its start and is put down to the
    # special-tokens mistake. A step writing -1 at the last site leaves them in every draw (at the
    # last site, a -1 read as a digit would land on a valid state whenever an earlier site is not 0).
    m = potts(2, 2, 1.0)

    def step(states, rng):
        out = np.array(states, copy=True)
        out[:, -1] = -1
        return out

    rep = te.check_sampler(step, m, 1.0, n_samples=20, rng=0)
    assert rep.outside.tolist() == [20] * len(rep.starts)
    assert not rep.passed
    assert rep.diagnosis == te.MISTAKES[te.SPECIAL_MISTAKE]


@pytest.mark.parametrize("eps", [1.0, 0.0])
def test_mixing_bounds_rejects_eps_at_either_end(eps):
    # mixing_bounds: "`eps` must be in (0, 1)" (t_mix(1) is 0: no bound to give); the error names
    # the argument and the value. (audit7b.bounds.eps_one_accepted survives it: check_probability
    # already refuses eps = 1, so that mutant changes no behaviour.)
    with pytest.raises(InvalidInputError, match=r"`eps`.*" + str(eps)):
        mixing_bounds(IndependentSites(np.zeros((2, 2))), eps=eps, max_steps=5, rng=0)
